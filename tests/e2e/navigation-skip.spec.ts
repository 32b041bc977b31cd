/**
 * The skip list and the page's h1 (spec 000 §2.12), the menu's faculty areas (§2.6): the item
 * leading to the side menu is there only on pages with one (server) and follows swaps that
 * bring or take it (runtime); the first h1 that is not the logo carries `mainContent`, also
 * after a swap replaced it.
 */
import { fixture, regions } from './fixtures/partial.js'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { locate, routes } from './support/site.js'
import { STATEMENT } from './support/scrolling.js'

test.describe('skip list', () => {
  test('a page with a side menu: Tab reaches "Skip to content", then "Skip to page navigation"; each moves focus there', async ({ page }) => {
    await page.goto(STATEMENT.en)
    await page.keyboard.press('Tab')
    const toContent = page.getByRole('link', { name: 'Skip to content' })
    await expect(toContent).toBeFocused()
    await expect(toContent).toBeInViewport()
    await page.keyboard.press('Tab')
    const toMenu = page.getByRole('link', { name: 'Skip to page navigation' })
    await expect(toMenu).toBeFocused()
    expect(await accessibilityViolations(page)).toEqual([])
    await page.keyboard.press('Enter')
    await expect(page.locator('#sideMenu')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.locator('#secondaryNav a').first()).toBeFocused()
    await toContent.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('h1#mainContent')).toBeFocused()
  })

  test('Czech page: the same items in Czech', async ({ page }) => {
    await page.goto(STATEMENT.cs)
    await expect(page.locator('.skip-nav a')).toHaveText(['Přejít k obsahu', 'Přejít k navigaci stránky'])
  })

  for (const type of ['programme', 'faculty'] as const) {
    test(`${type} page: the item leads to its side menu`, async ({ page }) => {
      const target = await locate(page, type, 'en')
      await page.goto(target.url)
      await expect(page.locator('#skipSideMenu')).toBeAttached()
      await expect(page.locator('#skipSideMenu')).toHaveJSProperty('hidden', false)
      await expect(page.locator('#sideMenu')).toHaveCount(1)
    })
  }

  test('pages without a side menu: the item is not there, with or without script', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      for (const path of [routes.home.en, routes.newsList.cs, routes.eshop.en]) {
        await page.goto(path)
        await expect(page.locator('#skipSideMenu'), path).toHaveJSProperty('hidden', true)
        await expect(page.getByRole('link', { name: /Skip to page navigation|Přejít k navigaci stránky/ })).toHaveCount(0)
        await expect(page.locator('h1#mainContent')).toHaveCount(1)
      }
      await context.close()
    }
  })

  test('a swap to a page without a side menu takes the item away; one back to a page with it brings it back', async ({ page }) => {
    await page.goto(STATEMENT.en)
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    await expect(page.locator('#skipSideMenu')).toHaveJSProperty('hidden', false)
    await page.evaluate((url) => window.pu.update(url, { target: ['pageContent'] }), routes.newsList.en)
    await expect(page.locator('#sideMenu')).toHaveCount(0)
    await expect(page.locator('#skipSideMenu')).toHaveJSProperty('hidden', true)
    await page.evaluate((url) => window.pu.update(url, { target: ['pageContent'] }), STATEMENT.en)
    await expect(page.locator('#sideMenu')).toHaveCount(1)
    await expect(page.locator('#skipSideMenu')).toHaveJSProperty('hidden', false)
  })
})

test.describe('mainContent', () => {
  const BODY = `<header id="pageHeader"><a class="logo" href="/"><h1>Logo</h1></a></header>
<main id="pageContent"><div id="box" data-pu-target="box"><h1>First heading</h1><p>text</p></div></main>`

  test('the first h1 that is not the logo gets it at load and again after a swap replaced it', async ({ page }) => {
    await fixture(page, 'main-content', BODY, regions((id) => (id === 'box' ? '<div id="box" data-pu-target="box"><h1>Swapped heading</h1></div>' : null)))
    await expect(page.locator('#mainContent')).toHaveText('First heading')
    await expect(page.locator('.logo h1')).not.toHaveAttribute('id')
    await page.evaluate(() => window.pu.update('/fixtures/box', { target: ['box'] }))
    await expect(page.locator('#mainContent')).toHaveText('Swapped heading')
    await expect(page.locator('#mainContent')).toHaveAttribute('tabindex', '-1')
    await expect(page.locator('[id="mainContent"]')).toHaveCount(1)
  })
})

test.describe('mobile menu: faculty areas', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('opening the menu marks nav, header, actions and the faculty area opened; closing clears them', async ({ page }) => {
    const faculty = await locate(page, 'faculty', 'cs')
    await page.goto(faculty.url)
    const parts = ['#mainNav', '#pageHeader', '#pageHeaderActions', '.faculty-area']
    await page.locator('summary.menu-toggle').click()
    for (const part of parts) await expect(page.locator(part), part).toHaveClass(/(^|\s)is-opened(\s|$)/)
    await page.keyboard.press('Escape')
    for (const part of parts) await expect(page.locator(part), part).not.toHaveClass(/is-opened/)
  })
})
