/**
 * ISDOC of invoices and credit notes (ADR 084) and what a credit note states: every document
 * written here is validated against the standard's XSD; the credit note's lines, the spread of a
 * refunded shipping amount and its VAT recapitulation by rate, computed as the invoice's.
 */
import { describe, expect, it } from 'vitest'
import { isdocSchemaErrors } from '../../../../tests/support/isdoc-schema.js'
import type { OrderLineRow, OrderRow } from '../checkout.types.js'
import { vatOfLines } from '../order-documents.js'
import type { RefundRow } from '../refunds/refunds.types.js'
import { creditNoteDoc } from './credit-note.js'
import { creditNoteIsdoc, documentUuid, invoiceIsdoc } from './isdoc.js'

const order: OrderRow = {
  id: 7,
  number: '2026000042',
  status: 'paid',
  createdAt: new Date('2026-03-14T23:30:00Z'),
  testPayment: false,
  owner: 'user:1',
  userId: 1,
  lang: 'cs',
  email: 'eva@example.cz',
  name: 'Eva <Kupující> & syn',
  phone: '777 123 456',
  street: 'Hradecká 12',
  city: 'Dubová Hora',
  postalCode: '50003',
  shippingCode: 'ppl',
  paymentCode: 'transfer',
  paymentStatus: 'none',
  totalMinor: 0,
  vatMinor: 0,
  shippingMinor: 89_00,
  paymentMinor: 30_00,
  pickupPointId: null,
  pickupPointAddress: null,
  discountCode: 'VITEJTE10',
  discountMinor: 0,
}

const line = (n: number, kind: OrderLineRow['kind'], unitPriceMinor: number, vatRate: number, quantity = 1, size: string | null = null): OrderLineRow => ({
  line: n,
  kind,
  variantId: null,
  sku: `QF-${n}`,
  nameCs: `Položka ${n}`,
  nameEn: `Item ${n}`,
  size,
  category: 'Test',
  unitPriceMinor,
  vatRate,
  quantity,
})

/** 21 %, 12 % and 0 % goods, shipping and the cash-on-delivery fee, and a 10 % code as a negative line per rate. */
const lines = [line(1, 'goods', 250_00, 21, 2, 'M'), line(2, 'goods', 99_90, 12), line(3, 'goods', 300_00, 0), line(4, 'shipping', 89_00, 21), line(5, 'payment', 30_00, 21), line(6, 'discount', -50_00, 21), line(7, 'discount', -9_99, 12), line(8, 'discount', -30_00, 0)]
const total = lines.reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0)
const paid = { ...order, totalMinor: total, discountMinor: 89_99 }

const refund = (over: Partial<RefundRow>): RefundRow => ({ id: 1, orderId: 7, shippingMinor: 0, totalMinor: 0, method: 'transfer', account: '19-2000145399/0800', providerRef: null, status: 'succeeded', note: '', createdAt: new Date('2026-03-20T10:00:00Z'), by: null, lines: [], restock: false, ...over })

const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1])

describe('ISDOC', () => {
  it('an invoice with 21, 12 and 0 % lines, shipping, payment and a discount code is valid against the XSD and sums as the PDF', async () => {
    const xml = invoiceIsdoc(paid, lines)
    expect(await isdocSchemaErrors(xml)).toEqual([])
    expect(tag(xml, 'DocumentType')).toEqual(['1'])
    // The Prague day of an order placed just before midnight UTC on the 14th.
    expect(tag(xml, 'IssueDate')[0]).toBe('2026-03-15')
    expect(tag(xml, 'TaxPointDate')).toEqual(['2026-03-15'])
    const vat = vatOfLines(lines)
    expect(tag(xml, 'TaxableAmount')).toEqual(vat.map((v) => (v.baseMinor / 100).toFixed(2)))
    expect(tag(xml, 'PayableAmount')).toEqual([(total / 100).toFixed(2)])
    expect(tag(xml, 'VariableSymbol')).toEqual([order.number])
    expect(xml).toContain('<LineExtensionAmountTaxInclusive>-50.00</LineExtensionAmountTaxInclusive>')
    expect(xml).toContain('<Name>Eva &lt;Kupující&gt; &amp; syn</Name>')
    expect(xml).toContain('<StreetName>Hradecká</StreetName><BuildingNumber>12</BuildingNumber>')
  })

  it('a card order and a pick-up order without an address are valid too', async () => {
    const pickup = { ...paid, paymentCode: 'card', street: '', city: '', postalCode: '', shippingCode: 'pickup' }
    const xml = invoiceIsdoc(pickup, lines)
    expect(await isdocSchemaErrors(xml)).toEqual([])
    expect(tag(xml, 'PaymentMeansCode')).toEqual(['48'])
  })

  it('a partial credit note is valid, in positive amounts, refers to the invoice and its lines, and has no tax point date', async () => {
    const r = refund({ lines: [{ line: 1, quantity: 1, amountMinor: 250_00 }, { line: 3, quantity: 1, amountMinor: 300_00 }], shippingMinor: 50_00, totalMinor: 600_00, note: 'Vráceno <zboží>' })
    const doc = creditNoteDoc({ id: 1, refundId: 1, number: 'OD2026000003', issuedAt: new Date('2026-03-20T10:00:00Z') }, r, [r], paid, lines)
    expect(doc.totalMinor).toBe(600_00)
    const xml = creditNoteIsdoc(doc, 'Vrácení zboží')
    expect(await isdocSchemaErrors(xml)).toEqual([])
    expect(tag(xml, 'DocumentType')).toEqual(['2'])
    expect(tag(xml, 'TaxPointDate')).toEqual([])
    expect(xml).toContain(`<OriginalDocumentReference id="${order.number}"><ID>${order.number}</ID><IssueDate>2026-03-15</IssueDate><UUID>${documentUuid(`invoice:${order.number}`)}</UUID>`)
    expect(tag(xml, 'LineID')).toEqual(['1', '3', '4'])
    expect(tag(xml, 'PayableAmount')).toEqual(['600.00'])
    expect(xml).not.toMatch(/>-\d/)
    expect(tag(xml, 'Note')).toEqual(['Vráceno &lt;zboží&gt;'])
    expect(tag(xml, 'PaymentMeansCode')).toEqual([])
  })

  it('UUIDs are stable per document and differ between documents', () => {
    expect(documentUuid('credit-note:OD2026000001')).toBe(documentUuid('credit-note:OD2026000001'))
    expect(documentUuid('credit-note:OD2026000001')).not.toBe(documentUuid('credit-note:OD2026000002'))
    expect(documentUuid('x')).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/)
  })
})

describe('credit note lines and VAT', () => {
  it('spreads refunded shipping over the shipping then the payment line, after earlier refunds, and recapitulates VAT by rate as the invoice does', () => {
    const first = refund({ id: 1, shippingMinor: 60_00, totalMinor: 60_00 })
    const failed = refund({ id: 2, status: 'failed', shippingMinor: 59_00, totalMinor: 59_00 })
    const second = refund({ id: 3, lines: [{ line: 2, quantity: 1, amountMinor: 99_90 }], shippingMinor: 59_00, totalMinor: 158_90 })
    const note = { id: 2, refundId: 3, number: 'OD2026000002', issuedAt: new Date() }
    const doc = creditNoteDoc(note, second, [first, failed, second], paid, lines)
    expect(doc.lines.map((l) => [l.line, l.unitPriceMinor, l.quantity])).toEqual([
      [2, 99_90, 1],
      [4, 29_00, 1],
      [5, 30_00, 1],
    ])
    expect(doc.vat).toEqual([
      { rate: 21, totalMinor: 59_00, vatMinor: 10_24, baseMinor: 48_76 },
      { rate: 12, totalMinor: 99_90, vatMinor: 10_70, baseMinor: 89_20 },
    ])
    expect(doc.totalMinor).toBe(second.totalMinor)
  })
})
