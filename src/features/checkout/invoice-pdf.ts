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
import { fit, GREY, MARGIN, RIGHT, shopDocument } from './pdf-layout.js'
import { SELLER, spayd } from './seller.js'

/** Days a bank transfer has to arrive (the terms' due date). */
export const DUE_DAYS = 14

export interface InvoiceParts {
  lineName: (l: OrderLineRow) => string
  buyer: string[]
  delivery: string | undefined
  vat: { rate: number; totalMinor: number; vatMinor: number; baseMinor: number }[]
}

export async function invoiceDocument(lang: Lang, order: OrderRow, lines: OrderLineRow[], parts: InvoiceParts): Promise<Uint8Array> {
  const d = translator(orderDocMessages, lang)
  const price = (m: number) => formatPrice(lang, m)
  const title = d('invoiceTitle', { number: order.number })
  const w = await shopDocument(title, lang, order.createdAt)
  const { body, heavy, text, textRight, rule, room } = w
  const page = () => w.page

  // Title and the document's number.
  w.y -= 18
  text(title, MARGIN, w.y, 16, heavy)
  w.y -= 26

  // Supplier and customer side by side.
  const half = (RIGHT - MARGIN) / 2
  const block = (heading: string, rows: string[], x: number) => {
    let at = w.y
    text(heading.toUpperCase(), x, at, 8, heavy, GREY)
    at -= 14
    rows.forEach((r, i) => {
      text(fit(r, i === 0 ? heavy : body, 10, half - 16), x, at, 10, i === 0 ? heavy : body)
      at -= 13.5
    })
    return at
  }
  const supplier = [SELLER.name, SELLER.street, `${SELLER.postalCode} ${SELLER.city}`, `IČO: ${SELLER.ico}`, `DIČ: ${SELLER.dic}`, SELLER.email]
  w.y = Math.min(block(d('invoiceSupplier'), supplier, MARGIN), block(d('invoiceCustomer'), parts.buyer, MARGIN + half)) - 8
  rule(w.y + 4)
  w.y -= 12

  // Dates, the variable symbol and how it is paid and delivered.
  const due = new Date(order.createdAt.getTime() + DUE_DAYS * 86_400_000)
  const facts: [string, string][] = [
    [d('invoiceIssued'), formatDate(lang, order.createdAt)],
    [d('invoiceTaxable'), formatDate(lang, order.createdAt)],
    [d('invoiceDueDate'), formatDate(lang, due)],
    [d('invoiceVsLabel'), order.number],
    [d('invoiceOrder'), order.number],
    [d('invoicePayment'), paymentOf(order.paymentCode)?.name[lang] ?? order.paymentCode],
    [d('invoiceShipping'), shippingOf(order.shippingCode)?.name[lang] ?? order.shippingCode],
    ...(order.paymentCode === 'transfer' ? ([[d('invoiceAccount'), SELLER.account], ['IBAN', SELLER.iban]] as [string, string][]) : []),
  ]
  for (const [label, value] of facts) {
    text(`${label}:`, MARGIN, w.y, 9.5, body, GREY)
    text(fit(value, heavy, 9.5, RIGHT - MARGIN - 220), MARGIN + 220, w.y, 9.5, heavy)
    w.y -= 13.5
  }
  if (parts.delivery) {
    text(fit(parts.delivery, body, 9.5, RIGHT - MARGIN), MARGIN, w.y, 9.5)
    w.y -= 13.5
  }
  w.y -= 10

  // The lines.
  const cols = { qty: MARGIN + 300, unit: MARGIN + 385, rate: MARGIN + 430, total: RIGHT }
  const head = () => {
    text(d('invoiceColItem'), MARGIN, w.y, 8.5, heavy, GREY)
    textRight(d('invoiceColQty'), cols.qty, w.y, 8.5, heavy)
    textRight(d('invoiceColUnit'), cols.unit, w.y, 8.5, heavy)
    textRight(d('invoiceColRate'), cols.rate, w.y, 8.5, heavy)
    textRight(d('invoiceColTotal'), cols.total, w.y, 8.5, heavy)
    rule(w.y - 5)
    w.y -= 18
  }
  head()
  for (const l of lines) {
    room(16)
    text(fit(parts.lineName(l), body, 9.5, cols.qty - MARGIN - 40), MARGIN, w.y)
    textRight(String(l.quantity), cols.qty, w.y)
    textRight(price(l.unitPriceMinor), cols.unit, w.y)
    textRight(`${l.vatRate} %`, cols.rate, w.y)
    textRight(price(l.unitPriceMinor * l.quantity), cols.total, w.y)
    w.y -= 15
  }
  rule(w.y + 8)
  w.y -= 10

  // The VAT recapitulation by rate.
  room(40 + parts.vat.length * 14)
  text(d('invoiceRecap'), MARGIN, w.y, 10, heavy)
  w.y -= 15
  const recap = { rate: MARGIN + 60, base: MARGIN + 190, vat: MARGIN + 290, total: MARGIN + 400 }
  textRight(d('invoiceRecapRate'), recap.rate, w.y, 8.5, heavy)
  textRight(d('invoiceRecapBase'), recap.base, w.y, 8.5, heavy)
  textRight(d('invoiceRecapVat'), recap.vat, w.y, 8.5, heavy)
  textRight(d('invoiceRecapTotal'), recap.total, w.y, 8.5, heavy)
  w.y -= 14
  for (const v of parts.vat) {
    textRight(`${v.rate} %`, recap.rate, w.y)
    textRight(price(v.baseMinor), recap.base, w.y)
    textRight(price(v.vatMinor), recap.vat, w.y)
    textRight(price(v.totalMinor), recap.total, w.y)
    w.y -= 14
  }
  w.y -= 8

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
