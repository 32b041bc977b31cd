/** The `outbox` rows (ADR 025); the only mail code that touches the ORM. */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { outbox } from '../../db/schema.js'

/** One e-mail, ready to send: plain text, already in the recipient's language. */
export interface Mail {
  to: string
  subject: string
  text: string
}

export interface OutboxRow extends Mail {
  id: number
  attempts: number
}

/**
 * Writes a mail to the outbox. Called with the transaction of the change the mail reports, so
 * the mail exists exactly when the change was committed.
 */
export async function enqueueMail(db: Db, mail: Mail) {
  await db.insert(outbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text })
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
      const rows = await db
        .update(outbox)
        .set({ nextAttemptAt: leaseUntil })
        .where(sql`${outbox.id} in (${due})`)
        .returning({ id: outbox.id, to: outbox.recipient, subject: outbox.subject, text: outbox.body, attempts: outbox.attempts })
      return rows.sort((a, b) => a.id - b.id)
    },

    async markSent(id: number, at: Date) {
      await db.update(outbox).set({ sentAt: at, attempts: sql`${outbox.attempts} + 1`, lastError: null }).where(eq(outbox.id, id))
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
