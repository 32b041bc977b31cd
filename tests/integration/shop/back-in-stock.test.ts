/**
 * Back-in-stock requests (issue 26, ADR 081) on the database of the run (PGlite, and PostgreSQL
 * with DATABASE_URL): the product page's form for a sold-out variant, its refusals (nothing
 * saved), asking twice being one request; a restock by the stock administration or by a
 * cancelled order writing exactly one mail per request, in the shopper's language, in the
 * transaction of the change (rolled back: none), delivered to a real SMTP server; none for a
 * change that leaves the stock at zero, none again on the next restock.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backInStockRequests, outbox, productCategories, products, productVariants } from '../../../src/db/schema.js'
import { mailBackInStock } from '../../../src/features/shop/back-in-stock.js'
import { MAX_WAITING_PER_EMAIL } from '../../../src/features/shop/back-in-stock.repository.js'
import { orderStatusRepository } from '../../../src/features/checkout/order-status.repository.js'
import { orderStatusService } from '../../../src/features/checkout/order-status.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { guestAtCheckout } from '../../support/builders.js'
import { postForm, signIn, signInWith, type Jar } from '../../support/client.js'
import { expectIn, unescape } from '../../support/html.js'
import { startSmtp, type TestSmtp } from '../../support/smtp.js'

let app: FastifyInstance
let smtp: TestSmtp
let manager: Jar
let made = 0

beforeAll(async () => {
  smtp = await startSmtp()
  app = await testApp({ env: { SMTP_URL: smtp.url } })
  manager = await signInWith(app, [{ role: 'shop_manager' }])
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
})

/** A product of its own in sizes S (sold out) and M (`mStock` pieces), published unless said. */
async function aProduct(mStock = 2, status: 'published' | 'hidden' = 'published') {
  const tag = `${process.pid}-${Date.now().toString(36)}-${++made}`
  const [category] = await app.db.select({ id: productCategories.id, slugCs: productCategories.slugCs, slugEn: productCategories.slugEn }).from(productCategories).limit(1)
  const [product] = await app.db
    .insert(products)
    .values({ categoryId: category!.id, sku: `QF-BIS-${tag}`, slugCs: `hlidani-${tag}`, slugEn: `watch-${tag}`, nameCs: `Mikina ${tag}`, nameEn: `Hoodie ${tag}`, descriptionCs: 'Zkušební.', descriptionEn: 'A test.', priceMinor: 500_00, vatRate: 21, stock: 0, status })
    .returning({ id: products.id, slugCs: products.slugCs, slugEn: products.slugEn })
  const [s, m] = await app.db
    .insert(productVariants)
    .values([
      { productId: product!.id, sku: `QF-BIS-${tag}-S`, size: 'S', stock: 0, sort: 1 },
      { productId: product!.id, sku: `QF-BIS-${tag}-M`, size: 'M', stock: mStock, sort: 2 },
    ])
    .returning({ id: productVariants.id })
  return { tag, s: s!.id, m: m!.id, page: { cs: paths.product('cs', category!.slugCs, product!.slugCs), en: paths.product('en', category!.slugEn, product!.slugEn) } }
}

const ask = (lang: 'cs' | 'en', variant: number | string, email: string, jar: Jar = {}) => postForm(app, paths.backInStock(lang), { variant: String(variant), email }, jar)
const requestsOf = (variantId: number) => app.db.select({ email: backInStockRequests.email, lang: backInStockRequests.lang, notifiedAt: backInStockRequests.notifiedAt }).from(backInStockRequests).where(eq(backInStockRequests.variantId, variantId))
const mailsTo = (email: string) => app.db.select({ subject: outbox.subject, body: outbox.body }).from(outbox).where(eq(outbox.recipient, email))
const adjust = (id: number, delta: string, reason = 'received') => postForm(app, paths.adminStockAdjust('cs', id), { delta, reason, note: '' }, { ...manager })

describe(`back-in-stock requests on ${engine}`, () => {
  it('the product page offers the sold-out sizes only, with the consent line, in both languages', async () => {
    const p = await aProduct()
    const cs = unescape((await app.inject({ url: p.page.cs })).body)
    expectIn(cs, 'Dejte mi vědět, až bude skladem')
    expectIn(cs, new RegExp(`<option value="${p.s}"[^>]*>S – vyprodáno</option>`))
    expect(cs).not.toContain(`<option value="${p.m}">M – vyprodáno`)
    expectIn(cs, 'Adresu použijeme jen k jedinému e-mailu o naskladnění')
    const en = unescape((await app.inject({ url: p.page.en })).body)
    expectIn(en, 'Tell me when it is back in stock')
    // Nothing sold out: no form.
    const none = await aProduct()
    await app.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, none.s))
    expect((await app.inject({ url: none.page.cs })).body).not.toContain('backInStockForm')
  })

  it('a request is a 303 to the product page with its confirmation; asking again (any case) stays one request', async () => {
    const p = await aProduct()
    const email = `bis-${made}-${process.pid}@example.cz`
    const res = await ask('en', p.s, email)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`${p.page.en}?notice=backInStock`)
    expectIn((await app.inject({ url: String(res.headers.location) })).body, 'We will email you as soon as it is back in stock.')
    expect((await ask('cs', p.s, email.toUpperCase())).statusCode).toBe(303)
    expect(await requestsOf(p.s)).toEqual([{ email, lang: 'en', notifiedAt: null }])
    // A made-up notice is not rendered (nor stored): the address without it.
    const odd = await app.inject({ url: `${p.page.cs}?notice=x` })
    expect(odd.statusCode).toBe(302)
  })

  it('a signed-in shopper who leaves the address empty asks with the account’s', async () => {
    const p = await aProduct()
    const jar = await signIn(app, 'student@example.cz', 'Heslo-2026')
    expect((await ask('cs', p.s, '', jar)).statusCode).toBe(303)
    expect((await requestsOf(p.s)).map((r) => r.email)).toEqual(['student@example.cz'])
  })

  it('refuses bad input with a localized message and saves nothing; unknown or hidden variants are 404', async () => {
    const p = await aProduct()
    const cases: [string, number | string, string, string][] = [
      ['cs', p.s, 'neni-adresa', 'Zadejte e-mail ve tvaru jmeno@domena.cz.'],
      ['en', p.s, `${'a'.repeat(250)}@example.cz`, 'Enter an email like name@example.com.'],
      ['cs', p.s, '', 'Zadejte e-mail.'],
      ['cs', p.m, 'skladem@example.cz', 'Tato varianta je skladem'],
      ['en', p.m, 'instock@example.cz', 'This variant is in stock'],
    ]
    for (const [lang, variant, email, message] of cases) {
      const res = await ask(lang as 'cs' | 'en', variant, email)
      expect(res.statusCode, email).toBe(422)
      expectIn(unescape(res.body), message)
    }
    expect(await requestsOf(p.s)).toEqual([])
    expect(await requestsOf(p.m)).toEqual([])
    const hidden = await aProduct(0, 'hidden')
    expect((await ask('cs', hidden.s, 'skryte@example.cz')).statusCode).toBe(404)
    expect((await ask('cs', 999_999_999, 'nikdo@example.cz')).statusCode).toBe(404)
    expect((await ask('cs', 'x', 'nikdo@example.cz')).statusCode).toBe(404)
    expect(await requestsOf(hidden.s)).toEqual([])
  })

  it(`caps the requests waiting for one address at ${MAX_WAITING_PER_EMAIL}`, async () => {
    const email = `many-${made}-${process.pid}@example.cz`
    for (let i = 0; i < MAX_WAITING_PER_EMAIL; i++) expect((await ask('cs', (await aProduct()).s, email)).statusCode).toBe(303)
    const last = await aProduct()
    const res = await ask('cs', last.s, email)
    expect(res.statusCode).toBe(422)
    expectIn(res.body, 'Na tuto adresu už čeká mnoho žádostí.')
    expect(await requestsOf(last.s)).toEqual([])
  })

  it('a restock mails each request once, in its language, delivered by SMTP; a later restock mails nothing again', async () => {
    const p = await aProduct()
    const cs = `cz-${made}-${process.pid}@example.cz`
    const en = `en-${made}-${process.pid}@example.cz`
    await ask('cs', p.s, cs)
    await ask('en', p.s, en)
    expect((await adjust(p.s, '+3')).statusCode).toBe(303)
    const [csMail] = await mailsTo(cs)
    const [enMail] = await mailsTo(en)
    expect(csMail!.subject).toBe(`Znovu skladem: Mikina ${p.tag}, S`)
    expect(enMail!.subject).toBe(`Back in stock: Hoodie ${p.tag}, S`)
    expect(enMail!.body).toContain(`${p.page.en}\n`)
    expect((await requestsOf(p.s)).every((r) => r.notifiedAt !== null)).toBe(true)
    await app.outbox!.deliverDue()
    const delivered = smtp.mails.filter((m) => m.to.includes(cs))
    expect(delivered).toHaveLength(1)
    expect(delivered[0]!.text).toContain(`${p.page.cs}`)
    // Sold out and back again: nothing more for the same requests.
    expect((await adjust(p.s, '-3', 'damaged')).statusCode).toBe(303)
    expect((await adjust(p.s, '+1')).statusCode).toBe(303)
    expect(await mailsTo(cs)).toHaveLength(1)
    expect(await mailsTo(en)).toHaveLength(1)
  })

  it('a change that leaves the stock at zero mails nothing; neither does a refused one', async () => {
    const p = await aProduct()
    const email = `zero-${made}-${process.pid}@example.cz`
    await ask('cs', p.s, email)
    expect((await adjust(p.s, '-1', 'damaged')).statusCode).toBe(422)
    expect((await adjust(p.m, '+1')).statusCode).toBe(303)
    expect(await mailsTo(email)).toEqual([])
    expect((await requestsOf(p.s))[0]!.notifiedAt).toBeNull()
  })

  it('the mails are written in the stock change’s transaction: rolled back, none exist and the request still waits', async () => {
    const p = await aProduct()
    const email = `rollback-${made}-${process.pid}@example.cz`
    await ask('en', p.s, email)
    await expect(
      app.db.transaction(async (tx) => {
        await tx.update(productVariants).set({ stock: sql`${productVariants.stock} + 2` }).where(eq(productVariants.id, p.s))
        expect(await mailBackInStock(tx, [p.s], 'https://shop.example')).toBe(1)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await mailsTo(email)).toEqual([])
    expect((await requestsOf(p.s))[0]!.notifiedAt).toBeNull()
  })

  it('a cancelled order that puts a sold-out variant back mails who waits for it', async () => {
    const p = await aProduct()
    await app.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, p.s))
    const guest = await guestAtCheckout(app, p.s)
    const placed = await guest.place()
    expect(placed.statusCode).toBe(303)
    const email = `cancel-${made}-${process.pid}@example.cz`
    expect((await ask('cs', p.s, email)).statusCode).toBe(303)
    const outcome = await orderStatusService({ repo: orderStatusRepository(app.db), origin: 'https://shop.example' }).change(placed.number!, 'cancelled')
    expect(outcome.ok).toBe(true)
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.body).toContain(`https://shop.example${p.page.cs}`)
    const [row] = await app.db.select({ stock: productVariants.stock }).from(productVariants).where(and(eq(productVariants.id, p.s)))
    expect(row!.stock).toBe(1)
  })
})
