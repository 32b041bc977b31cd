/**
 * The packing slip (issue 26, ADR 071): what goes in the parcel, for the person packing it and
 * the one opening it — the order's number and date, the sender and the recipient (the delivery
 * address or pick-up point), the shipping method and the parcel's number when set, and the goods
 * by SKU and quantity with a box to tick. No prices: a parcel may be a gift, and the invoice is
 * the customer's own download.
 */
import { orderDocMessages } from '../../i18n/checkout.js'
import { formatDate, translator, type Lang } from '../../i18n/index.js'
import type { OrderLineRow, OrderRow } from './checkout.types.js'
import { shippingOf } from './methods.js'
import { buyerLines, deliveryLine, lineName } from './order-documents.js'
import { fit, GREY, MARGIN, RIGHT, shopDocument, titleAndSides } from './pdf-layout.js'
import { SELLER } from './seller.js'
import { CARRIER, type Shipment } from './shipment.js'

export async function packingSlipPdf(lang: Lang, order: OrderRow, lines: OrderLineRow[], shipment: Shipment | undefined, withdrawalUrl: string): Promise<Uint8Array> {
  const d = translator(orderDocMessages, lang)
  const title = d('packingTitle', { number: order.number })
  const w = await shopDocument(title, lang, order.createdAt)
  const { body, heavy, text, textRight, rule, room } = w

  // Sender and recipient side by side (the recipient's phone and e-mail are for the carrier).
  const sender = [SELLER.name, SELLER.street, `${SELLER.postalCode} ${SELLER.city}`, SELLER.email]
  const where = deliveryLine(lang, order)
  titleAndSides(w, title, [d('packingFrom'), sender], [d('packingShipTo'), where ? [...buyerLines(order), where] : buyerLines(order)])

  const facts: [string, string][] = [
    [d('invoiceOrder'), order.number],
    [d('packingOrdered'), formatDate(lang, order.createdAt)],
    [d('invoiceShipping'), shippingOf(order.shippingCode)?.name[lang] ?? order.shippingCode],
    ...(shipment ? ([[CARRIER[shipment.carrier].name[lang], shipment.trackingNumber]] as [string, string][]) : []),
  ]
  for (const [label, value] of facts) {
    text(`${label}:`, MARGIN, w.y, 9.5, body, GREY)
    text(fit(value, heavy, 9.5, RIGHT - MARGIN - 160), MARGIN + 160, w.y, 9.5, heavy)
    w.y -= 13.5
  }
  w.y -= 10

  const goods = lines.filter((l) => l.kind === 'goods')
  const cols = { item: MARGIN + 110, qty: RIGHT - 70, packed: RIGHT }
  const head = () => {
    text(d('packingColSku'), MARGIN, w.y, 8.5, heavy, GREY)
    text(d('invoiceColItem'), cols.item, w.y, 8.5, heavy, GREY)
    textRight(d('invoiceColQty'), cols.qty, w.y, 8.5, heavy)
    textRight(d('packingColPacked'), cols.packed, w.y, 8.5, heavy)
    rule(w.y - 5)
    w.y -= 18
  }
  head()
  for (const l of goods) {
    room(18)
    text(fit(l.sku, body, 9.5, cols.item - MARGIN - 8), MARGIN, w.y)
    text(fit(lineName(lang, l), body, 9.5, cols.qty - cols.item - 40), cols.item, w.y)
    textRight(String(l.quantity), cols.qty, w.y, 10.5, heavy)
    w.page.drawRectangle({ x: cols.packed - 12, y: w.y - 2, width: 11, height: 11, borderColor: GREY, borderWidth: 0.8 })
    w.y -= 18
  }
  rule(w.y + 10)
  w.y -= 8
  room(40)
  textRight(d('packingCount', { count: goods.reduce((n, l) => n + l.quantity, 0) }), RIGHT, w.y, 10, heavy)
  w.y -= 24
  text(fit(d('packingThanks', { url: withdrawalUrl }), body, 9, RIGHT - MARGIN), MARGIN, w.y, 9, body, GREY)

  return w.save((page, pages) => d('invoicePage', { page, pages }))
}
