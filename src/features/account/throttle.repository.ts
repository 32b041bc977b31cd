/** The `login_failures` counters (ADR 011); the only throttle code that touches the ORM. */
import { and, eq, gt, inArray, lt, max, sql } from 'drizzle-orm'
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

export type ThrottleRepository = ReturnType<typeof throttleRepository>
