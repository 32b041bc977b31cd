import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'
test('shots', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/qf/cs/prihlaseni')
  await page.getByLabel('E-mail').fill('redakce@example.cz')
  await page.getByLabel('Heslo', { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
  await openUserMenu(page)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/qf/cs/sprava/media')
    await page.waitForTimeout(1500)
    await page.screenshot({ path: `/tmp/mt/list-${width}.png`, fullPage: true })
    await page.locator('#mediaList a').nth(3).click()
    await expect(page.locator('h1')).toBeVisible()
    await page.waitForTimeout(1500)
    await page.screenshot({ path: `/tmp/mt/item-${width}.png`, fullPage: true })
    const sw = await page.evaluate(() => document.documentElement.scrollWidth)
    console.log('scrollWidth', width, sw)
  }
})
