/**
 * A shopper applies the demo code VITEJTE10 in the cart and places the order (issue 26, ADR 069):
 * with JavaScript in Czech (the cart region updates in place; axe on the cart with a code), without
 * it in English (plain form posts); the header's total follows the code (ADR 091); the confirmation
 * shows the discount line.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { chooseShipping, fillCart, fillContact, texts } from './support/checkout.js'
import { expect, test } from './support/fixtures.js'

const t = {
  cs: { field: 'Slevový kód', apply: 'Použít', line: 'Sleva VITEJTE10', wrong: 'Slevový kód „NESMYSL“ neexistuje', pickup: 'Osobní odběr v univerzitní prodejně', pay: 'Bankovním převodem' },
  en: { field: 'Discount code', apply: 'Apply', line: 'Discount VITEJTE10', wrong: 'The discount code “NESMYSL” does not exist', pickup: 'Pick-up at the university shop', pay: 'Bank transfer' },
}

async function applyAndOrder(page: Page, lang: 'cs' | 'en', js: boolean) {
  const l = t[lang]
  await fillCart(page, lang, js)
  const before = await page.locator('#cartTotal').textContent()
  await page.getByRole('textbox', { name: l.field }).fill('nesmysl')
  await page.getByRole('button', { name: l.apply, exact: true }).click()
  await expect(page.getByText(l.wrong)).toBeVisible()
  await expect(page.getByRole('textbox', { name: l.field })).toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('textbox', { name: l.field }).fill('vitejte10')
  await page.getByRole('button', { name: l.apply, exact: true }).click()
  await expect(page.locator('#cartDiscount')).toContainText(l.line)
  await expect(page.locator('#cartTotal')).not.toHaveText(before!)
  // The header's cart total is the cart page's, after the code (ADR 091), with script (the header reloaded) and without.
  await expect(page.locator('#userLists .user-lists__total')).toHaveText((await page.locator('#cartTotal').textContent())!)
  if (js) expect(await accessibilityViolations(page)).toEqual([])
  await page.getByRole('link', { name: texts[lang].toCheckout }).click()
  await expect(page.locator('.checkout-line--discount')).toContainText(l.line)
  await fillContact(page, lang)
  await chooseShipping(page, lang, l.pickup)
  await page.getByLabel(l.pay).check()
  await page.getByLabel(texts[lang].terms).check()
  await page.getByRole('button', { name: texts[lang].place }).click()
  await expect(page.locator('h1')).toHaveText(texts[lang].received)
  await expect(page.locator('.order-line--discount')).toContainText(l.line)
  const tracking = JSON.parse((await page.locator('#order-confirmation').getAttribute('data-order-tracking'))!)
  expect(tracking.ga4.coupon).toBe('VITEJTE10')
}

test.describe('discount codes: a shopper applies VITEJTE10 in the cart and places the order', () => {
  test('with JavaScript, in Czech', async ({ page }) => {
    test.slow()
    await applyAndOrder(page, 'cs', true)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('in English', async ({ page }) => {
      test.slow()
      await applyAndOrder(page, 'en', false)
    })
  })
})
