/**
 * Navigation helpers that follow the scroll position (spec 000 §2.7, §2.9, §2.10, §9), on a real
 * content page: the sticky header past 100 px (not while the search panel is open; 40 px body
 * padding and no layout shift), back-to-top past 120 px (a built-in web action), the current
 * section of the secondary navigation.
 */
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { jumpTo, scrollPosition, STATEMENT, topInWindow } from './support/scrolling.js'

declare global {
  interface Window {
    __shift: number
  }
}

test.use({ viewport: { width: 1280, height: 900 } })

const sticky = (page: import('@playwright/test').Page) => page.evaluate(() => document.body.classList.contains('has-sticky-header'))
const bodyPadding = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.body).paddingTop)

test.describe('sticky header', () => {
  test('sticks after 101 px, not at 99 or 100; the body gets 40 px top padding meanwhile', async ({ page }) => {
    await page.goto(STATEMENT.en)
    await jumpTo(page, 99)
    expect(await sticky(page)).toBe(false)
    expect(await bodyPadding(page)).toBe('0px')
    await jumpTo(page, 101)
    expect(await sticky(page)).toBe(true)
    expect(await bodyPadding(page)).toBe('40px')
    expect(await topInWindow(page, '#pageHeader')).toBe(0)
    await jumpTo(page, 600)
    expect(await topInWindow(page, '#pageHeader')).toBe(0)
    await jumpTo(page, 100)
    expect(await sticky(page)).toBe(false)
    expect(await bodyPadding(page)).toBe('0px')
  })

  test('nothing below the header moves and no layout shift is recorded', async ({ page }) => {
    await page.addInitScript(() => {
      window.__shift = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) window.__shift += e.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(STATEMENT.en, { waitUntil: 'networkidle' })
    const documentTop = () => page.locator('#mainContent').evaluate((el) => el.getBoundingClientRect().top + scrollY)
    const before = await documentTop()
    const shiftBefore = await page.evaluate(() => window.__shift)
    for (const y of [101, 400, 99, 150, 0]) {
      await jumpTo(page, y)
      expect(await documentTop(), `at ${y}`).toBe(before)
    }
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.__shift)).toBe(shiftBefore)
  })

  test('does not become sticky while the header search panel is open; does once it closes', async ({ page }) => {
    await page.goto(STATEMENT.en)
    await page.locator('summary.search-toggle').click()
    await expect(page.locator('#headerSearch')).toBeVisible()
    await jumpTo(page, 300)
    expect(await sticky(page)).toBe(false)
    expect(await bodyPadding(page)).toBe('0px')
    await page.keyboard.press('Escape')
    await expect(page.locator('#headerSearch')).toBeHidden()
    await jumpTo(page, 301)
    expect(await sticky(page)).toBe(true)
    expect(await bodyPadding(page)).toBe('40px')
  })

  test('a sticky header stays sticky when its search panel opens, so the panel opens in view', async ({ page }) => {
    await page.goto(STATEMENT.en)
    await jumpTo(page, 400)
    expect(await sticky(page)).toBe(true)
    await page.locator('summary.search-toggle').click()
    await expect(page.locator('#headerSearch')).toBeInViewport()
    expect(await sticky(page)).toBe(true)
  })

  test('axe finds nothing while the header is sticky', async ({ page }) => {
    await page.goto(STATEMENT.en)
    await jumpTo(page, 400)
    expect(await sticky(page)).toBe(true)
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

test.describe('back to top', () => {
  test('hidden at 119 px, shown at 121 px; it takes the page up and focus to the header, through its web action', async ({ page }) => {
    await page.goto(STATEMENT.en)
    const control = page.locator('#backToTop')
    await jumpTo(page, 119)
    await expect(control).toBeHidden()
    await jumpTo(page, 121)
    await expect(control).toBeVisible()
    await jumpTo(page, 900)
    await control.click()
    await expect.poll(() => scrollPosition(page)).toBe(0)
    await expect(page.locator('#pageHeader')).toBeFocused()
    // The action ran, not the link: the address did not get the link's hash.
    expect(new URL(page.url()).hash).toBe('')
    await expect(control).toBeHidden()
  })

  test('works before any web action is connected, and from the keyboard', async ({ page, problems }) => {
    await page.goto(STATEMENT.en)
    await jumpTo(page, 900)
    await page.locator('#backToTop').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => scrollPosition(page)).toBe(0)
    expect(problems.summary()).toEqual([])
  })
})

test.describe('secondary navigation: the current section', () => {
  const current = (page: import('@playwright/test').Page) =>
    page.evaluate(() => [...document.querySelectorAll('#secondaryNav a[aria-current="true"]')].map((a) => [a.getAttribute('href'), a.classList.contains('is-active')]))

  test('the first section at the top, the one that reached 120 px while scrolling, the last at the bottom', async ({ page }) => {
    await page.goto(STATEMENT.en)
    const hrefs = await page.locator('#secondaryNav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
    expect(hrefs.length).toBeGreaterThan(3)
    await expect.poll(() => current(page)).toEqual([[hrefs[0], true]])
    const third = hrefs[2]!
    const thirdTop = await page.locator(third).evaluate((el) => el.getBoundingClientRect().top + scrollY)
    await jumpTo(page, Math.round(thirdTop) - 120)
    await expect.poll(() => current(page)).toEqual([[third, true]])
    await jumpTo(page, Math.round(thirdTop) - 130)
    await expect.poll(() => current(page)).toEqual([[hrefs[1], true]])
    await jumpTo(page, 100_000)
    await expect.poll(() => current(page)).toEqual([[hrefs.at(-1), true]])
  })

  test('is sticky 120 px from the top', async ({ page }) => {
    await page.goto(STATEMENT.en)
    await jumpTo(page, 800)
    expect(await topInWindow(page, '#secondaryNav')).toBe(120)
  })
})
