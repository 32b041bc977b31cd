/**
 * An order's refunds (ADR 082). Every write runs under the order's row lock (`SELECT … FOR
 * UPDATE`), so two refunds of one order are decided one after the other: the second sees the
 * first's lines and amount. `orders.refunded_minor` carries the sum of the refunds not failed, and
 * its check constraint refuses any write that would take it above the order's total. A refund is
 * audited when it is made; one asked to put its goods back in stock does so when it succeeds (ADR 083).
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { orderLines, orderRefundLines, orderRefunds, orders, orderStatusChanges, orderWithdrawals, users } from '../../../db/schema.js'
import { recordAudit } from '../../audit/audit.record.js'
import { enqueueMail } from '../../mail/enqueue.js'
import type { Mail } from '../../mail/mail.types.js'
import { orderColumns } from '../checkout.repository.js'
import { issueCreditNote } from '../credit-notes/credit-notes.repository.js'
import { checkReturnable, returnPieces } from '../returned-goods.js'
import type { OrderRow } from '../checkout.types.js'
import type { OwedRow, Refundable, RefundRequest, RefundRow, ReserveOutcome } from './refunds.types.js'

const refundColumns = {
  id: orderRefunds.id,
  orderId: orderRefunds.orderId,
  shippingMinor: orderRefunds.shippingMinor,
  totalMinor: orderRefunds.totalMinor,
  method: orderRefunds.method,
  account: orderRefunds.account,
  providerRef: orderRefunds.providerRef,
  status: orderRefunds.status,
  note: orderRefunds.note,
  createdAt: orderRefunds.createdAt,
  by: users.displayName,
  restock: orderRefunds.restock,
}

/** Paid: marked paid at some time (a card, a transfer), or delivered (cash on delivery is paid then). */
const paidOf = (o: { paidAt: Date | null; status: string }) => o.paidAt !== null || o.status === 'delivered'

/** The order's id named with its table: in a query of orders alone Drizzle leaves columns unqualified, which a subquery would misread. */
const orderId = sql.raw('"orders"."id"')
/** What the order's refunds that succeeded add up to (a pending one is not money back yet). */
const refundedSucceeded = sql<number>`coalesce((select sum(r.total_minor) from ${orderRefunds} r where r.order_id = ${orderId} and r.status = 'succeeded'), 0)::int`
/** A refund owed (ADR 091): the order was paid and then cancelled, and its refunds made do not cover what was paid. */
const owedWhere = and(eq(orders.status, 'cancelled'), isNotNull(orders.paidAt), sql`${orders.totalMinor} > ${refundedSucceeded}`)

export type RefundMail = (order: OrderRow, refund: RefundRow, lines: { line: number; quantity: number; nameCs: string; nameEn: string }[]) => Mail

export function refundsRepository(db: Db) {
  async function refundsOf(q: Db, orderId: number): Promise<RefundRow[]> {
    const rows = await q.select(refundColumns).from(orderRefunds).leftJoin(users, eq(users.id, orderRefunds.createdBy)).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id))
    if (rows.length === 0) return []
    const lines = await q
      .select({ refundId: orderRefundLines.refundId, line: orderRefundLines.line, quantity: orderRefundLines.quantity, amountMinor: orderRefundLines.amountMinor })
      .from(orderRefundLines)
      .where(inArray(orderRefundLines.refundId, rows.map((r) => r.id)))
      .orderBy(asc(orderRefundLines.line))
    return rows.map((r) => ({ ...r, lines: lines.filter((l) => l.refundId === r.id).map(({ line, quantity, amountMinor }) => ({ line, quantity, amountMinor })) }))
  }

  /** What is left to refund of the order, from its lines and its refunds not failed. */
  async function refundableOf(q: Db, order: OrderRow & { paidAt: Date | null; refundedMinor: number }): Promise<Refundable> {
    const lines = await q.select({ line: orderLines.line, kind: orderLines.kind, unitPriceMinor: orderLines.unitPriceMinor, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, order.id))
    const refunded = await q
      .select({ line: orderRefundLines.line, quantity: sql<number>`sum(${orderRefundLines.quantity})::int` })
      .from(orderRefundLines)
      .innerJoin(orderRefunds, eq(orderRefunds.id, orderRefundLines.refundId))
      .where(and(eq(orderRefunds.orderId, order.id), ne(orderRefunds.status, 'failed')))
      .groupBy(orderRefundLines.line)
    const [shipping] = await q
      .select({ minor: sql<number>`coalesce(sum(${orderRefunds.shippingMinor}), 0)::int` })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), ne(orderRefunds.status, 'failed')))
    const back = new Map(refunded.map((r) => [r.line, Number(r.quantity)]))
    return {
      paid: paidOf(order),
      lines: lines.filter((l) => l.kind === 'goods').map((l) => ({ line: l.line, quantity: l.quantity - (back.get(l.line) ?? 0), unitPriceMinor: l.unitPriceMinor })),
      shippingMinor: order.shippingMinor + order.paymentMinor - Number(shipping?.minor ?? 0),
      totalMinor: order.totalMinor - order.refundedMinor,
    }
  }

  const lockedOrder = async (q: Db, where: ReturnType<typeof eq>) => {
    const [order] = await q
      .select({ ...orderColumns, paidAt: orders.paidAt, refundedMinor: orders.refundedMinor, transId: orders.paymentTransId })
      .from(orders)
      .where(where)
      .for('update')
    return order
  }

  async function namedLines(q: Db, orderId: number, refund: RefundRow) {
    const all = await q.select({ line: orderLines.line, nameCs: orderLines.nameCs, nameEn: orderLines.nameEn }).from(orderLines).where(eq(orderLines.orderId, orderId))
    return refund.lines.map((l) => ({ line: l.line, quantity: l.quantity, nameCs: all.find((a) => a.line === l.line)?.nameCs ?? '', nameEn: all.find((a) => a.line === l.line)?.nameEn ?? '' }))
  }

  /**
   * A succeeded refund's goods back in stock when it asked for it (ADR 083), with the reason
   * `returned`, counted on the order's lines (ADR 091). A refund settling a withdrawal receives that
   * withdrawal's goods: it marks the withdrawal received, once. When the goods came back meanwhile
   * (the withdrawal received, or the pieces returned while a card refund awaited the gateway), the
   * refund returns nothing and says so (`restock` false).
   */
  async function restockOf(q: Db, order: OrderRow, refund: RefundRow, actor: number | null, now: Date, origin: string) {
    if (!refund.restock || refund.lines.length === 0) return
    const [own] = await q.select({ withdrawalId: orderRefunds.withdrawalId }).from(orderRefunds).where(eq(orderRefunds.id, refund.id))
    const withdrawalId = own?.withdrawalId ?? null
    const returnable = await checkReturnable(q, order.id, refund.lines)
    const marked =
      returnable.ok && withdrawalId !== null
        ? await q
            .update(orderWithdrawals)
            .set({ receivedAt: now, receivedBy: actor })
            .where(and(eq(orderWithdrawals.id, withdrawalId), isNull(orderWithdrawals.receivedAt)))
            .returning({ id: orderWithdrawals.id })
        : [{ id: 0 }]
    if (!returnable.ok || marked.length === 0) {
      await q.update(orderRefunds).set({ restock: false }).where(eq(orderRefunds.id, refund.id))
      refund.restock = false
      return
    }
    await returnPieces(q, order, refund.lines, { userId: actor }, `order ${order.number}, refund ${refund.id}`, origin)
  }

  /** Why a refund may not put its goods back (ADR 091): its withdrawal's goods were received, or a line's pieces are back already. */
  async function restockRefusal(q: Db, orderId: number, req: RefundRequest, lines: { line: number; quantity: number }[]) {
    if (!req.restock || lines.length === 0) return undefined
    if (req.withdrawalId !== null) {
      const [w] = await q.select({ receivedAt: orderWithdrawals.receivedAt }).from(orderWithdrawals).where(and(eq(orderWithdrawals.id, req.withdrawalId), eq(orderWithdrawals.orderId, orderId)))
      if (w?.receivedAt) return { ok: false as const, problem: 'received' as const }
    }
    const returnable = await checkReturnable(q, orderId, lines)
    return returnable.ok ? undefined : { ok: false as const, problem: 'returned' as const, line: returnable.line }
  }

  const owedCount = async () => Number((await db.select({ n: count() }).from(orders).where(owedWhere))[0]?.n ?? 0)

  return {
    refundsOf: (orderId: number) => refundsOf(db, orderId),

    /** The cancelled paid orders whose refunds do not cover what was paid, longest waiting first, and how many. */
    async owed(offset: number, limit: number): Promise<{ rows: OwedRow[]; total: number }> {
      const cancelledAt = sql<Date | string>`(select max(c.changed_at) from ${orderStatusChanges} c where c.order_id = ${orderId} and c.to_status = 'cancelled')`
      const [rows, total] = await Promise.all([
        db
          .select({ number: orders.number, name: orders.name, email: orders.email, paymentCode: orders.paymentCode, paidMinor: orders.totalMinor, refundedMinor: refundedSucceeded, cancelledAt })
          .from(orders)
          .where(owedWhere)
          .orderBy(sql`${cancelledAt} asc nulls first`, asc(orders.id))
          .limit(limit)
          .offset(offset),
        owedCount(),
      ])
      return {
        rows: rows.map((r) => ({ ...r, refundedMinor: Number(r.refundedMinor), owedMinor: r.paidMinor - Number(r.refundedMinor), cancelledAt: r.cancelledAt === null ? null : new Date(r.cancelledAt) })),
        total: Number(total),
      }
    },

    /** How many refunds are owed (the dashboard's count). */
    owedCount,

    /** What is left to refund of the order `number`; undefined for no such order. */
    async refundable(number: string): Promise<Refundable | undefined> {
      const [order] = await db.select({ ...orderColumns, paidAt: orders.paidAt, refundedMinor: orders.refundedMinor }).from(orders).where(eq(orders.number, number))
      return order ? refundableOf(db, order) : undefined
    },

    /**
     * Records a refund of the order `number` when the rules allow it, under the order's row lock.
     * A card refund is `pending` until the provider answers (`settle`); a transfer is recorded as
     * made and its mail written in the same transaction. A request key seen before answers with
     * the refund it made, changing nothing.
     */
    async reserve(number: string, req: RefundRequest, now: Date, mail: RefundMail, origin: string): Promise<ReserveOutcome> {
      return db.transaction(async (tx) => {
        const q: Db = tx
        const order = await lockedOrder(q, eq(orders.number, number))
        if (!order) return { ok: false as const, problem: 'unknown' as const }
        const { paidAt: _paidAt, refundedMinor: _refunded, transId, ...row } = order
        const [seen] = await q.select({ id: orderRefunds.id, orderId: orderRefunds.orderId }).from(orderRefunds).where(eq(orderRefunds.requestKey, req.requestKey))
        if (seen && seen.orderId === order.id) {
          const refund = (await refundsOf(q, order.id)).find((r) => r.id === seen.id)!
          return { ok: true as const, order: row, refund, created: false, transId }
        }
        if (seen) return { ok: false as const, problem: 'empty' as const }
        const left = await refundableOf(q, order)
        if (!left.paid) return { ok: false as const, problem: 'unpaid' as const }
        if (req.method === 'card' && (order.paymentCode !== 'card' || order.paymentStatus !== 'approved')) return { ok: false as const, problem: 'method' as const }
        const lines = req.lines.filter((l) => l.quantity > 0)
        if (lines.length === 0 && req.shippingMinor <= 0) return { ok: false as const, problem: 'empty' as const }
        let total = req.shippingMinor
        const amounts: { line: number; quantity: number; amountMinor: number }[] = []
        for (const l of lines) {
          const goods = left.lines.find((g) => g.line === l.line)
          if (!goods || l.quantity > goods.quantity) return { ok: false as const, problem: 'quantity' as const, line: l.line }
          amounts.push({ line: l.line, quantity: l.quantity, amountMinor: goods.unitPriceMinor * l.quantity })
          total += goods.unitPriceMinor * l.quantity
        }
        if (req.shippingMinor > left.shippingMinor) return { ok: false as const, problem: 'shipping' as const, leftMinor: Math.max(left.shippingMinor, 0) }
        if (total > left.totalMinor) return { ok: false as const, problem: 'exceeds' as const, leftMinor: left.totalMinor }
        const restockRefused = await restockRefusal(q, order.id, req, lines)
        if (restockRefused) return restockRefused
        const status = req.method === 'card' ? ('pending' as const) : ('succeeded' as const)
        const [inserted] = await q
          .insert(orderRefunds)
          .values({ orderId: order.id, requestKey: req.requestKey, shippingMinor: req.shippingMinor, totalMinor: total, method: req.method, account: req.account, status, note: req.note, createdBy: req.actor, createdAt: now, withdrawalId: req.withdrawalId, restock: req.restock })
          .returning({ id: orderRefunds.id })
        if (amounts.length) await q.insert(orderRefundLines).values(amounts.map((a) => ({ refundId: inserted!.id, ...a })))
        await q.update(orders).set({ refundedMinor: sql`${orders.refundedMinor} + ${total}` }).where(eq(orders.id, order.id))
        const refund = (await refundsOf(q, order.id)).find((r) => r.id === inserted!.id)!
        await recordAudit(q, { userId: req.actor, action: 'create', entity: 'refund', objectId: refund.id, summary: `order ${order.number}: refund ${refund.id} ${(total / 100).toFixed(2)} CZK by ${req.method} (${status})${req.restock ? ', goods back in stock' : ''}${req.note ? `: ${req.note}` : ''}`, at: now })
        if (status === 'succeeded') {
          await enqueueMail(q, mail(row, refund, await namedLines(q, order.id, refund)))
          await issueCreditNote(q, inserted!.id, now)
          await restockOf(q, row, refund, req.actor, now, origin)
        }
        return { ok: true as const, order: row, refund, created: true, transId }
      })
    },

    /**
     * The provider's answer to a pending card refund: `succeeded` writes the customer's mail,
     * `failed` takes its amount off the order's sum (it may be asked again). Only from pending,
     * under the order's lock: a late or repeated answer changes nothing.
     */
    async settle(refundId: number, outcome: { status: 'succeeded'; providerRef: string } | { status: 'failed' }, mail: RefundMail, origin: string): Promise<RefundRow | undefined> {
      return db.transaction(async (tx) => {
        const q: Db = tx
        const [ref] = await q.select({ orderId: orderRefunds.orderId }).from(orderRefunds).where(eq(orderRefunds.id, refundId))
        if (!ref) return undefined
        const order = await lockedOrder(q, eq(orders.id, ref.orderId))
        const [changed] = await q
          .update(orderRefunds)
          .set(outcome.status === 'succeeded' ? { status: 'succeeded', providerRef: outcome.providerRef } : { status: 'failed' })
          .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'pending')))
          .returning({ totalMinor: orderRefunds.totalMinor })
        const refund = (await refundsOf(q, ref.orderId)).find((r) => r.id === refundId)
        if (!changed || !order || !refund) return refund
        const { paidAt: _paidAt, refundedMinor: _refunded, transId: _transId, ...row } = order
        if (outcome.status === 'succeeded') await issueCreditNote(q, refundId, new Date())
        if (outcome.status === 'failed') await q.update(orders).set({ refundedMinor: sql`${orders.refundedMinor} - ${changed.totalMinor}` }).where(eq(orders.id, order.id))
        else {
          await enqueueMail(q, mail(row, refund, await namedLines(q, order.id, refund)))
          const [by] = await q.select({ id: orderRefunds.createdBy }).from(orderRefunds).where(eq(orderRefunds.id, refundId))
          await restockOf(q, row, refund, by?.id ?? null, new Date(), origin)
        }
        return refund
      })
    },
  }
}

export type RefundsRepository = ReturnType<typeof refundsRepository>
