/**
 * The shopper's way on a 375 px phone, with JavaScript and without (ADR 051, 052): a category's
 * tiles with photos and prices, a product page whose price, size and "Do košíku" are on the first
 * screen under one large photo, the cart, and the checkout with a Zásilkovna pick-up point found
 * by a search, placed and shown on the confirmation. axe on the product page and the checkout.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { texts } from './support/checkout.js'
import { expect, test } from './support/fixtures.js'

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

async function productToCheckout(page: Page, js: boolean) {
  await page.goto('/qf/cs/eshop/tricka-a-mikiny')
  const tile = page.locator('.product-tile:not(.product-tile--sold-out)').first()
  await expect(tile.locator('img.product-tile__image')).toBeVisible()
  await expect(tile.locator('.product-tile__price')).toContainText('Kč')
  await tile.locator('.product-tile__link').click()
  await expect(page.locator('.gallery__item--main img')).toBeVisible()
  // The price, the size and the cart button within the first screen, no caption repeating the alt text.
  const button = page.locator('article.product form.add-to-cart button.add-to-cart__button')
  const box = (await button.boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(812)
  expect((await page.locator('.product__price').boundingBox())!.y).toBeLessThan(812)
  await expect(page.locator('.product-gallery figcaption')).toHaveCount(0)
  // The engines run on the page's timers, which a page without script never fires: once, with script.
  if (js) expect(await accessibilityViolations(page)).toEqual([])
  if (js) await page.waitForFunction(() => typeof window.pu?.update === 'function')
  await button.click()
  if (js) await page.getByRole('dialog').getByRole('link', { name: 'Přejít do košíku' }).click()
  await expect(page).toHaveURL(/\/qf\/cs\/eshop\/kosik/)
  await page.getByRole('link', { name: texts.cs.toCheckout }).click()
  await expect(page).toHaveURL(/\/qf\/cs\/eshop\/pokladna$/)
  // The university shop, chosen first, asks for no address.
  await expect(page.getByLabel(texts.cs.street)).toHaveCount(0)
  await page.getByLabel(texts.cs.email).fill('telefon@example.cz')
  await page.getByLabel(texts.cs.name, { exact: true }).fill('Petra Telefonní')
  await page.getByLabel(texts.cs.phone).fill('777 123 456')
}

async function placeAndConfirm(page: Page) {
  await page.getByLabel('Bankovním převodem').check()
  await page.getByLabel(texts.cs.terms).check()
  await page.getByRole('button', { name: texts.cs.place }).click()
  await expect(page.locator('h1')).toHaveText(texts.cs.received)
  await expect(page.locator('#orderDeliveryPoint')).toHaveText('Výdejní místo Zásilkovny (20202): Z-BOX Jaroměř, Nádraží, Nádražní 401, 551 01 Jaroměř')
}

test('phone with JavaScript: product → cart → Zásilkovna point found as you type → confirmation', async ({ page }) => {
  test.slow()
  await productToCheckout(page, true)
  await page.getByLabel('Zásilkovna – výdejní místo').check()
  const search = page.getByLabel('Hledat výdejní místo')
  await expect(search).toBeVisible()
  await search.pressSequentially('jaromer nadr', { delay: 30 })
  await expect(page.locator('#checkoutPickupList input[name="pickupPoint"]')).toHaveCount(1)
  // The list was replaced, not the field: typing goes on where it was.
  await expect(search).toBeFocused()
  await page.getByRole('radio', { name: /Z-BOX Jaroměř/ }).check()
  expect(await accessibilityViolations(page)).toEqual([])
  await placeAndConfirm(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('phone without JavaScript: the shipping applied, the point searched with the button, chosen, placed', async ({ page }) => {
    test.slow()
    await productToCheckout(page, false)
    await page.getByLabel('Zásilkovna – výdejní místo').check()
    await page.getByRole('button', { name: 'Použít dopravu' }).click()
    await page.getByLabel('Hledat výdejní místo').fill('Jaroměř Nádraží')
    await page.getByRole('button', { name: 'Hledat', exact: true }).click()
    await expect(page.locator('#checkoutPickupList input[name="pickupPoint"]')).toHaveCount(1)
    // What was typed before the search is still there.
    await expect(page.getByLabel(texts.cs.email)).toHaveValue('telefon@example.cz')
    await page.getByRole('radio', { name: /Z-BOX Jaroměř/ }).check()
    await placeAndConfirm(page)
  })
})
