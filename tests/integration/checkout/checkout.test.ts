/**
 * The checkout and orders through the real routes (issue 12, ADR 027, 028): placing an order
 * without script, prices from the server only, one order per checkout key under double submits
 * and concurrent ones, stock races between shoppers, payment availability by shipping, VAT sums,
 * the confirmation e-mail through SMTP, the invoice PDF, the simulated card gateway's verified and
 * idempotent return, the account's orders, expired checkouts and bad input — never a 500.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractPdf } from '../../../src/db/seed/pdf.js'
import { formatPrice } from '../../../src/i18n/index.js'
import { vatOf } from '../../../src/features/cart/cart.service.js'
import { SELLER } from '../../../src/features/checkout/seller.js'
import { SECOND_USER } from '../../../src/db/seed/index.js'
import { engine, testApp } from '../../support/app.js'
import { startSmtp, type TestSmtp } from '../../support/smtp.js'
import { checkoutFormOf } from '../../support/checkout-form.js'
import { expectIn, unescape } from '../../support/html.js'
import { postForm, signIn, type Jar } from '../../support/client.js'

let app: FastifyInstance
let smtp: TestSmtp

interface V {
  id: number
  stock: number
  price: number
  vat: number
}
const variants: Record<'a' | 'book' | 'race', V> = {} as never
const touched = new Map<number, number>()

async function rows<T>(query: string): Promise<T[]> {
  const res = await app.db.execute(sql.raw(query))
  return ((res as unknown as { rows?: T[] }).rows ?? (res as unknown as T[])) as T[]
}

async function pick(where: string, not: number[] = []): Promise<V> {
  const [row] = await rows<V>(
    `select v.id, v.stock, p.price_minor as price, p.vat_rate as vat from product_variants v join products p on p.id = v.product_id
     where ${where} ${not.length ? `and v.id not in (${not.join(',')})` : ''} order by v.id desc limit 1`,
  )
  if (!row) throw new Error(`no variant where ${where}`)
  const v = { id: Number(row.id), stock: Number(row.stock), price: Number(row.price), vat: Number(row.vat) }
  touched.set(v.id, v.stock)
  return v
}

/** The product's SKU of a variant: GA4's item id in every event (ADR 030). */
const productSkuOf = async (id: number) =>
  (await rows<{ sku: string }>(`select p.sku from product_variants v join products p on p.id = v.product_id where v.id = ${id}`))[0]!.sku
const stockOf = async (id: number) => Number((await rows<{ stock: number }>(`select stock from product_variants where id = ${id}`))[0]!.stock)
const orderCount = async () => Number((await rows<{ n: number }>(`select count(*)::int as n from orders`))[0]!.n)

beforeAll(async () => {
  smtp = await startSmtp()
  app = await testApp({ env: { SMTP_URL: smtp.url } })
  variants.a = await pick(`p.vat_rate = 21 and v.stock between 20 and 90`)
  variants.book = await pick(`p.vat_rate = 0 and v.stock > 10`)
  variants.race = await pick(`p.vat_rate = 21 and v.stock > 2`, [variants.a.id])
})
afterAll(async () => {
  // The run's database may be shared by other files (PostgreSQL): stock goes back as it was.
  if (app) for (const [id, stock] of touched) await app.db.execute(sql`update product_variants set stock = ${stock} where id = ${id}`)
  await app?.close()
  await smtp?.close()
})

const get = (url: string, jar: Jar = {}) => app.inject({ url, cookies: jar })
const add = (jar: Jar, variant: number, quantity = 1) => postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(variant), quantity: String(quantity) }, jar)
const CHECKOUT = { cs: '/qf/cs/eshop/pokladna', en: '/qf/en/eshop/checkout' }
const PLACE = { cs: '/qf/cs/eshop/pokladna/odeslat', en: '/qf/en/eshop/checkout/place' }

const keyOf = (html: string) => /name="checkout" value="([A-Za-z0-9_-]+)"/.exec(html)?.[1]
/** The checkout page's form as the browser sends it back: key, summary digest, page id. */
const checkoutForm = async (jar: Jar, lang: 'cs' | 'en' = 'cs') => checkoutFormOf((await get(CHECKOUT[lang], jar)).body)
const checkoutKey = async (jar: Jar, lang: 'cs' | 'en' = 'cs') => (await checkoutForm(jar, lang)).checkout!

const contact = {
  email: 'kupujici@example.cz',
  name: 'Eva Kupující',
  phone: '777 123 456',
  street: 'Hradecká 12',
  city: 'Dubová Hora',
  postalCode: '50003',
}
/** The place-order form: the page's hidden fields (or a bare key, forged or foreign) and `extra`. */
const order = (page: Record<string, string> | string, extra: Record<string, string | string[]> = {}) => ({
  ...contact,
  shippingCode: 'ppl',
  paymentCode: 'transfer',
  terms: 'on',
  ...(typeof page === 'string' ? { checkout: page } : page),
  ...extra,
})

/** A guest with `quantity` of a variant in the cart, the checkout page's form and its key. */
async function shopper(variant: number, quantity = 1, lang: 'cs' | 'en' = 'cs') {
  const jar: Jar = {}
  expect((await add(jar, variant, quantity)).statusCode).toBe(303)
  const form = await checkoutForm(jar, lang)
  return { jar, form, key: form.checkout! }
}

/** The radio inputs named `name`: their values, and which is checked. */
function radios(html: string, name: string) {
  const inputs = [...html.matchAll(/<input [^>]*>/g)].map((m) => m[0]).filter((i) => i.includes(`name="${name}"`))
  return {
    values: inputs.map((i) => /value="([^"]*)"/.exec(i)![1]),
    checked: inputs.filter((i) => / checked=""/.test(i)).map((i) => /value="([^"]*)"/.exec(i)![1]),
  }
}

const numberOf = (location: unknown) => /\/(\d{10})$/.exec(String(location))?.[1]

describe(`checkout on ${engine}: the page`, () => {
  it('an empty cart: a localized message and no form', async () => {
    const cs = await get(CHECKOUT.cs)
    expect(cs.statusCode).toBe(200)
    expectIn(cs.body, 'Košík je prázdný, není co objednat.')
    expectIn(cs.body, 'name="shippingCode"', false)
    expectIn((await get(CHECKOUT.en)).body, 'Your cart is empty: there is nothing to order.')
  })

  it('steps as radios named for the codes, names inside labels, tracking data, the binding button, noindex', async () => {
    const { jar } = await shopper(variants.a.id, 2)
    const res = await get(CHECKOUT.cs, jar)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('no-store')
    const html = res.body
    expect(radios(html, 'shippingCode')).toEqual({ values: ['pickup', 'packeta', 'ceskaposta', 'ppl'], checked: ['pickup'] })
    expect(radios(html, 'paymentCode')).toEqual({ values: ['card', 'transfer', 'cod'], checked: ['card'] })
    expect(html).toMatch(/<label for="shipping-ppl"><span class="checkout-option__name">PPL – kurýr<\/span>/)
    expect(html).toMatch(/<label for="payment-cod"><span class="checkout-option__name">Dobírkou<\/span>/)
    expectIn(html, 'Objednávka zavazující k platbě')
    expectIn(html, '<meta name="robots" content="noindex')
    const tracking = JSON.parse(unescape(/id="checkout"[^>]*data-cart-tracking="([^"]+)"/.exec(html)![1]!))
    expect(tracking.ga4.items[0].quantity).toBe(2)
    expect(tracking.ga4.items[0].item_id).toBe(await productSkuOf(variants.a.id))
    expect(tracking.ga4.value).toBe((variants.a.price * 2) / 100)
    expectIn((await get(CHECKOUT.en, jar)).body, 'Order with obligation to pay')
  })

  it('two tabs get the same checkout key (one order)', async () => {
    const { jar, key } = await shopper(variants.a.id)
    expect(await checkoutKey(jar)).toBe(key)
  })

  it('"update summary" without script shows the chosen shipping and payment in the total', async () => {
    const { jar, form } = await shopper(variants.a.id)
    const res = await postForm(app, PLACE.cs, order(form, { shippingCode: 'ceskaposta', paymentCode: 'cod', intent: 'recalculate', terms: '' }), jar)
    expect(res.statusCode).toBe(200)
    expect(radios(res.body, 'shippingCode').checked).toEqual(['ceskaposta'])
    expect(radios(res.body, 'paymentCode').checked).toEqual(['cod'])
    const goods = variants.a.price
    const shipping = goods >= 1500_00 ? 0 : 129_00
    const total = /id="checkoutTotal">([^<]+)</.exec(res.body)![1]
    expect(unescape(total!)).toBe(formatPrice('cs', goods + shipping + 39_00))
    expectIn(res.body, 'form__message--error', false)
  })
})

describe(`checkout on ${engine}: placing an order`, () => {
  it('without script: 303 to the confirmation, stock taken, cart emptied, tracking data with shipping and payment lines', async () => {
    const before = await stockOf(variants.a.id)
    const { jar, form } = await shopper(variants.a.id, 2)
    const res = await postForm(app, PLACE.cs, order(form), jar)
    expect(res.statusCode).toBe(303)
    const number = numberOf(res.headers.location)!
    expect(number).toMatch(new RegExp(`^${new Date().getFullYear()}\\d{6}$`))
    expect(await stockOf(variants.a.id)).toBe(before - 2)
    expectIn((await get('/qf/cs/eshop/kosik', jar)).body, 'Košík je prázdný.')

    const page = await get(res.headers.location as string, jar)
    expect(page.statusCode).toBe(200)
    const html = page.body
    expectIn(html, `Objednávka ${number} přijata`)
    expectIn(html, `IČO ${SELLER.ico}, DIČ ${SELLER.dic}`)
    expectIn(html, `<dd id="variableSymbol">${number}</dd>`)
    expect(html).toMatch(/<div class="order__qr-code" role="img" aria-label="[^"]+"><svg/)
    const data = JSON.parse(unescape(/id="order-confirmation"[^>]*data-order-tracking="([^"]+)"/.exec(html)![1]!))
    const goods = variants.a.price * 2
    const shipping = goods >= 1500_00 ? 0 : 119_00
    expect(data.ga4).toMatchObject({ transaction_id: number, currency: 'CZK', value: (goods + shipping) / 100, shipping: shipping / 100 })
    expect(data.ga4.tax).toBe((vatOf(goods + shipping, 21)) / 100)
    expect(data.ga4.items.map((i: { item_category: string }) => i.item_category).slice(1)).toEqual(['Doprava', 'Platba'])
    expect(data.ga4.items[0]).toMatchObject({ item_id: await productSkuOf(variants.a.id), quantity: 2, price: variants.a.price / 100 })
    expect(data.ga4.items.slice(1).map((i: { item_id: string }) => i.item_id)).toEqual(['DOPRAVA-PPL', 'PLATBA-PREVOD'])

    // Someone else: not found, never the order.
    const stranger = await get(res.headers.location as string, {})
    expect(stranger.statusCode).toBe(404)
    expectIn(stranger.body, 'Eva Kupující', false)
    expectIn(stranger.body, contact.email, false)
    expect((await get(`/qf/cs/eshop/objednavka/${number}/faktura.pdf`, {})).statusCode).toBe(404)
  })

  it('the confirmation e-mail goes through the outbox and SMTP with seller, items, VAT, address, terms, withdrawal form and transfer details; the invoice PDF names the IČO and the number', async () => {
    const { jar, form } = await shopper(variants.book.id, 1, 'en')
    const email = `mail-${engine}@example.cz`
    const res = await postForm(app, PLACE.en, order(form, { email }), jar)
    expect(res.statusCode).toBe(303)
    const number = numberOf(res.headers.location)!
    await app.outbox!.deliverDue()
    const mail = smtp.mails.find((m) => m.to.includes(email))!
    expect(mail.subject).toBe(`Order ${number} confirmed – QF University e-shop`)
    for (const needle of [number, `IČO ${SELLER.ico}, DIČ ${SELLER.dic}`, 'Hradecká 12', '500 03 Dubová Hora', 'PPL courier', 'Bank transfer', SELLER.iban, `variable symbol ${number}`, 'Model withdrawal form', '/qf/en/eshop/terms', 'VAT in total'])
      expect(mail.text).toContain(needle)
    const pdf = await get(`/qf/en/eshop/order/${number}/invoice.pdf`, jar)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const { text } = await extractPdf(new Uint8Array(pdf.rawPayload))
    expect(text).toContain(SELLER.ico)
    expect(text).toContain(number)
  })

  it('a double submit, a retry and concurrent submits of one checkout place one order', async () => {
    const before = await orderCount()
    const stock = await stockOf(variants.a.id)
    const { jar, form } = await shopper(variants.a.id)
    const results = await Promise.all(Array.from({ length: 5 }, () => postForm(app, PLACE.cs, order(form), { ...jar })))
    const numbers = new Set(results.map((r) => numberOf(r.headers.location)))
    expect(results.map((r) => r.statusCode)).toEqual([303, 303, 303, 303, 303])
    expect(numbers.size).toBe(1)
    const retry = await postForm(app, PLACE.cs, order(form), jar)
    expect(numberOf(retry.headers.location)).toBe([...numbers][0])
    expect(await orderCount()).toBe(before + 1)
    expect(await stockOf(variants.a.id)).toBe(stock - 1)
  })

  it('order numbers follow one another within the year', async () => {
    const one = await shopper(variants.a.id)
    const two = await shopper(variants.a.id)
    const a = Number(numberOf((await postForm(app, PLACE.cs, order(one.form), one.jar)).headers.location))
    const b = Number(numberOf((await postForm(app, PLACE.cs, order(two.form), two.jar)).headers.location))
    expect(b).toBe(a + 1)
  })

  it('a forged price, total or line changes nothing: the catalogue prices the order', async () => {
    const { jar, form } = await shopper(variants.book.id, 2)
    const res = await postForm(app, PLACE.cs, order(form, { price: '1', totalMinor: '100', shippingMinor: '0', priceMinor: '1', lines: 'x' }), jar)
    const number = numberOf(res.headers.location)!
    const [row] = await rows<{ total: number; vat: number }>(`select total_minor as total, vat_minor as vat from orders where number = '${number}'`)
    const goods = variants.book.price * 2
    const shipping = goods >= 1500_00 ? 0 : 119_00
    expect(Number(row!.total)).toBe(goods + shipping)
    // VAT per rate: books 0 %, the shipping line 21 %.
    expect(Number(row!.vat)).toBe(vatOf(goods, 0) + vatOf(shipping, 21))
  })

  it('cash on delivery is not offered with pick-up: refused with a message, nothing placed', async () => {
    const before = await orderCount()
    const { jar, form } = await shopper(variants.a.id)
    const res = await postForm(app, PLACE.cs, order(form, { shippingCode: 'pickup', paymentCode: 'cod' }), jar)
    expect(res.statusCode).toBe(422)
    expectIn(res.body, 'Zvolenou platbu nelze s touto dopravou použít. Vyberte jinou.')
    expect(await orderCount()).toBe(before)
    const en = await postForm(app, PLACE.en, order(form, { shippingCode: 'pickup', paymentCode: 'cod' }), jar)
    expectIn(en.body, 'The chosen payment is not available with this shipping. Choose another.')
  })

  it('two shoppers race for the last piece in concurrent transactions: one order, stock 0, the other told and unchanged', async () => {
    await app.db.execute(sql`update product_variants set stock = 1 where id = ${variants.race.id}`)
    const before = await orderCount()
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => shopper(variants.race.id)))
    const results = await Promise.all(shoppers.map((s) => postForm(app, PLACE.cs, order(s.form), s.jar)))
    expect(results.filter((r) => r.statusCode === 303)).toHaveLength(1)
    const refused = results.filter((r) => r.statusCode === 422)
    expect(refused).toHaveLength(3)
    for (const r of refused) expect(unescape(r.body)).toMatch(/už není skladem v požadovaném množství \(zbývá 0 ks\)/)
    expect(await stockOf(variants.race.id)).toBe(0)
    expect(await orderCount()).toBe(before + 1)
    // The refused shoppers keep their carts.
    const loser = shoppers[results.findIndex((r) => r.statusCode === 422)]!
    expectIn((await get('/qf/cs/eshop/kosik', loser.jar)).body, 'cart-line')
  })

  it('an expired or unknown checkout key: 409 with a message, nothing placed', async () => {
    const before = await orderCount()
    const { jar, key, form } = await shopper(variants.a.id)
    await app.db.execute(sql`update checkouts set expires_at = now() - interval '1 minute' where id = ${key}`)
    const res = await postForm(app, PLACE.cs, order(form), jar)
    expect(res.statusCode).toBe(409)
    expectIn(res.body, 'Platnost formuláře vypršela.')
    // The page offers a fresh key.
    expect(keyOf(res.body)).not.toBe(key)
    const forged = await postForm(app, PLACE.en, order('A'.repeat(32)), jar)
    expect(forged.statusCode).toBe(409)
    expectIn(forged.body, 'The form has expired.')
    // Another visitor's key is no key of this cart.
    const other = await shopper(variants.a.id)
    expect((await postForm(app, PLACE.cs, order(other.form), jar)).statusCode).toBe(409)
    expect(await orderCount()).toBe(before)
  })

  it('bad and hostile input: localized messages per field, nothing placed, never a 500', async () => {
    const before = await orderCount()
    const { jar, form } = await shopper(variants.a.id)
    const cases: [Record<string, string | string[]>, string][] = [
      [{ postalCode: '5000' }, 'Zadejte PSČ jako pět číslic, např. 500 03.'],
      [{ phone: '12345' }, 'Zadejte české telefonní číslo'],
      [{ phone: '' }, 'Zadejte telefon pro dopravce.'],
      [{ name: 'x'.repeat(5000) }, 'Text je příliš dlouhý.'],
      [{ name: 'Eva\u0000' }, 'Text obsahuje nepovolené znaky.'],
      [{ email: 'not-an-email' }, 'Zadejte e-mail ve tvaru'],
      [{ shippingCode: 'teleport' }, 'Vyberte způsob dopravy.'],
      [{ shippingCode: '__proto__' }, 'Vyberte způsob dopravy.'],
      [{ paymentCode: 'constructor' }, 'Vyberte způsob platby.'],
      [{ paymentCode: ['card', 'cod'] }, 'Pole bylo odesláno vícekrát.'],
      [{ terms: '' }, 'Pro odeslání objednávky je nutný souhlas s obchodními podmínkami.'],
      [{ checkout: "x' or 1=1 --" }, 'Platnost formuláře vypršela.'],
    ]
    for (const [fields, message] of cases) {
      const res = await postForm(app, PLACE.cs, order(form, fields), jar)
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(422)
      expectIn(unescape(res.body), message)
    }
    const script = await postForm(app, PLACE.cs, order(form, { name: '<script>alert(1)</script>', postalCode: 'x' }), jar)
    expect(script.statusCode).toBe(422)
    expectIn(script.body, '<script>alert(1)</script>', false)
    expectIn(script.body, '&lt;script&gt;alert(1)&lt;/script&gt;')
    const json = await app.inject({ method: 'POST', url: PLACE.cs, headers: { 'content-type': 'application/json' }, cookies: jar, payload: JSON.stringify(order(form)) })
    expect(json.statusCode).toBeLessThan(500)
    expect(await orderCount()).toBe(before)
    // A guest with no cart at all.
    const nobody = await postForm(app, PLACE.cs, order(form), {})
    expect(nobody.statusCode).toBe(422)
    expect(await orderCount()).toBe(before)
  })
})

describe(`checkout on ${engine}: card payments through the simulated gateway`, () => {
  async function cardOrder() {
    const { jar, form } = await shopper(variants.a.id)
    const res = await postForm(app, PLACE.cs, order(form, { paymentCode: 'card' }), jar)
    expect(res.statusCode).toBe(303)
    const gateway = String(res.headers.location)
    expect(gateway).toMatch(/^\/qf\/cs\/eshop\/platebni-brana\?order=\d{10}&amount=\d+&sig=/)
    const number = /order=(\d{10})/.exec(gateway)![1]!
    return { jar, gateway, number }
  }
  const statusOf = async (number: string) => (await rows<{ status: string; payment: string }>(`select status, payment_status as payment from orders where number = '${number}'`))[0]!

  it('approve: the signed return marks the order paid; a replay and a late decline change nothing', async () => {
    const { jar, gateway, number } = await cardOrder()
    const page = await get(gateway, jar)
    expect(page.statusCode).toBe(200)
    const approve = unescape(/href="([^"]+)" id="gatewayApprove"/.exec(page.body)![1]!)
    const decline = unescape(/href="([^"]+)" id="gatewayDecline"/.exec(page.body)![1]!)
    expect(approve).toMatch(/\/qf\/cs\/eshop\/platba\/navrat\?order=\d+&result=approved&sig=/)
    const back = await get(approve, jar)
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe(`/qf/cs/eshop/objednavka/${number}`)
    expect(await statusOf(number)).toEqual({ status: 'paid', payment: 'approved' })
    // The simulated gateway moves no money: the order says it was a test payment (ADR 046).
    expectIn((await get(back.headers.location as string, jar)).body, 'Testovací platba: zaplaceno simulovanou platební bránou, žádné peníze nebyly převedeny.')
    expect((await get(approve, jar)).statusCode).toBe(303)
    expect((await get(decline, jar)).statusCode).toBe(303)
    expect(await statusOf(number)).toEqual({ status: 'paid', payment: 'approved' })
  })

  it('decline: the order waits with a retry link; a forged or altered return is refused and changes nothing', async () => {
    const { jar, gateway, number } = await cardOrder()
    const page = await get(gateway, jar)
    const decline = unescape(/href="([^"]+)" id="gatewayDecline"/.exec(page.body)![1]!)
    await get(decline, jar)
    expect(await statusOf(number)).toEqual({ status: 'new', payment: 'declined' })
    const confirmation = (await get(`/qf/cs/eshop/objednavka/${number}`, jar)).body
    expectIn(confirmation, 'Platba kartou byla zamítnuta.')
    expectIn(confirmation, 'id="payByCard"')
    const forged = await get(decline.replace('result=declined', 'result=approved'), jar)
    expect(forged.statusCode).toBe(400)
    expect((await get(`/qf/cs/eshop/platba/navrat?order=${number}&result=approved`, jar)).statusCode).toBe(400)
    expect((await get(`/qf/cs/eshop/platba/navrat?order=${number}&result=approved&sig=${'a'.repeat(43)}`, jar)).statusCode).toBe(400)
    expect(await statusOf(number)).toEqual({ status: 'new', payment: 'declined' })
    // The gateway's page for another amount is refused.
    expect((await get(gateway.replace(/amount=\d+/, 'amount=1'), jar)).statusCode).toBe(400)
  })
})

describe(`checkout on ${engine}: the account's orders`, () => {
  it('a signed-in order is listed with its status and detail; another user gets 404; a guest is sent to log in', async () => {
    const jana = await signIn(app, 'student@example.cz', 'Heslo-2026')
    await add(jana, variants.book.id)
    const page = (await get(CHECKOUT.cs, jana)).body
    // Prefilled from the account.
    expectIn(page, 'value="student@example.cz"')
    const res = await postForm(app, PLACE.cs, order(checkoutFormOf(page), { email: 'student@example.cz' }), jana)
    const number = numberOf(res.headers.location)!
    const list = await get('/qf/cs/ucet/objednavky', jana)
    expect(list.statusCode).toBe(200)
    expectIn(list.body, `href="/qf/cs/ucet/objednavky/${number}"`)
    expectIn(list.body, 'Nová')
    const detail = await get(`/qf/en/account/orders/${number}`, jana)
    expect(detail.statusCode).toBe(200)
    expectIn(detail.body, `Order ${number}`)
    expectIn(detail.body, 'New')
    await app.outbox!.deliverDue()

    const guest = await get('/qf/cs/ucet/objednavky')
    expect(guest.statusCode).toBe(303)
    expect(guest.headers.location).toContain('/qf/cs/prihlaseni')

    const petr = await signIn(app, SECOND_USER.email, SECOND_USER.password)
    expect((await get(`/qf/cs/ucet/objednavky/${number}`, petr)).statusCode).toBe(404)
    expect((await get(`/qf/cs/eshop/objednavka/${number}`, petr)).statusCode).toBe(404)
    expectIn((await get('/qf/cs/ucet/objednavky', petr)).body, number, false)
    for (const bad of ['0', 'abc', '99999999999', '%00', '__proto__']) expect((await get(`/qf/cs/ucet/objednavky/${bad}`, jana)).statusCode).toBe(404)
  })
})

describe(`checkout on ${engine}: legal pages`, () => {
  it('terms, complaints and withdrawal with the model form, in both languages', async () => {
    for (const [url, needle] of [
      ['/qf/cs/eshop/obchodni-podminky', 'Obchodní podmínky univerzitního e-shopu'],
      ['/qf/en/eshop/terms', 'Terms and conditions of the university e-shop'],
      ['/qf/cs/eshop/reklamace', 'Reklamační řád'],
      ['/qf/en/eshop/complaints', 'Complaints procedure'],
      ['/qf/cs/eshop/odstoupeni-od-smlouvy', 'Vzorový formulář pro odstoupení od smlouvy'],
      ['/qf/en/eshop/withdrawal', 'Model withdrawal form'],
    ]) {
      const res = await get(url!)
      expect(res.statusCode, url).toBe(200)
      expectIn(res.body, needle!)
      expectIn(res.body, SELLER.ico)
    }
  })
})
