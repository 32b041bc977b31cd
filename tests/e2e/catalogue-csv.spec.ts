/**
 * The catalogue's CSV export and import in Chromium (issue 26, ADR 077), as the seeded shop
 * manager, with JavaScript (Czech, axe on the import page and the dry run) and without (English):
 * the products list leads to the CSV page; the export downloads; the manager changes a price and
 * a name in the downloaded file, uploads it, sees the dry run (old → new), applies it, and the
 * product's form shows the new values. Each run adds its own product and uploads only its row,
 * so no other spec's change meets this one.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { catalogueCsv, type CsvRow } from '../../src/features/shop/admin/catalogue-csv.js'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'

type Lang = 'cs' | 'en'

const T = {
  cs: { login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', nav: 'Části administrace', products: 'Produkty', nameCs: 'Název česky', nameEn: 'Název anglicky', price: 'Cena včetně DPH (Kč)', csv: 'Import a export CSV', exportLink: 'Stáhnout katalog (CSV)', file: 'Soubor CSV', upload: 'Nahrát a zobrazit zkušební běh', dryRun: 'Zkušební běh importu', summary: 'Nové: 0 · změněné: 1 · beze změny: 0 · chyby: 0', apply: 'Importovat změny (1)', applied: 'Import je zapsaný' },
  en: { login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', nav: 'Parts of the administration', products: 'Products', nameCs: 'Name in Czech', nameEn: 'Name in English', price: 'Price including VAT (CZK)', csv: 'CSV import and export', exportLink: 'Download the catalogue (CSV)', file: 'CSV file', upload: 'Upload and show the dry run', dryRun: 'Import dry run', summary: 'New: 0 · changed: 1 · unchanged: 0 · errors: 0', apply: 'Import the changes (1)', applied: 'The import is written' },
} as const

async function signInAndAdd(page: Page, lang: Lang, word: string) {
  const t = T[lang]
  await page.goto(t.login)
  await page.getByLabel(t.email).fill('obchod@example.cz')
  await page.getByLabel(t.password, { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: t.submit }).click()
  await openUserMenu(page)
  await page.locator('#userMenuStaff').click()
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.products }).click()
  await page.locator('#productAdd').click()
  await page.getByLabel(t.nameCs).fill(`Termoska ${word}`)
  await page.getByLabel(t.nameEn).fill(`Flask ${word}`)
  await page.getByLabel(t.price).fill('490')
  await page.getByLabel('SKU').fill(`QF-CSV-${word}`)
  await page.locator('#productCreate').click()
  await expect(page.locator('#adminNotice')).toBeVisible()
  return page.url()
}

async function exportChangeImport(page: Page, lang: Lang, axe: boolean) {
  const t = T[lang]
  const word = `${lang}${Date.now().toString(36)}`.toUpperCase()
  const productPage = await signInAndAdd(page, lang, word)
  await page.getByRole('link', { name: t.products, exact: true }).first().click()
  await page.getByRole('link', { name: t.csv }).click()
  await expect(page.locator('h1')).toHaveText(t.csv)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t.exportLink }).click()])
  const text = await readFile((await download.path())!, 'utf8')
  expect(text.startsWith('\uFEFFproduct_id;')).toBe(true)
  const mine = (parse(text, { bom: true, delimiter: ';', columns: true }) as CsvRow[]).filter((r) => r.product_sku === `QF-CSV-${word}`)
  expect(mine).toHaveLength(1)
  const changed = catalogueCsv([{ ...mine[0]!, price: '345', name_en: `Steel flask ${word}` }])

  await page.getByLabel(t.file).setInputFiles({ name: 'katalog.csv', mimeType: 'text/csv', buffer: Buffer.from(changed) })
  await page.getByRole('button', { name: t.upload }).click()
  await expect(page.locator('h1')).toHaveText(t.dryRun)
  await expect(page.locator('#csvSummary')).toHaveText(t.summary)
  const row = page.locator('#csvChanges tbody tr')
  await expect(row).toContainText('price: 490 → 345')
  await expect(row).toContainText(`name_en: Flask ${word} → Steel flask ${word}`)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])

  await page.getByRole('button', { name: t.apply }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.applied)
  await expect(page.locator('#csvApply')).toHaveCount(0)
  await page.goto(productPage)
  await expect(page.getByLabel(t.price)).toHaveValue('345')
  await expect(page.getByLabel(t.nameEn)).toHaveValue(`Steel flask ${word}`)
}

test('with JavaScript, in Czech: the shop manager exports the catalogue, uploads a changed file, checks the dry run and applies it; the pages pass axe', async ({ page }) => {
  test.setTimeout(90_000)
  await exportChangeImport(page, 'cs', true)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('in English: the same with plain forms', async ({ page }) => {
    test.setTimeout(90_000)
    await exportChangeImport(page, 'en', false)
  })
})
