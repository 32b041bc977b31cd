/**
 * The site without JavaScript (ADR 013): icons draw from the sprite file; every header
 * disclosure is closed until opened and opens natively; on a phone the page's own content comes
 * right after the header bar; the search scope decides where the form goes (through the search
 * route); the sale countdown shows the time left as the server rendered it.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.js'
import { locate, routes, type PageType } from './support/site.js'

test.use({ javaScriptEnabled: false })

/** Width of what an icon's <use> draws: 0 while its symbol is missing. */
const drawnWidth = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((svg) => (svg.querySelector('use') as SVGUseElement).getBBox().width)

for (const width of [1280, 375]) {
  test.describe(`without JavaScript at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('no-js: the header icons draw from the sprite file', async ({ page }) => {
      await page.goto(routes.home.en)
      await expect(page.locator('html')).not.toHaveClass(/js/)
      const icons = ['.logo__mark', '.search-toggle .icon', '.user-menu .icon', '.user-lists .icon', ...(width < 900 ? ['.menu-toggle .icon'] : ['.main-nav__chevron'])]
      for (const icon of icons) {
        await expect(page.locator(icon).first()).toBeVisible()
        await expect.poll(() => drawnWidth(page, icon), { message: `${icon} draws` }).toBeGreaterThan(0)
      }
      const version = await page.locator('html').getAttribute('data-sprite-version')
      await expect(page.locator('.logo__mark use')).toHaveAttribute('href', `/build/img/svg/svg-sprite-${version}.svg#icon-logo`)
    })

    test('no-js: the search panel and the mega menus are closed, and open from their buttons', async ({ page }) => {
      await page.goto(routes.home.en)
      await expect(page.locator('#headerSearch')).toBeHidden()
      await expect(page.locator('#mainNav .mega-menu')).toHaveCount(await page.locator('#mainNav details.main-nav__section').count())
      for (const mega of await page.locator('#mainNav .mega-menu').all()) await expect(mega).toBeHidden()

      await page.locator('summary.search-toggle').click()
      await expect(page.locator('#headerSearchQuery')).toBeVisible()
      await page.locator('summary.search-toggle').click()
      await expect(page.locator('#headerSearch')).toBeHidden()

      if (width < 900) {
        await expect(page.locator('#mainNav')).toBeHidden()
        await page.locator('summary.menu-toggle').click()
        await expect(page.locator('#mainNav')).toBeVisible()
      } else {
        await expect(page.locator('summary.menu-toggle')).toBeHidden()
        await expect(page.locator('#mainNav')).toBeVisible()
      }
      const section = page.locator('#mainNav details.main-nav__section').first()
      await section.locator('> summary').click()
      await expect(section.locator('.mega-menu a').first()).toBeVisible()
    })

    for (const type of ['home', 'newsList', 'category', 'product'] satisfies PageType[]) {
      test(`no-js: the ${type} page's heading is right under the header`, async ({ page }) => {
        const target = await locate(page, type, 'cs')
        await page.goto(target.url)
        const header = await page.locator('#pageHeader').boundingBox()
        const heading = await page.locator('h1#mainContent').boundingBox()
        expect(header!.height, 'header height').toBeLessThan(200)
        expect(heading!.y, 'the h1 in the first screen').toBeLessThan(header!.height + 250)
      })
    }
  })
}

test('no-js: the search scope decides where the form goes', async ({ page }) => {
  await page.goto(routes.home.en)
  await page.locator('summary.search-toggle').click()
  await page.locator('input[name="searchScope"][value="documents"]').check()
  await page.locator('#headerSearchQuery').fill('thesis guidelines')
  await page.locator('#headerSearch button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname === '/qf/en/ramjet/helpzone/search-files')
  expect(new URL(page.url()).searchParams.get('frm.query')).toBe('thesis guidelines')

  await page.goto(routes.eshop.cs)
  await page.locator('summary.search-toggle').click()
  await expect(page.locator('input[name="searchScope"][value="eshop"]')).toBeChecked()
  await page.locator('#headerSearchQuery').fill('hrnek')
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === '/qf/cs/ramjet/vyhledavani-eshop')
  expect(new URL(page.url()).searchParams.get('frm.query')).toBe('hrnek')

  await page.goto(routes.home.cs)
  await page.locator('summary.search-toggle').click()
  const faculty = page.locator('#headerSearchCategory option').nth(2)
  await page.locator('#headerSearchCategory').selectOption(await faculty.getAttribute('value'))
  await page.locator('#headerSearchQuery').fill('knihovna')
  await page.locator('#headerSearch button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname === '/qf/cs/ramjet/helpzone/vyhledavani-obsah')
  const params = new URL(page.url()).searchParams
  expect([params.get('frm.query'), params.get('frm.facultyCategory')]).toEqual(['knihovna', await faculty.getAttribute('value')])
})

test('no-js: the sale countdown shows the time left as the server rendered it', async ({ page }) => {
  await page.goto(routes.eshop.en)
  const island = page.locator('.countdown[data-countdown]')
  const props = { until: (await island.getAttribute('data-countdown'))!, now: (await island.getAttribute('data-counted-from'))! }
  // Whole seconds, rounded up, as the countdown counts them.
  const left = Math.ceil((Date.parse(props.until) - Date.parse(props.now)) / 1000) * 1000
  expect(left).toBeGreaterThan(0)
  await expect(island.locator('[role="timer"]')).toBeVisible()
  const value = (unit: string) => island.locator(`.countdown__part--${unit} .countdown__value`).innerText()
  expect(Number(await value('day'))).toBe(Math.floor(left / 86_400_000))
  expect(Number(await value('hour'))).toBe(Math.floor(left / 3_600_000) % 24)
  expect(Number(await value('minute'))).toBe(Math.floor(left / 60_000) % 60)
})
