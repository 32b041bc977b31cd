/**
 * Login throttling (ADR 011, ASVS V2.2.1). Failed logins are counted per account (the normalized
 * e-mail, whether or not it exists) and per address, in the database so every node sees the same
 * counts. Per account: five failures free, then a back-off doubling from 30 s to 15 min, and never
 * more than 100 an hour. Per address: 50 failures in 15 minutes, then wait for the window to end.
 * Every block is temporary; a successful login clears its account's counter. An attempt is
 * counted (reserved) before its password is checked, so concurrent guesses are counted too.
 */
import type { BackOff, ThrottleRepository } from './throttle.repository.js'

export interface ThrottlePolicy {
  account: BackOff
  address: { windowMs: number; maxFailures: number }
}

const MINUTE = 60_000

export const LOGIN_THROTTLE: ThrottlePolicy = {
  account: { windowMs: 60 * MINUTE, maxFailures: 100, freeFailures: 5, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE },
  address: { windowMs: 15 * MINUTE, maxFailures: 50 },
}

export const accountKey = (email: string) => `account:${email.trim().normalize('NFC').toLowerCase()}`
export const addressKey = (address: string) => `address:${address}`

/** How long an account waits after its `failures`-th failure in the window (0: not at all). */
export function accountDelayMs(policy: ThrottlePolicy['account'], failures: number): number {
  if (failures < policy.freeFailures) return 0
  return Math.min(policy.firstDelayMs * 2 ** (failures - policy.freeFailures), policy.maxDelayMs)
}

/** A login attempt's reservation: its number on the account, or how long until it may try again. */
export type Reservation = { attempt: number } | { retryAfterSeconds: number }

export function loginThrottle(repo: ThrottleRepository, now: () => Date, policy: ThrottlePolicy = LOGIN_THROTTLE) {
  const windowEnd = (start: Date, windowMs: number) => new Date(start.getTime() + windowMs)

  return {
    /**
     * Counts this attempt before its password is checked: first on the address (every attempt
     * counts; over the limit it waits for the window to end), then on the account, whose one
     * statement refuses it while blocked and otherwise books the back-off its failure would earn.
     * So however many attempts arrive at once, on however many nodes, no more than the free
     * ones reach the password.
     */
    async reserve(email: string, address: string): Promise<Reservation> {
      const at = now()
      const wait = (until: Date) => ({ retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000)) })
      const byAddress = await repo.addFailure(addressKey(address), at, policy.address.windowMs)
      if (byAddress.failures > policy.address.maxFailures) return wait(windowEnd(byAddress.windowStart, policy.address.windowMs))
      const attempt = await repo.reserveAttempt(accountKey(email), at, policy.account)
      if (attempt !== null) return { attempt }
      // Blocked (a block that has just ended on another node leaves the shortest wait).
      return wait((await repo.blockedUntil([accountKey(email)], at)) ?? at)
    },

    /**
     * The reserved attempt failed: it stays counted on both keys, and its back-off runs from now
     * (the reservation booked it from before the password was checked).
     */
    async failed(email: string, attempt: number) {
      const at = now()
      await repo.deleteExpired(at)
      const delay = accountDelayMs(policy.account, attempt)
      if (attempt < policy.account.maxFailures && delay > 0) await repo.block(accountKey(email), new Date(at.getTime() + delay))
    },

    /** A right password clears its account's counter, and was no guess from its address. */
    async succeeded(email: string, address: string) {
      await repo.clear(accountKey(email))
      await repo.uncount(addressKey(address))
    },

    /** The reserved attempt was never checked (hashing was busy): it counts nowhere. */
    async unchecked(email: string, address: string, attempt: number) {
      await repo.uncount(accountKey(email), attempt >= policy.account.freeFailures)
      await repo.uncount(addressKey(address))
    },
  }
}

export type LoginThrottle = ReturnType<typeof loginThrottle>
