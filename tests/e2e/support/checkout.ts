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
  await page.locator('article.product form.add-to-cart button.add-to-cart__button').click()
  // With JavaScript the answer is a popup; without, the cart page itself.
  if (js) await page.getByRole('dialog').getByRole('link', { name: lang === 'cs' ? 'Přejít do košíku' : 'Go to cart' }).click()
  await expect(page).toHaveURL(lang === 'cs' ? /\/qf\/cs\/eshop\/kosik/ : /\/qf\/en\/eshop\/cart/)
  await expect(page.locator('.cart-line')).toHaveCount(1)
}

/**
 * Empties the visitor's cart: a seeded account's cart is shared with other specs signed in as it,
 * which may have left lines in it (removed as the cart page's forms remove them).
 */
export async function emptyCart(page: Page) {
  const cart = await (await page.request.get('/qf/cs/eshop/kosik')).text()
  const variants = [...cart.matchAll(/action="\/qf\/cs\/eshop\/kosik\/odebrat"[\s\S]*?name="variant" value="(\d+)"/g)].map((m) => m[1]!)
  for (const variant of new Set(variants)) expect((await page.request.post('/qf/cs/eshop/kosik/odebrat', { form: { variant }, maxRedirects: 0 })).status()).toBeLessThan(400)
}

export const texts = {
  cs: { toCheckout: 'Pokračovat k objednávce', email: 'E-mail', name: 'Jméno a příjmení', phone: 'Telefon', street: 'Ulice a číslo domu', city: 'Obec', postal: 'PSČ', terms: /Souhlasím s obchodními podmínkami/, place: 'Objednávka zavazující k platbě', received: /Objednávka \d{10} přijata/ },
  en: { toCheckout: 'Proceed to checkout', email: 'Email', name: 'Full name', phone: 'Phone', street: 'Street and house number', city: 'Town', postal: 'Postal code', terms: /I agree to the terms/, place: 'Order with obligation to pay', received: /Order \d{10} received/ },
}

/** Contact details; the address too when the shipping chosen asks for one (ADR 052). */
export async function fillContact(page: Page, lang: 'cs' | 'en') {
  const t = texts[lang]
  await page.getByLabel(t.email).fill('e2e@example.cz')
  await page.getByLabel(t.name, { exact: true }).fill('Eva Kupující')
  await page.getByLabel(t.phone).fill('777 123 456')
  if ((await page.getByLabel(t.street).count()) > 0) await fillAddress(page, lang)
}

/**
 * Chooses a shipping as a shopper does: with script the delivery region follows the radio at once;
 * without, the shopper applies the choice ("Použít dopravu", shown only without script) and the
 * page comes back with what that shipping asks for (the address for a carrier to the door, ADR 052).
 */
export async function chooseShipping(page: Page, lang: 'cs' | 'en', label: string) {
  await page.getByLabel(label).check()
  const apply = page.getByRole('button', { name: lang === 'cs' ? 'Použít dopravu' : 'Apply shipping' })
  if (await apply.isVisible()) await apply.click()
  await expect(page.getByLabel(label)).toBeChecked()
}

/** The delivery address, shown once a carrier to the door is chosen (ADR 052). */
export async function fillAddress(page: Page, lang: 'cs' | 'en') {
  const t = texts[lang]
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
