/**
 * Number formatting (spec 001 §9; ADR 022): one formatter (`src/shared/format.ts`) writes every
 * price and count of the site: thousands grouped, Czech with a no-break space and a decimal
 * comma, English with a comma and a point. Proved on the e-shop's real pages in both languages.
 */
import { expect, test } from './support/fixtures.js'

const CS_PRICE = /^\d{1,3}(\u00a0\d{3})*(,\d{2})?\u00a0Kč$/
const EN_PRICE = /^CZK\u00a0\d{1,3}(,\d{3})*(\.\d{2})?$/

const PAGES = {
  cs: ['/qf/cs/eshop', '/qf/cs/eshop/tricka-a-mikiny'],
  en: ['/qf/en/eshop', '/qf/en/eshop/t-shirts-and-sweatshirts'],
} as const

test.describe('number formatting', () => {
  for (const lang of ['cs', 'en'] as const) {
    test(`prices on the e-shop pages (${lang}): grouped thousands and the language's separators`, async ({ page }) => {
      const prices: string[] = []
      for (const path of PAGES[lang]) {
        await page.goto(path)
        prices.push(...(await page.locator('.product-tile__price').allTextContents()))
      }
      expect(prices.length).toBeGreaterThan(3)
      for (const price of prices) expect(price, price).toMatch(lang === 'cs' ? CS_PRICE : EN_PRICE)
      const grouped = prices.filter((p) => (lang === 'cs' ? /\d\u00a0\d{3}/ : /\d,\d{3}/).test(p))
      expect(grouped.length, `a price of a thousand or more among ${prices.join(' | ')}`).toBeGreaterThan(0)
    })
  }
})
