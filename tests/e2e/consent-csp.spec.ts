/**
 * The page's policy follows the visitor's consent (ADR 047), simple mode, in Chromium: a stand-in
 * tag manager whose container loads a second script, runs a nonce-aware custom tag and sends hits.
 * Before consent nothing reaches the tag or hit hosts, and the policy itself refuses them; after
 * "accept all" the page loads again under a policy that names them, and everything arrives.
 * (Complex mode: consent-complex.spec.ts, on its own server.)
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.js'
import { ADS_HOST, ANALYTICS_HOST, tagStandIns, TAG_HOST } from './support/tag-stand-ins.js'

test.use({ storageState: { cookies: [], origins: [] } })

const HOME = '/qf/en/home'
const pane = (page: Page) => page.locator('#cookies-policy-pane')
const settings = (page: Page) => page.locator('#cookies-policy-settings')
const enhanced = (page: Page) => page.locator('.cookies-policy[data-consent-enhanced]').waitFor({ state: 'attached' })

/** What the page's own script may reach: a fetch to `host` and a script from it ('sent' / 'refused'). */
const attempt = (page: Page, host: string) =>
  page.evaluate(async (url) => {
    const fetched = await fetch(`${url}/probe?by=fetch`, { mode: 'no-cors' }).then(() => 'sent', () => 'refused')
    const loaded = await new Promise<string>((resolve) => {
      const script = document.createElement('script')
      script.src = `${url}/probe.js`
      script.onload = () => resolve('sent')
      script.onerror = () => resolve('refused')
      document.head.append(script)
    })
    return { fetched, loaded }
  }, host)

const everything = [
  'tags /gtm.js GTM-E2EA',
  'tags /tag.js GTM-E2EA',
  'beacon /collect GTM-E2EA fetch',
  'beacon /collect GTM-E2EA img',
  'tags /gtm.js GTM-E2EM',
  'tags /tag.js GTM-E2EM',
  'ads /collect GTM-E2EM fetch',
  'ads /collect GTM-E2EM img',
].sort()

test('accept all: the containers’ second scripts and hits arrive, none before, and the policy refused them until then', async ({ page }) => {
  const seen = await tagStandIns(page)
  const first = await page.goto(HOME)
  for (const host of [TAG_HOST, ANALYTICS_HOST, ADS_HOST]) expect(first!.headers()['content-security-policy']).not.toContain(host)
  await enhanced(page)
  expect(await attempt(page, ANALYTICS_HOST)).toEqual({ fetched: 'refused', loaded: 'refused' })
  expect(await attempt(page, TAG_HOST)).toEqual({ fetched: 'refused', loaded: 'refused' })
  expect(seen).toEqual([])

  const reloaded = page.waitForResponse((res) => new URL(res.url()).pathname === HOME && res.request().isNavigationRequest())
  await pane(page).getByRole('button', { name: 'Accept all' }).click()
  const policy = (await reloaded).headers()['content-security-policy']!
  for (const host of [TAG_HOST, ANALYTICS_HOST, ADS_HOST]) expect(policy).toContain(host)
  await expect.poll(() => [...seen].sort()).toEqual(everything)
  await expect(pane(page)).toBeHidden()
  await expect(page.locator('#liveRegion')).toHaveText('Your cookie choice has been saved.')
})

test('save selected with analytics only: its tags run and send hits, the advertising hosts stay refused', async ({ page }) => {
  const seen = await tagStandIns(page)
  await page.goto(HOME)
  await enhanced(page)
  await pane(page).getByRole('button', { name: 'Settings' }).click()
  await settings(page).getByRole('switch', { name: 'Analytics', exact: true }).check()
  await settings(page).getByRole('button', { name: 'Save selected' }).click()
  await expect.poll(() => [...seen].sort()).toEqual(everything.filter((line) => line.includes('GTM-E2EA')))
  await enhanced(page)
  expect(await attempt(page, ADS_HOST)).toEqual({ fetched: 'refused', loaded: 'refused' })
  expect(seen.some((line) => line.startsWith('ads'))).toBe(false)
})

test('a later page with stored consent gets its policy from the cookie, though the page was stored for everyone', async ({ page, context, baseURL }) => {
  // The first answer stores the page's regions for every visitor (ADR 007); the header is the visitor's own.
  expect((await page.request.get(HOME)).headers()['content-security-policy']).not.toContain(ANALYTICS_HOST)
  await context.addCookies([{ name: 'qfCookiePolicyAccepted', value: '2|3', url: baseURL! }])
  const seen = await tagStandIns(page)
  const res = await page.goto(HOME)
  expect(res!.headers()['content-security-policy']).toContain(ANALYTICS_HOST)
  expect(res!.headers()['content-security-policy']).not.toContain(ADS_HOST)
  await expect.poll(() => [...seen].sort()).toEqual(everything.filter((line) => line.includes('GTM-E2EA')))
})
