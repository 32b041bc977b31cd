/**
 * The product comparison through the real routes (issue 12, ADR 029): guests compare through a
 * cookie, at most four products, the table of attributes with "show different only" kept in its
 * state cookie (7 days, path /), remove, the header's count; tampered cookies and hostile input
 * change nothing and never reach a 500.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeReload } from '../../../src/shared/protocol.js'
import { engine, testApp } from '../../support/app.js'
import { expectIn, unescape } from '../../support/html.js'
import { postForm, type FormBody, type Jar } from '../../support/client.js'

let app: FastifyInstance
let ids: number[] = []
let clothing: number[] = []

const rowsOf = <T,>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[])
/** Posts the form; a cookie the answer clears (the emptied comparison's) leaves the jar too, as in a browser. */
async function post(url: string, body: FormBody, jar: Jar = {}, headers: Record<string, string> = {}) {
  const res = await postForm(app, url, body, jar, headers)
  for (const c of res.cookies) if (!c.value) delete jar[c.name]
  return res
}
const PAGE = '/qf/cs/eshop/porovnani'
const add = (jar: Jar, product: number | string) => post(`${PAGE}/pridat`, { product: String(product) }, jar)
const page = (jar: Jar, lang = 'cs') => app.inject({ url: lang === 'cs' ? PAGE : '/qf/en/eshop/compare', cookies: jar })
const table = (html: string) => /<table class="comparison__table[\s\S]*?<\/table>/.exec(html)?.[0] ?? ''
const columns = async (jar: Jar) => [...(await page(jar)).body.matchAll(/<th scope="col" data-product-id="(\d+)"/g)].map((m) => Number(m[1]))

beforeAll(async () => {
  app = await testApp()
  ids = rowsOf<{ id: number }>(await app.db.execute(sql.raw(`select id from products order by id limit 6`))).map((r) => Number(r.id))
  clothing = rowsOf<{ id: number }>(await app.db.execute(sql.raw(`select id from products where jsonb_array_length(attributes) > 1 order by id limit 2`))).map((r) => Number(r.id))
})
afterAll(async () => {
  await app?.close()
})

describe(`comparison on ${engine}`, () => {
  it('a guest adds products: a cookie of ids, 303 to the page, the table in the order added', async () => {
    const jar: Jar = {}
    const res = await add(jar, ids[1]!)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`${PAGE}?notice=added`)
    const cookie = res.cookies.find((c) => c.name === 'qf_compare')!
    expect(cookie).toMatchObject({ value: String(ids[1]), path: '/', httpOnly: true, sameSite: 'Lax' })
    await add(jar, ids[0]!)
    await add(jar, ids[1]!) // again: no duplicate
    expect(jar.qf_compare).toBe(`${ids[1]}|${ids[0]}`)
    expect(await columns(jar)).toEqual([ids[1], ids[0]])
    const html = (await page(jar)).body
    expectIn(html, 'Produkt je v porovnání.', false)
    expectIn((await app.inject({ url: `${PAGE}?notice=added`, cookies: jar })).body, 'Produkt je v porovnání.')
    expectIn(html, '<meta name="robots" content="noindex')
    expect((await page(jar)).headers['cache-control']).toContain('no-store')
  })

  it('a fifth product gets a clear message and changes nothing', async () => {
    const jar: Jar = {}
    for (const id of ids.slice(0, 4)) expect((await add(jar, id)).statusCode).toBe(303)
    const before = jar.qf_compare
    const res = await add(jar, ids[4]!)
    expect(res.statusCode).toBe(422)
    expectIn(res.body, 'Porovnat lze nejvýše 4 produkty. Nejprve některý odeberte.')
    expect(res.cookies.find((c) => c.name === 'qf_compare')).toBeUndefined()
    expect(jar.qf_compare).toBe(before)
    const en = await post('/qf/en/eshop/compare/add', { product: String(ids[4]) }, jar)
    expectIn(en.body, 'At most 4 products can be compared. Remove one first.')
  })

  it('removes with and without the runtime; the header counts the products', async () => {
    const jar: Jar = {}
    await add(jar, ids[0]!)
    await add(jar, ids[1]!)
    const include = await app.inject({ url: '/qf/cs/ramjet/include', cookies: jar, headers: { 'x-pu-target': 'userLists' } })
    expectIn(include.body, 'data-compare-count="2"')
    const plain = await post(`${PAGE}/odebrat`, { product: String(ids[0]) }, jar)
    expect(plain.headers.location).toBe(`${PAGE}?notice=removed`)
    expect(await columns(jar)).toEqual([ids[1]])
    const partial = await post(`${PAGE}/odebrat`, { product: String(ids[1]) }, jar, { 'x-pu-target': 'comparison' })
    expect(decodeReload(String(partial.headers['x-pu-reload']))).toMatchObject({ frame: ['userLists', 'userListsRwd'], page: PAGE, focus: 'mainContent', announce: 'Produkt je odebrán z porovnání.' })
    expect(jar.qf_compare).toBeUndefined()
    expectIn((await page(jar)).body, 'Zatím neporovnáváte žádné produkty.')
    const none = await app.inject({ url: '/qf/cs/ramjet/include', cookies: jar, headers: { 'x-pu-target': 'userLists' } })
    expectIn(none.body, 'data-compare-count', false)
  })

  it('the table marks rows whose values are all the same; the filter hides them, kept in its cookie for 7 days', async () => {
    const jar: Jar = {}
    await add(jar, clothing[0]!)
    await add(jar, clothing[1]!)
    const html = (await page(jar)).body
    expect(html).toMatch(/<tr data-row="price"/)
    expectIn(html, '<tr data-row="sku">')
    expectIn(table(html), ' hidden=""', false)
    const on = await post(`${PAGE}/filtr`, { differentOnly: ['0', '1'] }, jar)
    expect(on.statusCode).toBe(303)
    const cookie = on.cookies.find((c) => c.name === 'compareFilter')!
    expect(cookie).toMatchObject({ value: 'differentOnly:1', path: '/', maxAge: 7 * 86_400 })
    expect(cookie.httpOnly).toBeFalsy()
    const filtered = (await page(jar)).body
    expectIn(filtered, 'comparison__table--different-only')
    expect(filtered).toMatch(/<tr data-row="category" data-same="" hidden="">|<tr data-row="category">/)
    for (const m of filtered.matchAll(/<tr data-row="[^"]+"( data-same="")?( hidden="")?>/g)) expect(Boolean(m[1])).toBe(Boolean(m[2]))
    expect(filtered).toMatch(/<input [^>]*id="compareDifferentOnly"[^>]*checked=""/)
    const off = await post(`${PAGE}/filtr`, { differentOnly: '0' }, jar)
    expect(off.cookies.find((c) => c.name === 'compareFilter')!.value).toBe('differentOnly:0')
    expectIn(table((await page(jar)).body), ' hidden=""', false)
  })

  it('tampered cookies read as an empty comparison or filter, never a 500', async () => {
    for (const value of ['abc', '1|1', '0', '-1', `${ids.join('|')}`, '1|2|3|4|5', '__proto__', '1;2', '%7C', 'x'.repeat(5000), '99999999|99999998']) {
      const res = await page({ qf_compare: value, compareFilter: value })
      expect(res.statusCode, value).toBe(200)
      expectIn(res.body, 'Zatím neporovnáváte žádné produkty.')
    }
    const add1 = await add({ qf_compare: '1|1' }, ids[0]!)
    expect(add1.statusCode).toBe(303)
    expect(add1.cookies.find((c) => c.name === 'qf_compare')!.value).toBe(String(ids[0]))
    const res = await page({ qf_compare: String(ids[0]), compareFilter: 'differentOnly:2|x' })
    expectIn(res.body, 'comparison__table--different-only', false)
  })

  it('hostile and malformed products are refused with a localized message', async () => {
    const jar: Jar = {}
    for (const product of ['', 'abc', '0', '-1', '1.5', '__proto__', '<script>', "1' or '1'='1", '9'.repeat(12)]) {
      const res = await add(jar, product)
      expect(res.statusCode, product).toBe(422)
      expectIn(unescape(res.body), 'Vyberte produkt z nabídky.')
    }
    const unknown = await add(jar, 999999999)
    expect(unknown.statusCode).toBe(422)
    expectIn(unknown.body, 'Tento produkt v nabídce není.')
    const repeated = await post(`${PAGE}/pridat`, { product: [String(ids[0]), String(ids[1])] }, jar)
    expect(repeated.statusCode).toBe(422)
    const notHere = await post(`${PAGE}/odebrat`, { product: String(ids[0]) }, jar)
    expect(notHere.statusCode).toBe(422)
    expectIn(notHere.body, 'Tento produkt neporovnáváte.')
    expect(jar.qf_compare).toBeUndefined()
  })
})
