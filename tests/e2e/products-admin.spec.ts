/**
 * The shop manager's catalogue in Chromium (issue 26, ADR 067), as the seeded shop manager, with
 * JavaScript (Czech, axe on the list and a product's page) and without (English): the
 * administration leads to the products; a product is added (hidden), a bad price is refused with
 * its reason, the price is changed and the product published, the shop shows the new price, and
 * hiding it takes its page away. Each run adds its own product, so no other spec sees a change.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'

type Lang = 'cs' | 'en'

const T = {
  cs: { login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', nav: 'Části administrace', products: 'Produkty', add: 'Přidat', nameCs: 'Název česky', nameEn: 'Název anglicky', price: 'Cena včetně DPH (Kč)', state: 'Stav', published: 'Zveřejněný', hidden: 'Skrytý', save: 'Uložit', created: 'Produkt je přidaný a skrytý.', saved: 'Produkt je uložený.', negative: 'Cena nesmí být záporná.', shop: 'Zobrazit v obchodě', shown: /1\s290\sKč/, query: 'Název nebo SKU', search: 'Hledat' },
  en: { login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', nav: 'Parts of the administration', products: 'Products', add: 'Add', nameCs: 'Name in Czech', nameEn: 'Name in English', price: 'Price including VAT (CZK)', state: 'State', published: 'Published', hidden: 'Hidden', save: 'Save', created: 'The product is added and hidden.', saved: 'The product is saved.', negative: 'The price must not be negative.', shop: 'View in the shop', shown: /CZK\s1,290/, query: 'Name or SKU', search: 'Search' },
} as const

async function openProducts(page: Page, lang: Lang) {
  const t = T[lang]
  await page.goto(t.login)
  await page.getByLabel(t.email).fill('obchod@example.cz')
  await page.getByLabel(t.password, { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: t.submit }).click()
  await openUserMenu(page)
  await page.locator('#userMenuStaff').click()
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.products }).click()
  await expect(page.locator('h1')).toHaveText(t.products)
}

async function addPriceHide(page: Page, lang: Lang, axe: boolean) {
  const t = T[lang]
  const word = `${lang}${Date.now().toString(36)}`.toUpperCase()
  await page.locator('#productAdd').click()
  await page.getByLabel(t.nameCs).fill(`Termoska ${word}`)
  await page.getByLabel(t.nameEn).fill(`Flask ${word}`)
  await page.getByLabel(t.price).fill('490')
  await page.getByLabel('SKU').fill(`QF-E2E-${word}`)
  await page.locator('#productCreate').click()
  await expect(page.locator('#adminNotice')).toContainText(t.created)
  await expect(page.locator('#adminNotice')).toBeFocused()
  if (axe) expect(await accessibilityViolations(page)).toEqual([])

  // A negative price: refused, the reason beside the field, nothing saved.
  await page.getByLabel(t.price).fill('-1290')
  await page.locator('#productSave').click()
  await expect(page.locator('#productPrice-error')).toHaveText(t.negative)
  await expect(page.locator('#adminNotice')).toBeFocused()

  await page.getByLabel(t.price).fill('1 290')
  await page.getByLabel(t.state, { exact: true }).selectOption({ label: t.published })
  await page.locator('#productSave').click()
  await expect(page.locator('#adminNotice')).toContainText(t.saved)
  await page.getByRole('link', { name: t.shop }).click()
  await expect(page.locator('h1')).toContainText(lang === 'cs' ? `Termoska ${word}` : `Flask ${word}`)
  await expect(page.locator('main')).toContainText(t.shown)
  const shopUrl = page.url()
  await page.goBack()

  await page.getByLabel(t.state, { exact: true }).selectOption({ label: t.hidden })
  await page.locator('#productSave').click()
  await expect(page.locator('#adminNotice')).toContainText(t.saved)
  expect((await page.request.get(shopUrl)).status()).toBe(404)

  await page.getByRole('link', { name: t.products, exact: true }).first().click()
  await page.getByLabel(t.query).fill(word)
  await page.getByRole('button', { name: t.search }).click()
  await expect(page.locator('#productList tbody tr')).toHaveCount(1)
  await expect(page.locator('#productList tbody tr')).toContainText(t.hidden)
}

test('with JavaScript, in Czech: the shop manager adds a product, changes its price, publishes and hides it; the list and a product pass axe', async ({ page }) => {
  test.setTimeout(90_000)
  await openProducts(page, 'cs')
  expect(await accessibilityViolations(page)).toEqual([])
  await addPriceHide(page, 'cs', true)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('in English: the same with plain forms', async ({ page }) => {
    test.setTimeout(90_000)
    await openProducts(page, 'en')
    await addPriceHide(page, 'en', false)
  })
})
