/**
 * The invoice as a Czech tax document (zákon 235/2004 Sb. §29, ADR 051): supplier and customer
 * blocks with IČO and DIČ, the dates of issue, of the taxable supply and the due date, the
 * variable symbol, a table of the lines, the VAT recapitulation by rate, the total, and for an
 * unpaid bank transfer the QR payment (SPAYD). One A4 page as long as the lines fit; more follow.
 */
import { rgb } from 'pdf-lib'
import QRCode from 'qrcode'
import { orderDocMessages } from '../../i18n/checkout.js'
import { formatDate, formatPrice, translator, type Lang } from '../../i18n/index.js'
import type { OrderLineRow, OrderRow } from './checkout.types.js'
import { paymentOf, shippingOf } from './methods.js'
import { MARGIN, RIGHT, shopDocument } from './pdf-layout.js'
import { factRows, lineTable, titleAndParties, vatRecap, type VatPart } from './tax-document-pdf.js'
import { SELLER, spayd } from './seller.js'

/** Days a bank transfer has to arrive (the terms' due date). */
export const DUE_DAYS = 14

export interface InvoiceParts {
  lineName: (l: OrderLineRow) => string
  buyer: string[]
  delivery: string | undefined
  vat: VatPart[]
}

export async function invoiceDocument(lang: Lang, order: OrderRow, lines: OrderLineRow[], parts: InvoiceParts): Promise<Uint8Array> {
  const d = translator(orderDocMessages, lang)
  const price = (m: number) => formatPrice(lang, m)
  const title = d('invoiceTitle', { number: order.number })
  const w = await shopDocument(title, lang, order.createdAt)
  const { heavy, text, textRight, room } = w
  const page = () => w.page

  titleAndParties(w, lang, title, parts.buyer)
  // Dates, the variable symbol and how it is paid and delivered.
  const due = new Date(order.createdAt.getTime() + DUE_DAYS * 86_400_000)
  factRows(
    w,
    [
      [d('invoiceIssued'), formatDate(lang, order.createdAt)],
      [d('invoiceTaxable'), formatDate(lang, order.createdAt)],
      [d('invoiceDueDate'), formatDate(lang, due)],
      [d('invoiceVsLabel'), order.number],
      [d('invoiceOrder'), order.number],
      [d('invoicePayment'), paymentOf(order.paymentCode)?.name[lang] ?? order.paymentCode],
      [d('invoiceShipping'), shippingOf(order.shippingCode)?.name[lang] ?? order.shippingCode],
      ...(order.paymentCode === 'transfer' ? ([[d('invoiceAccount'), SELLER.account], ['IBAN', SELLER.iban]] as [string, string][]) : []),
    ],
    parts.delivery,
  )
  lineTable(
    w,
    lang,
    lines.map((l) => ({ name: parts.lineName(l), quantity: l.quantity, unitMinor: l.unitPriceMinor, rate: l.vatRate, totalMinor: l.unitPriceMinor * l.quantity })),
  )
  vatRecap(w, lang, parts.vat)

  // The total, and what is left to pay.
  room(60)
  const paid = order.status !== 'new' && order.status !== 'cancelled'
  textRight(`${d('invoiceTotalDue')}: ${price(order.totalMinor)}`, RIGHT, w.y, 13, heavy)
  w.y -= 18
  if (paid) {
    // A test payment (ADR 046) moved no money: the invoice must not say it was paid.
    textRight(d(order.testPayment ? 'invoiceTestPaymentNote' : 'invoicePaidNote'), RIGHT, w.y, 10)
    w.y -= 16
  }

  // The QR payment for a bank transfer not yet paid.
  if (order.paymentCode === 'transfer' && order.status === 'new') {
    const qr = QRCode.create(spayd(order.totalMinor, order.number), { errorCorrectionLevel: 'M' })
    const size = qr.modules.size
    const cell = 110 / size
    room(140)
    const top = w.y
    for (let r = 0; r < size; r++)
      for (let c = 0; c < size; c++)
        if (qr.modules.get(r, c)) page().drawRectangle({ x: MARGIN + c * cell, y: top - (r + 1) * cell, width: cell, height: cell, color: rgb(0, 0, 0) })
    text(d('invoiceQr'), MARGIN + 120, top - 12, 10, heavy)
    text(`${d('invoiceVsLabel')}: ${order.number}`, MARGIN + 120, top - 27)
    text(`IBAN ${SELLER.iban}`, MARGIN + 120, top - 41)
    w.y = top - 120
  }

  return w.save((page, pages) => d('invoicePage', { page, pages }))
}
