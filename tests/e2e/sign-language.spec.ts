/**
 * Sign-language videos (spec 000 §2.13, §3, §4; ADR 023) on the seeded study, admissions and
 * accessibility-statement pages: the header switch (role, state, click, Enter, Space, storage),
 * triggers only while it is on, nothing requested from the video host while it is off, the
 * player popup (786×442, autoplay, closed by its button and Escape, emptied on close, focus back
 * on the trigger), a message for a code the block does not list, and plain links without script.
 */
import type { Page, Route } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { SIGN_LANGUAGE_KEY, switchedOn } from './support/sign-language.js'

const STUDY = { cs: '/qf/cs/studium', en: '/qf/en/study' }
const PAGES = [STUDY.cs, '/qf/cs/studium/prijimaci-rizeni', '/qf/cs/o-univerzite/prohlaseni-o-pristupnosti', STUDY.en, '/qf/en/study/admissions', '/qf/en/about/accessibility-statement']
/** The configured host of the test server (playwright.config.ts SIGN_LANGUAGE_VIDEO_HOST), answered by `interceptVideos`. */
const HOST = 'https://video.e2e.test/embed/'
const KEY = SIGN_LANGUAGE_KEY

/** Answers every request to the video host with a small page and counts them. */
async function interceptVideos(page: Page): Promise<string[]> {
  const requested: string[] = []
  await page.route(`${HOST}**`, (route: Route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="cs"><title>Video</title><p>video</p></html>' })
  })
  return requested
}

const toggle = (page: Page) => page.getByRole('switch', { name: /^(Znakový jazyk|Sign language)$/ })

test.describe('sign language: the switch', () => {
  test('is a switch, off by default, toggled by click, Enter and Space, stored in localStorage and announced', async ({ page, problems }) => {
    await page.goto(STUDY.cs)
    const control = toggle(page)
    await expect(control).toBeVisible()
    await expect(control).toHaveAttribute('aria-checked', 'false')
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull()
    await expect(page.locator('.sign-language__trigger')).toHaveCount(0)

    await control.click()
    await expect(control).toHaveAttribute('aria-checked', 'true')
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('1')
    await expect(page.locator('#liveRegion')).toHaveText('Videa ve znakovém jazyce zapnuta')

    await control.focus()
    await page.keyboard.press('Enter')
    await expect(control).toHaveAttribute('aria-checked', 'false')
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('0')
    await expect(page.locator('#liveRegion')).toHaveText('Videa ve znakovém jazyce vypnuta')

    await page.keyboard.press('Space')
    await expect(control).toHaveAttribute('aria-checked', 'true')
    await expect(control).toBeFocused()

    await page.reload()
    await expect(toggle(page)).toHaveAttribute('aria-checked', 'true')
    await expect(page.locator('.sign-language__trigger').first()).toBeVisible()
    expect(problems.summary()).toEqual([])
  })

  test('a tampered stored value counts as off', async ({ page }) => {
    await switchedOn(page, '<script>alert(1)</script>')
    await page.goto(STUDY.en)
    await expect(toggle(page)).toHaveAttribute('aria-checked', 'false')
    await expect(page.locator('.sign-language__trigger')).toHaveCount(0)
  })

  test('is on every page, also those without videos', async ({ page }) => {
    await page.goto('/qf/en/news')
    await toggle(page).click()
    await expect(toggle(page)).toHaveAttribute('aria-checked', 'true')
    await page.goto(STUDY.en)
    await expect(page.locator('.sign-language__trigger').first()).toBeVisible()
  })
})

test.describe('sign language: videos', () => {
  test('nothing is requested from the video host while the switch is off', async ({ page }) => {
    const requested = await interceptVideos(page)
    for (const path of PAGES) {
      await page.goto(path)
      await expect(page.locator('[data-sign-language-videos]').first()).toBeAttached()
      await expect(page.locator('.sign-language__trigger')).toHaveCount(0)
    }
    expect(requested).toEqual([])
  })

  test('while on, every demo page shows triggers, one video code each, in its language', async ({ page }) => {
    await switchedOn(page)
    for (const path of PAGES) {
      await page.goto(path)
      const triggers = page.locator('.sign-language__trigger')
      expect(await triggers.count()).toBeGreaterThan(0)
      for (const trigger of await triggers.all()) {
        const codes = (await trigger.locator('xpath=ancestor::*[@data-sign-language-videos]').getAttribute('data-sign-language-videos'))!.split(',')
        expect(codes).toContain(await trigger.getAttribute('data-sign-language-video'))
      }
      await expect(triggers.first()).toHaveText(path.startsWith('/qf/cs/') ? /^Video ve znakovém jazyce: / : /^Sign-language video: /)
    }
  })

  test('a trigger opens the player 786×442 with autoplay; the close button and Escape close it, empty it and return focus', async ({ page, problems }) => {
    const requested = await interceptVideos(page)
    await switchedOn(page)
    await page.goto(STUDY.cs)
    const trigger = page.locator('.sign-language__trigger').first()
    const code = (await trigger.getAttribute('data-sign-language-video'))!

    await trigger.click()
    const popup = page.getByRole('dialog', { name: 'Video ve znakovém jazyce' })
    await expect(popup).toBeVisible()
    const frame = popup.locator('iframe')
    await expect(frame).toHaveAttribute('width', '786')
    await expect(frame).toHaveAttribute('height', '442')
    await expect(frame).toHaveAttribute('src', `${HOST}${code}?autoplay=1`)
    await expect(frame).toHaveAttribute('allow', /autoplay/)
    await expect(popup.getByRole('heading', { name: 'Video ve znakovém jazyce' })).toBeFocused()
    await expect.poll(() => requested).toEqual([`${HOST}${code}?autoplay=1`])
    expect(await accessibilityViolations(page)).toEqual([])

    const handle = await frame.elementHandle()
    await popup.getByRole('button', { name: 'Zavřít', exact: true }).click()
    await expect(popup).toHaveCount(0)
    expect(await handle!.getAttribute('src')).toBe('about:blank')
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(trigger).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(popup).toBeVisible()
    const again = await popup.locator('iframe').elementHandle()
    await page.keyboard.press('Escape')
    await expect(popup).toHaveCount(0)
    expect(await again!.getAttribute('src')).toBe('about:blank')
    await expect(trigger).toBeFocused()
    expect(problems.summary()).toEqual([])
  })

  test('the player of an English page is labelled in English', async ({ page }) => {
    await interceptVideos(page)
    await switchedOn(page)
    await page.goto(STUDY.en)
    await page.locator('.sign-language__trigger').first().click()
    const popup = page.getByRole('dialog', { name: 'Sign-language video' })
    await expect(popup.getByRole('heading', { name: 'Sign-language video' })).toBeFocused()
  })

  for (const [what, tamper] of [
    ['a code the block does not list', 'qfUnknown99'],
    ['a malformed code with markup', '"><img src=x onerror=alert(1)>'],
    ['a prototype name', '__proto__'],
  ] as const) {
    test(`${what} shows a message instead of an empty player, and nothing is requested`, async ({ page, problems }) => {
      const requested = await interceptVideos(page)
      await switchedOn(page)
      await page.goto(STUDY.cs)
      const trigger = page.locator('.sign-language__trigger').first()
      await trigger.evaluate((el, code) => el.setAttribute('data-sign-language-video', code), tamper)
      await trigger.click()
      const popup = page.getByRole('dialog', { name: 'Video ve znakovém jazyce' })
      await expect(popup).toContainText(`Video „${tamper.slice(0, 40)}“ není k dispozici.`)
      await expect(popup.locator('iframe')).toHaveCount(0)
      await expect(popup.locator('img')).toHaveCount(0)
      expect(await accessibilityViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await expect(trigger).toBeFocused()
      expect(requested).toEqual([])
      expect(problems.summary()).toEqual([])
    })
  }

  test('triggers come back after a partial update of the page while on, and stay away while off', async ({ page }) => {
    await switchedOn(page)
    await page.goto(STUDY.en)
    const count = await page.locator('.sign-language__trigger').count()
    await page.evaluate(() => window.pu.refresh('pageContent'))
    await expect(page.locator('.sign-language__trigger')).toHaveCount(count)
    await toggle(page).click()
    await expect(page.locator('.sign-language__trigger')).toHaveCount(0)
    await page.evaluate(() => window.pu.refresh('pageContent'))
    await expect(page.locator('[data-sign-language-videos]').first()).toBeAttached()
    await expect(page.locator('.sign-language__trigger')).toHaveCount(0)
  })
})

test.describe('sign language: without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each block is a list of plain links to its videos', async ({ page }) => {
    for (const path of [STUDY.cs, '/qf/en/about/accessibility-statement']) {
      await page.goto(path)
      const block = page.locator('[data-sign-language-videos]').first()
      const codes = (await block.getAttribute('data-sign-language-videos'))!.split(',')
      const links = block.getByRole('link')
      await expect(links).toHaveCount(codes.length)
      for (const [i, code] of codes.entries()) await expect(links.nth(i)).toHaveAttribute('href', `${HOST}${code}?autoplay=1`)
      await expect(page.locator('.sign-language__trigger')).toHaveCount(0)
    }
  })
})
