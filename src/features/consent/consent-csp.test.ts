/**
 * The page's policy by consent (ADR 047): the sources each consent level adds, read from the
 * visitor's cookies as the page's script reads them, written into the policy per response.
 */
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config.js'
import { securityHeaders, securityHeadersPlugin } from '../../server/plugins/security-headers.js'
import { consentSettings } from './consent-config.js'
import { consentPolicyVariants, grantsOfRequest, tagSources } from './consent-csp.js'
import { parseSources } from './csp-sources.js'

const settings = (env: Record<string, string> = {}) => consentSettings(loadConfig({ NODE_ENV: 'test', ...env }))
const google = settings()
const GA = 'https://*.google-analytics.com'
const ADS = 'https://www.googleadservices.com'
const GTM = 'https://www.googletagmanager.com'

describe('the sources each consent adds', () => {
  it('adds nothing without analytics or advertising consent', () => {
    expect(tagSources({ analytics: false, marketing: false }, google)).toEqual({})
  })

  it("with analytics: the tag manager's host and Google's Tag Manager and GA4 sources for scripts, hits and pixels, no Ads host", () => {
    const s = tagSources({ analytics: true, marketing: false }, google)
    expect(s['script-src']).toEqual([GTM, 'https://*.googletagmanager.com'])
    expect(s['connect-src']).toEqual([GTM, GA, 'https://*.analytics.google.com', 'https://*.googletagmanager.com'])
    expect(s['img-src']).toEqual([GTM, GA, 'https://*.googletagmanager.com'])
    expect(Object.values(s).flat()).not.toContain(ADS)
    expect(s).not.toHaveProperty('frame-src')
  })

  it("with advertising: Google Ads' sources (frames too), no GA4 host", () => {
    const s = tagSources({ analytics: false, marketing: true }, google)
    for (const directive of ['script-src', 'connect-src', 'img-src']) expect(s[directive], directive).toContain(ADS)
    expect(s['frame-src']).toContain('https://td.doubleclick.net')
    expect(Object.values(s).flat()).not.toContain(GA)
  })

  it('with both: the union, each source once', () => {
    const s = tagSources({ analytics: true, marketing: true }, google)
    expect(s['connect-src']).toEqual(expect.arrayContaining([GA, ADS, GTM]))
    for (const list of Object.values(s)) expect(new Set(list).size).toBe(list.length)
  })

  it('takes the hosts from configuration (the stand-ins tests use)', () => {
    const local = settings({ GTM_HOST: 'https://tags.e2e.test', CSP_ANALYTICS_SOURCES: 'connect-src https://beacon.e2e.test; img-src https://beacon.e2e.test', CSP_MARKETING_SOURCES: 'script-src https://ads.e2e.test' })
    expect(tagSources({ analytics: true, marketing: false }, local)).toEqual({
      'script-src': ['https://tags.e2e.test'],
      'img-src': ['https://tags.e2e.test', 'https://beacon.e2e.test'],
      'connect-src': ['https://tags.e2e.test', 'https://beacon.e2e.test'],
    })
    expect(tagSources({ analytics: false, marketing: true }, local)['script-src']).toEqual(['https://tags.e2e.test', 'https://ads.e2e.test'])
  })
})

describe('the sources as configuration', () => {
  it('reads directives and host sources', () => {
    expect(parseSources(' script-src https://a.example https://*.b.example:8443 ;connect-src http://c.example; ')).toEqual({
      'script-src': ['https://a.example', 'https://*.b.example:8443'],
      'connect-src': ['http://c.example'],
    })
    expect(parseSources('')).toEqual({})
  })

  it.each([
    ["script-src 'unsafe-inline'", /not a host source/],
    ["script-src 'unsafe-eval' https://a.example", /not a host source/],
    ['script-src *', /not a host source/],
    ['script-src https://a.example/path', /not a host source/],
    ['script-src data:', /not a host source/],
    ['default-src https://a.example', /unknown directive/],
    ['object-src https://a.example', /unknown directive/],
    ['connect-src', /names no source/],
    ['script-src https://a.example"><script>', /not a host source/],
  ])('refuses %j at start-up, naming the variable', (value, message) => {
    expect(typeof parseSources(value)).toBe('string')
    expect(() => loadConfig({ CSP_ANALYTICS_SOURCES: value })).toThrow(/^Invalid configuration: CSP_ANALYTICS_SOURCES /)
    expect(() => loadConfig({ CSP_MARKETING_SOURCES: value })).toThrow(message)
  })
})

describe("what a request's cookies grant", () => {
  const grants = (cookie: string | undefined, s = google) => grantsOfRequest(cookie, s)
  it.each([
    [undefined, false, false],
    ['', false, false],
    ['qfCookiePolicyAccepted=2', false, false],
    ['qfCookiePolicyAccepted=2|3', true, false],
    ['other=1; qfCookiePolicyAccepted=2%7C4; x=y', false, true],
    ['qfCookiePolicyAccepted=2|5', true, true],
    ['qfCookiePolicyAccepted=[2,3,4]', true, true],
    ['qfCookiePolicyAccepted=3|<script>', false, false],
    ['qfCookiePolicyAccepted=' + '3|'.repeat(40), false, false],
    ['xqfCookiePolicyAccepted=2|3', false, false],
  ])('%j grants analytics %s, advertising %s', (cookie, analytics, marketing) => {
    expect(grants(cookie)).toEqual({ analytics, marketing })
  })

  it('a decision under an older policy revision grants nothing; under the current one it does', () => {
    const proof = (revision: string) => `qfConsentProof=0f8e2c7a-1b2c-4d3e-8f9a-0b1c2d3e4f5a.${revision}`
    const revised = settings({ CONSENT_POLICY_REVISION: '2' })
    expect(grants(`qfCookiePolicyAccepted=2|3|4|5; ${proof('1')}`, revised)).toEqual({ analytics: false, marketing: false })
    expect(grants(`qfCookiePolicyAccepted=2|3|4|5; ${proof('2')}`, revised)).toEqual({ analytics: true, marketing: true })
  })
})

describe('the policy of each response', () => {
  it("follows the request's consent; answers before routing get the one without tags", async () => {
    const app = Fastify()
    const apply = securityHeaders([], [], consentPolicyVariants(google))
    await app.register(securityHeadersPlugin, { apply })
    app.get('/', async (_req, reply) => reply.send(reply.scriptNonce))
    const csp = async (cookie?: string) => {
      const res = await app.inject({ url: '/', headers: cookie ? { cookie } : {} })
      return { policy: res.headers['content-security-policy'] as string, nonce: res.body }
    }
    const none = await csp()
    expect(none.policy).toContain(`script-src 'self' 'nonce-${none.nonce}';`)
    expect(none.policy).toContain(";connect-src 'self';")
    expect(none.policy).toContain(";img-src 'self' data:;")
    expect(none.policy).not.toMatch(/google|doubleclick/)
    const withoutNonce = (policy: string) => policy.replace(/'nonce-[^']+'/, "'nonce-N'")
    expect(withoutNonce((await csp('qfCookiePolicyAccepted=2')).policy)).toBe(withoutNonce(none.policy))

    const analytics = await csp('qfCookiePolicyAccepted=2|3')
    expect(analytics.policy).toContain(`script-src 'self' ${GTM} https://*.googletagmanager.com 'nonce-${analytics.nonce}';`)
    expect(analytics.policy).toContain(`;connect-src 'self' ${GTM} ${GA} https://*.analytics.google.com https://*.googletagmanager.com;`)
    expect(analytics.policy).toContain(`;img-src 'self' data: ${GTM} ${GA} https://*.googletagmanager.com;`)
    expect(analytics.policy).not.toContain(ADS)

    const both = await csp('qfCookiePolicyAccepted=2|3|4|5')
    expect(both.policy).toContain(ADS)
    expect(both.policy).toMatch(/;frame-src 'self' [^;]*https:\/\/td\.doubleclick\.net/)
    await app.close()
  })
})
