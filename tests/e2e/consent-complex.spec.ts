/**
 * Cookie consent in complex mode in Chromium (spec 001 §2, §4; ADR 024), on a server of its own
 * started with `CONSENT_MODE=complex` (support/complex-server.ts): the purposes and recipients
 * tabs by mouse and keyboard, each recipient's toggle and cookie table in both languages, the
 * transitions between purposes and recipients, technical only, the recipient cookie, the form
 * without JavaScript, and axe on both tabs. The tag host is intercepted.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { RECIPIENTS } from '../../src/features/consent/consent-config.js'
import { accessibilityViolations } from './support/a11y.js'
import { COMPLEX_URL, expect, test } from './support/complex-server.js'
import { ADS_HOST, ANALYTICS_HOST, tagStandIns, TAG_HOST } from './support/tag-stand-ins.js'

test.use({ baseURL: COMPLEX_URL, storageState: { cookies: [], origins: [] } })
// One worker runs the file: it owns the one complex-mode server (and its embedded database).
test.describe.configure({ mode: 'default' })

const HOME = { cs: '/qf/cs/uvod', en: '/qf/en/home' }

async function tagHost(page: Page): Promise<string[]> {
  const asked: string[] = []
  await page.route(`${TAG_HOST}/**`, (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('id') ?? '?')
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  return asked
}

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)
const pane = (page: Page) => page.locator('#cookies-policy-pane')
const settings = (page: Page) => page.locator('#cookies-policy-settings')
const tab = (page: Page, name: string) => settings(page).getByRole('tab', { name })
const sw = (page: Page, name: string | RegExp) => settings(page).getByRole('switch', { name, exact: typeof name === 'string' })

/** Opens the settings from the banner once the chunk runs. */
async function openSettings(page: Page, lang: 'cs' | 'en' = 'en') {
  await page.goto(HOME[lang])
  await page.waitForFunction(() => window.dataLayer && !document.querySelector('#cookies-policy-settings [role="tablist"]')?.hasAttribute('hidden'))
  await pane(page).getByRole('button', { name: lang === 'en' ? 'Settings' : 'Nastavení' }).click()
  await expect(settings(page)).toBeVisible()
}

const RECIPIENT_NAMES = { site: /^Quercus Fontana University/, googleAnalytics: 'Google Analytics', googleAds: 'Google Ads', meta: 'Meta' }

test('the two tabs by mouse and keyboard: tablist semantics, one panel shown, focus on the chosen tab', async ({ page, problems }) => {
  await openSettings(page)
  const purposes = tab(page, 'Purposes')
  const recipients = tab(page, 'Recipients')
  await expect(settings(page).getByRole('tablist', { name: 'Parts of the settings' })).toBeVisible()
  const shows = async (selected: 'purposes' | 'recipients') => {
    const [on, off] = selected === 'purposes' ? [purposes, recipients] : [recipients, purposes]
    await expect(on).toHaveAttribute('aria-selected', 'true')
    await expect(off).toHaveAttribute('aria-selected', 'false')
    await expect(on).toHaveAttribute('tabindex', '0')
    await expect(off).toHaveAttribute('tabindex', '-1')
    await expect(settings(page).getByRole('tabpanel', { name: selected === 'purposes' ? 'Purposes' : 'Recipients' })).toBeVisible()
    await expect(settings(page).locator(`#consentPanel-${selected === 'purposes' ? 'recipients' : 'purposes'}`)).toBeHidden()
  }
  await shows('purposes')
  await expect(sw(page, 'Analytics')).toBeVisible()
  await expect(sw(page, 'Meta')).toBeHidden()

  // Mouse.
  await recipients.click()
  await shows('recipients')
  await expect(recipients).toBeFocused()
  await expect(sw(page, 'Meta')).toBeVisible()
  await purposes.click()
  await shows('purposes')

  // Keyboard: arrows move and select (wrapping), Home and End go to the ends, Tab enters the panel.
  await purposes.focus()
  await page.keyboard.press('ArrowRight')
  await shows('recipients')
  await expect(recipients).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await shows('purposes')
  await expect(purposes).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await shows('recipients')
  await page.keyboard.press('Home')
  await shows('purposes')
  await expect(purposes).toBeFocused()
  await page.keyboard.press('End')
  await shows('recipients')
  await expect(recipients).toBeFocused()
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.id)).toBe('consentPanel-recipients')
  // A switch toggles with the space bar.
  await sw(page, 'Meta').focus()
  await page.keyboard.press('Space')
  await expect(sw(page, 'Meta')).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(settings(page)).toBeHidden()
  expect(problems.summary()).toEqual([])
})

test('each recipient has its toggle and a table of its cookies (title, description, type, expiry, who uses it) in English and Czech', async ({ page }) => {
  const columns = { en: ['Name', 'Description', 'Type', 'Expiry', 'Who uses it'], cs: ['Název', 'Popis', 'Typ', 'Platnost', 'Kdo ji používá'] }
  for (const lang of ['en', 'cs'] as const) {
    await openSettings(page, lang)
    await tab(page, lang === 'en' ? 'Recipients' : 'Příjemci').click()
    for (const [key, recipient] of Object.entries(RECIPIENTS)) {
      const toggle = settings(page).locator(`#consentRecipient-${key}`)
      await expect(toggle).toBeVisible()
      await expect(toggle).toHaveAccessibleName(recipient.level === 2 ? `${recipient.title[lang]} (${lang === 'en' ? 'always on' : 'vždy zapnuto'})` : recipient.title[lang])
      await expect(toggle).toHaveAccessibleDescription(recipient.perex[lang])
      const details = toggle.locator('xpath=..').locator('details')
      const table = details.locator('table')
      await expect(table).toBeHidden()
      // By mouse for one language, by keyboard for the other.
      if (lang === 'en') await details.locator('summary').click()
      else {
        await details.locator('summary').focus()
        await page.keyboard.press('Enter')
      }
      await expect(table).toBeVisible()
      await expect(details.locator('summary')).toHaveText(lang === 'en' ? `Cookies of ${recipient.title.en}` : `Cookies příjemce ${recipient.title.cs}`)
      expect(await table.locator('thead th').allTextContents()).toEqual(columns[lang])
      const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)))
      expect(rows).toEqual(recipient.tableData.map((r) => [r.title, r.perex[lang], r.type[lang], r.expire[lang], r.whoUse]))
    }
    // Spot checks of the texts themselves, whatever the data says.
    const ga = settings(page).locator('#consentRecipient-googleAnalytics').locator('xpath=..').locator('tbody tr').first()
    await expect(ga.locator('th, td')).toHaveText(lang === 'en' ? ['_ga', 'Tells visitors apart', 'third party', '2 years', 'Google'] : ['_ga', 'Rozlišení návštěvníků', 'třetí strana', '2 roky', 'Google'])
    // The JSON block carries the recipients for the chunk, in the page's language.
    const data = JSON.parse((await page.locator('#cookies-policy-data').textContent())!) as { recipientData: Record<string, { level: number; messages: { title: string; tableData: { perex: string }[] } }> }
    expect(Object.keys(data.recipientData)).toEqual(Object.keys(RECIPIENTS))
    expect(data.recipientData.googleAnalytics!.messages.tableData[0]!.perex).toBe(lang === 'en' ? 'Tells visitors apart' : 'Rozlišení návštěvníků')
  }
})

test('purposes set all recipients of their level; a recipient turns its purpose on while any of its level is; the technical one stays on; save selected writes both cookies', async ({ page, context }) => {
  const asked = await tagHost(page)
  await openSettings(page)
  const [analytics, ad, combined] = [sw(page, 'Analytics'), sw(page, 'Advertising'), sw(page, 'Analytics and advertising')]
  const [site, ga, ads, meta] = [sw(page, RECIPIENT_NAMES.site), sw(page, 'Google Analytics'), sw(page, 'Google Ads'), sw(page, 'Meta')]
  const recipientsTab = () => tab(page, 'Recipients').click()
  const purposesTab = () => tab(page, 'Purposes').click()

  await ad.check()
  await recipientsTab()
  await expect(ads).toBeChecked()
  await expect(meta).toBeChecked()
  await expect(ga).not.toBeChecked()
  await expect(site).toBeChecked()
  await expect(site).toBeDisabled()

  await meta.uncheck()
  await purposesTab()
  await expect(ad).toBeChecked()
  await recipientsTab()
  await ads.uncheck()
  await purposesTab()
  await expect(ad).not.toBeChecked()

  await recipientsTab()
  await ga.check()
  await purposesTab()
  await expect(analytics).toBeChecked()
  await expect(combined).not.toBeChecked()
  await recipientsTab()
  await meta.check()
  await purposesTab()
  await expect(ad).toBeChecked()
  await expect(combined).toBeChecked()

  // Turning a purpose off turns its recipients off.
  await analytics.uncheck()
  await expect(combined).not.toBeChecked()
  await recipientsTab()
  await expect(ga).not.toBeChecked()
  await expect(meta).toBeChecked()
  await expect(ads).not.toBeChecked()

  await settings(page).getByRole('button', { name: 'Save selected' }).click()
  await expect(settings(page)).toBeHidden()
  await expect(pane(page)).toBeHidden()
  expect((await cookie(context, 'qfCookiePolicyAccepted'))?.value).toBe('2|4')
  // The recipient cookie: `key:1|key:0` per recipient in the configured order (ADR 024), for the whole site, 183 days.
  const recipients = (await cookie(context, 'qfCookiePolicyRecipient'))!
  expect(recipients.value).toBe('site:1|googleAnalytics:0|googleAds:0|meta:1')
  expect(recipients.path).toBe('/')
  expect(recipients.sameSite).toBe('Lax')
  expect(Math.abs(recipients.expires - (Date.now() / 1000 + 183 * 86400))).toBeLessThan(120)
  await expect.poll(() => asked).toEqual(['GTM-E2EM'])
  // The proof reached the server (its anonymous id, HttpOnly).
  await expect.poll(async () => (await cookie(context, 'qfConsentProof'))?.httpOnly).toBe(true)

  // The server renders the stored choice: the next page's toggles show it.
  await page.reload()
  await expect(pane(page)).toBeHidden()
  await page.locator('#footerCookieSettings').click()
  await expect(settings(page)).toBeVisible()
  await recipientsTab()
  await expect(meta).toBeChecked()
  await expect(ads).not.toBeChecked()
  await expect(ga).not.toBeChecked()
})

test('the combined switch turned off turns analytics, advertising and their recipients off; every switch moves', async ({ page, context }) => {
  await tagHost(page)
  await openSettings(page)
  const [analytics, ad, combined] = [sw(page, 'Analytics'), sw(page, 'Advertising'), sw(page, 'Analytics and advertising')]
  const [site, ga, ads, meta] = [sw(page, RECIPIENT_NAMES.site), sw(page, 'Google Analytics'), sw(page, 'Google Ads'), sw(page, 'Meta')]
  await combined.check()
  await expect(analytics).toBeChecked()
  await expect(ad).toBeChecked()
  await combined.click()
  await expect(combined).not.toBeChecked()
  await expect(analytics).not.toBeChecked()
  await expect(ad).not.toBeChecked()
  await tab(page, 'Recipients').click()
  for (const recipient of [ga, ads, meta]) await expect(recipient).not.toBeChecked()
  await expect(site).toBeChecked()
  // Each purpose's own switch moves both ways.
  await tab(page, 'Purposes').click()
  for (const purpose of [analytics, ad]) {
    await purpose.click()
    await expect(purpose).toBeChecked()
    await purpose.click()
    await expect(purpose).not.toBeChecked()
  }
  await settings(page).getByRole('button', { name: 'Save selected' }).click()
  await expect(settings(page)).toBeHidden()
  expect((await cookie(context, 'qfCookiePolicyAccepted'))?.value).toBe('2')
  expect((await cookie(context, 'qfCookiePolicyRecipient'))?.value).toBe('site:1|googleAnalytics:0|googleAds:0|meta:0')
})

test('accept all turns every recipient on; technical only then turns every non-technical recipient off', async ({ page, context }) => {
  const asked = await tagHost(page)
  await page.goto(HOME.en)
  // The runtime has bound its handlers (before that the buttons post the no-script form).
  await page.locator('.cookies-policy[data-consent-enhanced]').waitFor({ state: 'attached' })
  await pane(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(pane(page)).toBeHidden()
  expect((await cookie(context, 'qfCookiePolicyAccepted'))?.value).toBe('2|3|4|5')
  expect((await cookie(context, 'qfCookiePolicyRecipient'))?.value).toBe('site:1|googleAnalytics:1|googleAds:1|meta:1')
  await expect.poll(() => asked.sort()).toEqual(['GTM-E2EA', 'GTM-E2EM'])

  await page.locator('#footerCookieSettings').click()
  await expect(settings(page)).toBeVisible()
  await tab(page, 'Recipients').click()
  for (const name of Object.values(RECIPIENT_NAMES)) await expect(sw(page, name)).toBeChecked()
  await settings(page).getByRole('button', { name: 'Technical only' }).click()
  await expect(settings(page)).toBeHidden()
  expect((await cookie(context, 'qfCookiePolicyAccepted'))?.value).toBe('2')
  expect((await cookie(context, 'qfCookiePolicyRecipient'))?.value).toBe('site:1|googleAnalytics:0|googleAds:0|meta:0')
  await page.locator('#footerCookieSettings').click()
  await expect(settings(page)).toBeVisible()
  await expect(sw(page, RECIPIENT_NAMES.site)).toBeChecked()
  for (const name of ['Google Analytics', 'Google Ads', 'Meta']) await expect(sw(page, name)).not.toBeChecked()
  await tab(page, 'Purposes').click()
  for (const name of ['Analytics', 'Advertising', 'Analytics and advertising']) await expect(sw(page, name)).not.toBeChecked()
})

test('axe finds nothing with the complex settings open on either tab, a cookie table open', async ({ page }) => {
  await openSettings(page)
  expect(await accessibilityViolations(page)).toEqual([])
  await tab(page, 'Recipients').click()
  const details = settings(page).locator('#consentRecipient-googleAnalytics').locator('xpath=..').locator('details')
  await details.locator('summary').click()
  await expect(details.locator('table')).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])
})

test.describe('complex mode without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('both parts are shown in the form; a recipient ticked and saved sets its purpose and both cookies', async ({ page, context }) => {
    await page.goto('/qf/en/news')
    await expect(pane(page)).toBeVisible()
    await pane(page).getByRole('button', { name: 'Settings' }).click()
    await expect(settings(page)).toBeVisible()
    await expect(settings(page).getByRole('tablist')).toBeHidden()
    await expect(sw(page, 'Analytics')).toBeVisible()
    await expect(sw(page, 'Meta')).toBeVisible()
    const details = settings(page).locator('#consentRecipient-meta').locator('xpath=..').locator('details')
    await details.locator('summary').click()
    await expect(details.locator('tbody tr')).toHaveText([/_fbp\s*Tells visitors apart for ads\s*third party\s*90 days\s*Meta/])
    await sw(page, 'Meta').check()
    await settings(page).getByRole('button', { name: 'Save selected' }).click()
    await expect(page).toHaveURL(/\/qf\/en\/news$/)
    await expect(pane(page)).toBeHidden()
    expect((await cookie(context, 'qfCookiePolicyAccepted'))?.value).toBe('2|4')
    expect((await cookie(context, 'qfCookiePolicyRecipient'))?.value).toBe('site:1|googleAnalytics:0|googleAds:0|meta:1')

    // Technical only from the banner of a fresh visit: every non-technical recipient off.
    await context.clearCookies()
    await page.goto('/qf/en/news')
    await pane(page).getByRole('button', { name: 'Technical only' }).click()
    await expect(page).toHaveURL(/\/qf\/en\/news$/)
    expect((await cookie(context, 'qfCookiePolicyAccepted'))?.value).toBe('2')
    expect((await cookie(context, 'qfCookiePolicyRecipient'))?.value).toBe('site:1|googleAnalytics:0|googleAds:0|meta:0')
  })
})

test('the page’s policy follows the choice (ADR 047): after accept all the containers’ second scripts and hits arrive, none before', async ({ page }) => {
  const seen = await tagStandIns(page)
  const first = await page.goto(HOME.en)
  for (const host of [TAG_HOST, ANALYTICS_HOST, ADS_HOST]) expect(first!.headers()['content-security-policy']).not.toContain(host)
  await page.locator('.cookies-policy[data-consent-enhanced]').waitFor({ state: 'attached' })
  expect(seen).toEqual([])
  const reloaded = page.waitForResponse((res) => new URL(res.url()).pathname === HOME.en && res.request().isNavigationRequest())
  await pane(page).getByRole('button', { name: 'Accept all' }).click()
  const policy = (await reloaded).headers()['content-security-policy']!
  for (const host of [TAG_HOST, ANALYTICS_HOST, ADS_HOST]) expect(policy).toContain(host)
  await expect
    .poll(() => [...seen].sort())
    .toEqual(
      [
        'tags /gtm.js GTM-E2EA',
        'tags /tag.js GTM-E2EA',
        'beacon /collect GTM-E2EA fetch',
        'beacon /collect GTM-E2EA img',
        'tags /gtm.js GTM-E2EM',
        'tags /tag.js GTM-E2EM',
        'ads /collect GTM-E2EM fetch',
        'ads /collect GTM-E2EM img',
      ].sort(),
    )
})
