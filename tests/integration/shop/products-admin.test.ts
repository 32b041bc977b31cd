/**
 * The shop manager's catalogue (issue 26, ADR 067) on the database of the run: adding a hidden
 * product, editing it, hiding it from the shop (listing, product page, search, sitemap), a
 * variant's codes, the audit log, what a price change does to carts and placed orders, and bad
 * input refused with its localized reason and nothing changed.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, orderLines, orders, productCategories, products, productVariants } from '../../../src/db/schema.js'
import { isValidEan, parseCzk } from '../../../src/features/shop/admin/products-admin.schema.js'
import { shopSearch } from '../../../src/features/shop/shop.search.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { placeGuestOrder } from '../../support/builders.js'
import { postForm, signInWith, type Jar } from '../../support/client.js'

let app: FastifyInstance
let manager: Jar
let category: { id: number; slugCs: string; nameCs: string }

beforeAll(async () => {
  app = await testApp()
  manager = await signInWith(app, [{ role: 'shop_manager' }])
  category = (await app.db.select({ id: productCategories.id, slugCs: productCategories.slugCs, nameCs: productCategories.nameCs }).from(productCategories).orderBy(productCategories.id).limit(1))[0]!
})
afterAll(async () => {
  await app?.close()
})

let made = 0
const tag = () => `${process.pid}x${Date.now().toString(36)}x${++made}`.toUpperCase()

/** A valid EAN-13 from 12 digits. */
function ean13(twelve: string): string {
  const sum = [...twelve].reverse().reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 3 : 1), 0)
  return twelve + ((10 - (sum % 10)) % 10)
}
const eanOf = (n: number) => ean13(`859${String(n).padStart(9, '0')}`)

/** Adds a product through the add form; its id. */
async function add(fields: Record<string, string> = {}) {
  const t = tag()
  const res = await postForm(app, paths.adminProductNew('cs'), { nameCs: `Hrnek ${t}`, nameEn: `Mug ${t}`, categoryId: String(category.id), price: '290', vatRate: '21', sku: `QF-T-${t}`, ...fields }, manager)
  expect(res.statusCode, res.body.slice(0, 500)).toBe(303)
  const id = Number(/\/(\d+)\?done=created$/.exec(String(res.headers.location))?.[1])
  expect(id).toBeGreaterThan(0)
  return id
}
const productRow = async (id: number) => (await app.db.select().from(products).where(eq(products.id, id)))[0]!
const variantsOf = (id: number) => app.db.select().from(productVariants).where(eq(productVariants.productId, id))
/** The product's form as stored, with `changes`. */
async function edit(id: number, changes: Record<string, string | string[]>, lang: 'cs' | 'en' = 'cs') {
  const p = await productRow(id)
  const fields = {
    nameCs: p.nameCs, nameEn: p.nameEn, descriptionCs: p.descriptionCs, descriptionEn: p.descriptionEn, metaDescriptionCs: p.metaDescriptionCs, metaDescriptionEn: p.metaDescriptionEn,
    categoryId: String(p.categoryId), price: String(p.priceMinor / 100).replace('.', ','), vatRate: String(p.vatRate), compareAt: p.compareAtPriceMinor ? String(p.compareAtPriceMinor / 100) : '', status: p.status, sku: p.sku,
  }
  return postForm(app, paths.adminProduct(lang, id), { ...fields, ...changes }, manager)
}
const productUrl = async (id: number, lang: 'cs' | 'en' = 'cs') => {
  const p = await productRow(id)
  const [c] = await app.db.select().from(productCategories).where(eq(productCategories.id, p.categoryId))
  return paths.product(lang, lang === 'cs' ? c!.slugCs : c!.slugEn, lang === 'cs' ? p.slugCs : p.slugEn)
}

describe('prices and barcodes as typed', () => {
  it('names the categories by their path in the tree for the selects, and the list’s category filter holds its subcategories’ products', async () => {
    const t = tag()
    const [sub] = await app.db
      .insert(productCategories)
      .values({ parentId: category.id, slugCs: `podkategorie-${t.toLowerCase()}`, slugEn: `subcategory-${t.toLowerCase()}`, nameCs: `Podkategorie ${t}`, nameEn: `Subcategory ${t}`, descriptionCs: '', descriptionEn: '', sort: 0 })
      .returning()
    const names = await app.services.productsAdmin.categories('cs')
    const at = names.findIndex((c) => c.id === sub!.id)
    expect(names[at]!.name).toBe(`${category.nameCs} › Podkategorie ${t}`)
    expect(names.findIndex((c) => c.id === category.id)).toBeLessThan(at)
    const form = await app.inject({ url: paths.adminProductNew('cs'), cookies: manager })
    expect(form.body).toContain(`<option value="${sub!.id}">${category.nameCs} › Podkategorie ${t}</option>`)

    const id = await add({ categoryId: String(sub!.id) })
    const under = await app.services.productsAdmin.list('cs', { q: '', categoryId: category.id, page: 1 })
    const own = await app.services.productsAdmin.list('cs', { q: '', categoryId: sub!.id, page: 1 })
    expect(own.rows.map((r) => r.id)).toEqual([id])
    expect(under.total).toBeGreaterThan(own.total)
    const all = await app.services.productsAdmin.list('cs', { q: `QF-T-`, categoryId: category.id, page: 1 })
    expect(all.rows.map((r) => r.id)).toContain(id)
  })

  it('reads CZK as people write it, in haléře', () => {
    expect(parseCzk('1 290')).toBe(129_000)
    expect(parseCzk('1290,50')).toBe(129_050)
    expect(parseCzk('1\u00a0290,5 Kč')).toBe(129_050)
    expect(parseCzk('12.3')).toBe(1230)
    expect(parseCzk('')).toBeNull()
    expect(parseCzk('-5')).toBe('negative')
    for (const bad of ['abc', '1,234', '12,345', '1e5', '0x10', '99999999']) expect(parseCzk(bad), bad).toBe('invalid')
  })
  it('checks the EAN-13 and EAN-8 check digit', () => {
    expect(isValidEan('4006381333931')).toBe(true)
    expect(isValidEan('4006381333932')).toBe(false)
    expect(isValidEan('96385074')).toBe(true)
    expect(isValidEan('96385075')).toBe(false)
    expect(isValidEan('123')).toBe(false)
  })
})

describe(`the catalogue's administration on ${engine}`, () => {
  it('adds a hidden product with one variant and free slugs, audited; the list finds it by name and by SKU', async () => {
    const t = tag()
    const ean = eanOf(made)
    const first = await add({ nameCs: `Šálek ${t}`, nameEn: `Cup ${t}`, sku: `QF-A-${t}`, ean })
    const second = await add({ nameCs: `Šálek ${t}`, nameEn: `Cup ${t}`, sku: `QF-B-${t}` })
    const [a, b] = [await productRow(first), await productRow(second)]
    expect(a).toMatchObject({ status: 'hidden', slugCs: `salek-${t.toLowerCase()}`, slugEn: `cup-${t.toLowerCase()}`, priceMinor: 29_000, vatRate: 21, stock: 0, sku: `QF-A-${t}` })
    expect(b.slugCs).toBe(`salek-${t.toLowerCase()}-2`)
    expect(await variantsOf(first)).toMatchObject([{ sku: `QF-A-${t}`, ean, stock: 0 }])
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.objectId, first))
    expect(entry).toMatchObject({ action: 'create', entity: 'product' })

    const byName = await app.inject({ url: paths.adminProducts('cs', { q: `šálek ${t}` }), cookies: manager })
    expect(byName.statusCode).toBe(200)
    expect(byName.body).toContain(`data-product-id="${first}"`)
    expect(byName.body).toContain('Nalezeno: 2')
    expect(byName.body).toContain('Skrytý')
    const bySku = await app.inject({ url: paths.adminProducts('en', { q: `qf-b-${t}`, category: category.id }), cookies: manager })
    expect(bySku.body).toContain(`data-product-id="${second}"`)
    expect(bySku.body).not.toContain(`data-product-id="${first}"`)
    const otherCategory = await app.inject({ url: paths.adminProducts('en', { q: `qf-b-${t}`, category: category.id + 1 }), cookies: manager })
    expect(otherCategory.body).toContain('No product matches.')
  })

  it('edits a product in both languages and publishes it: the shop shows it with the new price and meta description; hiding takes it out of the listing, the product page, search and the sitemap', async () => {
    const id = await add()
    const url = await productUrl(id)
    expect((await app.inject({ url })).statusCode).toBe(404)
    expect((await shopSearch[0]!.load(app.db, { ids: [id] })).entries).toHaveLength(0)

    const saved = await edit(id, { price: '1 290,50', compareAt: '1 500', status: 'published', descriptionCs: 'První řádek.\nDruhý.', metaDescriptionCs: 'Pro vyhledávače', vatRate: '12' })
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(303)
    expect(saved.headers.location).toBe(paths.adminProduct('cs', id, 'saved'))
    expect(await productRow(id)).toMatchObject({ priceMinor: 129_050, compareAtPriceMinor: 150_000, vatRate: 12, status: 'published', descriptionCs: 'První řádek.\nDruhý.' })
    const page = await app.inject({ url })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<meta name="description" content="Pro vyhledávače"')
    expect(page.body).toMatch(/1\s290,50/)
    expect((await shopSearch[0]!.load(app.db, { ids: [id] })).entries.map((e) => e.lang).sort()).toEqual(['cs', 'en'])
    const published = (await productRow(id)).slugCs
    expect((await app.services.shop.catalogue()).products.some((p) => p.slugs.cs === published)).toBe(true)
    expect((await app.inject({ url: paths.adminProduct('cs', id, 'saved'), cookies: manager })).body).toContain('Produkt je uložený.')

    // A shopper puts it in the cart while it is on sale (stock received directly: the stock pages are another test's).
    const [variant] = await variantsOf(id)
    await app.db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, variant!.id))
    const shopper: Jar = {}
    expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(variant!.id), quantity: '1' }, shopper)).statusCode).toBe(303)
    expect((await app.inject({ url: '/qf/cs/eshop/kosik', cookies: shopper })).body).toContain(`data-variant-id="${variant!.id}"`)

    const hidden = await edit(id, { status: 'hidden' }, 'en')
    expect(hidden.headers.location).toBe(paths.adminProduct('en', id, 'saved'))
    expect((await app.inject({ url })).statusCode).toBe(404)
    // A hidden product is not sold: out of the cart it was in, and an add is refused.
    expect((await app.inject({ url: '/qf/cs/eshop/kosik', cookies: shopper })).body).not.toContain(`data-variant-id="${variant!.id}"`)
    expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(variant!.id), quantity: '1' }, shopper)).statusCode).not.toBe(303)
    expect((await shopSearch[0]!.load(app.db, { ids: [id] })).entries).toHaveLength(0)
    const slug = (await productRow(id)).slugCs
    expect((await app.services.shop.catalogue()).products.some((p) => p.slugs.cs === slug)).toBe(false)
    const listing = await app.inject({ url: paths.category('cs', category.slugCs) + '?sort=newest' })
    expect(listing.body).not.toContain(slug)
    const actions = (await app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.objectId, id))).map((r) => r.action).sort()
    expect(actions).toEqual(['create', 'publish', 'unpublish'])
  })

  it('a price change shows in a cart at once and never touches a placed order', async () => {
    const placed = await placeGuestOrder(app)
    const [order] = await app.db.select({ id: orders.id, total: orders.totalMinor }).from(orders).where(eq(orders.number, placed.number))
    const [line] = await app.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(orderLines.line).limit(1)
    const [variant] = await app.db.select({ productId: productVariants.productId }).from(productVariants).where(eq(productVariants.id, line!.variantId!))
    const productId = variant!.productId
    const before = await productRow(productId)
    const cart: Jar = {}
    expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(line!.variantId), quantity: '2' }, cart)).statusCode).toBe(303)
    try {
      const newPrice = before.priceMinor + 12_300
      expect((await edit(productId, { price: String(newPrice / 100).replace('.', ','), compareAt: '' })).statusCode).toBe(303)
      const cartPage = await app.inject({ url: paths.cart('cs'), cookies: cart })
      const crowns = (minor: number) => new RegExp((minor / 100).toLocaleString('cs-CZ').replace(/\s/g, '\\s'))
      expect(cartPage.body).toMatch(crowns(newPrice * 2))
      const [after] = await app.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(orderLines.line).limit(1)
      expect(after!.unitPriceMinor).toBe(line!.unitPriceMinor)
      expect((await app.db.select({ total: orders.totalMinor }).from(orders).where(eq(orders.id, order!.id)))[0]!.total).toBe(order!.total)
    } finally {
      await edit(productId, { price: String(before.priceMinor / 100).replace('.', ','), compareAt: before.compareAtPriceMinor ? String(before.compareAtPriceMinor / 100) : '' })
    }
  })

  it('changes a variant’s SKU and EAN; a code another variant holds is refused at its field (409), nothing changed', async () => {
    const t = tag()
    const a = await add({ sku: `QF-V1-${t}`, ean: eanOf(made + 5000) })
    const b = await add({ sku: `QF-V2-${t}` })
    const [va] = await variantsOf(a)
    const [vb] = await variantsOf(b)
    const ok = await postForm(app, paths.adminProductVariant('cs', b, vb!.id), { sku: `QF-V3-${t}`, ean: eanOf(made + 6000) }, manager)
    expect(ok.headers.location).toBe(paths.adminProduct('cs', b, 'variantSaved'))
    expect((await variantsOf(b))[0]).toMatchObject({ sku: `QF-V3-${t}`, ean: eanOf(made + 6000) })

    const dupEan = await postForm(app, paths.adminProductVariant('cs', b, vb!.id), { sku: `QF-V3-${t}`, ean: va!.ean! }, manager)
    expect(dupEan.statusCode).toBe(409)
    expect(dupEan.body).toContain('Tento EAN už má jiná varianta.')
    const dupSku = await postForm(app, paths.adminProductVariant('en', b, vb!.id), { sku: va!.sku, ean: '' }, manager)
    expect(dupSku.statusCode).toBe(409)
    expect(dupSku.body).toContain('Another product or variant already has this SKU.')
    const dupNew = await postForm(app, paths.adminProductNew('cs'), { nameCs: 'X', nameEn: 'X', categoryId: String(category.id), price: '1', vatRate: '21', sku: va!.sku }, manager)
    expect(dupNew.statusCode).toBe(409)
    expect(dupNew.body).toContain('Toto SKU už má jiný produkt nebo varianta.')
    const dupProductSku = await edit(b, { sku: `QF-V1-${t}` })
    expect(dupProductSku.statusCode).toBe(409)
    expect((await variantsOf(b))[0]).toMatchObject({ sku: `QF-V3-${t}`, ean: eanOf(made + 6000) })
    // Another product's variant is not this product's.
    expect((await postForm(app, paths.adminProductVariant('cs', b, va!.id), { sku: `QF-V9-${t}`, ean: '' }, manager)).statusCode).toBe(404)
  })

  it('two adds of one SKU and one name at once: one product, the other told the SKU is taken (409); the slugs stay unique', async () => {
    const t = tag()
    const fields = { nameCs: `Souběh ${t}`, nameEn: `Race ${t}`, categoryId: String(category.id), price: '100', vatRate: '21' }
    const [a, b, c] = await Promise.all([
      postForm(app, paths.adminProductNew('cs'), { ...fields, sku: `QF-R-${t}` }, manager),
      postForm(app, paths.adminProductNew('cs'), { ...fields, sku: `QF-R-${t}` }, manager),
      postForm(app, paths.adminProductNew('cs'), { ...fields, sku: `QF-S-${t}` }, manager),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([303, 409])
    expect(c.statusCode).toBe(303)
    const rows = await app.db.select({ slugCs: products.slugCs }).from(products).where(eq(products.nameCs, `Souběh ${t}`))
    expect(rows.map((r) => r.slugCs).sort()).toEqual([`soubeh-${t.toLowerCase()}`, `soubeh-${t.toLowerCase()}-2`])
  })

  it('refuses bad input with its localized reason, shows what was typed escaped, and changes nothing', async () => {
    const id = await add()
    const before = await productRow(id)
    const cases: [Record<string, string | string[]>, string][] = [
      [{ price: '-10' }, 'Cena nesmí být záporná.'],
      [{ price: 'deset' }, 'Zadejte cenu v korunách, například 1 290 nebo 1290,50.'],
      [{ price: "1' or 1=1 --" }, 'Zadejte cenu v korunách'],
      [{ price: '' }, 'Zadejte cenu.'],
      [{ vatRate: '15' }, 'Vyberte sazbu DPH 21 %, 12 % nebo 0 %.'],
      [{ price: '100', compareAt: '100' }, 'Původní cena musí být vyšší než cena.'],
      [{ price: '100', compareAt: '-1' }, 'Cena nesmí být záporná.'],
      [{ nameCs: '' }, 'Napište název.'],
      [{ nameCs: 'x'.repeat(201) }, 'Název může mít nejvýše 200 znaků.'],
      [{ descriptionEn: 'x'.repeat(5001) }, 'Popis může mít nejvýše 5000 znaků.'],
      [{ metaDescriptionCs: 'x'.repeat(301) }, 'Popis pro vyhledávače může mít nejvýše 300 znaků.'],
      [{ nameCs: `A\u0007B` }, 'Text nesmí obsahovat řídicí znaky.'],
      [{ status: 'draft' }, 'Vyberte, zda je produkt zveřejněný, skrytý, nebo naplánovaný.'],
      [{ categoryId: '999999' }, 'Vyberte kategorii.'],
      [{ categoryId: 'abc' }, 'Vyberte kategorii.'],
      [{ sku: 'má mezeru' }, 'SKU: písmena bez diakritiky'],
      [{ price: ['1', '2'] }, 'Pole bylo odesláno vícekrát.'],
    ]
    for (const [fields, message] of cases) {
      const res = await edit(id, fields)
      expect(res.statusCode, message).toBe(422)
      expect(res.body, message).toContain(message)
      expect(res.body).toContain('aria-invalid="true"')
      expect(res.body).toContain('Nic se neuložilo: opravte označená pole.')
    }
    for (const [fields, message] of [
      [{ ean: '4006381333932' }, 'EAN má chybnou kontrolní číslici.'],
      [{ ean: '12345' }, 'EAN má 8 nebo 13 číslic.'],
      [{ price: '-1' }, 'Cena nesmí být záporná.'],
    ] as const) {
      const res = await postForm(app, paths.adminProductNew('cs'), { nameCs: 'Y', nameEn: 'Y', categoryId: String(category.id), price: '1', vatRate: '21', sku: `QF-X-${tag()}`, ...fields }, manager)
      expect(res.statusCode, message).toBe(422)
      expect(res.body, message).toContain(message)
    }
    const [variant] = await variantsOf(id)
    const wrongEan = await postForm(app, paths.adminProductVariant('en', id, variant!.id), { sku: variant!.sku, ean: '96385075' }, manager)
    expect(wrongEan.statusCode).toBe(422)
    expect(wrongEan.body).toContain('The EAN’s check digit is wrong.')

    const script = await edit(id, { nameCs: '<script>alert(1)</script>', price: 'x' })
    expect(script.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(script.body).not.toContain('<script>alert(1)')
    expect(await productRow(id)).toEqual(before)
    expect(await variantsOf(id)).toMatchObject([{ sku: variant!.sku, ean: variant!.ean }])

    // Markup saved as a name is text on the admin's pages.
    expect((await edit(id, { nameEn: '<img src=x onerror=alert(2)>' })).statusCode).toBe(303)
    const list = await app.inject({ url: paths.adminProducts('en', { q: 'onerror' }), cookies: manager })
    expect(list.body).toContain('&lt;img src=x onerror=alert(2)&gt;')
    expect(list.body).not.toContain('<img src=x')
  })

  it('an unknown or malformed id is a 404 with the list', async () => {
    for (const id of ['999999999', 'abc', '0', '-1', "1' or '1'='1"]) {
      const res = await app.inject({ url: `${paths.adminProducts('cs')}/${encodeURIComponent(id)}`, cookies: manager })
      expect(res.statusCode, id).toBe(404)
      expect(res.body).toContain('Tento produkt už neexistuje.')
    }
  })

  it('a forged cross-site post and other roles change nothing: 403 and 404', async () => {
    const id = await add()
    const before = await productRow(id)
    const forged = await postForm(app, paths.adminProduct('cs', id), { nameCs: 'Podvrh', price: '1', status: 'published' }, manager, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(forged.statusCode).toBe(403)
    for (const grants of [[{ role: 'editor' }], [{ role: 'chief_editor' }], [{ role: 'admin' }], []]) {
      const jar = await signInWith(app, grants)
      expect((await app.inject({ url: paths.adminProducts('cs'), cookies: jar })).statusCode).toBe(404)
      expect((await app.inject({ url: paths.adminProduct('en', id), cookies: jar })).statusCode).toBe(404)
      expect((await postForm(app, paths.adminProduct('cs', id), { nameCs: 'Cizí', price: '1' }, jar)).statusCode).toBe(404)
    }
    expect(await productRow(id)).toEqual(before)
  })

  it('the database refuses what the form would: a compare-at price not above the price, a malformed EAN, a duplicate EAN', async () => {
    const id = await add()
    await expect(app.db.update(products).set({ compareAtPriceMinor: 100, priceMinor: 100 }).where(eq(products.id, id))).rejects.toThrow()
    await expect(app.db.update(products).set({ status: 'draft' as 'hidden' }).where(eq(products.id, id))).rejects.toThrow()
    const [v] = await variantsOf(id)
    await expect(app.db.update(productVariants).set({ ean: '12ab' }).where(eq(productVariants.id, v!.id))).rejects.toThrow()
  })
})
