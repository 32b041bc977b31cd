/**
 * Orders' statuses after placing (ADR 044, migration 0019) on PGlite and PostgreSQL: the allowed
 * transitions and no others, the history the database keeps (staff changes and the card
 * gateway's approval alike), the customer's mail in the outbox in the order's language, a
 * cancel's stock returned exactly once under concurrent cancels, the account's order detail with
 * its history, and the staff command `npm run order`.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runOrderCommand } from '../../../src/features/checkout/order-cli.js'
import { orderStatusRepository } from '../../../src/features/checkout/order-status.repository.js'
import { allowedFrom, orderStatusService } from '../../../src/features/checkout/order-status.js'
import type { OrderStatus } from '../../../src/db/schema.js'
import { engine, testApp } from '../../support/app.js'
import { checkoutFormOf } from '../../support/checkout-form.js'
import { expectIn } from '../../support/html.js'
import { postForm, type Jar } from '../../support/client.js'

let app: FastifyInstance
let variant: { id: number; stock: number }
const ORIGIN = 'https://shop.example'

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = await app.db.execute(query)
  return ((res as unknown as { rows?: T[] }).rows ?? (res as unknown as T[])) as T[]
}
const stock = async () => Number((await rows<{ stock: number }>(sql`select stock from product_variants where id = ${variant.id}`))[0]!.stock)
const statusOf = async (number: string) => (await rows<{ status: OrderStatus }>(sql`select status from orders where number = ${number}`))[0]!.status
const historyOf = async (number: string) =>
  (await rows<{ from_status: string; to_status: string; changed_at: unknown }>(
    sql`select c.from_status, c.to_status, c.changed_at from order_status_changes c join orders o on o.id = c.order_id where o.number = ${number} order by c.id`,
  )).map((r) => `${r.from_status}->${r.to_status}`)
const mailsTo = (email: string) => rows<{ subject: string; body: string }>(sql`select subject, body from outbox where recipient = ${email} order by id`)

beforeAll(async () => {
  app = await testApp()
  const [row] = await rows<{ id: number; stock: number }>(sql`select v.id, v.stock from product_variants v join products p on p.id = v.product_id where v.stock between 30 and 90 order by v.id desc limit 1`)
  variant = { id: Number(row!.id), stock: Number(row!.stock) }
})
afterAll(async () => {
  if (app && variant) await app.db.execute(sql`update product_variants set stock = ${variant.stock} where id = ${variant.id}`)
  await app?.close()
})

let counter = 0
/** Places an order of `quantity` pieces as a guest (or with `jar`'s session); its number and e-mail. */
async function placed(options: { lang?: 'cs' | 'en'; quantity?: number; shippingCode?: string; paymentCode?: string; jar?: Jar; email?: string } = {}) {
  const { lang = 'cs', quantity = 1, shippingCode = 'ppl', paymentCode = 'transfer', jar = {} } = options
  const email = options.email ?? `status-${engine}-${process.pid}-${++counter}@example.cz`
  expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(variant.id), quantity: String(quantity) }, jar)).statusCode).toBe(303)
  const page = await app.inject({ url: lang === 'cs' ? '/qf/cs/eshop/pokladna' : '/qf/en/eshop/checkout', cookies: jar })
  const contact = { email, name: 'Eva Kupující', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003' }
  const res = await postForm(app, lang === 'cs' ? '/qf/cs/eshop/pokladna/odeslat' : '/qf/en/eshop/checkout/place', { ...contact, shippingCode, paymentCode, terms: 'on', ...checkoutFormOf(page.body) }, jar)
  expect(res.statusCode).toBe(303)
  return { number: /(\d{10})/.exec(String(res.headers.location))![1]!, email, jar }
}

const service = () => orderStatusService({ repo: orderStatusRepository(app.db), origin: ORIGIN })

describe(`order statuses on ${engine}`, () => {
  it('the rules: paid from new; shipped from paid (and from new for cash on delivery); delivered from shipped; cancelled from new or paid', () => {
    expect(allowedFrom('paid', 'transfer')).toEqual(['new'])
    expect(allowedFrom('shipped', 'transfer')).toEqual(['paid'])
    expect(allowedFrom('shipped', 'cod')).toEqual(['new', 'paid'])
    expect(allowedFrom('delivered', 'card')).toEqual(['shipped'])
    expect(allowedFrom('cancelled', 'card')).toEqual(['new', 'paid'])
    expect(allowedFrom('new', 'card')).toEqual([])
  })

  it('new → paid → shipped → delivered: each change kept with its time and mailed in the order’s language; then nothing moves it', async () => {
    const { number, email } = await placed({ lang: 'en' })
    expect(await historyOf(number)).toEqual([])
    const before = Date.now()
    for (const to of ['paid', 'shipped', 'delivered'] as const) {
      const outcome = await service().change(number, to)
      expect(outcome.ok).toBe(true)
      expect(await statusOf(number)).toBe(to)
    }
    expect(await historyOf(number)).toEqual(['new->paid', 'paid->shipped', 'shipped->delivered'])
    const [first] = await rows<{ changed_at: Date | string }>(sql`select c.changed_at from order_status_changes c join orders o on o.id = c.order_id where o.number = ${number} order by c.id limit 1`)
    expect(new Date(first!.changed_at).getTime()).toBeGreaterThanOrEqual(before - 5_000)
    const paidAt = await rows<{ paid_at: unknown }>(sql`select paid_at from orders where number = ${number}`)
    expect(paidAt[0]!.paid_at).not.toBeNull()

    const mails = (await mailsTo(email)).slice(1) // the first is the confirmation
    expect(mails.map((m) => m.subject)).toEqual([`Order ${number}: paid`, `Order ${number}: shipped`, `Order ${number}: delivered`])
    expect(mails[1]!.body).toContain('We have handed your parcel to the carrier (PPL courier)')
    expect(mails[2]!.body).toContain('The 14-day period to withdraw from the contract runs from today.')
    expect(mails[2]!.body).toContain(`${ORIGIN}/qf/en/eshop/order/${number}`)

    for (const to of ['cancelled', 'paid', 'shipped', 'new'] as const) {
      const refused = await service().change(number, to)
      expect(refused).toEqual({ ok: false, problem: 'illegal', status: 'delivered' })
    }
    expect(await statusOf(number)).toBe('delivered')
    expect(await historyOf(number)).toHaveLength(3)
    expect(await mailsTo(email)).toHaveLength(4)
  })

  it('illegal moves of a new transfer order change nothing: no status, no history, no mail, no stock', async () => {
    const { number, email } = await placed()
    const left = await stock()
    for (const to of ['shipped', 'delivered'] as const) expect(await service().change(number, to)).toEqual({ ok: false, problem: 'illegal', status: 'new' })
    expect(await service().change('2099999999', 'paid')).toEqual({ ok: false, problem: 'unknown' })
    expect(await service().change("1' or 1=1", 'paid')).toEqual({ ok: false, problem: 'unknown' })
    expect(await statusOf(number)).toBe('new')
    expect(await historyOf(number)).toEqual([])
    expect(await mailsTo(email)).toHaveLength(1)
    expect(await stock()).toBe(left)
  })

  it('cash on delivery ships before it is paid; a Czech order is mailed in Czech', async () => {
    const { number, email } = await placed({ shippingCode: 'ceskaposta', paymentCode: 'cod' })
    expect((await service().change(number, 'shipped')).ok).toBe(true)
    const [, shipped] = await mailsTo(email)
    expect(shipped!.subject).toBe(`Objednávka ${number}: odeslaná`)
    expect(shipped!.body).toContain('Dobrý den,')
    expect(shipped!.body).toContain('Zásilku jsme předali dopravci (Česká pošta – Balík Do ruky)')
  })

  it('concurrent cancels of one order: one succeeds, the stock comes back exactly once, one history row, one mail', async () => {
    const start = await stock()
    const { number, email } = await placed({ quantity: 3 })
    expect((await service().change(number, 'paid')).ok).toBe(true)
    expect(await stock()).toBe(start - 3)
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => service().change(number, 'cancelled')))
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1)
    expect(outcomes.filter((o) => !o.ok)).toEqual(Array.from({ length: 5 }, () => ({ ok: false, problem: 'illegal', status: 'cancelled' })))
    expect(outcomes.find((o) => o.ok)).toMatchObject({ from: 'paid', restocked: 3 })
    expect(await stock()).toBe(start)
    expect(await historyOf(number)).toEqual(['new->paid', 'paid->cancelled'])
    const mails = await mailsTo(email)
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining(number), `Objednávka ${number}: zaplacená`, `Objednávka ${number}: zrušená`])
    // A paid order cancelled: the refund is promised.
    expect(mails[2]!.body).toMatch(/Zaplacenou částku .+ vrátíme do 14 dnů/)
    // And nothing brings it back.
    expect(await service().change(number, 'shipped')).toEqual({ ok: false, problem: 'illegal', status: 'cancelled' })
    expect(await stock()).toBe(start)
  })

  it('a cancel racing a shipment: exactly one wins, the stock follows the winner', async () => {
    const start = await stock()
    const { number } = await placed({ quantity: 2 })
    await service().change(number, 'paid')
    const [cancel, ship] = await Promise.all([service().change(number, 'cancelled'), service().change(number, 'shipped')])
    expect([cancel.ok, ship.ok].filter(Boolean)).toHaveLength(1)
    expect(await stock()).toBe(cancel.ok ? start : start - 2)
    expect(await historyOf(number)).toHaveLength(2)
  })

  it('the card gateway’s approval is kept in the history too', async () => {
    const { number } = await placed({ paymentCode: 'card' })
    await app.services.checkout.paymentReturned(number, 'approved')
    expect(await statusOf(number)).toBe('paid')
    expect(await historyOf(number)).toEqual(['new->paid'])
  })

  it('the account’s order detail shows the history in both languages', async () => {
    const jar: Jar = {}
    await postForm(app, '/qf/cs/ramjet/performLogin', { email: 'student@example.cz', password: 'Heslo-2026' }, jar)
    expect(jar.qf_session).toBeTruthy()
    const { number } = await placed({ jar, email: 'student@example.cz' })
    await service().change(number, 'paid')
    await service().change(number, 'shipped')
    const cs = await app.inject({ url: `/qf/cs/ucet/objednavky/${number}`, cookies: jar })
    expect(cs.statusCode).toBe(200)
    expectIn(cs.body, 'Průběh objednávky')
    const items = [...cs.body.matchAll(/<li><time dateTime="([^"]+)">([^<]+)<\/time>: ([^<]+)<\/li>/gi)].map((m) => m[3])
    expect(items).toEqual(['Přijata', 'Zaplacená', 'Odeslaná'])
    expect(cs.body).toMatch(/<time datetime="[^"]+">\d{1,2}\. [a-zéúíě]+ \d{4} v \d{1,2}:\d{2}<\/time>/i)
    expectIn(cs.body, '<dd id="orderStatus">Odeslaná</dd>')
    const en = await app.inject({ url: `/qf/en/account/orders/${number}`, cookies: jar })
    expectIn(en.body, 'Order history')
    expect([...en.body.matchAll(/<\/time>: ([^<]+)<\/li>/g)].map((m) => m[1])).toEqual(['Received', 'Paid', 'Shipped'])
  })

  it('npm run order: status and history; bad input exits 2 and changes nothing', async () => {
    const { number } = await placed()
    const run = async (...args: string[]) => {
      const out: string[] = []
      const err: string[] = []
      const code = await runOrderCommand(args, app.db, ORIGIN, { out: (l) => out.push(l), err: (l) => err.push(l) })
      return { code, out, err }
    }
    expect(await run()).toMatchObject({ code: 2, err: [expect.stringContaining('usage: npm run order')] })
    expect(await run('status', number, 'lost')).toMatchObject({ code: 2, err: [expect.stringContaining('unknown status "lost"')] })
    expect(await run('status', number, 'new')).toMatchObject({ code: 2 })
    expect(await run('status', number, 'delivered')).toMatchObject({ code: 2, err: [`order: ${number} is new; it cannot become delivered`] })
    expect(await run('status', '2099999999', 'paid')).toMatchObject({ code: 2, err: ['order: no order 2099999999'] })
    expect(await statusOf(number)).toBe('new')
    const paid = await run('status', number, 'paid')
    expect(paid.code).toBe(0)
    expect(paid.out[0]).toMatch(new RegExp(`^order ${number}: new -> paid; mail to .+ in the outbox$`))
    const cancelled = await run('status', number, 'cancelled')
    expect(cancelled.out[0]).toContain('paid -> cancelled (1 piece back in stock)')
    const history = await run('history', number)
    expect(history.code).toBe(0)
    expect(history.out).toHaveLength(3)
    expect(history.out[0]).toMatch(/^\d{4}-\d\d-\d\dT.+ {2}new$/)
    expect(history.out.slice(1).map((l) => l.split('  ')[1])).toEqual(['new -> paid', 'paid -> cancelled'])
    expect(await run('history', 'nope')).toMatchObject({ code: 2 })
  })
})
