/**
 * The product comparison in Chromium (issue 12, ADR 029; spec 000 §2.14, §4, §9): a guest adds
 * products from tiles and product pages, a fifth gets a clear message, "show different only"
 * hides the equal rows at once and is kept in its cookie (7 days, path /) so the next page is
 * rendered so, remove updates the table and the header's count. With JavaScript and without.
 * On a phone the page stays within the window: the table scrolls in its own labelled region,
 * which the keyboard reaches and scrolls, its parameters' column staying in place.
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

/** Four products compared, posted as their forms post them. */
async function compareFour(page: Page) {
  for (const product of ['2', '3', '4', '5']) {
    expect((await page.request.post('/qf/cs/eshop/porovnani/pridat', { form: { product }, maxRedirects: 0 })).status()).toBe(303)
  }
}

/** How the page and the table's region measure: the page's overflow, the region's, and where the parameters' column is. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const region = document.querySelector<HTMLElement>('#comparison [role="region"]')!
    const label = region.querySelector('tbody th[scope="row"]')!.getBoundingClientRect().left - region.getBoundingClientRect().left
    return { pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth, regionOverflow: region.scrollWidth - region.clientWidth, scrolled: region.scrollLeft, label }
  })

for (const javaScriptEnabled of [true, false]) {
  test.describe(`comparison on a phone (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 740 } })

    test('four products: the page fits the window, the table scrolls in its labelled region by keyboard, the parameters stay in view', async ({ page, problems }) => {
      await compareFour(page)
      await page.goto('/qf/cs/eshop/porovnani')
      await expect(page.locator('thead th[data-product-id]')).toHaveCount(4)
      const region = page.getByRole('region', { name: 'Tabulka porovnání, posouvá se do strany' })
      await expect(region).toHaveAttribute('tabindex', '0')
      await expect(region.locator('table')).toBeVisible()
      const before = await measure(page)
      expect(before.pageOverflow).toBe(0)
      expect(before.regionOverflow).toBeGreaterThan(100)
      for (const width of [320, 360, 375, 414]) {
        await page.setViewportSize({ width, height: 740 })
        expect((await measure(page)).pageOverflow, `page overflow at ${width} px`).toBe(0)
      }
      await page.setViewportSize({ width: 375, height: 740 })
      // The keyboard reaches the region and scrolls it; the parameters' column does not move.
      await region.focus()
      await expect(region).toBeFocused()
      for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight')
      await expect.poll(async () => (await measure(page)).scrolled).toBeGreaterThan(100)
      const after = await measure(page)
      expect(Math.abs(after.label - before.label)).toBeLessThan(1)
      expect(after.pageOverflow).toBe(0)
      if (javaScriptEnabled) {
        await page.waitForFunction(() => typeof window.pu?.update === 'function')
        expect(await accessibilityViolations(page)).toEqual([])
      }
      expect(problems.summary()).toEqual([])
    })

    test('two products fit side by side beside the parameters from 360 px', async ({ page }) => {
      for (const product of ['2', '3']) await page.request.post('/qf/cs/eshop/porovnani/pridat', { form: { product }, maxRedirects: 0 })
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto('/qf/cs/eshop/porovnani')
      await expect(page.locator('thead th[data-product-id]')).toHaveCount(2)
      expect(await measure(page)).toMatchObject({ pageOverflow: 0, regionOverflow: 0 })
    })
  })
}
