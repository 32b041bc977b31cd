/**
 * The shop manager's stock in Chromium (issue 26, ADR 068), as the seeded shop manager: with
 * JavaScript in Czech, from the dashboard to the stock list, a search by SKU, a variant's page and
 * goods received (axe on the list and the variant's page); without JavaScript in English, a count
 * correction after a refusal that would take the stock below zero. Each language works on its own
 * academic publication, which no other spec puts in a cart, so the stock it reads stays its own.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'

type Lang = 'cs' | 'en'

const T = {
  cs: { login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', nav: 'Části administrace', stock: 'Sklad', query: 'SKU nebo název', search: 'Hledat', delta: 'Změna o (ks)', reason: 'Příjem', note: 'Poznámka (nepovinná)', save: 'Zapsat změnu', done: 'Změna je zapsána.', pcs: 'ks', sku: 'QF-ODB-002' },
  en: { login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', nav: 'Parts of the administration', stock: 'Stock', query: 'SKU or name', search: 'Search', delta: 'Change by (pcs)', reason: 'Count correction', note: 'Note (optional)', save: 'Record the change', done: 'The change is recorded.', pcs: 'pcs', sku: 'QF-ODB-003' },
} as const

async function openVariant(page: Page, lang: Lang, axe: boolean) {
  const t = T[lang]
  await page.goto(t.login)
  await page.getByLabel(t.email).fill('obchod@example.cz')
  await page.getByLabel(t.password, { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: t.submit }).click()
  await openUserMenu(page)
  await page.locator('#userMenuStaff').click()
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.stock, exact: true }).click()
  await expect(page.locator('h1')).toHaveText(t.stock)
  await page.getByLabel(t.query).fill(t.sku)
  await page.getByRole('button', { name: t.search, exact: true }).click()
  await expect(page.locator('#stockList tbody tr')).toHaveCount(1)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.locator('#stockList tbody tr a').click()
  await expect(page.locator('#stockFacts')).toContainText(t.sku)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
}

const stockNow = async (page: Page) => Number(/(\d+)/.exec((await page.locator('#stockNow').textContent())!)![1])

async function record(page: Page, lang: Lang, delta: number, note: string) {
  const t = T[lang]
  await page.getByLabel(t.delta).fill(String(delta))
  await page.getByRole('radio', { name: t.reason }).check()
  await page.getByLabel(t.note).fill(note)
  await page.getByRole('button', { name: t.save }).click()
}

test('with JavaScript, in Czech: the shop manager finds a variant and receives goods; list and variant pass axe', async ({ page }) => {
  test.setTimeout(90_000)
  await openVariant(page, 'cs', true)
  const before = await stockNow(page)
  await record(page, 'cs', 12, 'Dodací list 2026/118')
  await expect(page.locator('#adminNotice')).toHaveText(T.cs.done)
  await expect(page.locator('#adminNotice')).toBeFocused()
  await expect(page.locator('#stockNow')).toContainText(`${before + 12} ${T.cs.pcs}`)
  await expect(page.locator('#stockHistory tbody tr').first()).toContainText('+12')
  await expect(page.locator('#stockHistory tbody tr').first()).toContainText('Dodací list 2026/118')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('in English: a change below zero is refused with the reason; a count correction is recorded', async ({ page }) => {
    test.setTimeout(90_000)
    await openVariant(page, 'en', false)
    const before = await stockNow(page)
    await record(page, 'en', -(before + 1), 'Counted twice')
    await expect(page.locator('#adminNotice')).toContainText(`The stock cannot go below zero: ${before} pcs are in stock`)
    await expect(page.locator('#stockDelta-error')).toHaveText('The stock would go below zero.')
    await expect(page.getByLabel(T.en.note)).toHaveValue('Counted twice')
    await record(page, 'en', 2, 'Two found on the back shelf')
    await expect(page.locator('#adminNotice')).toHaveText(T.en.done)
    await expect(page.locator('#stockNow')).toContainText(`${before + 2} ${T.en.pcs}`)
    await expect(page.locator('#stockHistory tbody tr').first()).toContainText('Count correction')
  })
})
