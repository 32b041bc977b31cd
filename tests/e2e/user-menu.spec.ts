/**
 * The signed-in user's menu (ADR 050): a disclosure named by the visitor's name that holds the
 * account, its past orders and both logouts. From the keyboard it opens with Enter, its links are
 * the next Tab stops, Escape closes it and returns focus; without JavaScript it opens natively and
 * its "My orders" link leads to the account's orders. Open, it passes both accessibility engines.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'

async function signIn(page: Page, lang: 'cs' | 'en') {
  await page.goto(lang === 'cs' ? '/qf/cs/prihlaseni' : '/qf/en/login')
  await page.getByLabel(lang === 'cs' ? 'E-mail' : 'Email').fill('student@example.cz')
  await page.getByLabel(lang === 'cs' ? 'Heslo' : 'Password', { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: lang === 'cs' ? 'Přihlásit se' : 'Log in' }).click()
  await expect(page.locator('#userMenuName')).toBeVisible()
}

for (const width of [1280, 375]) {
  test(`user menu at ${width} px: Enter opens it, Tab reaches its links, Escape closes it and returns focus`, async ({ page }) => {
    // Two accessibility engines and a login on a shared machine: more than the default minute.
    test.slow()
    await page.setViewportSize({ width, height: 800 })
    await signIn(page, 'en')
    await page.goto('/qf/en/news')
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    const toggle = page.locator('#userMenuName')
    const panel = page.locator('#userMenu .user-menu__panel')
    await expect(toggle).toHaveAccessibleName(/^Jana Nováková \(user menu\)$/)
    await expect(panel).toBeHidden()

    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    // The panel lies within the screen.
    const box = (await panel.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    expect(await accessibilityViolations(page)).toEqual([])

    await page.keyboard.press('Tab')
    await expect(page.locator('#userMenuAccount')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.locator('#userMenuOrders')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()

    // A click elsewhere closes it too; opening the search panel closes it.
    await toggle.click()
    await expect(panel).toBeVisible()
    // Below the panel, in the page's margin: on a phone the open panel covers the heading.
    const open = (await panel.boundingBox())!
    const elsewhere = { x: 4, y: Math.min(open.y + open.height + 30, 790) }
    expect(await page.evaluate(({ x, y }) => !document.elementFromPoint(x, y)?.closest('a, button, summary, input, select, textarea, label, #userMenu'), elsewhere)).toBe(true)
    await page.mouse.click(elsewhere.x, elsewhere.y)
    await expect(panel).toBeHidden()
    await toggle.click()
    await page.locator('summary.search-toggle').click()
    await expect(panel).toBeHidden()
  })
}

test.describe('user menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('opens natively and its "Moje objednávky" lists the account\'s orders', async ({ page }) => {
    await signIn(page, 'cs')
    await expect(page.locator('#userMenuOrders')).toBeHidden()
    await page.locator('#userMenuName').click()
    await page.locator('#userMenuOrders').click()
    await expect(page).toHaveURL(/\/qf\/cs\/ucet\/objednavky$/)
    await expect(page.locator('h1')).toHaveText('Moje objednávky')
  })
})
