/**
 * Refunds of orders (issue 26, ADR 082) on PGlite and PostgreSQL, through the refunds service on
 * the app's database: amounts by line and shipping, partial then the rest, a refund above what
 * was paid or above a line's quantity refused with nothing changed, a transfer's account, a card
 * refund through the simulated gateway and through a local Comgate (accepted, refused, no answer
 * then retried with the same reference: one refund), the customer's mail in the order's language,
 * and two refunds of one order at once that together exceed what was paid: exactly one is made.
 * On the web: the form's post as the shop manager in both languages, its refusals, and the 404 for
 * a guest, a customer and an editor.
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orders, users } from '../../../src/db/schema.js'
import { cardRefunds } from '../../../src/features/checkout/card-provider.js'
import { comgateClient } from '../../../src/features/checkout/comgate.js'
import type { CardRefunds } from '../../../src/features/checkout/payment-provider.js'
import { simulatedGateway } from '../../../src/features/checkout/payment-provider.js'
import { refundsRepository } from '../../../src/features/checkout/refunds/refunds.repository.js'
import { refundsService } from '../../../src/features/checkout/refunds/refunds.service.js'
import type { RefundRequest } from '../../../src/features/checkout/refunds/refunds.types.js'
import { engine, testApp } from '../../support/app.js'
import { signIn, signInWith, postForm, type Jar } from '../../support/client.js'
import { startFakeComgate, type FakeComgate } from '../../support/comgate.js'
import { expectIn } from '../../support/html.js'

const ORIGIN = 'https://shop.example'
let app: FastifyInstance
let comgate: FakeComgate

beforeAll(async () => {
  app = await testApp()
  comgate = await startFakeComgate({ merchant: '123456', secret: 'refund-secret' })
})
afterAll(async () => {
  await app?.close()
  await comgate?.close()
})

let made = 0
/**
 * A paid order: two goods lines (2 × 250 Kč, 1 × 100 Kč) and shipping 89 Kč, 689 Kč in all; by
 * transfer unless `card` names the payment's transId ('' for the simulated gateway).
 */
async function paidOrder(options: { lang?: 'cs' | 'en'; card?: string; paid?: boolean } = {}) {
  const n = ++made
  const number = `20198${engine === 'pglite' ? 1 : 2}${String(process.pid % 100).padStart(2, '0')}${String(n).padStart(2, '0')}`
  const card = options.card !== undefined
  const [order] = await app.db
    .insert(orders)
    .values({
      number,
      checkoutId: `refund-test-${number}`,
      owner: `guest:refund-${number}`,
      lang: options.lang ?? 'cs',
      status: options.paid === false ? 'new' : 'paid',
      email: `refund-${number}@example.cz`,
      name: 'Eva Kupující',
      phone: '777 123 456',
      street: 'Hradecká 12',
      city: 'Dubová Hora',
      postalCode: '50003',
      shippingCode: 'ppl',
      paymentCode: card ? 'card' : 'transfer',
      paymentStatus: card ? 'approved' : 'none',
      paymentTransId: options.card || null,
      totalMinor: 689_00,
      vatMinor: 119_58,
      shippingMinor: 89_00,
      paymentMinor: 0,
      paidAt: options.paid === false ? null : new Date(),
    })
    .returning({ id: orders.id, number: orders.number, email: orders.email })
  const line = (i: number, kind: 'goods' | 'shipping', unit: number, quantity: number) => ({
    orderId: order!.id,
    line: i,
    kind,
    variantId: null,
    sku: `QF-REFUND-${i}`,
    nameCs: `Zboží ${i}`,
    nameEn: `Goods ${i}`,
    size: null,
    category: 'Test',
    unitPriceMinor: unit,
    vatRate: 21,
    quantity,
  })
  await app.db.insert(orderLines).values([line(1, 'goods', 250_00, 2), line(2, 'goods', 100_00, 1), line(3, 'shipping', 89_00, 1)])
  return order!
}

let keys = 0
const request = (r: Partial<RefundRequest>): RefundRequest => ({ requestKey: `key-${engine}-${process.pid}-${++keys}`, lines: [], shippingMinor: 0, method: 'transfer', account: '19-2000145399/0800', note: '', actor: null, restock: false, withdrawalId: null, ...r })

const service = (card: CardRefunds = simulatedGateway('test').refund) => refundsService({ repo: refundsRepository(app.db), card })

async function refundedOf(id: number) {
  const [o] = await app.db.select({ refunded: orders.refundedMinor }).from(orders).where(eq(orders.id, id))
  return o!.refunded
}
async function mailsTo(email: string) {
  const res = await app.db.execute(sql`select subject, body from outbox where recipient = ${email} order by id`)
  return ((res as unknown as { rows?: { subject: string; body: string }[] }).rows ?? (res as unknown as { subject: string; body: string }[])) as { subject: string; body: string }[]
}
const refundRows = async (id: number) => (await refundsRepository(app.db).refundsOf(id)).map((r) => `${r.method}:${r.status}:${r.totalMinor}`)

describe(`refunds on ${engine}`, () => {
  it('refund a line and part of the shipping by transfer, then the rest; the customer is mailed each time in the order’s language', async () => {
    const order = await paidOrder({ lang: 'en' })
    const first = await service().refund(ORIGIN, order.number, request({ lines: [{ line: 1, quantity: 1 }], shippingMinor: 39_00, account: '19-2000145399/0800', note: 'one damaged' }))
    expect(first.ok && first.refund).toMatchObject({ totalMinor: 289_00, shippingMinor: 39_00, method: 'transfer', status: 'succeeded', account: '19-2000145399/0800', note: 'one damaged', lines: [{ line: 1, quantity: 1, amountMinor: 250_00 }] })
    expect(await service().refundable(order.number)).toMatchObject({ paid: true, shippingMinor: 50_00, totalMinor: 400_00, lines: [{ line: 1, quantity: 1 }, { line: 2, quantity: 1 }] })
    const rest = await service().refund(ORIGIN, order.number, request({ lines: [{ line: 1, quantity: 1 }, { line: 2, quantity: 1 }], shippingMinor: 50_00 }))
    expect(rest.ok && rest.refund.totalMinor).toBe(400_00)
    expect(await refundedOf(order.id)).toBe(689_00)
    const mails = await mailsTo(order.email)
    expect(mails.map((m) => m.subject)).toEqual([`A refund for order ${order.number}`, `A refund for order ${order.number}`])
    expect(mails[0]!.body).toMatch(/we have refunded CZK\s289 for order/)
    expect(mails[0]!.body).toContain('to the account 19-2000145399/0800')
    expect(mails[0]!.body).toContain(`${ORIGIN}/qf/en/`)
  })

  it('refuse above what was paid, above a line’s pieces, above the shipping, an unpaid order, a card refund of a transfer: nothing changed', async () => {
    const order = await paidOrder()
    await service().refund(ORIGIN, order.number, request({ lines: [{ line: 1, quantity: 2 }] }))
    const before = await refundRows(order.id)
    expect(await service().refund(ORIGIN, order.number, request({ lines: [{ line: 1, quantity: 1 }] }))).toEqual({ ok: false, problem: 'quantity', line: 1 })
    expect(await service().refund(ORIGIN, order.number, request({ lines: [{ line: 3, quantity: 1 }] }))).toEqual({ ok: false, problem: 'quantity', line: 3 })
    expect(await service().refund(ORIGIN, order.number, request({ shippingMinor: 90_00 }))).toEqual({ ok: false, problem: 'shipping', leftMinor: 89_00 })
    expect(await service().refund(ORIGIN, order.number, request({}))).toEqual({ ok: false, problem: 'empty' })
    expect(await service().refund(ORIGIN, order.number, request({ method: 'card', account: null, lines: [{ line: 2, quantity: 1 }] }))).toEqual({ ok: false, problem: 'method' })
    expect(await service().refund(ORIGIN, '2019999999', request({ lines: [{ line: 2, quantity: 1 }] }))).toEqual({ ok: false, problem: 'unknown' })
    expect(await refundRows(order.id)).toEqual(before)
    expect(await refundedOf(order.id)).toBe(500_00)
    const unpaid = await paidOrder({ paid: false })
    expect(await service().refund(ORIGIN, unpaid.number, request({ lines: [{ line: 2, quantity: 1 }] }))).toEqual({ ok: false, problem: 'unpaid' })
    expect(await refundRows(unpaid.id)).toEqual([])
  })

  it('refuse a refund above what is left when the order carries a discount, and the database refuses it even without the service', async () => {
    const order = await paidOrder()
    await app.db.update(orders).set({ totalMinor: 600_00 }).where(eq(orders.id, order.id))
    const all = request({ lines: [{ line: 1, quantity: 2 }, { line: 2, quantity: 1 }], shippingMinor: 89_00 })
    expect(await service().refund(ORIGIN, order.number, all)).toEqual({ ok: false, problem: 'exceeds', leftMinor: 600_00 })
    await expect(app.db.update(orders).set({ refundedMinor: 600_01 }).where(eq(orders.id, order.id))).rejects.toThrow()
    expect(await refundedOf(order.id)).toBe(0)
  })

  it('a resubmitted form (the same key) makes no second refund and no second mail', async () => {
    const order = await paidOrder()
    const once = request({ lines: [{ line: 2, quantity: 1 }] })
    await service().refund(ORIGIN, order.number, once)
    const again = await service().refund(ORIGIN, order.number, once)
    expect(again.ok).toBe(true)
    expect(await refundRows(order.id)).toEqual(['transfer:succeeded:10000'])
    expect(await mailsTo(order.email)).toHaveLength(1)
  })

  it('a card refund through the simulated gateway is recorded with its reference', async () => {
    const order = await paidOrder({ card: '' })
    const done = await service().refund(ORIGIN, order.number, request({ method: 'card', account: null, lines: [{ line: 2, quantity: 1 }] }))
    expect(done.ok && done.refund).toMatchObject({ status: 'succeeded', providerRef: `SIM-QF-R${done.ok ? done.refund.id : 0}` })
    expect((await mailsTo(order.email))[0]!.body).toContain('kartu')
  })

  describe('through Comgate', () => {
    const client = () => comgateClient({ baseUrl: comgate.url, merchant: '123456', secret: 'refund-secret', test: true, timeoutMs: 800 })
    const cg = () => service(cardRefunds({ name: 'comgate', gateway: client() } as Parameters<typeof cardRefunds>[0]))
    let payments = 0
    /** A card order Comgate holds as paid. */
    async function comgateOrder() {
      const transId = `RFND-${String(process.pid % 10000).padStart(4, '0')}-${String(++payments).padStart(4, '0')}${engine === 'pglite' ? 'A' : 'B'}`.slice(0, 15)
      const order = await paidOrder({ card: transId })
      comgate.payments.set(transId, { transId, merchant: '123456', test: true, price: 689_00, curr: 'CZK', label: `QF ${order.number}`, refId: order.number, email: order.email, method: 'CARD_ALL', status: 'PAID' })
      return { ...order, transId }
    }

    it('asks Comgate for the refund with the payment, the amount and our reference', async () => {
      comgate.mode = 'ok'
      const order = await comgateOrder()
      const done = await cg().refund(ORIGIN, order.number, request({ method: 'card', account: null, lines: [{ line: 1, quantity: 1 }], shippingMinor: 89_00 }))
      expect(done.ok).toBe(true)
      const refId = `QF-R${done.ok ? done.refund.id : 0}`
      expect(comgate.refunds.get(refId)).toEqual({ transId: order.transId, amount: 339_00 })
      expect(done.ok && done.refund.providerRef).toBe(refId)
    })

    it('a refusal records the refund as failed, frees its amount and mails nothing', async () => {
      comgate.mode = 'ok'
      const order = await comgateOrder()
      comgate.payments.get(order.transId)!.status = 'CANCELLED'
      const refused = await cg().refund(ORIGIN, order.number, request({ method: 'card', account: null, lines: [{ line: 2, quantity: 1 }] }))
      expect(refused).toMatchObject({ ok: false, problem: 'provider', refund: { status: 'failed' } })
      expect(await refundedOf(order.id)).toBe(0)
      expect(await mailsTo(order.email)).toEqual([])
      expect((await cg().refundable(order.number))!.lines[1]!.quantity).toBe(1)
    })

    it('no answer leaves it pending; the same form sent again asks with the same reference and refunds once', async () => {
      const order = await comgateOrder()
      const form = request({ method: 'card', account: null, lines: [{ line: 2, quantity: 1 }] })
      comgate.mode = 'error500'
      const pending = await cg().refund(ORIGIN, order.number, form)
      expect(pending).toMatchObject({ ok: false, problem: 'pending', refund: { status: 'pending' } })
      // Pending counts: the amount is not free for another refund meanwhile.
      expect(await refundedOf(order.id)).toBe(100_00)
      comgate.mode = 'ok'
      const calls = comgate.refundCalls
      const retried = await cg().refund(ORIGIN, order.number, form)
      const again = await cg().refund(ORIGIN, order.number, form)
      expect(retried.ok && again.ok).toBe(true)
      expect(comgate.refundCalls).toBe(calls + 1)
      expect([...comgate.refunds.values()].filter((r) => r.transId === order.transId)).toEqual([{ transId: order.transId, amount: 100_00 }])
      expect(await refundRows(order.id)).toEqual(['card:succeeded:10000'])
      expect(await mailsTo(order.email)).toHaveLength(1)
    })
  })

  it('two refunds of one order at once that together exceed what was paid: exactly one is made', async () => {
    for (const method of ['transfer', 'card'] as const) {
      const order = await paidOrder(method === 'card' ? { card: '' } : {})
      const slow: CardRefunds = async (call) => {
        await new Promise((r) => setTimeout(r, 50))
        return simulatedGateway('test').refund(call)
      }
      const form = () => request({ method, account: method === 'card' ? null : '2000145399/0800', lines: [{ line: 1, quantity: 2 }] })
      const outcomes = await Promise.all([service(slow).refund(ORIGIN, order.number, form()), service(slow).refund(ORIGIN, order.number, form())])
      expect(outcomes.filter((o) => o.ok), method).toHaveLength(1)
      expect(outcomes.find((o) => !o.ok), method).toEqual({ ok: false, problem: 'quantity', line: 1 })
      expect(await refundRows(order.id)).toEqual([`${method}:succeeded:50000`])
      expect(await refundedOf(order.id)).toBe(500_00)
    }
  })
})

describe(`the refund form on the web on ${engine}`, () => {
  const cs = (number: string) => `/qf/cs/sprava/objednavky/${number}`
  const en = (number: string) => `/qf/en/admin/orders/${number}`
  const keyOf = (html: string) => /name="key" value="([^"]+)"/.exec(html)![1]!

  it('the shop manager refunds a line by transfer in Czech and the rest in English; bad input is refused with the values kept', async () => {
    const manager = await signInWith(app, [{ role: 'shop_manager' }])
    const order = await paidOrder()
    const page = await app.inject({ url: cs(order.number), cookies: manager })
    expectIn(page.body, 'Vrácení peněz')
    const bad = await postForm(app, `${cs(order.number)}/vraceni`, { key: keyOf(page.body), 'qty-1': '1', method: 'transfer', account: '19-2000145398/0800', note: 'rozbité' }, manager)
    expect(bad.statusCode).toBe(422)
    expectIn(bad.body, 'Účet zadejte ve tvaru předčíslí-číslo/kód banky')
    expect(bad.body).toContain('value="19-2000145398/0800"')
    expect(await refundRows(order.id)).toEqual([])
    const done = await postForm(app, `${cs(order.number)}/vraceni`, { key: keyOf(bad.body), 'qty-1': '1', shipping: '', method: 'transfer', account: '19-2000145399/0800', note: 'rozbité' }, manager)
    expect(done.statusCode).toBe(303)
    const after = await app.inject({ url: String(done.headers.location), cookies: manager })
    expectIn(after.body, 'Vráceno 250')
    expectIn(after.body, 'převodem na 19-2000145399/0800')
    // The order's history shows the refund among its changes.
    expect(after.body).toMatch(/<li><time[^>]*>[^<]*<\/time>: Vráceno 250\s*Kč<\/li>/)
    const enPage = await app.inject({ url: en(order.number), cookies: manager })
    const over = await postForm(app, `${en(order.number)}/refund`, { key: keyOf(enPage.body), 'qty-1': '2', method: 'transfer', account: 'CZ6508000000192000145399' }, manager)
    expect(over.statusCode).toBe(409)
    expectIn(over.body, 'Line 1 cannot be refunded that many pieces')
    const rest = await postForm(app, `${en(order.number)}/refund`, { key: keyOf(over.body), 'qty-1': '1', 'qty-2': '1', shipping: '89', method: 'transfer', account: 'CZ6508000000192000145399' }, manager)
    expect(rest.statusCode).toBe(303)
    const final = await app.inject({ url: String(rest.headers.location), cookies: manager })
    expect(final.body).toMatch(/CZK\s439 refunded/)
    expectIn(final.body, 'Everything paid has been refunded.')
    expect(await refundedOf(order.id)).toBe(689_00)
    // The customer's own order page shows both refunds in its history.
    const [student] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'student@example.cz'))
    await app.db.update(orders).set({ owner: `user:${student!.id}`, userId: student!.id }).where(eq(orders.id, order.id))
    const own = await app.inject({ url: `/qf/en/account/orders/${order.number}`, cookies: await signIn(app, 'student@example.cz', 'Heslo-2026') })
    expect(own.statusCode).toBe(200)
    expect(own.body.match(/<li><time[^>]*>[^<]*<\/time>: Refunded CZK\s[\d,]+<\/li>/g)).toHaveLength(2)
  })

  it('a guest, a customer and an editor get the 404 page for the order and the refund post, which changes nothing', async () => {
    const order = await paidOrder()
    const customer = await signIn(app, 'student@example.cz', 'Heslo-2026')
    const editor = await signInWith(app, [{ role: 'chief_editor' }])
    for (const jar of [{} as Jar, customer, editor]) {
      expect((await app.inject({ url: cs(order.number), cookies: jar })).statusCode).toBe(404)
      const post = await postForm(app, `${en(order.number)}/refund`, { key: 'k'.repeat(20), 'qty-2': '1', method: 'transfer', account: '2000145399/0800' }, jar)
      expect(post.statusCode).toBe(404)
      expect(post.body).not.toContain(order.email)
    }
    expect(await refundRows(order.id)).toEqual([])
  })
})
