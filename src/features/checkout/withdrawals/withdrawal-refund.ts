/**
 * The refund form prefilled from a withdrawal (ADR 083): its pieces (as many as are left to
 * refund), the shipping and payment when it returns every piece of the order (§1832(1): the
 * delivery's cost goes back too, at most the cheapest offered, which the shop manager may lower),
 * to the card when paid by card, else by transfer to the account the customer gave; a note naming
 * it, and the goods not restocked again (receiving them did).
 */
import { translate, type Lang } from '../../../i18n/index.js'
import { withdrawalMessages } from '../../../i18n/withdrawals.js'
import { crowns, freshRefundForm, type RefundFormState } from '../admin/refund-section.js'
import type { OrderLineRow, OrderRow } from '../checkout.types.js'
import type { Refundable } from '../refunds/refunds.types.js'
import type { WithdrawalRow } from './withdrawals.types.js'

export function refundFormFor(lang: Lang, data: { order: OrderRow; lines: OrderLineRow[]; refundable: Refundable }, w: WithdrawalRow): RefundFormState {
  const { order, lines, refundable } = data
  const values: Record<string, string> = { withdrawal: String(w.id), note: translate(withdrawalMessages, lang, 'refundNote', { id: String(w.id) }) }
  for (const l of w.lines) {
    const left = refundable.lines.find((r) => r.line === l.line)?.quantity ?? 0
    if (left > 0) values[`qty-${l.line}`] = String(Math.min(l.quantity, left))
  }
  const ordered = lines.filter((l) => l.kind === 'goods').reduce((n, l) => n + l.quantity, 0)
  const withdrawn = w.lines.reduce((n, l) => n + l.quantity, 0)
  if (withdrawn === ordered && refundable.shippingMinor > 0) values.shipping = crowns(lang, refundable.shippingMinor)
  const byCard = order.paymentCode === 'card' && order.paymentStatus === 'approved'
  values.method = byCard ? 'card' : 'transfer'
  if (!byCard && w.account) values.account = w.account
  return { ...freshRefundForm(), values }
}
