/**
 * Refunds of paid orders (issue 26, ADR 082): the rules between the shop manager's request, the
 * order and the card provider. No Fastify, no ORM.
 *
 * - A transfer is recorded as made (the shop manager sends it from the bank) and mailed at once.
 * - A card refund is recorded `pending` under the order's lock first (so a second refund racing
 *   it sees its amount), then asked of the provider with the refund's own id as the reference:
 *   accepted → `succeeded` and mailed; refused → `failed`, its amount free again; no answer →
 *   left pending, and sending the same form again (its key names the same refund) asks again
 *   with the same reference, so the provider never pays one refund twice.
 */
import { formatPrice, translate, translator } from '../../../i18n/index.js'
import { mailMessages } from '../../../i18n/mail.js'
import { refundMessages } from '../../../i18n/refunds.js'
import { paths } from '../../../ui/paths.js'
import type { CardRefunds } from '../payment-provider.js'
import type { RefundMail, RefundsRepository } from './refunds.repository.js'
import type { RefundRequest, RefundRow, ReserveOutcome } from './refunds.types.js'

export type RefundOutcome =
  | { ok: true; refund: RefundRow }
  | Exclude<ReserveOutcome, { ok: true }>
  /** The provider refused (the refund is `failed`) or did not answer (it stays `pending`). */
  | { ok: false; problem: 'provider'; refund: RefundRow }
  | { ok: false; problem: 'pending'; refund: RefundRow }

/** The customer's notice of a refund, in the order's language, with a link to the order on `origin`. */
export function refundMail(origin: string): RefundMail {
  return (order, refund, lines) => {
    const lang = order.lang
    const t = translator(refundMessages, lang)
    const text = [
      translate(mailMessages, lang, 'greeting'),
      '',
      t('mailLead', { number: order.number, amount: formatPrice(lang, refund.totalMinor) }),
      ...lines.map((l) => t('mailLine', { name: lang === 'cs' ? l.nameCs : l.nameEn, quantity: String(l.quantity) })),
      ...(refund.shippingMinor > 0 ? [t('shippingPart', { amount: formatPrice(lang, refund.shippingMinor) })] : []),
      refund.method === 'card' ? t('mailCard') : t('mailTransfer', { account: refund.account ?? '' }),
      '',
      t('mailLink', { url: origin + paths.order(lang, order.number) }),
      '',
      translate(mailMessages, lang, 'signature'),
    ].join('\n')
    return { to: order.email, subject: t('mailSubject', { number: order.number }), text }
  }
}

export interface RefundsDeps {
  repo: RefundsRepository
  card: CardRefunds
  /** Told after a refund wrote mail: the outbox worker delivers it at once. */
  mailWritten?: () => void
  now?: () => Date
}

export function refundsService({ repo, card, mailWritten = () => {}, now = () => new Date() }: RefundsDeps) {
  return {
    refundsOf: (orderId: number) => repo.refundsOf(orderId),
    refundable: (number: string) => repo.refundable(number),

    /** Refunds the order `number` as asked; `origin` is for the link in the customer's mail. */
    async refund(origin: string, number: string, req: RefundRequest): Promise<RefundOutcome> {
      const mail = refundMail(origin)
      const reserved = await repo.reserve(number, req, now(), mail, origin)
      if (!reserved.ok) return reserved
      const { refund, order, transId } = reserved
      if (refund.status === 'succeeded') {
        if (reserved.created) mailWritten()
        return { ok: true, refund }
      }
      if (refund.status === 'failed') return { ok: false, problem: 'provider', refund }
      const answer = await card({ orderNumber: order.number, transId, amountMinor: refund.totalMinor, refId: `QF-R${refund.id}` })
      if (!answer.ok && answer.problem === 'unavailable') return { ok: false, problem: 'pending', refund }
      const settled = await repo.settle(refund.id, answer.ok ? { status: 'succeeded', providerRef: answer.providerRef } : { status: 'failed' }, mail, origin)
      const after = settled ?? refund
      if (after.status === 'succeeded') {
        mailWritten()
        return { ok: true, refund: after }
      }
      return { ok: false, problem: 'provider', refund: after }
    },
  }
}

export type RefundsService = ReturnType<typeof refundsService>
