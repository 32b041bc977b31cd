/**
 * Withdrawals within 14 days (issue 26, ADR 083) on PGlite and PostgreSQL, through the routes:
 * a guest withdraws a piece from the order's own address (its cart cookie) and gets the
 * acknowledgement page and mail; the same form sent twice is one withdrawal; pieces withdrawn
 * cannot be withdrawn again, not even by two posts at once; refusals (nothing chosen, a bad
 * account, a tampered line, a reason too long, past the 14 days) store nothing; whoever does not
 * own the order, and a forged cross-site post, get nothing. The shop manager's side: the queue,
 * the goods received back in stock (reason `returned`, audited, once), the refund prefilled from
 * the withdrawal that settles it; refunds audited, returned to stock when asked, and refused to
 * the `staff` role, which may no longer refund (its own permission). Goods come back in stock once
 * (ADR 091): a withdrawal received and a refund restocking it, in either order or at once, a cancel after a
 * restocking refund; the line's count is the database's rule.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, orderLines, orders, orderStatusChanges, orderWithdrawals, productVariants, stockAdjustments } from '../../../src/db/schema.js'
import { orderStatusService } from '../../../src/features/checkout/order-status.js'
import { orderStatusRepository } from '../../../src/features/checkout/order-status.repository.js'
import { engine, testApp } from '../../support/app.js'
import { guestAtCheckout } from '../../support/builders.js'
import { postForm, signIn, signInWith, type Jar } from '../../support/client.js'
import { expectIn } from '../../support/html.js'

let app: FastifyInstance
let manager: Jar
let staff: Jar
let variantId: number

beforeAll(async () => {
  app = await testApp()
  manager = await signInWith(app, [{ role: 'shop_manager' }])
  staff = await signInWith(app, [{ role: 'staff' }])
  const [v] = await app.db.select({ id: productVariants.id }).from(productVariants).where(sql`${productVariants.stock} > 20`).orderBy(productVariants.id).limit(1)
  variantId = v!.id
})
afterAll(async () => {
  await app?.close()
})

let keys = 0
const key = () => `withdrawal-${engine}-${process.pid}-${++keys}-abcdef`

/** A guest's order of one piece (transfer, PPL), with the guest's cookies; `delivered` days ago, if given. */
async function order(options: { deliveredDaysAgo?: number; paid?: boolean } = {}) {
  const guest = await guestAtCheckout(app, variantId)
  const placed = await guest.place()
  const number = placed.number!
  const [row] = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number))
  if (options.paid || options.deliveredDaysAgo !== undefined) await app.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, row!.id))
  if (options.deliveredDaysAgo !== undefined) {
    await app.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, row!.id))
    await app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, row!.id))
    const at = new Date(Date.now() - options.deliveredDaysAgo * 86_400_000)
    await app.db.update(orderStatusChanges).set({ changedAt: at }).where(and(eq(orderStatusChanges.orderId, row!.id), eq(orderStatusChanges.toStatus, 'delivered')))
  }
  return { number, id: row!.id, jar: guest.jar, email: guest.email }
}

const formUrl = (lang: 'cs' | 'en', number: string) => (lang === 'cs' ? `/qf/cs/eshop/objednavka/${number}/odstoupeni` : `/qf/en/eshop/order/${number}/withdrawal`)
const withdrawalsOf = async (orderId: number) => app.db.select({ id: orderWithdrawals.id }).from(orderWithdrawals).where(eq(orderWithdrawals.orderId, orderId))
const stockOf = async () => (await app.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock
async function mailsTo(email: string) {
  const res = await app.db.execute(sql`select subject, body from outbox where recipient = ${email} order by id`)
  return ((res as unknown as { rows?: { subject: string; body: string }[] }).rows ?? (res as unknown as { subject: string; body: string }[])) as { subject: string; body: string }[]
}

describe(`withdrawals on ${engine}: the customer`, () => {
  it('a guest withdraws from the order’s own address, sees the acknowledgement and gets the mail; the same form twice is one withdrawal', async () => {
    const o = await order({ deliveredDaysAgo: 3 })
    const confirmation = await app.inject({ url: `/qf/en/eshop/order/${o.number}`, cookies: o.jar })
    expectIn(confirmation.body, `href="/qf/en/eshop/order/${o.number}/withdrawal"`)
    const form = await app.inject({ url: formUrl('en', o.number), cookies: o.jar })
    expect(form.statusCode).toBe(200)
    expectIn(form.body, 'I hereby give notice that I withdraw from my contract of sale of the following goods:')
    expectIn(form.body, 'id="withdrawQty1"')
    const body = { key: key(), 'qty-1': '1', reason: '<script>alert(1)</script> too big', account: '19-2000145399/0800' }
    const sent = await postForm(app, formUrl('en', o.number), body, o.jar)
    expect(sent.statusCode).toBe(303)
    const done = String(sent.headers.location)
    expect(done).toMatch(new RegExp(`^/qf/en/eshop/order/${o.number}/withdrawal/\\d+$`))
    const ack = await app.inject({ url: done, cookies: o.jar })
    expect(ack.statusCode).toBe(200)
    expectIn(ack.body, `We received your withdrawal from order ${o.number}`)
    expectIn(ack.body, '<script>alert(1)</script>', false)
    expectIn(ack.body, '&lt;script&gt;alert(1)&lt;/script&gt; too big')
    const again = await postForm(app, formUrl('en', o.number), body, o.jar)
    expect(again.headers.location).toBe(done)
    expect(await withdrawalsOf(o.id)).toHaveLength(1)
    const mails = (await mailsTo(o.email)).filter((m) => /withdrawal/.test(m.subject))
    expect(mails.map((m) => m.subject)).toEqual([`Your withdrawal from order ${o.number} is confirmed`])
    expect(mails[0]!.body).toContain('Account for the refund: 19-2000145399/0800')
    // The piece is withdrawn: no form any more, and another form for it is refused.
    expectIn((await app.inject({ url: formUrl('cs', o.number), cookies: o.jar })).body, 'Od všeho zboží této objednávky jste už odstoupili.')
    const twice = await postForm(app, formUrl('cs', o.number), { key: key(), 'qty-1': '1', account: '19-2000145399/0800' }, o.jar)
    expect(twice.statusCode).toBe(409)
    expect(await withdrawalsOf(o.id)).toHaveLength(1)
  })

  it('refuses nothing chosen, a bad account, a tampered line, a reason too long, an account missing for a paid transfer: nothing stored', async () => {
    const o = await order({ paid: true })
    const cases: [Record<string, string>, number, string][] = [
      [{ key: key(), 'qty-1': '0', account: '19-2000145399/0800' }, 422, 'Vyberte aspoň jeden kus'],
      [{ key: key(), 'qty-1': '1', account: '19-2000145398/0800' }, 422, 'Zadejte číslo účtu'],
      [{ key: key(), 'qty-1': '1' }, 422, 'Zadejte číslo účtu'],
      [{ key: key(), 'qty-2': '1', account: '19-2000145399/0800' }, 409, 'řádku 2'],
      [{ key: key(), 'qty-1': '2', account: '19-2000145399/0800' }, 409, 'řádku 1'],
      [{ key: key(), 'qty-1': '1', reason: 'x'.repeat(501), account: '19-2000145399/0800' }, 422, 'Neplatný formulář'],
      [{ key: 'short', 'qty-1': '1', account: '19-2000145399/0800' }, 422, 'Neplatný formulář'],
    ]
    for (const [body, status, message] of cases) {
      const res = await postForm(app, formUrl('cs', o.number), body, o.jar)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status)
      expectIn(res.body, message)
      expectIn(res.body, 'id="withdrawalForm"')
    }
    expect(await withdrawalsOf(o.id)).toHaveLength(0)
  })

  it('before delivery it may be withdrawn; after the 14 days a clear message and nothing stored', async () => {
    const late = await order({ deliveredDaysAgo: 20 })
    const page = await app.inject({ url: formUrl('cs', late.number), cookies: late.jar })
    expectIn(page.body, 'Lhůta 14 dnů pro odstoupení od smlouvy skončila')
    expectIn(page.body, 'id="withdrawalForm"', false)
    const refused = await postForm(app, formUrl('en', late.number), { key: key(), 'qty-1': '1', account: '19-2000145399/0800' }, late.jar)
    expect(refused.statusCode).toBe(422)
    expectIn(refused.body, 'The 14-day period for withdrawal ended on')
    expect(await withdrawalsOf(late.id)).toHaveLength(0)
    const early = await order()
    expect((await postForm(app, formUrl('cs', early.number), { key: key(), 'qty-1': '1' }, early.jar)).statusCode).toBe(303)
  })

  it('nobody but the order’s owner reaches it (404), and a forged cross-site post is refused (403)', async () => {
    const o = await order({ deliveredDaysAgo: 1 })
    const customer = await signIn(app, 'student@example.cz', 'Heslo-2026')
    for (const jar of [undefined, customer, manager]) {
      expect((await app.inject({ url: formUrl('cs', o.number), ...(jar && { cookies: jar }) })).statusCode).toBe(404)
      expect((await postForm(app, formUrl('cs', o.number), { key: key(), 'qty-1': '1', account: '19-2000145399/0800' }, jar ? { ...jar } : undefined)).statusCode).toBe(404)
    }
    const made = await postForm(app, formUrl('cs', o.number), { key: key(), 'qty-1': '1', account: '19-2000145399/0800' }, o.jar)
    expect((await app.inject({ url: String(made.headers.location), cookies: customer })).statusCode).toBe(404)
    expect((await app.inject({ url: `${formUrl('cs', o.number)}/999999999`, cookies: o.jar })).statusCode).toBe(404)
    const o2 = await order({ deliveredDaysAgo: 1 })
    for (const forged of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }] as Record<string, string>[])
      expect((await postForm(app, formUrl('cs', o2.number), { key: key(), 'qty-1': '1', account: '19-2000145399/0800' }, o2.jar, forged)).statusCode).toBe(403)
    expect(await withdrawalsOf(o2.id)).toHaveLength(0)
  })

  it('two posts withdrawing the same piece at once make one withdrawal', async () => {
    const o = await order({ deliveredDaysAgo: 2 })
    const answers = await Promise.all([1, 2, 3].map(() => postForm(app, formUrl('cs', o.number), { key: key(), 'qty-1': '1', account: '19-2000145399/0800' }, { ...o.jar })))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([303, 409, 409])
    expect(await withdrawalsOf(o.id)).toHaveLength(1)
  })
})

describe(`withdrawals on ${engine}: the shop manager`, () => {
  const receive = (lang: 'cs' | 'en', number: string, id: number) => (lang === 'cs' ? `/qf/cs/sprava/objednavky/${number}/odstoupeni/${id}/prijato` : `/qf/en/admin/orders/${number}/withdrawal/${id}/received`)

  it('sees the queue, receives the goods back in stock once, and refunds from the prefilled form; the staff role may do neither', async () => {
    const o = await order({ deliveredDaysAgo: 1 })
    const other = await order({ deliveredDaysAgo: 1 })
    const made = await postForm(app, formUrl('cs', o.number), { key: key(), 'qty-1': '1', account: '19-2000145399/0800', reason: 'Velikost' }, o.jar)
    const id = Number(/(\d+)$/.exec(String(made.headers.location))![1])
    const queue = await app.inject({ url: '/qf/cs/sprava/odstoupeni', cookies: manager })
    expect(queue.statusCode).toBe(200)
    expectIn(queue.body, `href="/qf/cs/sprava/objednavky/${o.number}#withdrawal-${id}"`)
    expect((await app.inject({ url: '/qf/en/admin/withdrawals', cookies: staff })).statusCode).toBe(404)
    const page = await app.inject({ url: `/qf/en/admin/orders/${o.number}`, cookies: manager })
    expectIn(page.body, `id="withdrawal-${id}"`)
    expectIn(page.body, 'Reason: Velikost')
    // The staff role moves orders but neither sees withdrawals nor refunds.
    const staffPage = await app.inject({ url: `/qf/en/admin/orders/${o.number}`, cookies: staff })
    expectIn(staffPage.body, `id="withdrawal-${id}"`, false)
    expectIn(staffPage.body, 'id="refundForm"', false)
    expect((await postForm(app, receive('cs', o.number, id), {}, { ...staff })).statusCode).toBe(404)
    const before = await stockOf()
    const received = await postForm(app, receive('en', o.number, id), {}, { ...manager })
    expect([received.statusCode, received.headers.location]).toEqual([303, `/qf/en/admin/orders/${o.number}?changed=received-${id}`])
    expect(await stockOf()).toBe(before + 1)
    const [adjustment] = await app.db.select({ reason: stockAdjustments.reason, delta: stockAdjustments.delta, note: stockAdjustments.note }).from(stockAdjustments).where(eq(stockAdjustments.variantId, variantId)).orderBy(sql`${stockAdjustments.id} desc`).limit(1)
    expect(adjustment).toEqual({ reason: 'returned', delta: 1, note: `order ${o.number}, withdrawal ${id}` })
    const again = await postForm(app, receive('cs', o.number, id), {}, { ...manager })
    expect(again.statusCode).toBe(409)
    expectIn(again.body, 'už bylo přijato')
    expect(await stockOf()).toBe(before + 1)
    expect((await postForm(app, receive('cs', o.number, id + 100000), {}, { ...manager })).statusCode).toBe(404)
    // The refund form prefilled from the withdrawal: its piece, the account, the withdrawal's id; not restocked again.
    const prefilled = await app.inject({ url: `/qf/cs/sprava/objednavky/${o.number}?withdrawal=${id}`, cookies: manager })
    expectIn(prefilled.body, /<input id="refundQty1"[^>]*name="qty-1" value="1"/)
    // The whole order is withdrawn: its shipping and payment too (§1832).
    expectIn(prefilled.body, /<input id="refundShipping"[^>]*name="shipping" value="\d+"/)
    expectIn(prefilled.body, `<input type="hidden" name="withdrawal" value="${id}"/>`)
    expectIn(prefilled.body, /<input id="refundAccount"[^>]*name="account" value="19-2000145399\/0800"/)
    expectIn(prefilled.body, /<input id="refundRestock"[^>]*checked/, false)
    const formKey = /<input type="hidden" name="key" value="([^"]+)"/.exec(prefilled.body)![1]!
    const refund = { key: formKey, 'qty-1': '1', method: 'transfer', account: '19-2000145399/0800', note: 'Odstoupení', withdrawal: String(id) }
    expect((await postForm(app, `/qf/cs/sprava/objednavky/${o.number}/vraceni`, refund, { ...staff })).statusCode).toBe(404)
    const foreign = await postForm(app, `/qf/cs/sprava/objednavky/${other.number}/vraceni`, { ...refund, key: key() }, { ...manager })
    expect(foreign.statusCode).toBe(422)
    const refunded = await postForm(app, `/qf/cs/sprava/objednavky/${o.number}/vraceni`, refund, { ...manager })
    expect([refunded.statusCode, refunded.headers.location]).toEqual([303, `/qf/cs/sprava/objednavky/${o.number}?changed=refunded`])
    expect(await stockOf()).toBe(before + 1)
    const settled = await app.inject({ url: '/qf/cs/sprava/odstoupeni?state=done', cookies: manager })
    expectIn(settled.body, `#withdrawal-${id}"`)
    const audit = await app.db.select({ entity: auditLog.entity, summary: auditLog.summary }).from(auditLog).where(sql`${auditLog.summary} like ${`order ${o.number}:%`}`).orderBy(auditLog.id)
    expect(audit.map((a) => a.entity)).toEqual(['order', 'refund'])
    expect(audit[1]!.summary).toMatch(new RegExp(`^order ${o.number}: refund \\d+ \\d+\\.\\d\\d CZK by transfer \\(succeeded\\): Odstoupení$`))
  })

  it('a refund asked to return its goods puts them back in stock with the reason returned; goods never shipped cannot be received', async () => {
    const o = await order({ paid: true })
    const [line] = await app.db.select({ line: orderLines.line }).from(orderLines).where(and(eq(orderLines.orderId, o.id), eq(orderLines.kind, 'goods')))
    const before = await stockOf()
    const done = await postForm(app, `/qf/en/admin/orders/${o.number}/refund`, { key: key(), [`qty-${line!.line}`]: '1', method: 'transfer', account: '19-2000145399/0800', restock: 'on' }, { ...manager })
    expect(done.statusCode).toBe(303)
    expect(await stockOf()).toBe(before + 1)
    const page = await app.inject({ url: `/qf/en/admin/orders/${o.number}`, cookies: manager })
    expectIn(page.body, 'goods back in stock')
    const early = await order({ paid: true })
    const placed = await stockOf()
    const made = await postForm(app, formUrl('cs', early.number), { key: key(), 'qty-1': '1', account: '19-2000145399/0800' }, early.jar)
    const id = Number(/(\d+)$/.exec(String(made.headers.location))![1])
    const refused = await postForm(app, receive('cs', early.number, id), {}, { ...manager })
    expect(refused.statusCode).toBe(422)
    expectIn(refused.body, 'nebylo odesláno')
    expect(await stockOf()).toBe(placed)
  })
})

describe(`withdrawals on ${engine}: goods back in stock once (ADR 091)`, () => {
  const receive = (number: string, id: number) => `/qf/en/admin/orders/${number}/withdrawal/${id}/received`
  const refundUrl = (number: string) => `/qf/en/admin/orders/${number}/refund`
  const refundOf = (id: number) => ({ key: key(), 'qty-1': '1', method: 'transfer', account: '19-2000145399/0800', restock: 'on', withdrawal: String(id) })
  const cancel = (number: string) => orderStatusService({ repo: orderStatusRepository(app.db), origin: 'https://example.test' }).change(number, 'cancelled')
  const returnedOf = async (orderId: number) => (await app.db.select({ n: orderLines.returnedQuantity }).from(orderLines).where(and(eq(orderLines.orderId, orderId), eq(orderLines.line, 1))))[0]!.n
  async function withdrawn() {
    const o = await order({ deliveredDaysAgo: 1 })
    const made = await postForm(app, formUrl('cs', o.number), { key: key(), 'qty-1': '1', account: '19-2000145399/0800' }, o.jar)
    return { ...o, withdrawal: Number(/(\d+)$/.exec(String(made.headers.location))![1]) }
  }

  it('goods received, then a refund of that withdrawal asking to restock: refused, nothing changed; the same refund without it is made', async () => {
    const o = await withdrawn()
    const before = await stockOf()
    expect((await postForm(app, receive(o.number, o.withdrawal), {}, { ...manager })).statusCode).toBe(303)
    const refused = await postForm(app, refundUrl(o.number), refundOf(o.withdrawal), { ...manager })
    expect(refused.statusCode).toBe(409)
    expectIn(refused.body, 'The goods of this withdrawal were received and are back in stock')
    expect(await stockOf()).toBe(before + 1)
    expect((await app.db.select({ r: orders.refundedMinor }).from(orders).where(eq(orders.id, o.id)))[0]!.r).toBe(0)
    const { restock: _restock, ...plain } = refundOf(o.withdrawal)
    expect((await postForm(app, refundUrl(o.number), plain, { ...manager })).statusCode).toBe(303)
    expect(await stockOf()).toBe(before + 1)
    expect(await returnedOf(o.id)).toBe(1)
  })

  it('a refund of a withdrawal that restocks receives it: “goods received” afterwards is refused and the stock moves once', async () => {
    const o = await withdrawn()
    const before = await stockOf()
    expect((await postForm(app, refundUrl(o.number), refundOf(o.withdrawal), { ...manager })).statusCode).toBe(303)
    expect(await stockOf()).toBe(before + 1)
    const [w] = await app.db.select({ receivedAt: orderWithdrawals.receivedAt }).from(orderWithdrawals).where(eq(orderWithdrawals.id, o.withdrawal))
    expect(w!.receivedAt).not.toBeNull()
    const again = await postForm(app, receive(o.number, o.withdrawal), {}, { ...manager })
    expect(again.statusCode).toBe(409)
    expect(await stockOf()).toBe(before + 1)
  })

  it('a refund restocking the piece outside the withdrawal, then the withdrawal received: the second return is refused by the line’s count', async () => {
    const o = await withdrawn()
    const before = await stockOf()
    const { withdrawal: _w, ...untied } = refundOf(o.withdrawal)
    expect((await postForm(app, refundUrl(o.number), untied, { ...manager })).statusCode).toBe(303)
    const refused = await postForm(app, receive(o.number, o.withdrawal), {}, { ...manager })
    expect(refused.statusCode).toBe(409)
    expectIn(refused.body, 'The pieces of line 1 are back in stock already')
    expect(await stockOf()).toBe(before + 1)
    const [w] = await app.db.select({ receivedAt: orderWithdrawals.receivedAt }).from(orderWithdrawals).where(eq(orderWithdrawals.id, o.withdrawal))
    expect(w!.receivedAt).toBeNull()
  })

  it('a paid order refunded with its goods restocked, then cancelled: the cancel does not return the piece again, and a restock after the cancel is refused', async () => {
    const o = await order({ paid: true })
    const before = await stockOf()
    const { withdrawal: _w, ...refund } = refundOf(0)
    const half = await postForm(app, refundUrl(o.number), { ...refund, 'qty-1': '1' }, { ...manager })
    expect(half.statusCode).toBe(303)
    expect(await stockOf()).toBe(before + 1)
    const cancelled = await cancel(o.number)
    expect(cancelled.ok).toBe(true)
    expect(await stockOf()).toBe(before + 1)
    const o2 = await order({ paid: true })
    const placed = await stockOf()
    expect((await cancel(o2.number)).ok).toBe(true)
    expect(await stockOf()).toBe(placed + 1)
    const late = await postForm(app, refundUrl(o2.number), { ...refund, key: key() }, { ...manager })
    expect(late.statusCode).toBe(409)
    expectIn(late.body, 'The pieces of line 1 are back in stock already')
    expect(await stockOf()).toBe(placed + 1)
  })

  it('the database itself refuses more pieces back than the line has', async () => {
    const o = await order({ paid: true })
    await expect(app.db.update(orderLines).set({ returnedQuantity: 2 }).where(and(eq(orderLines.orderId, o.id), eq(orderLines.line, 1)))).rejects.toThrow()
    await expect(app.db.update(orderLines).set({ returnedQuantity: -1 }).where(and(eq(orderLines.orderId, o.id), eq(orderLines.line, 1)))).rejects.toThrow()
  })

  it('“goods received” and a restocking refund of the same withdrawal at once: the piece comes back once', async () => {
    for (const tied of [true, false]) {
      const o = await withdrawn()
      const before = await stockOf()
      const { withdrawal: _w, ...untied } = refundOf(o.withdrawal)
      const [received, refunded] = await Promise.all([
        postForm(app, receive(o.number, o.withdrawal), {}, { ...manager }),
        postForm(app, refundUrl(o.number), tied ? refundOf(o.withdrawal) : untied, { ...manager }),
      ])
      expect([received.statusCode, refunded.statusCode].sort(), `tied ${tied}`).toEqual([303, 409])
      expect(await stockOf()).toBe(before + 1)
      expect(await returnedOf(o.id)).toBe(1)
      const returned = await app.db.select({ id: stockAdjustments.id }).from(stockAdjustments).where(sql`${stockAdjustments.note} like ${`order ${o.number},%`}`)
      expect(returned).toHaveLength(1)
    }
  })
})
