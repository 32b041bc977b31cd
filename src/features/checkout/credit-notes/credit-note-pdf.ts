/**
 * The credit note (opravný daňový doklad, ADR 084) as a PDF, laid out like the invoice: what §45
 * of the VAT act (zákon 235/2004 Sb.) asks of it — the supplier and the customer, this document's
 * number and the original invoice's, the reason, and the differences in the tax base, the VAT and
 * the price (each line and the recapitulation by rate, negative: they are taken off the invoice) —
 * with its date of issue, the original supply's date and how the money went back.
 */
import { orderDocMessages } from '../../../i18n/checkout.js'
import { formatDate, formatPrice, translator, type Lang } from '../../../i18n/index.js'
import { buyerLines, lineName } from '../order-documents.js'
import { RIGHT, shopDocument } from '../pdf-layout.js'
import { factRows, lineTable, titleAndParties, vatRecap } from '../tax-document-pdf.js'
import type { CreditNoteDoc } from './credit-note.js'

export async function creditNoteDocument(lang: Lang, doc: CreditNoteDoc): Promise<Uint8Array> {
  const d = translator(orderDocMessages, lang)
  const { order } = doc
  const title = d('creditNoteTitle', { number: doc.number })
  const w = await shopDocument(title, lang, doc.issuedAt)
  titleAndParties(w, lang, title, buyerLines(order))
  factRows(w, [
    [d('creditNoteNumber'), doc.number],
    [d('creditNoteOriginal'), order.number],
    [d('creditNoteIssued'), formatDate(lang, doc.issuedAt)],
    [d('creditNoteOriginalDate'), formatDate(lang, order.createdAt)],
    [d('invoiceOrder'), order.number],
    [d('creditNoteReason'), doc.reason || d('creditNoteDefaultReason')],
    [d('creditNoteRefund'), doc.method === 'card' ? d('creditNoteByCard') : d('creditNoteByTransfer', { account: doc.account ?? '' })],
  ])
  lineTable(
    w,
    lang,
    doc.lines.map((l) => ({ name: lineName(lang, l), quantity: -l.quantity, unitMinor: l.unitPriceMinor, rate: l.vatRate, totalMinor: -l.unitPriceMinor * l.quantity })),
  )
  vatRecap(w, lang, doc.vat, -1, d('creditNoteRecap'))
  w.room(30)
  w.textRight(`${d('creditNoteTotal')}: ${formatPrice(lang, -doc.totalMinor)}`, RIGHT, w.y, 13, w.heavy)
  w.y -= 18
  return w.save((page, pages) => d('invoicePage', { page, pages }))
}
