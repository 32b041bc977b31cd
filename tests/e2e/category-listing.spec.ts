/**
 * The category page's sort and filter in Chromium (spec 001 §5, §7; ADR 037): with JavaScript the
 * select widget updates the product list alone and the address carries the choice (back restores
 * it); without, the native selects and the button load the page. Tile order is checked against
 * the prices the tiles show.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { choose, comboboxOf } from './support/select.js'

const CATEGORY = { cs: '/qf/cs/eshop/tricka-a-mikiny', en: '/qf/en/eshop/t-shirts-and-sweatshirts' }

/** The prices the tiles show, in page order, as their digits ("1 290,00 Kč" and "CZK 1,290.00" are 129000). */
const prices = (page: Page) => page.locator('#productList .product-tile__price .price__current').evaluateAll((els) => els.map((el) => Number(el.textContent!.replace(/\D/g, ''))))
const names = (page: Page) => page.locator('#productList .product-tile__name').allTextContents()
/** The sort and filter the address carries (the runtime adds its own `pu` parameter after them). */
const listing = (page: Page) => {
  const q = new URL(page.url()).searchParams
  return `sort=${q.get('sort') ?? ''}&availability=${q.get('availability') ?? ''}`
}
const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x)

test.describe('category sort and filter with JavaScript', () => {
  test('sorting by price updates the list alone, keeps focus on the select and pushes the address; back restores the order', async ({ page, problems }) => {
    await page.goto(CATEGORY.en)
    const before = await prices(page)
    const combo = comboboxOf(page, 'listingSort')
    await expect(combo).toHaveAccessibleName(/Sort by/)
    await expect(page.locator('#listingSort')).toBeHidden()
    // Marks the page: a partial update keeps it, a page load would lose it.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true))
    await choose(page, page.locator('#listingSort'), 'price-asc')
    await expect.poll(() => listing(page)).toBe('sort=price-asc&availability=')
    await expect.poll(() => prices(page).then(ascending)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true)
    await expect(combo).toBeFocused()
    await expect(combo).toHaveText('Price: low to high')
    // The keyboard: Down opens on the current option, Up moves to "Recommended", Enter chooses.
    await combo.press('ArrowDown')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await expect.poll(() => listing(page)).toBe('sort=&availability=')
    await expect.poll(() => prices(page)).toEqual(before)
    await page.goBack()
    await expect.poll(() => listing(page)).toBe('sort=price-asc&availability=')
    await expect.poll(() => prices(page).then(ascending)).toBe(true)
    await expect(combo).toHaveText('Price: low to high')
    expect(problems.summary()).toEqual([])
  })

  test('"in stock only" hides the sold-out tiles; with the price sort and paging both stay in the address; axe with the listbox open', async ({ page, problems }) => {
    await page.goto(`${CATEGORY.cs}?sort=price-desc`)
    await expect(comboboxOf(page, 'listingSort')).toHaveText('Od nejdražšího')
    await choose(page, page.locator('#listingAvailability'), 'in-stock')
    await expect.poll(() => listing(page)).toBe('sort=price-desc&availability=in-stock')
    await expect(page.locator('#productList .product-tile--sold-out')).toHaveCount(0)
    const shown = await prices(page)
    expect(ascending([...shown].reverse())).toBe(true)
    await comboboxOf(page, 'listingAvailability').click()
    await expect(page.locator('#listingAvailability-listbox')).toBeVisible()
    expect(await accessibilityViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    const more = page.locator('.product-list__more a')
    if (await more.count()) {
      await expect(more).toHaveAttribute('href', /\?sort=price-desc&availability=in-stock&page=2$/)
      await more.click()
      await expect(page).toHaveURL(/sort=price-desc&availability=in-stock/)
      await expect.poll(() => prices(page).then((p) => p.length)).toBeGreaterThan(shown.length)
      expect(ascending([...(await prices(page))].reverse())).toBe(true)
    }
    expect(problems.summary()).toEqual([])
  })

  test('sorting by name follows Czech alphabetical order', async ({ page }) => {
    await page.goto(CATEGORY.cs)
    await choose(page, page.locator('#listingSort'), 'name')
    await expect(page).toHaveURL(/sort=name/)
    const collator = new Intl.Collator('cs', { sensitivity: 'base', numeric: true })
    await expect.poll(async () => {
      const shown = await names(page)
      return shown.length > 1 && shown.every((n, i) => i === 0 || collator.compare(shown[i - 1]!, n) <= 0)
    }).toBe(true)
  })

  test('an unknown sort in the address falls back to the shop’s order, not an error', async ({ page, problems }) => {
    const res = await page.goto(`${CATEGORY.en}?sort=%3Cscript%3Ealert(1)%3C%2Fscript%3E&availability=in-stock`)
    expect(res!.status()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`${CATEGORY.en}\\?availability=in-stock$`))
    await expect(comboboxOf(page, 'listingSort')).toHaveText('Recommended')
    await expect(comboboxOf(page, 'listingAvailability')).toHaveText('In stock only')
    expect(problems.summary()).toEqual([])
  })
})

test.describe('category sort and filter without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the native selects and the button load the sorted, filtered page; the next page keeps both', async ({ page }) => {
    await page.goto(CATEGORY.en)
    await expect(page.locator('#listingSort')).toBeVisible()
    await page.getByLabel('Sort by').selectOption('price-asc')
    await page.getByLabel('Availability').selectOption('in-stock')
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    await expect(page).toHaveURL(/\?sort=price-asc&availability=in-stock$/)
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc')
    await expect(page.getByLabel('Availability')).toHaveValue('in-stock')
    expect(ascending(await prices(page))).toBe(true)
    await expect(page.locator('#productList .product-tile--sold-out')).toHaveCount(0)
    const next = page.locator('#productList a[rel="next"]')
    if (await next.count()) {
      const last = (await prices(page)).at(-1)!
      await next.click()
      await expect(page).toHaveURL(/\?sort=price-asc&availability=in-stock&page=2$/)
      expect((await prices(page))[0]).toBeGreaterThanOrEqual(last)
    }
  })
})
