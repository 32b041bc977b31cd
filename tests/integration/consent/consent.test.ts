/** Cookie consent on the server (spec 001; ADR 024): the banner in the first HTML, the form's endpoint, proof of consent. */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/db/client.js'
import { loadConfig } from '../../../src/server/config.js'
import { engine, testApp, testDatabase } from '../../support/app.js'
import { postForm, type Jar } from '../../support/client.js'

let database: Database
let app: FastifyInstance
beforeAll(async () => {
  database = await testDatabase()
  app = await testApp({ database })
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

const HOME = '/qf/en/home'
const page = (cookies: Record<string, string> = {}, on = app) => on.inject({ url: HOME, cookies })
/** Posts the consent form (on `on`); the cookies sent are the ones given, never those of an earlier answer. */
const post = (body: Record<string, string | string[]>, { cookies = {}, headers = {}, on = app }: { cookies?: Jar; headers?: Record<string, string>; on?: FastifyInstance } = {}) =>
  postForm(on, '/qf/en/ramjet/consent', body, cookies, headers)
const setCookie = (res: Awaited<ReturnType<typeof post>>, name: string) => [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${name}=`))
/** The `<input>` element with this id, as rendered. */
const input = (html: string, id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*/>`).exec(html)?.[0] ?? ''
const paneOpen = (html: string) => /<section id="cookies-policy-pane" class="cookies-policy-pane is-open"/.test(html)

describe(`consent banner on ${engine}`, () => {
  it('is in the first HTML, open on a first visit, with the settings, the texts and the container ids', async () => {
    const res = await page()
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(paneOpen(html)).toBe(true)
    expect(html).toContain('id="cookies-policy-settings"')
    expect(html).toContain('data-gtm-analytics="!NOTSET!"')
    expect(html).toContain('data-gtm-marketing="!NOTSET!"')
    const data = JSON.parse(/<script type="application\/json" id="cookies-policy-data">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>
    expect(Object.keys(data)).toEqual(['messagePane', 'messageSettings', 'messageAccordion'])
    expect(html).toContain('data-cookie-settings=""')
  })

  it('puts the Consent Mode default, nonce’d, in the head before any other script', async () => {
    const res = await page()
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]
    const head = res.body.slice(0, res.body.indexOf('</head>'))
    // The first script that runs (JSON-LD data does not) is the default.
    const first = /<script((?:(?!type="application\/ld\+json")[^>])*)>(.*?)<\/script>/.exec(head)!
    expect(first[1]).toBe(` nonce="${nonce}"`)
    expect(first[2]).toContain("gtag('consent','default'")
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline')
  })

  it('stays closed with a decision and shows it in the toggles', async () => {
    const html = (await page({ qfCookiePolicyAccepted: '2|3' })).body
    expect(paneOpen(html)).toBe(false)
    expect(input(html, 'consentPurpose-analytics')).toContain('checked=""')
    expect(input(html, 'consentPurpose-ad')).not.toContain('checked')
    expect(paneOpen((await page({ qfCookiePolicyAccepted: '[2,4]' })).body)).toBe(false)
  })

  it('reads tampered, overlong, negative and non-numeric cookies as no consent, never failing the page', async () => {
    for (const value of ['-1', '[-1]', 'abc', '<script>alert(1)</script>', "2' OR '1'='1", 'x'.repeat(3000), '9|42', '__proto__']) {
      const res = await page({ qfCookiePolicyAccepted: value, qfCookiePolicyRecipient: value, qfConsentProof: value })
      expect(res.statusCode, value).toBe(200)
      expect(paneOpen(res.body), value).toBe(true)
      expect(res.body).not.toContain('<script>alert(1)')
    }
  })
})

describe(`consent form on ${engine}`, () => {
  it('accept all sets the cookie, records an anonymous proof and goes back', async () => {
    const res = await post({ choice: 'all', returnTo: '/qf/en/news?page=2' })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/qf/en/news?page=2')
    expect(setCookie(res, 'qfCookiePolicyAccepted')).toMatch(/^qfCookiePolicyAccepted=2\|3\|4\|5; Path=\/; Max-Age=15811200; Expires=.*; SameSite=Lax$/)
    const proof = setCookie(res, 'qfConsentProof')!
    expect(proof).toMatch(/^qfConsentProof=[0-9a-f-]{36}\.1; Path=\/; .*HttpOnly$/)
    const id = /=([0-9a-f-]{36})\./.exec(proof)![1]!
    const rows = await app.services.consent.proofsOf(id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ consentId: id, levels: '2|3|4|5', revision: '1' })
    expect(Object.keys(rows[0]!).sort()).toEqual(['consentId', 'decidedAt', 'levels', 'recipients', 'revision'])
  })

  it('a later choice is recorded under the same anonymous id', async () => {
    const first = setCookie(await post({ choice: 'all' }), 'qfConsentProof')!
    const value = /=([^;]+)/.exec(first)![1]!
    const res = await post({ choice: 'technical' }, { cookies: { qfConsentProof: value } })
    expect(setCookie(res, 'qfCookiePolicyAccepted')).toMatch(/^qfCookiePolicyAccepted=2;/)
    const rows = await app.services.consent.proofsOf(value.split('.')[0]!)
    expect(rows.map((r) => r.levels)).toEqual(['2', '2|3|4|5'])
  })

  it('save selected keeps the combined purpose consistent', async () => {
    const level = async (purpose: string[]) => /=([^;]+)/.exec(setCookie(await post({ choice: 'selected', purpose }), 'qfCookiePolicyAccepted')!)![1]
    expect(await level(['analytics'])).toBe('2|3')
    expect(await level(['analytics', 'ad'])).toBe('2|3|4|5')
    expect(await level(['adAnalytics'])).toBe('2|3|4|5')
    expect(await level([])).toBe('2')
    // Purposes the configuration does not show are not granted.
    expect(await level(['security'])).toBe('2')
  })

  it('answers the chunk’s proof with JSON, not a redirect', async () => {
    const res = await post({ choice: 'technical' }, { headers: { accept: 'application/json' } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ levels: [2] })
  })

  it('refuses bad input with the localized 400 page and sets nothing', async () => {
    for (const body of [
      { choice: 'everything' },
      {},
      { choice: 'selected', purpose: '__proto__' },
      { choice: 'selected', purpose: '<script>alert(1)</script>' },
      { choice: 'selected', recipient: 'constructor' },
      { choice: 'selected', purpose: Array(30).fill('analytics') },
      { choice: "all'; DROP TABLE consent_proofs; --" },
    ] as Record<string, string | string[]>[]) {
      const res = await post(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.headers['set-cookie'], JSON.stringify(body)).toBeUndefined()
      expect(res.body).toContain('lang="en"')
    }
  })

  it('goes home instead of another site and refuses a cross-site post', async () => {
    expect((await post({ choice: 'all', returnTo: '//evil.example/x' })).headers.location).toBe('/qf/en/home')
    expect((await post({ choice: 'all', returnTo: 'https://evil.example/' })).headers.location).toBe('/qf/en/home')
    const forged = await post({ choice: 'all' }, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })
    expect(forged.statusCode).toBe(403)
    expect(forged.headers['set-cookie']).toBeUndefined()
  })
})

describe(`consent configuration on ${engine}`, () => {
  it('asks again when the policy revision changed', async () => {
    const proof = setCookie(await post({ choice: 'all' }), 'qfConsentProof')!
    const value = /=([^;]+)/.exec(proof)![1]!
    const revised = await testApp({ database, env: { CONSENT_POLICY_REVISION: '2' } })
    try {
      const html = (await page({ qfCookiePolicyAccepted: '2|3|4|5', qfConsentProof: value }, revised)).body
      expect(paneOpen(html)).toBe(true)
      expect(html).toContain('data-consent-outdated="1"')
      const again = await post({ choice: 'technical' }, { cookies: { qfConsentProof: value }, on: revised })
      expect(setCookie(again, 'qfConsentProof')).toContain(`${value.split('.')[0]}.2;`)
    } finally {
      await revised.close()
    }
  })

  it('complex mode: recipients with their cookie tables; https, iframe and session cookies', async () => {
    const complex = await testApp({
      database,
      env: { CONSENT_MODE: 'complex', CONSENT_IFRAME: '1', CONSENT_COOKIE_DAYS: '0', PUBLIC_ORIGIN: 'https://www.example.cz', GTM_ANALYTICS_ID: 'GTM-AAAA1' },
    })
    try {
      const html = (await page({}, complex)).body
      expect(html).toContain('data-gtm-analytics="GTM-AAAA1"')
      expect(html).toContain('role="tablist"')
      expect(input(html, 'consentRecipient-site')).toMatch(/(?=.*checked="")(?=.*disabled="")/)
      expect(input(html, 'consentRecipient-meta')).not.toContain('checked')
      for (const column of ['Name', 'Description', 'Type', 'Expiry', 'Who uses it']) expect(html).toContain(`<th scope="col">${column}</th>`)
      expect(html).toContain('"recipientData"')
      const res = await post({ choice: 'selected', recipient: ['site', 'meta'] }, { on: complex, headers: { host: 'www.example.cz' } })
      expect(setCookie(res, 'qfCookiePolicyAccepted')).toBe('qfCookiePolicyAccepted=2|4; Path=/; SameSite=None; Secure')
      expect(setCookie(res, 'qfCookiePolicyRecipient')).toBe('qfCookiePolicyRecipient=site:1|googleAnalytics:0|googleAds:0|meta:1; Path=/; SameSite=None; Secure')
    } finally {
      await complex.close()
    }
  })

  it('refuses the two invalid combinations with the exact messages', () => {
    expect(() => loadConfig({ CONSENT_MODE: 'complex', CONSENT_SPLIT_CONTAINERS: '1' })).toThrow('You can not use this combination of settings!')
    expect(() => loadConfig({ GTM_ANALYTICS_ID: '<script>' })).toThrow(/GTM_ANALYTICS_ID/)
    expect(() => loadConfig({ CONSENT_MODE: 'complex' })).not.toThrow()
  })
})
