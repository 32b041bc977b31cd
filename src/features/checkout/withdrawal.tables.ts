/**
 * Withdrawals from orders within 14 days (issue 26, ADR 083; občanský zákoník §1829): the
 * customer's notice with the goods lines and pieces it returns, and the shop manager's receipt of
 * the goods. Owned by checkout beside its orders; `db/schema.ts` re-exports them.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { langCheck } from '../../db/columns.js'
import { users } from '../../db/schema.js'
import { orders } from './checkout.tables.js'

export const MAX_WITHDRAWAL_REASON = 500

/**
 * A customer's withdrawal from (part of) an order. `requestKey` is the form's idempotency key:
 * a form sent twice names the withdrawal it made. Written under the order's row lock, so two
 * withdrawals of the same lines at once are decided one after the other (the second is refused).
 * `receivedAt` is set once, when the shop manager receives the goods (and puts them back in stock).
 */
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull().unique(),
    /** The language the customer wrote in: the acknowledgement's. */
    lang: text().$type<'cs' | 'en'>().notNull(),
    reason: text().notNull().default(''),
    /** The customer's account for a refund by transfer, normalised (refunds/bank-account.ts). */
    account: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_withdrawals_order_idx').on(t.orderId, t.id),
    /** The administration's queue: those awaiting the goods first, newest first. */
    index('order_withdrawals_queue_idx').on(t.receivedAt, t.id),
    langCheck('order_withdrawals_lang_ck', t.lang),
    check('order_withdrawals_reason_ck', sql`char_length(${t.reason}) <= ${sql.raw(String(MAX_WITHDRAWAL_REASON))}`),
    check('order_withdrawals_account_ck', sql`${t.account} is null or ${t.account} ~ '^[0-9A-Z/-]{4,40}$'`),
  ],
)

/** The goods lines a withdrawal returns, and how many pieces of each. */
export const orderWithdrawalLines = pgTable(
  'order_withdrawal_lines',
  {
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => orderWithdrawals.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [primaryKey({ name: 'order_withdrawal_lines_pk', columns: [t.withdrawalId, t.line] }), check('order_withdrawal_lines_quantity_ck', sql`${t.quantity} >= 1`)],
)
