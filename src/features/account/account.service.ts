/**
 * Checking credentials. Failed logins are throttled per account and address (throttle.service.ts,
 * ADR 011); a successful one starts a session (session.service.ts, ADR 012).
 */
import type { AccountRepository } from './account.repository.js'
import { HashingBusyError, hashPassword, verifyPassword } from '../../lib/password.js'
import { LOGIN_THROTTLE, loginThrottle, type ThrottlePolicy } from './throttle.service.js'

/** Verifying against a fixed hash when the user is unknown keeps both paths equally slow. */
const decoyHash = hashPassword('decoy password that never matches')

export type LoginResult =
  | { outcome: 'signedIn'; user: { id: number; displayName: string } }
  | { outcome: 'badCredentials' }
  /** Too many failures for this account or address: refused before the password is checked. */
  | { outcome: 'throttled'; retryAfterSeconds: number }
  /** Too many logins are being checked at once; nothing was counted. */
  | { outcome: 'busy' }

export function accountService(repo: AccountRepository, now: () => Date = () => new Date(), policy: ThrottlePolicy = LOGIN_THROTTLE) {
  const throttle = loginThrottle(repo.throttle, now, policy)

  return {
    /**
     * Checks credentials from `address` (the request's IP). A throttled account or address is
     * refused the same way whether the account exists or not, without hashing anything.
     */
    async authenticate(email: string, password: string, address: string): Promise<LoginResult> {
      const retryAt = await throttle.blockedUntil(email, address)
      if (retryAt) return { outcome: 'throttled', retryAfterSeconds: Math.ceil((retryAt.getTime() - now().getTime()) / 1000) }
      const user = await repo.userByEmail(email)
      let ok: boolean
      try {
        ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash))
      } catch (err) {
        if (err instanceof HashingBusyError) return { outcome: 'busy' }
        throw err
      }
      if (!user || !ok) {
        await throttle.failed(email, address)
        return { outcome: 'badCredentials' }
      }
      await throttle.succeeded(email)
      return { outcome: 'signedIn', user: { id: user.id, displayName: user.displayName } }
    },
  }
}

export type AccountService = ReturnType<typeof accountService>
