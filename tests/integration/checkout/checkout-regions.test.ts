/**
 * The checkout's regions through the real routes (ADR 044): a shipping or payment choice asked
 * with `X-PU-Target: checkoutPayment,checkoutSummary` answers those two regions alone, payments
 * the shipping does not allow disabled, a payment that no longer fits unchecked with a note and
 * an `X-PU-Announce`; a refused order asked for `checkout` is that region with a 422 (an expired
 * key too, which is a 409 as a full page) and its first error marked `autofocus`.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPrice } from '../../../src/i18n/index.js'
import { parseMulti } from '../../../src/shared/protocol.js'
import { engine, testApp } from '../../support/app.js'
import { checkoutFormOf } from '../../support/checkout-form.js'
import { expectIn, unescape } from '../../support/html.js'
import { postForm, type Jar } from '../../support/client.js'

let app: FastifyInstance
let variant: { id: number; price: number; stock: number }

beforeAll(async () => {
  app = await testApp()
  const res = await app.db.execute(
    sql.raw(`select v.id, v.stock, p.price_minor as price from product_variants v join products p on p.id = v.product_id
             where p.vat_rate = 21 and v.stock between 20 and 90 and p.price_minor < 100000 order by v.id limit 1`),
  )
  const row = ((res as unknown as { rows?: Record<string, unknown>[] }).rows ?? (res as unknown as Record<string, unknown>[]))[0]!
  variant = { id: Number(row.id), price: Number(row.price), stock: Number(row.stock) }
})
afterAll(async () => {
  if (app && variant) await app.db.execute(sql`update product_variants set stock = ${variant.stock} where id = ${variant.id}`)
  await app?.close()
})

/** Posts the form; with `target`, asks for those regions in place (X-PU-Target). */
const post = (url: string, body: Record<string, string>, jar: Jar, target?: string) => postForm(app, url, body, jar, target ? { 'x-pu-target': target } : {})
const CHECKOUT = { cs: '/qf/cs/eshop/pokladna', en: '/qf/en/eshop/checkout' }
const PLACE = { cs: '/qf/cs/eshop/pokladna/odeslat', en: '/qf/en/eshop/checkout/place' }
const contact = { email: 'kupujici@example.cz', name: 'Eva Kupující', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003' }

async function shopper(lang: 'cs' | 'en' = 'cs') {
  const jar: Jar = {}
  expect((await post('/qf/cs/eshop/kosik/pridat', { variant: String(variant.id), quantity: '1' }, jar)).statusCode).toBe(303)
  const page = await app.inject({ url: CHECKOUT[lang], cookies: jar })
  const key = /name="checkout" value="([A-Za-z0-9_-]+)"/.exec(page.body)![1]!
  return { jar, key, page: page.body, form: checkoutFormOf(page.body) }
}

/** The radio inputs named `name`: their values, which is checked, which are disabled. */
function radios(html: string, name: string) {
  const inputs = [...html.matchAll(/<input [^>]*>/g)].map((m) => m[0]).filter((i) => i.includes(`name="${name}"`))
  const value = (i: string) => /value="([^"]*)"/.exec(i)![1]
  return { values: inputs.map(value), checked: inputs.filter((i) => / checked=""/.test(i)).map(value), disabled: inputs.filter((i) => / disabled=""/.test(i)).map(value) }
}

const REGIONS = 'checkoutPayment,checkoutSummary'
const regionsOf = (res: { body: string; headers: Record<string, unknown> }) =>
  parseMulti(res.body) ?? new Map<string, string>()
const total = (html: string) => unescape(/id="checkoutTotal">([^<]+)</.exec(html)![1]!)

describe(`checkout regions on ${engine}`, () => {
  it('the full page: the payment the shipping does not allow is disabled; the regions have their ids', async () => {
    const { page } = await shopper()
    expect(radios(page, 'paymentCode')).toEqual({ values: ['card', 'transfer', 'cod'], checked: ['card'], disabled: ['cod'] })
    for (const id of ['checkout', 'checkoutPayment', 'checkoutSummary']) expectIn(page, `id="${id}" data-container="${id}"`)
    expectIn(page, 'data-pu-target="checkoutPayment checkoutSummary"')
    // Without script the buttons that apply a choice are there; the runtime never parses them.
    const noscript = [...page.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((m) => m[1]!).filter((n) => n.includes('checkout__update'))
    expect(noscript, page.slice(page.indexOf('checkoutShippingNote'), page.indexOf('checkoutShippingNote') + 3000)).toHaveLength(2)
    for (const n of noscript) expect(n).toMatch(/<button type="submit" (?=[^>]*name="intent")[^>]*value="recalculate"/)
  })

  it('a shipping choice answers the payment options and the summary alone, with what changed announced', async () => {
    const { jar, key } = await shopper()
    const res = await post(PLACE.cs, { ...contact, checkout: key, shippingCode: 'ceskaposta', paymentCode: 'card', intent: 'recalculate' }, jar, REGIONS)
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-pu-target']).toBe(REGIONS)
    const regions = regionsOf(res)
    expect([...regions.keys()]).toEqual(['checkoutPayment', 'checkoutSummary'])
    expect(radios(regions.get('checkoutPayment')!, 'paymentCode')).toEqual({ values: ['card', 'transfer', 'cod'], checked: ['card'], disabled: [] })
    const summary = regions.get('checkoutSummary')!
    expect(total(summary)).toBe(formatPrice('cs', variant.price + 129_00))
    expectIn(summary, 'Česká pošta – Balík Do ruky')
    // Below the threshold the summary says how much is missing for free shipping.
    expectIn(unescape(summary), `Nakupte ještě za ${formatPrice('cs', 1500_00 - variant.price)} a dopravu máte zdarma.`)
    expect(decodeURIComponent(String(res.headers['x-pu-announce']))).toBe(`Souhrn přepočítán, celkem ${formatPrice('cs', variant.price + 129_00)}.`)
    // Nothing else of the page: no contact fields, no frame.
    expectIn(res.body, 'name="email"', false)
    expectIn(res.body, 'id="userMenu"', false)
  })

  it('cash on delivery, then pick-up: the fee is in the total, then the payment is unchecked, disabled and announced', async () => {
    const { jar, key } = await shopper('en')
    const cod = await post(PLACE.en, { ...contact, checkout: key, shippingCode: 'ppl', paymentCode: 'cod', intent: 'recalculate' }, jar, REGIONS)
    expect(total(regionsOf(cod).get('checkoutSummary')!)).toBe(formatPrice('en', variant.price + 119_00 + 39_00))
    expectIn(regionsOf(cod).get('checkoutSummary')!, 'checkout-line--payment')

    const pickup = await post(PLACE.en, { ...contact, checkout: key, shippingCode: 'pickup', paymentCode: 'cod', intent: 'recalculate' }, jar, REGIONS)
    expect(pickup.statusCode).toBe(200)
    const payment = regionsOf(pickup).get('checkoutPayment')!
    expect(radios(payment, 'paymentCode')).toEqual({ values: ['card', 'transfer', 'cod'], checked: [], disabled: ['cod'] })
    expectIn(payment, 'Cash on delivery is not available with Pick-up at the university shop. Choose another payment.')
    expectIn(payment, 'aria-describedby="checkoutPaymentNotice"')
    const summary = regionsOf(pickup).get('checkoutSummary')!
    expectIn(summary, 'checkout-line--payment', false)
    expect(total(summary)).toBe(formatPrice('en', variant.price))
    expect(decodeURIComponent(String(pickup.headers['x-pu-announce']))).toBe(
      `Cash on delivery is not available with Pick-up at the university shop. Choose another payment. Summary updated, total ${formatPrice('en', variant.price)}.`,
    )
    // Without script the same post is the whole page, the note in it and no announcement header.
    const full = await post(PLACE.en, { ...contact, checkout: key, shippingCode: 'pickup', paymentCode: 'cod', intent: 'recalculate' }, jar)
    expect(full.statusCode).toBe(200)
    expectIn(full.body, '<h1')
    expectIn(full.body, 'Cash on delivery is not available with Pick-up at the university shop.')
    expect(full.headers['x-pu-announce']).toBeUndefined()
  })

  it('forged codes in a shipping choice change nothing but the choice shown: pick-up and no payment', async () => {
    const { jar, key } = await shopper()
    const res = await post(PLACE.cs, { checkout: key, shippingCode: 'drone', paymentCode: 'crypto', intent: 'recalculate' }, jar, REGIONS)
    expect(res.statusCode).toBe(200)
    expect(radios(regionsOf(res).get('checkoutPayment')!, 'paymentCode').checked).toEqual([])
    expect(total(regionsOf(res).get('checkoutSummary')!)).toBe(formatPrice('cs', variant.price))
    expect(decodeURIComponent(String(res.headers['x-pu-announce']))).toContain('Vyberte platbu.')
  })

  it('a refused order asked for the checkout region: 422, that region alone, its first error marked autofocus', async () => {
    const { jar, key } = await shopper()
    const res = await post(PLACE.cs, { ...contact, phone: '12', checkout: key, shippingCode: 'ppl', paymentCode: 'transfer' }, jar, 'checkout')
    expect(res.statusCode).toBe(422)
    expect(res.headers['x-pu-target']).toBe('checkout')
    expect(res.body.startsWith('<div id="checkout" data-container="checkout"')).toBe(true)
    // The phone is the first field that failed (the terms too, later): only it takes focus.
    expect(res.body.match(/autofocus=""/g)).toHaveLength(1)
    expect(res.body).toMatch(/<input[^>]*autofocus=""[^>]*id="checkoutPhone"|<input[^>]*id="checkoutPhone"[^>]*autofocus=""/)
  })

  it('an expired key asked in place: 422 with the message focused (409 as a full page), a fresh key, nothing placed', async () => {
    const { jar, key, form } = await shopper('en')
    await app.db.execute(sql`update checkouts set expires_at = now() - interval '1 minute' where id = ${key}`)
    const body = { ...contact, ...form, shippingCode: 'ppl', paymentCode: 'transfer', terms: 'on' }
    const res = await post(PLACE.en, body, jar, 'checkout')
    expect(res.statusCode).toBe(422)
    expect(res.body).toMatch(/id="checkoutProblem" tabindex="-1" autofocus="">The form has expired\./)
    expect(/name="checkout" value="([^"]+)"/.exec(res.body)![1]).not.toBe(key)
    expect((await post(PLACE.en, body, jar)).statusCode).toBe(409)
    expect(await app.inject({ url: CHECKOUT.en, cookies: jar }).then((r) => r.statusCode)).toBe(200)
  })

  it('a placed order asked in place: X-PU-Location to the confirmation, never a region', async () => {
    const { jar, form } = await shopper()
    const res = await post(PLACE.cs, { ...contact, ...form, shippingCode: 'ppl', paymentCode: 'transfer', terms: 'on' }, jar, 'checkout')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('')
    expect(String(res.headers['x-pu-location'])).toMatch(/^\/qf\/cs\/eshop\/objednavka\/\d{10}$/)
  })
})
