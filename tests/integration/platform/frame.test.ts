/**
 * The page frame (docs/decisions/010-frame-registry.md) on the database of the run: the include
 * route answers registered frame parts for this visitor, and no region the cache stores holds
 * anything of the visitor or of one response.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeReload, parseMulti } from '../../../src/shared/protocol.js'
import { engine, testApp } from '../../support/app.js'
import { signIn } from '../../support/client.js'
import { expectIn, unescape } from '../../support/html.js'

let app: FastifyInstance
let token: string
beforeAll(async () => {
  app = await testApp()
  token = (await signIn(app, 'student@example.cz', 'Heslo-2026')).qf_session!
})
afterAll(async () => app?.close())

const include = (lang: string, target: string | undefined, query = '', signedIn = false) =>
  app.inject({
    url: `/qf/${lang}/ramjet/include${query}`,
    headers: target === undefined ? {} : { 'x-pu-target': target },
    cookies: signedIn ? { qf_session: token } : {},
  })

describe(`include route on ${engine}`, () => {
  it('answers one frame part alone, for an anonymous visitor, with a login link back to the page named', async () => {
    const res = await include('cs', 'userMenu', '?returnTo=%2Fqf%2Fcs%2Faktuality%3Fpage%3D2')
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-pu-target']).toBe('userMenu')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(String(res.headers.vary)).toMatch(/x-pu-target/)
    expect(res.body.startsWith('<div id="userMenu"')).toBe(true)
    expectIn(unescape(res.body), 'href="/qf/cs/prihlaseni?returnTo=%2Fqf%2Fcs%2Faktuality%3Fpage%3D2"')
    expectIn(res.body, '<html', false)
  })

  it('answers the signed-in visitor their own menu, with the name focus lands on', async () => {
    const res = await include('en', 'userMenu', '', true)
    expect(res.statusCode).toBe(200)
    expectIn(res.body, 'Jana Nováková')
    expectIn(res.body, 'id="userMenuName"')
    expectIn(res.body, 'action="/qf/en/ramjet/performLogout"')
  })

  it('keeps the signed-in actions in a disclosure: the account, its past orders, both logouts', async () => {
    const res = await include('cs', 'userMenu', '', true)
    expectIn(res.body, '<details class="user-menu__disclosure" name="headerPanel" data-disclosure="userMenu"><summary class="header-button user-menu__toggle" id="userMenuName">')
    const panel = res.body.slice(res.body.indexOf('class="user-menu__panel"'))
    expectIn(panel, '<a href="/qf/cs/ucet" id="userMenuAccount">Můj účet</a>')
    expectIn(panel, '<a href="/qf/cs/ucet/objednavky" id="userMenuOrders">Moje objednávky</a>')
    expectIn(panel, 'action="/qf/cs/ramjet/performLogout"')
    expectIn(panel, 'formAction="/qf/cs/ramjet/performLogoutEverywhere"')
    expectIn(panel, 'id="userMenuStaff"', false)
  })

  it('answers several parts in the multi-target envelope, in the order asked, duplicates dropped', async () => {
    const res = await include('cs', 'userListsRwd,userMenu+userLists,userMenu', '', true)
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-pu-target']).toBe('userListsRwd,userMenu,userLists')
    const parts = parseMulti(res.body)!
    expect([...parts.keys()]).toEqual(['userListsRwd', 'userMenu', 'userLists'])
    expect(parts.get('userLists')!.startsWith('<div id="userLists"')).toBe(true)
    expectIn(parts.get('userMenu')!, 'Jana Nováková')
  })

  it('passes the updatedCart flag to the user lists, and only that flag', async () => {
    const flagged = await include('cs', 'userLists,userListsRwd', '?updatedCart=1&bogus=1')
    const parts = parseMulti(flagged.body)!
    expectIn(parts.get('userLists')!, 'user-lists--updated')
    expectIn(parts.get('userListsRwd')!, 'user-lists--updated')
    const plain = await include('cs', 'userLists')
    expectIn(plain.body, 'user-lists--updated', false)
  })

  it('keeps the login link on the site: a hostile or missing page address falls back to home', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/.//evil.example/x', 'javascript:alert(1)', 'x'.repeat(3000)]) {
      const res = await include('cs', 'userMenu', `?returnTo=${encodeURIComponent(returnTo)}`)
      expect(res.statusCode, returnTo.slice(0, 40)).toBe(200)
      expectIn(unescape(res.body), 'href="/qf/cs/prihlaseni?returnTo=%2Fqf%2Fcs%2Fuvod"')
    }
    const repeated = await include('cs', 'userMenu', '?returnTo=%2Fqf%2Fcs%2Feshop&returnTo=%2Fqf%2Fcs%2Fdokumenty')
    expectIn(unescape(repeated.body), 'returnTo=%2Fqf%2Fcs%2Feshop"')
  })

  it('is not a page: no target, unknown, content-only, 1,000 or overlong targets answer 400, never 500', async () => {
    const none = await include('cs', undefined)
    expect(none.statusCode).toBe(400)
    expectIn(none.body, 'Jana Nováková', false)
    for (const target of ['nope', 'pageContent', 'newsList,loginForm', '__proto__,constructor', Array(1000).fill('userMenu').join(','), 'x'.repeat(5000), ' , + ']) {
      const res = await include('cs', target, '', true)
      expect(res.statusCode, target.slice(0, 40)).toBe(400)
      expect(res.headers['x-pu-error']).toBe('1')
      expectIn(res.body, 'Jana Nováková', false)
      expectIn(res.body, '<html', false)
    }
  })

  it('ignores prototype names and junk in its query', async () => {
    const res = await include('en', 'userMenu', '?__proto__=1&constructor=1&toString=x&updatedCart[]=1&returnTo[a]=1')
    expect(res.statusCode).toBe(200)
    expect(res.body.startsWith('<div id="userMenu"')).toBe(true)
  })

  it('also answers a frame part asked of any page, alongside the page region', async () => {
    const res = await app.inject({ url: '/qf/cs/aktuality', headers: { 'x-pu-target': 'newsList,userMenu' }, cookies: { qf_session: token } })
    expect(res.statusCode).toBe(200)
    const parts = parseMulti(res.body)!
    expect([...parts.keys()]).toEqual(['newsList', 'userMenu'])
    expectIn(parts.get('userMenu')!, 'Jana Nováková')
    expect(decodeReload(String(res.headers['x-pu-reload'] ?? ''))).toBeNull()
  })
})

describe(`stored regions hold nothing of the visitor, on ${engine}`, () => {
  it('a signed-in visitor fills the cache; no stored region holds their name, token, nonce or request id', async () => {
    const pages = ['/qf/cs/uvod', '/qf/en/home', '/qf/cs/aktuality?page=3', '/qf/en/news', '/qf/cs/eshop/tricka-a-mikiny', '/qf/cs/dokumenty', '/qf/en/login']
    const perRequest = new Set<string>()
    for (const url of pages) {
      for (const headers of [{}, { 'x-pu-target': 'pageContent,userMenu' }, { 'x-pu-target': 'newsList,productList,loginForm' }]) {
        const res = await app.inject({ url, headers: { 'x-request-id': `req-${perRequest.size}-probe`, ...headers }, cookies: { qf_session: token } })
        expect(res.statusCode, url).toBeLessThan(400)
        const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
        if (nonce) perRequest.add(nonce)
        perRequest.add(String(res.headers['x-request-id']))
      }
    }
    // The visitor's name is on the signed-in pages, so the check below can find it if it leaked.
    const home = await app.inject({ url: '/qf/cs/uvod', cookies: { qf_session: token } })
    expectIn(home.body, 'Jana Nováková')
    const stored = app.regionCache.stored()
    expect(stored.length).toBeGreaterThanOrEqual(pages.length)
    for (const [key, page] of stored) {
      const html = Object.values(page.regions).join('')
      expect(html.length, key).toBeGreaterThan(0)
      for (const secret of ['Jana Nováková', 'student@example.cz', token, 'performLogout', ...perRequest]) {
        expect(html.includes(secret), `${key} holds ${secret}`).toBe(false)
      }
    }
  })
})
