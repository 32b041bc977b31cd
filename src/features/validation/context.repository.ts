/** Live-validation contexts in the database (`validation_contexts`, migration 0014, ADR 031). */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { validationContexts as t } from '../../db/schema.js'
import type { ContextStore } from './context.store.js'

const later = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`

export function contextDbStore(db: Db): ContextStore {
  return {
    async create(id, owner, context, ttlMs, lockMs) {
      // The expired ones go as new ones come: a bounded sweep, so no call waits on a big delete.
      await db.execute(sql`delete from validation_contexts where id in (select id from validation_contexts where expires_at < now() limit 100)`)
      await db.insert(t).values({
        id,
        owner,
        formId: context.formId,
        pagePath: context.pagePath,
        userId: context.userId,
        released: context.released,
        busyUntil: later(lockMs),
        expiresAt: later(ttlMs),
      })
    },

    async acquire(id, owner, lockMs) {
      const alive = and(eq(t.id, id), eq(t.owner, owner), gt(t.expiresAt, sql`now()`))
      const [row] = await db
        .update(t)
        .set({ busyUntil: later(lockMs) })
        .where(and(alive, or(isNull(t.busyUntil), lt(t.busyUntil, sql`now()`))))
        .returning({ formId: t.formId, pagePath: t.pagePath, userId: t.userId, released: t.released })
      if (row) return { outcome: 'ok', context: row }
      const [held] = await db.select({ id: t.id }).from(t).where(alive)
      return held ? { outcome: 'busy' } : { outcome: 'missing' }
    },

    async finish(id, ttlMs) {
      await db.update(t).set({ busyUntil: null, expiresAt: later(ttlMs) }).where(eq(t.id, id))
    },

    async release(owner, formId) {
      await db.update(t).set({ released: true }).where(and(eq(t.owner, owner), eq(t.formId, formId)))
    },
  }
}
