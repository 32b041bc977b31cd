/**
 * Staff's changes of an order's status (migration 0019, ADR 044); apart from checkout.repository.ts
 * so placing orders and changing them stay separate. One transaction per change: the order's row
 * locked (two changes of one order run one after the other), the rule checked against the status
 * found under that lock, the status set (the database's trigger writes the history row), a
 * cancelled order's goods put back in stock, and the customer's mail written to the outbox.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orderLines, orders, orderShipments, orderStatusChanges, productVariants, type OrderStatus } from '../../db/schema.js'
import { recordAudit } from '../audit/audit.record.js'
import { enqueueMail } from '../mail/enqueue.js'
import { mailBackInStock } from '../shop/back-in-stock.js'
import { type Mail } from '../mail/mail.types.js'
import { orderColumns } from './checkout.repository.js'
import { type OrderRow } from './checkout.types.js'
import { allowedFrom } from './order-status.js'
import type { StatusChange, ChangeOptions, ChangeOutcome } from './order-status.types.js'
import { carrierFor, CARRIER, type Carrier, type Shipment } from './shipment.js'

/** The statuses an order's shipment may be set or corrected in: not once it is delivered or cancelled. */
export const SHIPMENT_STATUSES: readonly OrderStatus[] = ['new', 'paid', 'shipped']

export type ShipmentOutcome =
  | { ok: true; order: OrderRow; mailed: boolean }
  | { ok: false; problem: 'unknown' }
  /** Pick-up at the shop has no carrier; a delivered or cancelled order's shipment is history. */
  | { ok: false; problem: 'illegal'; status: OrderStatus }

const shipmentColumns = { carrier: orderShipments.carrier, trackingNumber: orderShipments.trackingNumber, setAt: orderShipments.setAt }

export function orderStatusRepository(db: Db) {
  return {
    /**
     * Moves the order `number` to `to` when the rules allow it from the status it has now.
     * `mail` writes the customer's notice in the same transaction; `payment` sets the card
     * payment's state with it (a provider's verified payment: paid and approved at once). With
     * `expected` (the status the staff's page showed) nothing changes unless the order still has it.
     * A cancel's goods back in stock mail who waits for them, with links to `origin` (ADR 081).
     */
    async change(number: string, to: OrderStatus, now: Date, mail: (order: OrderRow, from: OrderStatus, shipment?: Shipment) => Mail, origin: string, { payment, expected }: ChangeOptions = {}): Promise<ChangeOutcome> {
      return db.transaction(async (tx) => {
        const q: Db = tx
        const [order] = await q.select(orderColumns).from(orders).where(eq(orders.number, number)).for('update')
        if (!order) return { ok: false as const, problem: 'unknown' as const }
        if (expected !== undefined && order.status !== expected) return { ok: false as const, problem: 'stale' as const, status: order.status }
        if (!allowedFrom(to, order.paymentCode).includes(order.status)) return { ok: false as const, problem: 'illegal' as const, status: order.status }
        await q
          .update(orders)
          .set(payment ? { status: to, paymentStatus: payment } : { status: to })
          .where(eq(orders.id, order.id))
        if (to === 'paid') await q.update(orders).set({ paidAt: now }).where(and(eq(orders.id, order.id), isNull(orders.paidAt)))
        let restocked = 0
        if (to === 'cancelled') {
          // The goods go back, in product then variant order as placing takes them (no deadlocks).
          // Pieces a refund put back already stay counted once (ADR 091); the rest are returned now.
          const goods = await q
            .select({ line: orderLines.line, variantId: orderLines.variantId, quantity: sql<number>`${orderLines.quantity} - ${orderLines.returnedQuantity}` })
            .from(orderLines)
            .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
            .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, 'goods')))
            .orderBy(asc(productVariants.productId), asc(productVariants.id))
          await q
            .update(orderLines)
            .set({ returnedQuantity: orderLines.quantity })
            .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, 'goods')))
          for (const g of goods) {
            if (Number(g.quantity) <= 0) continue
            await q
              .update(productVariants)
              .set({ stock: sql`${productVariants.stock} + ${Number(g.quantity)}` })
              .where(eq(productVariants.id, g.variantId!))
            restocked += Number(g.quantity)
          }
          await mailBackInStock(q, goods.map((g) => g.variantId!), origin)
        }
        const changed = { ...order, status: to, paymentStatus: payment ?? order.paymentStatus }
        // A parcel's tracking number set before it was marked shipped goes out with the "shipped" mail.
        const [shipment] = to === 'shipped' ? await q.select(shipmentColumns).from(orderShipments).where(eq(orderShipments.orderId, order.id)) : []
        await enqueueMail(q, mail(changed, order.status, shipment))
        return { ok: true as const, order: changed, from: order.status, restocked }
      })
    },

    /**
     * Sets or corrects the order's parcel: its carrier and tracking number, under the order's row
     * lock (a status change waits for it, so a "shipped" mail never misses a number set at the same
     * moment). An order already shipped gets `mail` with the new number, unless it is unchanged.
     */
    async setShipment(number: string, carrier: Carrier, trackingNumber: string, actor: { userId: number; ip: string | null }, now: Date, mail: (order: OrderRow, shipment: Shipment) => Mail): Promise<ShipmentOutcome> {
      return db.transaction(async (tx) => {
        const q: Db = tx
        const [order] = await q.select(orderColumns).from(orders).where(eq(orders.number, number)).for('update')
        if (!order) return { ok: false as const, problem: 'unknown' as const }
        if (!carrierFor(order.shippingCode) || !SHIPMENT_STATUSES.includes(order.status)) return { ok: false as const, problem: 'illegal' as const, status: order.status }
        const [before] = await q.select(shipmentColumns).from(orderShipments).where(eq(orderShipments.orderId, order.id))
        if (before?.carrier === carrier && before.trackingNumber === trackingNumber) return { ok: true as const, order, mailed: false }
        const shipment = { carrier, trackingNumber, setAt: now }
        await q
          .insert(orderShipments)
          .values({ orderId: order.id, ...shipment, setBy: actor.userId })
          .onConflictDoUpdate({ target: orderShipments.orderId, set: { ...shipment, setBy: actor.userId } })
        const summary = `order ${order.number}: ${CARRIER[carrier].name.en} ${trackingNumber}${before ? ` (was ${CARRIER[before.carrier].name.en} ${before.trackingNumber})` : ''}`
        await recordAudit(q, { userId: actor.userId, action: 'change', entity: 'order', objectId: order.id, summary, ip: actor.ip, at: now })
        const mailed = order.status === 'shipped'
        if (mailed) await enqueueMail(q, mail(order, shipment))
        return { ok: true as const, order, mailed }
      })
    },

    /** The order's parcel, when the shop manager has set one. */
    async shipmentOf(orderId: number): Promise<Shipment | undefined> {
      const [row] = await db.select(shipmentColumns).from(orderShipments).where(eq(orderShipments.orderId, orderId))
      return row
    },

    /** The order's changes of status, oldest first. */
    async historyOf(orderId: number): Promise<StatusChange[]> {
      return db
        .select({ from: orderStatusChanges.fromStatus, to: orderStatusChanges.toStatus, at: orderStatusChanges.changedAt })
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, orderId))
        .orderBy(asc(orderStatusChanges.id))
    },
  }
}

export type OrderStatusRepository = ReturnType<typeof orderStatusRepository>
