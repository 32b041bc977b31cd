/**
 * The shop manager's stock (issue 26, ADR 068) on the database of the run (PGlite, and
 * PostgreSQL with DATABASE_URL): the list with search, the low-stock report and pages; a
 * variant's adjustments (relative, with a reason, audited, in the history with the stock they
 * left, shown on the product page at once) and threshold; bad input refused with its reason and
 * nothing changed; who may not gets 404. And the race the issue names: 50 checkouts of one
 * variant placed at once with adjustments among them end with the exact arithmetic.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, orderLines, productCategories, products, productVariants, stockAdjustments } from '../../../src/db/schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { guestAtCheckout } from '../../support/builders.js'
import { postForm, signIn, signInWith, type Jar } from '../../support/client.js'
import { expectIn, unescape } from '../../support/html.js'

let app: FastifyInstance
let manager: Jar
let made = 0

beforeAll(async () => {
  app = await testApp()
  manager = await signInWith(app, [{ role: 'shop_manager' }])
})
afterAll(async () => {
  await app?.close()
})

/** A product of its own with one variant holding `stock` pieces, so no other test's orders touch it. */
async function aVariant(stock: number, size: string | null = 'M') {
  const tag = `${process.pid}-${Date.now().toString(36)}-${++made}`
  const [category] = await app.db.select({ id: productCategories.id, slugCs: productCategories.slugCs }).from(productCategories).limit(1)
  const [product] = await app.db
    .insert(products)
    .values({
      categoryId: category!.id,
      sku: `QF-TEST-${tag}`,
      slugCs: `skladovy-test-${tag}`,
      slugEn: `stock-test-${tag}`,
      nameCs: `Skladový test ${tag}`,
      nameEn: `Stock test ${tag}`,
      descriptionCs: 'Zkušební zboží.',
      descriptionEn: 'A test product.',
      priceMinor: 100_00,
      vatRate: 21,
      stock: 0,
    })
    .returning({ id: products.id, slugCs: products.slugCs })
  const [variant] = await app.db
    .insert(productVariants)
    .values({ productId: product!.id, sku: `QF-TEST-${tag}-V`, size, colourCs: 'černá', colourEn: 'black', stock })
    .returning({ id: productVariants.id, sku: productVariants.sku })
  return { id: variant!.id, sku: variant!.sku, tag, productId: product!.id, page: paths.product('cs', category!.slugCs, product!.slugCs) }
}

const stockOf = async (id: number) => (await app.db.select({ stock: productVariants.stock, threshold: productVariants.lowStockThreshold }).from(productVariants).where(eq(productVariants.id, id)))[0]!
const historyOf = (id: number) => app.db.select().from(stockAdjustments).where(eq(stockAdjustments.variantId, id)).orderBy(stockAdjustments.id)
const productStock = async (id: number) => (await app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock
const adjust = (lang: 'cs' | 'en', id: number, body: Record<string, string> | string, jar = manager, headers: Record<string, string> = {}) =>
  postForm(app, paths.adminStockAdjust(lang, id), body, { ...jar }, headers)

describe(`the stock administration on ${engine}`, () => {
  it('lists variants with their stock and threshold, finds by SKU or name, reports low stock, pages', async () => {
    const low = await aVariant(2)
    const plenty = await aVariant(40)
    const cs = await app.inject({ url: paths.adminStock('cs', { q: low.tag }), cookies: manager })
    expect(cs.statusCode).toBe(200)
    expectIn(cs.body, `Skladový test ${low.tag}`)
    expectIn(cs.body, `<code>${low.sku}</code>`)
    expectIn(cs.body, 'nízký stav')
    const bySku = await app.inject({ url: paths.adminStock('en', { q: plenty.sku }), cookies: manager })
    expectIn(bySku.body, `Stock test ${plenty.tag}`)
    expectIn(bySku.body, 'Variants: 1')
    // The report: only variants at or below their threshold (3 by default).
    const report = unescape((await app.inject({ url: paths.adminStock('cs', { q: 'QF-TEST', low: true }), cookies: manager })).body)
    expect(report).toContain(low.sku)
    expect(report).not.toContain(plenty.sku)
    // Every variant of the seed, fifty a page.
    const first = (await app.inject({ url: paths.adminStock('cs'), cookies: manager })).body
    expect(first.match(/data-variant-id=/g)).toHaveLength(50)
    expectIn(first, `href="${paths.adminStock('cs', { page: 2 })}"`)
    expect((await app.inject({ url: paths.adminStock('cs', { page: 2 }), cookies: manager })).statusCode).toBe(200)
    // Hostile searches are text.
    for (const q of ["' or 1=1 --", '%', '_', '<script>alert(1)</script>']) {
      const res = await app.inject({ url: paths.adminStock('cs', { q }), cookies: manager })
      expect(res.statusCode, q).toBe(200)
      expect(res.body).not.toContain('<script>alert(1)</script>')
    }
  })

  it('receives and corrects stock relatively, newest first in the history, audited, on the product page at once', async () => {
    const v = await aVariant(5)
    const before = await app.inject({ url: v.page })
    expectIn(before.body, 'Skladem (5 ks)')
    const received = await adjust('cs', v.id, { delta: '12', reason: 'received', note: 'Dodací list <script>alert(1)</script>' })
    expect(received.statusCode, received.body.slice(0, 300)).toBe(303)
    expect(received.headers.location).toBe(paths.adminStockVariant('cs', v.id, 'adjusted'))
    // A typographic minus, as a phone's keyboard may type it.
    expect((await adjust('en', v.id, { delta: '−3', reason: 'count' })).statusCode).toBe(303)
    expect((await stockOf(v.id)).stock).toBe(14)
    expect(await productStock(v.productId)).toBe(14)
    expect((await historyOf(v.id)).map((h) => [h.delta, h.reason, h.stockAfter])).toEqual([
      [12, 'received', 17],
      [-3, 'count', 14],
    ])
    const page = await app.inject({ url: paths.adminStockVariant('cs', v.id, 'adjusted'), cookies: manager })
    expectIn(page.body, 'Změna je zapsána.')
    expectIn(page.body, '&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page.body).not.toContain('<script>alert(1)')
    const rows = [...page.body.matchAll(/<tr data-adjustment-id="\d+">([\s\S]*?)<\/tr>/g)].map((m) => unescape(m[1]!.replace(/<[^>]+>/g, '|')))
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatch(/−3\|\|Oprava inventury\|\|\|\|14 ks/)
    expect(rows[1]).toMatch(/\+12\|\|Příjem\|\|Dodací list <script>alert\(1\)<\/script>\|\|17 ks/)
    expect(rows[0]).toContain('role-')
    // The product page shows the new stock without waiting for a cache.
    expectIn((await app.inject({ url: v.page })).body, 'Skladem (14 ks)')
    const audit = await app.db.select({ summary: auditLog.summary }).from(auditLog).where(and(eq(auditLog.entity, 'stock'), eq(auditLog.objectId, v.id))).orderBy(desc(auditLog.id))
    expect(audit.map((a) => a.summary)).toEqual([`stock ${v.sku}: -3 (count) → 14`, `stock ${v.sku}: +12 (received) → 17: Dodací list <script>alert(1)</script>`])
  })

  it('sets the low-stock threshold; the report follows', async () => {
    const v = await aVariant(8)
    const saved = await postForm(app, paths.adminStockThreshold('en', v.id), { threshold: '10' }, { ...manager })
    expect(saved.statusCode).toBe(303)
    expect((await stockOf(v.id)).threshold).toBe(10)
    expectIn((await app.inject({ url: paths.adminStock('cs', { q: v.sku, low: true }), cookies: manager })).body, v.sku)
    for (const threshold of ['-1', 'abc', '2.5', '9999999999', '']) {
      const res = await postForm(app, paths.adminStockThreshold('cs', v.id), { threshold }, { ...manager })
      expect(res.statusCode, threshold).toBe(422)
      expectIn(res.body, 'Zadejte hranici jako celé číslo od 0 do 100 000.')
    }
    expect((await stockOf(v.id)).threshold).toBe(10)
  })

  it('bad input: a localized reason beside the field, the notice, nothing changed, never a 500', async () => {
    const v = await aVariant(4)
    const cases: [Record<string, string> | string, string, string][] = [
      [{ delta: 'abc', reason: 'received' }, 'Zadejte celé číslo, např. 12 nebo -2.', 'Enter a whole number, e.g. 12 or -2.'],
      [{ delta: '', reason: 'received' }, 'Zadejte změnu počtu kusů.', 'Enter the change in pieces.'],
      [{ delta: '0', reason: 'received' }, 'Změna o nula kusů nic nemění', 'A change of zero pieces changes nothing'],
      [{ delta: '-0', reason: 'count' }, 'Změna o nula kusů nic nemění', 'A change of zero pieces changes nothing'],
      [{ delta: '1.5', reason: 'received' }, 'Zadejte celé číslo', 'Enter a whole number'],
      [{ delta: '1,5', reason: 'received' }, 'Zadejte celé číslo', 'Enter a whole number'],
      [{ delta: '1e3', reason: 'received' }, 'Zadejte celé číslo', 'Enter a whole number'],
      [{ delta: '99999999999', reason: 'received' }, 'Zadejte celé číslo', 'Enter a whole number'],
      [{ delta: '2147483648', reason: 'received' }, 'Zadejte celé číslo', 'Enter a whole number'],
      [{ delta: '100001', reason: 'received' }, 'Najednou lze změnit nejvýše o 100 000 kusů.', 'At most 100,000 pieces can be changed at once.'],
      [{ delta: '5', reason: 'stolen' }, 'Vyberte důvod ze seznamu.', 'Choose a reason from the list.'],
      [{ delta: '5' }, 'Vyberte důvod ze seznamu.', 'Choose a reason from the list.'],
      [{ delta: '5', reason: 'received', note: 'x'.repeat(501) }, 'Poznámka může mít nejvýše 500 znaků.', 'The note may have at most 500 characters.'],
      [{ delta: "1; update product_variants set stock = 0 --", reason: 'received' }, 'Zadejte celé číslo', 'Enter a whole number'],
      ['delta=1&delta=2&reason=received', 'Pole bylo odesláno vícekrát', 'sent more than once'],
      [{ delta: '-5', reason: 'damaged' }, 'Stav nemůže klesnout pod nulu: skladem je 4 ks', 'The stock cannot go below zero: 4 pcs are in stock'],
    ]
    for (const [body, cs, en] of cases) {
      for (const [lang, text] of [['cs', cs], ['en', en]] as const) {
        const res = await adjust(lang, v.id, body)
        expect(res.statusCode, `${JSON.stringify(body)} ${lang}`).toBe(422)
        const html = unescape(res.body)
        expect(html, `${JSON.stringify(body)} ${lang}`).toContain(text)
        expect(html).toContain('id="adminNotice"')
      }
    }
    // The field says why, tied to it.
    const zero = await adjust('cs', v.id, { delta: '0', reason: 'received' })
    expect(zero.body).toMatch(/<input[^>]*id="stockDelta"[^>]*aria-invalid="true"[^>]*aria-describedby="stockDelta-hint stockDelta-error"/)
    expect((await stockOf(v.id)).stock).toBe(4)
    expect(await historyOf(v.id)).toEqual([])
  })

  it('a change past what an integer holds is refused with a message, not a 500', async () => {
    const v = await aVariant(2_147_483_600)
    const res = await adjust('en', v.id, { delta: '100', reason: 'received' })
    expect(res.statusCode).toBe(422)
    expectIn(unescape(res.body), 'The stock cannot hold that many pieces. Nothing was changed.')
    expect((await stockOf(v.id)).stock).toBe(2_147_483_600)
    expect(await historyOf(v.id)).toEqual([])
  })

  it('an unknown variant is a 404; a forged cross-site post is refused; an editor or a customer gets the 404 page', async () => {
    const v = await aVariant(6)
    for (const url of [paths.adminStockVariant('cs', 2_000_000_000), paths.adminStockVariant('en', 0), `${paths.adminStock('cs')}/abc`]) {
      const res = await app.inject({ url, cookies: manager })
      expect(res.statusCode, url).toBe(404)
    }
    const missing = await adjust('cs', 2_000_000_000, { delta: '5', reason: 'received' })
    expect(missing.statusCode).toBe(404)
    expectIn(missing.body, 'Tato varianta neexistuje.')
    const forgeries: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]
    for (const headers of forgeries) {
      expect((await adjust('cs', v.id, { delta: '5', reason: 'received' }, manager, headers)).statusCode).toBe(403)
    }
    const editor = await signInWith(app, [{ role: 'editor' }])
    const customer = await signIn(app, 'student@example.cz', 'Heslo-2026')
    for (const jar of [editor, customer, {}]) {
      expect((await app.inject({ url: paths.adminStock('cs'), cookies: jar })).statusCode).toBe(404)
      expect((await app.inject({ url: paths.adminStockVariant('en', v.id), cookies: jar })).statusCode).toBe(404)
      expect((await adjust('cs', v.id, { delta: '5', reason: 'received' }, jar)).statusCode).toBe(404)
      expect((await postForm(app, paths.adminStockThreshold('cs', v.id), { threshold: '0' }, { ...jar })).statusCode).toBe(404)
    }
    expect(await stockOf(v.id)).toEqual({ stock: 6, threshold: 3 })
    expect(await historyOf(v.id)).toEqual([])
  })

  it('50 checkouts of one variant and adjustments at once: the exact arithmetic, never below zero, the history consistent', async () => {
    const initial = 20
    const v = await aVariant(initial, null)
    // The guests come to the checkout one after another; only placing the orders races.
    const guests = []
    for (let i = 0; i < 50; i++) guests.push(await guestAtCheckout(app, v.id))
    const deltas = [10, -4, 15, -6, 5, -3, 8]
    const [orders, adjustments] = await Promise.all([
      Promise.all(guests.map((g) => g.place())),
      Promise.all(deltas.map((delta, i) => adjust(i % 2 ? 'en' : 'cs', v.id, { delta: String(delta), reason: delta > 0 ? 'received' : 'damaged' }))),
    ])
    const sold = orders.filter((o) => o.statusCode === 303)
    expect(sold.length + orders.filter((o) => o.statusCode === 422).length).toBe(50)
    const applied = deltas.filter((_, i) => adjustments[i]!.statusCode === 303)
    expect(adjustments.every((a) => a.statusCode === 303 || a.statusCode === 422)).toBe(true)
    const history = await historyOf(v.id)
    expect(history.map((h) => h.delta).sort()).toEqual([...applied].sort())
    const final = (await stockOf(v.id)).stock
    expect(final).toBe(initial + applied.reduce((a, b) => a + b, 0) - sold.length)
    expect(final).toBeGreaterThanOrEqual(0)
    expect(await productStock(v.productId)).toBe(final)
    // Every order placed holds one line of the variant; every history row left a stock of zero or more.
    const [lines] = await app.db.select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` }).from(orderLines).where(eq(orderLines.variantId, v.id))
    expect(Number(lines!.n)).toBe(sold.length)
    expect(history.every((h) => h.stockAfter >= 0)).toBe(true)
    // Capacity was 20 + 35 − 13 at most: some shoppers were told it sold out.
    expect(sold.length).toBeLessThan(50)
    expect(sold.length).toBeGreaterThan(0)
  }, 120_000)
})
