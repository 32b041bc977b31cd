/**
 * What a credit note states (ADR 084, zákon 235/2004 Sb. §45): the refund it documents as lines of
 * the original invoice — the goods lines with the pieces refunded, and the shipping and payment
 * amount spread over the order's shipping then payment lines, after what earlier refunds took of
 * them — and the VAT recapitulation by rate, computed as the invoice computes its own
 * (`vatOfLines`). Amounts are what was given back, positive; the PDF prints them negative.
 */
import type { OrderLineRow, OrderRow } from '../checkout.types.js'
import { vatOfLines } from '../order-documents.js'
import type { RefundMethod, RefundRow } from '../refunds/refunds.types.js'
import type { VatPart } from '../tax-document-pdf.js'
import type { CreditNoteRow } from './credit-notes.repository.js'

export interface CreditNoteDoc {
  number: string
  issuedAt: Date
  /** The refund's note: the reason of the correction (a default one is printed when empty). */
  reason: string
  order: OrderRow
  /** The invoice's lines as refunded: `line` is the invoice's line number, the quantity refunded. */
  lines: OrderLineRow[]
  vat: VatPart[]
  totalMinor: number
  method: RefundMethod
  account: string | null
}

/**
 * The credit note `note` of `refund`, given the order, its lines and the order's other refunds
 * (those made before it take their part of the shipping first).
 */
export function creditNoteDoc(note: CreditNoteRow, refund: RefundRow, refunds: RefundRow[], order: OrderRow, orderLines: OrderLineRow[]): CreditNoteDoc {
  const goods = refund.lines.flatMap((r) => {
    const line = orderLines.find((l) => l.line === r.line)
    return line ? [{ ...line, quantity: r.quantity }] : []
  })
  let taken = refunds.filter((r) => r.id < refund.id && r.status !== 'failed').reduce((sum, r) => sum + r.shippingMinor, 0)
  let left = refund.shippingMinor
  const shipping: OrderLineRow[] = []
  for (const line of orderLines.filter((l) => l.kind === 'shipping').concat(orderLines.filter((l) => l.kind === 'payment'))) {
    const worth = line.unitPriceMinor * line.quantity
    const before = Math.min(taken, worth)
    taken -= before
    const part = Math.min(left, worth - before)
    if (part > 0) shipping.push({ ...line, unitPriceMinor: part, quantity: 1 })
    left -= part
  }
  const lines = [...goods, ...shipping]
  return {
    number: note.number,
    issuedAt: note.issuedAt,
    reason: refund.note,
    order,
    lines,
    vat: vatOfLines(lines),
    totalMinor: lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0),
    method: refund.method,
    account: refund.account,
  }
}
