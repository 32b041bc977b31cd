/** The `login_failures` counters (ADR 011); the only throttle code that touches the ORM. */
import { and, eq, gt, inArray, lt, max, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { loginFailures } from '../../db/schema.js'

export function throttleRepository(db: Db) {
  return {
    /** The latest block still running on any of these keys, if any. */
    async blockedUntil(keys: string[], now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: max(loginFailures.blockedUntil) })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, keys), gt(loginFailures.blockedUntil, now)))
      return row?.until ?? null
    },

    /**
     * Counts one failure on `key` in one statement, so concurrent failures on any node all count:
     * a window older than `windowMs` starts again at 1. Returns the count and the window's start.
     */
    async addFailure(key: string, now: Date, windowMs: number): Promise<{ failures: number; windowStart: Date }> {
      const expiresAt = new Date(now.getTime() + windowMs)
      const cutoff = new Date(now.getTime() - windowMs)
      const stale = sql`${loginFailures.windowStart} <= ${cutoff.toISOString()}::timestamptz`
      const [row] = await db
        .insert(loginFailures)
        .values({ key, windowStart: now, failures: 1, expiresAt })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`,
            windowStart: sql`case when ${stale} then excluded.window_start else ${loginFailures.windowStart} end`,
            expiresAt: sql`case when ${stale} then excluded.expires_at else ${loginFailures.expiresAt} end`,
            blockedUntil: sql`case when ${stale} then null else ${loginFailures.blockedUntil} end`,
          },
        })
        .returning({ failures: loginFailures.failures, windowStart: loginFailures.windowStart })
      return row!
    },

    /**
     * Reserves one login attempt on an account key before its password is checked, in one
     * statement, so concurrent attempts on any node are decided one after another by the row's
     * lock: unless the key is blocked, it counts the attempt (a window older than the policy's
     * starts again at 1) and books at once the block a failure of this attempt earns, so every
     * later attempt meets that block before its password is checked. A success clears the row.
     * Returns the attempt's number in the window, or null when the key is blocked (nothing counted).
     */
    async reserveAttempt(key: string, now: Date, policy: BackOff): Promise<number | null> {
      const at = sql`${now.toISOString()}::timestamptz`
      const stale = sql`${loginFailures.windowStart} <= ${at} - ${ms(policy.windowMs)}`
      const count = sql`(case when ${stale} then 1 else ${loginFailures.failures} + 1 end)`
      const windowStart = sql`(case when ${stale} then ${at} else ${loginFailures.windowStart} end)`
      const blockedUntil = backOffSql(count, windowStart, at, policy)
      const expiresAt = sql`greatest(${windowStart} + ${ms(policy.windowMs)}, ${blockedUntil})`
      const first = backOffSql(sql`1`, at, at, policy)
      const [row] = await db
        .insert(loginFailures)
        .values({ key, windowStart: now, failures: 1, blockedUntil: first, expiresAt: sql`greatest(${at} + ${ms(policy.windowMs)}, ${first})` })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: { failures: count, windowStart, blockedUntil, expiresAt },
          setWhere: sql`${loginFailures.blockedUntil} is null or ${loginFailures.blockedUntil} <= ${at}`,
        })
        .returning({ failures: loginFailures.failures })
      return row?.failures ?? null
    },

    /**
     * Takes back one count on `key`: an attempt that turned out not to be a failure, or was never
     * checked; `liftBlock` also lifts the block its reservation booked.
     */
    async uncount(key: string, liftBlock = false) {
      await db
        .update(loginFailures)
        .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)`, ...(liftBlock ? { blockedUntil: null } : {}) })
        .where(eq(loginFailures.key, key))
    },

    /** Blocks `key` until `until` (never shortening a longer block); the row lives at least as long. */
    async block(key: string, until: Date) {
      await db
        .update(loginFailures)
        .set({
          blockedUntil: sql`greatest(${loginFailures.blockedUntil}, ${until.toISOString()}::timestamptz)`,
          expiresAt: sql`greatest(${loginFailures.expiresAt}, ${until.toISOString()}::timestamptz)`,
        })
        .where(eq(loginFailures.key, key))
    },

    async clear(key: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, key))
    },

    /** Rows whose window is over and whose block is lifted. */
    async deleteExpired(now: Date) {
      await db.delete(loginFailures).where(lt(loginFailures.expiresAt, now))
    },
  }
}

/** The account back-off (ADR 011): `freeFailures` free, then doubling from `firstDelayMs` up to `maxDelayMs`; the `maxFailures`-th blocks until the window ends. */
export interface BackOff {
  windowMs: number
  maxFailures: number
  freeFailures: number
  firstDelayMs: number
  maxDelayMs: number
}

const ms = (n: number) => sql`(${n}::float8 * interval '1 millisecond')`

/** The block the `count`-th failure of a window earns, in SQL (null: none); `accountDelayMs` in throttle.service.ts is the same rule. */
function backOffSql(count: SQL, windowStart: SQL, at: SQL, p: BackOff): SQL {
  return sql`(case
    when ${count} >= ${p.maxFailures}::int then ${windowStart} + ${ms(p.windowMs)}
    when ${count} >= ${p.freeFailures}::int then ${at} + least(${p.firstDelayMs}::float8 * power(2::float8, ${count} - ${p.freeFailures}::int), ${p.maxDelayMs}::float8) * interval '1 millisecond'
  end)`
}

export type ThrottleRepository = ReturnType<typeof throttleRepository>
