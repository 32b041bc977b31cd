/**
 * The login popup (spec 000 §2.8, §4 "Popups" and "Login"; ADR 021): the header's login link
 * opens the login page's `loginForm` region in a modal popup; a failed login shows its message
 * inside with focus on it; a successful one is a POST partial update inside the popup whose
 * success action closes it, while the login's reload refreshes the user menu, the lists and the
 * page. The modal popup's own behaviour is proven here on that real popup: scroll lock and
 * restore, focus into it, kept inside, returned; Escape, the close button and the backdrop;
 * the announcements; the ajax content cached on the trigger; axe with the popup open.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'

const NAME = 'Jana Nováková'
const EMAIL = 'student@example.cz'
const PASSWORD = 'Heslo-2026'

const loginLink = (page: Page) => page.locator('#userMenu a', { hasText: /^(Přihlásit se|Log in)$/ })
const dialog = (page: Page) => page.getByRole('dialog')

async function ready(page: Page, url: string) {
    // Two accessibility checkers and a login on a shared machine: more than the default minute.
    test.slow()
  await page.goto(url)
  await page.waitForFunction(() => typeof window.pu?.update === 'function')
  await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1))
}
const noFullLoad = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1)

test.describe('popup: the login form in a modal popup', () => {
  test('a failed login shows its message in the popup with focus on it; a good one closes it and reloads menu, lists and page', async ({ page, problems }) => {
    await ready(page, '/qf/cs/aktuality?page=2')
    const requests: string[] = []
    page.on('request', (r) => r.headers()['x-pu-target'] === 'loginForm' && requests.push(r.url()))
    await loginLink(page).click()
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page)).toHaveAccessibleName('Přihlášení')
    // Focus moves into the popup, onto the first field once the form is there.
    await expect(page.getByLabel('E-mail')).toBeFocused()
    expect(new URL(requests[0]!).searchParams.get('returnTo')).toBe('/qf/cs/aktuality?page=2')
    // The dynamic variant: caching off and a timestamp, so nothing between may answer from a cache.
    expect(requests[0]).toContain('_=')
    expect(Number(new URL(requests[0]!).searchParams.get('_ts'))).toBeGreaterThan(Date.now() - 60_000)
    expect(await accessibilityViolations(page)).toEqual([])

    await page.getByLabel('E-mail').fill(EMAIL)
    await page.getByLabel('Heslo').fill('spatne-heslo')
    await page.getByRole('button', { name: 'Přihlásit se' }).click()
    const message = dialog(page).locator('[role="alert"]')
    await expect(message).toContainText('E-mail nebo heslo nesouhlasí.')
    await expect(message).toBeFocused()
    await expect(dialog(page)).toBeVisible()
    await expect(page.locator('#userMenu')).toContainText('Přihlásit se')
    expect(await accessibilityViolations(page)).toEqual([])

    const include = page.waitForRequest((r) => r.url().includes('/qf/cs/ramjet/include'))
    await page.getByLabel('Heslo').fill(PASSWORD)
    await page.getByRole('button', { name: 'Přihlásit se' }).click()
    expect((await include).headers()['x-pu-target']?.split(',').sort()).toEqual(['userLists', 'userListsRwd', 'userMenu'])
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.locator('#userMenu')).toContainText(NAME)
    await expect(page.locator('#newsList .pagination__current')).toHaveText('2')
    expect(new URL(page.url()).pathname).toBe('/qf/cs/aktuality')
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
    // Focus lands where the login put it, though the page was inert behind the popup then.
    await expect(page.locator('#userMenuName')).toBeFocused()
    await expect(page.locator('#liveRegion')).toContainText(NAME)
    expect(await noFullLoad(page)).toBe(true)
    expect(problems.summary(/status of 422/)).toEqual([])
  })

  test('Escape, the close button and the backdrop close it; focus returns to the link; each open asks afresh', async ({ page, problems }) => {
    await ready(page, '/qf/en/news')
    const asked: string[] = []
    page.on('request', (r) => r.headers()['x-pu-target'] === 'loginForm' && asked.push(new URL(r.url()).searchParams.get('_ts')!))
    const link = loginLink(page)

    // Every text the live region is given, in order (a later announcement may replace one).
    await page.evaluate(() => {
      const w = window as unknown as { __said: string[] }
      w.__said = []
      const live = document.getElementById('liveRegion')!
      new MutationObserver(() => w.__said.push(live.textContent ?? '')).observe(live, { childList: true, characterData: true, subtree: true })
    })
    const said = () => page.evaluate(() => (window as unknown as { __said: string[] }).__said.map((t) => t.trim()))
    await link.click()
    await expect(page.getByLabel('Email')).toBeFocused()
    await expect.poll(said).toContain('Window opened: Log in')
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await expect(link).toBeFocused()
    await expect(page.locator('#liveRegion')).toHaveText('Window closed: Log in')
    expect((await said()).filter((t) => t.startsWith('Window')), 'announced once each').toEqual(['Window opened: Log in', 'Window closed: Log in'])

    await link.click()
    await expect(page.getByLabel('Email')).toBeFocused()
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(link).toBeFocused()

    await link.click()
    await expect(page.getByLabel('Email')).toBeVisible()
    // The backdrop: a point outside the dialog's box.
    await page.mouse.click(5, 5)
    await expect(dialog(page)).toHaveCount(0)
    await expect(link).toBeFocused()
    expect(asked, 'the dynamic variant is never cached: three opens, three requests').toHaveLength(3)
    expect(new Set(asked).size, 'each with its own timestamp').toBe(3)
    expect(problems.summary()).toEqual([])
  })

  test('page scrolling is locked while it is open and the position restored on close', async ({ page }) => {
    await ready(page, '/qf/cs/aktuality')
    await page.evaluate(() => window.scrollTo(0, 700))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700)
    await loginLink(page).evaluate((a: HTMLElement) => a.click())
    await expect(page.getByLabel('E-mail')).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await page.mouse.move(200, 400)
    await page.mouse.wheel(0, 600)
    await page.keyboard.press('End')
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(700)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    expect(await page.evaluate(() => window.scrollY)).toBe(700)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
    await page.mouse.wheel(0, 300)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(700)
  })

  test('Tab and Shift+Tab stay inside the popup', async ({ page }) => {
    await ready(page, '/qf/en/home')
    await loginLink(page).click()
    await expect(page.getByLabel('Email')).toBeFocused()
    const inside = () => page.evaluate(() => !!document.activeElement?.closest('dialog'))
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await inside(), `Tab ${i + 1}`).toBe(true)
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await inside(), `Shift+Tab ${i + 1}`).toBe(true)
    }
  })

  /**
   * The success action is the trigger's `data-popup-success` (the header's login link says
   * `close`); here the same real link is given each of the others before it is clicked, as a page
   * would set it, and the real login POST runs inside the popup.
   */
  async function logInThrough(page: Page, success: string | null, ignore = false) {
    await loginLink(page).evaluate((a, value) => (value === null ? a.removeAttribute('data-popup-success') : a.setAttribute('data-popup-success', value)), success)
    await loginLink(page).click()
    await expect(page.getByLabel('E-mail')).toBeFocused()
    if (ignore) await dialog(page).locator('form').evaluate((form) => form.setAttribute('data-popup-success-ignore', ''))
    await page.getByLabel('E-mail').fill(EMAIL)
    await page.getByLabel('Heslo').fill(PASSWORD)
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/ramjet/performLogin'))
    await dialog(page).getByRole('button', { name: 'Přihlásit se' }).click()
    expect((await posted).status()).toBe(200)
  }

  test('success action refresh: the popup closes and the named target of the page is asked again', async ({ page, problems }) => {
    await ready(page, '/qf/cs/aktuality')
    const asked: string[] = []
    page.on('request', (r) => r.method() === 'GET' && asked.push(r.headers()['x-pu-target'] ?? ''))
    await logInThrough(page, 'refresh:newsList')
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.locator('#userMenu')).toContainText(NAME)
    await expect.poll(() => asked.filter((t) => t.split(',').includes('newsList'))).toHaveLength(1)
    await expect(page.locator('#newsList')).toBeVisible()
    expect(await noFullLoad(page)).toBe(true)
    expect(problems.summary()).toEqual([])
  })

  test('success action redirect: the window goes to the named path of this site', async ({ page }) => {
    await ready(page, '/qf/cs/aktuality')
    await logInThrough(page, 'redirect:/qf/cs/studium')
    await expect(page).toHaveURL(/\/qf\/cs\/studium$/)
    expect(await noFullLoad(page), 'a new document').toBe(false)
    await expect(page.locator('#userMenu')).toContainText(NAME)
  })

  test('success action redirect without a path, after an answer that swapped nothing (the login reloads): the page loads again', async ({ page }) => {
    await ready(page, '/qf/cs/aktuality?page=2')
    const loaded = page.waitForEvent('load')
    await logInThrough(page, 'redirect')
    await loaded
    expect(await noFullLoad(page), 'a new document').toBe(false)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/qf/cs/aktuality?page=2')
    await expect(page.locator('#userMenu')).toContainText(NAME)
  })

  test('success action redirect without a path, after an answer with content: the window goes to that content\'s address', async ({ page }) => {
    await ready(page, '/qf/cs/aktuality')
    // The login answers a good login with a reload; here the POST is answered as a form that
    // swaps its region in place (200) would be: its content's address in X-PU-Url. The body is the
    // real login form region (the answer to an empty password, refused before any check, made 200).
    await page.route('**/qf/cs/ramjet/performLogin', async (route) => {
      const response = await route.fetch({ postData: route.request().postData()!.replace(/password=[^&]*/, 'password=') })
      // The body comes decoded: the compression headers must not travel with it; nor the
      // refusal's error flag, which makes any answer no success.
      const { 'content-encoding': _encoding, 'content-length': _length, 'x-pu-error': _error, ...headers } = response.headers()
      await route.fulfill({ response, status: 200, headers: { ...headers, 'x-pu-url': '/qf/cs/studium' } })
    })
    await logInThrough(page, 'redirect')
    await expect(page).toHaveURL(/\/qf\/cs\/studium$/)
    expect(await noFullLoad(page)).toBe(false)
  })

  test('a form marked to ignore the success action leaves the popup open after its successful POST', async ({ page }) => {
    await ready(page, '/qf/cs/aktuality')
    await logInThrough(page, 'close', true)
    // The login itself went through (its reload refreshed the menu behind the popup)...
    await expect(page.locator('#userMenu')).toContainText(NAME)
    // ...and the popup stayed.
    await page.waitForTimeout(300)
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
  })

  for (const [what, value] of [
    ['a redirect to another site', 'redirect:https://evil.example/steal'],
    ['a protocol-relative redirect', 'redirect://evil.example/'],
    ['a script address', 'redirect:javascript:alert(1)'],
    ['a target id with markup', 'refresh:<img src=x>'],
    ['an unknown action', 'explode'],
  ] as const) {
    test(`a tampered success action (${what}) is no action: the popup stays, nothing leaves the site`, async ({ page, problems }) => {
      await ready(page, '/qf/cs/aktuality')
      const foreign: string[] = []
      page.on('request', (r) => r.url().includes('evil.example') && foreign.push(r.url()))
      await logInThrough(page, value)
      await expect(page.locator('#userMenu')).toContainText(NAME)
      await page.waitForTimeout(300)
      await expect(dialog(page)).toBeVisible()
      expect(new URL(page.url()).pathname).toBe('/qf/cs/aktuality')
      expect(await noFullLoad(page)).toBe(true)
      expect(foreign).toEqual([])
      expect(problems.summary()).toEqual([])
    })
  }

  test('on the login page itself the link is an ordinary link', async ({ page }) => {
    await ready(page, '/qf/cs/prihlaseni')
    await expect(loginLink(page)).not.toHaveAttribute('data-popup', /.*/)
  })
})

test.describe('popup: the login link without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('goes to the login page, which returns to the page after logging in', async ({ page }) => {
    await page.goto('/qf/cs/aktuality?page=2')
    await loginLink(page).click()
    await expect(page).toHaveURL(/\/qf\/cs\/prihlaseni\?returnTo=/)
    await page.getByLabel('E-mail').fill(EMAIL)
    await page.getByLabel('Heslo').fill(PASSWORD)
    await page.getByRole('button', { name: 'Přihlásit se' }).click()
    await expect(page).toHaveURL(/\/qf\/cs\/aktuality\?page=2$/)
    await expect(page.locator('#userMenu')).toContainText(NAME)
  })
})
