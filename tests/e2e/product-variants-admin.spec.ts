/**
 * A product's variants and its scheduled publishing in Chromium (issue 26, ADR 088), as the seeded
 * shop manager, with JavaScript (Czech, axe on the product's page and the removal's confirmation)
 * and without (English): on a product of its own the manager adds a variant, is refused a SKU
 * already taken, removes the variant through its confirmation page, and schedules the product,
 * which the list then shows as scheduled and the shop does not show yet.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openAdminPart, signInToAdmin } from './support/admin.js'

type Lang = 'cs' | 'en'

const T = {
  cs: {
    login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', nav: 'Části administrace', products: 'Produkty', nameCs: 'Název česky', nameEn: 'Název anglicky', price: 'Cena včetně DPH (Kč)',
    size: 'Velikost', colourCs: 'Barva česky', colourEn: 'Barva anglicky', added: 'Varianta je přidaná se skladem 0', taken: 'Toto SKU už má jiný produkt nebo varianta.', removeLink: /^Odebrat variantu XL, modrá$/, removed: 'Varianta je odebraná.',
    question: /Opravdu odebrat variantu XL, modrá/, state: 'Stav', scheduledOption: 'Naplánovaný', publishAt: 'Čas zveřejnění (pražský čas)', saved: 'Produkt je uložený.', scheduledAt: 'Naplánovaný na', query: 'Název nebo SKU', search: 'Hledat',
  },
  en: {
    login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', nav: 'Parts of the administration', products: 'Products', nameCs: 'Name in Czech', nameEn: 'Name in English', price: 'Price including VAT (CZK)',
    size: 'Size', colourCs: 'Colour in Czech', colourEn: 'Colour in English', added: 'The variant is added with stock 0', taken: 'Another product or variant already has this SKU.', removeLink: /^Remove variant XL, blue$/, removed: 'The variant is removed.',
    question: /Really remove the variant XL, blue/, state: 'State', scheduledOption: 'Scheduled', publishAt: 'Publish at (Prague time)', saved: 'The product is saved.', scheduledAt: 'Scheduled for', query: 'Name or SKU', search: 'Search',
  },
} as const

/** Screenshots for the report when SHOTS names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS
  if (!dir) return
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function signInAndAdd(page: Page, lang: Lang, word: string) {
  const t = T[lang]
  await signInToAdmin(page, lang, 'obchod@example.cz')
  await openAdminPart(page, lang, t.products)
  await page.locator('#productAdd').click()
  await page.getByLabel(t.nameCs).fill(`Mikina ${word}`)
  await page.getByLabel(t.nameEn).fill(`Hoodie ${word}`)
  await page.getByLabel(t.price).fill('890')
  await page.getByLabel('SKU').fill(`QF-E2E-V-${word}`)
  await page.locator('#productCreate').click()
  await expect(page.locator('#adminNotice')).toBeFocused()
}

async function variantsAndSchedule(page: Page, lang: Lang, axe: boolean) {
  const t = T[lang]
  const word = `${lang}${Date.now().toString(36)}`.toUpperCase()
  await signInAndAdd(page, lang, word)
  const add = page.locator('#variantAddForm')

  // A SKU the product already has: refused beside the field, nothing added.
  await add.getByLabel(t.size).fill('XL')
  await add.getByLabel(t.colourCs).fill('modrá')
  await add.getByLabel(t.colourEn).fill('blue')
  await add.getByLabel('SKU').fill(`QF-E2E-V-${word}`)
  await page.locator('#variantAdd').click()
  await expect(page.locator('#variantAddSku-error')).toHaveText(t.taken)
  await expect(page.locator('form[data-variant-id]')).toHaveCount(1)

  await page.locator('#variantAddForm').getByLabel('SKU').fill(`QF-E2E-V-${word}-XL`)
  await page.locator('#variantAdd').click()
  await expect(page.locator('#adminNotice')).toContainText(t.added)
  await expect(page.locator('#adminNotice')).toBeFocused()
  await expect(page.locator('form[data-variant-id]')).toHaveCount(2)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await shot(page, `product-variants-${lang}`)

  await page.getByRole('link', { name: t.removeLink }).click()
  await expect(page.locator('#variantRemoveQuestion')).toContainText(t.question)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await shot(page, `variant-remove-${lang}`)
  await page.locator('#variantRemove').click()
  await expect(page.locator('#adminNotice')).toContainText(t.removed)
  await expect(page.locator('form[data-variant-id]')).toHaveCount(1)

  // Scheduled for a day ahead: saved with its time, shown as scheduled, not in the shop yet.
  const tomorrow = new Date(Date.now() + 86_400_000)
  const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(tomorrow).replace(' ', 'T')
  await page.getByLabel(t.state, { exact: true }).selectOption({ label: t.scheduledOption })
  await page.getByLabel(t.publishAt).fill(local)
  await page.locator('#productSave').click()
  await expect(page.locator('#adminNotice')).toContainText(t.saved)
  await expect(page.locator('#productScheduled')).toContainText(t.scheduledAt)
  await expect(page.getByLabel(t.publishAt)).toHaveValue(local)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])

  await page.getByRole('link', { name: t.products, exact: true }).first().click()
  await page.getByLabel(t.query).fill(word)
  await page.getByRole('button', { name: t.search }).click()
  await expect(page.locator('#productList tbody tr')).toHaveCount(1)
  await expect(page.locator('#productList tbody tr')).toContainText(t.scheduledOption)
  const found = await page.request.get(`/qf/${lang}/ramjet/${lang === 'cs' ? 'vyhledavani-eshop' : 'search-eshop'}?frm.query=${encodeURIComponent(word)}`)
  expect(found.status()).toBe(200)
  expect(await found.text()).not.toContain(lang === 'cs' ? `Mikina ${word}` : `Hoodie ${word}`)
}

test('with JavaScript, in Czech: the shop manager adds a variant, removes it after confirming, and schedules the product; axe on each page', async ({ page }) => {
  test.setTimeout(120_000)
  await variantsAndSchedule(page, 'cs', true)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('in English: the same with plain forms and the confirmation page', async ({ page }) => {
    test.setTimeout(120_000)
    await variantsAndSchedule(page, 'en', false)
  })
})
