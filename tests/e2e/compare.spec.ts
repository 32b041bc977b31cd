/**
 * The product comparison in Chromium (issue 12, ADR 029; spec 000 §2.14, §4, §9): a guest adds
 * products from tiles and product pages, a fifth gets a clear message, "show different only"
 * hides the equal rows at once and is kept in its cookie (7 days, path /) so the next page is
 * rendered so, remove updates the table and the header's count. With JavaScript and without.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'

const CATEGORY = { cs: '/qf/cs/eshop/tricka-a-mikiny', en: '/qf/en/eshop/t-shirts-and-sweatshirts' }

async function compareTile(page: Page, lang: 'cs' | 'en', n: number) {
  await page.goto(CATEGORY[lang])
  await page.locator('.product-tile').nth(n).getByRole('button', { name: lang === 'cs' ? /^Porovnat: / : /^Compare: / }).click()
}

test('comparison with JavaScript: four products at most, the filter kept in its cookie, remove', async ({ page, problems }) => {
  test.slow()
  for (const n of [0, 1, 2]) {
    await compareTile(page, 'cs', n)
    await expect(page).toHaveURL(/\/qf\/cs\/eshop\/porovnani\?notice=added$/)
  }
  // The fourth from its product page.
  await page.goto(CATEGORY.cs)
  await page.locator('.product-tile').nth(3).locator('.product-tile__link').click()
  await page.locator('article.product').getByRole('button', { name: /^Porovnat: / }).click()
  await expect(page.locator('thead th[data-product-id]')).toHaveCount(4)
  await expect(page.locator('#userLists [data-compare-count]')).toHaveAttribute('data-compare-count', '4')

  await compareTile(page, 'cs', 4)
  await expect(page.getByRole('alert')).toHaveText('Porovnat lze nejvýše 4 produkty. Nejprve některý odeberte.')
  await expect(page.locator('thead th[data-product-id]')).toHaveCount(4)

  await page.goto('/qf/cs/eshop/porovnani')
  await page.waitForFunction(() => typeof window.pu?.update === 'function')
  expect(await accessibilityViolations(page)).toEqual([])
  const same = page.locator('tbody tr[data-same]')
  const all = await page.locator('tbody tr').count()
  expect(await same.count()).toBeGreaterThan(0)
  await expect(same.first()).toBeVisible()
  // The filter: no request, the equal rows hide at once, the cookie holds the state.
  await page.getByRole('checkbox', { name: 'Zobrazit jen rozdíly' }).check()
  await expect(same.first()).toBeHidden()
  await expect(page.locator('tbody tr:visible')).toHaveCount(all - (await same.count()))
  const cookie = (await page.context().cookies()).find((c) => c.name === 'compareFilter')!
  expect(cookie.value).toBe('differentOnly:1')
  expect(cookie.path).toBe('/')
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(7 * 86_400 - 120)
  expect(cookie.expires - Date.now() / 1000).toBeLessThan(7 * 86_400 + 120)
  await expect(page.locator('.compare-filter__apply')).toBeHidden()
  // The next page is rendered filtered by the server (first paint final).
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Zobrazit jen rozdíly' })).toBeChecked()
  await expect(same.first()).toBeHidden()

  // Remove: a partial update; the table, the header and the focus follow.
  await page.locator('thead th[data-product-id]').first().getByRole('button', { name: /^Odebrat z porovnání: / }).click()
  await expect(page.locator('thead th[data-product-id]')).toHaveCount(3)
  await expect(page.locator('#userLists [data-compare-count]')).toHaveAttribute('data-compare-count', '3')
  await expect(page.locator('#liveRegion')).toContainText('Produkt je odebrán z porovnání.')
  await expect(page.locator('#mainContent')).toBeFocused()
  await page.getByRole('checkbox', { name: 'Zobrazit jen rozdíly' }).uncheck()
  await expect(same.first()).toBeVisible()
  expect(problems.summary(/status of 422/)).toEqual([])
})

test.describe('comparison without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('add, filter with its button, remove: full pages', async ({ page }) => {
    await compareTile(page, 'en', 0)
    await compareTile(page, 'en', 1)
    await expect(page.locator('thead th[data-product-id]')).toHaveCount(2)
    await expect(page.locator('#userLists')).toContainText('Compare')
    const same = page.locator('tbody tr[data-same]')
    await page.getByRole('checkbox', { name: 'Show different only' }).check()
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\/qf\/en\/eshop\/compare$/)
    await expect(page.getByRole('checkbox', { name: 'Show different only' })).toBeChecked()
    if ((await same.count()) > 0) await expect(same.first()).toBeHidden()
    await page.locator('thead th[data-product-id]').first().getByRole('button', { name: /^Remove from comparison: / }).click()
    await expect(page).toHaveURL(/notice=removed$/)
    await expect(page.locator('thead th[data-product-id]')).toHaveCount(1)
  })
})
