/**
 * The header with the keyboard and the mouse (spec 000 §2.4, §2.6, §2.12; ADR 013): skip link;
 * search panel (opens, focuses the query, Escape, focus or a click leaving closes it, scope);
 * mega menus as disclosures (a button opens a section, Escape closes it and returns focus,
 * Tab passes closed sections, focus never opens one); the folded menu on a phone; every open
 * state passes both accessibility engines.
 */
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { routes } from './support/site.js'

const isOpen = (page: Page, selector: string) => page.locator(selector).evaluate((details) => (details as HTMLDetailsElement).open)
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')

test('header: the skip link is the first stop and moves focus to the page heading', async ({ page }) => {
  await page.goto(routes.home.cs)
  await page.keyboard.press('Tab')
  const skip = page.locator('a.skip-link').first()
  await expect(skip).toBeFocused()
  await expect(skip).toHaveAttribute('href', '#mainContent')
  const box = await skip.boundingBox()
  expect(box && box.y >= 0 && box.height > 0).toBe(true)
  await page.keyboard.press('Enter')
  await expect(page.locator('h1#mainContent')).toBeFocused()
  expect(new URL(page.url()).hash).toBe('#mainContent')
})

test('header: the search toggle opens the panel, focuses the query, and Escape closes it and returns focus', async ({ page }) => {
  await page.goto(routes.home.en)
  const toggle = page.locator('summary.search-toggle')
  const panel = page.locator('#headerSearch')
  await expect(panel).toBeHidden()

  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
  await expect(panel).toHaveClass(/(^|\s)is-open(\s|$)/)
  await expect(page.locator('#headerSearchQuery')).toBeFocused()

  await page.keyboard.type('library')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(panel).not.toHaveClass(/is-open/)
  await expect(toggle).toBeFocused()

  await page.keyboard.press('Space')
  await expect(panel).toBeVisible()
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(panel).toBeHidden()
})

test('header: tabbing out of the open search panel, either way, closes it', async ({ page }) => {
  await page.goto(routes.home.en)
  const panel = page.locator('#headerSearch')
  await page.locator('summary.search-toggle').click()
  await expect(page.locator('#headerSearchQuery')).toBeFocused()
  // Query box → submit button → out of the panel, to the language switch.
  await page.keyboard.press('Tab')
  await expect(panel.locator('button[type="submit"]')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.locator('a.lang-switch')).toBeFocused()
  await expect(panel).toBeHidden()

  await page.locator('summary.search-toggle').click()
  await expect(panel).toBeVisible()
  await page.locator('summary.search-toggle').focus()
  await page.keyboard.press('Shift+Tab')
  await expect(page.locator('a.logo')).toBeFocused()
  await expect(panel).toBeHidden()
})

test('header: a click outside the open search panel closes it', async ({ page }) => {
  await page.goto(routes.home.en)
  await page.locator('summary.search-toggle').click()
  await expect(page.locator('#headerSearch')).toBeVisible()
  await page.locator('main h2').first().click()
  await expect(page.locator('#headerSearch')).toBeHidden()
})

test('header: the search scope sets the form action and shows the faculty select only for web search', async ({ page }) => {
  await page.goto(routes.home.cs)
  await page.locator('.search-toggle').click()
  const form = page.locator('#headerSearchForm')
  const faculty = page.locator('#headerSearchCategory')
  await expect(page.locator('input[name="searchScope"][value="web"]')).toBeChecked()
  await expect(faculty).toBeVisible()

  await page.locator('input[name="searchScope"][value="documents"]').check()
  await expect(faculty).toBeHidden()
  await expect(form).toHaveAttribute('action', '/qf/cs/ramjet/helpzone/vyhledavani-souboru')

  await page.locator('input[name="searchScope"][value="eshop"]').check()
  await expect(form).toHaveAttribute('action', '/qf/cs/ramjet/vyhledavani-eshop')

  await page.locator('input[name="searchScope"][value="web"]').check()
  await expect(faculty).toBeVisible()
  await expect(form).toHaveAttribute('action', '/qf/cs/ramjet/helpzone/vyhledavani-obsah')
})

test('header: on e-shop pages the e-shop scope is preselected and the faculty select hidden', async ({ page }) => {
  await page.goto(routes.eshop.en)
  await page.locator('.search-toggle').click()
  await expect(page.locator('input[name="searchScope"][value="eshop"]')).toBeChecked()
  await expect(page.locator('#headerSearchCategory')).toBeHidden()
  await expect(page.locator('#headerSearchForm')).toHaveAttribute('action', '/qf/en/ramjet/search-eshop')
})

test('header: Tab passes closed mega menus, one stop per section; focus does not open them', async ({ page }) => {
  await page.goto(routes.home.en)
  const sections = page.locator('#mainNav details.main-nav__section')
  const count = await sections.count()
  expect(count).toBeGreaterThan(0)
  // From the skip link to the first stop past the header: the bar's eight (logo, search, language,
  // sign language, log in, registration, cart, and the skip link's own press), one per section,
  // News, E-shop.
  await page.keyboard.press('Tab')
  await expect(page.locator('a.skip-link').first()).toBeFocused()
  let stops = 0
  while (await page.evaluate(() => document.querySelector('#pageHeader')!.contains(document.activeElement) || document.activeElement?.classList.contains('skip-link'))) {
    await page.keyboard.press('Tab')
    stops++
    expect(await page.locator('#mainNav details.main-nav__section[open]').count(), 'a section opened on focus').toBe(0)
    expect(stops, 'Tab stops in the header').toBeLessThanOrEqual(8 + count + 2 + 1)
  }
  await expect(page.locator('body')).not.toHaveClass(/mega-menu-open/)
})

test('header: a section button opens its mega menu, Tab enters it, Escape closes it and returns focus', async ({ page }) => {
  await page.goto(routes.home.en)
  const section = page.locator('#mainNav details.main-nav__section').first()
  const button = section.locator('> summary')
  const mega = section.locator('.mega-menu')
  await button.focus()
  await expect(mega).toBeHidden()

  await page.keyboard.press('Enter')
  await expect(mega).toBeVisible()
  await expect(page.locator('body')).toHaveClass(/(^|\s)mega-menu-open(\s|$)/)
  await page.keyboard.press('Tab')
  await expect(mega.locator('a').first()).toBeFocused()
  expect(await focusedText(page)).toContain((await button.innerText()).trim())

  await page.keyboard.press('Escape')
  await expect(mega).toBeHidden()
  await expect(button).toBeFocused()
  await expect(page.locator('body')).not.toHaveClass(/mega-menu-open/)

  // Opening the next section closes this one; tabbing past its last link closes it too.
  await button.click()
  const second = page.locator('#mainNav details.main-nav__section').nth(1)
  await second.locator('> summary').click()
  expect(await isOpen(page, '#mainNav details.main-nav__section >> nth=0')).toBe(false)
  await expect(second.locator('.mega-menu')).toBeVisible()
  await second.locator('.mega-menu a').last().focus()
  await page.keyboard.press('Tab')
  await expect(second.locator('.mega-menu')).toBeHidden()
  await expect(page.locator('body')).not.toHaveClass(/mega-menu-open/)
})

test('header: an open mega menu and the open search panel pass both accessibility engines', async ({ page }) => {
  await page.goto(routes.home.cs)
  await page.locator('#mainNav details.main-nav__section > summary').first().click()
  expect(await accessibilityViolations(page)).toEqual([])
  await page.locator('summary.search-toggle').click()
  await expect(page.locator('#mainNav .mega-menu').first()).toBeHidden()
  expect(await accessibilityViolations(page)).toEqual([])
})

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('header: the menu toggle opens and closes the main menu with the keyboard', async ({ page }) => {
    await page.goto(routes.home.cs)
    const toggle = page.locator('summary.menu-toggle')
    const nav = page.locator('#mainNav')
    await expect(toggle).toBeVisible()
    await expect(nav).toBeHidden()

    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(nav).toBeVisible()
    for (const id of ['mainNav', 'pageHeader', 'pageHeaderActions']) {
      await expect(page.locator(`#${id}`)).toHaveClass(/(^|\s)is-opened(\s|$)/)
    }

    await page.keyboard.press('Tab')
    await expect(nav.locator('summary, a').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(page.locator('#pageHeader')).not.toHaveClass(/is-opened/)
  })

  test('header: tabbing out of the open menu closes it', async ({ page }) => {
    await page.goto(routes.home.cs)
    const nav = page.locator('#mainNav')
    await page.locator('summary.menu-toggle').click()
    await expect(nav).toBeVisible()
    await page.locator('summary.menu-toggle').focus()
    let stops = 0
    do {
      await page.keyboard.press('Tab')
      stops++
    } while (stops < 40 && (await page.evaluate(() => document.getElementById('mainNav')!.contains(document.activeElement))))
    expect(await page.evaluate(() => document.getElementById('pageContent')!.contains(document.activeElement))).toBe(true)
    await expect(nav).toBeHidden()
    await expect(page.locator('#pageHeader')).not.toHaveClass(/is-opened/)
  })

  test('header: the open menu with a section open, and the search panel, pass both accessibility engines', async ({ page }) => {
    await page.goto(routes.eshop.cs)
    await page.locator('summary.menu-toggle').click()
    await page.locator('#mainNav details.main-nav__section > summary').first().click()
    await expect(page.locator('#mainNav .mega-menu').first()).toBeVisible()
    expect(await accessibilityViolations(page)).toEqual([])
    await page.locator('summary.search-toggle').click()
    await expect(page.locator('#mainNav')).toBeHidden()
    expect(await accessibilityViolations(page)).toEqual([])
  })

  test('header: from 320 to 899 px no button of the bar lies under the menu toggle or off the screen, in either language', async ({ page }) => {
    // Lighthouse's target-size audit met the cart under the toggle on a Czech bar at 412 px; at
    // 600 px the bar ran off the screen.
    test.slow()
    for (const lang of ['cs', 'en'] as const) {
      await page.goto(routes.home[lang])
      // Every 10 px from 320 to 899, and the media queries' edges.
      for (const width of [...Array.from({ length: 58 }, (_, i) => 320 + i * 10), 599, 899]) {
        await page.setViewportSize({ width, height: 812 })
        const overlaps = await page.evaluate(() => {
          const toggle = document.querySelector('summary.menu-toggle')!.getBoundingClientRect()
          return [...document.querySelectorAll<HTMLElement>('#pageHeaderActions :is(a, button, summary)')]
            .filter((el) => el.checkVisibility())
            .filter((el) => {
              const r = el.getBoundingClientRect()
              return r.left < toggle.right && r.right > toggle.left && r.top < toggle.bottom && r.bottom > toggle.top
            })
            .map((el) => el.textContent!.trim())
        })
        expect(overlaps, `${lang} at ${width}px`).toEqual([])
        // Nothing of the bar runs off the screen (a Czech bar at 600 px put the cart past the edge).
        const outside = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('#pageHeader .page-header__bar :is(a, button, summary), summary.menu-toggle')]
            .filter((el) => el.checkVisibility())
            .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth)
            .map((el) => el.textContent!.trim()),
        )
        expect(outside, `${lang} at ${width}px`).toEqual([])
        // axe's own target-size rule (WCAG 2.2 AA: 24 px or that much space) where the bar changes shape.
        if (![360, 410, 600, 770, 840].includes(width)) continue
        const { violations } = await new AxeBuilder({ page }).include('#pageHeader').withRules(['target-size']).analyze()
        expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))), `${lang} at ${width}px`).toEqual([])
      }
    }
  })
})
