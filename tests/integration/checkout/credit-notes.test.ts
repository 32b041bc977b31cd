/**
 * Credit notes (issue 26, ADR 084) on PGlite and PostgreSQL: a refund made issues one, numbered in
 * its own yearly series without gaps or duplicates even when refunds of many orders are made at
 * once (concurrent transactions on PostgreSQL, as two nodes would run them) or one is rolled back;
 * a card refund gets its note when the gateway accepts, a failed one none. Downloads: the PDF read
 * back shows what §45 of the VAT act asks, the ISDOC of the note and of the invoice pass the XSD,
 * for the order's owner and for staff (the invoice's too), and are the 404 page for a visitor, another customer and a
 * customer asking for another order's note.
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractPdf } from '../../../src/db/seed/pdf.js'
import { creditNotes, orderLines, orders, users } from '../../../src/db/schema.js'
import { issueCreditNote } from '../../../src/features/checkout/credit-notes/credit-notes.repository.js'
import type { CardRefunds } from '../../../src/features/checkout/payment-provider.js'
import { simulatedGateway } from '../../../src/features/checkout/payment-provider.js'
import { refundsRepository } from '../../../src/features/checkout/refunds/refunds.repository.js'
import { refundsService } from '../../../src/features/checkout/refunds/refunds.service.js'
import type { RefundRequest } from '../../../src/features/checkout/refunds/refunds.types.js'
import { SELLER } from '../../../src/features/checkout/seller.js'
import { formatPrice } from '../../../src/i18n/index.js'
import { engine, testApp } from '../../support/app.js'
import { signIn, signInWith, type Jar } from '../../support/client.js'
import { isdocSchemaErrors } from '../../support/isdoc-schema.js'

const ORIGIN = 'https://shop.example'
let app: FastifyInstance
let studentId: number

beforeAll(async () => {
  app = await testApp()
  const [student] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'student@example.cz'))
  studentId = student!.id
})
afterAll(async () => {
  await app?.close()
})

let made = 0
/** A paid order of the demo student's: 2 × 250 Kč at 21 %, 1 × 100 Kč at 12 %, shipping 89 Kč; 689 Kč in all. */
async function paidOrder(options: { card?: boolean } = {}) {
  const n = ++made
  const number = `20197${engine === 'pglite' ? 1 : 2}${String(process.pid % 100).padStart(2, '0')}${String(n).padStart(2, '0')}`
  const [order] = await app.db
    .insert(orders)
    .values({
      number,
      checkoutId: `credit-note-test-${number}`,
      owner: `user:${studentId}`,
      userId: studentId,
      lang: 'cs',
      status: 'paid',
      email: `credit-${number}@example.cz`,
      name: 'Jana Nováková',
      phone: '777 123 456',
      street: 'Hradecká 12',
      city: 'Dubová Hora',
      postalCode: '50003',
      shippingCode: 'ppl',
      paymentCode: options.card ? 'card' : 'transfer',
      paymentStatus: options.card ? 'approved' : 'none',
      totalMinor: 689_00,
      vatMinor: 106_86,
      shippingMinor: 89_00,
      paymentMinor: 0,
      paidAt: new Date(),
    })
    .returning({ id: orders.id, number: orders.number })
  const line = (i: number, kind: 'goods' | 'shipping', unit: number, rate: number, quantity: number) => ({ orderId: order!.id, line: i, kind, variantId: null, sku: `QF-CN-${i}`, nameCs: `Zboží ${i}`, nameEn: `Goods ${i}`, size: null, category: 'Test', unitPriceMinor: unit, vatRate: rate, quantity })
  await app.db.insert(orderLines).values([line(1, 'goods', 250_00, 21, 2), line(2, 'goods', 100_00, 12, 1), line(3, 'shipping', 89_00, 21, 1)])
  return order!
}

let keys = 0
const request = (r: Partial<RefundRequest>): RefundRequest => ({ requestKey: `cn-${engine}-${process.pid}-${++keys}`, lines: [], shippingMinor: 0, method: 'transfer', account: '19-2000145399/0800', note: '', actor: null, restock: false, withdrawalId: null, ...r })
const service = (card: CardRefunds = simulatedGateway('test').refund) => refundsService({ repo: refundsRepository(app.db), card })
const notesOf = (orderId: number) => app.services.creditNotes.ofOrder(orderId)

describe(`credit notes on ${engine}`, () => {
  it('a refund made issues one credit note; a failed card refund none, an accepted one its own', async () => {
    const order = await paidOrder({ card: true })
    const refused: CardRefunds = async () => ({ ok: false, problem: 'refused' })
    const failed = await service(refused).refund(ORIGIN, order.number, request({ method: 'card', account: null, lines: [{ line: 2, quantity: 1 }] }))
    expect(failed.ok).toBe(false)
    expect(await notesOf(order.id)).toEqual([])
    const done = await service().refund(ORIGIN, order.number, request({ method: 'card', account: null, lines: [{ line: 2, quantity: 1 }] }))
    const notes = await notesOf(order.id)
    expect(notes).toHaveLength(1)
    expect(notes[0]!.refundId).toBe(done.ok ? done.refund.id : 0)
    expect(notes[0]!.number).toMatch(new RegExp(`^OD${new Date().getFullYear()}\\d{6}$`))
  })

  it('refunds of many orders at once take consecutive numbers, none twice; a rolled-back issue gives its number back', async () => {
    const many = await Promise.all(Array.from({ length: 8 }, () => paidOrder()))
    const outcomes = await Promise.all(many.map((o) => service().refund(ORIGIN, o.number, request({ lines: [{ line: 1, quantity: 1 }] }))))
    expect(outcomes.every((o) => o.ok)).toBe(true)
    const numbers = (await Promise.all(many.map((o) => notesOf(o.id)))).map((n) => n[0]!.number).sort()
    const sequences = numbers.map((n) => Number(n.slice(6)))
    expect(new Set(numbers).size).toBe(8)
    expect(sequences).toEqual(sequences.map((_, i) => sequences[0]! + i))

    const next = await paidOrder()
    const refund = await service().refund(ORIGIN, next.number, request({ lines: [{ line: 2, quantity: 1 }] }))
    const issued = (await notesOf(next.id))[0]!
    const rolledBack = await app.db
      .transaction(async (tx) => {
        await tx.delete(creditNotes).where(eq(creditNotes.id, issued.id))
        await issueCreditNote(tx, refund.ok ? refund.refund.id : 0, new Date())
        const [again] = await tx.select({ number: creditNotes.number }).from(creditNotes).where(eq(creditNotes.orderId, next.id))
        throw new Error(again!.number)
      })
      .catch((e: Error) => e.message)
    expect(Number(rolledBack.slice(6))).toBe(Number(issued.number.slice(6)) + 1)
    const after = await paidOrder()
    await service().refund(ORIGIN, after.number, request({ lines: [{ line: 2, quantity: 1 }] }))
    expect((await notesOf(after.id))[0]!.number).toBe(rolledBack)
  })

  it('the database refuses a second note of one refund, a duplicate number and a number not of the series', async () => {
    const order = await paidOrder()
    await service().refund(ORIGIN, order.number, request({ lines: [{ line: 2, quantity: 1 }] }))
    const [note] = await app.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id))
    const row = { refundId: note!.refundId, orderId: order.id, number: note!.number, year: note!.year, sequence: note!.sequence, issuedAt: new Date() }
    await expect(app.db.insert(creditNotes).values(row)).rejects.toThrow()
    await expect(app.db.insert(creditNotes).values({ ...row, refundId: note!.refundId + 100000 })).rejects.toThrow()
    await expect(app.db.execute(sql`update credit_notes set number = 'OD1' where id = ${note!.id}`)).rejects.toThrow()
  })
})

describe(`credit note and ISDOC downloads on ${engine}`, () => {
  let order: { id: number; number: string }
  let note: string
  let owner: Jar

  beforeAll(async () => {
    order = await paidOrder()
    const done = await service().refund(ORIGIN, order.number, request({ lines: [{ line: 1, quantity: 1 }, { line: 2, quantity: 1 }], shippingMinor: 50_00, note: 'Reklamace: prasklý hrnek' }))
    expect(done.ok).toBe(true)
    note = (await notesOf(order.id))[0]!.number
    owner = await signIn(app, 'student@example.cz', 'Heslo-2026')
  })

  const pdfUrl = () => `/qf/cs/eshop/objednavka/${order.number}/dobropis/${note}.pdf`
  const get = (url: string, cookies: Jar = {}) => app.inject({ url, cookies })

  it('the customer’s PDF states what §45 asks: parties, both numbers, the reason, dates, and the differences by rate, negative', async () => {
    const res = await get(pdfUrl(), owner)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dobropis-${note}.pdf"`)
    const { text } = await extractPdf(new Uint8Array(res.rawPayload))
    const flat = text.replace(/\s+/g, ' ')
    for (const needle of [
      `Opravný daňový doklad č. ${note}`,
      `IČO: ${SELLER.ico}`,
      `DIČ: ${SELLER.dic}`,
      'Jana Nováková',
      'Evidenční číslo původního daňového dokladu',
      order.number,
      'Datum vystavení opravného dokladu',
      'Datum uskutečnění původního plnění',
      'Důvod opravy',
      'Reklamace: prasklý hrnek',
      'Rozdíl základu daně a daně oproti původnímu dokladu',
      'převodem na účet 19-2000145399/0800',
    ])
      expect(flat).toContain(needle)
    const price = (m: number) => formatPrice('cs', m).replace(/\s+/g, ' ')
    // 250 + 50 at 21 %: 300 incl. 52,07 VAT; 100 at 12 %: 10,71 VAT; 400 in all.
    for (const amount of [-250_00, -300_00, -52_07, -247_93, -100_00, -10_71, -89_29, -400_00]) expect(flat).toContain(price(amount))
  })

  it('the English PDF of the same note', async () => {
    const res = await get(`/qf/en/eshop/order/${order.number}/credit-note/${note}.pdf`, owner)
    expect(res.statusCode).toBe(200)
    const { text } = await extractPdf(new Uint8Array(res.rawPayload))
    expect(text.replace(/\s+/g, ' ')).toContain('Number of the original tax document')
  })

  it('the ISDOC of the note and of the invoice pass the XSD', async () => {
    const credit = await get(`/qf/cs/eshop/objednavka/${order.number}/dobropis/${note}.isdoc`, owner)
    expect(credit.statusCode).toBe(200)
    expect(credit.headers['content-disposition']).toBe(`attachment; filename="dobropis-${note}.isdoc"`)
    expect(await isdocSchemaErrors(credit.body)).toEqual([])
    expect(credit.body).toContain(`<ID>${note}</ID>`)
    expect(credit.body).toContain('<PayableAmount>400.00</PayableAmount>')
    const invoice = await get(`/qf/en/eshop/order/${order.number}/invoice.isdoc`, owner)
    expect(invoice.statusCode).toBe(200)
    expect(await isdocSchemaErrors(invoice.body)).toEqual([])
    expect(invoice.body).toContain('<PayableAmount>689.00</PayableAmount>')
  })

  it('the order page links the invoice’s ISDOC and each credit note', async () => {
    const page = await get(`/qf/cs/ucet/objednavky/${order.number}`, owner)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`href="/qf/cs/eshop/objednavka/${order.number}/faktura.isdoc"`)
    expect(page.body).toContain(`href="/qf/cs/eshop/objednavka/${order.number}/dobropis/${note}.pdf"`)
    expect(page.body).toContain(`href="/qf/cs/eshop/objednavka/${order.number}/dobropis/${note}.isdoc"`)
  })

  it('staff download it from the order’s administration, which links it in the refunds', async () => {
    const manager = await signInWith(app, [{ role: 'shop_manager' }])
    const page = await get(`/qf/cs/sprava/objednavky/${order.number}`, manager)
    expect(page.body).toContain(`href="/qf/cs/sprava/objednavky/${order.number}/dobropis/${note}.pdf"`)
    const pdf = await get(`/qf/cs/sprava/objednavky/${order.number}/dobropis/${note}.pdf`, manager)
    expect(pdf.statusCode).toBe(200)
    expect((await extractPdf(new Uint8Array(pdf.rawPayload))).text).toContain(note)
    const xml = await get(`/qf/en/admin/orders/${order.number}/credit-note/${note}.isdoc`, manager)
    expect(xml.statusCode).toBe(200)
    expect(await isdocSchemaErrors(xml.body)).toEqual([])
    // The invoice too, which the order's page links to the staff's own addresses.
    expect(page.body).toContain(`href="/qf/cs/sprava/objednavky/${order.number}/faktura.isdoc"`)
    const invoice = await get(`/qf/en/admin/orders/${order.number}/invoice.pdf`, manager)
    expect(invoice.statusCode).toBe(200)
    expect((await extractPdf(new Uint8Array(invoice.rawPayload))).text).toContain(SELLER.ico)
    const invoiceXml = await get(`/qf/cs/sprava/objednavky/${order.number}/faktura.isdoc`, manager)
    expect(await isdocSchemaErrors(invoiceXml.body)).toEqual([])
  })

  it('a visitor, another customer, a customer with another order’s number and tampered names get the 404 page', async () => {
    const stranger = await signInWith(app, [])
    const editor = await signInWith(app, [{ role: 'chief_editor' }])
    const other = await paidOrder()
    const urls = [pdfUrl(), `/qf/cs/eshop/objednavka/${order.number}/dobropis/${note}.isdoc`, `/qf/cs/eshop/objednavka/${order.number}/faktura.isdoc`, `/qf/cs/sprava/objednavky/${order.number}/dobropis/${note}.pdf`, `/qf/cs/sprava/objednavky/${order.number}/faktura.pdf`]
    for (const url of urls) {
      expect((await get(url)).statusCode, url).toBe(404)
      expect((await get(url, stranger)).statusCode, url).toBe(404)
    }
    for (const url of urls.slice(3)) {
      expect((await get(url, editor)).statusCode, url).toBe(404)
      expect((await get(url, owner)).statusCode, url).toBe(404)
    }
    // The owner's other order has no such note; names outside the series are no file at all.
    for (const url of [`/qf/cs/eshop/objednavka/${other.number}/dobropis/${note}.pdf`, `/qf/cs/eshop/objednavka/${order.number}/dobropis/${note}.exe`, `/qf/cs/eshop/objednavka/${order.number}/dobropis/OD${'9'.repeat(10)}.pdf`, `/qf/cs/eshop/objednavka/${order.number}/dobropis/%3Cscript%3E.pdf`])
      expect((await get(url, owner)).statusCode, url).toBe(404)
  })
})
