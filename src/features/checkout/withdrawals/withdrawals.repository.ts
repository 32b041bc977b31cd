/**
 * Withdrawals (ADR 083), the only withdrawal code touching the ORM. Both writes run under the
 * order's row lock (`SELECT … FOR UPDATE`, as refunds and status changes do): two withdrawals of
 * one order are decided one after the other, the second seeing the first's lines, so a double
 * click or two tabs never withdraw the same pieces twice; and receiving the goods cannot race a
 * cancel that put them back already.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { orderLines, orderRefunds, orders, orderStatusChanges, orderWithdrawalLines, orderWithdrawals, users } from '../../../db/schema.js'
import { recordAudit } from '../../audit/audit.record.js'
import { enqueueMail } from '../../mail/enqueue.js'
import type { Mail } from '../../mail/mail.types.js'
import { orderColumns } from '../checkout.repository.js'
import { checkReturnable, returnPieces } from '../returned-goods.js'
import type { OrderRow } from '../checkout.types.js'
import { withdrawalDeadline, withinPeriod } from './deadline.js'
import type { QueueRow, ReceiveOutcome, Withdrawable, WithdrawalRequest, WithdrawalRow, WithdrawalState, WithdrawOutcome } from './withdrawals.types.js'

/** The refund made for a withdrawal, not failed: the lowest id. */
const refundOf = sql<number | null>`(select min(${orderRefunds.id}) from ${orderRefunds} where ${orderRefunds.withdrawalId} = ${orderWithdrawals.id} and ${orderRefunds.status} <> 'failed')`

const rowColumns = {
  id: orderWithdrawals.id,
  orderId: orderWithdrawals.orderId,
  lang: orderWithdrawals.lang,
  reason: orderWithdrawals.reason,
  account: orderWithdrawals.account,
  createdAt: orderWithdrawals.createdAt,
  receivedAt: orderWithdrawals.receivedAt,
  receivedBy: users.displayName,
  refundId: refundOf,
}

/** Paid: as the refunds count it (ADR 082). */
const paidOf = (o: { paidAt: Date | null; status: string }) => o.paidAt !== null || o.status === 'delivered'

/** The queue's states as conditions on a withdrawal joined to its order. */
const STATE: Record<WithdrawalState, SQL> = {
  goods: and(isNull(orderWithdrawals.receivedAt), ne(orders.status, 'cancelled'))!,
  refund: and(isNotNull(orderWithdrawals.receivedAt), sql`${refundOf} is null`)!,
  done: or(sql`${refundOf} is not null`, and(isNull(orderWithdrawals.receivedAt), eq(orders.status, 'cancelled')))!,
}

export const stateOf = (w: Pick<WithdrawalRow, 'receivedAt' | 'refundId'>, orderStatus: OrderRow['status']): WithdrawalState =>
  w.refundId !== null ? 'done' : w.receivedAt !== null ? 'refund' : orderStatus === 'cancelled' ? 'done' : 'goods'

export type WithdrawalMail = (order: OrderRow, withdrawal: WithdrawalRow) => Mail

export function withdrawalsRepository(db: Db) {
  async function withdrawalsOf(q: Db, orderId: number, id?: number): Promise<WithdrawalRow[]> {
    const rows = await q
      .select(rowColumns)
      .from(orderWithdrawals)
      .leftJoin(users, eq(users.id, orderWithdrawals.receivedBy))
      .where(id === undefined ? eq(orderWithdrawals.orderId, orderId) : and(eq(orderWithdrawals.orderId, orderId), eq(orderWithdrawals.id, id)))
      .orderBy(asc(orderWithdrawals.id))
    if (rows.length === 0) return []
    const lines = await q
      .select({ withdrawalId: orderWithdrawalLines.withdrawalId, line: orderWithdrawalLines.line, quantity: orderWithdrawalLines.quantity })
      .from(orderWithdrawalLines)
      .where(inArray(orderWithdrawalLines.withdrawalId, rows.map((r) => r.id)))
      .orderBy(asc(orderWithdrawalLines.line))
    return rows.map((r) => ({ ...r, refundId: r.refundId === null ? null : Number(r.refundId), lines: lines.filter((l) => l.withdrawalId === r.id).map(({ line, quantity }) => ({ line, quantity })) }))
  }

  async function deliveredAtOf(q: Db, orderId: number): Promise<Date | null> {
    const [row] = await q
      .select({ at: orderStatusChanges.changedAt })
      .from(orderStatusChanges)
      .where(and(eq(orderStatusChanges.orderId, orderId), eq(orderStatusChanges.toStatus, 'delivered')))
      .orderBy(desc(orderStatusChanges.id))
      .limit(1)
    return row?.at ?? null
  }

  async function withdrawableOf(q: Db, orderId: number): Promise<Withdrawable> {
    const goods = await q.select({ line: orderLines.line, quantity: orderLines.quantity }).from(orderLines).where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'goods'))).orderBy(asc(orderLines.line))
    const taken = await q
      .select({ line: orderWithdrawalLines.line, quantity: sql<number>`sum(${orderWithdrawalLines.quantity})::int` })
      .from(orderWithdrawalLines)
      .innerJoin(orderWithdrawals, eq(orderWithdrawals.id, orderWithdrawalLines.withdrawalId))
      .where(eq(orderWithdrawals.orderId, orderId))
      .groupBy(orderWithdrawalLines.line)
    const back = new Map(taken.map((t) => [t.line, Number(t.quantity)]))
    return { lines: goods.map((g) => ({ line: g.line, quantity: g.quantity - (back.get(g.line) ?? 0) })), deliveredAt: await deliveredAtOf(q, orderId) }
  }

  const lockedOrder = async (q: Db, where: SQL) => (await q.select({ ...orderColumns, paidAt: orders.paidAt }).from(orders).where(where).for('update'))[0]

  return {
    withdrawalsOf: (orderId: number) => withdrawalsOf(db, orderId),
    withdrawable: (orderId: number) => withdrawableOf(db, orderId),

    /** One withdrawal of the order; undefined when the order has none of that id. */
    one: async (orderId: number, id: number) => (await withdrawalsOf(db, orderId, id))[0],

    /**
     * Records the customer's withdrawal from the order `orderId` when the rules allow it, under
     * the order's row lock, with the acknowledgement `mail` in the same transaction. A request
     * key seen before answers with the withdrawal it made, changing nothing.
     */
    async withdraw(orderId: number, req: WithdrawalRequest, now: Date, mail: WithdrawalMail): Promise<WithdrawOutcome> {
      return db.transaction(async (tx) => {
        const q: Db = tx
        const order = await lockedOrder(q, eq(orders.id, orderId))
        if (!order) return { ok: false as const, problem: 'unknown' as const }
        const [seen] = await q.select({ id: orderWithdrawals.id, orderId: orderWithdrawals.orderId }).from(orderWithdrawals).where(eq(orderWithdrawals.requestKey, req.requestKey))
        if (seen) return seen.orderId === orderId ? { ok: true as const, withdrawal: (await withdrawalsOf(q, orderId, seen.id))[0]!, created: false } : { ok: false as const, problem: 'unknown' as const }
        if (order.status === 'cancelled') return { ok: false as const, problem: 'cancelled' as const }
        const left = await withdrawableOf(q, orderId)
        if (!withinPeriod(left.deliveredAt, now)) return { ok: false as const, problem: 'late' as const, lastDay: withdrawalDeadline(left.deliveredAt!).lastDay }
        const lines = req.lines.filter((l) => l.quantity > 0)
        if (lines.length === 0) return { ok: false as const, problem: 'empty' as const }
        for (const l of lines) {
          const goods = left.lines.find((g) => g.line === l.line)
          if (!goods || l.quantity > goods.quantity) return { ok: false as const, problem: 'quantity' as const, line: l.line }
        }
        // A paid order not paid by card is refunded by transfer: the account is needed.
        if (!req.account && paidOf(order) && order.paymentCode !== 'card') return { ok: false as const, problem: 'account' as const }
        const [inserted] = await q
          .insert(orderWithdrawals)
          .values({ orderId, requestKey: req.requestKey, lang: req.lang, reason: req.reason, account: req.account, createdAt: now })
          .returning({ id: orderWithdrawals.id })
        await q.insert(orderWithdrawalLines).values(lines.map((l) => ({ withdrawalId: inserted!.id, line: l.line, quantity: l.quantity })))
        const withdrawal = (await withdrawalsOf(q, orderId, inserted!.id))[0]!
        const { paidAt: _paidAt, ...row } = order
        await enqueueMail(q, mail(row, withdrawal))
        return { ok: true as const, withdrawal, created: true }
      })
    },

    /**
     * The shop manager received the goods of withdrawal `id` of order `number`: marked once, under
     * the order's lock, its goods back in stock with the reason `returned` and an audit entry.
     */
    async receive(number: string, id: number, actor: { userId: number; ip: string | null }, now: Date, origin: string): Promise<ReceiveOutcome> {
      return db.transaction(async (tx) => {
        const q: Db = tx
        const order = await lockedOrder(q, eq(orders.number, number))
        const withdrawal = order && (await withdrawalsOf(q, order.id, id))[0]
        if (!order || !withdrawal) return { ok: false as const, problem: 'unknown' as const }
        if (withdrawal.receivedAt) return { ok: false as const, problem: 'already' as const, withdrawal }
        if (order.status !== 'shipped' && order.status !== 'delivered') return { ok: false as const, problem: 'notShipped' as const, status: order.status }
        // Pieces a refund put back already (ADR 091): refused before anything is written.
        const returnable = await checkReturnable(q, order.id, withdrawal.lines)
        if (!returnable.ok) return { ok: false as const, problem: 'returned' as const, line: returnable.line }
        // Once, by the database too: a refund that restocked this withdrawal's goods marked it received.
        const [marked] = await q
          .update(orderWithdrawals)
          .set({ receivedAt: now, receivedBy: actor.userId })
          .where(and(eq(orderWithdrawals.id, id), isNull(orderWithdrawals.receivedAt)))
          .returning({ id: orderWithdrawals.id })
        if (!marked) return { ok: false as const, problem: 'already' as const, withdrawal }
        const back = await returnPieces(q, order, withdrawal.lines, actor, `order ${order.number}, withdrawal ${id}`, origin)
        const mailed = back.ok ? back.mailed : 0
        await recordAudit(q, { userId: actor.userId, action: 'change', entity: 'order', objectId: order.id, summary: `order ${order.number}: withdrawal ${id} goods received`, ip: actor.ip, at: now })
        return { ok: true as const, withdrawal: (await withdrawalsOf(q, order.id, id))[0]!, mailed }
      })
    },

    /** A page of the queue, newest first, in `state` (all when null), and how many there are. */
    async queue(state: WithdrawalState | 'todo' | null, offset: number, limit: number): Promise<{ rows: QueueRow[]; total: number }> {
      const where = state === null ? undefined : state === 'todo' ? or(STATE.goods, STATE.refund) : STATE[state]
      const base = () =>
        db
          .select({
            ...rowColumns,
            number: orders.number,
            name: orders.name,
            email: orders.email,
            orderStatus: orders.status,
            pieces: sql<number>`(select coalesce(sum(${orderWithdrawalLines.quantity}), 0)::int from ${orderWithdrawalLines} where ${orderWithdrawalLines.withdrawalId} = ${orderWithdrawals.id})`,
          })
          .from(orderWithdrawals)
          .innerJoin(orders, eq(orders.id, orderWithdrawals.orderId))
          .leftJoin(users, eq(users.id, orderWithdrawals.receivedBy))
          .where(where)
      const [rows, [counted]] = await Promise.all([
        base().orderBy(desc(orderWithdrawals.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(orderWithdrawals).innerJoin(orders, eq(orders.id, orderWithdrawals.orderId)).where(where),
      ])
      return {
        rows: rows.map((r) => {
          const refundId = r.refundId === null ? null : Number(r.refundId)
          return { ...r, refundId, pieces: Number(r.pieces), state: stateOf({ receivedAt: r.receivedAt, refundId }, r.orderStatus) }
        }),
        total: Number(counted?.n ?? 0),
      }
    },
  }
}

export type WithdrawalsRepository = ReturnType<typeof withdrawalsRepository>

