/**
 * Card payments through Comgate (ADR 040): the rules between the order and Comgate's API. No
 * Fastify, no ORM.
 *
 * - `start` founds a payment of an unpaid card order in the background and keeps its `transId`
 *   on the order (a new attempt replaces the last one); the shopper goes to Comgate's page.
 * - `settle` is what a push notification and the shopper's return both come to: the order is
 *   found by the `transId` we stored, and Comgate's status API — never the caller's parameters —
 *   says what happened. Its reference, price, currency, merchant and test flag must be the
 *   order's and ours. PAID moves the order new → paid through the order status service (mail and
 *   history as for staff's changes); CANCELLED leaves it new with the payment not completed, to be
 *   paid again or by transfer; PENDING changes nothing. Each change is conditional on the state
 *   it follows, so a replayed or duplicate call changes nothing.
 */
import type { Logger } from 'pino'
import type { Lang } from '../../i18n/index.js'
import type { CheckoutRepository } from './checkout.repository.js'
import type { OrderRow } from './checkout.types.js'
import { TRANS_ID, type ComgateClient } from './comgate.js'
import type { OrderStatusService } from './order-status.js'
import { NO_METRICS, type FeatureMetrics } from '../../server/feature-metrics.js'

export type StartOutcome = { ok: true; redirect: string } | { ok: false; problem: 'settled' | 'unavailable' }

export type SettleOutcome = { ok: true; order: OrderRow; changed: boolean } | { ok: false; problem: 'unknown' | 'mismatch' | 'unavailable' }

export interface ComgatePaymentsDeps {
  repo: CheckoutRepository
  gateway: ComgateClient
  /** The order status service whose mails link to the order on `origin`. */
  orderStatus: (origin: string) => OrderStatusService
  now?: () => Date
  /** Payments that failed, for the app's metrics (ADR 072). */
  metrics?: Pick<FeatureMetrics, 'paymentFailed'>
}

/** Where a call's warnings go: the request's logger, so each line carries the request's id. */
type Log = Pick<Logger, 'warn'>

export function comgatePayments({ repo, gateway, orderStatus, now = () => new Date(), metrics = NO_METRICS }: ComgatePaymentsDeps) {
  return {
    async start(order: OrderRow, lang: Lang, log?: Log): Promise<StartOutcome> {
      if (order.paymentCode !== 'card' || order.status !== 'new' || order.paymentStatus === 'approved') return { ok: false, problem: 'settled' }
      const created = await gateway.create({ orderNumber: order.number, amountMinor: order.totalMinor, email: order.email, lang })
      if (created === 'unavailable' || created === 'refused') {
        if (created === 'refused') log?.warn({ order: order.number }, 'comgate refused to create a payment: check COMGATE_MERCHANT, COMGATE_SECRET and the allowed addresses')
        metrics.paymentFailed('unavailable')
        return { ok: false, problem: 'unavailable' }
      }
      // Paid meanwhile (another tab's payment was notified): nothing to pay.
      if (!(await repo.startCardPayment(order.id, created.transId))) return { ok: false, problem: 'settled' }
      return { ok: true, redirect: created.redirect }
    },

    /**
     * Applies what Comgate says of the payment `transId`. `refId`, when the caller names one (the
     * return's address), must be the order's number too.
     */
    async settle(transId: string, origin: string, { refId, log }: { refId?: string; log?: Log } = {}): Promise<SettleOutcome> {
      if (!TRANS_ID.test(transId)) return { ok: false, problem: 'unknown' }
      const order = await repo.orderByTransId(transId)
      if (!order) return { ok: false, problem: 'unknown' }
      if (refId !== undefined && refId !== order.number) return { ok: false, problem: 'mismatch' }
      const payment = await gateway.status(transId)
      if (payment === 'unavailable') return { ok: false, problem: 'unavailable' }
      if (payment === 'unknown') return { ok: false, problem: 'unknown' }
      if (payment.refId !== order.number || payment.priceMinor !== order.totalMinor || payment.curr !== 'CZK' || payment.merchant !== gateway.merchant || payment.test !== gateway.test) {
        log?.warn({ order: order.number, transId, payment }, 'comgate status does not match the order: nothing changed')
        return { ok: false, problem: 'mismatch' }
      }
      if (payment.status === 'PAID') {
        const outcome = await orderStatus(origin).change(order.number, 'paid', { payment: 'approved' })
        if (outcome.ok) return { ok: true, order: outcome.order, changed: true }
        // Paid before (a replay), or cancelled by staff meanwhile: then the money goes back by hand.
        if (outcome.problem === 'illegal' && outcome.status === 'cancelled') log?.warn({ order: order.number, transId }, 'comgate reports a payment of a cancelled order: refund it')
        return { ok: true, order, changed: false }
      }
      if (payment.status === 'CANCELLED') {
        const changed = await repo.setPaymentStatus(order.id, 'abandoned', ['pending'], now())
        // Counted once: a replayed notification or the shopper's return after it changes nothing.
        if (changed) metrics.paymentFailed('abandoned')
        return { ok: true, order: changed ? { ...order, paymentStatus: 'abandoned' } : order, changed }
      }
      return { ok: true, order, changed: false }
    },
  }
}

export type ComgatePayments = ReturnType<typeof comgatePayments>
