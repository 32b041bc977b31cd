/**
 * What a shopper sees of a product in a row (ADR 056), at 375 and 1280 px, with JavaScript and
 * without: the cart's lines, the comparison and the e-shop's search results (and, with script,
 * its suggestions) show each product's photo beside its name, loaded and drawn at the size its
 * attributes give, and its price with the price before a sale struck through; the shop home
 * shows its categories as tiles whose picture and name lead to the category. No page is wider
 * than the window. Screenshots of every page and width land in test-results/e2e/shop-rows/.
 */
import type { Locator, Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'

const CATEGORY = '/qf/cs/eshop/tricka-a-mikiny'
const WIDTHS = [375, 1280] as const
/** The seed puts the first product of each category on sale (ADR 051). */
const ON_SALE = 0

/** Three products into the cart and the comparison, the one on sale first, through the tiles' own forms. */
async function fill(page: Page, js: boolean) {
  for (const n of [ON_SALE, 1, 2]) {
    await page.goto(CATEGORY)
    if (js) await page.waitForFunction(() => typeof window.pu?.update === 'function')
    const tile = page.locator('.product-tile').nth(n)
    await tile.locator('.add-to-cart__button').click()
    if (js) await expect(page.getByRole('dialog')).toBeVisible()
    else await expect(page).toHaveURL(/\/qf\/cs\/eshop\/kosik/)
    await page.goto(CATEGORY)
    await page.locator('.product-tile').nth(n).getByRole('button', { name: /^Porovnat: / }).click()
    await expect(page).toHaveURL(/\/qf\/cs\/eshop\/porovnani/)
  }
}

/** Every photo in `rows` has arrived and is drawn at its width and height attributes; its alt is empty. */
async function expectPhotos(rows: Locator, count: number) {
  const photos = rows.locator('img.product-thumb')
  await expect(photos).toHaveCount(count)
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded()
    await expect(photo).toHaveAttribute('alt', '')
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const drawn = await photo.evaluate((img: HTMLImageElement) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height, img.width, img.height])
    expect(Math.round(drawn[0]!)).toBe(Number(await photo.getAttribute('width')))
    expect(Math.round(drawn[1]!)).toBe(Number(await photo.getAttribute('height')))
  }
}

/** The price on sale: the current one and, struck through and visible, the one before. */
async function expectSale(row: Locator) {
  await expect(row.locator('.price--sale .price__current')).toBeVisible()
  await expect(row.locator('.price--sale del.price__was')).toBeVisible()
  expect(await row.locator('del.price__was').evaluate((del) => getComputedStyle(del).textDecorationLine)).toContain('line-through')
}

async function expectFits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

async function look(page: Page, name: string, width: number, js: boolean) {
  await expectFits(page, width)
  await page.screenshot({ path: `test-results/e2e/shop-rows/${name}-${width}${js ? '' : '-nojs'}.png`, fullPage: true })
}

for (const js of [true, false]) {
  test.describe(`product rows ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js })

    test('cart, comparison and search results show each product’s photo and price, the sale struck through, at 375 and 1280 px', async ({ page, problems }) => {
      test.slow()
      await fill(page, js)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })

        await page.goto('/qf/cs/eshop/kosik')
        const lines = page.locator('.cart-line')
        await expect(lines).toHaveCount(3)
        await expectPhotos(lines, 3)
        await expectSale(lines.first())
        await expect(lines.first().locator('.cart-line__name a')).toBeVisible()
        if (js && width === 1280) expect(await accessibilityViolations(page)).toEqual([])
        await look(page, 'cart', width, js)

        await page.goto('/qf/cs/eshop/porovnani')
        const heads = page.locator('thead th[data-product-id]')
        await expect(heads).toHaveCount(3)
        await expectPhotos(heads, 3)
        await expectSale(page.locator('tr[data-row="price"] td').first())
        if (js && width === 1280) expect(await accessibilityViolations(page)).toEqual([])
        await look(page, 'compare', width, js)

        await page.goto(`/qf/cs/ramjet/vyhledavani-eshop?frm.query=${encodeURIComponent('tričko')}`)
        const hits = page.locator('.search-hit--product')
        expect(await hits.count()).toBeGreaterThan(1)
        await expectPhotos(hits, await hits.count())
        await expect(hits.locator('.price__current').first()).toBeVisible()
        if (js && width === 1280) expect(await accessibilityViolations(page)).toEqual([])
        await look(page, 'search', width, js)

        await page.goto(CATEGORY)
        await look(page, 'category', width, js)
      }
      expect(problems.summary()).toEqual([])
    })

    test('the shop home shows its categories as tiles: a picture and the name, one link to the category, at 375 and 1280 px', async ({ page, problems }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/qf/cs/eshop')
        const tiles = page.locator('.category-tile')
        expect(await tiles.count()).toBeGreaterThanOrEqual(8)
        for (const tile of await tiles.all()) {
          const link = tile.getByRole('link')
          await expect(link).toHaveCount(1)
          await expect(link).toHaveAccessibleName((await tile.locator('.category-tile__name').textContent())!)
          const picture = tile.locator('img.category-tile__image')
          await picture.scrollIntoViewIfNeeded()
          await expect(picture).toHaveAttribute('alt', '')
          await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
        }
        if (js && width === 1280) expect(await accessibilityViolations(page)).toEqual([])
        await look(page, 'eshop-home', width, js)
      }
      // The name's link is stretched over the tile: a click on the picture opens the category.
      const first = page.locator('.category-tile').first()
      const href = (await first.getByRole('link').getAttribute('href'))!
      const picture = (await first.locator('img').boundingBox())!
      await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2)
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      expect(problems.summary()).toEqual([])
    })
  })
}

test('e-shop suggestions show each product’s photo and price, at 375 and 1280 px', async ({ page, problems }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/qf/cs/ramjet/vyhledavani-eshop')
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    await page.locator('#searchQuery').fill('')
    await page.locator('#searchQuery').pressSequentially('trič', { delay: 50 })
    const options = page.locator('#searchSuggestions .suggestions__option--product')
    await expect(options.first()).toBeVisible()
    await expectPhotos(options, await options.count())
    await expect(options.first().locator('.price__current')).toBeVisible()
    await look(page, 'suggestions', width, true)
  }
  expect(problems.summary()).toEqual([])
})
