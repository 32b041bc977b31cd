/**
 * Sales (issue 26, ADR 087) on the database of the run: the shop manager's list, add, change and
 * cancel, audited, with the banner written as an alert in the same transaction; bad input refused
 * with localized reasons and nothing stored; the scheduler starting a sale (prices, compare-at,
 * countdown) and ending it (regular prices back, a price the manager changed kept); two app
 * instances on one database applying a start once; a placed order keeping its prices and a cart
 * showing the sale's.
 *
 * The seeded Christmas sale runs until 24 December and sales may not overlap, so the sales these
 * tests add lie in a far year; a test that needs one running moves its period to now by SQL, as
 * the clock would, and runs the scheduler (other apps on a shared PostgreSQL may run it first:
 * the assertions hold whoever does).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, orderLines, orders, productVariants, products, saleProducts, sales, siteAlerts } from '../../../src/db/schema.js'
import { formatPrice } from '../../../src/i18n/index.js'
import { toPragueLocal } from '../../../src/i18n/prague-time.js'
import { saleAlertId } from '../../../src/features/promotions/promotions.repository.js'
import { salePriceOf } from '../../../src/features/promotions/sale-math.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { placeGuestOrder } from '../../support/builders.js'
import { expectIn } from '../../support/html.js'
import { postForm, signIn, signInWith, type FormBody, type Jar } from '../../support/client.js'

let app: FastifyInstance
let manager: Jar
/** A far year of this run's own: sales of other runs on a shared database never overlap these. */
const year = 2200 + Math.floor(Math.random() * 7000)
const run = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`

beforeAll(async () => {
  app = await testApp()
  manager = await signInWith(app, [{ role: 'shop_manager' }])
})
afterAll(async () => {
  await app?.close()
})

const month = (m: number, day = 1) => `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}T10:00`
/** Products not on sale, priced from 100 CZK, in id order. */
const freeProducts = async (n: number) =>
  app.db
    .select({ id: products.id, sku: products.sku, priceMinor: products.priceMinor, categoryId: products.categoryId })
    .from(products)
    .where(and(isNull(products.compareAtPriceMinor), sql`${products.priceMinor} >= 10000`, sql`not exists (select 1 from ${saleProducts} sp join ${sales} s on s.id = sp.sale_id where sp.product_id = ${products.id} and s.state = 'running')`))
    .orderBy(products.id)
    .limit(n)
const form = (fields: Record<string, string | string[]>): FormBody => ({ nameCs: `Jarní výprodej ${run}`, nameEn: `Spring sale ${run}`, startsAt: month(3), endsAt: month(3, 20), percent: '20', bannerCs: '', bannerEn: '', products: '', ...fields })
const add = (fields: Record<string, string | string[]>, lang: 'cs' | 'en' = 'cs', jar = manager, headers: Record<string, string> = {}) => postForm(app, paths.adminSaleNew(lang), form(fields), jar, headers)
const saleNamed = async (nameCs: string) => (await app.db.select().from(sales).where(eq(sales.nameCs, nameCs)))[0]
const productRow = async (id: number) => (await app.db.select({ priceMinor: products.priceMinor, compareAtPriceMinor: products.compareAtPriceMinor }).from(products).where(eq(products.id, id)))[0]!
const auditOf = async (id: number) => app.db.select({ action: auditLog.action, summary: auditLog.summary }).from(auditLog).where(and(eq(auditLog.entity, 'sale'), eq(auditLog.objectId, id)))
/** Moves a sale's period to have started an hour ago (the clock reaching it) and runs the scheduler. */
async function startNow(target: FastifyInstance, id: number, minutes = 60) {
  const now = Date.now()
  await target.db.update(sales).set({ startsAt: new Date(now - 3_600_000), endsAt: new Date(now + minutes * 60_000) }).where(eq(sales.id, id))
  await target.services.promotions.runDue(new Date())
}

describe(`sales on ${engine}`, () => {
  it('lists the seeded running Christmas sale; the shop home counts down to it in both languages', async () => {
    const list = await app.inject({ url: paths.adminSales('cs'), cookies: manager })
    expect(list.statusCode).toBe(200)
    expect(list.headers['cache-control']).toMatch(/no-store/)
    expect(list.body).toMatch(/>Vánoční výprodej<\/a>[\s\S]*?20 %[\s\S]*?běží/)
    const cs = await app.inject({ url: paths.eshop('cs') })
    expectIn(cs.body, 'aria-label="Vánoční výprodej končí"')
    expectIn((await app.inject({ url: paths.eshop('en') })).body, 'aria-label="Christmas sale ends"')
  })

  it('adds a sale with its banner as an alert over its period, audited; a change while scheduled changes everything', async () => {
    const [p] = await freeProducts(1)
    const created = await add({ products: ` ${p!.sku.toLowerCase()} `, bannerCs: 'Jaro je tu: <script>alert(1)</script>', bannerEn: 'Spring is here' })
    expect(created.statusCode, created.body.slice(0, 400)).toBe(303)
    expect(created.headers.location).toBe(paths.adminSales('cs', 'created'))
    const row = (await saleNamed(`Jarní výprodej ${run}`))!
    expect(row).toMatchObject({ state: 'scheduled', percentOff: 20, productIds: [p!.id], categoryIds: [], bannerCs: 'Jaro je tu: <script>alert(1)</script>' })
    // Prague time: March is winter time, UTC+1.
    expect(row.startsAt.toISOString()).toBe(`${year}-03-01T09:00:00.000Z`)
    const alert = await app.db.select().from(siteAlerts).where(eq(siteAlerts.alertId, saleAlertId(row.id))).orderBy(siteAlerts.lang)
    expect(alert.map((a) => [a.lang, a.message, a.validFrom.toISOString(), a.validUntil.toISOString()])).toEqual([
      ['cs', 'Jaro je tu: <script>alert(1)</script>', row.startsAt.toISOString(), row.endsAt.toISOString()],
      ['en', 'Spring is here', row.startsAt.toISOString(), row.endsAt.toISOString()],
    ])
    expect((await auditOf(row.id)).map((a) => a.action)).toEqual(['create'])

    const listed = await app.inject({ url: paths.adminSales('en', 'created'), cookies: manager })
    expectIn(listed.body, 'The sale is scheduled.')
    expect(listed.body).toMatch(new RegExp(`Spring sale ${run}</a>[\\s\\S]*?scheduled`))
    const page = await app.inject({ url: paths.adminSale('cs', row.id), cookies: manager })
    expectIn(page.body, `value="${p!.sku}"`)
    expectIn(page.body, 'Jaro je tu: &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page.body).not.toContain('<script>alert(1)</script>')

    const saved = await postForm(app, paths.adminSale('en', row.id), form({ percent: '35', products: p!.sku, startsAt: month(4), endsAt: month(4, 10), bannerCs: '', bannerEn: '' }), manager)
    expect(saved.statusCode, saved.body.slice(0, 400)).toBe(303)
    expect(await saleNamed(`Jarní výprodej ${run}`)).toMatchObject({ percentOff: 35, bannerCs: null })
    expect(await app.db.select().from(siteAlerts).where(eq(siteAlerts.alertId, saleAlertId(row.id)))).toEqual([])
    expect((await auditOf(row.id)).map((a) => a.action)).toEqual(['create', 'change'])
  })

  it('refuses bad input with a localized reason, shows what was typed escaped, and stores nothing', async () => {
    const [p] = await freeProducts(1)
    const name = `Chybný ${run}`
    const cases: [Record<string, string | string[]>, string, number?][] = [
      [{ percent: '0' }, 'Sleva musí být celé číslo od 1 do 90.'],
      [{ percent: '91' }, 'Sleva musí být celé číslo od 1 do 90.'],
      [{ percent: '12,5' }, 'Sleva musí být celé číslo od 1 do 90.'],
      [{ startsAt: month(6, 10), endsAt: month(6, 1) }, 'Konec musí být po začátku.'],
      [{ startsAt: '2020-01-01T10:00', endsAt: month(6, 1) }, 'Začátek nesmí být v minulosti.'],
      [{ startsAt: '2026-02-31T25:00' }, 'Zadejte datum a čas.'],
      [{ products: 'NENI-TAKOVY-SKU-1' }, 'Tyto kódy SKU v katalogu nejsou: NENI-TAKOVY-SKU-1'],
      [{ products: '', category: ['99999999'] }, 'Vyberte kategorie ze seznamu.'],
      [{ products: '' }, 'Vyberte kategorii nebo zadejte produkty.'],
      [{ nameCs: '' }, 'Zadejte název (nejvýše 120 znaků).'],
      [{ nameEn: 'x'.repeat(121) }, 'Zadejte název (nejvýše 120 znaků).'],
      [{ bannerCs: '<script>x</script>'.repeat(20) }, 'Banner může mít nejvýše 300 znaků.'],
      [{ startsAt: month(4, 5), endsAt: month(4, 6) }, 'v této době už je naplánován nebo běží jiný výprodej', 409],
    ]
    for (const [fields, message, status] of cases) {
      const res = await add({ nameCs: name, products: p!.sku, ...fields })
      expect(res.statusCode, JSON.stringify(fields)).toBe(status ?? 422)
      expectIn(res.body, message)
      expect(res.body).not.toContain('<script>x</script>')
    }
    const en = await add({ nameCs: name, products: p!.sku, percent: '95' }, 'en')
    expectIn(en.body, 'The discount must be a whole number from 1 to 90.')
    expect(await saleNamed(name)).toBeUndefined()
  })

  it('an unknown sale is a 404; a forged cross-site post and other roles change nothing', async () => {
    for (const url of [paths.adminSale('cs', 2_000_000_000), `${paths.adminSales('cs')}/abc`]) expect((await app.inject({ url, cookies: manager })).statusCode, url).toBe(404)
    const [p] = await freeProducts(1)
    const fields = { nameCs: `Podvrh ${run}`, products: p!.sku, startsAt: month(8), endsAt: month(8, 2) }
    const forgeries: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]
    for (const headers of forgeries) expect((await add(fields, 'cs', manager, headers)).statusCode).toBe(403)
    const editor = await signInWith(app, [{ role: 'chief_editor' }])
    const customer = await signIn(app, 'student@example.cz', 'Heslo-2026')
    for (const jar of [editor, customer, {}]) {
      expect((await app.inject({ url: paths.adminSales('cs'), cookies: jar })).statusCode).toBe(404)
      expect((await add(fields, 'en', jar)).statusCode).toBe(404)
    }
    expect(await saleNamed(`Podvrh ${run}`)).toBeUndefined()
  })

  it('the scheduler starts a sale: prices, compare-at and countdown; a placed order keeps its prices, a cart shows the new one; at the end the prices return, a price the manager changed stays', async () => {
    const order = await placeGuestOrder(app)
    const [ordered] = await app.db
      .select({ productId: productVariants.productId, variantId: productVariants.id, unitPriceMinor: orderLines.unitPriceMinor })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
      .where(eq(orders.number, order.number))
    const [a, b] = (await freeProducts(3)).filter((p) => p.id !== ordered!.productId)
    // B had a compare-at price of its own before the sale: it comes back at the end.
    await app.db.update(products).set({ compareAtPriceMinor: b!.priceMinor + 5_000 }).where(eq(products.id, b!.id))
    const name = `Bleskový výprodej ${run}`
    expect((await add({ nameCs: name, nameEn: `Flash sale ${run}`, products: [a!.sku, b!.sku, (await skuOf(ordered!.productId))].join(','), percent: '25', startsAt: month(5), endsAt: month(5, 2) })).statusCode).toBe(303)
    const sale = (await saleNamed(name))!
    await startNow(app, sale.id)
    await app.timers.get('sales')!.idle()

    expect((await saleNamed(name))!.state).toBe('running')
    expect(await productRow(a!.id)).toEqual({ priceMinor: salePriceOf(a!.priceMinor, 25), compareAtPriceMinor: a!.priceMinor })
    expect(await productRow(b!.id)).toEqual({ priceMinor: salePriceOf(b!.priceMinor, 25), compareAtPriceMinor: b!.priceMinor })
    expect(await app.db.select({ productId: saleProducts.productId, previous: saleProducts.previousCompareAtMinor }).from(saleProducts).where(and(eq(saleProducts.saleId, sale.id), inArray(saleProducts.productId, [a!.id, b!.id]))).orderBy(saleProducts.productId)).toEqual(
      [
        { productId: a!.id, previous: null },
        { productId: b!.id, previous: b!.priceMinor + 5_000 },
      ].sort((x, y) => x.productId - y.productId),
    )
    // It ends before Christmas: the countdown is this sale's.
    expectIn((await app.inject({ url: paths.eshop('cs') })).body, `aria-label="${name} končí"`)
    expectIn((await app.inject({ url: paths.eshop('en') })).body, `aria-label="Flash sale ${run} ends"`)
    // The order placed before keeps its price; a cart shows the sale's.
    const [kept] = await app.db.select({ unitPriceMinor: orderLines.unitPriceMinor }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(eq(orders.number, order.number))
    expect(kept!.unitPriceMinor).toBe(ordered!.unitPriceMinor)
    const cart: Jar = {}
    expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(ordered!.variantId), quantity: '1' }, cart)).statusCode).toBe(303)
    const nowPrice = (await productRow(ordered!.productId)).priceMinor
    expect(nowPrice).toBe(salePriceOf(ordered!.unitPriceMinor, 25))
    expectIn((await app.inject({ url: paths.cart('cs'), cookies: cart })).body, formatPrice('cs', nowPrice))

    // The manager changes A's price while the sale runs (the products' administration writes it so).
    await app.db.update(products).set({ priceMinor: 4_200, compareAtPriceMinor: null }).where(eq(products.id, a!.id))
    await app.db.update(sales).set({ endsAt: new Date(Date.now() - 1) }).where(eq(sales.id, sale.id))
    await app.services.promotions.runDue(new Date())
    await app.timers.get('sales')!.idle()
    expect((await saleNamed(name))!.state).toBe('ended')
    expect(await productRow(a!.id)).toEqual({ priceMinor: 4_200, compareAtPriceMinor: null })
    expect(await productRow(b!.id)).toEqual({ priceMinor: b!.priceMinor, compareAtPriceMinor: b!.priceMinor + 5_000 })
    expect(await productRow(ordered!.productId)).toMatchObject({ priceMinor: ordered!.unitPriceMinor })
    expect((await auditOf(sale.id)).map((e) => e.action)).toEqual(['create', 'publish', 'unpublish'])
    expectIn((await app.inject({ url: paths.eshop('cs') })).body, 'aria-label="Vánoční výprodej končí"')
    await app.db.update(products).set({ priceMinor: a!.priceMinor }).where(eq(products.id, a!.id))
  })

  it('cancelling a running sale ends it at once: prices back, banner gone; cancelling a scheduled one never starts it', async () => {
    const [p] = await freeProducts(1)
    const name = `Zrušený ${run}`
    expect((await add({ nameCs: name, products: p!.sku, percent: '10', startsAt: month(7), endsAt: month(7, 3), bannerCs: 'Sleva!', bannerEn: 'Sale!' })).statusCode).toBe(303)
    const sale = (await saleNamed(name))!
    await startNow(app, sale.id)
    await app.timers.get('sales')!.idle()
    expect(await productRow(p!.id)).toEqual({ priceMinor: salePriceOf(p!.priceMinor, 10), compareAtPriceMinor: p!.priceMinor })
    // A running sale's start and percent stay what they applied: only its end and texts change.
    const edited = await postForm(app, paths.adminSale('cs', sale.id), { nameCs: name, nameEn: 'Cancelled', endsAt: toPragueLocal(new Date(Date.now() + 7_200_000)), percent: '90', startsAt: month(1), bannerCs: 'Sleva!', bannerEn: '' }, manager)
    expect(edited.statusCode, edited.body.slice(0, 300)).toBe(303)
    expect(await saleNamed(name)).toMatchObject({ percentOff: 10, nameEn: 'Cancelled', state: 'running' })
    const past = await postForm(app, paths.adminSale('cs', sale.id), { nameCs: name, nameEn: 'Cancelled', endsAt: toPragueLocal(new Date(Date.now() - 1_800_000)) }, manager)
    expect(past.statusCode).toBe(422)
    expectIn(past.body, 'Konec nesmí být v minulosti.')

    // The state the manager saw is sent: a forged or stale one changes nothing.
    expect((await postForm(app, paths.adminSaleCancel('cs', sale.id), { state: 'scheduled' }, manager)).statusCode).toBe(409)
    expect((await postForm(app, paths.adminSaleCancel('cs', sale.id), { state: 'nonsense' }, manager)).statusCode).toBe(422)
    const cancelled = await postForm(app, paths.adminSaleCancel('en', sale.id), { state: 'running' }, manager)
    expect(cancelled.statusCode).toBe(303)
    expect(cancelled.headers.location).toBe(paths.adminSales('en', 'cancelled'))
    expect((await saleNamed(name))!.state).toBe('cancelled')
    expect(await productRow(p!.id)).toEqual({ priceMinor: p!.priceMinor, compareAtPriceMinor: null })
    expect(await app.db.select().from(siteAlerts).where(eq(siteAlerts.alertId, saleAlertId(sale.id)))).toEqual([])
    // Nothing more to do with it.
    expect((await postForm(app, paths.adminSaleCancel('cs', sale.id), { state: 'running' }, manager)).statusCode).toBe(409)
    expect((await postForm(app, paths.adminSale('cs', sale.id), form({ nameCs: name }), manager)).statusCode).toBe(409)

    const later = `Nikdy ${run}`
    expect((await add({ nameCs: later, products: p!.sku, startsAt: month(9), endsAt: month(9, 2) })).statusCode).toBe(303)
    const scheduled = (await saleNamed(later))!
    expect((await postForm(app, paths.adminSaleCancel('cs', scheduled.id), { state: 'scheduled' }, manager)).statusCode).toBe(303)
    await app.db.update(sales).set({ startsAt: new Date(Date.now() - 1000) }).where(eq(sales.id, scheduled.id))
    await app.services.promotions.runDue(new Date())
    expect(await saleNamed(later)).toMatchObject({ state: 'cancelled' })
    expect(await productRow(p!.id)).toEqual({ priceMinor: p!.priceMinor, compareAtPriceMinor: null })
  })

  it('two app instances on one database running the scheduler at once start a sale exactly once', async () => {
    const other = await testApp({ database: app.database })
    try {
      const chosen = await freeProducts(4)
      const name = `Souběh ${run}`
      expect((await add({ nameCs: name, products: chosen.map((p) => p.sku).join(','), percent: '30', startsAt: month(10), endsAt: month(10, 2) })).statusCode).toBe(303)
      const sale = (await saleNamed(name))!
      const now = Date.now()
      await app.db.update(sales).set({ startsAt: new Date(now - 1000), endsAt: new Date(now + 3_600_000) }).where(eq(sales.id, sale.id))
      const at = new Date()
      const runs = await Promise.all([app, other, app, other].map((a) => a.services.promotions.runDue(at)))
      await Promise.all([app.timers.get('sales')!.idle(), other.timers.get('sales')!.idle()])
      expect(runs.flatMap((r) => r.started).filter((id) => id === sale.id).length).toBeLessThanOrEqual(1)
      expect((await auditOf(sale.id)).filter((e) => e.action === 'publish')).toHaveLength(1)
      expect(await app.db.select({ n: sql<number>`count(*)::int` }).from(saleProducts).where(eq(saleProducts.saleId, sale.id))).toEqual([{ n: chosen.length }])
      for (const p of chosen) expect(await productRow(p.id)).toEqual({ priceMinor: salePriceOf(p.priceMinor, 30), compareAtPriceMinor: p.priceMinor })
      expect((await postForm(app, paths.adminSaleCancel('cs', sale.id), { state: 'running' }, manager)).statusCode).toBe(303)
      for (const p of chosen) expect(await productRow(p.id)).toEqual({ priceMinor: p.priceMinor, compareAtPriceMinor: null })
    } finally {
      await other.close()
    }
  })
})

const skuOf = async (id: number) => (await app.db.select({ sku: products.sku }).from(products).where(eq(products.id, id)))[0]!.sku
