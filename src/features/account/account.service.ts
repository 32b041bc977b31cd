/**
 * Signing in and out. The session cookie carries a random token; the database keeps only its
 * SHA-256, so a leaked table cannot be replayed as cookies. Failed logins are throttled per
 * account and address (throttle.service.ts, ADR 011).
 */
import { createHash, randomBytes } from 'node:crypto'
import type { AccountRepository } from './account.repository.js'
import { HashingBusyError, hashPassword, verifyPassword } from '../../lib/password.js'
import { LOGIN_THROTTLE, loginThrottle, type ThrottlePolicy } from './throttle.service.js'

export const SESSION_COOKIE = 'qf_session'
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000

const TOKEN = /^[A-Za-z0-9_-]{43}$/

const digest = (token: string) => createHash('sha256').update(token).digest('base64url')

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

    /** Starts a session and returns the cookie token. */
    async startSession(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(now().getTime() + SESSION_TTL_MS)
      await repo.createSession(digest(token), userId, expiresAt)
      return { token, expiresAt }
    },

    /** The signed-in user for a cookie value; malformed or expired tokens give null. */
    async userOfToken(token: string | undefined) {
      if (!token || !TOKEN.test(token)) return null
      return (await repo.sessionUser(digest(token), now())) ?? null
    },

    async endSession(token: string | undefined) {
      if (token && TOKEN.test(token)) await repo.deleteSession(digest(token))
    },
  }
}

export type AccountService = ReturnType<typeof accountService>
