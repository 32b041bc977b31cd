/**
 * The shop manager's sales in Chromium (issue 26, ADR 087), as the seeded shop manager: with
 * JavaScript in Czech, from the dashboard to the sales beside the running Christmas sale, a new
 * sale of a category with its banner (axe on the list and the form); without JavaScript in English,
 * a percent over 90 refused at its field, then saved, then the sale cancelled. The seeded sale runs
 * until Christmas and sales may not overlap, so each test plans its sale in a far year of its own
 * (its start and end by the scheduler are tested in tests/integration/promotions).
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'

const T = {
  cs: { login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', nav: 'Části administrace', title: 'Výprodeje', add: 'Přidat výprodej', save: 'Uložit' },
  en: { login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', nav: 'Parts of the administration', title: 'Sales', add: 'Add a sale', save: 'Save' },
} as const

async function openSales(page: Page, lang: 'cs' | 'en') {
  const t = T[lang]
  await page.goto(t.login)
  await page.getByLabel(t.email).fill('obchod@example.cz')
  await page.getByLabel(t.password, { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: t.submit }).click()
  await openUserMenu(page)
  await page.locator('#userMenuStaff').click()
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.title, exact: true }).click()
  await expect(page.locator('h1')).toHaveText(t.title)
  await expect(page.locator('#saleList')).toContainText(lang === 'cs' ? 'Vánoční výprodej' : 'Christmas sale')
}

/** A year of this test's own, so parallel runs' sales never overlap. */
const farYear = () => 2300 + Math.floor(Math.random() * 7000)

test('with JavaScript, in Czech: the shop manager plans a sale of a category with a banner; the list and the form pass axe', async ({ page, problems }) => {
  test.setTimeout(120_000)
  const year = farYear()
  const name = `Jarní výprodej ${year}`
  await openSales(page, 'cs')
  expect(await accessibilityViolations(page)).toEqual([])
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `/tmp/sales-list-${width}.png`, fullPage: true })
  }
  await page.getByRole('link', { name: T.cs.add }).click()
  await expect(page.locator('h1')).toHaveText('Nový výprodej')
  expect(await accessibilityViolations(page)).toEqual([])
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `/tmp/sales-form-${width}.png`, fullPage: true })
  }
  await page.getByLabel('Název česky').fill(name)
  await page.getByLabel('Název anglicky').fill(`Spring sale ${year}`)
  await page.getByLabel('Začátek').fill(`${year}-03-01T08:00`)
  await page.getByLabel('Konec').fill(`${year}-03-15T20:00`)
  await page.getByLabel('Sleva (%)').fill('15')
  await page.getByLabel('Banner česky').fill('Jarní výprodej: −15 % na trička')
  await page.getByRole('group', { name: 'Zboží z kategorií' }).getByRole('checkbox').first().check()
  await page.getByRole('button', { name: T.cs.save }).click()
  await expect(page.locator('#adminNotice')).toHaveText('Výprodej je naplánován.')
  await expect(page.locator('#adminNotice')).toBeFocused()
  const row = page.locator('#saleList tr', { hasText: name })
  await expect(row).toContainText('15 %')
  await expect(row).toContainText('naplánovaný')
  expect(problems.summary()).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('in English: a percent over 90 is refused at its field; saved at 30; then cancelled', async ({ page }) => {
    test.setTimeout(120_000)
    const year = farYear()
    const name = `Summer sale ${year}`
    await openSales(page, 'en')
    await page.getByRole('link', { name: T.en.add }).click()
    await page.getByLabel('Name in Czech').fill(`Letní výprodej ${year}`)
    await page.getByLabel('Name in English').fill(name)
    await page.getByLabel('Start').fill(`${year}-07-01T08:00`)
    await page.getByLabel('End', { exact: true }).fill(`${year}-07-31T20:00`)
    await page.getByLabel('Discount (%)').fill('95')
    await page.getByRole('group', { name: 'Goods of the categories' }).getByRole('checkbox').nth(1).check()
    await page.getByRole('button', { name: T.en.save }).click()
    await expect(page.locator('#salePercent-error')).toHaveText('The discount must be a whole number from 1 to 90.')
    await expect(page.getByLabel('Name in English')).toHaveValue(name)
    await page.getByLabel('Discount (%)').fill('30')
    await page.getByRole('button', { name: T.en.save }).click()
    await expect(page.locator('#adminNotice')).toHaveText('The sale is scheduled.')
    await page.getByRole('link', { name: `Edit the sale ${name}` }).click()
    await page.getByRole('button', { name: 'Cancel the sale' }).click()
    await expect(page.locator('#adminNotice')).toHaveText('The sale is cancelled.')
    await expect(page.locator('#saleList tr', { hasText: name })).toContainText('cancelled')
  })
})
