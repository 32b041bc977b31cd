/**
 * The checkout's tables: open checkouts (ADR 045), order numbers, orders, their lines and their status history (ADR 044).
 * Owned by this feature (ADR 057): other features reach these rows through its services;
 * `db/schema.ts` re-exports them for Drizzle and the migrations.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { users, productVariants } from '../../db/schema.js'
import { orderWithdrawals } from './withdrawal.tables.js'

/**
 * Checkout and orders (migration 0012, ADR 027). A checkout's id is the idempotency key of its
 * form: one open checkout per cart owner, so two tabs and retries name the same one. The unique
 * index holds that rule (migration 0022, ADR 045): a checkout is open until the cart it placed
 * was emptied (`closedAt`); `placedBy` is the id of the page whose submit placed its order.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text().primaryKey(),
    owner: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id'),
    placedBy: text('placed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('checkouts_open_owner_uq').on(t.owner).where(sql`${t.closedAt} is null`)],
)

/** The last order number given out per year (numbers are sequential per year). */
export const orderNumbers = pgTable('order_numbers', {
  year: integer().primaryKey(),
  last: integer().notNull(),
})

export type OrderStatus = 'new' | 'paid' | 'shipped' | 'delivered' | 'cancelled'

export type PaymentStatus = 'none' | 'pending' | 'approved' | 'declined' | 'abandoned'

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull().unique(),
    checkoutId: text('checkout_id').notNull().unique(),
    /** The cart owner who placed it (`user:<id>` or `guest:<digest>`): who may see it. */
    owner: text().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    lang: text().$type<'cs' | 'en'>().notNull(),
    status: text().$type<OrderStatus>().notNull().default('new'),
    email: text().notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    street: text().notNull(),
    city: text().notNull(),
    postalCode: text('postal_code').notNull(),
    shippingCode: text('shipping_code').notNull(),
    paymentCode: text('payment_code').notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('none'),
    totalMinor: integer('total_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    shippingMinor: integer('shipping_minor').notNull(),
    paymentMinor: integer('payment_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The card provider's id of the order's latest payment (Comgate's `transId`, ADR 040); null for the simulated gateway. */
    paymentTransId: text('payment_trans_id').unique(),
    /** The Packeta pick-up point's id and its address as shown when ordered (migration 0024, ADR 052). */
    pickupPointId: text('pickup_point_id'),
    pickupPointAddress: text('pickup_point_address'),
    /** Marked paid by the simulated gateway, which takes no money (ADR 046): staff must not ship it as paid. */
    testPayment: boolean('test_payment').notNull().default(false),
    /** The discount code the order used, as typed in the catalogue, and what it took off (ADR 069); its lines are `discount` lines. */
    discountCode: text('discount_code'),
    discountMinor: integer('discount_minor').notNull().default(0),
    /** What the order's refunds not failed add up to (ADR 082), kept under the order's row lock; never above what was paid. */
    refundedMinor: integer('refunded_minor').notNull().default(0),
  },
  (t) => [
    index('orders_owner_idx').on(t.owner, t.id),
    index('orders_user_idx').on(t.userId, t.id),
    /** The staff's list filtered by status, newest first (ADR 041). */
    index('orders_status_idx').on(t.status, t.id),
    /** The reports' period: orders by the moment they were placed, their invoices' date (ADR 078). */
    index('orders_created_idx').on(t.createdAt),
    check('orders_status_ck', sql`${t.status} IN ('new', 'paid', 'shipped', 'delivered', 'cancelled')`),
    check('orders_payment_status_ck', sql`${t.paymentStatus} IN ('none', 'pending', 'approved', 'declined', 'abandoned')`),
    check('orders_lang_ck', sql`${t.lang} IN ('cs', 'en')`),
    check('orders_discount_ck', sql`${t.discountMinor} >= 0 and (${t.discountCode} is null) = (${t.discountMinor} = 0)`),
    check('orders_pickup_point_ck', sql`(${t.pickupPointId} IS NULL) = (${t.pickupPointAddress} IS NULL)`),
    check('orders_refunded_ck', sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.totalMinor}`),
  ],
)

/** An order's lines, names and prices copied at the time of the order. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    kind: text().$type<'goods' | 'shipping' | 'payment' | 'discount'>().notNull(),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: text().notNull(),
    nameCs: text('name_cs').notNull(),
    nameEn: text('name_en').notNull(),
    size: text(),
    /** The analytics category: the product's Czech category name, `Doprava` or `Platba`. */
    category: text().notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    vatRate: integer('vat_rate').notNull(),
    quantity: integer().notNull(),
    /**
     * Pieces of the line back in stock (migration 0051, ADR 091): by the order's cancel, a withdrawal's
     * goods received or a refund that returned them; raised with the stock, under the order's lock.
     * Its check makes the database refuse a piece returned twice.
     */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'order_lines_pk', columns: [t.orderId, t.line] }),
    check('order_lines_kind_ck', sql`${t.kind} IN ('goods', 'shipping', 'payment', 'discount')`),
    /** Only a discount line is negative (ADR 069). */
    check('order_lines_price_ck', sql`(${t.kind} = 'discount') = (${t.unitPriceMinor} < 0) or ${t.unitPriceMinor} = 0`),
    check('order_lines_quantity_ck', sql`${t.quantity} >= 1`),
    check('order_lines_returned_ck', sql`${t.returnedQuantity} >= 0 and ${t.returnedQuantity} <= ${t.quantity}`),
  ],
)

/**
 * An order's status history (migration 0019, ADR 044): one row per change of `orders.status`,
 * written by the trigger `orders_status_changed` in the changing transaction. The order's
 * creation is its `created_at`, not a row.
 */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>().notNull(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_changes_order_idx').on(t.orderId, t.id),
    check('order_status_changes_from_ck', sql`${t.fromStatus} IN ('new', 'paid', 'shipped', 'delivered', 'cancelled')`),
    check('order_status_changes_to_ck', sql`${t.toStatus} IN ('new', 'paid', 'shipped', 'delivered', 'cancelled')`),
  ],
)

/**
 * An order's parcel (issue 26, ADR 071): the carrier and its tracking number, one per order, set
 * and corrected by the shop manager. Checks mirror the form's rules, so no other writer stores
 * what the pages could not show.
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text().$type<'packeta' | 'ceskaposta' | 'ppl'>().notNull(),
    trackingNumber: text('tracking_number').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('order_shipments_carrier_ck', sql`${t.carrier} IN ('packeta', 'ceskaposta', 'ppl')`),
    check('order_shipments_tracking_number_ck', sql`${t.trackingNumber} ~ '^[A-Z0-9][A-Z0-9-]{2,38}[A-Z0-9]$'`),
  ],
)

export type RefundMethod = 'card' | 'transfer'
export type RefundStatus = 'pending' | 'succeeded' | 'failed'

/**
 * An order's refunds (issue 26, ADR 082): goods lines and quantities, a shipping amount, the
 * total; by card through the payment provider (`pending` until it answers, then `succeeded` or
 * `failed`) or by bank transfer to `account` (recorded as made). `requestKey` is the refund form's
 * idempotency key: a resubmitted form names the refund it already made. A refund not failed counts
 * in `orders.refunded_minor`, whose check keeps the sum within what was paid.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull().unique(),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    method: text().$type<RefundMethod>().notNull(),
    /** The customer's account for a transfer: `prefix-number/bank` or an IBAN, normalised. */
    account: text(),
    /** The provider's id of the refund (Comgate: our `refId` it accepted; the simulated gateway's own). */
    providerRef: text('provider_ref'),
    status: text().$type<RefundStatus>().notNull(),
    note: text().notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The customer's withdrawal it refunds, if any (ADR 083); the order's own, as the refund's route checks. */
    withdrawalId: integer('withdrawal_id').references((): AnyPgColumn => orderWithdrawals.id, { onDelete: 'set null' }),
    /** Its goods lines go back in stock when it succeeds (reason `returned`, ADR 083). */
    restock: boolean().notNull().default(false),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.id),
    index('order_refunds_created_idx').on(t.createdAt),
    check('order_refunds_method_ck', sql`${t.method} IN ('card', 'transfer')`),
    check('order_refunds_status_ck', sql`${t.status} IN ('pending', 'succeeded', 'failed')`),
    check('order_refunds_account_ck', sql`(${t.method} = 'transfer') = (${t.account} IS NOT NULL)`),
    check('order_refunds_amount_ck', sql`${t.totalMinor} > 0 and ${t.shippingMinor} >= 0 and ${t.shippingMinor} <= ${t.totalMinor}`),
    check('order_refunds_note_ck', sql`length(${t.note}) <= 500`),
  ],
)

/** The goods lines a refund returns, with their quantities and what they come to. */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    quantity: integer().notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [primaryKey({ name: 'order_refund_lines_pk', columns: [t.refundId, t.line] }), check('order_refund_lines_quantity_ck', sql`${t.quantity} >= 1 and ${t.amountMinor} >= 0`)],
)
