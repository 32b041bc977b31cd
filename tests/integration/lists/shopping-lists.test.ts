/**
 * Shopping lists through the real routes (issue 12, ADR 029): the page, create, rename, delete,
 * add (and the guest's redirect to log in and back), remove, move all to the cart, the header's
 * count; another user's list is a 404; hostile and malformed input gets a localized message and
 * changes nothing.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_USER, SECOND_USER } from '../../../src/db/seed/index.js'
import { decodeReload } from '../../../src/shared/protocol.js'
import { engine, testApp } from '../../support/app.js'
import { expectIn, unescape } from '../../support/html.js'
import { postForm, type Jar } from '../../support/client.js'

let app: FastifyInstance
interface V {
  id: number
  stock: number
  name: string
}
let sized: V
let plain: V
let soldOut: V
const jana: Jar = {}
const petr: Jar = {}

const rowsOf = <T,>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[])

async function pick(where: string): Promise<V> {
  const rows = rowsOf<V>(await app.db.execute(sql.raw(`select v.id, v.stock, p.name_cs as name from product_variants v join products p on p.id = v.product_id where ${where} order by v.id limit 1`)))
  if (!rows[0]) throw new Error(`no variant where ${where}`)
  return { ...rows[0], id: Number(rows[0].id), stock: Number(rows[0].stock) }
}

const get = (url: string, jar: Jar = {}, headers: Record<string, string> = {}) => app.inject({ url, cookies: jar, headers })
/** Signs `user` in with one of the file's jars, returning home (signIn makes a jar of its own and sends no returnTo). */
async function login(jar: Jar, user: { email: string; password: string }) {
  const res = await postForm(app, '/qf/cs/ramjet/performLogin', { email: user.email, password: user.password, returnTo: '/qf/cs/uvod' }, jar)
  expect(res.statusCode).toBe(303)
}
const LISTS = '/qf/cs/ucet/nakupni-seznamy'
const listIds = async (jar: Jar) => [...(await get(LISTS, jar)).body.matchAll(/<section class="shopping-list" data-list-id="(\d+)"/g)].map((m) => Number(m[1]))
const create = (jar: Jar, name: string, headers: Record<string, string> = {}) => postForm(app, `${LISTS}/novy`, { name }, jar, headers)
async function listNamed(jar: Jar, name: string) {
  const html = (await get(LISTS, jar)).body
  const m = new RegExp(`data-list-id="(\\d+)" aria-labelledby="shoppingList-\\d+"><h2 id="shoppingList-\\d+" tabindex="-1">${name}</h2>`).exec(html)
  return m ? Number(m[1]) : null
}
const itemsOf = async (jar: Jar, listId: number) => {
  const html = (await get(LISTS, jar)).body
  const section = new RegExp(`data-list-id="${listId}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? ''
  return [...section.matchAll(/<tr class="shopping-list__item" data-variant-id="(\d+)">[\s\S]*?<td>[^<]*<\/td><td>(\d+)<\/td>/g)].map((m) => [Number(m[1]), Number(m[2])])
}
async function clearLists(jar: Jar) {
  for (const id of await listIds(jar)) expect((await postForm(app, `${LISTS}/${id}/smazat`, {}, jar)).statusCode).toBe(303)
}

beforeAll(async () => {
  app = await testApp()
  sized = await pick(`v.size is not null and v.stock between 3 and 40`)
  plain = await pick(`v.size is null and v.stock > 10`)
  soldOut = await pick(`v.stock = 0`)
  await login(jana, DEMO_USER)
  await login(petr, SECOND_USER)
})
afterAll(async () => {
  await app?.close()
})

describe(`shopping lists on ${engine}: access`, () => {
  it('a guest is sent to log in and back, in both languages', async () => {
    const cs = await get(LISTS)
    expect(cs.statusCode).toBe(303)
    expect(cs.headers.location).toBe(`/qf/cs/prihlaseni?returnTo=${encodeURIComponent(LISTS)}`)
    const en = await get('/qf/en/account/shopping-lists')
    expect(en.headers.location).toBe(`/qf/en/login?returnTo=${encodeURIComponent('/qf/en/account/shopping-lists')}`)
  })

  it("a guest's add redirects to log in, returning to the add's page for that variant, which offers the lists", async () => {
    const res = await postForm(app, `${LISTS}/pridat`, { variant: String(sized.id), quantity: '2' }, {})
    expect(res.statusCode).toBe(303)
    const back = `${LISTS}/pridat?variant=${sized.id}&quantity=2`
    expect(res.headers.location).toBe(`/qf/cs/prihlaseni?returnTo=${encodeURIComponent(back)}`)
    const jar: Jar = {}
    const login = await postForm(app, '/qf/cs/ramjet/performLogin', { email: DEMO_USER.email, password: DEMO_USER.password, returnTo: back }, jar)
    expect(login.headers.location).toBe(back)
    const chooser = await get(back, jar)
    expect(chooser.statusCode).toBe(200)
    expectIn(chooser.body, `<input type="hidden" name="variant" value="${sized.id}"/>`)
    expectIn(chooser.body, '<input type="hidden" name="quantity" value="2"/>')
    expect(chooser.headers['cache-control']).toContain('no-store')
  })

  it('the page is private, noindex, and shows the empty state', async () => {
    await clearLists(jana)
    const res = await get(LISTS, jana)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('no-store')
    expectIn(res.body, '<meta name="robots" content="noindex')
    expectIn(res.body, 'Zatím nemáte žádný nákupní seznam.')
  })
})

describe(`shopping lists on ${engine}: create, rename, delete`, () => {
  it('creates lists, refuses a duplicate name in any case, renames and deletes', async () => {
    await clearLists(jana)
    const res = await create(jana, '  Dárky   k Vánocům ')
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`${LISTS}?notice=created`)
    const id = await listNamed(jana, 'Dárky k Vánocům')
    expect(id).not.toBeNull()
    const dup = await create(jana, 'DÁRKY K VÁNOCŮM')
    expect(dup.statusCode).toBe(422)
    expectIn(dup.body, 'Seznam s tímto názvem už máte.')
    expect(await listIds(jana)).toHaveLength(1)

    expect((await create(jana, 'Škola')).statusCode).toBe(303)
    const school = (await listNamed(jana, 'Škola'))!
    const taken = await postForm(app, `${LISTS}/${school}/prejmenovat`, { name: 'dárky k vánocům' }, jana)
    expect(taken.statusCode).toBe(422)
    const renamed = await postForm(app, `${LISTS}/${school}/prejmenovat`, { name: 'Do školy' }, jana)
    expect(renamed.statusCode).toBe(303)
    expect(await listNamed(jana, 'Do školy')).toBe(school)

    const deleted = await postForm(app, `${LISTS}/${school}/smazat`, {}, jana)
    expect(deleted.headers.location).toBe(`${LISTS}?notice=deleted`)
    expect(await listIds(jana)).toEqual([id])
  })

  it('with the runtime: X-PU-Reload of the page and the user lists, focus on the list, an announcement', async () => {
    await clearLists(jana)
    const res = await create(jana, 'Knihy', { 'x-pu-target': 'shoppingLists' })
    expect(res.statusCode).toBe(200)
    const reload = decodeReload(String(res.headers['x-pu-reload']))
    const id = (await listNamed(jana, 'Knihy'))!
    expect(reload).toMatchObject({ frame: ['userLists', 'userListsRwd'], flags: ['updatedCart'], page: LISTS, focus: `shoppingList-${id}`, announce: 'Seznam je založen.' })
  })

  it('hostile and malformed names are refused or shown as text, never as markup', async () => {
    await clearLists(jana)
    for (const name of ['', '   ', 'x'.repeat(61), 'a\u0000b', 'tab\u0007']) {
      const res = await create(jana, name)
      expect(res.statusCode, JSON.stringify(name)).toBe(422)
      expectIn(res.body, 'Zadejte název seznamu, 1 až 60 znaků.')
    }
    const repeated = await postForm(app, `${LISTS}/novy`, { name: ['a', 'b'] }, jana)
    expect(repeated.statusCode).toBe(422)
    const json = await app.inject({ method: 'POST', url: `${LISTS}/novy`, headers: { 'content-type': 'application/json' }, cookies: jana, payload: '{"name":"x"}' })
    expect(json.statusCode).toBe(422)
    expect(await listIds(jana)).toHaveLength(0)

    for (const name of ['<script>alert(1)</script>', "'; drop table shopping_lists; --", '__proto__', 'constructor']) {
      expect((await create(jana, name)).statusCode, name).toBe(303)
    }
    const html = (await get(LISTS, jana)).body
    expectIn(html, '&lt;script&gt;alert(1)&lt;/script&gt;')
    expectIn(html, '<script>alert(1)</script>', false)
    expect(unescape(html)).toContain("'; drop table shopping_lists; --")
    expect(await listIds(jana)).toHaveLength(4)
  })

  it('at most 20 lists', async () => {
    await clearLists(petr)
    for (let i = 1; i <= 20; i++) expect((await create(petr, `Seznam ${i}`)).statusCode).toBe(303)
    const res = await create(petr, 'Seznam 21')
    expect(res.statusCode).toBe(422)
    expectIn(res.body, 'Můžete mít nejvýše 20 seznamů.')
    await clearLists(petr)
  })
})

describe(`shopping lists on ${engine}: items`, () => {
  it('adds to the only list (creating one when there is none), adds up, removes', async () => {
    await clearLists(jana)
    const first = await postForm(app, `${LISTS}/pridat`, { variant: String(plain.id), quantity: '1' }, jana)
    expect(first.statusCode).toBe(303)
    expect(first.headers.location).toBe(`${LISTS}?notice=added`)
    const id = (await listNamed(jana, 'Můj nákupní seznam'))!
    await postForm(app, `${LISTS}/pridat`, { variant: String(plain.id), quantity: '2' }, jana)
    await postForm(app, `${LISTS}/pridat`, { variant: String(sized.id) }, jana)
    expect(await itemsOf(jana, id)).toEqual([
      [plain.id, 3],
      [sized.id, 1],
    ])
    const removed = await postForm(app, `${LISTS}/${id}/odebrat`, { variant: String(plain.id) }, jana)
    expect(removed.headers.location).toBe(`${LISTS}?notice=removed`)
    expect(await itemsOf(jana, id)).toEqual([[sized.id, 1]])
    const again = await postForm(app, `${LISTS}/${id}/odebrat`, { variant: String(plain.id) }, jana)
    expect(again.statusCode).toBe(422)
  })

  it('with several lists and none chosen: the chooser; with one chosen: that list', async () => {
    await clearLists(jana)
    await create(jana, 'A')
    await create(jana, 'B')
    const b = (await listNamed(jana, 'B'))!
    const chooser = await postForm(app, `${LISTS}/pridat`, { variant: String(plain.id) }, jana)
    expect(chooser.statusCode).toBe(200)
    expectIn(chooser.body, `name="list" value="${b}"`)
    const chosen = await postForm(app, `${LISTS}/pridat`, { variant: String(plain.id), list: String(b) }, jana)
    expect(chosen.statusCode).toBe(303)
    expect(await itemsOf(jana, b)).toEqual([[plain.id, 1]])
  })

  it('refuses bad variants and quantities with a message, changing nothing', async () => {
    await clearLists(jana)
    await create(jana, 'A')
    const a = (await listNamed(jana, 'A'))!
    const cases: [Record<string, string>, string][] = [
      [{ variant: 'abc' }, 'Vyberte zboží a velikost z nabídky.'],
      [{ variant: '-1' }, 'Vyberte zboží a velikost z nabídky.'],
      [{ variant: '999999999' }, 'Toto zboží v nabídce není.'],
      [{ variant: '__proto__' }, 'Vyberte zboží a velikost z nabídky.'],
      [{ variant: String(plain.id), quantity: '0' }, 'Zadejte množství jako celé číslo od 1 do 99.'],
      [{ variant: String(plain.id), quantity: '1.5' }, 'Zadejte množství jako celé číslo od 1 do 99.'],
      [{ variant: String(plain.id), quantity: '100' }, 'Zadejte množství jako celé číslo od 1 do 99.'],
      [{ variant: String(plain.id), list: 'x' }, 'Vyberte jeden ze svých seznamů.'],
    ]
    for (const [body, message] of cases) {
      const res = await postForm(app, `${LISTS}/pridat`, body, jana)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expectIn(unescape(res.body), message)
    }
    expect(await itemsOf(jana, a)).toEqual([])
  })

  it('moves all to the cart; what the stock does not allow stays on the list', async () => {
    await clearLists(jana)
    await create(jana, 'Přesun')
    const id = (await listNamed(jana, 'Přesun'))!
    await postForm(app, `${LISTS}/pridat`, { variant: String(plain.id), quantity: '2', list: String(id) }, jana)
    await app.db.execute(sql.raw(`insert into shopping_list_items (list_id, variant_id, quantity) values (${id}, ${soldOut.id}, 1)`))
    const res = await postForm(app, `${LISTS}/${id}/do-kosiku`, {}, jana)
    expect(res.headers.location).toBe(`${LISTS}?notice=partlyMoved`)
    expect(await itemsOf(jana, id)).toEqual([[soldOut.id, 1]])
    const cart = (await get('/qf/cs/eshop/kosik', jana)).body
    expectIn(cart, `data-variant-id="${plain.id}"`)
    expectIn(cart, `data-variant-id="${soldOut.id}"`, false)
    // Tidy the cart for the other tests.
    await postForm(app, '/qf/cs/eshop/kosik/odebrat', { variant: String(plain.id) }, jana)
  })

  it("another user's list is a 404 for every form, and nothing of it changes", async () => {
    await clearLists(petr)
    await create(petr, 'Petrův')
    const his = (await listNamed(petr, 'Petrův'))!
    await postForm(app, `${LISTS}/pridat`, { variant: String(plain.id), list: String(his) }, petr)
    for (const [action, body] of [
      ['prejmenovat', { name: 'ukradeno' }],
      ['prejmenovat', { name: '' }],
      ['smazat', {}],
      ['odebrat', { variant: String(plain.id) }],
      ['do-kosiku', {}],
    ] as const) {
      const res = await postForm(app, `${LISTS}/${his}/${action}`, body, jana)
      expect(res.statusCode, action).toBe(404)
      expect(res.body).not.toContain('Petrův')
    }
    const add = await postForm(app, `${LISTS}/pridat`, { variant: String(sized.id), list: String(his) }, jana)
    expect(add.statusCode).toBe(404)
    expect(await listNamed(petr, 'Petrův')).toBe(his)
    expect(await itemsOf(petr, his)).toEqual([[plain.id, 1]])
    for (const id of ['0', '-1', 'abc', '__proto__', '99999999999']) expect((await postForm(app, `${LISTS}/${id}/smazat`, {}, jana)).statusCode, id).toBe(404)
    await clearLists(petr)
  })

  it("the header shows the user's lists and refreshes through the include route", async () => {
    await clearLists(jana)
    await create(jana, 'Jeden')
    await create(jana, 'Dva')
    const include = await get('/qf/cs/ramjet/include?updatedCart=1', jana, { 'x-pu-target': 'userLists' })
    expect(include.statusCode).toBe(200)
    expectIn(include.body, 'data-lists-count="2"')
    const guest = await get('/qf/cs/ramjet/include', {}, { 'x-pu-target': 'userLists' })
    expectIn(guest.body, 'data-lists-count', false)
  })
})
