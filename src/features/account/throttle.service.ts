/**
 * Login throttling (ADR 011, ASVS V2.2.1). Failed logins are counted per account (the normalized
 * e-mail, whether or not it exists) and per address, in the database so every node sees the same
 * counts. Per account: five failures free, then a back-off doubling from 30 s to 15 min, and never
 * more than 100 an hour. Per address: 50 failures in 15 minutes, then wait for the window to end.
 * Every block is temporary; a successful login clears its account's counter.
 */
import type { ThrottleRepository } from './throttle.repository.js'

export interface ThrottlePolicy {
  account: { windowMs: number; maxFailures: number; freeFailures: number; firstDelayMs: number; maxDelayMs: number }
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

export function loginThrottle(repo: ThrottleRepository, now: () => Date, policy: ThrottlePolicy = LOGIN_THROTTLE) {
  const windowEnd = (start: Date, windowMs: number) => new Date(start.getTime() + windowMs)

  return {
    /** When this account or address may try again, or null when it may try now. */
    async blockedUntil(email: string, address: string): Promise<Date | null> {
      return repo.blockedUntil([accountKey(email), addressKey(address)], now())
    },

    /** Counts a failed login on both keys and starts the blocks it earns. */
    async failed(email: string, address: string) {
      const at = now()
      await repo.deleteExpired(at)
      const account = await repo.addFailure(accountKey(email), at, policy.account.windowMs)
      const accountUntil =
        account.failures >= policy.account.maxFailures
          ? windowEnd(account.windowStart, policy.account.windowMs)
          : new Date(at.getTime() + accountDelayMs(policy.account, account.failures))
      if (accountUntil > at) await repo.block(accountKey(email), accountUntil)

      const byAddress = await repo.addFailure(addressKey(address), at, policy.address.windowMs)
      if (byAddress.failures >= policy.address.maxFailures) {
        await repo.block(addressKey(address), windowEnd(byAddress.windowStart, policy.address.windowMs))
      }
    },

    async succeeded(email: string) {
      await repo.clear(accountKey(email))
    },
  }
}

export type LoginThrottle = ReturnType<typeof loginThrottle>
