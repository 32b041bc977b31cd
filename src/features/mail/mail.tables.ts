/** The mail feature's tables: the outbox and its attachments (ADR 025, 043). Re-exported by `db/schema.ts` (ADR 057). */
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from '../../db/columns.js'

/**
 * E-mails to send, written in the transaction of the change they report and delivered by the
 * outbox worker (src/features/mail/outbox-worker.ts) with retries and back-off (ADR 025).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`)],
)

/** A mail's files (migration 0017, ADR 043): sent as MIME attachments, dropped once the mail is sent. */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    filename: text().notNull(),
    contentType: text('content_type').notNull(),
    content: bytea().notNull(),
  },
  (t) => [index('outbox_attachments_outbox_idx').on(t.outboxId)],
)
