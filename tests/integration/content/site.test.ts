/** The page frame, content pages, errors and operations endpoints, through app.inject. */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engine, testApp } from '../../support/app.js'
import { postForm } from '../../support/client.js'
import { expectIn, h1, langSwitch } from '../../support/html.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string) => app.inject({ method: 'GET', url })
/** The first section's own page: the first link of the first mega menu. */
const firstMenuLink = (html: string) => /<li class="mega-menu__overview"><a href="([^"]+)">/.exec(html)?.[1]

describe(`site on ${engine}`, () => {
  it('redirects / to the Czech home', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/qf/cs/uvod')
    expect((await get('/qf/en')).headers.location).toBe('/qf/en/home')
  })

  it.each([
    ['cs', '/qf/cs/uvod', 'Univerzita Quercus Fontana', '/qf/en/home'],
    ['en', '/qf/en/home', 'Quercus Fontana University', '/qf/cs/uvod'],
  ])('renders the %s home page', async (lang, url, heading, other) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body.startsWith(`<!DOCTYPE html><html lang="${lang}"`)).toBe(true)
    expect(h1(res.body)).toBe(heading)
    expect(langSwitch(res.body)).toBe(other)
    expectIn(res.body, '<a class="skip-link" href="#mainContent">')
    for (const id of ['pageContent', 'userMenu', 'userLists', 'userListsRwd', 'headerSearchResults', 'headerSearch', 'mainNav']) {
      expectIn(res.body, `id="${id}"`)
    }
    // Four faculties with links to their homes.
    expect(res.body.match(/class="faculty-card /g)).toHaveLength(4)
  })

  const homeDates = async (id: string) => {
    const html = (await get('/qf/en/home')).body
    const section = new RegExp(`<section aria-labelledby="${id}">([\\s\\S]*?)</section>`).exec(html)![1]!
    return [...section.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => Date.parse(m[1]!))
  }

  it('lists the news on the home page newest first by the date it shows', async () => {
    const dates = await homeDates('homeNews')
    expect(dates.length).toBeGreaterThanOrEqual(4)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('lists upcoming events on the home page, the soonest first (the content is seeded relative to today)', async () => {
    const dates = await homeDates('homeEvents')
    expect(dates).toHaveLength(4)
    expect(dates).toEqual([...dates].sort((a, b) => a - b))
    // The first may be under way; the others start later than now.
    for (const start of dates.slice(1)) expect(start).toBeGreaterThan(Date.now())
  })

  it('renders the header search panel with its scopes, faculty select, query box and results container', async () => {
    const html = (await get('/qf/cs/uvod')).body
    const radios = [...html.matchAll(/<input type="radio"[^>]*>/g)].map((m) => m[0])
    expect(radios.map((r) => /value="(\w+)"/.exec(r)?.[1])).toEqual(['web', 'documents', 'eshop'])
    expect(radios.every((r) => r.includes('name="searchScope"'))).toBe(true)
    expect(radios.filter((r) => r.includes('checked')).map((r) => /value="(\w+)"/.exec(r)?.[1])).toEqual(['web'])
    const select = /<select id="headerSearchCategory"[^>]*>([\s\S]*?)<\/select>/.exec(html)
    expect(select?.[0]).toContain('name="frm.facultyCategory"')
    expect(select?.[1]?.match(/<option/g)).toHaveLength(5)
    expect(/<input id="headerSearchQuery"[^>]*name="frm.query"/.test(html)).toBe(true)
    // Without JavaScript the form goes to the search route; each scope names its results page for the runtime.
    expect(/<form class="header-search__form"[^>]*action="\/qf\/cs\/ramjet\/vyhledavani"/.test(html)).toBe(true)
    expect(radios.map((r) => /data-action="([^"]+)"/.exec(r)?.[1])).toEqual([
      '/qf/cs/ramjet/helpzone/vyhledavani-obsah',
      '/qf/cs/ramjet/helpzone/vyhledavani-souboru',
      '/qf/cs/ramjet/vyhledavani-eshop',
    ])
    // Closed until opened, with or without JavaScript.
    expect(/<details class="header-search"[^>]*>/.exec(html)?.[0]).not.toContain('open')
    expect(html.includes('<div id="headerSearchResults"')).toBe(true)
  })

  it('renders the main menu with a mega menu from the page tree', async () => {
    const html = (await get('/qf/en/home')).body
    const items = html.match(/class="main-nav__item"/g)!.length
    // Five university sections plus news and the e-shop; their children sit in mega menus.
    expect(items).toBe(7)
    const megaMenus = html.match(/class="mega-menu" id="megaMenu\d"/g) ?? []
    expect(megaMenus).toHaveLength(5)
    // Each behind its section's button, closed; the section's own page leads its links.
    expect(html.match(/<details class="main-nav__section" name="megaMenu" data-disclosure="megaMenu"><summary class="main-nav__link">/g)).toHaveLength(5)
    expect(
      /class="mega-menu" id="megaMenu0"><ul class="mega-menu__list"><li class="mega-menu__overview"><a href="\/qf\/en\/about">About – overview<\/a><\/li><li><a href="\/qf\/en\/about\/[a-z0-9-]+">/.test(html),
    ).toBe(true)
  })

  it.each(['cs', 'en'] as const)('renders a %s content page with its in-page navigation and translation', async (lang) => {
    const home = (await get(lang === 'cs' ? '/qf/cs/uvod' : '/qf/en/home')).body
    const url = firstMenuLink(home)!
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(h1(html)).toBeTruthy()
    const navLinks = [...html.matchAll(/<nav class="secondary-nav"[\s\S]*?<\/nav>/g)][0]![0]
    const anchors = [...navLinks.matchAll(/href="#([a-z][a-z0-9-]*)"/g)].map((m) => m[1])
    expect(anchors.length).toBeGreaterThanOrEqual(3)
    for (const anchor of anchors) expectIn(html, `<section id="${anchor}"`)
    const other = langSwitch(html)!
    expect(other).toMatch(lang === 'cs' ? /^\/qf\/en\// : /^\/qf\/cs\//)
    const back = await get(other)
    expect(back.statusCode).toBe(200)
    expect(langSwitch(back.body)).toBe(url)
  })

  it('renders a faculty home in both languages with a working language switch', async () => {
    const home = (await get('/qf/cs/uvod')).body
    const url = /<li class="faculty-card [^"]+"><a href="([^"]+)"/.exec(home)![1]!
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(h1(res.body)).toMatch(/fakulta/i)
    const en = await get(langSwitch(res.body)!)
    expect(en.statusCode).toBe(200)
    expect(h1(en.body)).toMatch(/Faculty/)
  })

  it.each([
    ['/qf/cs/prihlaseni', 'cs', 'Přihlášení', '/qf/cs/ramjet/performLogin'],
    ['/qf/en/login', 'en', 'Log in', '/qf/en/ramjet/performLogin'],
  ])('renders the login page %s', async (url, lang, heading, action) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(h1(res.body)).toBe(heading)
    expectIn(res.body, `action="${action}"`)
    expectIn(res.body, /autocomplete="current-password"/i)
  })

  it.each([
    ['/qf/cs/neexistujici-stranka', 'Stránka nenalezena', 'cs'],
    ['/qf/en/no-such-page', 'Page not found', 'en'],
    ['/qf/en/faculties/no-such-faculty', 'Page not found', 'en'],
    ['/completely/elsewhere', 'Stránka nenalezena', 'cs'],
    ['/qf/cs/../../etc/passwd', 'Stránka nenalezena', 'cs'],
    ['/qf/cs/%2e%2e/%2e%2e/etc/passwd', 'Stránka nenalezena', 'cs'],
    ['/qf/cs/<script>alert(1)</script>', 'Stránka nenalezena', 'cs'],
    [`/qf/cs/${'a'.repeat(10_000)}`, 'Stránka nenalezena', 'cs'],
    ["/qf/cs/studium' or '1'='1", 'Stránka nenalezena', 'cs'],
  ])('answers %s with the localized 404 page', async (url, heading, lang) => {
    const res = await get(url)
    expect(res.statusCode).toBe(404)
    expect(h1(res.body)).toBe(heading)
    expectIn(res.body, `<html lang="${lang}"`)
    expectIn(res.body, '<script>alert(1)', false)
  })

  it.each(['/qf/cs/uvod%00', '/qf/cs/%00', '/qf/cs/uvod?x=%00', `/qf/cs/uvod?q=${'x'.repeat(10_000)}`, '/qf/cs/%E0%A4%A'])(
    'never answers %s with a 500',
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBeLessThan(500)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
    },
  )

  it.each(['/qf/cs/%zz', '/qf/en/%E0%A4%A', '//:99999/'])('answers the malformed address %s with a localized page and every security header', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['strict-transport-security']).toBeDefined()
    expectIn(res.body, /Neplatný požadavek|Bad request|Stránka nenalezena/)
  })

  it('sends security headers with a per-request script nonce', async () => {
    const [a, b] = await Promise.all([get('/qf/cs/uvod'), get('/qf/cs/uvod')])
    const csp = a.headers['content-security-policy'] as string
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=_-]+'/)
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("object-src 'none'")
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]
    expect(a.body).toContain(`nonce="${nonce}"`)
    expect(b.headers['content-security-policy']).not.toBe(csp)
    expect(a.headers['x-content-type-options']).toBe('nosniff')
    expect(a.headers['strict-transport-security']).toBeDefined()
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(a.headers['server-timing']).toMatch(/^app;dur=\d+\.\d{3}(, region-cache;desc=(hit|miss))?$/)
  })

  it('keeps a sane incoming request id and replaces a hostile one', async () => {
    const ok = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-1234' } })
    expect(ok.headers['x-request-id']).toBe('lb-1234')
    const bad = await app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>\n' } })
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('reports health and readiness', async () => {
    const health = await get('/healthz')
    expect(health.statusCode).toBe(200)
    expect(health.json()).toEqual({ status: 'ok' })
    const ready = await get('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', database: engine })
  })

  it('serves the site icon', async () => {
    const icon = await get('/favicon.svg')
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(icon.body).toContain('fill="#1d5a3a"')
    expect((await get('/favicon.ico')).headers.location).toBe('/favicon.svg')
    expectIn((await get('/qf/cs/uvod')).body, '<link rel="icon" type="image/svg+xml" href="/favicon.svg"/>')
  })

  it('serves built assets with long-lived cache headers', async () => {
    const html = (await get('/qf/cs/uvod')).body
    const script = /<script type="module" src="([^"]+)"/.exec(html)![1]!
    const res = await get(script)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const version = /data-sprite-version="([^"]+)"/.exec(html)![1]
    const sprite = await get(`/build/img/svg/svg-sprite-${version}.svg`)
    expect(sprite.statusCode).toBe(200)
    expect(sprite.body).toContain('<symbol id="icon-search"')
    expect((await get('/build/../package.json')).statusCode).toBe(404)
  })
})

describe(`readiness when the database is gone (${engine})`, () => {
  it('answers 503 from /readyz and keeps /healthz up', async () => {
    const broken = await testApp()
    await broken.database.close()
    expect((await broken.inject({ url: '/readyz' })).statusCode).toBe(503)
    expect((await broken.inject({ url: '/healthz' })).statusCode).toBe(200)
    broken.database.close = async () => {}
    await broken.close()
  })

  it('looks up no session for build files, media or health answers: they work with the database gone', async () => {
    const broken = await testApp()
    const page = await broken.inject({ url: '/qf/cs/uvod' })
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)![1]!
    await broken.database.close()
    const cookies = { qf_session: 'A'.repeat(43) }
    for (const url of [stylesheet, '/healthz', '/favicon.svg', '/build/img/svg/svg-sprite.svg']) {
      const res = await broken.inject({ url, cookies })
      expect(res.statusCode, url).toBe(200)
    }
    broken.database.close = async () => {}
    await broken.close()
  })

  it('serves source maps and the build manifest only outside production', async () => {
    const home = await app.inject({ url: '/qf/cs/uvod' })
    const script = /<script type="module" src="([^"]+)"/.exec(home.body)![1]!
    expect((await app.inject({ url: `${script}.map` })).statusCode).toBe(200)
    const production = await testApp({ env: { NODE_ENV: 'production' } })
    try {
      expect((await production.inject({ url: script })).statusCode).toBe(200)
      for (const url of [`${script}.map`, '/build/.vite/manifest.json']) {
        const res = await production.inject({ url })
        expect(res.statusCode, url).toBe(404)
        expect(res.body, url).not.toContain('sourcesContent')
      }
    } finally {
      await production.close()
    }
  })

  it('marks pages as varying with the session cookie, and a signed-in visitor\'s pages as private', async () => {
    const anonymous = await app.inject({ url: '/qf/en/news' })
    expect(String(anonymous.headers.vary).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['x-pu-target', 'cookie']))
    expect(anonymous.headers['cache-control']).toBeUndefined()
    // The English login form: signIn posts the Czech one.
    const login = await postForm(app, '/qf/en/ramjet/performLogin', { email: 'student@example.cz', password: 'Heslo-2026' })
    const token = login.cookies.find((c) => c.name === 'qf_session')!.value
    for (const headers of [{}, { 'x-pu-target': 'newsList' }]) {
      const signedIn = await app.inject({ url: '/qf/en/news', headers, cookies: { qf_session: token } })
      expect(signedIn.headers['cache-control']).toMatch(/private/)
      expect(signedIn.headers['cache-control']).toMatch(/no-store/)
      expect(String(signedIn.headers.vary).toLowerCase()).toContain('cookie')
    }
  })
})
