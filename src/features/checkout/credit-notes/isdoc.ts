/**
 * Invoices and credit notes as ISDOC 6.0.2 (ADR 084), the Czech e-invoice format accounting
 * programs import: `DocumentType` 1 for the invoice, 2 for a credit note with the invoice it
 * corrects in `OriginalDocumentReferences`. Written with a small escaping writer of our own.
 *
 * Rules of the standard's implementation notes that the XSD cannot hold, kept here:
 * - a credit note states positive amounts: its type says they are taken off the invoice;
 * - a credit note has no `TaxPointDate` (its VAT date is when the customer receives it);
 * - base + VAT = total in every `TaxSubTotal`, whose sums make `TaxTotal` and the document's
 *   totals; the recapitulation is the invoice's own (`vatOfLines`), and it wins over the lines';
 * - `UUID` names one document forever: derived from the seller and the number, so downloading
 *   a document twice gives the same UUID and an import never takes it for a second document.
 */
import { createHash } from 'node:crypto'
import { xmlEscape } from '../../seo/xml.js'
import type { OrderLineRow, OrderRow } from '../checkout.types.js'
import { DUE_DAYS } from '../invoice-pdf.js'
import { vatIncluded, vatOfLines } from '../order-documents.js'
import { SELLER } from '../seller.js'
import type { CreditNoteDoc } from './credit-note.js'

export const ISDOC_VERSION = '6.0.2'
/** ISDOC has no registered media type: it is served as XML, saved as `.isdoc`. */
export const ISDOC_TYPE = 'application/xml; charset=utf-8'

/** An element: text content escaped, or child elements as written. Empty text is an empty element. */
function x(name: string, content: string | number | string[], attrs: Record<string, string> = {}): string {
  const at = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${xmlEscape(v)}"`)
    .join('')
  const inner = Array.isArray(content) ? content.join('') : xmlEscape(String(content))
  return `<${name}${at}>${inner}</${name}>`
}

/** Haléře as ISDOC's decimal crowns: `12345` → `123.45`. */
const amount = (minor: number) => (minor / 100).toFixed(2)

const pragueDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' })
/** The Prague calendar day of `at`, as `YYYY-MM-DD`. */
const day = (at: Date) => pragueDay.format(at)

/** A stable UUID for the document `key`: a SHA-256 of the seller and the key, shaped as a version 5 UUID. */
export function documentUuid(key: string): string {
  const h = createHash('sha256').update(`${SELLER.dic}:${key}`).digest('hex')
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`.toUpperCase()
}

const invoiceUuid = (order: OrderRow) => documentUuid(`invoice:${order.number}`)

const country = () => x('Country', [x('IdentificationCode', 'CZ'), x('Name', 'Česká republika')])

/** A street as written (`Hradecká 12`, `Nádražní 1234/5a`): the name and the building number apart. */
function streetParts(street: string): [string, string] {
  const m = /^(.*\S)\s+(\d+[\w/-]*)$/.exec(street.trim())
  return m ? [m[1]!, m[2]!] : [street.trim(), '']
}

function supplier() {
  const [street, building] = streetParts(SELLER.street)
  return x('AccountingSupplierParty', [
    x('Party', [
      x('PartyIdentification', [x('ID', SELLER.ico)]),
      x('PartyName', [x('Name', SELLER.name)]),
      x('PostalAddress', [x('StreetName', street), x('BuildingNumber', building), x('CityName', SELLER.city), x('PostalZone', SELLER.postalCode), country()]),
      x('PartyTaxScheme', [x('CompanyID', SELLER.dic), x('TaxScheme', 'VAT')]),
      x('Contact', [x('Telephone', SELLER.phone), x('ElectronicMail', SELLER.email)]),
    ]),
  ])
}

/** The buyer, a consumer: no IČO (an empty `ID`) and no DIČ; no address for a pick-up order (ADR 052). */
function customer(order: OrderRow) {
  const [street, building] = streetParts(order.street)
  return x('AccountingCustomerParty', [
    x('Party', [
      x('PartyIdentification', [x('ID', '')]),
      x('PartyName', [x('Name', order.name)]),
      x('PostalAddress', [x('StreetName', street), x('BuildingNumber', building), x('CityName', order.city), x('PostalZone', order.postalCode), country()]),
      x('Contact', [x('Name', order.name), x('Telephone', order.phone), x('ElectronicMail', order.email)]),
    ]),
  ])
}

const lineName = (l: OrderLineRow) => (l.size ? `${l.nameCs}, ${l.size}` : l.nameCs)

/** One line; `original` names the invoice and its line that a credit note corrects. */
function line(l: OrderLineRow, id: string, original?: { invoice: string; line: number }) {
  const total = l.unitPriceMinor * l.quantity
  const vat = vatIncluded(total, l.vatRate)
  const unitBase = l.unitPriceMinor - vatIncluded(l.unitPriceMinor, l.vatRate)
  return x('InvoiceLine', [
    x('ID', id),
    ...(original ? [x('OriginalDocumentReference', [x('LineID', String(original.line))], { ref: original.invoice })] : []),
    x('InvoicedQuantity', l.quantity, { unitCode: 'ks' }),
    x('LineExtensionAmount', amount(total - vat)),
    x('LineExtensionAmountTaxInclusive', amount(total)),
    x('LineExtensionTaxAmount', amount(vat)),
    x('UnitPrice', amount(unitBase)),
    x('UnitPriceTaxInclusive', amount(l.unitPriceMinor)),
    x('ClassifiedTaxCategory', [x('Percent', l.vatRate), x('VATCalculationMethod', 1), x('VATApplicable', 'true')]),
    x('Item', [x('Description', lineName(l)), ...(l.kind === 'goods' ? [x('SellersItemIdentification', [x('ID', l.sku)])] : [])]),
  ])
}

/** The recapitulation by rate and the document's totals; nothing was paid in advance. */
function totals(lines: Pick<OrderLineRow, 'vatRate' | 'unitPriceMinor' | 'quantity'>[]) {
  const vat = vatOfLines(lines)
  const sum = (k: 'baseMinor' | 'vatMinor' | 'totalMinor') => vat.reduce((s, v) => s + v[k], 0)
  const zero = amount(0)
  return [
    x('TaxTotal', [
      ...vat.map((v) =>
        x('TaxSubTotal', [
          x('TaxableAmount', amount(v.baseMinor)),
          x('TaxAmount', amount(v.vatMinor)),
          x('TaxInclusiveAmount', amount(v.totalMinor)),
          x('AlreadyClaimedTaxableAmount', zero),
          x('AlreadyClaimedTaxAmount', zero),
          x('AlreadyClaimedTaxInclusiveAmount', zero),
          x('DifferenceTaxableAmount', amount(v.baseMinor)),
          x('DifferenceTaxAmount', amount(v.vatMinor)),
          x('DifferenceTaxInclusiveAmount', amount(v.totalMinor)),
          x('TaxCategory', [x('Percent', v.rate), x('TaxScheme', 'VAT'), x('VATApplicable', 'true')]),
        ]),
      ),
      x('TaxAmount', amount(sum('vatMinor'))),
    ]),
    x('LegalMonetaryTotal', [
      x('TaxExclusiveAmount', amount(sum('baseMinor'))),
      x('TaxInclusiveAmount', amount(sum('totalMinor'))),
      x('AlreadyClaimedTaxExclusiveAmount', zero),
      x('AlreadyClaimedTaxInclusiveAmount', zero),
      x('DifferenceTaxExclusiveAmount', amount(sum('baseMinor'))),
      x('DifferenceTaxInclusiveAmount', amount(sum('totalMinor'))),
      x('PayableRoundingAmount', zero),
      x('PaidDepositsAmount', zero),
      x('PayableAmount', amount(sum('totalMinor'))),
    ]),
  ]
}

/** How the invoice is paid: by card, on delivery, or by transfer to the shop's account by the due date. */
function paymentMeans(order: OrderRow, totalMinor: number) {
  const code = order.paymentCode === 'card' ? 48 : order.paymentCode === 'cod' ? 50 : 42
  const [account, bankCode] = SELLER.account.split('/') as [string, string]
  const due = new Date(order.createdAt.getTime() + DUE_DAYS * 86_400_000)
  const details =
    code === 42
      ? [x('Details', [x('PaymentDueDate', day(due)), x('ID', account), x('BankCode', bankCode), x('Name', SELLER.bank), x('IBAN', SELLER.iban), x('BIC', SELLER.bic), x('VariableSymbol', order.number)])]
      : []
  return x('PaymentMeans', [x('Payment', [x('PaidAmount', amount(totalMinor)), x('PaymentMeansCode', code), ...details])])
}

/** The document around its head (type, number, UUID, dates), lines and totals; a credit note adds its note and the invoice it corrects. */
function document(head: string[], order: OrderRow, lines: string[], tail: string[], correction?: { note: string; original: string }) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${x(
    'Invoice',
    [
      ...head,
      x('VATApplicable', 'true'),
      x('ElectronicPossibilityAgreementReference', ''),
      ...(correction ? [correction.note] : []),
      x('LocalCurrencyCode', 'CZK'),
      x('CurrRate', 1),
      x('RefCurrRate', 1),
      supplier(),
      customer(order),
      x('OrderReferences', [x('OrderReference', [x('SalesOrderID', order.number), x('IssueDate', day(order.createdAt))])]),
      ...(correction ? [correction.original] : []),
      x('InvoiceLines', lines),
      ...tail,
    ],
    { xmlns: 'http://isdoc.cz/namespace/2013', version: ISDOC_VERSION },
  )}\n`
}

/** The order's invoice (its number is the order's): every line, discounts included, as the PDF states them. */
export function invoiceIsdoc(order: OrderRow, lines: OrderLineRow[]): string {
  const head = [x('DocumentType', 1), x('ID', order.number), x('UUID', invoiceUuid(order)), x('IssuingSystem', SELLER.name), x('IssueDate', day(order.createdAt)), x('TaxPointDate', day(order.createdAt))]
  const total = vatOfLines(lines).reduce((s, v) => s + v.totalMinor, 0)
  return document(head, order, lines.map((l) => line(l, String(l.line))), [...totals(lines), paymentMeans(order, total)])
}

/** A credit note: the refunded lines in positive amounts, the invoice it corrects, the reason as its note. */
export function creditNoteIsdoc(doc: CreditNoteDoc, defaultReason: string): string {
  const { order } = doc
  const head = [x('DocumentType', 2), x('ID', doc.number), x('UUID', documentUuid(`credit-note:${doc.number}`)), x('IssuingSystem', SELLER.name), x('IssueDate', day(doc.issuedAt))]
  const note = x('Note', doc.reason || defaultReason)
  const original = x('OriginalDocumentReferences', [x('OriginalDocumentReference', [x('ID', order.number), x('IssueDate', day(order.createdAt)), x('UUID', invoiceUuid(order))], { id: order.number })])
  return document(head, order, doc.lines.map((l, i) => line(l, String(i + 1), { invoice: order.number, line: l.line })), totals(doc.lines), { note, original })
}
