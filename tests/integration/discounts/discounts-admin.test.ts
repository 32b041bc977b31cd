/**
 * The shop manager's discount codes (issue 26, ADR 069) on the database of the run: the list with
 * the seeded VITEJTE10 and its uses, adding and changing codes (percent, amount in CZK, limits,
 * period, categories and products by SKU), audited; bad input refused at its field with nothing
 * stored; a code another has (whatever the case) refused with 409; an inactive code refused in the
 * cart; forged cross-site posts and other roles refused.
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, discountCodes, productCategories, products } from '../../../src/db/schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { expectIn } from '../../support/html.js'
import { postForm, signIn, signInWith, type FormBody, type Jar } from '../../support/client.js'

let app: FastifyInstance
let manager: Jar
const run = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase()

beforeAll(async () => {
  app = await testApp()
  manager = await signInWith(app, [{ role: 'shop_manager' }])
})
afterAll(async () => {
  await app?.close()
})

const codeRow = async (code: string) => (await app.db.select().from(discountCodes).where(sql`lower(${discountCodes.code}) = lower(${code})`))[0]
const form = (fields: Record<string, string | string[]>): FormBody => ({ kind: 'percent', value: '10', active: 'on', ...fields })
const add = (fields: Record<string, string | string[]>, lang: 'cs' | 'en' = 'cs', jar = manager, headers: Record<string, string> = {}) => postForm(app, paths.adminDiscountNew(lang), form(fields), jar, headers)

describe(`discount codes' administration on ${engine}`, () => {
  it('lists the seeded VITEJTE10 with its terms; adds codes of both kinds, restricted and limited, audited', async () => {
    const list = await app.inject({ url: paths.adminDiscounts('cs'), cookies: manager })
    expect(list.statusCode).toBe(200)
    expect(list.headers['cache-control']).toMatch(/no-store/)
    expectIn(list.body, '>VITEJTE10</a>')
    expect(list.body).toMatch(/data-code="VITEJTE10">[\s\S]*?<td>10 %<\/td><td>stále<\/td><td>bez omezení<\/td>/)

    const [category] = await app.db.select({ id: productCategories.id }).from(productCategories).orderBy(productCategories.id).limit(1)
    const [product] = await app.db.select({ id: products.id, sku: products.sku }).from(products).orderBy(products.id).limit(1)
    const created = await add({
      code: `jaro-${run}`,
      kind: 'amount',
      value: '150,50',
      minimum: '1 000',
      validFrom: '2026-03-01T00:00',
      validUntil: '2026-03-31T23:59',
      usageLimit: '100',
      perCustomerLimit: '1',
      category: [String(category!.id)],
      products: ` ${product!.sku.toLowerCase()} , ${product!.sku}`,
    })
    expect(created.statusCode, created.body.slice(0, 400)).toBe(303)
    expect(created.headers.location).toBe(paths.adminDiscounts('cs', 'created'))
    const row = await codeRow(`jaro-${run}`)
    expect(row).toMatchObject({
      code: `jaro-${run}`,
      kind: 'amount',
      value: 15_050,
      minimumMinor: 100_000,
      usageLimit: 100,
      perCustomerLimit: 1,
      categoryIds: [category!.id],
      productIds: [product!.id],
      active: true,
    })
    // Prague time: March is winter time, UTC+1.
    expect(row!.validFrom!.toISOString()).toBe('2026-02-28T23:00:00.000Z')
    const audit = await app.db.select({ action: auditLog.action, summary: auditLog.summary }).from(auditLog).where(eq(auditLog.objectId, row!.id))
    expect(audit).toContainEqual({ action: 'create', summary: `discount jaro-${run}: 150.50 CZK` })

    const after = await app.inject({ url: paths.adminDiscounts('en', 'created'), cookies: manager })
    expectIn(after.body, 'The code is added.')
    expect(after.body).toMatch(new RegExp(`data-code="jaro-${run}">[\\s\\S]*?1 uses? per customer|data-code="jaro-${run}">[\\s\\S]*?1 per customer`))

    // The form shows the code as stored, its products as SKUs.
    const page = await app.inject({ url: paths.adminDiscount('cs', row!.id), cookies: manager })
    expect(page.statusCode).toBe(200)
    expectIn(page.body, `value="${product!.sku}"`)
    expectIn(page.body, 'value="150,50"')
  })

  it('a change is saved and audited; an inactive code is refused in the cart and shown as inactive', async () => {
    expect((await add({ code: `LETO-${run}` })).statusCode).toBe(303)
    const row = (await codeRow(`LETO-${run}`))!
    const saved = await postForm(app, paths.adminDiscount('en', row.id), form({ code: `LETO-${run}`, value: '15', active: '' }), manager)
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe(paths.adminDiscounts('en', 'saved'))
    expect(await codeRow(`LETO-${run}`)).toMatchObject({ value: 15, active: false })
    expect((await app.db.select({ action: auditLog.action, summary: auditLog.summary }).from(auditLog).where(eq(auditLog.objectId, row.id))).map((a) => a.summary)).toContain(
      `discount LETO-${run}: 15 % (inactive)`,
    )
    expect((await app.inject({ url: paths.adminDiscounts('cs'), cookies: manager })).body).toMatch(new RegExp(`data-code="LETO-${run}">[\\s\\S]*?neaktivní`))
    const shopper: Jar = {}
    const applied = await postForm(app, '/qf/cs/eshop/kosik/slevovy-kod', { code: `LETO-${run}` }, shopper)
    expect(applied.statusCode).toBe(422)
  })

  it('refuses bad input at its field with a localized reason, shows what was typed escaped, and stores nothing', async () => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{ code: 'ab' }, 'Kód musí mít 3 až 32 písmen'],
      [{ code: `<script>x</script>` }, 'Kód musí mít 3 až 32 písmen'],
      [{ code: `SLEVA ${run}` }, 'Kód musí mít 3 až 32 písmen'],
      [{ code: `X${run}`, kind: 'free' }, 'Vyberte druh slevy ze seznamu.'],
      [{ code: `X${run}`, value: '150' }, 'Procenta musí být celé číslo od 1 do 100.'],
      [{ code: `X${run}`, value: '0' }, 'Procenta musí být celé číslo od 1 do 100.'],
      [{ code: `X${run}`, value: '12,5' }, 'Procenta musí být celé číslo od 1 do 100.'],
      [{ code: `X${run}`, kind: 'amount', value: '-50' }, 'Zadejte kladnou částku v Kč'],
      [{ code: `X${run}`, kind: 'amount', value: 'sto' }, 'Zadejte kladnou částku v Kč'],
      [{ code: `X${run}`, minimum: '-1' }, 'Zadejte částku v Kč (nezápornou)'],
      [{ code: `X${run}`, validFrom: '2026-05-01T00:00', validUntil: '2026-04-01T00:00' }, 'Konec platnosti musí být po jejím začátku.'],
      [{ code: `X${run}`, validUntil: '2026-02-31T25:00' }, 'Zadejte datum a čas.'],
      [{ code: `X${run}`, usageLimit: '0' }, 'Zadejte celé číslo od 1 do 1 000 000'],
      [{ code: `X${run}`, perCustomerLimit: "1'; drop table orders; --" }, 'Zadejte celé číslo od 1 do 1 000 000'],
      [{ code: `X${run}`, category: ['99999999'] }, 'Vyberte kategorie ze seznamu.'],
      [{ code: `X${run}`, category: ['__proto__'] }, 'Vyberte kategorie ze seznamu.'],
      [{ code: `X${run}`, products: 'NENI-TAKOVY-SKU-1' }, 'Tyto kódy SKU v katalogu nejsou: NENI-TAKOVY-SKU-1'],
      [{ code: `X${run}`, active: 'yes' }, 'Neplatná hodnota.'],
    ]
    for (const [fields, message] of cases) {
      const res = await add(fields)
      expect(res.statusCode, JSON.stringify(fields)).toBe(422)
      expectIn(res.body, message)
      expect(res.body).not.toContain('<script>x</script>')
    }
    expect(await codeRow(`X${run}`)).toBeUndefined()
    const marked = await add({ code: `X${run}`, value: '150' })
    expect(marked.body).toMatch(/id="discountValue"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="discountValue"/)
  })

  it('a code another has, whatever its case, is refused at its field (409) on add and on change', async () => {
    const taken = await add({ code: 'vitejte10' })
    expect(taken.statusCode).toBe(409)
    expectIn(taken.body, 'Tento kód už existuje')
    expect(await app.db.select().from(discountCodes).where(sql`lower(${discountCodes.code}) = 'vitejte10'`)).toHaveLength(1)
    expect((await add({ code: `ZIMA-${run}` })).statusCode).toBe(303)
    const row = (await codeRow(`ZIMA-${run}`))!
    const renamed = await postForm(app, paths.adminDiscount('cs', row.id), form({ code: 'Vitejte10' }), manager)
    expect(renamed.statusCode).toBe(409)
    expect((await codeRow(`ZIMA-${run}`))!.code).toBe(`ZIMA-${run}`)
  })

  it('an unknown code is a 404 with the list; a forged cross-site post and other roles change nothing', async () => {
    for (const url of [paths.adminDiscount('cs', 2_000_000_000), `${paths.adminDiscounts('cs')}/abc`]) {
      const res = await app.inject({ url, cookies: manager })
      expect(res.statusCode, url).toBe(404)
    }
    const forgeries: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]
    for (const headers of forgeries) {
      expect((await add({ code: `F-${run}` }, 'cs', manager, headers)).statusCode).toBe(403)
    }
    const editor = await signInWith(app, [{ role: 'chief_editor' }])
    const customer = await signIn(app, 'student@example.cz', 'Heslo-2026')
    for (const jar of [editor, customer, {}]) {
      expect((await app.inject({ url: paths.adminDiscounts('cs'), cookies: jar })).statusCode).toBe(404)
      expect((await add({ code: `F-${run}` }, 'en', jar)).statusCode).toBe(404)
    }
    expect(await codeRow(`F-${run}`)).toBeUndefined()
  })
})
