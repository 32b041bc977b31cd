/**
 * Header behaviours with the keyboard (spec 000 §2.4, §2.6, §2.12): skip link, search panel
 * (open, focus, scope, Escape), mobile menu toggle, mega menu on focus; the panel without JS.
 */
import { axeViolations } from './support/axe.js'
import { expect, test } from './support/fixtures.js'
import { routes } from './support/site.js'

test('header: the skip link is the first stop and moves focus to the page heading', async ({ page }) => {
  await page.goto(routes.home.cs)
  await page.keyboard.press('Tab')
  const skip = page.locator('a.skip-link')
  await expect(skip).toBeFocused()
  const box = await skip.boundingBox()
  expect(box && box.y >= 0 && box.height > 0).toBe(true)
  await page.keyboard.press('Enter')
  await expect(page.locator('h1#mainContent')).toBeFocused()
  expect(new URL(page.url()).hash).toBe('#mainContent')
})

test('header: the search toggle opens the panel, focuses the query, and Escape closes it and returns focus', async ({ page }) => {
  await page.goto(routes.home.en)
  const toggle = page.locator('.search-toggle')
  const panel = page.locator('#headerSearch')
  await expect(panel).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
  await expect(panel).toHaveClass(/(^|\s)is-open(\s|$)/)
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('#headerSearchQuery')).toBeFocused()

  await page.keyboard.type('library')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()

  await page.keyboard.press('Space')
  await expect(panel).toBeVisible()
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(panel).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
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

test('header: a mega menu opens when focus enters its item and marks the page', async ({ page }) => {
  // The seeded menu may have no submenus: then the first item gets one, in the header's markup.
  await page.route(routes.home.en, async (route) => {
    const response = await route.fetch()
    let body = await response.text()
    if (!body.includes('class="mega-menu"')) {
      body = body.replace(
        /(<a class="main-nav__link"[^>]*>[^<]*<\/a>)/,
        '$1<div class="mega-menu" id="megaMenu0"><ul class="mega-menu__list"><li><a href="/qf/en/news">News</a></li></ul></div>',
      )
    }
    await route.fulfill({ response, body })
  })
  await page.goto(routes.home.en)
  await expect(page.locator('.menu-toggle')).toBeHidden()
  const item = page.locator('.main-nav__item:has(.mega-menu)').first()
  const mega = item.locator('.mega-menu')
  await expect(mega).toBeHidden()
  await item.locator('.main-nav__link').focus()
  await expect(mega).toBeVisible()
  await expect(page.locator('body')).toHaveClass(/mega-menu-open/)
  await page.keyboard.press('Tab')
  await expect(mega.locator('a').first()).toBeFocused()
  await page.locator('.logo').focus()
  await expect(mega).toBeHidden()
  await expect(page.locator('body')).not.toHaveClass(/mega-menu-open/)
})

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('header: the menu toggle opens and closes the main menu with the keyboard', async ({ page }) => {
    await page.goto(routes.home.cs)
    const toggle = page.locator('.menu-toggle')
    const nav = page.locator('#mainNav')
    await expect(toggle).toBeVisible()
    await expect(nav).toBeHidden()

    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(nav).toBeVisible()
    for (const id of ['mainNav', 'pageHeader', 'pageHeaderActions']) {
      await expect(page.locator(`#${id}`)).toHaveClass(/(^|\s)is-opened(\s|$)/)
    }

    await page.keyboard.press('Tab')
    await expect(nav.locator('a').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await expect(page.locator('#pageHeader')).not.toHaveClass(/is-opened/)
  })

  test('header: the opened menu and search panel pass axe', async ({ page }) => {
    await page.goto(routes.eshop.cs)
    await page.locator('.menu-toggle').click()
    expect(await axeViolations(page)).toEqual([])
    await page.locator('.search-toggle').click()
    await expect(page.locator('#mainNav')).toBeHidden()
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('header without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('header: without JavaScript the search form and the whole menu are shown', async ({ page }) => {
    await page.goto(routes.home.en)
    await expect(page.locator('#headerSearch')).toBeVisible()
    await expect(page.locator('#headerSearchQuery')).toBeVisible()
    await expect(page.locator('#mainNav')).toBeVisible()
    await expect(page.locator('.menu-toggle')).toBeHidden()
  })
})
