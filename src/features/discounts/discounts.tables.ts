/**
 * Discount codes and their redemptions (ADR 069), and the code a cart holds until its order is placed.
 * Owned by this feature (ADR 057): other features reach these rows through its services;
 * `db/schema.ts` re-exports them for Drizzle and the migrations.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { orders } from '../checkout/checkout.tables.js'

export type DiscountKind = 'percent' | 'amount'

/**
 * A code: `percent` (value 1–100) or `amount` (value in haléře) off the eligible goods. Unique
 * whatever its case (`discount_codes_code_uq` on `lower(code)`); `productIds` / `categoryIds`
 * restrict it (both empty: the whole cart). Null limits and dates: none.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    kind: text().$type<DiscountKind>().notNull(),
    value: integer().notNull(),
    minimumMinor: integer('minimum_minor').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    active: boolean().notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_uq').on(sql`lower(${t.code})`),
    check('discount_codes_code_ck', sql`${t.code} ~ '^[A-Za-z0-9_-]{3,32}$'`),
    check('discount_codes_kind_ck', sql`${t.kind} in ('percent', 'amount')`),
    check('discount_codes_value_ck', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('discount_codes_minimum_ck', sql`${t.minimumMinor} >= 0`),
    check('discount_codes_limits_ck', sql`coalesce(${t.usageLimit}, 1) >= 1 and coalesce(${t.perCustomerLimit}, 1) >= 1`),
    check('discount_codes_period_ck', sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validUntil} > ${t.validFrom}`),
  ],
)

/**
 * One use of a code by one order, written in the order's transaction under the code's row lock
 * (ADR 069). `email` is lower-cased: a guest's per-customer limit counts by it.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id),
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    email: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discount_redemptions_code_user_idx').on(t.codeId, t.userId), index('discount_redemptions_code_email_idx').on(t.codeId, t.email)],
)

/** The code a cart owner applied (`user:<id>` or `guest:<digest>`, as the cart's lines): one per cart. */
export const cartDiscounts = pgTable('cart_discounts', {
  owner: text().primaryKey(),
  codeId: integer('code_id')
    .notNull()
    .references(() => discountCodes.id, { onDelete: 'cascade' }),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
})
