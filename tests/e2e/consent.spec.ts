/**
 * Cookie consent in Chromium (spec 001 §2-§9; ADR 024): the banner on a first visit, each button,
 * the 1 ms class delay (Playwright's clock), the settings' focus trap, the data layer's order,
 * the tag host intercepted (no request before consent, ever), the exact console errors, the
 * configuration errors, cookies disabled, the no-JS form, axe with the banner and the settings open.
 * These specs start without the consent cookie the other specs get (playwright.config.ts).
 */
import type { BrowserContext, Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'

test.use({ storageState: { cookies: [], origins: [] } })

const HOME = '/qf/en/home'
const TAG_HOST = 'https://tags.e2e.test'

/** Intercepts the tag host; returns the container ids asked for. */
async function tagHost(page: Page): Promise<string[]> {
  const asked: string[] = []
  await page.route(`${TAG_HOST}/**`, (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('id') ?? '?')
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  return asked
}

/** The data layer as plain values: gtag's `arguments` become arrays; `gtm.start` times dropped. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => {
      if (Object.prototype.toString.call(entry) === '[object Arguments]') return Array.from(entry as ArrayLike<unknown>)
      const { 'gtm.start': _, ...rest } = entry as Record<string, unknown>
      return rest
    }),
  )

const consentCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'qfCookiePolicyAccepted')?.value

/** Rewrites the page's HTML on its way in (options the server would need another start for). */
async function rewritePage(page: Page, edit: (html: string) => string) {
  await page.route(`**${HOME}`, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: edit(await response.text()) })
  })
}

const denied = { security_storage: 'denied', functionality_storage: 'denied', personalization_storage: 'denied', analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }
const pane = (page: Page) => page.locator('#cookies-policy-pane')
/** The consent runtime has bound its handlers (before that the buttons post the no-script form). */
const enhanced = (page: Page) => page.locator('.cookies-policy[data-consent-enhanced]').waitFor({ state: 'attached' })
const settings = (page: Page) => page.locator('#cookies-policy-settings')

test.describe('consent: first visit', () => {
  test('the banner is open, nothing is asked of the tag host and only the default is in the data layer', async ({ page, problems }) => {
    const asked = await tagHost(page)
    await page.goto(HOME)
    await expect(pane(page)).toBeVisible()
    await expect(settings(page)).toBeHidden()
    await page.waitForFunction(() => document.querySelector('#cookies-policy-settings') && window.dataLayer)
    expect(await dataLayer(page)).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }]])
    expect(asked).toEqual([])
    expect(problems.summary()).toEqual([])
  })

  test('reject and accept weigh the same: equal size and colour', async ({ page }) => {
    await page.goto(HOME)
    const style = (name: string) =>
      pane(page).getByRole('button', { name, exact: true }).evaluate((el) => {
        const s = getComputedStyle(el)
        return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, (el as HTMLElement).offsetHeight]
      })
    expect(await style('Technical only')).toEqual(await style('Accept all'))
  })

  test('axe finds nothing with the banner open, nor with the settings open', async ({ page }) => {
    await page.goto(HOME)
    await expect(pane(page)).toBeVisible()
    expect(await accessibilityViolations(page)).toEqual([])
    await pane(page).getByRole('button', { name: 'Settings' }).click()
    await expect(settings(page)).toBeVisible()
    expect(await accessibilityViolations(page)).toEqual([])
  })

  test('no layout shift: the banner is in the first paint and stands over the page', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: { value: number; sources: string[] }[] }
      w.__cls = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
          if (!e.hadRecentInput) w.__cls.push({ value: e.value, sources: e.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName}#${s.node.id}` : String(s.node?.nodeName))) })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(HOME, { waitUntil: 'load' })
    await expect(pane(page)).toBeVisible()
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    const shifts = await page.evaluate(() => (window as unknown as { __cls: { value: number; sources: string[] }[] }).__cls)
    // Nothing of the consent UI moves: no shift names it, and the page's own stay within budget.
    expect(shifts.flatMap((s) => s.sources).filter((s) => /consent|cookies-policy/.test(s))).toEqual([])
    expect(shifts.reduce((sum, s) => sum + s.value, 0), JSON.stringify(shifts)).toBeLessThanOrEqual(0.01)
    expect(await pane(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
  })
})

test.describe('consent: choices', () => {
  test('accept all: the class goes 1 ms later, the cookie holds every level, the update and consent_update precede both containers', async ({ page, context }) => {
    const asked = await tagHost(page)
    await page.clock.install()
    await page.goto(HOME)
    await page.waitForFunction(() => document.querySelector('#cookies-policy-pane')?.classList.contains('is-open') && window.dataLayer)
    await page.clock.pauseAt(Date.now() + 1000)
    await pane(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(pane(page)).toHaveClass(/is-open/)
    await page.clock.runFor(1)
    await expect(pane(page)).not.toHaveClass(/is-open/)
    await expect(pane(page)).toBeHidden()
    expect(await consentCookie(context)).toBe('2|3|4|5')
    await expect.poll(() => asked.sort()).toEqual(['GTM-E2EA', 'GTM-E2EM'])
    const layer = await dataLayer(page)
    expect(layer.slice(0, 5)).toEqual([
      ['consent', 'default', { ...denied, wait_for_update: 500 }],
      ['consent', 'update', { ...denied, analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }],
      { event: 'consent_update' },
      { event: 'gtm.js' },
      { event: 'gtm.js' },
    ])
    await expect(page.locator('#liveRegion')).toHaveText('Your cookie choice has been saved.')
  })

  test('a later page with stored consent sends the update and loads what it allows; the banner stays closed', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'qfCookiePolicyAccepted', value: '2|3', url: baseURL! }])
    const asked = await tagHost(page)
    await page.goto(HOME)
    await expect.poll(() => asked).toEqual(['GTM-E2EA'])
    await expect(pane(page)).toBeHidden()
    expect((await dataLayer(page)).slice(1, 3)).toEqual([['consent', 'update', { ...denied, analytics_storage: 'granted' }], { event: 'consent_update' }])
  })

  test('a bracketed cookie is migrated to the pipe format', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'qfCookiePolicyAccepted', value: '[4,2]', url: baseURL! }])
    await tagHost(page)
    await page.goto(HOME)
    await expect.poll(() => consentCookie(context)).toBe('2|4')
    await expect(pane(page)).toBeHidden()
  })

  test('technical only: every purpose off, nothing asked of the tag host', async ({ page, context }) => {
    const asked = await tagHost(page)
    await page.goto(HOME)
    await enhanced(page)
    await pane(page).getByRole('button', { name: 'Technical only' }).click()
    await expect(pane(page)).toBeHidden()
    expect(await consentCookie(context)).toBe('2')
    expect((await dataLayer(page)).slice(1)).toEqual([['consent', 'update', denied], { event: 'consent_update' }])
    expect(asked).toEqual([])
  })

  test('settings: focus moves in and is trapped, Escape closes and returns focus; the combined toggle follows; save selected loads only analytics', async ({ page, context }) => {
    const asked = await tagHost(page)
    await page.goto(HOME)
    const open = pane(page).getByRole('button', { name: 'Settings' })
    await expect(open).toBeVisible()
    await enhanced(page)
    await open.focus()
    await page.keyboard.press('Enter')
    await expect(settings(page)).toBeVisible()
    await expect(settings(page).getByRole('heading', { name: 'Cookie settings' })).toBeFocused()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await settings(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(settings(page)).toBeHidden()
    await expect(open).toBeFocused()

    await open.click()
    const analytics = settings(page).getByRole('switch', { name: 'Analytics', exact: true })
    const ad = settings(page).getByRole('switch', { name: 'Advertising', exact: true })
    const combined = settings(page).getByRole('switch', { name: 'Analytics and advertising' })
    await analytics.check()
    await ad.check()
    await expect(combined).toBeChecked()
    await combined.uncheck()
    await expect(analytics).not.toBeChecked()
    await expect(ad).not.toBeChecked()
    await analytics.check()
    await settings(page).getByRole('button', { name: 'Save selected' }).click()
    await expect(settings(page)).toBeHidden()
    await expect(pane(page)).toBeHidden()
    expect(await consentCookie(context)).toBe('2|3')
    await expect.poll(() => asked).toEqual(['GTM-E2EA'])
  })

  test('the banner’s close button hides it without saving; the footer link reopens the settings', async ({ page, context }) => {
    await rewritePage(page, (html) => html.replace('data-consent-choice="all" name="choice">Accept all</button></div>', '$&<button type="button" class="cookies-policy__close" data-consent-close="pane" aria-label="Close the banner without saving">×</button>'))
    await page.goto(HOME)
    await enhanced(page)
    await pane(page).getByRole('button', { name: 'Close the banner without saving' }).click()
    await expect(pane(page)).toBeHidden()
    expect(await consentCookie(context)).toBeUndefined()
    await page.locator('#footerCookieSettings').click()
    await expect(settings(page)).toBeVisible()
    await settings(page).getByRole('button', { name: 'Close the settings' }).click()
    await expect(settings(page)).toBeHidden()
    await expect(page.locator('#footerCookieSettings')).toBeFocused()
  })
})

test.describe('consent: reopening, revisions, tampered cookies', () => {
  test('links anywhere on the page reopen the banner or the settings; focus goes in and comes back; the address keeps no hash', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'qfCookiePolicyAccepted', value: '2', url: baseURL! }])
    await rewritePage(page, (html) =>
      html.replace('</main>', '<p><a href="#cookies-policy-pane" data-consent-open="pane" id="e2eReopenPane">Cookie banner</a> <a href="#cookies-policy-settings" data-consent-open="settings" id="e2eReopenSettings">Cookie choices</a></p></main>'),
    )
    await page.goto(HOME)
    await page.waitForFunction(() => window.dataLayer?.some((e) => (e as { event?: string }).event === 'consent_update'))
    await expect(pane(page)).toBeHidden()

    await page.locator('#e2eReopenPane').click()
    await expect(pane(page)).toBeVisible()
    await expect(pane(page)).toBeFocused()
    // The choice needs more than the page's policy names: the page loads again under the new one (ADR 047).
    const reloaded = page.waitForEvent('load')
    await pane(page).getByRole('button', { name: 'Accept all' }).click()
    await reloaded
    await expect(pane(page)).toBeHidden()
    await expect(page.locator('#e2eReopenPane')).toBeFocused()
    expect(await consentCookie(context)).toBe('2|3|4|5')

    await page.locator('#e2eReopenSettings').click()
    await expect(settings(page)).toBeVisible()
    await expect(settings(page).getByRole('heading', { name: 'Cookie settings' })).toBeFocused()
    await expect(settings(page).getByRole('switch', { name: 'Analytics', exact: true })).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(settings(page)).toBeHidden()
    await expect(page.locator('#e2eReopenSettings')).toBeFocused()
    // The settings' own accept-all button in their header saves and closes as well.
    await page.locator('#e2eReopenSettings').click()
    await settings(page).getByRole('switch', { name: 'Analytics and advertising' }).uncheck()
    await page.locator('#cookiesPolicySettingsAcceptAll').click()
    await expect(settings(page)).toBeHidden()
    expect(await consentCookie(context)).toBe('2|3|4|5')
    expect(new URL(page.url()).hash).toBe('')
    await page.reload()
    await expect(settings(page)).toBeHidden()
    await expect(pane(page)).toBeHidden()
  })

  test('a choice made under an older policy revision asks again and grants nothing until made again', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'qfCookiePolicyAccepted', value: '2|3|4|5', url: baseURL! },
      // The e2e server's revision is 1 (CONSENT_POLICY_REVISION's default): this proof names 0.
      { name: 'qfConsentProof', value: '0b0b0b0b-1111-4111-8111-111111111111.0', url: baseURL!, httpOnly: true },
    ])
    const asked = await tagHost(page)
    await page.goto(HOME)
    await expect(pane(page)).toBeVisible()
    await enhanced(page)
    await page.waitForTimeout(300)
    expect(await dataLayer(page)).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }]])
    expect(asked).toEqual([])

    await pane(page).getByRole('button', { name: 'Technical only' }).click()
    await expect(pane(page)).toBeHidden()
    // The proof is recorded again under the same anonymous id, now naming revision 1.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'qfConsentProof')?.value).toBe('0b0b0b0b-1111-4111-8111-111111111111.1')
    await page.reload()
    await expect(pane(page)).toBeHidden()
    expect(asked).toEqual([])
  })

  test('tampered, overlong, negative and non-numeric cookies read as no consent: the banner asks, nothing is granted, nothing breaks', async ({ page, context, baseURL, problems }) => {
    const asked = await tagHost(page)
    for (const value of ['2|x', '9|42', '-1', '-3|-2', 'abc', '%E0%A4%A', '[2,x]', '3'.repeat(80), '2|3|'.repeat(30)]) {
      await context.clearCookies()
      await context.addCookies([{ name: 'qfCookiePolicyAccepted', value, url: baseURL! }])
      await page.goto(HOME)
      await expect(pane(page), value).toBeVisible()
      await page.waitForFunction(() => window.dataLayer && document.querySelector('#cookies-policy-settings'))
      expect(await dataLayer(page), value).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }]])
    }
    // An unknown level beside known ones is dropped: the rest stands.
    await context.clearCookies()
    await context.addCookies([{ name: 'qfCookiePolicyAccepted', value: '2|3|9', url: baseURL! }])
    await page.goto(HOME)
    await expect.poll(() => asked).toEqual(['GTM-E2EA'])
    await expect(pane(page)).toBeHidden()
    expect(problems.summary()).toEqual([])
  })
})

test.describe('consent: errors and exclusions', () => {
  test('containers that are not set log the exact errors and inject nothing', async ({ page, problems }) => {
    const asked = await tagHost(page)
    await rewritePage(page, (html) => html.replace('data-gtm-analytics="GTM-E2EA"', 'data-gtm-analytics="!NOTSET!"').replace(' data-gtm-marketing="GTM-E2EM"', ''))
    await page.goto(HOME)
    await enhanced(page)
    await pane(page).getByRole('button', { name: 'Accept all' }).click()
    await expect.poll(() => problems.consoleErrors.map((m) => m.text())).toEqual(['GTM container for analytics tags is not set!', 'GTM container for marketing tags is not set!'])
    expect(asked).toEqual([])
  })

  for (const [name, edit, message] of [
    ['complex with split containers', (h: string) => h.replace('data-consent-mode="simple" data-consent-split="0"', 'data-consent-mode="complex" data-consent-split="1"'), 'You can not use this combination of settings!'],
    ['complex without recipient data', (h: string) => h.replace('data-consent-mode="simple"', 'data-consent-mode="complex"'), 'Data for recipient checkboxes is missing in the json data!'],
  ] as const) {
    test(`configuration error: ${name}`, async ({ page, problems }) => {
      await rewritePage(page, edit)
      await page.goto(HOME)
      await expect.poll(() => problems.consoleErrors.map((m) => m.text())).toEqual([message])
      await expect(pane(page)).toBeHidden()
    })
  }

  test('no consent UI with cookies disabled, nor where the excluded selector matches; the hide marker closes it once', async ({ page }) => {
    // The browser's own switch (DevTools' "disable cookies"): document.cookie stops working and
    // navigator.cookieEnabled reads false.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setDocumentCookieDisabled', { disabled: true })
    await page.goto(HOME)
    expect(await page.evaluate(() => navigator.cookieEnabled)).toBe(false)
    await expect(page.locator('#consent .cookies-policy')).toBeHidden()

    const other = await page.context().newPage()
    await rewritePage(other, (html) => html.replace('<body class="section-web"', '<body data-no-consent="" class="section-web"'))
    await other.goto(HOME)
    await expect(other.locator('#consent .cookies-policy')).toBeHidden()

    const marked = await page.context().newPage()
    await rewritePage(marked, (html) => html.replace('<body class="section-web"', '<body class="section-web hide-cookies-policy"'))
    await marked.goto(HOME)
    await expect(marked.locator('body')).not.toHaveClass(/hide-cookies-policy/)
    await expect(pane(marked)).toBeHidden()
  })
})

test.describe('consent without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the banner is a plain form: technical only and save selected post, set the cookie and come back', async ({ page, context }) => {
    await page.goto('/qf/en/news')
    await expect(pane(page)).toBeVisible()
    await pane(page).getByRole('button', { name: 'Technical only' }).click()
    await expect(page).toHaveURL(/\/qf\/en\/news$/)
    expect(await consentCookie(context)).toBe('2')
    await expect(pane(page)).toBeHidden()

    await context.clearCookies()
    await page.goto(HOME)
    await pane(page).getByRole('button', { name: 'Settings' }).click()
    await expect(settings(page)).toBeVisible()
    await settings(page).getByRole('switch', { name: 'Analytics', exact: true }).check()
    await settings(page).getByRole('button', { name: 'Save selected' }).click()
    await expect(page).toHaveURL(new RegExp(`${HOME}$`))
    expect(await consentCookie(context)).toBe('2|3')
    await expect(pane(page)).toBeHidden()
  })
})
