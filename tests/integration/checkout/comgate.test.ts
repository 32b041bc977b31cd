/**
 * Card payments through Comgate (issue 12, ADR 040) against a local Comgate speaking its protocol
 * (tests/support/comgate.ts): the payment founded server-to-server, the push notification and the
 * shopper's return both settled by asking the status API (never by their parameters), idempotent
 * replays, forged notifications (wrong secret or merchant, unknown payment, another amount), a
 * cancelled payment paid again, and a gateway that fails (HTTP 500, a stall past the time-out,
 * garbage): a localized 503 and nothing changed, never a 500.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { engine, testApp } from '../../support/app.js'
import { startFakeComgate, type FakeComgate } from '../../support/comgate.js'
import { checkoutFormOf } from '../../support/checkout-form.js'
import { expectIn } from '../../support/html.js'
import { postForm, type Jar } from '../../support/client.js'

const MERCHANT = '123456'
const SECRET = 'gx4q8OV3TJt6noJnfhjqJKyX3Z6Ych0y'
const NOTIFY = '/qf/ramjet/platba/comgate'

let app: FastifyInstance
let comgate: FakeComgate
let variant: { id: number; stock: number }

async function rows<T>(query: string): Promise<T[]> {
  const res = await app.db.execute(sql.raw(query))
  return ((res as unknown as { rows?: T[] }).rows ?? (res as unknown as T[])) as T[]
}

const notify = (body: URLSearchParams | string) =>
  app.inject({ method: 'POST', url: NOTIFY, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body.toString() })

beforeAll(async () => {
  comgate = await startFakeComgate({ merchant: MERCHANT, secret: SECRET, returnUrl: '/qf/cs/eshop/platba/navrat?id=${id}&refId=${refId}' })
  app = await testApp({
    env: {
      PAYMENT_PROVIDER: 'comgate',
      PAYMENT_GATEWAY_URL: comgate.url,
      COMGATE_MERCHANT: MERCHANT,
      COMGATE_SECRET: SECRET,
      PAYMENT_GATEWAY_TIMEOUT_MS: '1500',
    },
  })
  comgate.notify = async (body) => {
    await notify(body)
  }
  const [row] = await rows<{ id: number; stock: number }>(`select v.id, v.stock from product_variants v join products p on p.id = v.product_id where p.vat_rate = 21 and v.stock between 20 and 90 order by v.id asc limit 1`)
  variant = { id: Number(row!.id), stock: Number(row!.stock) }
})
afterAll(async () => {
  if (app && variant) await app.db.execute(sql`update product_variants set stock = ${variant.stock} where id = ${variant.id}`)
  await app?.close()
  await comgate?.close()
})
beforeEach(() => {
  comgate.mode = 'ok'
  comgate.tamper.clear()
})

const get = (url: string, jar: Jar = {}) => app.inject({ url, cookies: jar })

/** A guest's card order placed: its number, and the shop's own address that starts the payment. */
async function cardOrder() {
  const jar: Jar = {}
  expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(variant.id), quantity: '1' }, jar)).statusCode).toBe(303)
  const form = checkoutFormOf((await get('/qf/cs/eshop/pokladna', jar)).body)
  const placed = await postForm(
    app,
    '/qf/cs/eshop/pokladna/odeslat',
    { email: 'karta@example.cz', name: 'Karel Karta', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003', shippingCode: 'ppl', paymentCode: 'card', terms: 'on', ...form },
    jar,
  )
  expect(placed.statusCode).toBe(303)
  const pay = String(placed.headers.location)
  const number = /^\/qf\/cs\/eshop\/objednavka\/(\d{10})\/zaplatit$/.exec(pay)?.[1]
  expect(number, pay).toBeTruthy()
  return { jar, number: number!, pay }
}

/** Starts the payment at the shop: 303 to Comgate's page; the payment's id. */
async function started(order: { jar: Jar; pay: string }) {
  const res = await get(order.pay, order.jar)
  expect(res.statusCode).toBe(303)
  const to = String(res.headers.location)
  expect(to.startsWith(`${comgate.url}/client/instructions/index?id=`)).toBe(true)
  return new URL(to).searchParams.get('id')!
}

interface OrderState {
  status: string
  payment: string
  trans: string | null
}
const stateOf = async (number: string) =>
  (await rows<OrderState>(`select status, payment_status as payment, payment_trans_id as trans from orders where number = '${number}'`))[0]!
const historyOf = async (number: string) =>
  Number((await rows<{ n: number }>(`select count(*)::int as n from order_status_changes c join orders o on o.id = c.order_id where o.number = '${number}'`))[0]!.n)
/** Failed card payments of a reason so far, as the metrics count them (ADR 072). */
const paymentFailures = async (reason: string) =>
  (await app.metrics.registry.getSingleMetric('qf_payment_failures_total')!.get()).values.find((v) => v.labels.reason === reason)!.value
const mailsAbout = async (number: string) => Number((await rows<{ n: number }>(`select count(*)::int as n from outbox where subject like '%${number}%'`))[0]!.n)

describe(`comgate on ${engine}: a card payment`, () => {
  it('is founded server-to-server with the order’s amount and number; the order keeps its transId', async () => {
    const order = await cardOrder()
    const transId = await started(order)
    const payment = comgate.payments.get(transId)!
    const [total] = await rows<{ total: number; email: string }>(`select total_minor as total, email from orders where number = '${order.number}'`)
    expect(payment).toMatchObject({ merchant: MERCHANT, test: false, price: Number(total!.total), curr: 'CZK', refId: order.number, label: `QF ${order.number}`, method: 'CARD_ALL', email: 'karta@example.cz' })
    expect(await stateOf(order.number)).toEqual({ status: 'new', payment: 'pending', trans: transId })
    // A form post placing an order may be redirected on to Comgate's page: the policy allows it.
    expect((await get('/qf/cs/eshop/pokladna', order.jar)).headers['content-security-policy']).toContain(`form-action 'self' ${comgate.url};`)
    // The simulated gateway is off with a real provider.
    expect((await get(`/qf/cs/eshop/platebni-brana?order=${order.number}&amount=1&sig=x`, order.jar)).statusCode).toBe(404)
  })

  it('paid: the notification moves the order to paid with its mail and history; the return shows it; replays change nothing', async () => {
    const order = await cardOrder()
    const transId = await started(order)
    const mailsBefore = await mailsAbout(order.number)
    const back = await comgate.finish(transId, 'PAID')
    expect(await stateOf(order.number)).toEqual({ status: 'paid', payment: 'approved', trans: transId })
    expect(await historyOf(order.number)).toBe(1)
    expect(await mailsAbout(order.number)).toBe(mailsBefore + 1)

    const ret = await get(back, order.jar)
    expect(ret.statusCode).toBe(303)
    expect(ret.headers.location).toBe(`/qf/cs/eshop/objednavka/${order.number}`)
    const page = (await get(ret.headers.location as string, order.jar)).body
    expectIn(page, 'Platba kartou proběhla úspěšně.')
    expectIn(page, 'id="payByCard"', false)

    const replay = await notify(comgate.pushBody(transId))
    expect(replay.statusCode).toBe(200)
    expect(replay.body).toBe('code=0&message=OK')
    expect((await get(back, order.jar)).statusCode).toBe(303)
    // A late CANCELLED (the notification says so; the status API still says PAID) changes nothing either.
    expect((await notify(comgate.pushBody(transId, { status: 'CANCELLED' }))).statusCode).toBe(200)
    expect(await stateOf(order.number)).toEqual({ status: 'paid', payment: 'approved', trans: transId })
    expect(await historyOf(order.number)).toBe(1)
    expect(await mailsAbout(order.number)).toBe(mailsBefore + 1)
    // Paid: the shop's pay address sends the owner to the order, founding nothing.
    const again = await get(order.pay, order.jar)
    expect(again.headers.location).toBe(`/qf/cs/eshop/objednavka/${order.number}`)
  })

  it('pending: a notification or return that claims PAID is not believed while the status API says PENDING', async () => {
    const order = await cardOrder()
    const transId = await started(order)
    expect((await notify(comgate.pushBody(transId, { status: 'PAID' }))).statusCode).toBe(200)
    const ret = await get(`/qf/cs/eshop/platba/navrat?id=${transId}&refId=${order.number}&status=PAID`, order.jar)
    expect(ret.statusCode).toBe(303)
    expect(await stateOf(order.number)).toEqual({ status: 'new', payment: 'pending', trans: transId })
    expectIn((await get(`/qf/en/eshop/order/${order.number}`, order.jar)).body, 'The order is waiting for the card payment.')
  })

  it('cancelled: the order stays unpaid and offers to pay again; a new payment replaces the old, whose late news is refused', async () => {
    const order = await cardOrder()
    const first = await started(order)
    const abandoned = await paymentFailures('abandoned')
    const back = await comgate.finish(first, 'CANCELLED')
    expect(await stateOf(order.number)).toEqual({ status: 'new', payment: 'abandoned', trans: first })
    // The notification and the shopper's return both came: one failure counted.
    await get(back, order.jar)
    expect(await paymentFailures('abandoned')).toBe(abandoned + 1)
    const page = (await get(String((await get(back, order.jar)).headers.location), order.jar)).body
    expectIn(page, 'Platba kartou nebyla dokončena. Můžete ji zopakovat.')
    expectIn(page, `href="/qf/cs/eshop/objednavka/${order.number}/zaplatit" id="payByCard"`)

    const second = await started(order)
    expect(second).not.toBe(first)
    expect(await stateOf(order.number)).toEqual({ status: 'new', payment: 'pending', trans: second })
    // The first payment is no longer the order's: its notification is refused.
    comgate.payments.get(first)!.status = 'PAID'
    expect((await notify(comgate.pushBody(first))).statusCode).toBe(400)
    expect(await stateOf(order.number)).toMatchObject({ status: 'new', payment: 'pending' })
    await comgate.finish(second, 'PAID')
    expect(await stateOf(order.number)).toEqual({ status: 'paid', payment: 'approved', trans: second })
  })

  it('forged notifications and returns are refused and change nothing: wrong secret or merchant, unknown payment, another amount, another order', async () => {
    const order = await cardOrder()
    const transId = await started(order)
    comgate.payments.get(transId)!.status = 'PAID'
    const refused = [
      comgate.pushBody(transId, { secret: 'not-the-secret-at-all' }),
      comgate.pushBody(transId, { merchant: '654321' }),
      comgate.pushBody(transId, { transId: 'ZZZZ-ZZZZ-ZZZZ' }),
      comgate.pushBody(transId, { transId: '<script>' }),
      'secret=' + SECRET,
      '',
    ]
    for (const body of refused) {
      const res = await notify(body)
      expect(res.statusCode, String(body)).toBe(400)
    }
    for (const price of [1, 0]) {
      comgate.tamper.set(transId, { price })
      expect((await notify(comgate.pushBody(transId))).statusCode).toBe(400)
    }
    comgate.tamper.set(transId, { refId: '2020000001' })
    expect((await notify(comgate.pushBody(transId))).statusCode).toBe(400)
    comgate.tamper.set(transId, { test: true })
    expect((await notify(comgate.pushBody(transId))).statusCode).toBe(400)
    comgate.tamper.clear()
    for (const query of [`id=${transId}&refId=2020000001`, `id=${transId}`, `refId=${order.number}`, `id=ZZZZ-ZZZZ-ZZZZ&refId=${order.number}`, `id[]=x&refId=${order.number}`]) {
      const res = await get(`/qf/cs/eshop/platba/navrat?${query}`, order.jar)
      expect(res.statusCode, query).toBe(400)
      expectIn(res.body, 'Neplatný požadavek')
    }
    expect(await stateOf(order.number)).toEqual({ status: 'new', payment: 'pending', trans: transId })
    // Someone else's order cannot be paid from another browser.
    expect((await get(order.pay, {})).statusCode).toBe(404)
  })

  it.each(['error500', 'stall', 'garbage'] as const)('a gateway that answers %s: a localized 503, nothing changed, never a 500', async (mode) => {
    const order = await cardOrder()
    comgate.mode = mode
    const unavailable = await paymentFailures('unavailable')
    const pay = await get(order.pay, order.jar)
    expect(pay.statusCode).toBe(503)
    expect(await paymentFailures('unavailable')).toBe(unavailable + 1)
    expectIn(pay.body, 'Platební brána teď neodpovídá, objednávka se nezměnila.')
    expectIn(pay.body, `href="/qf/cs/eshop/objednavka/${order.number}/zaplatit" id="payByCard"`)
    expect(await stateOf(order.number)).toEqual({ status: 'new', payment: 'pending', trans: null })

    comgate.mode = 'ok'
    const transId = await started(order)
    await comgate.finish(transId, 'PAID', { notify: false })
    comgate.mode = mode
    const pushed = await notify(comgate.pushBody(transId))
    expect(pushed.statusCode).toBe(503)
    const ret = await get(`/qf/en/eshop/payment/return?id=${transId}&refId=${order.number}`, order.jar)
    expect(ret.statusCode).toBe(503)
    expectIn(ret.body, 'The payment’s outcome could not be verified with the payment gateway yet.')
    expect(await stateOf(order.number)).toEqual({ status: 'new', payment: 'pending', trans: transId })
    // Comgate sends the notification again later: then it is settled.
    comgate.mode = 'ok'
    expect((await notify(comgate.pushBody(transId))).statusCode).toBe(200)
    expect(await stateOf(order.number)).toEqual({ status: 'paid', payment: 'approved', trans: transId })
  })
})
