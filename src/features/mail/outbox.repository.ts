/** The `outbox` rows and their attachments (ADR 025, 043); the only mail code that touches the ORM. */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { outbox, outboxAttachments } from '../../db/schema.js'
import type { Mail } from './mail.types.js'

export interface OutboxRow extends Mail {
  id: number
  attempts: number
}

export function outboxRepository(db: Db) {
  return {
    /**
     * Takes up to `limit` due mails and hides them from every other worker (on any node) until
     * `leaseUntil`: a worker that dies while sending leaves them to be retried then.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, now)))
        .orderBy(asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true })
      const rows: OutboxRow[] = await db
        .update(outbox)
        .set({ nextAttemptAt: leaseUntil })
        .where(sql`${outbox.id} in (${due})`)
        .returning({ id: outbox.id, to: outbox.recipient, subject: outbox.subject, text: outbox.body, attempts: outbox.attempts })
      if (rows.length) {
        const files = await db
          .select({ outboxId: outboxAttachments.outboxId, filename: outboxAttachments.filename, contentType: outboxAttachments.contentType, content: outboxAttachments.content })
          .from(outboxAttachments)
          .where(inArray(outboxAttachments.outboxId, rows.map((r) => r.id)))
          .orderBy(asc(outboxAttachments.id))
        for (const { outboxId, ...file } of files) (rows.find((r) => r.id === outboxId)!.attachments ??= []).push(file)
      }
      return rows.sort((a, b) => a.id - b.id)
    },

    /** A sent mail's files are dropped: what they came with (a contact message) keeps its own copy. */
    async markSent(id: number, at: Date) {
      await db.transaction(async (tx) => {
        await tx.update(outbox).set({ sentAt: at, attempts: sql`${outbox.attempts} + 1`, lastError: null }).where(eq(outbox.id, id))
        await tx.delete(outboxAttachments).where(eq(outboxAttachments.outboxId, id))
      })
    },

    /**
     * Mails still to be sent and how long the oldest has waited, in seconds (0 when none): for the
     * metrics (ADR 072), one count over the due index's rows.
     */
    async backlog(): Promise<{ waiting: number; oldestSeconds: number }> {
      const [row] = await db
        .select({
          waiting: sql<number>`count(*)::int`,
          oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
        })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)))
      return { waiting: Number(row?.waiting ?? 0), oldestSeconds: Math.max(0, Number(row?.oldestSeconds ?? 0)) }
    },

    /** Records a failed attempt: tried again at `retryAt`, or given up for good when null. */
    async markFailed(id: number, at: Date, retryAt: Date | null, error: string) {
      await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 1000), ...(retryAt ? { nextAttemptAt: retryAt } : { failedAt: at }) })
        .where(eq(outbox.id, id))
    },
  }
}

export type OutboxRepository = ReturnType<typeof outboxRepository>
