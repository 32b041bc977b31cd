/**
 * One cart, one order, whatever the tabs and nodes (ADR 045), through the real routes: a visitor
 * (guest cart or account) has one open checkout however many pages open it at once; any number
 * of concurrent submits of those pages make one order, and every answer leads to it (the
 * confirmation, or the "already placed" page for another page's submit), never to a refusal; a
 * cart changed in another tab after its page was opened is shown again with the current prices,
 * never placed unseen. Guest carts in the database and in Redis.
 *
 * On PostgreSQL the pages and submits alternate between two app instances, each with its own
 * connection pool, on one database (and one Redis): two nodes behind a balancer. PGlite is an
 * in-process database that one instance owns, so there the same requests go to one instance.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/db/client.js'
import { SECOND_USER } from '../../../src/db/seed/index.js'
import { guestOwner } from '../../../src/features/cart/cart.service.js'
import { redisClient } from '../../../src/lib/redis.js'
import { engine, testApp, testDatabase } from '../../support/app.js'
import { checkoutFormOf } from '../../support/checkout-form.js'
import { expectIn, unescape } from '../../support/html.js'
import { postForm, type Jar } from '../../support/client.js'

const TWO_NODES = engine === 'postgres'
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'
const CHECKOUT = { cs: '/qf/cs/eshop/pokladna', en: '/qf/en/eshop/checkout' }
const PLACE = { cs: '/qf/cs/eshop/pokladna/odeslat', en: '/qf/en/eshop/checkout/place' }
/** The confirmation, or the "already placed" page, of an order. */
const LEADS_TO = /^\/qf\/(?:cs\/eshop\/objednavka|en\/eshop\/order)\/(\d{10})(\/uz-odeslana|\/already-placed)?$/

const contact = { email: 'taby@example.cz', name: 'Tereza Tabová', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003' }

const stores: [string, Record<string, string>][] = [
  ['carts in the database', {}],
  ['carts in Redis', { REDIS_URL, REDIS_PREFIX: `checkout:test-${randomUUID()}:` }],
]

describe.each(stores)(`one cart, one order on ${engine}${TWO_NODES ? ' with two nodes' : ' (one node: PGlite is one process\'s database)'}: %s`, (_name, env) => {
  let a: FastifyInstance
  let b: FastifyInstance
  let secondDb: Database | undefined
  let variant: number
  let other: number
  const stock = new Map<number, number>()

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await a.db.execute(query)) as unknown as { rows: T[] }).rows
  const stockOf = async (id: number) => Number((await rows<{ stock: number }>(sql`select stock from product_variants where id = ${id}`))[0]!.stock)
  const ordersOf = async (owner: string) => (await rows<{ number: string }>(sql`select number from orders where owner = ${owner} order by id`)).map((r) => r.number)

  beforeAll(async () => {
    a = await testApp({ env })
    if (TWO_NODES) {
      secondDb = await testDatabase()
      b = await testApp({ env, database: secondDb })
    } else b = a
    const picked = await rows<{ id: number; stock: number }>(
      sql`select v.id, v.stock from product_variants v join products p on p.id = v.product_id where v.stock between 30 and 500 order by v.id limit 2`,
    )
    ;[variant, other] = picked.map((r) => Number(r.id)) as [number, number]
    for (const r of picked) stock.set(Number(r.id), Number(r.stock))
  })
  afterAll(async () => {
    for (const [id, s] of stock) await a?.db.execute(sql`update product_variants set stock = ${s} where id = ${id}`)
    if (env.REDIS_PREFIX) {
      const redis = redisClient(REDIS_URL)
      const keys = (await redis.command('KEYS', `${env.REDIS_PREFIX}*`)) as string[]
      if (keys.length) await redis.command('DEL', ...keys)
      await redis.close()
    }
    if (b !== a) await b?.close()
    await secondDb?.close()
    await a?.close()
  })

  /** Node 0 or 1 (on PGlite both are the one instance). */
  const node = (i: number) => (i % 2 === 0 ? a : b)
  /** A request on node `i`, a form post when it has a body; the cookies set by the answer go into the jar. */
  async function request(i: number, method: 'GET' | 'POST', url: string, jar: Jar, body?: Record<string, string>) {
    if (method === 'POST' && body) return postForm(node(i), url, body, jar)
    const res = await node(i).inject({ method, url, cookies: jar })
    for (const c of res.cookies) if (c.value) jar[c.name] = c.value
    return res
  }
  const add = async (i: number, jar: Jar, id: number, quantity = 1) => expect((await request(i, 'POST', '/qf/cs/eshop/kosik/pridat', jar, { variant: String(id), quantity: String(quantity) })).statusCode).toBe(303)
  const submit = (i: number, jar: Jar, fields: Record<string, string>, lang: 'cs' | 'en' = 'cs') =>
    request(i, 'POST', PLACE[lang], { ...jar }, { ...contact, shippingCode: 'ppl', paymentCode: 'transfer', terms: 'on', ...fields })

  /** Opens the checkout `n` times at once, the pages spread over both nodes: each page's form. */
  async function openPages(jars: Jar[], n: number) {
    const pages = await Promise.all(Array.from({ length: n }, (_, i) => request(i, 'GET', CHECKOUT.cs, { ...jars[i % jars.length]! })))
    for (const p of pages) expect(p.statusCode).toBe(200)
    return pages.map((p) => checkoutFormOf(p.body))
  }

  /**
   * Submits every page at once, each to the node that did not show it; expects one order and
   * every answer a 303 to its confirmation or its "already placed" page, which the shopper can open.
   */
  async function placeAll(jars: Jar[], forms: Record<string, string>[], owner: string) {
    const stockBefore = await stockOf(variant)
    const before = (await ordersOf(owner)).length
    const answers = await Promise.all(forms.map((f, i) => submit(i + 1, jars[i % jars.length]!, f)))
    for (const res of answers) {
      expect(res.statusCode, unescape(res.body).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 300)).toBe(303)
      expect(String(res.headers.location)).toMatch(LEADS_TO)
    }
    const numbers = new Set(answers.map((r) => LEADS_TO.exec(String(r.headers.location))![1]))
    expect(numbers.size).toBe(1)
    const placed = await ordersOf(owner)
    expect(placed.length - before).toBe(1)
    expect(placed.at(-1)).toBe([...numbers][0])
    expect(await stockOf(variant)).toBe(stockBefore - 1)
    // One answer per submit leads to the confirmation; another page's is "already placed".
    expect(answers.filter((r) => !LEADS_TO.exec(String(r.headers.location))![2]).length).toBeGreaterThanOrEqual(1)
    for (const [i, res] of answers.entries()) {
      const page = await request(i, 'GET', String(res.headers.location), { ...jars[i % jars.length]! })
      expect(page.statusCode).toBe(200)
      expectIn(page.body, [...numbers][0]!)
    }
    return [...numbers][0]!
  }

  it('a guest: six pages opened at once share one checkout; their six submits at once place one order', async () => {
    const jar: Jar = {}
    await add(0, jar, variant)
    const owner = guestOwner(jar.qf_cart!)
    const forms = await openPages([jar], 6)
    expect(new Set(forms.map((f) => f.checkout)).size).toBe(1)
    const number = await placeAll([jar], forms, owner)
    // The cart is empty on both nodes; the checkout opened again (another tab reloaded, or refreshed
    // by live validation) offers nothing to order and names the order just placed, with its link.
    for (const i of [0, 1]) {
      const again = (await request(i, 'GET', CHECKOUT.cs, { ...jar })).body
      expectIn(again, 'Košík je prázdný, není co objednat.', false)
      expectIn(again, `Objednávka ${number} už byla odeslána.`)
      expectIn(again, `href="/qf/cs/eshop/objednavka/${number}" id="alreadyPlacedOrder"`)
      expectIn(again, 'name="intent"', false)
    }
    // Another visitor with an empty cart is told only that.
    const stranger = (await request(0, 'GET', CHECKOUT.cs, {})).body
    expectIn(stranger, 'Košík je prázdný, není co objednat.')
    expectIn(stranger, 'alreadyPlaced', false)
  })

  it('an account signed in in two browsers: three pages each, opened at once, then every submit at once: one order', async () => {
    const browsers: Jar[] = [{}, {}]
    for (const [i, jar] of browsers.entries()) {
      const res = await request(i, 'POST', '/qf/cs/ramjet/performLogin', jar, { email: SECOND_USER.email, password: SECOND_USER.password })
      expect(res.statusCode).toBe(303)
      expect(jar.qf_session).toBeTruthy()
    }
    const [user] = await rows<{ id: number }>(sql`select id from users where email = ${SECOND_USER.email}`)
    await add(1, browsers[1]!, variant)
    const forms = await openPages(browsers, 6)
    expect(new Set(forms.map((f) => f.checkout)).size).toBe(1)
    await placeAll(browsers, forms, `user:${user!.id}`)
  })

  it('a second tab after the order: its submit leads to a page that says the order was placed and links it', async () => {
    const jar: Jar = {}
    await add(0, jar, variant)
    const [first] = await openPages([jar], 1)
    const [second] = await openPages([jar], 1)
    const placed = await submit(0, jar, first!)
    expect(placed.statusCode).toBe(303)
    const [, number, already] = LEADS_TO.exec(String(placed.headers.location))!
    expect(already).toBeUndefined()
    // The same page sent again (a double click, a retry): its confirmation again.
    expect((await submit(1, jar, first!)).headers.location).toBe(placed.headers.location)

    for (const lang of ['cs', 'en'] as const) {
      const late = await submit(1, jar, second!, lang)
      expect(late.statusCode).toBe(303)
      expect(late.headers.location).toBe(lang === 'cs' ? `/qf/cs/eshop/objednavka/${number}/uz-odeslana` : `/qf/en/eshop/order/${number}/already-placed`)
      const page = await request(0, 'GET', String(late.headers.location), { ...jar })
      expect(page.statusCode).toBe(200)
      expectIn(page.body, lang === 'cs' ? `Objednávka ${number} už byla odeslána` : `Order ${number} has already been placed`)
      expectIn(page.body, `href="${lang === 'cs' ? `/qf/cs/eshop/objednavka/${number}` : `/qf/en/eshop/order/${number}`}"`)
      // No purchase is reported twice: the page carries no order tracking.
      expectIn(page.body, 'data-order-tracking', false)
      // Someone else: the 404 page.
      expect((await request(1, 'GET', String(late.headers.location), {})).statusCode).toBe(404)
    }
    expect(await ordersOf(guestOwner(jar.qf_cart!))).toEqual([number])
  })

  it('a cart changed in another tab after the page was opened is shown again, re-priced, never placed unseen', async () => {
    const jar: Jar = {}
    await add(0, jar, variant)
    const owner = guestOwner(jar.qf_cart!)
    const [seen] = await openPages([jar], 1)
    // Another tab adds a second piece and another product.
    await add(1, jar, variant)
    await add(1, jar, other)
    const refused = await submit(1, jar, seen!)
    expect(refused.statusCode).toBe(409)
    expectIn(unescape(refused.body), 'Košík se mezitím změnil')
    expectIn(refused.body, 'id="checkoutProblem"')
    expect(await ordersOf(owner)).toEqual([])
    // The page shows the cart as it is now: both products, two pieces of the first.
    const shown = [...refused.body.matchAll(/<tr class="checkout-line checkout-line--goods">[\s\S]*?<\/th><td>(\d+)<\/td>/g)].map((m) => Number(m[1]))
    expect(shown).toEqual([2, 1])
    // Sent again as shown: placed, with what the page showed.
    const again = await submit(0, jar, checkoutFormOf(refused.body))
    expect(again.statusCode).toBe(303)
    const number = LEADS_TO.exec(String(again.headers.location))![1]
    const lines = await rows<{ variant: number; quantity: number }>(
      sql`select l.variant_id as variant, l.quantity from order_lines l join orders o on o.id = l.order_id where o.number = ${number} and l.kind = 'goods' order by l.variant_id`,
    )
    expect(lines.map((l) => [Number(l.variant), Number(l.quantity)])).toEqual(
      [
        [variant, 2],
        [other, 1],
      ].sort((x, y) => x[0]! - y[0]!),
    )
  })

  it('a price changed in the catalogue after the page was opened: shown again with the new price (English too)', async () => {
    const jar: Jar = {}
    await add(0, jar, other)
    const [seen] = await openPages([jar], 1)
    const [product] = await rows<{ id: number; price: number }>(sql`select p.id, p.price_minor as price from products p join product_variants v on v.product_id = p.id where v.id = ${other}`)
    await a.db.execute(sql`update products set price_minor = price_minor + 1000 where id = ${product!.id}`)
    try {
      const refused = await submit(1, jar, seen!, 'en')
      expect(refused.statusCode).toBe(409)
      expectIn(unescape(refused.body), 'Your cart has changed since this page was shown')
      expect(await ordersOf(guestOwner(jar.qf_cart!))).toEqual([])
      const placed = await submit(0, jar, checkoutFormOf(refused.body), 'en')
      expect(placed.statusCode).toBe(303)
      const number = LEADS_TO.exec(String(placed.headers.location))![1]
      const [line] = await rows<{ price: number }>(sql`select l.unit_price_minor as price from order_lines l join orders o on o.id = l.order_id where o.number = ${number} and l.kind = 'goods'`)
      expect(Number(line!.price)).toBe(Number(product!.price) + 1000)
    } finally {
      await a.db.execute(sql`update products set price_minor = ${product!.price} where id = ${product!.id}`)
    }
  })

  it('a checkout opened after an order whose cart was not emptied (a node stopped in between) shows no second order', async () => {
    const jar: Jar = {}
    await add(0, jar, variant)
    const [form] = await openPages([jar], 1)
    const placed = await submit(0, jar, form!)
    expect(placed.statusCode).toBe(303)
    // As if the node had stopped after the commit and before emptying the cart.
    await a.db.execute(sql`update checkouts set closed_at = null where id = ${form!.checkout}`)
    await add(1, jar, variant)
    const page = await request(1, 'GET', CHECKOUT.cs, { ...jar })
    // Nothing to order; the page names the order that was placed.
    expectIn(page.body, 'name="intent"', false)
    expectIn(page.body, `Objednávka ${LEADS_TO.exec(String(placed.headers.location))![1]} už byla odeslána.`)
    expectIn((await request(0, 'GET', '/qf/cs/eshop/kosik', { ...jar })).body, 'Košík je prázdný.')
    expect(await ordersOf(guestOwner(jar.qf_cart!))).toHaveLength(1)
  })
})

describe(`one open checkout per visitor is the database's rule (${engine})`, () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('a second open checkout of one owner is refused by the unique index; a placed one does not count', async () => {
    const owner = `guest:index-test-${randomUUID()}`
    const at = (id: string) => sql`insert into checkouts (id, owner, expires_at) values (${id}, ${owner}, now() + interval '1 hour')`
    await app.db.execute(at(`a${randomUUID()}`))
    const refused = await app.db.execute(at(`b${randomUUID()}`)).then(
      () => 'inserted',
      (error: Error) => String(error.cause ?? error),
    )
    expect(refused).toMatch(/checkouts_open_owner_uq/)
    await app.db.execute(sql`update checkouts set order_id = 0, closed_at = now() where owner = ${owner}`)
    await app.db.execute(at(`c${randomUUID()}`))
    await app.db.execute(sql`delete from checkouts where owner = ${owner}`)
  })
})
