/**
 * An order's status after it was placed (ADR 044): new → paid → shipped → delivered, new or paid
 * → cancelled, and for cash on delivery new → shipped (it is paid when delivered). Nothing else:
 * a delivered or cancelled order stays so. Staff change it on the web or with `npm run order` (order-cli.ts);
 * the card gateway's approval is the same new → paid. Each change is kept with its time (the
 * database's trigger, migration 0019) and mailed to the customer through the outbox in the
 * order's language; a cancelled order's goods go back in stock in the same transaction. Staff's
 * web pages (src/features/staff, ADR 041) change it through this same service.
 */
import type { OrderStatus } from '../../db/schema.js'
import { checkoutMessages } from '../../i18n/checkout.js'
import { formatPrice, translate, translator, type Lang } from '../../i18n/index.js'
import { mailMessages } from '../../i18n/mail.js'
import { paths } from '../../ui/paths.js'
import type { Mail } from '../mail/mail.types.js'
import type { OrderRow } from './checkout.types.js'
import { shippingOf } from './methods.js'
import { statusText } from './order-pages.js'
import type { OrderStatusRepository } from './order-status.repository.js'
import type { ChangeOptions } from './order-status.types.js'
import { CARRIER, trackingUrlOf, type Carrier, type Shipment } from './shipment.js'

/** The mail's line naming the parcel's carrier, number and tracking page. */
const trackingLine = (lang: Lang, shipment: Shipment) =>
  translate(checkoutMessages, lang, 'statusMailTracking', { carrier: CARRIER[shipment.carrier].name[lang], number: shipment.trackingNumber, url: trackingUrlOf(shipment) })

export const ORDER_STATUSES = ['new', 'paid', 'shipped', 'delivered', 'cancelled'] as const satisfies readonly OrderStatus[]

/** The statuses an order may move to `to` from; cash on delivery ships before it is paid. */
export function allowedFrom(to: OrderStatus, paymentCode: string): OrderStatus[] {
  switch (to) {
    case 'paid':
      return ['new']
    case 'shipped':
      return paymentCode === 'cod' ? ['new', 'paid'] : ['paid']
    case 'delivered':
      return ['shipped']
    case 'cancelled':
      return ['new', 'paid']
    default:
      return []
  }
}

/** An order's number as addresses carry it: the year and six digits (`2026000001`). */
export const ORDER_NUMBER = /^\d{10}$/

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value)

/** The customer's notice of a change, in the order's language, with a link to the order on `origin`. */
export function statusMail(origin: string) {
  return (order: OrderRow, from: OrderStatus, shipment?: Shipment): Mail => {
    const lang = order.lang
    const t = translator(checkoutMessages, lang)
    const status = statusText(lang, order.status)
    const detail: Record<OrderStatus, string> = {
      new: '',
      paid: t('statusMailPaid'),
      shipped: t('statusMailShipped', { shipping: shippingOf(order.shippingCode)?.name[lang] ?? order.shippingCode }),
      delivered: t('statusMailDelivered'),
      cancelled: t('statusMailCancelled'),
    }
    const refund = order.status === 'cancelled' && from === 'paid' ? t('statusMailRefund', { amount: formatPrice(lang, order.totalMinor) }) : null
    const text = [
      `${translate(mailMessages, lang, 'greeting')}`,
      '',
      t('statusMailLead', { number: order.number, status: status.toLowerCase() }),
      detail[order.status],
      ...(order.status === 'shipped' && shipment ? [trackingLine(lang, shipment)] : []),
      ...(refund ? [refund] : []),
      '',
      t('statusMailLink', { url: origin + paths.order(lang, order.number) }),
      '',
      translate(mailMessages, lang, 'signature'),
    ].join('\n')
    return { to: order.email, subject: t('statusMailSubject', { number: order.number, status: status.toLowerCase() }), text }
  }
}

/** The customer's notice of a parcel number set or corrected after the order was shipped. */
export function trackingMail(origin: string) {
  return (order: OrderRow, shipment: Shipment): Mail => {
    const lang = order.lang
    const t = translator(checkoutMessages, lang)
    const text = [
      translate(mailMessages, lang, 'greeting'),
      '',
      t('trackingMailLead', { number: order.number }),
      trackingLine(lang, shipment),
      '',
      t('statusMailLink', { url: origin + paths.order(lang, order.number) }),
      '',
      translate(mailMessages, lang, 'signature'),
    ].join('\n')
    return { to: order.email, subject: t('trackingMailSubject', { number: order.number }), text }
  }
}

export interface OrderStatusDeps {
  repo: OrderStatusRepository
  /** The shop's public origin, for the link in the mail. */
  origin: string
  /** Told after a change wrote mail: the outbox worker delivers it at once. */
  mailWritten?: () => void
  now?: () => Date
}

export function orderStatusService({ repo, origin, mailWritten = () => {}, now = () => new Date() }: OrderStatusDeps) {
  return {
    /**
     * Moves an order on; `unknown` for no such order, `illegal` when the rules do not allow it from
     * its status, `stale` when `expected` is given and the order has another status by now.
     * `payment` sets the card payment's state in the same change (a verified payment).
     */
    async change(number: string, to: OrderStatus, options: ChangeOptions = {}) {
      if (!/^\d{10}$/.test(number)) return { ok: false as const, problem: 'unknown' as const }
      const outcome = await repo.change(number, to, now(), statusMail(origin), origin, options)
      if (outcome.ok) mailWritten()
      return outcome
    },
    historyOf: (orderId: number) => repo.historyOf(orderId),
    shipmentOf: (orderId: number) => repo.shipmentOf(orderId),
    /** Sets or corrects the parcel (`actor` is who did it, for the audit log); an order already shipped mails its customer. */
    async setShipment(number: string, carrier: Carrier, trackingNumber: string, actor: { userId: number; ip: string | null }) {
      if (!ORDER_NUMBER.test(number)) return { ok: false as const, problem: 'unknown' as const }
      const outcome = await repo.setShipment(number, carrier, trackingNumber, actor, now(), trackingMail(origin))
      if (outcome.ok && outcome.mailed) mailWritten()
      return outcome
    },
  }
}

export type OrderStatusService = ReturnType<typeof orderStatusService>
