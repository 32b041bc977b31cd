/**
 * Adding and removing a product's variants and scheduling a product (issue 26, ADR 088) on the
 * database of the run, through the shop manager's routes: a variant added at stock 0 and audited,
 * codes and size + colour taken (409, also by concurrent adds), bad input refused with its reason;
 * a removal confirmed by its page, refused for the last variant, one with stock or one in a placed
 * order, a cart holding a removed variant still working; a scheduled product invisible like a
 * hidden one until the scheduler publishes it, once, with two app instances on one database; and
 * the catalogue CSV keeping a schedule but refusing to set one.
 */
import { parse } from 'csv-parse/sync'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, productCategories, products, productVariants } from '../../../src/db/schema.js'
import { catalogueCsv, type CsvRow } from '../../../src/features/shop/admin/catalogue-csv.js'
import { shopSearch } from '../../../src/features/shop/shop.search.js'
import { toPragueLocal } from '../../../src/i18n/prague-time.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { guestAtCheckout } from '../../support/builders.js'
import { postForm, signInWith, type Jar } from '../../support/client.js'

let app: FastifyInstance
let manager: Jar
let category: { id: number; slugCs: string }

beforeAll(async () => {
  app = await testApp()
  manager = await signInWith(app, [{ role: 'shop_manager' }])
  category = (await app.db.select({ id: productCategories.id, slugCs: productCategories.slugCs }).from(productCategories).orderBy(productCategories.id).limit(1))[0]!
})
afterAll(async () => {
  await app?.close()
})

let made = 0
const tag = () => `${process.pid}x${Date.now().toString(36)}x${++made}`.toUpperCase()
function ean13(twelve: string): string {
  const sum = [...twelve].reverse().reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 3 : 1), 0)
  return twelve + ((10 - (sum % 10)) % 10)
}
/** An EAN no other run of this file gives out. */
const freshEan = () => ean13(`85${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1e5).padStart(5, '0')}${String(++made % 100).padStart(2, '0')}`)

async function add() {
  const t = tag()
  const res = await postForm(app, paths.adminProductNew('cs'), { nameCs: `Mikina ${t}`, nameEn: `Hoodie ${t}`, categoryId: String(category.id), price: '890', vatRate: '21', sku: `QF-VA-${t}` }, manager)
  expect(res.statusCode, res.body.slice(0, 500)).toBe(303)
  return Number(/\/(\d+)\?done=created$/.exec(String(res.headers.location))![1])
}
const productRow = async (id: number) => (await app.db.select().from(products).where(eq(products.id, id)))[0]!
const variantsOf = (id: number) => app.db.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(productVariants.sort, productVariants.id)
const auditOf = async (id: number) => app.db.select({ action: auditLog.action, summary: auditLog.summary, actor: auditLog.actorEmail }).from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.objectId, id))).orderBy(auditLog.id)
const variantForm = (fields: Record<string, string> = {}) => ({ size: 'M', colourCs: 'zelená', colourEn: 'green', sku: `QF-VV-${tag()}`, ean: '', lowStockThreshold: '4', ...fields })
const addVariant = (id: number, fields: Record<string, string> = {}, lang: 'cs' | 'en' = 'cs', jar = manager) => postForm(app, paths.adminProductVariants(lang, id), variantForm(fields), jar)
const remove = (id: number, variantId: number, lang: 'cs' | 'en' = 'cs', body: Record<string, string> = { confirm: 'yes' }, jar = manager) => postForm(app, paths.adminProductVariantRemove(lang, id, variantId), body, jar)
async function edit(id: number, changes: Record<string, string>, lang: 'cs' | 'en' = 'cs') {
  const p = await productRow(id)
  const fields = {
    nameCs: p.nameCs, nameEn: p.nameEn, descriptionCs: p.descriptionCs, descriptionEn: p.descriptionEn, metaDescriptionCs: p.metaDescriptionCs, metaDescriptionEn: p.metaDescriptionEn,
    categoryId: String(p.categoryId), price: String(p.priceMinor / 100), vatRate: String(p.vatRate), compareAt: '', status: p.status, publishAt: p.publishAt ? toPragueLocal(p.publishAt) : '', sku: p.sku,
  }
  return postForm(app, paths.adminProduct(lang, id), { ...fields, ...changes }, manager)
}
const productUrl = async (id: number) => {
  const p = await productRow(id)
  return paths.product('cs', category.slugCs, p.slugCs)
}
const inHours = (h: number) => toPragueLocal(new Date(Date.now() + h * 3_600_000))

describe(`adding and removing variants on ${engine}`, () => {
  it('adds a variant at stock 0, last in order, audited; the product page lists it and its stock is the stock pages’ to change', async () => {
    const id = await add()
    const ean = freshEan()
    const res = await addVariant(id, { size: ' XL ', colourCs: 'Zelená', colourEn: 'Green', ean, lowStockThreshold: '5' })
    expect(res.statusCode, res.body.slice(0, 500)).toBe(303)
    expect(res.headers.location).toBe(paths.adminProduct('cs', id, 'variantAdded'))
    const variants = await variantsOf(id)
    expect(variants).toHaveLength(2)
    expect(variants[1]).toMatchObject({ size: 'XL', colourCs: 'Zelená', colourEn: 'Green', ean, stock: 0, lowStockThreshold: 5 })
    expect(variants[1]!.sort).toBeGreaterThan(variants[0]!.sort)
    const entries = await auditOf(id)
    expect(entries.at(-1)).toMatchObject({ action: 'create' })
    expect(entries.at(-1)!.summary).toContain(`variant #${variants[1]!.id} added (XL, Zelená)`)
    const page = await app.inject({ url: paths.adminProduct('en', id, 'variantAdded'), cookies: manager })
    expect(page.body).toContain('The variant is added with stock 0')
    expect(page.body).toContain(`data-variant-id="${variants[1]!.id}"`)
    expect(page.body).toContain('XL, Green')
    // A form post cannot set stock: there is no such field, and a forged one is ignored.
    expect((await addVariant(id, { size: 'S', stock: '50' } as Record<string, string>)).statusCode).toBe(303)
    expect((await variantsOf(id)).every((v) => v.stock === 0)).toBe(true)
  })

  it('a SKU, an EAN or a size and colour the product has already is refused at its field (409), nothing added', async () => {
    const id = await add()
    const other = await add()
    const ean = freshEan()
    expect((await addVariant(other, { size: 'L', ean })).statusCode).toBe(303)
    const [first] = await variantsOf(id)
    const cases: [Record<string, string>, string, string][] = [
      [{ sku: first!.sku }, 'Toto SKU už má jiný produkt nebo varianta.', 'variantAddSku'],
      [{ ean }, 'Tento EAN už má jiná varianta.', 'variantAddEan'],
    ]
    expect((await addVariant(id, { size: 'M', colourCs: 'zelená', colourEn: 'green' })).statusCode).toBe(303)
    cases.push([{ size: 'm', colourCs: 'ZELENÁ', colourEn: 'GREEN' }, 'Tuto velikost a barvu už má jiná varianta produktu.', 'variantAddSize'])
    const before = await variantsOf(id)
    for (const [fields, message, field] of cases) {
      const res = await addVariant(id, fields)
      expect(res.statusCode, message).toBe(409)
      expect(res.body).toContain(message)
      expect(res.body).toContain(`id="${field}-error"`)
      expect(res.body).toContain('Nic se neuložilo: opravte označená pole.')
    }
    // The same size and colour on another product is that product's own.
    expect((await addVariant(other, { size: 'M', colourCs: 'zelená', colourEn: 'green' })).statusCode).toBe(303)
    expect(await variantsOf(id)).toEqual(before)
  })

  it('the database holds one size and colour per product, whatever the case, also against a writer other than the form', async () => {
    const id = await add()
    await app.db.insert(productVariants).values({ productId: id, sku: `QF-DB-${tag()}`, size: 'S', colourCs: 'Modrá', stock: 0 })
    await expect(app.db.insert(productVariants).values({ productId: id, sku: `QF-DB-${tag()}`, size: 's', colourCs: 'modrá', stock: 0 })).rejects.toThrow()
    // The product's first variant has neither size nor colour: a second of neither is refused too.
    await expect(app.db.insert(productVariants).values({ productId: id, sku: `QF-DB-${tag()}`, stock: 0 })).rejects.toThrow()
  })

  it('refuses bad input with its localized reason, shows what was typed escaped, and adds nothing', async () => {
    const id = await add()
    const cases: [Record<string, string>, string][] = [
      [{ size: 'x'.repeat(41) }, 'Nejvýše 40 znaků.'],
      [{ colourCs: 'červená', colourEn: '' }, 'Barvu zadejte v obou jazycích, nebo v žádném.'],
      [{ lowStockThreshold: '-1' }, 'Zadejte hranici jako celé číslo od 0 do 100 000.'],
      [{ lowStockThreshold: 'tři' }, 'Zadejte hranici jako celé číslo od 0 do 100 000.'],
      [{ lowStockThreshold: '100001' }, 'Zadejte hranici jako celé číslo od 0 do 100 000.'],
      [{ sku: 'Žlutá' }, 'SKU: písmena bez diakritiky'],
      [{ sku: '' }, 'SKU: písmena bez diakritiky'],
      [{ ean: '4006381333932' }, 'EAN má chybnou kontrolní číslici.'],
      [{ ean: '12345' }, 'EAN má 8 nebo 13 číslic.'],
      [{ size: 'M\u0007' }, 'Text nesmí obsahovat řídicí znaky.'],
    ]
    for (const [fields, message] of cases) {
      const res = await addVariant(id, fields)
      expect(res.statusCode, message).toBe(422)
      expect(res.body, message).toContain(message)
      expect(res.body).toContain('aria-invalid="true"')
    }
    const script = await addVariant(id, { size: '<script>alert(1)</script>', sku: 'špatně' })
    expect(script.statusCode).toBe(422)
    expect(script.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(script.body).not.toContain('<script>alert(1)')
    expect(await variantsOf(id)).toHaveLength(1)
    // Markup saved as a size is text on the admin's pages.
    expect((await addVariant(id, { size: '<b>XS</b>', colourCs: '', colourEn: '' })).statusCode).toBe(303)
    const page = await app.inject({ url: paths.adminProduct('cs', id), cookies: manager })
    expect(page.body).toContain('&lt;b&gt;XS&lt;/b&gt;')
    expect(page.body).not.toContain('<b>XS</b>')
  })

  it('removes a variant after its confirmation page, audited; a bare post removes nothing; a cart holding it still shows its other lines', async () => {
    const id = await add()
    expect((await addVariant(id, { size: 'L', colourCs: '', colourEn: '' })).statusCode).toBe(303)
    expect((await edit(id, { status: 'published' })).statusCode).toBe(303)
    const [keep, gone] = await variantsOf(id)
    await app.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, keep!.id))
    // A shopper holds both: the one to go was in stock when added, then written off.
    await app.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, gone!.id))
    const shopper: Jar = {}
    for (const v of [keep!, gone!]) expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(v.id), quantity: '1' }, shopper)).statusCode).toBe(303)
    await app.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, gone!.id))

    const product = await app.inject({ url: paths.adminProduct('cs', id), cookies: manager })
    expect(product.body).toContain(`href="${paths.adminProductVariantRemove('cs', id, gone!.id)}"`)
    const confirm = await app.inject({ url: paths.adminProductVariantRemove('en', id, gone!.id), cookies: manager })
    expect(confirm.statusCode).toBe(200)
    expect(confirm.body).toContain(`Really remove the variant L (SKU ${gone!.sku})`)
    const bare = await remove(id, gone!.id, 'cs', {})
    expect(bare.statusCode).toBe(422)
    expect(bare.body).toContain('Odebrání potvrďte tlačítkem na stránce odebrání.')
    expect(await variantsOf(id)).toHaveLength(2)

    const removed = await remove(id, gone!.id, 'en')
    expect(removed.statusCode, removed.body.slice(0, 500)).toBe(303)
    expect(removed.headers.location).toBe(paths.adminProduct('en', id, 'variantRemoved'))
    expect((await variantsOf(id)).map((v) => v.id)).toEqual([keep!.id])
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'delete' })
    expect((await auditOf(id)).at(-1)!.summary).toContain(`variant #${gone!.id} removed (L), SKU ${gone!.sku}`)
    const cart = await app.inject({ url: paths.cart('cs'), cookies: shopper })
    expect(cart.statusCode).toBe(200)
    expect(cart.body).toContain(`data-variant-id="${keep!.id}"`)
    expect(cart.body).not.toContain(`data-variant-id="${gone!.id}"`)
    expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(gone!.id), quantity: '1' }, shopper)).statusCode).not.toBe(303)
    // Gone: its pages are the list's 404.
    expect((await app.inject({ url: paths.adminProductVariantRemove('cs', id, gone!.id), cookies: manager })).statusCode).toBe(404)
    expect((await remove(id, gone!.id)).statusCode).toBe(404)
  })

  it('refuses to remove the last variant, one with stock, and one a placed order names, with the reason; nothing removed', async () => {
    const id = await add()
    const [only] = await variantsOf(id)
    expect(await app.inject({ url: paths.adminProduct('cs', id), cookies: manager }).then((r) => r.body)).not.toContain('data-variant-remove')
    const last = await remove(id, only!.id)
    expect(last.statusCode).toBe(409)
    expect(last.body).toContain('Poslední variantu produktu nelze odebrat; produkt můžete skrýt.')

    expect((await addVariant(id, { size: 'S', colourCs: '', colourEn: '' })).statusCode).toBe(303)
    expect((await edit(id, { status: 'published' })).statusCode).toBe(303)
    const [, sold] = await variantsOf(id)
    await app.db.update(productVariants).set({ stock: 4 }).where(eq(productVariants.id, sold!.id))
    const stocked = await remove(id, sold!.id, 'en')
    expect(stocked.statusCode).toBe(409)
    expect(stocked.body).toContain('The variant cannot be removed while it has stock (4 pcs)')

    const guest = await guestAtCheckout(app, sold!.id)
    expect((await guest.place()).statusCode).toBe(303)
    await app.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, sold!.id))
    const ordered = await remove(id, sold!.id)
    expect(ordered.statusCode).toBe(409)
    expect(ordered.body).toContain('Variantu nelze odebrat: je v objednávkách (1)')
    expect(await variantsOf(id)).toHaveLength(2)
    expect((await auditOf(id)).some((e) => e.action === 'delete')).toBe(false)
  })

  it('another product’s variant, an unknown or malformed id is a 404; a forged cross-site post is refused; other roles get 404 and change nothing', async () => {
    const a = await add()
    const b = await add()
    const [vb] = await variantsOf(b)
    expect((await addVariant(a, { size: 'M' })).statusCode).toBe(303)
    expect((await remove(a, vb!.id)).statusCode).toBe(404)
    expect((await app.inject({ url: paths.adminProductVariantRemove('cs', a, vb!.id), cookies: manager })).statusCode).toBe(404)
    for (const bad of ['999999999', 'abc', '-1']) {
      expect((await postForm(app, `${paths.adminProducts('cs')}/${bad}/varianty`, variantForm(), manager)).statusCode, bad).toBe(404)
      expect((await app.inject({ url: `${paths.adminProducts('cs')}/${a}/varianty/${bad}/odebrat`, cookies: manager })).statusCode, bad).toBe(404)
    }
    const forged = await postForm(app, paths.adminProductVariants('cs', a), variantForm({ size: 'XXL' }), manager, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(forged.statusCode).toBe(403)
    const [, va] = await variantsOf(a)
    expect((await postForm(app, paths.adminProductVariantRemove('cs', a, va!.id), { confirm: 'yes' }, manager, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403)
    for (const grants of [[{ role: 'editor' }], [{ role: 'staff' }], [{ role: 'admin' }], []]) {
      const jar = await signInWith(app, grants)
      expect((await addVariant(a, { size: 'XXS' }, 'cs', jar)).statusCode).toBe(404)
      expect((await app.inject({ url: paths.adminProductVariantRemove('en', a, va!.id), cookies: jar })).statusCode).toBe(404)
      expect((await remove(a, va!.id, 'cs', { confirm: 'yes' }, jar)).statusCode).toBe(404)
    }
    expect(await app.inject({ url: '/qf/cs/eshop' }).then((r) => r.statusCode)).toBe(200)
    expect(await variantsOf(a)).toHaveLength(2)
  })

  it('two removals of a product’s last two variants at once remove one; two adds of one size and colour at once add one', async () => {
    const id = await add()
    expect((await addVariant(id, { size: 'M', colourCs: '', colourEn: '' })).statusCode).toBe(303)
    const [x, y] = await variantsOf(id)
    const removals = await Promise.all([remove(id, x!.id), remove(id, y!.id)])
    expect(removals.map((r) => r.statusCode).sort()).toEqual([303, 409])
    expect(await variantsOf(id)).toHaveLength(1)
    const adds = await Promise.all([addVariant(id, { size: 'XL' }), addVariant(id, { size: 'xl' }), addVariant(id, { size: 'XL', colourCs: 'Bílá', colourEn: 'White' })])
    expect(adds.map((r) => r.statusCode)).toEqual(expect.arrayContaining([303, 409, 303]))
    expect(adds.slice(0, 2).map((r) => r.statusCode).sort()).toEqual([303, 409])
    expect(await variantsOf(id)).toHaveLength(3)
  })
})

describe(`scheduled products on ${engine}`, () => {
  it('a scheduled product is hidden from visitors until its time, then published by the scheduler once, audited', async () => {
    const id = await add()
    const [variant] = await variantsOf(id)
    await app.db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, variant!.id))
    const at = inHours(48)
    const saved = await edit(id, { status: 'scheduled', publishAt: at }, 'en')
    expect(saved.statusCode, saved.body.slice(0, 400)).toBe(303)
    const row = await productRow(id)
    expect(row.status).toBe('scheduled')
    expect(toPragueLocal(row.publishAt!)).toBe(at)
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'schedule' })
    const page = await app.inject({ url: paths.adminProduct('cs', id), cookies: manager })
    expect(page.body).toContain('id="productScheduled"')
    expect(page.body).toContain(`value="${at}"`)
    const list = await app.inject({ url: paths.adminProducts('cs', { q: row.sku }), cookies: manager })
    expect(list.body).toContain('Naplánovaný')

    // Invisible as a hidden product is: its page, search, the sitemap's catalogue, the cart.
    const url = await productUrl(id)
    expect((await app.inject({ url })).statusCode).toBe(404)
    expect((await shopSearch[0]!.load(app.db, { ids: [id] })).entries).toHaveLength(0)
    expect((await app.services.shop.catalogue()).products.some((p) => p.slugs.cs === row.slugCs)).toBe(false)
    expect((await app.inject({ url: paths.category('cs', category.slugCs) + '?sort=newest' })).body).not.toContain(row.slugCs)
    expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(variant!.id), quantity: '1' }, {})).statusCode).not.toBe(303)
    const comparing: Jar = {}
    expect((await postForm(app, paths.compare('cs') + '/pridat', { product: String(id) }, comparing)).statusCode).not.toBe(303)
    expect((await app.inject({ url: paths.compare('cs'), cookies: comparing })).body).not.toContain(row.nameCs)

    // Not yet due: the scheduler leaves it.
    await app.services.productsAdmin.runDue(new Date())
    expect((await productRow(id)).status).toBe('scheduled')
    // The clock reaches it.
    await app.db.update(products).set({ publishAt: new Date(Date.now() - 1000) }).where(eq(products.id, id))
    await app.services.productsAdmin.runDue(new Date())
    await app.timers.get('products')!.idle()
    expect(await productRow(id)).toMatchObject({ status: 'published', publishAt: null })
    expect((await app.inject({ url })).statusCode).toBe(200)
    expect((await shopSearch[0]!.load(app.db, { ids: [id] })).entries).toHaveLength(2)
    expect((await postForm(app, paths.compare('cs') + '/pridat', { product: String(id) }, comparing)).statusCode).toBe(303)
    const publishes = (await auditOf(id)).filter((e) => e.action === 'publish')
    expect(publishes).toHaveLength(1)
    expect(publishes[0]).toMatchObject({ actor: 'scheduler' })
  })

  it('refuses a schedule without a time, with a malformed or a past time; a schedule taken back is audited', async () => {
    const id = await add()
    const before = await productRow(id)
    for (const [fields, message] of [
      [{ status: 'scheduled', publishAt: '' }, 'Naplánovaný produkt potřebuje datum a čas zveřejnění.'],
      [{ status: 'scheduled', publishAt: '2026-02-31T10:00' }, 'Zadejte datum a čas, například 2026-12-01T10:00.'],
      [{ status: 'scheduled', publishAt: 'zítra' }, 'Zadejte datum a čas'],
      [{ status: 'scheduled', publishAt: inHours(-2) }, 'Čas zveřejnění musí být v budoucnosti'],
      [{ status: 'draft' }, 'Vyberte, zda je produkt zveřejněný, skrytý, nebo naplánovaný.'],
    ] as const) {
      const res = await edit(id, fields)
      expect(res.statusCode, message).toBe(422)
      expect(res.body, message).toContain(message)
    }
    expect(await productRow(id)).toEqual(before)
    // A time with another state is not stored.
    expect((await edit(id, { status: 'hidden', publishAt: inHours(5) })).statusCode).toBe(303)
    expect((await productRow(id)).publishAt).toBeNull()
    expect((await edit(id, { status: 'scheduled', publishAt: inHours(5) })).statusCode).toBe(303)
    expect((await edit(id, { status: 'hidden' })).statusCode).toBe(303)
    expect(await productRow(id)).toMatchObject({ status: 'hidden', publishAt: null })
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['create', 'change', 'schedule', 'unschedule'])
    // The database holds the rule too.
    await expect(app.db.update(products).set({ status: 'scheduled' }).where(eq(products.id, id))).rejects.toThrow()
    await expect(app.db.update(products).set({ publishAt: new Date() }).where(eq(products.id, id))).rejects.toThrow()
  })

  it('two app instances on one database running the scheduler at once publish each due product exactly once', async () => {
    const other = await testApp({ database: app.database })
    try {
      const ids = [await add(), await add(), await add()]
      for (const id of ids) expect((await edit(id, { status: 'scheduled', publishAt: inHours(3) })).statusCode).toBe(303)
      await app.db.update(products).set({ publishAt: new Date(Date.now() - 1000) }).where(sql`${products.id} in (${sql.join(ids, sql`, `)})`)
      const at = new Date()
      const runs = await Promise.all([app, other, app, other].map((a) => a.services.productsAdmin.runDue(at)))
      await Promise.all([app.timers.get('products')!.idle(), other.timers.get('products')!.idle()])
      for (const id of ids) {
        expect(runs.flat().filter((p) => p === id).length).toBeLessThanOrEqual(1)
        expect((await auditOf(id)).filter((e) => e.action === 'publish')).toHaveLength(1)
        expect((await productRow(id)).status).toBe('published')
      }
    } finally {
      await other.close()
    }
  })
})

describe(`the catalogue CSV and scheduled products on ${engine}`, () => {
  async function upload(rows: CsvRow[]) {
    const boundary = `----qfCsv${tag()}`
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="katalog.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      Buffer.from(catalogueCsv(rows)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const res = await app.inject({ method: 'POST', url: paths.adminProductsImport('cs'), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, cookies: manager, payload })
    expect(res.statusCode).toBe(303)
    const page = await app.inject({ url: String(res.headers.location), cookies: manager })
    return { body: page.body, run: new URL(String(res.headers.location), 'http://x').searchParams.get('run')!, digest: /name="digest" value="([^"]+)"/.exec(page.body)?.[1] }
  }
  const exportedRows = async (id: number) => {
    const res = await app.inject({ url: paths.adminProductsExport('cs'), cookies: manager })
    return (parse(res.body, { bom: true, delimiter: ';', columns: true }) as CsvRow[]).filter((r) => Number(r.product_id) === id)
  }

  it('exports `scheduled`, keeps a schedule through an import, takes it back when the file says so, and refuses to set one', async () => {
    const scheduled = await add()
    const hidden = await add()
    const at = inHours(30)
    expect((await edit(scheduled, { status: 'scheduled', publishAt: at })).statusCode).toBe(303)
    const [row] = await exportedRows(scheduled)
    expect(row!.status).toBe('scheduled')
    const [hiddenRow] = await exportedRows(hidden)

    // Unchanged but for the price: the schedule stays with its time.
    const kept = await upload([{ ...row!, price: '990' }])
    expect(kept.body).toContain('chyby: 0')
    expect((await postForm(app, paths.adminProductsApply('cs'), { import: kept.run, digest: kept.digest! }, manager)).statusCode).toBe(303)
    expect(await productRow(scheduled)).toMatchObject({ status: 'scheduled', priceMinor: 99_000 })
    expect(toPragueLocal((await productRow(scheduled)).publishAt!)).toBe(at)

    // Setting it on a hidden product or a new one: refused by row, nothing applied.
    const t = tag()
    const refused = await upload([{ ...hiddenRow!, status: 'scheduled' }, { ...hiddenRow!, product_id: '', variant_id: '', product_sku: `QF-NS-${t}`, variant_sku: `QF-NS-${t}`, ean: '', status: 'scheduled' }])
    expect(refused.body.match(/naplánujte ho s časem zveřejnění na jeho stránce v administraci/g)).toHaveLength(2)
    expect(refused.body).not.toContain('id="csvApply"')
    expect((await productRow(hidden)).status).toBe('hidden')

    // The file saying `hidden` takes the schedule back.
    const back = await upload([{ ...row!, price: '990', status: 'hidden' }])
    expect((await postForm(app, paths.adminProductsApply('cs'), { import: back.run, digest: back.digest! }, manager)).statusCode).toBe(303)
    expect(await productRow(scheduled)).toMatchObject({ status: 'hidden', publishAt: null })
    expect((await auditOf(scheduled)).at(-1)).toMatchObject({ action: 'unschedule' })
  })
})
