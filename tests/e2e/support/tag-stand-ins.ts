/**
 * Stand-ins for the tag manager and the hosts its tags talk to (ADR 024, ADR 047): the servers'
 * environment points the containers and the consent-driven policy at them, and `tagStandIns`
 * intercepts them in a page. The stand-in container does what a real one does: it loads a second
 * script from its host, runs a nonce-aware custom tag with the nonce it was given, and sends hits.
 */
import type { Page } from '@playwright/test'

export const TAG_HOST = 'https://tags.e2e.test'
/** Where the analytics container's tags send hits (GA4's hosts in production). */
export const ANALYTICS_HOST = 'https://beacon.e2e.test'
/** Where the marketing container's tags send hits (Google Ads' hosts in production). */
export const ADS_HOST = 'https://ads.e2e.test'

/** The servers' environment for the containers and the hosts their tags may reach with consent. */
export const TAG_ENV = {
  GTM_ANALYTICS_ID: 'GTM-E2EA',
  GTM_MARKETING_ID: 'GTM-E2EM',
  GTM_HOST: TAG_HOST,
  CSP_ANALYTICS_SOURCES: `connect-src ${ANALYTICS_HOST}; img-src ${ANALYTICS_HOST}`,
  CSP_MARKETING_SOURCES: `connect-src ${ADS_HOST}; img-src ${ADS_HOST}`,
}

const hitHost = (id: string) => (id === TAG_ENV.GTM_MARKETING_ID ? ADS_HOST : ANALYTICS_HOST)

/**
 * The container: a second script from the tag host (it sends an image hit), and a nonce-aware
 * custom tag, an inline script that runs only with the nonce the container passes on (it sends a
 * fetch hit).
 */
const container = (id: string) => `(function () {
  var nonce = document.currentScript && document.currentScript.nonce
  var second = document.createElement('script')
  second.src = ${JSON.stringify(`${TAG_HOST}/tag.js?id=${id}`)}
  document.head.appendChild(second)
  var custom = document.createElement('script')
  custom.setAttribute('nonce', nonce || '')
  custom.textContent = ${JSON.stringify(`fetch(${JSON.stringify(`${hitHost(id)}/collect?id=${id}&by=fetch`)}, { method: 'POST', mode: 'no-cors', keepalive: true })`)}
  document.head.appendChild(custom)
})()`

const secondScript = (id: string) => `new Image().src = ${JSON.stringify(`${hitHost(id)}/collect?id=${id}&by=img`)}`

/** What reached the stand-ins, as `host path?id` lines: `tags /gtm.js GTM-E2EA`, `beacon /collect GTM-E2EA fetch`. */
export async function tagStandIns(page: Page): Promise<string[]> {
  const seen: string[] = []
  const note = (url: URL) => seen.push([url.hostname.split('.')[0], url.pathname, url.searchParams.get('id'), url.searchParams.get('by')].filter(Boolean).join(' '))
  await page.route(`${TAG_HOST}/**`, (route) => {
    const url = new URL(route.request().url())
    note(url)
    const id = url.searchParams.get('id') ?? ''
    return route.fulfill({ contentType: 'text/javascript', body: url.pathname === '/gtm.js' ? container(id) : secondScript(id) })
  })
  for (const host of [ANALYTICS_HOST, ADS_HOST]) {
    await page.route(`${host}/**`, (route) => {
      note(new URL(route.request().url()))
      return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } })
    })
  }
  return seen
}
