/**
 * Throttling of the forms that send e-mail or check a password besides login (ADR 025), on the
 * login throttle's counters (ADR 011, `login_failures`): every submission counts, whether the
 * e-mail exists or not, so the limits reveal nothing. Over the limit a key waits for its window
 * to end; an address's limit is high (a classroom shares one), an e-mail's low (one inbox).
 */
import type { ThrottleRepository } from './throttle.repository.js'

export interface FormLimit {
  windowMs: number
  max: number
}

const HOUR = 3_600_000

export const FORM_LIMITS = {
  perAddress: { windowMs: HOUR, max: 30 },
  perEmail: { windowMs: HOUR, max: 5 },
} satisfies Record<string, FormLimit>

export function formThrottle(repo: ThrottleRepository, now: () => Date = () => new Date(), limits = FORM_LIMITS) {
  return {
    /**
     * Counts one submission of `form` from `address` (and for `email`, when given); returns the
     * seconds to wait when it is refused, else null.
     */
    async attempt(form: string, address: string, email?: string): Promise<number | null> {
      const at = now()
      const keyed: Array<[string, FormLimit]> = [[`${form}:address:${address}`, limits.perAddress]]
      if (email !== undefined) keyed.push([`${form}:account:${email.trim().normalize('NFC').toLowerCase()}`, limits.perEmail])
      const blocked = await repo.blockedUntil(keyed.map(([k]) => k), at)
      if (blocked) return Math.max(1, Math.ceil((blocked.getTime() - at.getTime()) / 1000))
      await repo.deleteExpired(at)
      let until: Date | null = null
      for (const [key, limit] of keyed) {
        const { failures, windowStart } = await repo.addFailure(key, at, limit.windowMs)
        if (failures > limit.max) {
          const end = new Date(windowStart.getTime() + limit.windowMs)
          await repo.block(key, end)
          if (!until || end > until) until = end
        }
      }
      return until ? Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000)) : null
    },
  }
}

export type FormThrottle = ReturnType<typeof formThrottle>
