/**
 * The shop manager's category tree and size chart in Chromium (issue 26, ADR 090), as the seeded
 * shop manager. With JavaScript in Czech: two subcategories added under "Trička a mikiny", the
 * second moved up, both shown in that order on the public category page, whose subcategory leads
 * to its own page with the breadcrumbs down the tree; then deleted again (axe on the tree and both
 * forms). Without JavaScript in English: the same through plain forms with a top-level category.
 * The size chart: a kids' row edited and seen on the public chart, then put back (axe on the
 * administration's page with JavaScript; the plain form without it).
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openAdminPart, signInToAdmin } from './support/admin.js'

type Lang = 'cs' | 'en'

const T = {
  cs: { login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', nav: 'Části administrace', categories: 'Kategorie e-shopu', sizeChart: 'Tabulka velikostí', add: 'Přidat kategorii', nameCs: 'Název (česky)', nameEn: 'Název (anglicky)', slugCs: 'Adresa (česky)', slugEn: 'Adresa (anglicky)', parent: 'Nadřazená kategorie', created: 'Kategorie byla přidána.', moved: 'Pořadí bylo změněno.', deleted: 'Kategorie byla smazána.', up: 'Posunout nahoru', del: 'Smazat kategorii', yes: 'Ano', kids: 'Dětský', save: 'Uložit tabulku', saved: 'Tabulka velikostí byla uložena.', row5chest: 'Řádek 5: Šířka hrudníku (cm)', public: '/qf/cs/eshop/tabulka-velikosti?fit=kids' },
  en: { login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', nav: 'Parts of the administration', categories: 'Shop categories', sizeChart: 'Size chart', add: 'Add a category', nameCs: 'Name (Czech)', nameEn: 'Name (English)', slugCs: 'Address (Czech)', slugEn: 'Address (English)', parent: 'Parent category', created: 'The category was added.', moved: 'The order was changed.', deleted: 'The category was deleted.', up: 'Move up', del: 'Delete the category', yes: 'Yes', kids: 'Kids’', save: 'Save the chart', saved: 'The size chart was saved.', row5chest: 'Row 5: Chest width (cm)', public: '/qf/en/eshop/size-chart?fit=kids' },
} as const

async function openAdmin(page: Page, lang: Lang, part: 'categories' | 'sizeChart') {
  const t = T[lang]
  await signInToAdmin(page, lang, 'obchod@example.cz')
  await openAdminPart(page, lang, t[part])
  await expect(page.locator('h1')).toHaveText(t[part])
}

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

/** Adds a category from the tree page; back on the tree afterwards. */
async function addCategory(page: Page, lang: Lang, names: { cs: string; en: string }, parent: string, axe = false) {
  const t = T[lang]
  await page.locator('#categoryAdd').click()
  await expect(page.locator('#categoryNewForm')).toBeVisible()
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.getByLabel(t.nameCs).fill(names.cs)
  await page.getByLabel(t.nameEn).fill(names.en)
  await page.getByLabel(t.slugCs).fill(names.cs.toLowerCase().replace(/[^a-z0-9]+/g, '-'))
  await page.getByLabel(t.slugEn).fill(names.en.toLowerCase().replace(/[^a-z0-9]+/g, '-'))
  await page.getByLabel(t.parent).selectOption({ label: parent })
  await page.locator('#categoryCreate').click()
  await expect(page.locator('#adminNotice')).toHaveText(t.created)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.categories, exact: true }).click()
}

async function deleteCategory(page: Page, lang: Lang, name: string, javaScript: boolean) {
  const t = T[lang]
  await page.locator('#categoryTree').getByRole('link', { name, exact: true }).click()
  await page.getByRole('button', { name: `${t.del} ${name}` }).click()
  if (javaScript) await page.getByRole('alertdialog').getByRole('button', { name: t.yes }).click()
  await expect(page.locator('#adminNotice')).toHaveText(t.deleted)
}

for (const javaScript of [true, false]) {
  const lang: Lang = javaScript ? 'cs' : 'en'
  test.describe(`category tree, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: javaScript })
    test(`in ${lang === 'cs' ? 'Czech' : 'English'}: subcategories are added and reordered, and the shop shows them`, async ({ page }) => {
      test.setTimeout(120_000)
      const t = T[lang]
      await openAdmin(page, lang, 'categories')
      if (javaScript) expect(await accessibilityViolations(page)).toEqual([])
      const id = tag()
      const parent = javaScript ? { cs: 'Trička a mikiny', en: 'T-shirts and Sweatshirts', slug: '/qf/cs/eshop/tricka-a-mikiny' } : { cs: `Horni ${id}`, en: `Top ${id}`, slug: `/qf/en/eshop/top-${id}` }
      if (!javaScript) await addCategory(page, lang, { cs: parent.cs, en: parent.en }, '(none – a top-level category)')
      const first = { cs: `Prvni ${id}`, en: `First ${id}` }
      const second = { cs: `Druha ${id}`, en: `Second ${id}` }
      const parentLabel = lang === 'cs' ? parent.cs : parent.en
      await addCategory(page, lang, first, parentLabel, javaScript)
      await addCategory(page, lang, second, parentLabel)
      const own = (c: { cs: string; en: string }) => c[lang]
      await page.getByRole('button', { name: `${t.up}: ${own(second)}` }).click()
      await expect(page.locator('#adminNotice')).toHaveText(t.moved)
      // The public page of the parent: the subcategories in the new order.
      await page.goto(parent.slug)
      const nav = page.locator('nav.subcategories')
      await expect(nav.getByRole('link', { name: own(first) })).toBeVisible()
      const names = (await nav.getByRole('link').allTextContents()).filter((n) => n === own(second) || n === own(first))
      expect(names).toEqual([own(second), own(first)])
      await nav.getByRole('link', { name: own(first) }).click()
      await expect(page.locator('h1')).toHaveText(own(first))
      await expect(page.locator('#pageContent .breadcrumbs')).toContainText(lang === 'cs' ? parent.cs : parent.en)
      // Clean up through the administration: children first, as the refusal would say.
      await page.goto(lang === 'cs' ? '/qf/cs/sprava/kategorie' : '/qf/en/admin/categories')
      await deleteCategory(page, lang, own(first), javaScript)
      await deleteCategory(page, lang, own(second), javaScript)
      if (!javaScript) await deleteCategory(page, lang, parent.en, javaScript)
    })

    test(`in ${lang === 'cs' ? 'Czech' : 'English'}: a kids' size chart row is edited and the public chart shows it`, async ({ page }) => {
      test.setTimeout(90_000)
      const t = T[lang]
      await openAdmin(page, lang, 'sizeChart')
      await page.getByRole('link', { name: t.kids, exact: true }).click()
      if (javaScript) expect(await accessibilityViolations(page)).toEqual([])
      const field = page.getByLabel(t.row5chest)
      const before = await field.inputValue()
      const changed = String(Number(before) + (javaScript ? 1 : 2))
      // A bad value first: refused with its message, nothing saved.
      await field.fill('-5')
      await page.getByRole('button', { name: t.save }).click()
      await expect(page.locator('#sizeChart-chest_4-error')).toBeVisible()
      if (javaScript) expect(await accessibilityViolations(page)).toEqual([])
      await page.getByLabel(t.row5chest).fill(changed)
      await page.getByRole('button', { name: t.save }).click()
      await expect(page.locator('#adminNotice')).toHaveText(t.saved)
      await page.goto(t.public)
      await expect(page.locator('.size-chart__table tbody tr').nth(4).locator('td').nth(1)).toHaveText(changed)
      // Put back as it was.
      await page.goBack()
      await page.goto(lang === 'cs' ? '/qf/cs/sprava/tabulka-velikosti?fit=kids' : '/qf/en/admin/size-chart?fit=kids')
      await page.getByLabel(t.row5chest).fill(before)
      await page.getByRole('button', { name: t.save }).click()
      await expect(page.locator('#adminNotice')).toHaveText(t.saved)
    })
  })
}
