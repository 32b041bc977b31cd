/**
 * The shop manager's category tree (issue 26, ADR 090) on the database of the run (PGlite, and
 * PostgreSQL with DATABASE_URL): adding a category and a subcategory, which the shop then shows
 * (the subcategory on its parent's page and tile, the parent's products taking in the child's,
 * the breadcrumbs down the tree); moving among siblings; a new address leaving a 301; deleting
 * refused while a category holds products or subcategories; every bad input refused with its
 * reason and nothing changed; a cycle refused, also when two changes race (PostgreSQL); who may
 * not gets 404, a cross-site post 403.
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, productCategories, products, productVariants } from '../../../src/db/schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
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

const tag = () => `${process.pid.toString(36)}-${Date.now().toString(36)}-${++made}`

/** A category's form as a person fills it in, with addresses of its own. */
function fields(t: string, more: Record<string, string> = {}): Record<string, string> {
  return {
    nameCs: `Kategorie ${t}`,
    nameEn: `Category ${t}`,
    slugCs: `kategorie-${t}`,
    slugEn: `category-${t}`,
    parentId: '',
    descriptionCs: 'Popis kategorie.',
    descriptionEn: 'The category’s description.',
    metaDescriptionCs: '',
    metaDescriptionEn: '',
    ...more,
  }
}

async function aCategory(more: Record<string, string> = {}) {
  const t = tag()
  const body = fields(t, more)
  const res = await postForm(app, paths.adminCategoryNew('cs'), body, manager)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
  const id = Number(/\/(\d+)\?done=created$/.exec(String(res.headers.location))?.[1])
  return { id, t, body }
}

async function aProductIn(categoryId: number) {
  const t = tag()
  const [product] = await app.db
    .insert(products)
    .values({ categoryId, sku: `QF-CAT-${t}`, slugCs: `zbozi-${t}`, slugEn: `goods-${t}`, nameCs: `Zboží ${t}`, nameEn: `Goods ${t}`, descriptionCs: '.', descriptionEn: '.', priceMinor: 100_00, vatRate: 21, stock: 0 })
    .returning({ id: products.id, slugCs: products.slugCs, nameCs: products.nameCs })
  await app.db.insert(productVariants).values({ productId: product!.id, sku: `QF-CAT-${t}-V`, stock: 5 })
  return product!
}

const categoryRow = async (id: number) => (await app.db.select().from(productCategories).where(eq(productCategories.id, id)))[0]
const allCategories = () => app.db.select().from(productCategories).orderBy(asc(productCategories.id))
const page = (url: string, jar: Jar = manager) => app.inject({ url, cookies: jar })

describe(`the category tree's administration on ${engine}`, () => {
  it('shows the tree in the administration’s navigation, with each category’s products and move buttons', async () => {
    const res = await page(paths.adminCategories('cs'))
    expect(res.statusCode).toBe(200)
    expectIn(res.body, `href="${paths.adminCategories('cs')}" aria-current="page"`)
    expectIn(res.body, 'id="categoryTree"')
    expectIn(res.body, 'Trička a mikiny')
    expectIn(res.body, 'aria-label="Posunout nahoru: Trička a mikiny"')
    const en = await page(paths.adminCategories('en'))
    expectIn(en.body, 'T-shirts and Sweatshirts')
    // The products' page links it too: the shop manager's navigation comes from the manifest.
    expectIn((await page(paths.adminProducts('en'))).body, `href="${paths.adminCategories('en')}"`)
  })

  it('adds a category and a subcategory; the shop shows the subcategory under its parent, with the child’s products in the parent’s list', async () => {
    const parent = await aCategory()
    const child = await aCategory({ parentId: String(parent.id) })
    const product = await aProductIn(child.id)
    expect((await categoryRow(child.id))!.parentId).toBe(parent.id)
    const audit = await app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'product_category'), eq(auditLog.objectId, child.id)))
    expect(audit.map((a) => a.action)).toEqual(['create'])
    expect(audit[0]!.summary).toContain(`kategorie-${child.t}`)
    // The tree nests it.
    const tree = unescape((await page(paths.adminCategories('cs'))).body)
    expect(tree).toMatch(new RegExp(`data-category-id="${parent.id}"[\\s\\S]*?<ul class="admin-tree">[\\s\\S]*?data-category-id="${child.id}"`))
    // The parent's page: the subcategory as a link, the child's product in the list.
    const parentPage = unescape((await page(paths.category('cs', parent.body.slugCs!), {})).body)
    expect(parentPage).toContain(`<nav class="subcategories" aria-label="Podkategorie: Kategorie ${parent.t}">`)
    expect(parentPage).toContain(`href="${paths.category('cs', child.body.slugCs!)}">Kategorie ${child.t}</a>`)
    expect(parentPage).toContain(product.nameCs)
    // The child's page and the product's: the breadcrumbs go down the tree.
    const childPage = unescape((await page(paths.category('cs', child.body.slugCs!), {})).body)
    expect(childPage).toMatch(new RegExp(`href="${paths.category('cs', parent.body.slugCs!)}"[^>]*>Kategorie ${parent.t}<`))
    const productPage = unescape((await page(paths.product('cs', child.body.slugCs!, product.slugCs), {})).body)
    expect(productPage).toMatch(new RegExp(`Kategorie ${parent.t}<[\\s\\S]*Kategorie ${child.t}<`))
    // The shop home: the parent's tile lists its subcategory as a nested list; the child has no tile of its own.
    const home = unescape((await page(paths.eshop('en'), {})).body)
    expect(home).toMatch(new RegExp(`<nav class="category-tile__subcategories" aria-label="Subcategories: Category ${parent.t}"><ul class="category-branches"><li><a href="${paths.category('en', child.body.slugEn!)}">Category ${child.t}</a>`))
    expect(home).not.toContain(`<h3 class="category-tile__name"><a href="${paths.category('en', child.body.slugEn!)}"`)
  })

  it('moves a category up and down among its siblings, without JavaScript: a post and a redirect', async () => {
    const parent = await aCategory()
    const a = await aCategory({ parentId: String(parent.id) })
    const b = await aCategory({ parentId: String(parent.id) })
    const c = await aCategory({ parentId: String(parent.id) })
    const order = async () => (await app.db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.parentId, parent.id)).orderBy(asc(productCategories.sort), asc(productCategories.id))).map((r) => r.id)
    expect(await order()).toEqual([a.id, b.id, c.id])
    const up = await postForm(app, paths.adminCategoryMove('cs', c.id), { direction: 'up' }, manager)
    expect(up.statusCode).toBe(303)
    expect(up.headers.location).toBe(`${paths.adminCategories('cs', 'moved')}#category-${c.id}`)
    expect(await order()).toEqual([a.id, c.id, b.id])
    await postForm(app, paths.adminCategoryMove('en', a.id), { direction: 'down' }, manager)
    expect(await order()).toEqual([c.id, a.id, b.id])
    // At the end nothing moves; the public page lists them in the new order.
    expect((await postForm(app, paths.adminCategoryMove('cs', b.id), { direction: 'down' }, manager)).statusCode).toBe(303)
    expect(await order()).toEqual([c.id, a.id, b.id])
    const shown = unescape((await page(paths.category('cs', parent.body.slugCs!), {})).body)
    expect(shown.indexOf(`Kategorie ${c.t}`)).toBeLessThan(shown.indexOf(`Kategorie ${a.t}`))
    expect(shown.indexOf(`Kategorie ${a.t}`)).toBeLessThan(shown.indexOf(`Kategorie ${b.t}`))
    // A direction that is neither: refused, nothing moved.
    for (const direction of ['sideways', '', '<script>']) {
      expect((await postForm(app, paths.adminCategoryMove('cs', a.id), { direction }, manager)).statusCode).toBe(422)
    }
    expect((await postForm(app, paths.adminCategoryMove('cs', a.id), 'direction=up&direction=down', manager)).statusCode).toBe(422)
    expect(await order()).toEqual([c.id, a.id, b.id])
    const top = await app.db.select({ id: productCategories.id }).from(productCategories).where(isNull(productCategories.parentId))
    expect(top.map((r) => r.id)).toContain(parent.id)
  })

  it('edits names, descriptions and the search engine description; a new address leaves a 301 from the old one, the products follow', async () => {
    const cat = await aCategory()
    const product = await aProductIn(cat.id)
    const newCs = `prejmenovana-${cat.t}`
    const saved = await postForm(app, paths.adminCategory('cs', cat.id), fields(cat.t, { slugCs: newCs, nameCs: `Přejmenovaná ${cat.t}`, metaDescriptionCs: 'Pro vyhledávače.' }), manager)
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe(paths.adminCategory('cs', cat.id, 'saved'))
    const row = (await categoryRow(cat.id))!
    expect([row.slugCs, row.nameCs, row.metaDescriptionCs]).toEqual([newCs, `Přejmenovaná ${cat.t}`, 'Pro vyhledávače.'])
    const fresh = await page(paths.category('cs', newCs), {})
    expect(fresh.statusCode).toBe(200)
    expectIn(fresh.body, '<meta name="description" content="Pro vyhledávače."')
    const old = await page(paths.category('cs', cat.body.slugCs!), {})
    expect(old.statusCode).toBe(301)
    expect(old.headers.location).toBe(paths.category('cs', newCs))
    // The English address did not change: no redirect for it.
    expect((await page(paths.category('en', cat.body.slugEn!), {})).statusCode).toBe(200)
    const oldProduct = await page(paths.product('cs', cat.body.slugCs!, product.slugCs), {})
    expect(oldProduct.statusCode).toBe(301)
    expect(oldProduct.headers.location).toBe(paths.product('cs', newCs, product.slugCs))
    const audit = await app.db.select({ action: auditLog.action, summary: auditLog.summary, entity: auditLog.entity }).from(auditLog).where(eq(auditLog.objectId, cat.id))
    expect(audit.some((a) => a.entity === 'product_category' && a.action === 'change' && a.summary!.includes(`/${cat.body.slugCs} → /${newCs}`))).toBe(true)
  })

  it('refuses bad input with its reason and changes nothing', async () => {
    const cat = await aCategory()
    const other = await aCategory()
    const before = await allCategories()
    const cases: [Record<string, string>, string, number][] = [
      [{ nameCs: '' }, 'Vyplňte název.', 422],
      [{ nameEn: 'x'.repeat(101) }, 'Název může mít nejvýše 100 znaků.', 422],
      [{ nameCs: '<script>alert(1)</script>' }, 'Text nesmí obsahovat značky HTML', 422],
      [{ descriptionEn: 'Nice <img src=x onerror=alert(1)>' }, 'Text nesmí obsahovat značky HTML', 422],
      [{ descriptionCs: 'x'.repeat(2001) }, 'Popis může mít nejvýše 2000 znaků.', 422],
      [{ metaDescriptionCs: 'x'.repeat(301) }, 'Popis pro vyhledávače může mít nejvýše 300 znaků.', 422],
      [{ slugCs: 'Velka-Pismena' }, 'Adresa smí obsahovat jen malá písmena', 422],
      [{ slugEn: '<script>' }, 'Adresa smí obsahovat jen malá písmena', 422],
      [{ slugEn: 'a'.repeat(81) }, 'Adresa smí obsahovat jen malá písmena', 422],
      [{ slugCs: 'kosik' }, 'Tuto adresu používá jiná stránka e-shopu.', 422],
      [{ slugEn: 'size-chart' }, 'Tuto adresu používá jiná stránka e-shopu.', 422],
      [{ parentId: 'abc' }, 'Vyberte nadřazenou kategorii ze seznamu.', 422],
      [{ parentId: '-1' }, 'Vyberte nadřazenou kategorii ze seznamu.', 422],
      [{ parentId: '999999999' }, 'Vyberte nadřazenou kategorii ze seznamu.', 422],
      [{ parentId: String(cat.id) }, 'Kategorii nelze zařadit pod sebe', 422],
      [{ slugCs: other.body.slugCs! }, 'Tuto adresu už má jiná kategorie.', 409],
      [{ slugEn: other.body.slugEn! }, 'Tuto adresu už má jiná kategorie.', 409],
      [{ slugCs: 'tricka-a-mikiny' }, 'Tuto adresu už má jiná kategorie.', 409],
    ]
    for (const [change, message, status] of cases) {
      const res = await postForm(app, paths.adminCategory('cs', cat.id), fields(cat.t, change), manager)
      expect(res.statusCode, JSON.stringify(change)).toBe(status)
      expect(unescape(res.body), JSON.stringify(change)).toContain(message)
      expect(res.body).not.toContain('<script>alert(1)</script>')
    }
    // The add form refuses the same way.
    const forged = await postForm(app, paths.adminCategoryNew('en'), fields(tag(), { parentId: '2147483647' }), manager)
    expect(forged.statusCode).toBe(422)
    expectIn(forged.body, 'Choose a parent category from the list.')
    const taken = await postForm(app, paths.adminCategoryNew('en'), fields(tag(), { slugEn: other.body.slugEn! }), manager)
    expect(taken.statusCode).toBe(409)
    expectIn(taken.body, 'Another category has this address.')
    // A repeated field is refused, and a body that is not a form.
    expect((await postForm(app, paths.adminCategory('cs', cat.id), 'nameCs=a&nameCs=b', manager)).statusCode).toBe(422)
    expect((await app.inject({ method: 'POST', url: paths.adminCategory('cs', cat.id), cookies: manager, headers: { 'content-type': 'application/json' }, payload: '{"nameCs":"x"}' })).statusCode).toBe(422)
    expect(await allCategories()).toEqual(before)
  })

  it('refuses a cycle: a category under its own subcategory or deeper', async () => {
    const top = await aCategory()
    const mid = await aCategory({ parentId: String(top.id) })
    const low = await aCategory({ parentId: String(mid.id) })
    const before = await allCategories()
    for (const under of [mid.id, low.id]) {
      const res = await postForm(app, paths.adminCategory('en', top.id), fields(top.t, { parentId: String(under) }), manager)
      expect(res.statusCode).toBe(422)
      expectIn(res.body, 'A category cannot go under itself or under one of its own subcategories.')
    }
    // The form offers only the parents that make no cycle.
    const form = (await page(paths.adminCategory('cs', top.id))).body
    expect(form).not.toContain(`<option value="${mid.id}"`)
    expect(form).not.toContain(`<option value="${top.id}"`)
    expect(await allCategories()).toEqual(before)
    // Moving the lowest to the top is fine.
    expect((await postForm(app, paths.adminCategory('cs', low.id), fields(low.t, { parentId: '' }), manager)).statusCode).toBe(303)
    expect((await categoryRow(low.id))!.parentId).toBeNull()
  })

  it('deletes an empty category; refuses one with products or subcategories with a clear message', async () => {
    const parent = await aCategory()
    const child = await aCategory({ parentId: String(parent.id) })
    const product = await aProductIn(child.id)
    const refusedChildren = await postForm(app, paths.adminCategoryDelete('cs', parent.id), {}, manager)
    expect(refusedChildren.statusCode).toBe(409)
    expectIn(refusedChildren.body, 'Kategorii nelze smazat: má podkategorie (1).')
    const refusedProducts = await postForm(app, paths.adminCategoryDelete('en', child.id), {}, manager)
    expect(refusedProducts.statusCode).toBe(409)
    expectIn(refusedProducts.body, 'The category cannot be deleted: it holds products (1).')
    expect(await categoryRow(child.id)).toBeDefined()
    // Hidden products count too.
    await app.db.update(products).set({ status: 'hidden' }).where(eq(products.id, product.id))
    expect((await postForm(app, paths.adminCategoryDelete('en', child.id), {}, manager)).statusCode).toBe(409)
    await app.db.delete(products).where(eq(products.id, product.id))
    const gone = await postForm(app, paths.adminCategoryDelete('cs', child.id), {}, manager)
    expect(gone.statusCode).toBe(303)
    expect(gone.headers.location).toBe(paths.adminCategories('cs', 'deleted'))
    expect(await categoryRow(child.id)).toBeUndefined()
    expect((await postForm(app, paths.adminCategoryDelete('cs', parent.id), {}, manager)).statusCode).toBe(303)
    const audit = await app.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'product_category'), eq(auditLog.objectId, child.id)))
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete'])
    // Gone: its pages are 404, also in the administration.
    expect((await postForm(app, paths.adminCategoryDelete('cs', child.id), {}, manager)).statusCode).toBe(404)
    expect((await page(paths.adminCategory('cs', child.id))).statusCode).toBe(404)
    expect((await page(paths.category('cs', child.body.slugCs!), {})).statusCode).toBe(404)
    for (const id of ['abc', '0', '-1', '99999999999']) expect((await page(`${paths.adminCategories('cs')}/${id}`)).statusCode).toBe(404)
  })

  it('a visitor, a customer and other roles get 404; a cross-site post 403; nothing changes', async () => {
    const cat = await aCategory()
    const before = await allCategories()
    const customer = await signIn(app, 'student@example.cz', 'Heslo-2026')
    const editor = await signInWith(app, [{ role: 'chief_editor' }])
    const staff = await signInWith(app, [{ role: 'staff' }])
    for (const jar of [{}, customer, editor, staff]) {
      for (const url of [paths.adminCategories('cs'), paths.adminCategoryNew('en'), paths.adminCategory('cs', cat.id), paths.adminSizeChart('en')]) expect((await page(url, jar)).statusCode, url).toBe(404)
      expect((await postForm(app, paths.adminCategory('cs', cat.id), fields(cat.t, { nameCs: 'Cizí' }), jar)).statusCode).toBe(404)
      expect((await postForm(app, paths.adminCategoryNew('cs'), fields(tag()), jar)).statusCode).toBe(404)
      expect((await postForm(app, paths.adminCategoryMove('cs', cat.id), { direction: 'up' }, jar)).statusCode).toBe(404)
      expect((await postForm(app, paths.adminCategoryDelete('cs', cat.id), {}, jar)).statusCode).toBe(404)
    }
    const forged = await postForm(app, paths.adminCategory('cs', cat.id), fields(cat.t, { nameCs: 'Podvrh' }), manager, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(forged.statusCode).toBe(403)
    expect(await allCategories()).toEqual(before)
  })

  it.runIf(engine === 'postgres')('two changes racing to put two categories under each other: one wins, the other is refused as a cycle', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await aCategory()
      const b = await aCategory()
      const [ra, rb] = await Promise.all([
        postForm(app, paths.adminCategory('cs', a.id), fields(a.t, { parentId: String(b.id) }), manager),
        postForm(app, paths.adminCategory('cs', b.id), fields(b.t, { parentId: String(a.id) }), manager),
      ])
      expect([ra.statusCode, rb.statusCode].sort()).toEqual([303, 422])
      const [rowA, rowB] = [(await categoryRow(a.id))!, (await categoryRow(b.id))!]
      expect(rowA.parentId === b.id && rowB.parentId === a.id).toBe(false)
      expect(rowA.parentId === b.id || rowB.parentId === a.id).toBe(true)
    }
  })
})
