/**
 * The shop manager's discount codes in Chromium (issue 26, ADR 069), as the seeded shop manager:
 * with JavaScript in Czech, from the dashboard to the codes, a new percent code limited to one use
 * per customer (axe on the list and the form); without JavaScript in English, a code refused for
 * its percent and then saved as an amount. Each run adds its own code, so parallel runs never meet.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'

const T = {
  cs: { login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', nav: 'Části administrace', title: 'Slevové kódy', add: 'Přidat', code: 'Kód', value: 'Výše slevy', save: 'Uložit' },
  en: { login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', nav: 'Parts of the administration', title: 'Discount codes', add: 'Add', code: 'Code', value: 'Discount', save: 'Save' },
} as const

async function openCodes(page: Page, lang: 'cs' | 'en') {
  const t = T[lang]
  await page.goto(t.login)
  await page.getByLabel(t.email).fill('obchod@example.cz')
  await page.getByLabel(t.password, { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: t.submit }).click()
  await openUserMenu(page)
  await page.locator('#userMenuStaff').click()
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.title, exact: true }).click()
  await expect(page.locator('h1')).toHaveText(t.title)
  await expect(page.locator('#discountList')).toContainText('VITEJTE10')
}

const fresh = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`

test('with JavaScript, in Czech: the shop manager adds a percent code with a limit per customer; the list and the form pass axe', async ({ page, problems }) => {
  test.setTimeout(120_000)
  const code = fresh('JARO')
  await openCodes(page, 'cs')
  expect(await accessibilityViolations(page)).toEqual([])
  await page.getByRole('link', { name: T.cs.add }).click()
  await expect(page.locator('h1')).toHaveText('Nový slevový kód')
  expect(await accessibilityViolations(page)).toEqual([])
  await page.getByLabel(T.cs.code, { exact: true }).fill(code)
  await page.getByLabel(T.cs.value, { exact: true }).fill('15')
  await page.getByLabel('Použití jedním zákazníkem nejvýše').fill('1')
  await page.getByRole('button', { name: T.cs.save }).click()
  await expect(page.locator('#adminNotice')).toHaveText('Kód je přidán.')
  await expect(page.locator('#adminNotice')).toBeFocused()
  await expect(page.locator(`[data-code="${code}"]`)).toContainText('15 %')
  await expect(page.locator(`[data-code="${code}"]`)).toContainText('1× na zákazníka')
  expect(problems.summary()).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('in English: a percent over 100 is refused at its field; as an amount in CZK it is saved', async ({ page }) => {
    test.setTimeout(120_000)
    const code = fresh('GIFT')
    await openCodes(page, 'en')
    await page.getByRole('link', { name: T.en.add }).click()
    await page.getByLabel(T.en.code, { exact: true }).fill(code)
    await page.getByLabel(T.en.value, { exact: true }).fill('250')
    await page.getByRole('button', { name: T.en.save }).click()
    await expect(page.locator('#discountValue-error')).toHaveText('Percent must be a whole number from 1 to 100.')
    await expect(page.getByLabel(T.en.code, { exact: true })).toHaveValue(code)
    await page.getByLabel('Kind of discount').selectOption({ label: 'amount in CZK' })
    await page.getByRole('button', { name: T.en.save }).click()
    await expect(page.locator('#adminNotice')).toHaveText('The code is added.')
    await expect(page.locator(`[data-code="${code}"]`)).toContainText('250')
  })
})
