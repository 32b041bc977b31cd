/**
 * The cart through the real routes (issue 12): add with and without the runtime, the cart page
 * with VAT, quantity changes and removal, the header summary, guest carts merged at login, and
 * every kind of bad or tampered input refused with a localized message and nothing changed.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPrice } from '../../../src/i18n/index.js'
import { vatOf } from '../../../src/features/cart/cart.service.js'
import { decodeReload } from '../../../src/shared/protocol.js'
import { engine, testApp } from '../../support/app.js'
import { expectIn, unescape } from '../../support/html.js'
import { postForm, type Jar } from '../../support/client.js'

let app: FastifyInstance

interface V {
  id: number
  stock: number
  price: number
  vat: number
  name: string
  size: string | null
}

const variants: Record<'sized' | 'book' | 'reduced' | 'soldOut', V> = {} as never

async function pick(where: string): Promise<V> {
  const rows = await app.db.execute<{ id: number; stock: number; price: number; vat: number; name: string; size: string | null }>(
    sql.raw(`select v.id, v.stock, p.price_minor as price, p.vat_rate as vat, p.name_cs as name, v.size
             from product_variants v join products p on p.id = v.product_id where ${where} order by v.id limit 1`),
  )
  const row = (rows as unknown as { rows?: V[] }).rows?.[0] ?? (rows as unknown as V[])[0]
  if (!row) throw new Error(`no variant where ${where}`)
  return { ...row, id: Number(row.id), stock: Number(row.stock), price: Number(row.price), vat: Number(row.vat) }
}

beforeAll(async () => {
  app = await testApp()
  variants.sized = await pick(`v.size is not null and v.stock between 3 and 40 and p.vat_rate = 21`)
  variants.book = await pick(`p.vat_rate = 0 and v.stock > 5`)
  variants.reduced = await pick(`p.vat_rate = 12 and v.stock > 5`)
  variants.soldOut = await pick(`v.stock = 0`)
})
afterAll(async () => {
  await app?.close()
})

const add = (jar: Jar, variant: number | string, quantity: number | string = '1', extra: Record<string, string> = {}, lang = 'cs', headers: Record<string, string> = {}) =>
  postForm(app, lang === 'cs' ? '/qf/cs/eshop/kosik/pridat' : '/qf/en/eshop/cart/add', { variant: String(variant), quantity: String(quantity), ...extra }, jar, headers)
const cartPage = (jar: Jar, lang = 'cs') => app.inject({ url: lang === 'cs' ? '/qf/cs/eshop/kosik' : '/qf/en/eshop/cart', cookies: jar })
/** The cart's lines as [variant, quantity] read from the page. */
async function linesOf(jar: Jar): Promise<[number, number][]> {
  const html = (await cartPage(jar)).body
  return [...html.matchAll(/<tr class="cart-line" data-variant-id="(\d+)"[\s\S]*?name="quantity"[^>]*value="(\d+)"/g)].map((m) => [Number(m[1]), Number(m[2])])
}
const partial = { 'x-pu-target': 'pageContent' }

describe(`cart on ${engine}: adding`, () => {
  it('without script: 303 to the cart page, a guest cookie, the line with its server price and a status', async () => {
    const jar: Jar = {}
    const res = await add(jar, variants.sized.id, 2)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`/qf/cs/eshop/kosik?added=${variants.sized.id}`)
    const cookie = res.cookies.find((c) => c.name === 'qf_cart')!
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    const page = await app.inject({ url: res.headers.location as string, cookies: jar })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expectIn(page.body, '<meta name="robots" content="noindex"')
    expectIn(unescape(page.body), `Do košíku jsme přidali: ${variants.sized.name}, ${variants.sized.size}, 2 ks.`)
    expectIn(page.body, `<strong id="cartTotal">${formatPrice('cs', variants.sized.price * 2)}</strong>`)
    expect(await linesOf(jar)).toEqual([[variants.sized.id, 2]])
  })

  it('with the runtime: the added page container (what, the total, continue and go to cart), no-store', async () => {
    const jar: Jar = {}
    await add(jar, variants.book.id, 1)
    const res = await add(jar, variants.sized.id, 1, {}, 'en', partial)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('no-store')
    expect(res.body.startsWith('<main id="pageContent"')).toBe(true)
    const body = unescape(res.body)
    expectIn(body, new RegExp(`Added to your cart: [^<]+, ${variants.sized.size}, 1 pcs\\.`))
    expectIn(body, `In your cart: 2 pcs for ${formatPrice('en', variants.sized.price + variants.book.price)}`)
    expectIn(body, '>Continue shopping</a>')
    expectIn(body, '<a href="/qf/en/eshop/cart" class="button">Go to cart</a>')
    expectIn(body, 'data-product-tracking="{')
  })

  it('adds up repeated adds of one variant and refuses past the stock, with the stock said', async () => {
    const v = variants.sized
    const jar: Jar = {}
    expect((await add(jar, v.id, v.stock)).statusCode).toBe(303)
    const over = await add(jar, v.id, 1)
    expect(over.statusCode).toBe(422)
    expectIn(over.body, 'V košíku už máte vše, co je skladem.')
    const jar2: Jar = {}
    await add(jar2, v.id, 1)
    const more = await add(jar2, v.id, v.stock, {}, 'en')
    expect(more.statusCode).toBe(422)
    expectIn(more.body, `Only ${v.stock - 1} pcs are in stock; no more can be added.`)
    expect(await linesOf(jar2)).toEqual([[v.id, 1]])
  })

  it('refuses a sold-out variant', async () => {
    const jar: Jar = {}
    const res = await add(jar, variants.soldOut.id, 1)
    expect(res.statusCode).toBe(422)
    expectIn(res.body, 'Toto zboží je vyprodané.')
    expect(await linesOf(jar)).toEqual([])
  })

  it('takes the price from the catalogue whatever the form says', async () => {
    const jar: Jar = {}
    await add(jar, variants.book.id, 1, { price: '1', priceMinor: '1', total: '0', vatRate: '0' })
    const page = (await cartPage(jar)).body
    expectIn(page, `<strong id="cartTotal">${formatPrice('cs', variants.book.price)}</strong>`)
  })

  it.each([
    ['-1', 'quantityInvalid'],
    ['0', 'quantityInvalid'],
    ['1.5', 'quantityInvalid'],
    ['100', 'quantityInvalid'],
    ['99999999999999999999', 'quantityInvalid'],
    ['abc', 'quantityInvalid'],
    ['1e1', 'quantityInvalid'],
    ['', 'quantityInvalid'],
    ['<script>alert(1)</script>', 'quantityInvalid'],
  ])('refuses the quantity %j with a localized message and no change', async (quantity) => {
    const jar: Jar = {}
    await add(jar, variants.book.id, 1)
    const cs = await add(jar, variants.sized.id, quantity)
    expect(cs.statusCode).toBe(422)
    expectIn(cs.body, 'Zadejte množství jako celé číslo od 1 do 99.')
    const en = await add(jar, variants.sized.id, quantity, {}, 'en', partial)
    expect(en.statusCode).toBe(422)
    expectIn(en.body, 'Enter the quantity as a whole number from 1 to 99.')
    expect(await linesOf(jar)).toEqual([[variants.book.id, 1]])
  })

  it.each([['999999999'], ['0'], ['abc'], ["1; DROP TABLE cart_lines; --"], ['<script>x</script>'], ['1'.repeat(500)]])(
    'refuses the variant %j: unknown or malformed, nothing added',
    async (variant) => {
      const jar: Jar = {}
      const res = await add(jar, variant, 1)
      expect(res.statusCode).toBe(422)
      expect(unescape(res.body)).toMatch(/Toto zboží v nabídce není\.|Vyberte zboží a velikost z nabídky\./)
      expectIn(res.body, '<script>x</script>', false)
      expect(await linesOf(jar)).toEqual([])
    },
  )

  it('refuses repeated fields, prototype names and bodies that are no form', async () => {
    const jar: Jar = {}
    expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: [String(variants.book.id), String(variants.sized.id)], quantity: '1' }, jar)).statusCode).toBe(422)
    expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { __proto__: '1', constructor: '1', quantity: '1' } as never, jar)).statusCode).toBe(422)
    const json = await app.inject({ method: 'POST', url: '/qf/cs/eshop/kosik/pridat', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ variant: variants.book.id, quantity: 1 }) })
    expect([415, 422]).toContain(json.statusCode)
    expect(await linesOf(jar)).toEqual([])
  })

  it('refuses a post from another site (CSRF)', async () => {
    const jar: Jar = {}
    const res = await add(jar, variants.book.id, 1, {}, 'cs', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })
    expect(res.statusCode).toBe(403)
    expect(await linesOf(jar)).toEqual([])
  })
})

describe(`cart on ${engine}: the cart page`, () => {
  it('shows VAT per rate (21 %, 12 %, 0 %) and the total, formatted per language', async () => {
    const jar: Jar = {}
    await add(jar, variants.sized.id, 2)
    await add(jar, variants.reduced.id, 1)
    await add(jar, variants.book.id, 3)
    const t21 = variants.sized.price * 2
    const t12 = variants.reduced.price
    const t0 = variants.book.price * 3
    for (const lang of ['cs', 'en'] as const) {
      const html = (await cartPage(jar, lang)).body
      const row = (rate: number, total: number) => new RegExp(`<tr data-vat-rate="${rate}"><th scope="row">[^<]+</th><td>${formatPrice(lang, total - vatOf(total, rate))}</td><td>${formatPrice(lang, vatOf(total, rate))}</td><td>${formatPrice(lang, total)}</td></tr>`)
      expectIn(html, row(21, t21))
      expectIn(html, row(12, t12))
      expectIn(html, row(0, t0))
      expectIn(html, `<strong id="cartTotal">${formatPrice(lang, t21 + t12 + t0)}</strong>`)
      expectIn(html, formatPrice(lang, vatOf(t21, 21) + vatOf(t12, 12)))
      expectIn(html, 'data-cart-tracking="{')
    }
  })

  it('the header shows the count and total; the include route answers it with updatedCart', async () => {
    const jar: Jar = {}
    await add(jar, variants.book.id, 2)
    const home = await app.inject({ url: '/qf/cs/uvod', cookies: jar })
    expectIn(unescape(home.body), `<span class="user-lists__count">2 ks</span> <span class="user-lists__total">${formatPrice('cs', variants.book.price * 2)}</span>`)
    const inc = await app.inject({ url: '/qf/en/ramjet/include?returnTo=%2Fqf%2Fen%2Fhome&updatedCart=1', headers: { 'x-pu-target': 'userLists,userListsRwd' }, cookies: jar })
    expect(inc.statusCode).toBe(200)
    expectIn(inc.body, 'user-lists user-lists--updated')
    expect(inc.body.match(/data-cart-count="2"/g)).toHaveLength(2)
    const empty = await app.inject({ url: '/qf/cs/uvod' })
    expectIn(empty.body, 'data-cart-count', false)
  })

  it('changes a quantity: the runtime is told to reload the cart and the user lists; a page post redirects', async () => {
    const jar: Jar = {}
    await add(jar, variants.book.id, 1)
    const res = await postForm(app, '/qf/en/eshop/cart/update', { variant: String(variants.book.id), quantity: '3' }, jar, { 'x-pu-target': 'cart' })
    expect(res.statusCode).toBe(200)
    const reload = decodeReload(String(res.headers['x-pu-reload']))!
    expect(reload).toMatchObject({ frame: ['userLists', 'userListsRwd'], flags: ['updatedCart'], page: '/qf/en/eshop/cart', focus: `cartQuantity-${variants.book.id}` })
    expect(reload.announce).toContain('Quantity updated')
    expect(await linesOf(jar)).toEqual([[variants.book.id, 3]])
    const plain = await postForm(app, '/qf/cs/eshop/kosik/zmenit', { variant: String(variants.book.id), quantity: '2' }, jar)
    expect(plain.statusCode).toBe(303)
    expect(plain.headers.location).toBe('/qf/cs/eshop/kosik')
    expect(await linesOf(jar)).toEqual([[variants.book.id, 2]])
  })

  it.each([['0'], ['-3'], ['2.5'], ['abc'], ['100']])('refuses the quantity %j on the cart page (422, cart region, nothing changed)', async (quantity) => {
    const jar: Jar = {}
    await add(jar, variants.book.id, 1)
    const res = await postForm(app, '/qf/cs/eshop/kosik/zmenit', { variant: String(variants.book.id), quantity }, jar, { 'x-pu-target': 'cart' })
    expect(res.statusCode).toBe(422)
    expect(res.body.startsWith('<div id="cart"')).toBe(true)
    expectIn(res.body, 'Zadejte množství jako celé číslo od 1 do 99.')
    expect(await linesOf(jar)).toEqual([[variants.book.id, 1]])
  })

  it('refuses a quantity over the stock', async () => {
    const jar: Jar = {}
    await add(jar, variants.sized.id, 1)
    const res = await postForm(app, '/qf/en/eshop/cart/update', { variant: String(variants.sized.id), quantity: String(Math.min(99, variants.sized.stock + 1)) }, jar)
    expect(res.statusCode).toBe(422)
    expectIn(res.body, 'pcs are in stock')
    expect(await linesOf(jar)).toEqual([[variants.sized.id, 1]])
  })

  it('removes a line; another visitor cannot change or remove it; a forged cookie is no cart', async () => {
    const a: Jar = {}
    await add(a, variants.book.id, 2)
    for (const b of [{}, { qf_cart: 'x'.repeat(43) }, { qf_cart: '../../etc' }] as Jar[]) {
      const change = await postForm(app, '/qf/cs/eshop/kosik/zmenit', { variant: String(variants.book.id), quantity: '5' }, b)
      expect(change.statusCode).toBe(422)
      expectIn(change.body, 'Tato položka ve vašem košíku není.')
      const remove = await postForm(app, '/qf/en/eshop/cart/remove', { variant: String(variants.book.id) }, b)
      expect(remove.statusCode).toBe(422)
      expectIn(remove.body, 'This item is not in your cart.')
    }
    expect(await linesOf(a)).toEqual([[variants.book.id, 2]])
    const res = await postForm(app, '/qf/cs/eshop/kosik/odebrat', { variant: String(variants.book.id) }, a, { 'x-pu-target': 'cart' })
    const reload = decodeReload(String(res.headers['x-pu-reload']))!
    expect(reload).toMatchObject({ page: '/qf/cs/eshop/kosik', focus: 'mainContent', flags: ['updatedCart'] })
    expect(reload.announce).toContain('Odebráno z košíku')
    expect(await linesOf(a)).toEqual([])
    expectIn((await cartPage(a)).body, 'Košík je prázdný.')
  })

  it('the remove button asks for a confirmation first', async () => {
    const jar: Jar = {}
    await add(jar, variants.book.id, 1)
    const html = unescape((await cartPage(jar)).body)
    expectIn(html, `data-confirm="Opravdu odebrat „${variants.book.name}“ z košíku?" data-confirm-title="Odebrat z košíku"`)
  })
})

describe(`cart on ${engine}: signing in`, () => {
  it('merges the guest cart into the account cart, capped at the stock, and clears the cookie', async () => {
    const jar: Jar = {}
    await add(jar, variants.book.id, 2)
    await add(jar, variants.sized.id, 1)
    const login = await postForm(app, '/qf/cs/ramjet/performLogin', { email: 'student@example.cz', password: 'Heslo-2026', returnTo: '/qf/cs/eshop/kosik' }, jar)
    expect(login.statusCode).toBe(303)
    const cleared = login.cookies.find((c) => c.name === 'qf_cart')
    expect(cleared?.value).toBe('')
    delete jar.qf_cart
    const lines = await linesOf(jar)
    expect(lines).toContainEqual([variants.book.id, expect.any(Number)])
    expect(lines).toContainEqual([variants.sized.id, expect.any(Number)])
    const book = lines.find(([id]) => id === variants.book.id)![1]
    expect(book).toBeGreaterThanOrEqual(2)
    // A second guest cart adds to the account's; the guest cart itself is gone.
    const again: Jar = {}
    await add(again, variants.book.id, 1)
    const guestCookie = again.qf_cart!
    await postForm(app, '/qf/cs/ramjet/performLogin', { email: 'student@example.cz', password: 'Heslo-2026' }, again)
    expect((await linesOf(again)).find(([id]) => id === variants.book.id)![1]).toBe(Math.min(book + 1, 99, variants.book.stock))
    expect(await linesOf({ qf_cart: guestCookie })).toEqual([])
    // Leave the account's cart empty for other tests.
    for (const [id] of await linesOf(again)) await postForm(app, '/qf/cs/eshop/kosik/odebrat', { variant: String(id) }, again)
  })
})
