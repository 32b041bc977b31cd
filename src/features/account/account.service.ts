/**
 * Checking credentials. Failed logins are throttled per account and address (throttle.service.ts,
 * ADR 011); a successful one starts a session (session.service.ts, ADR 012).
 */
import type { AccountRepository } from './account.repository.js'
import { HASHING_CONCURRENCY, HASHING_MAX_WAITING, HashingBusyError, hashPassword, limiter, verifyPassword } from '../../lib/password.js'
import { LOGIN_THROTTLE, loginThrottle, type ThrottlePolicy } from './throttle.service.js'
import { NO_METRICS, type FeatureMetrics } from '../../server/feature-metrics.js'

/** Verifying against a fixed hash when the user is unknown keeps both paths equally slow. */
const decoyHash = hashPassword('decoy password that never matches')

export type LoginResult =
  | { outcome: 'signedIn'; user: { id: number; displayName: string } }
  | { outcome: 'badCredentials' }
  /** Too many failures for this account or address: refused before the password is checked. */
  | { outcome: 'throttled'; retryAfterSeconds: number }
  /** Too many logins are being checked at once; nothing was counted. */
  | { outcome: 'busy' }

/** The throttle's key for an account's second-step codes (no e-mail has this form). */
const secondStepKey = (userId: number) => `second-step:${userId}`

export interface AccountServiceOptions {
  now?: () => Date
  policy?: ThrottlePolicy
  /** Counts the attempts the throttle refuses, for the app's metrics (ADR 072). */
  metrics?: Pick<FeatureMetrics, 'loginThrottled'>
}

export function accountService(repo: AccountRepository, { now = () => new Date(), policy = LOGIN_THROTTLE, metrics = NO_METRICS }: AccountServiceOptions = {}) {
  const throttle = loginThrottle(repo.throttle, now, policy)
  // Logins in progress on this node: as many as the hashing runs and queues. Beyond that a login is
  // "busy" at once, before anything is counted or asked of the database (a flood stays cheap).
  const admission = limiter(HASHING_CONCURRENCY + HASHING_MAX_WAITING, 0)

  async function check(email: string, password: string, address: string): Promise<LoginResult> {
    const reservation = await throttle.reserve(email, address)
    if ('retryAfterSeconds' in reservation) {
      metrics.loginThrottled('password')
      return { outcome: 'throttled', retryAfterSeconds: reservation.retryAfterSeconds }
    }
    const user = await repo.userByEmail(email)
    let ok: boolean
    try {
      ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash))
    } catch (err) {
      // Other forms hash too: the queue can still be full when this login's turn comes.
      if (err instanceof HashingBusyError) await throttle.unchecked(email, address, reservation.attempt)
      throw err
    }
    if (!user || !ok) {
      await throttle.failed(email, reservation.attempt)
      return { outcome: 'badCredentials' }
    }
    await throttle.succeeded(email, address)
    return { outcome: 'signedIn', user: { id: user.id, displayName: user.displayName } }
  }

  return {
    /**
     * Checks credentials from `address` (the request's IP). The attempt is counted before the
     * password is checked; a throttled account or address is refused the same way whether the
     * account exists or not, without hashing anything.
     */
    async authenticate(email: string, password: string, address: string): Promise<LoginResult> {
      try {
        return await admission.run(() => check(email, password, address))
      } catch (err) {
        if (err instanceof HashingBusyError) return { outcome: 'busy' }
        throw err
      }
    },

    /**
     * The second step's codes (two-factor sign-in, ADR 064), counted as logins are but on the
     * account's own key, which a right password does not clear: a guesser who knows the password
     * gets no fresh tries by entering it again.
     */
    secondStep: {
      async reserve(userId: number, address: string) {
        const reservation = await throttle.reserve(secondStepKey(userId), address)
        if ('retryAfterSeconds' in reservation) metrics.loginThrottled('second_factor')
        return reservation
      },
      failed: (userId: number, attempt: number) => throttle.failed(secondStepKey(userId), attempt),
      succeeded: (userId: number, address: string) => throttle.succeeded(secondStepKey(userId), address),
    },
  }
}

export type AccountService = ReturnType<typeof accountService>
