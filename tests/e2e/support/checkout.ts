/**
 * A shopper's way to the checkout in Chromium, shared by the checkout specs (checkout.spec.ts,
 * checkout-comgate.spec.ts): the cart filled from a product page, the contact filled in.
 */
import { expect, type Page } from '@playwright/test'

/** Puts one piece of the first available clothing product in the cart and opens the cart page. */
export async function fillCart(page: Page, lang: 'cs' | 'en', js: boolean) {
  await page.goto(lang === 'cs' ? '/qf/cs/eshop/tricka-a-mikiny' : '/qf/en/eshop/t-shirts-and-sweatshirts')
  await page.locator('.product-tile:not(.product-tile--sold-out)').first().locator('.product-tile__link').click()
  await expect(page).toHaveURL(/\/eshop\/[^/]+\/[^/?]+(\?|$)/)
  await expect(page.locator('form.add-to-cart')).toHaveCount(1)
  if (js) await page.waitForFunction(() => typeof window.pu?.update === 'function')
  await page.locator('form.add-to-cart button.add-to-cart__button').click()
  // With JavaScript the answer is a popup; without, the cart page itself.
  if (js) await page.getByRole('dialog').getByRole('link', { name: lang === 'cs' ? 'Přejít do košíku' : 'Go to cart' }).click()
  await expect(page).toHaveURL(lang === 'cs' ? /\/qf\/cs\/eshop\/kosik/ : /\/qf\/en\/eshop\/cart/)
  await expect(page.locator('.cart-line')).toHaveCount(1)
}

export const texts = {
  cs: { toCheckout: 'Pokračovat k objednávce', email: 'E-mail', name: 'Jméno a příjmení', phone: 'Telefon', street: 'Ulice a číslo domu', city: 'Obec', postal: 'PSČ', terms: /Souhlasím s obchodními podmínkami/, place: 'Objednávka zavazující k platbě', received: /Objednávka \d{10} přijata/ },
  en: { toCheckout: 'Proceed to checkout', email: 'Email', name: 'Full name', phone: 'Phone', street: 'Street and house number', city: 'Town', postal: 'Postal code', terms: /I agree to the terms/, place: 'Order with obligation to pay', received: /Order \d{10} received/ },
}

export async function fillContact(page: Page, lang: 'cs' | 'en') {
  const t = texts[lang]
  await page.getByLabel(t.email).fill('e2e@example.cz')
  await page.getByLabel(t.name, { exact: true }).fill('Eva Kupující')
  await page.getByLabel(t.phone).fill('777 123 456')
  await page.getByLabel(t.street).fill('Hradecká 12')
  await page.getByLabel(t.city).fill('Dubová Hora')
  await page.getByLabel(t.postal).fill('50003')
}

export async function toCheckout(page: Page, lang: 'cs' | 'en', js = true) {
  await fillCart(page, lang, js)
  await page.getByRole('link', { name: texts[lang].toCheckout }).click()
  await expect(page).toHaveURL(lang === 'cs' ? /\/qf\/cs\/eshop\/pokladna$/ : /\/qf\/en\/eshop\/checkout$/)
  await expect(page.locator('#checkout')).toHaveAttribute('data-cart-tracking', /"ga4"/)
}
