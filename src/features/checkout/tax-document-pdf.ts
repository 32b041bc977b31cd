/**
 * What the invoice (ADR 051) and the credit note (ADR 084) print alike as Czech tax documents: the
 * supplier and customer side by side, a column of facts, the table of lines and the VAT
 * recapitulation by rate. Each draws on a `shopDocument` writer from the top down.
 */
import { orderDocMessages } from '../../i18n/checkout.js'
import { formatPrice, translator, type Lang } from '../../i18n/index.js'
import { fit, GREY, MARGIN, RIGHT, titleAndSides, type shopDocument } from './pdf-layout.js'
import { SELLER } from './seller.js'

type Writer = Awaited<ReturnType<typeof shopDocument>>

/** One printed line: what, how many, the unit price and the line's total incl. VAT, at a rate. */
export interface PrintedLine {
  name: string
  quantity: number
  unitMinor: number
  rate: number
  totalMinor: number
}

/** One VAT rate's part, as `vatOfLines` computes it. */
export interface VatPart {
  rate: number
  baseMinor: number
  vatMinor: number
  totalMinor: number
}

/** The title, then the supplier (with IČO and DIČ) and the customer side by side. */
export function titleAndParties(w: Writer, lang: Lang, title: string, buyer: string[]) {
  const d = translator(orderDocMessages, lang)
  const supplier = [SELLER.name, SELLER.street, `${SELLER.postalCode} ${SELLER.city}`, `IČO: ${SELLER.ico}`, `DIČ: ${SELLER.dic}`, SELLER.email]
  titleAndSides(w, title, [d('invoiceSupplier'), supplier], [d('invoiceCustomer'), buyer])
}

/** Labelled facts, one a row (dates, numbers, how it is paid), and a free line after them. */
export function factRows(w: Writer, facts: [string, string][], after?: string) {
  const { body, heavy, text } = w
  // The values in one column, right of the longest label.
  const at = MARGIN + Math.max(220, ...facts.map(([label]) => body.widthOfTextAtSize(`${label}:`, 9.5) + 12))
  for (const [label, value] of facts) {
    w.room(14)
    text(`${label}:`, MARGIN, w.y, 9.5, body, GREY)
    text(fit(value, heavy, 9.5, RIGHT - at), at, w.y, 9.5, heavy)
    w.y -= 13.5
  }
  if (after) {
    text(fit(after, body, 9.5, RIGHT - MARGIN), MARGIN, w.y, 9.5)
    w.y -= 13.5
  }
  w.y -= 10
}

/** The lines' table: item, quantity, unit price, rate and total, a new page when they run long. */
export function lineTable(w: Writer, lang: Lang, lines: PrintedLine[]) {
  const d = translator(orderDocMessages, lang)
  const price = (m: number) => formatPrice(lang, m)
  const { body, heavy, text, textRight, rule } = w
  const cols = { qty: MARGIN + 300, unit: MARGIN + 385, rate: MARGIN + 430, total: RIGHT }
  text(d('invoiceColItem'), MARGIN, w.y, 8.5, heavy, GREY)
  textRight(d('invoiceColQty'), cols.qty, w.y, 8.5, heavy)
  textRight(d('invoiceColUnit'), cols.unit, w.y, 8.5, heavy)
  textRight(d('invoiceColRate'), cols.rate, w.y, 8.5, heavy)
  textRight(d('invoiceColTotal'), cols.total, w.y, 8.5, heavy)
  rule(w.y - 5)
  w.y -= 18
  for (const l of lines) {
    w.room(16)
    text(fit(l.name, body, 9.5, cols.qty - MARGIN - 40), MARGIN, w.y)
    textRight(String(l.quantity), cols.qty, w.y)
    textRight(price(l.unitMinor), cols.unit, w.y)
    textRight(`${l.rate} %`, cols.rate, w.y)
    textRight(price(l.totalMinor), cols.total, w.y)
    w.y -= 15
  }
  rule(w.y + 8)
  w.y -= 10
}

/** The VAT recapitulation under `heading`: base, VAT and total per rate, each times `sign` (-1 on a credit note). */
export function vatRecap(w: Writer, lang: Lang, vat: VatPart[], sign: 1 | -1 = 1, heading?: string) {
  const d = translator(orderDocMessages, lang)
  const price = (m: number) => formatPrice(lang, sign * m)
  const { heavy, text, textRight } = w
  w.room(40 + vat.length * 14)
  text(heading ?? d('invoiceRecap'), MARGIN, w.y, 10, heavy)
  w.y -= 15
  const recap = { rate: MARGIN + 60, base: MARGIN + 190, vat: MARGIN + 290, total: MARGIN + 400 }
  textRight(d('invoiceRecapRate'), recap.rate, w.y, 8.5, heavy)
  textRight(d('invoiceRecapBase'), recap.base, w.y, 8.5, heavy)
  textRight(d('invoiceRecapVat'), recap.vat, w.y, 8.5, heavy)
  textRight(d('invoiceRecapTotal'), recap.total, w.y, 8.5, heavy)
  w.y -= 14
  for (const v of vat) {
    textRight(`${v.rate} %`, recap.rate, w.y)
    textRight(price(v.baseMinor), recap.base, w.y)
    textRight(price(v.vatMinor), recap.vat, w.y)
    textRight(price(v.totalMinor), recap.total, w.y)
    w.y -= 14
  }
  w.y -= 8
}
