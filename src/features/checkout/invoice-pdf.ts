/**
 * The invoice as a Czech tax document (zákon 235/2004 Sb. §29, ADR 051): supplier and customer
 * blocks with IČO and DIČ, the dates of issue, of the taxable supply and the due date, the
 * variable symbol, a table of the lines, the VAT recapitulation by rate, the total, and for an
 * unpaid bank transfer the QR payment (SPAYD). One A4 page as long as the lines fit; more follow.
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import QRCode from 'qrcode'
import { fonts } from '../../db/seed/pdf.js'
import { orderDocMessages } from '../../i18n/checkout.js'
import { formatDate, formatPrice, translator, type Lang } from '../../i18n/index.js'
import type { OrderLineRow, OrderRow } from './checkout.types.js'
import { paymentOf, shippingOf } from './methods.js'
import { SELLER, spayd } from './seller.js'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 48
const RIGHT = A4[0] - MARGIN
const BOTTOM = MARGIN + 20
/** Days a bank transfer has to arrive (the terms' due date). */
export const DUE_DAYS = 14
const INK = rgb(0.1, 0.12, 0.1)
const GREY = rgb(0.4, 0.4, 0.4)
const RULE = rgb(0.75, 0.75, 0.75)

export interface InvoiceParts {
  lineName: (l: OrderLineRow) => string
  buyer: string[]
  delivery: string | undefined
  vat: { rate: number; totalMinor: number; vatMinor: number; baseMinor: number }[]
}

/** The part of `text` that fits `width`, with an ellipsis when cut. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text
  let cut = text
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1)
  return `${cut}…`
}

export async function invoiceDocument(lang: Lang, order: OrderRow, lines: OrderLineRow[], parts: InvoiceParts): Promise<Uint8Array> {
  const d = translator(orderDocMessages, lang)
  const price = (m: number) => formatPrice(lang, m)
  const { kit, regular, bold } = fonts()
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(kit)
  const body = await doc.embedFont(regular, { subset: true, customName: 'DejaVuSans' })
  const heavy = await doc.embedFont(bold, { subset: true, customName: 'DejaVuSans-Bold' })
  const title = d('invoiceTitle', { number: order.number })
  doc.setTitle(title)
  doc.setAuthor(SELLER.name)
  doc.setSubject(title)
  doc.setLanguage(lang === 'cs' ? 'cs-CZ' : 'en-GB')
  doc.setCreator(SELLER.name)
  doc.setCreationDate(order.createdAt)
  doc.setModificationDate(order.createdAt)

  let page: PDFPage = doc.addPage(A4)
  let y = A4[1] - MARGIN
  const text = (s: string, x: number, at: number, size = 9.5, font = body, color = INK) => page.drawText(s, { x, y: at, size, font, color })
  const textRight = (s: string, right: number, at: number, size = 9.5, font = body) => text(s, right - font.widthOfTextAtSize(s, size), at, size, font)
  const rule = (at: number) => page.drawLine({ start: { x: MARGIN, y: at }, end: { x: RIGHT, y: at }, thickness: 0.6, color: RULE })
  const room = (needed: number) => {
    if (y - needed >= BOTTOM) return
    page = doc.addPage(A4)
    y = A4[1] - MARGIN
  }

  // Title and the document's number.
  y -= 18
  text(title, MARGIN, y, 16, heavy)
  y -= 26

  // Supplier and customer side by side.
  const half = (RIGHT - MARGIN) / 2
  const block = (heading: string, rows: string[], x: number) => {
    let at = y
    text(heading.toUpperCase(), x, at, 8, heavy, GREY)
    at -= 14
    rows.forEach((r, i) => {
      text(fit(r, i === 0 ? heavy : body, 10, half - 16), x, at, 10, i === 0 ? heavy : body)
      at -= 13.5
    })
    return at
  }
  const supplier = [SELLER.name, SELLER.street, `${SELLER.postalCode} ${SELLER.city}`, `IČO: ${SELLER.ico}`, `DIČ: ${SELLER.dic}`, SELLER.email]
  y = Math.min(block(d('invoiceSupplier'), supplier, MARGIN), block(d('invoiceCustomer'), parts.buyer, MARGIN + half)) - 8
  rule(y + 4)
  y -= 12

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
    text(`${label}:`, MARGIN, y, 9.5, body, GREY)
    text(fit(value, heavy, 9.5, RIGHT - MARGIN - 220), MARGIN + 220, y, 9.5, heavy)
    y -= 13.5
  }
  if (parts.delivery) {
    text(fit(parts.delivery, body, 9.5, RIGHT - MARGIN), MARGIN, y, 9.5)
    y -= 13.5
  }
  y -= 10

  // The lines.
  const cols = { qty: MARGIN + 300, unit: MARGIN + 385, rate: MARGIN + 430, total: RIGHT }
  const head = () => {
    text(d('invoiceColItem'), MARGIN, y, 8.5, heavy, GREY)
    textRight(d('invoiceColQty'), cols.qty, y, 8.5, heavy)
    textRight(d('invoiceColUnit'), cols.unit, y, 8.5, heavy)
    textRight(d('invoiceColRate'), cols.rate, y, 8.5, heavy)
    textRight(d('invoiceColTotal'), cols.total, y, 8.5, heavy)
    rule(y - 5)
    y -= 18
  }
  head()
  for (const l of lines) {
    room(16)
    text(fit(parts.lineName(l), body, 9.5, cols.qty - MARGIN - 40), MARGIN, y)
    textRight(String(l.quantity), cols.qty, y)
    textRight(price(l.unitPriceMinor), cols.unit, y)
    textRight(`${l.vatRate} %`, cols.rate, y)
    textRight(price(l.unitPriceMinor * l.quantity), cols.total, y)
    y -= 15
  }
  rule(y + 8)
  y -= 10

  // The VAT recapitulation by rate.
  room(40 + parts.vat.length * 14)
  text(d('invoiceRecap'), MARGIN, y, 10, heavy)
  y -= 15
  const recap = { rate: MARGIN + 60, base: MARGIN + 190, vat: MARGIN + 290, total: MARGIN + 400 }
  textRight(d('invoiceRecapRate'), recap.rate, y, 8.5, heavy)
  textRight(d('invoiceRecapBase'), recap.base, y, 8.5, heavy)
  textRight(d('invoiceRecapVat'), recap.vat, y, 8.5, heavy)
  textRight(d('invoiceRecapTotal'), recap.total, y, 8.5, heavy)
  y -= 14
  for (const v of parts.vat) {
    textRight(`${v.rate} %`, recap.rate, y)
    textRight(price(v.baseMinor), recap.base, y)
    textRight(price(v.vatMinor), recap.vat, y)
    textRight(price(v.totalMinor), recap.total, y)
    y -= 14
  }
  y -= 8

  // The total, and what is left to pay.
  room(60)
  const paid = order.status !== 'new' && order.status !== 'cancelled'
  textRight(`${d('invoiceTotalDue')}: ${price(order.totalMinor)}`, RIGHT, y, 13, heavy)
  y -= 18
  if (paid) {
    // A test payment (ADR 046) moved no money: the invoice must not say it was paid.
    textRight(d(order.testPayment ? 'invoiceTestPaymentNote' : 'invoicePaidNote'), RIGHT, y, 10)
    y -= 16
  }

  // The QR payment for a bank transfer not yet paid.
  if (order.paymentCode === 'transfer' && order.status === 'new') {
    const qr = QRCode.create(spayd(order.totalMinor, order.number), { errorCorrectionLevel: 'M' })
    const size = qr.modules.size
    const cell = 110 / size
    room(140)
    const top = y
    for (let r = 0; r < size; r++)
      for (let c = 0; c < size; c++)
        if (qr.modules.get(r, c)) page.drawRectangle({ x: MARGIN + c * cell, y: top - (r + 1) * cell, width: cell, height: cell, color: rgb(0, 0, 0) })
    text(d('invoiceQr'), MARGIN + 120, top - 12, 10, heavy)
    text(`${d('invoiceVsLabel')}: ${order.number}`, MARGIN + 120, top - 27)
    text(`IBAN ${SELLER.iban}`, MARGIN + 120, top - 41)
    y = top - 120
  }

  const pages = doc.getPages()
  pages.forEach((p, i) => p.drawText(d('invoicePage', { page: i + 1, pages: pages.length }), { x: MARGIN, y: MARGIN - 12, size: 8, font: body, color: GREY }))
  return doc.save({ useObjectStreams: true, objectsPerTick: Number.POSITIVE_INFINITY })
}
