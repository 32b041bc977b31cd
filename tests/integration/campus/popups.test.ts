/**
 * The server side of the popups (ADR 021), through the app on the run's database: the size chart
 * page and its `sizeChart` region for the ajax popup, the campus map document for the iframe
 * popup, the product and contacts pages that link them, the faculty contacts popovers, the
 * login link's popup attributes, and POPUP_IFRAME_HOSTS in the page and the CSP. Bad input:
 * unknown, repeated or hostile `fit` values are a 400, never a 500 or reflected.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/server/config.js'
import { requestHeaders, responseHeaders } from '../../../src/shared/protocol.js'
import { testApp } from '../../support/app.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp({ env: { POPUP_IFRAME_HOSTS: 'maps.example.org, Video.Example.com:8443' } })
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe('size chart: the page and the region an ajax popup shows', () => {
  it.each([
    ['/qf/cs/eshop/tabulka-velikosti', 'Tabulka velikostí', 'Rozměry – střih unisex'],
    ['/qf/en/eshop/size-chart?fit=kids', 'Size chart', 'Measurements – kids’ fit'],
    ['/qf/cs/eshop/tabulka-velikosti?fit=women', 'Tabulka velikostí', 'Rozměry – střih dámský'],
  ])('%s is a page with its table', async (url, heading, caption) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(`>${heading}</h1>`)
    expect(res.body).toContain(`<caption>${caption}</caption>`)
    expect(res.body).toMatch(/<div id="sizeChart" data-container="sizeChart" data-pu-target="sizeChart"/)
  })

  it('answers the region alone for the popup, its fit links included', async () => {
    const res = await get('/qf/en/eshop/size-chart?fit=women&_=', { [requestHeaders.target]: 'sizeChart' })
    expect(res.statusCode).toBe(200)
    expect(res.headers[responseHeaders.target.toLowerCase()]).toBe('sizeChart')
    expect(res.body.startsWith('<div id="sizeChart"')).toBe(true)
    expect(res.body).not.toContain('<h1')
    expect(res.body).toContain('href="/qf/en/eshop/size-chart?fit=kids"')
    expect(res.body).toContain('aria-current="page">Women’s</a>')
    expect(res.body.match(/<tr>/g)).toHaveLength(6)
  })

  it.each(['fit=xl', 'fit=', 'fit=kids&fit=women', 'fit=__proto__', 'fit=%3Cscript%3Ealert(1)%3C%2Fscript%3E', `fit=${'a'.repeat(5000)}`])(
    '?%s is a 400, not reflected',
    async (query) => {
      const res = await get(`/qf/cs/eshop/tabulka-velikosti?${query}`)
      expect(res.statusCode).toBe(400)
      expect(res.body).not.toContain('<script>alert(1)')
      const part = await get(`/qf/cs/eshop/tabulka-velikosti?${query}`, { [requestHeaders.target]: 'sizeChart' })
      expect(part.statusCode).toBe(400)
      expect(part.headers[responseHeaders.error.toLowerCase()]).toBe('1')
    },
  )

  it('a T-shirt links its fit’s chart as an ajax popup; a cap links none', async () => {
    const category = await get('/qf/cs/eshop/tricka-a-mikiny')
    const tee = /<a class="product-tile__link" href="([^"]+)"/.exec(category.body)![1]!
    const page = await get(tee)
    expect(page.body).toMatch(/<a href="\/qf\/cs\/eshop\/tabulka-velikosti(\?fit=\w+)?" data-popup="ajax" data-popup-region="sizeChart" data-popup-title="Tabulka velikostí">/)
    const caps = await get('/qf/cs/eshop/cepice-a-doplnky')
    const cap = /<a class="product-tile__link" href="([^"]+)"/.exec(caps.body)![1]!
    expect((await get(cap)).body).not.toContain('data-popup-region="sizeChart"')
  })
})

describe('campus map: the document an iframe popup shows', () => {
  it.each([
    ['/qf/cs/mapa-arealu', 'cs', 'Mapa areálu univerzity', 'Rektorát'],
    ['/qf/en/campus-map', 'en', 'University campus map', 'Rectorate'],
  ])('%s: a document of its own with the plan and every building', async (url, lang, title, rectorate) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(res.body.startsWith(`<!DOCTYPE html><html lang="${lang}">`)).toBe(true)
    expect(res.body).toContain(`<h1>${title}</h1>`)
    expect(res.body).toContain(`<strong>${rectorate}</strong>, Náměstí Svobody 301/12, 500 03 Dubová Hora`)
    expect(res.body.match(/<li>/g)).toHaveLength(5)
    expect(res.body).toContain('role="img"')
  })

  it('the contacts page offers it in a popup and, after a warning, in a new window', async () => {
    const res = await get('/qf/en/about/contacts')
    expect(res.body).toContain('href="/qf/en/campus-map" data-popup="iframe" data-popup-title="University campus map"')
    expect(res.body).toContain('href="/qf/en/campus-map" target="_blank" rel="noopener" data-confirm="The campus map will open in a new window. Continue?"')
  })
})

describe('faculty contacts and the user menu', () => {
  it('each faculty has a popover with its study office, toggled by a button', async () => {
    const res = await get('/qf/cs/fakulty')
    const popovers = [...res.body.matchAll(/<section id="(facultyContacts-[\w-]+)" popover="auto"/g)].map((m) => m[1]!)
    expect(popovers.length).toBeGreaterThanOrEqual(4)
    // HTML attribute names are case-insensitive; React spells it popoverTarget.
    for (const id of popovers) expect(res.body.toLowerCase().includes(`popovertarget="${id.toLowerCase()}" data-popup="float"`), id).toBe(true)
    expect(res.body).toContain('studijni.ff@qfu.example.cz')
  })

  it('the login link opens the login form in a popup, except on the login page', async () => {
    const home = await get('/qf/cs/uvod')
    expect(home.body).toContain('data-popup="ajax-dynamic" data-popup-region="loginForm" data-popup-title="Přihlášení" data-popup-return-to="returnTo" data-popup-success="close"')
    const login = await get('/qf/cs/prihlaseni')
    expect(login.body).not.toContain('data-popup-region="loginForm"')
    const region = await get('/qf/cs/prihlaseni?returnTo=%2Fqf%2Fcs%2Fuvod&_ts=1', { [requestHeaders.target]: 'loginForm' })
    expect(region.statusCode).toBe(200)
    expect(region.body.startsWith('<div id="loginForm"')).toBe(true)
    expect(region.body).toContain('name="returnTo" value="/qf/cs/uvod"')
  })
})

describe('POPUP_IFRAME_HOSTS', () => {
  it('is rendered on the page and allowed by the CSP frame-src', async () => {
    const res = await get('/qf/cs/uvod')
    expect(res.body).toContain('data-popup-hosts="maps.example.org video.example.com:8443"')
    expect(String(res.headers['content-security-policy'])).toContain("frame-src 'self' maps.example.org video.example.com:8443")
  })

  it('is validated: anything but host names stops the start with the variable named', () => {
    expect(() => loadConfig({ POPUP_IFRAME_HOSTS: "evil.example 'unsafe-inline'" })).toThrow(/POPUP_IFRAME_HOSTS/)
    expect(() => loadConfig({ POPUP_IFRAME_HOSTS: 'https://maps.example.org' })).toThrow(/POPUP_IFRAME_HOSTS/)
    expect(() => loadConfig({ POPUP_IFRAME_HOSTS: 'a.example;script-src *' })).toThrow(/POPUP_IFRAME_HOSTS/)
    expect(loadConfig({}).POPUP_IFRAME_HOSTS).toEqual([])
  })
})
