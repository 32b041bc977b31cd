/**
 * The catalogue's CSV export and import (issue 26, ADR 077) on the database of the run, through
 * the shop manager's routes: the export's rows, an unchanged export that changes nothing, a dry
 * run that lists each change and each problem by row and column and writes nothing, the
 * application all or nothing (an error in a later row, a tampered or stale apply, a failure while
 * writing: nothing changed), stock never written, the audit log, and who may open the routes.
 */
import { parse } from 'csv-parse/sync'
import { eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, catalogueImports, productCategories, products, productVariants, stockAdjustments } from '../../../src/db/schema.js'
import { catalogueCsv, COLUMNS, type CsvRow } from '../../../src/features/shop/admin/catalogue-csv.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, signInWith, type Jar } from '../../support/client.js'

let app: FastifyInstance
let manager: Jar
let otherManager: Jar
let category: { id: number; slugCs: string }

beforeAll(async () => {
  app = await testApp()
  manager = await signInWith(app, [{ role: 'shop_manager' }])
  otherManager = await signInWith(app, [{ role: 'shop_manager' }])
  category = (await app.db.select({ id: productCategories.id, slugCs: productCategories.slugCs }).from(productCategories).orderBy(productCategories.id).limit(1))[0]!
})
afterAll(async () => {
  await app?.close()
})

let made = 0
const tag = () => `${process.pid}x${Date.now().toString(36)}x${++made}`.toUpperCase()

/** Adds a hidden product through the add form; its id. */
async function add() {
  const t = tag()
  const res = await postForm(app, paths.adminProductNew('cs'), { nameCs: `Hrnek ${t}`, nameEn: `Mug ${t}`, categoryId: String(category.id), price: '290', vatRate: '21', sku: `QF-CSV-${t}` }, manager)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
  return Number(/\/(\d+)\?done=created$/.exec(String(res.headers.location))![1])
}

async function exported(jar = manager, lang: 'cs' | 'en' = 'cs'): Promise<{ text: string; rows: CsvRow[] }> {
  const res = await app.inject({ url: paths.adminProductsExport(lang), cookies: jar })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
  return { text: res.body, rows: parse(res.body, { bom: true, delimiter: ';', columns: true }) as CsvRow[] }
}
/** The page's main content, which the assertions read (a failure prints this, not the whole page). */
const main = (body: string) => body.slice(body.indexOf('<main'), body.indexOf('</main>'))
const rowsOf = (rows: CsvRow[], ...productIds: number[]) => rows.filter((r) => productIds.includes(Number(r.product_id)))

/** Posts a file to the upload form as a browser does. */
async function upload(content: string | Uint8Array, jar = manager, lang: 'cs' | 'en' = 'cs', name = 'katalog.csv') {
  const boundary = `----qfCsv${tag()}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return app.inject({ method: 'POST', url: paths.adminProductsImport(lang), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, cookies: jar, payload })
}

/** Uploads `rows` as the export writes them; the dry run's page and the apply form's fields. */
async function dryRun(rows: CsvRow[], lang: 'cs' | 'en' = 'cs') {
  const res = await upload(catalogueCsv(rows), manager, lang)
  expect(res.statusCode, res.body.slice(0, 500)).toBe(303)
  const page = await app.inject({ url: String(res.headers.location), cookies: manager })
  expect(page.statusCode).toBe(200)
  const run = /name="import" value="([^"]+)"/.exec(page.body)?.[1] ?? new URL(String(res.headers.location), 'http://x').searchParams.get('run')!
  const digest = /name="digest" value="([^"]+)"/.exec(page.body)?.[1]
  return { body: main(page.body), run, digest }
}
const apply = (run: string, digest: string, lang: 'cs' | 'en' = 'cs', jar = manager) => postForm(app, paths.adminProductsApply(lang), { import: run, digest }, jar)

const productRow = async (id: number) => (await app.db.select().from(products).where(eq(products.id, id)))[0]!
const variantsOf = (id: number) => app.db.select().from(productVariants).where(eq(productVariants.productId, id))
/** What an import could change of these products, to compare before and after. */
const state = async (ids: number[]) => ({
  products: await app.db.select().from(products).where(inArray(products.id, ids)).orderBy(products.id),
  variants: await app.db.select().from(productVariants).where(inArray(productVariants.productId, ids)).orderBy(productVariants.id),
})
const productCount = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n

describe(`the catalogue's CSV on ${engine}`, () => {
  it('exports one row per variant with every column, UTF-8 with a BOM; a formula in a name is neutralised; the unchanged file changes nothing', async () => {
    const id = await add()
    await postForm(app, paths.adminProduct('cs', id), { nameCs: '=HYPERLINK("http://evil.example","x")', nameEn: '-Mug', categoryId: String(category.id), price: '290', vatRate: '21', status: 'hidden', sku: (await productRow(id)).sku, descriptionCs: '', descriptionEn: '', metaDescriptionCs: '', metaDescriptionEn: '', compareAt: '' }, manager)
    const { text, rows } = await exported()
    expect(text.startsWith('\uFEFFproduct_id;variant_id;product_sku;')).toBe(true)
    expect(Object.keys(rows[0]!)).toEqual([...COLUMNS])
    const variants = (await app.db.select({ n: sql<number>`count(*)::int` }).from(productVariants))[0]!.n
    expect(rows).toHaveLength(variants)
    const [mine] = rowsOf(rows, id)
    expect(mine).toMatchObject({ name_cs: `'=HYPERLINK("http://evil.example","x")`, name_en: "'-Mug", price: '290', vat_rate: '21', status: 'hidden', category: category.slugCs, stock: '0', low_stock_threshold: '3' })
    expect((await app.inject({ url: paths.adminProductsExport('en'), cookies: manager })).headers['content-disposition']).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/)

    // The file as exported (apostrophes and all) comes back as no change at all.
    const res = await upload(text)
    const page = await app.inject({ url: String(res.headers.location), cookies: manager })
    expect(main(page.body)).toContain(`beze změny: ${variants} · chyby: 0`)
    expect(main(page.body)).toContain('Soubor nic nemění.')
    expect(main(page.body)).not.toContain('id="csvApply"')
  })

  it('a dry run lists each change (old → new) and each new product and writes nothing; applying writes them in one go, audited, stock untouched', async () => {
    const [a, b] = [await add(), await add()]
    await app.db.update(productVariants).set({ stock: 7 }).where(eq(productVariants.productId, a))
    const before = await state([a, b])
    const { rows } = await exported()
    const [ra, rb] = rowsOf(rows, a, b)
    const t = tag()
    const edited = [
      { ...ra!, price: '1 290,50', status: 'published', name_en: `Big mug ${t}`, low_stock_threshold: '5', stock: '100' },
      rb!,
      { ...rb!, product_id: '', variant_id: '', product_sku: `QF-NEW-${t}`, variant_sku: `QF-NEW-${t}`, ean: '4006381333931', name_cs: `Nový ${t}`, name_en: `New ${t}`, price: '99' },
    ]
    const run = await dryRun(edited)
    expect(run.body).toContain('Nové: 1 · změněné: 1 · beze změny: 1 · chyby: 0')
    expect(run.body).toMatch(/<code>price<\/code>: 290 → 1290,50/)
    expect(run.body).toMatch(/<code>status<\/code>: hidden → published/)
    expect(run.body).toMatch(/<code>low_stock_threshold<\/code>: 3 → 5/)
    expect(run.body).toContain('Sklad se importem nemění (nyní 7 ks)')
    expect(run.body).toMatch(/nový produkt/)
    expect(await state([a, b])).toEqual(before)
    const count = await productCount()

    const applied = await apply(run.run, run.digest!)
    expect(applied.statusCode, applied.body.slice(0, 500)).toBe(303)
    expect(applied.headers.location).toBe(paths.adminProductsDryRun('cs', run.run, 'applied'))
    expect(main((await app.inject({ url: String(applied.headers.location), cookies: manager })).body)).toContain('Import je zapsaný')
    expect(await productRow(a)).toMatchObject({ priceMinor: 129_050, status: 'published', nameEn: `Big mug ${t}` })
    expect(await variantsOf(a)).toMatchObject([{ stock: 7, lowStockThreshold: 5 }])
    expect(await productRow(b)).toEqual(before.products[1])
    expect(await productCount()).toBe(count + 1)
    const [created] = await app.db.select().from(products).where(eq(products.sku, `QF-NEW-${t}`))
    expect(created).toMatchObject({ nameCs: `Nový ${t}`, priceMinor: 9900, status: 'hidden', stock: 0 })
    expect(await variantsOf(created!.id)).toMatchObject([{ sku: `QF-NEW-${t}`, ean: '4006381333931', stock: 0 }])
    expect((await app.db.select().from(stockAdjustments).where(inArray(stockAdjustments.variantId, before.variants.map((v) => v.id))))).toHaveLength(0)
    const entries = await app.db.select().from(auditLog).where(sql`${auditLog.summary} like 'CSV katalog.csv%'`)
    expect(entries.map((e) => [e.action, e.entity, e.objectId]).sort()).toEqual(
      [['publish', 'product', a], ['change', 'product', a], ['create', 'product', created!.id], ['change', 'catalogue_import', null]].sort(),
    )

    // Applied once: the same apply again writes nothing more.
    const again = await apply(run.run, run.digest!)
    expect(again.statusCode).toBe(409)
    expect(await productCount()).toBe(count + 1)
  })

  it('lists every problem by row and column, localized, offers no apply, and an apply forced anyway writes nothing', async () => {
    const [a, b, c] = [await add(), await add(), await add()]
    const before = await state([a, b, c])
    const { rows } = await exported()
    const [ra, rb, rc] = rowsOf(rows, a, b, c)
    const bad = [
      { ...ra!, price: '350' },
      { ...rb!, price: '-5', vat_rate: '15', ean: '4006381333932' },
      { ...rc!, variant_sku: ra!.variant_sku, stock: 'many', low_stock_threshold: 'x' },
    ]
    for (const lang of ['cs', 'en'] as const) {
      const run = await dryRun(bad, lang)
      const errors = run.body.slice(run.body.indexOf('id="csvErrors"'))
      const at = (row: number, column: string, text: string) => expect(errors).toMatch(new RegExp(`<tr data-row="${row}"><th scope="row">${row}</th><td>${column}</td><td class="csv-change">${text}`))
      if (lang === 'cs') {
        at(3, 'price', 'Cena nesmí být záporná.')
        at(3, 'vat_rate', 'Vyberte sazbu DPH 21 %, 12 % nebo 0 %.')
        at(3, 'ean', 'EAN má chybnou kontrolní číslici.')
        at(4, 'variant_sku', 'Stejné SKU je už na řádku 2.')
        at(4, 'low_stock_threshold', '')
        at(4, 'stock', 'Sklad je celé číslo od 0.')
      } else {
        at(3, 'price', 'The price must not be negative.')
        at(3, 'ean', 'The EAN’s check digit is wrong.')
        at(4, 'variant_sku', 'Row 2 has the same SKU.')
      }
      expect(run.body).not.toContain('id="csvApply"')
      // The dry run showed row 2's change; an apply with a digest made up for it is refused whole.
      const forced = await apply(run.run, 'a'.repeat(64), lang)
      expect(forced.statusCode).toBe(422)
      expect(main(forced.body)).toContain(lang === 'cs' ? 'Soubor obsahuje chyby, nic se nezapsalo' : 'The file has errors; nothing was written')
    }
    expect(await state([a, b, c])).toEqual(before)
  })

  it('a SKU or EAN another product holds, an unknown category, a variant of another product and a product whose rows disagree are problems too', async () => {
    const [a, b] = [await add(), await add()]
    const { rows } = await exported()
    const [ra, rb] = rowsOf(rows, a, b)
    const [seeded] = rows.filter((r) => r.ean !== '')
    const sized = rows.filter((r) => r.product_id === rows.find((x) => x.size !== '')!.product_id)
    const run = await dryRun([
      { ...ra!, variant_sku: rb!.variant_sku, category: 'no-such-category' },
      { ...rb!, product_id: String(a), ean: seeded?.ean ?? '' },
      sized[0]!,
      { ...sized[1]!, name_cs: 'Jiný název' },
    ])
    expect(run.body).toMatch(/<td>variant_sku<\/td><td class="csv-change">Toto SKU už má jiný produkt nebo varianta\./)
    expect(run.body).toContain('Kategorie „no-such-category“ neexistuje')
    expect(run.body).toContain(`Varianta patří produktu ${b}.`)
    if (seeded) expect(run.body).toContain('Tento EAN už má jiná varianta.')
    expect(run.body).toContain('Údaje produktu se liší od řádku 4 téhož produktu.')
  })

  it('a stale dry run is not applied: the catalogue changed since, the new dry run is shown, nothing written', async () => {
    const a = await add()
    const { rows } = await exported()
    const run = await dryRun([{ ...rowsOf(rows, a)[0]!, price: '500' }])
    // Meanwhile somebody changes the price on the product's page.
    const p = await productRow(a)
    expect((await postForm(app, paths.adminProduct('cs', a), { nameCs: p.nameCs, nameEn: p.nameEn, categoryId: String(p.categoryId), price: '300', vatRate: '21', status: 'hidden', sku: p.sku }, manager)).statusCode).toBe(303)
    const stale = await apply(run.run, run.digest!)
    expect(stale.statusCode).toBe(409)
    expect(main(stale.body)).toContain('Katalog se od zkušebního běhu změnil')
    expect(main(stale.body)).toMatch(/<code>price<\/code>: 300 → 500/)
    expect((await productRow(a)).priceMinor).toBe(30_000)
  })

  it('a failure while writing a later row rolls back every row before it', async () => {
    const [a, b] = [await add(), await add()]
    const before = await state([a, b])
    const { rows } = await exported()
    const [ra, rb] = rowsOf(rows, a, b)
    const run = await dryRun([{ ...ra!, price: '777' }, { ...rb!, name_en: 'BOOM' }])
    await app.db.execute(sql.raw(`create function qf_test_boom() returns trigger language plpgsql as $$ begin if new.name_en = 'BOOM' then raise exception 'boom'; end if; return new; end $$`))
    await app.db.execute(sql.raw('create trigger qf_test_boom before update on products for each row execute function qf_test_boom()'))
    try {
      await expect(app.services.catalogueCsv.apply({ userId: (await app.db.select({ id: catalogueImports.userId }).from(catalogueImports).where(eq(catalogueImports.id, run.run)))[0]!.id }, run.run, run.digest!)).rejects.toThrow()
    } finally {
      await app.db.execute(sql.raw('drop trigger qf_test_boom on products'))
      await app.db.execute(sql.raw('drop function qf_test_boom()'))
    }
    expect(await state([a, b])).toEqual(before)
    expect((await app.db.select().from(catalogueImports).where(eq(catalogueImports.id, run.run)))[0]!.appliedAt).toBeNull()
  })

  it('refuses a Windows-1250 file, missing columns and an oversized file with the reason, keeping nothing', async () => {
    const kept = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(catalogueImports))[0]!.n
    const count = await kept()
    const cp1250 = Uint8Array.from([...Buffer.from(`${COLUMNS.join(';')}\r\n;;;;;Hrnek `), 0x9e, 0x0d, 0x0a])
    const wrong = await upload(cp1250)
    expect(wrong.statusCode).toBe(422)
    expect(main(wrong.body)).toContain('Soubor není v kódování UTF-8')
    expect(main(wrong.body)).toContain('CSV UTF-8')
    const missing = await upload('product_id;name_cs\r\n1;Hrnek\r\n', manager, 'en')
    expect(missing.statusCode).toBe(422)
    expect(main(missing.body)).toContain('Missing columns: variant_id, product_sku')
    const none = await postForm(app, paths.adminProductsImport('cs'), {}, manager)
    expect(none.statusCode).toBe(422)
    expect(main(none.body)).toContain('Vyberte soubor CSV.')
    const big = await app.services.catalogueCsv.upload({ userId: 1 }, { name: 'big.csv', bytes: new Uint8Array(10), truncated: true })
    expect(big).toEqual({ refused: [{ row: 0, key: 'tooBig' }] })
    expect(await kept()).toBe(count)
  })

  it("another manager's staged import is nobody else's: its dry run is gone and its apply writes nothing", async () => {
    const a = await add()
    const { rows } = await exported()
    const run = await dryRun([{ ...rowsOf(rows, a)[0]!, price: '123' }])
    expect((await app.inject({ url: paths.adminProductsDryRun('en', run.run), cookies: otherManager })).statusCode).toBe(404)
    expect((await apply(run.run, run.digest!, 'en', otherManager)).statusCode).toBe(422)
    expect((await productRow(a)).priceMinor).toBe(29_000)
  })

  it('who is not a shop manager gets the 404 page on every CSV route; the shop manager gets them', async () => {
    const customer = await signIn(app, 'student@example.cz', 'Heslo-2026')
    const editor = await signInWith(app, [{ role: 'chief_editor' }])
    for (const lang of ['cs', 'en'] as const) {
      const requests = [
        { method: 'GET' as const, url: paths.adminProductsExport(lang) },
        { method: 'GET' as const, url: paths.adminProductsImport(lang) },
        { method: 'POST' as const, url: paths.adminProductsImport(lang) },
        { method: 'POST' as const, url: paths.adminProductsApply(lang) },
      ]
      for (const r of requests) {
        for (const jar of [{}, customer, editor]) expect((await app.inject({ ...r, cookies: jar, ...(r.method === 'POST' ? { payload: {} } : {}) })).statusCode, `${r.method} ${r.url}`).toBe(404)
        expect((await app.inject({ ...r, cookies: manager, ...(r.method === 'POST' ? { payload: {} } : {}) })).statusCode, `${r.method} ${r.url}`).toBe(r.method === 'GET' ? 200 : 422)
      }
    }
  })
})
