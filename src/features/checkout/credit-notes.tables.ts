/**
 * Credit notes (opravné daňové doklady, issue 26, ADR 084): one per refund that was made, numbered
 * in their own series per year. Owned by checkout beside the refunds they document (ADR 082).
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { orderRefunds, orders } from './checkout.tables.js'

/**
 * The last credit note number given out per year. Taken with `insert … on conflict do update` in
 * the transaction that issues the note: the row stays locked until it commits, so two nodes
 * issuing at once number one after the other, and a rolled-back issue gives its number back.
 */
export const creditNoteNumbers = pgTable('credit_note_numbers', {
  year: integer().primaryKey(),
  last: integer().notNull(),
})

/**
 * A credit note: the refund it documents (one each), its order, its number (`OD` + year + six
 * digits), when it was issued and why (the refund's note, or the default reason when empty).
 * What it lists (lines, shipping, amounts) is the refund's own rows, which never change.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    year: integer().notNull(),
    sequence: integer().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_refund_uq').on(t.refundId),
    uniqueIndex('credit_notes_number_uq').on(t.number),
    uniqueIndex('credit_notes_year_sequence_uq').on(t.year, t.sequence),
    index('credit_notes_order_idx').on(t.orderId, t.id),
    check('credit_notes_number_ck', sql`${t.number} = 'OD' || ${t.year}::text || lpad(${t.sequence}::text, 6, '0') and ${t.sequence} >= 1`),
  ],
)
