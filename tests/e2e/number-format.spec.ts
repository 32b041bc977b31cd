/**
 * Number formatting (spec 001 §9; ADR 022): one formatter (`src/shared/format.ts`) writes every
 * price and count of the site: thousands grouped, Czech with a no-break space and a decimal
 * comma, English with a comma and a point. Proved on the e-shop's real pages in both languages:
 * the category prices, and a cart line whose total passes a thousand.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.js'

const PRICE = { cs: /^\d{1,3}(\u00a0\d{3})*(,\d{2})?\u00a0Kč$/, en: /^CZK\u00a0\d{1,3}(,\d{3})*(\.\d{2})?$/ }
const GROUPED = { cs: /^\d{1,3}\u00a0\d{3}(,\d{2})?\u00a0Kč$/, en: /^CZK\u00a0\d{1,3},\d{3}(\.\d{2})?$/ }
const CATEGORY = { cs: '/qf/cs/eshop/tricka-a-mikiny', en: '/qf/en/eshop/t-shirts-and-sweatshirts' }
const QUANTITY = { cs: 'Množství', en: 'Quantity' }

const amount = (lang: 'cs' | 'en', text: string) => Number(text.replace(/[^\d,.]/g, '').replace(lang === 'cs' ? ',' : /,/g, lang === 'cs' ? '.' : ''))

const SIZE = { cs: 'Velikost', en: 'Size' }

/**
 * Adds enough of a product on sale for its line to pass 1000 Kč; returns the line total's text.
 * Other specs of the run sell from the demo stock, so a size may have too few left: the shop then
 * refuses the add (its "not added" page), and the next size, then the next product, is tried.
 */
async function lineOverAThousand(page: Page, lang: 'cs' | 'en'): Promise<string> {
  await page.goto(CATEGORY[lang])
  const products = await page.locator('.product-tile:not(.product-tile--sold-out) .product-tile__link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
  const prices = (await page.locator('.product-tile:not(.product-tile--sold-out) .product-tile__price .price__current').allTextContents()).map((t) => amount(lang, t))
  for (const [i, product] of products.slice(0, 4).entries()) {
    const quantity = Math.floor(1000 / prices[i]!) + 1
    await page.goto(product)
    const size = page.getByLabel(SIZE[lang], { exact: true })
    const sizes = (await size.count()) ? await size.locator('option:not([disabled])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).reverse()) : ['']
    for (const value of sizes) {
      await page.goto(product)
      if (value) await size.selectOption(value)
      await page.getByLabel(QUANTITY[lang], { exact: true }).fill(String(quantity))
      await page.locator('article.product form.add-to-cart button.add-to-cart__button').click()
      await expect(page.locator('.cart-line, .cart-added__problem').first()).toBeVisible()
      if ((await page.locator('.cart-added__problem').count()) > 0) continue
      const totals = await page.locator('.cart-line__total').allTextContents()
      return totals.find((t) => amount(lang, t) >= 1000)!
    }
  }
  throw new Error('no product on sale with enough stock for a line over 1000 Kč')
}

test.describe('number formatting', () => {
  for (const lang of ['cs', 'en'] as const) {
    test(`prices (${lang}): the language's separators on the category page, grouped thousands in the cart`, async ({ browser, baseURL }) => {
      // Without script the add is a form post answered by the cart page: the server's formatter alone.
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(CATEGORY[lang])
      const prices = await page.locator('.product-tile__price .price__current').allTextContents()
      expect(prices.length).toBeGreaterThan(3)
      for (const price of prices) expect(price, price).toMatch(PRICE[lang])
      const total = await lineOverAThousand(page, lang)
      expect(total).toMatch(GROUPED[lang])
      await context.close()
    })
  }
})
