/**
 * What an order says in text: the confirmation e-mail (§1827: the contract, the terms and the
 * withdrawal form in text form) and the invoice (zákon 235/2004 Sb. §29), both in the order's
 * language, from the order's own copied lines and prices.
 */
import { checkoutMessages, orderDocMessages } from '../../i18n/checkout.js'
import { formatDate, formatPrice, translate, translator, type Lang } from '../../i18n/index.js'
import { mailMessages } from '../../i18n/mail.js'
import { legalText } from '../../i18n/legal.js'
import { paths } from '../../ui/paths.js'
import type { Mail } from '../mail/mail.types.js'
import type { OrderLineRow, OrderRow } from './checkout.types.js'
import { paymentOf, shippingOf } from './methods.js'
import { SELLER, sellerLines } from './seller.js'
import type { CreditNoteDoc } from './credit-notes/credit-note.js'

export const sellerFacts = () => ({
  name: SELLER.name,
  address: `${SELLER.street}, ${SELLER.postalCode} ${SELLER.city}`,
  ico: SELLER.ico,
  dic: SELLER.dic,
  email: SELLER.email,
  phone: SELLER.phone,
})

export const lineName = (lang: Lang, l: OrderLineRow) => {
  const name = lang === 'cs' ? l.nameCs : l.nameEn
  return l.size ? `${name}, ${l.size}` : name
}

/** The VAT within an amount that includes it at `rate` percent, rounded half up to the haléř. */
export const vatIncluded = (totalMinor: number, rate: number) => Math.round((totalMinor * rate) / (100 + rate))

/** VAT per rate of the order's lines, highest rate first. */
export function vatOfLines(lines: Pick<OrderLineRow, 'vatRate' | 'unitPriceMinor' | 'quantity'>[]) {
  const byRate = new Map<number, number>()
  for (const l of lines) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + l.unitPriceMinor * l.quantity)
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, totalMinor]) => {
      const vatMinor = vatIncluded(totalMinor, rate)
      return { rate, totalMinor, vatMinor, baseMinor: totalMinor - vatMinor }
    })
}

function summaryLines(lang: Lang, order: OrderRow, lines: OrderLineRow[]) {
  const d = translator(orderDocMessages, lang)
  const price = (m: number) => formatPrice(lang, m)
  return [
    ...lines.map((l) => d('itemLine', { name: lineName(lang, l), quantity: l.quantity, unit: price(l.unitPriceMinor), rate: l.vatRate, total: price(l.unitPriceMinor * l.quantity) })),
    '',
    d('total', { total: price(order.totalMinor) }),
    ...vatOfLines(lines).map((v) => d('vatLine', { base: price(v.baseMinor), rate: v.rate, vat: price(v.vatMinor) })),
    d('vatTotal', { vat: price(order.vatMinor) }),
  ]
}

/** The buyer: the address only when the shipping went to one (pick-up orders keep none, ADR 052). */
export const buyerLines = (o: OrderRow) => [o.name, ...(o.street ? [o.street, `${o.postalCode} ${o.city}`] : []), o.phone, o.email]

/** Where the order is collected, when it is not delivered to the buyer's address. */
export function deliveryLine(lang: Lang, o: OrderRow): string | undefined {
  const d = translator(orderDocMessages, lang)
  if (o.pickupPointId && o.pickupPointAddress) return d('pickupPoint', { id: o.pickupPointId, address: o.pickupPointAddress })
  if (o.shippingCode === 'pickup') return d('pickupShop', { address: `${SELLER.street}, ${SELLER.postalCode} ${SELLER.city}` })
  return undefined
}

const addressLines = (lang: Lang, o: OrderRow) => {
  const where = deliveryLine(lang, o)
  return where ? [...buyerLines(o), where] : buyerLines(o)
}

function paymentText(lang: Lang, order: OrderRow, orderUrl: string) {
  const d = translator(orderDocMessages, lang)
  const amount = formatPrice(lang, order.totalMinor)
  if (order.paymentCode === 'transfer') return d('payTransfer', { amount, account: SELLER.account, iban: SELLER.iban, vs: order.number, link: orderUrl })
  if (order.paymentCode === 'card') return d('payCard', { link: orderUrl })
  return d('payCod', { amount })
}

/** The confirmation e-mail, in the order's language; `origin` makes its links absolute. */
export function confirmationMail(origin: string) {
  return (order: OrderRow, lines: OrderLineRow[]): Mail => {
    const lang = order.lang
    const d = translator(orderDocMessages, lang)
    const t = translator(checkoutMessages, lang)
    const orderUrl = origin + paths.order(lang, order.number)
    const withdrawal = legalText('withdrawal', lang, sellerFacts())
    const shipping = shippingOf(order.shippingCode)
    const payment = paymentOf(order.paymentCode)
    const text = [
      translate(mailMessages, lang, 'greeting'),
      '',
      d('mailLead'),
      '',
      d('orderNumber', { number: order.number }),
      d('date', { date: formatDate(lang, order.createdAt) }),
      '',
      `${d('seller')}:`,
      ...sellerLines(),
      '',
      `${d('buyer')}:`,
      ...addressLines(lang, order),
      '',
      `${d('items')}:`,
      ...summaryLines(lang, order, lines),
      '',
      `${t('shippingLine')}: ${shipping?.name[lang] ?? order.shippingCode}`,
      `${d('payment')}: ${payment?.name[lang] ?? order.paymentCode}`,
      paymentText(lang, order, orderUrl),
      '',
      d('links', { terms: origin + paths.terms(lang), complaints: origin + paths.complaints(lang), order: orderUrl }),
      '',
      `${withdrawal.title}`,
      ...withdrawal.sections.flatMap((s) => ['', s.heading, ...s.paragraphs]),
      '',
      '--',
      SELLER.name,
      SELLER.email,
    ].join('\n')
    return { to: order.email, subject: d('mailSubject', { number: order.number }), text: `${text}\n` }
  }
}

/**
 * The invoice (daňový doklad) as a PDF with Czech glyphs, laid out in invoice-pdf.ts. pdf-lib,
 * fontkit and unpdf hold about 45 MB of a node's memory once loaded (ADR 014): only an invoice
 * asked for loads them.
 */
export async function invoicePdf(lang: Lang, order: OrderRow, lines: OrderLineRow[]): Promise<Uint8Array> {
  const { invoiceDocument } = await import('./invoice-pdf.js')
  return invoiceDocument(lang, order, lines, { lineName: (l) => lineName(lang, l), buyer: buyerLines(order), delivery: deliveryLine(lang, order), vat: vatOfLines(lines) })
}

/** A credit note (ADR 084) as a PDF; like the invoice, loads the PDF modules only when asked for. */
export async function creditNotePdf(lang: Lang, doc: CreditNoteDoc): Promise<Uint8Array> {
  const { creditNoteDocument } = await import('./credit-notes/credit-note-pdf.js')
  return creditNoteDocument(lang, doc)
}
