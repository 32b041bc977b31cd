/**
 * Checkouts and orders (migration 0012, ADR 027); the only file of the checkout feature that
 * touches the ORM. Opening a checkout is `INSERT … ON CONFLICT` on the index that allows one open
 * checkout per owner (migration 0022, ADR 045). Placing an order is one transaction: the checkout
 * row locked (same key → one order, and every refusal decided under that lock), stock taken with
 * `UPDATE … WHERE stock >= q RETURNING` (never read-then-write), the year's order number, the
 * order, its lines and its confirmation mail in the outbox.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../../db/client.js'
import { checkouts, orderLines, orderNumbers, orders, outbox, products, productVariants, type PaymentStatus } from '../../db/schema.js'
import type { Mail } from '../mail/mail.types.js'
import type { NewOrder, OrderRow, OrderLineRow, OrderLineView, CheckoutRef, Placed, PlaceOutcome, Opened } from './checkout.types.js'

/** Thrown inside the transaction to roll it back when a line's stock is short. */
class SoldOut extends Error {
  constructor(readonly variantId: number) {
    super('sold out')
  }
}

/** Thrown inside the transaction to roll it back when the order's discount code may no longer be used (ADR 069). */
class DiscountRefused extends Error {
  constructor() {
    super('discount refused')
  }
}

/** An order's columns as `OrderRow` names them (also read by order-status.repository.ts). */
export const orderColumns = {
  id: orders.id,
  number: orders.number,
  owner: orders.owner,
  userId: orders.userId,
  lang: orders.lang,
  status: orders.status,
  email: orders.email,
  name: orders.name,
  phone: orders.phone,
  street: orders.street,
  city: orders.city,
  postalCode: orders.postalCode,
  shippingCode: orders.shippingCode,
  paymentCode: orders.paymentCode,
  paymentStatus: orders.paymentStatus,
  totalMinor: orders.totalMinor,
  vatMinor: orders.vatMinor,
  shippingMinor: orders.shippingMinor,
  paymentMinor: orders.paymentMinor,
  pickupPointId: orders.pickupPointId,
  pickupPointAddress: orders.pickupPointAddress,
  createdAt: orders.createdAt,
  testPayment: orders.testPayment,
  discountCode: orders.discountCode,
  discountMinor: orders.discountMinor,
}

const lineColumns = {
  line: orderLines.line,
  kind: orderLines.kind,
  variantId: orderLines.variantId,
  sku: orderLines.sku,
  nameCs: orderLines.nameCs,
  nameEn: orderLines.nameEn,
  size: orderLines.size,
  category: orderLines.category,
  unitPriceMinor: orderLines.unitPriceMinor,
  vatRate: orderLines.vatRate,
  quantity: orderLines.quantity,
}

/** The year in Prague (an order placed on New Year's Eve night is numbered in its Czech year). */
const pragueYear = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Prague' })

export function checkoutRepository(db: Db) {
  async function orderById(q: Db, id: number): Promise<OrderRow | undefined> {
    const [row] = await q.select(orderColumns).from(orders).where(eq(orders.id, id))
    return row
  }

  return {
    /**
     * The owner's open checkout, else a new one with `newId` (an expired one is renewed under it,
     * so its old key reads as expired). The unique index on open checkouts' owners decides
     * between concurrent opens: a losing insert does nothing and the next statement reads the
     * winner's. One statement when nothing races. A checkout whose order was placed but whose
     * cart was not emptied yet still holds the owner's place: `placed` says so.
     */
    async openCheckout(owner: string, newId: string, now: Date, ttlMs: number): Promise<Opened> {
      const at = now.toISOString()
      const expires = new Date(now.getTime() + ttlMs).toISOString()
      for (let attempt = 0; attempt < 5; attempt++) {
        const result = await db.execute(sql`
          with current as (
            select id, order_id, expires_at from ${checkouts} where owner = ${owner} and closed_at is null
          ), renewed as (
            update ${checkouts} set id = ${newId}, created_at = ${at}::timestamptz, expires_at = ${expires}::timestamptz
             where id = (select id from current) and order_id is null and expires_at <= ${at}::timestamptz
            returning id
          ), created as (
            insert into ${checkouts} (id, owner, created_at, expires_at)
            select ${newId}, ${owner}, ${at}::timestamptz, ${expires}::timestamptz where not exists (select 1 from current)
            on conflict (owner) where closed_at is null do nothing
            returning id
          )
          select id, 'open' as state from renewed
          union all select id, 'open' from created
          union all select id, case when order_id is not null then 'placed' when expires_at > ${at}::timestamptz then 'open' else 'raced' end
            from current where not exists (select 1 from renewed)`)
        const [row] = rowsOf<{ id: string; state: Opened['state'] | 'raced' }>(result)
        // No row: another open inserted first (or renewed, or placed) since this statement's snapshot.
        if (row && row.state !== 'raced') return { state: row.state, id: row.id }
      }
      throw new Error('no checkout could be opened: concurrent opens kept racing')
    },

    /** The order a checkout placed, if any (a retry, another tab), read without its lock. */
    async placedOf(checkoutId: string, owner: string): Promise<Placed | undefined> {
      const [row] = await db
        .select({ ...orderColumns, placedBy: checkouts.placedBy, closedAt: checkouts.closedAt })
        .from(checkouts)
        .innerJoin(orders, eq(orders.id, checkouts.orderId))
        .where(and(eq(checkouts.id, checkoutId), eq(checkouts.owner, owner)))
      if (!row) return undefined
      const { placedBy, closedAt, ...order } = row
      return { order, placedBy, closed: closedAt !== null }
    },

    /** The owner's latest order placed through a checkout since `since`, if any. */
    async lastPlacedSince(owner: string, since: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .select(orderColumns)
        .from(checkouts)
        .innerJoin(orders, eq(orders.id, checkouts.orderId))
        .where(and(eq(checkouts.owner, owner), sql`${orders.createdAt} >= ${since.toISOString()}::timestamptz`))
        .orderBy(sql`${orders.createdAt} desc`)
        .limit(1)
      return row
    },

    /** The cart a checkout placed has been emptied: its owner may open another one. */
    async close(checkoutId: string, now: Date): Promise<void> {
      await db
        .update(checkouts)
        .set({ closedAt: now })
        .where(and(eq(checkouts.id, checkoutId), sql`${checkouts.orderId} is not null`, sql`${checkouts.closedAt} is null`))
    },

    /**
     * Places an order in one transaction (ADR 027), or refuses with `attempt.refused`, decided
     * by the caller from the cart it read: under the checkout's lock, so a checkout that has
     * placed its order answers with that order whatever the cart holds now (a concurrent
     * submit that read the cart after the winner emptied it is no "empty cart"). `mail` writes
     * the confirmation for the numbered order into the outbox in the same transaction.
     *
     * The two rows every order waits for, the variants' stock and the year's number, are taken
     * last and held for as few round trips as possible: the order, its lines, the checkout's mark
     * and the mail are written first (under the checkout's own lock only), with a placeholder
     * for the number that nobody can guess or type; then the stock, one statement per line; then
     * one statement takes the number and writes it into the order and the mail; then commit.
     */
    async place<R extends string>(
      ref: CheckoutRef,
      attempt: NewOrder | { refused: R },
      now: Date,
      mail: (order: OrderRow, lines: OrderLineRow[]) => Mail,
      /** The discount code's use, recorded in this transaction under the code's lock; false refuses the order (ADR 069). */
      redeem?: (tx: Db, orderId: number) => Promise<boolean>,
    ): Promise<PlaceOutcome<R>> {
      const year = Number(pragueYear.format(now))
      try {
        return await db.transaction(async (tx): Promise<PlaceOutcome<R>> => {
          const q: Db = tx
          // The checkout row is the idempotency lock: a second submit of the same key waits here,
          // then finds the order the first one placed.
          const [checkout] = await q
            .select({ owner: checkouts.owner, expiresAt: checkouts.expiresAt, orderId: checkouts.orderId, placedBy: checkouts.placedBy, closedAt: checkouts.closedAt })
            .from(checkouts)
            .where(eq(checkouts.id, ref.id))
            .for('update')
          if (!checkout || checkout.owner !== ref.owner) return { ok: false, problem: 'expired' }
          if (checkout.orderId !== null) {
            return { ok: true, order: (await orderById(q, checkout.orderId))!, created: false, placedBy: checkout.placedBy, closed: checkout.closedAt !== null }
          }
          if (checkout.expiresAt <= now) return { ok: false, problem: 'expired' }
          if ('refused' in attempt) return { ok: false, problem: attempt.refused }
          const order = attempt

          // Everything that needs no shared row first. The placeholder stands for the number in
          // the order and its mail until the number is taken below (a sold-out line rolls it all back).
          const placeholder = `#${randomBytes(18).toString('base64url')}#`
          const { lines, ...head } = order
          const [created] = await q
            .insert(orders)
            .values({ ...head, checkoutId: ref.id, owner: ref.owner, number: placeholder, createdAt: now })
            .returning(orderColumns)
          const rows = lines.map(({ productId: _p, ...l }, i) => ({ ...l, orderId: created!.id, line: i + 1 }))
          // The lines, the checkout's mark and the mail in one round trip.
          const message = mail(created!, rows)
          const written = await q.execute(sql`
            with lines as (
              insert into ${orderLines} (order_id, line, kind, variant_id, sku, name_cs, name_en, size, category, unit_price_minor, vat_rate, quantity)
              select ${created!.id}, l.line, l.kind, l."variantId", l.sku, l."nameCs", l."nameEn", l.size, l.category, l."unitPriceMinor", l."vatRate", l.quantity
                from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as l(line int, kind text, "variantId" int, sku text, "nameCs" text, "nameEn" text, size text, category text, "unitPriceMinor" int, "vatRate" int, quantity int)
            ), marked as (
              update ${checkouts} set order_id = ${created!.id}, placed_by = ${ref.page} where id = ${ref.id}
            )
            insert into ${outbox} (recipient, subject, body) values (${message.to}, ${message.subject}, ${message.text})
            returning id`)
          const mailId = rowsOf<{ id: number }>(written)[0]!.id
          if (redeem && !(await redeem(q, created!.id))) throw new DiscountRefused()

          // Stock, in product then variant order (the variants' trigger locks their product's
          // row, so one order of locks for every transaction: no deadlocks).
          const goods = lines.filter((l) => l.kind === 'goods').sort((a, b) => a.productId! - b.productId! || a.variantId! - b.variantId!)
          for (const l of goods) {
            const taken = await q
              .update(productVariants)
              .set({ stock: sql`${productVariants.stock} - ${l.quantity}` })
              .where(and(eq(productVariants.id, l.variantId!), sql`${productVariants.stock} >= ${l.quantity}`))
              .returning({ stock: productVariants.stock })
            if (taken.length === 0) throw new SoldOut(l.variantId!)
          }

          // The year's next number, last: its row stays locked until commit, so numbers follow
          // the order of commits without gaps (a rolled-back order gives its number back). One
          // statement takes it and puts it into the order and its mail: `2026000042`, the year and
          // six digits, ten digits in all (a Czech variable symbol's most).
          const numbered = await q.execute(sql`
            with counter as (
              insert into ${orderNumbers} (year, last) values (${year}, 1)
              on conflict (year) do update set last = ${orderNumbers}.last + 1
              returning last
            ), numbered as (
              update ${orders} set number = ${String(year)} || lpad(counter.last::text, 6, '0')
              from counter where ${orders}.id = ${created!.id}
              returning ${orders}.number
            )
            update ${outbox} set subject = replace(${outbox}.subject, ${placeholder}, numbered.number), body = replace(${outbox}.body, ${placeholder}, numbered.number)
            from numbered where ${outbox}.id = ${mailId}
            returning numbered.number`)
          const number = rowsOf<{ number: string }>(numbered)[0]?.number
          if (!number) throw new Error('the order was not numbered')
          return { ok: true, order: { ...created!, number }, created: true, placedBy: ref.page, closed: false }
        })
      } catch (err) {
        if (err instanceof SoldOut) return { ok: false, problem: 'soldOut', variantId: err.variantId }
        if (err instanceof DiscountRefused) return { ok: false, problem: 'discountRefused' }
        throw err
      }
    },

    async orderByNumber(number: string): Promise<OrderRow | undefined> {
      const [row] = await db.select(orderColumns).from(orders).where(eq(orders.number, number))
      return row
    },

    /** An order's lines, each with its product's SKU: the GA4 item id of the purchase (ADR 030). */
    async linesOf(orderId: number): Promise<OrderLineView[]> {
      return db
        .select({ ...lineColumns, productSku: products.sku })
        .from(orderLines)
        .leftJoin(productVariants, eq(productVariants.id, orderLines.variantId))
        .leftJoin(products, eq(products.id, productVariants.productId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.line))
    },

    /** A user's orders, newest first (account). */
    async ordersOfUser(userId: number, limit: number): Promise<OrderRow[]> {
      return db.select(orderColumns).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(limit)
    },

    /**
     * Sets the card payment's outcome, only from a state it may follow: a replayed or late return
     * changes nothing (an approved payment stays approved). True when this call changed it.
     * `testPayment`: the approval moved no money (the simulated gateway), and the order says so.
     */
    async setPaymentStatus(orderId: number, to: PaymentStatus, from: PaymentStatus[], now: Date, { testPayment = false } = {}): Promise<boolean> {
      const paid = to === 'approved'
      const rows = await db
        .update(orders)
        .set(paid ? { paymentStatus: to, status: 'paid', paidAt: now, testPayment } : { paymentStatus: to })
        .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, from), eq(orders.status, 'new')))
        .returning({ id: orders.id })
      return rows.length > 0
    },

    /**
     * Records the provider's id of a new card payment of an unpaid order (ADR 040); the order's
     * payment waits for it again. False when the order is paid or no longer new.
     */
    async startCardPayment(orderId: number, transId: string): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ paymentTransId: transId, paymentStatus: 'pending' })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'new'), inArray(orders.paymentStatus, ['pending', 'declined', 'abandoned'])))
        .returning({ id: orders.id })
      return rows.length > 0
    },

    /** The order whose latest card payment is `transId`. */
    async orderByTransId(transId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select(orderColumns).from(orders).where(eq(orders.paymentTransId, transId))
      return row
    },

    /** Stock left of a variant (the sold-out message). */
    async stockOf(variantId: number): Promise<number> {
      const [row] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId))
      return row?.stock ?? 0
    },
  }
}

export type CheckoutRepository = ReturnType<typeof checkoutRepository>
