/**
 * The shop manager's reports in Chromium (issue 26, ADR 078), as the seeded shop manager: with
 * JavaScript in Czech, from the dashboard to the reports, a period typed into the form, the
 * chart's table opened and the VAT summary downloaded as CSV (axe on the page, and on the English
 * page of the same period); without JavaScript in English, a period ending before it starts
 * refused at its field, then a quick choice and the revenue per day downloaded. The figures
 * themselves are the integration tests' (other specs place orders meanwhile): here, what a
 * person does; and the page and its refusal are valid HTML.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'
import { vnuErrors } from './support/vnu.js'

const T = {
  cs: { login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', nav: 'Části administrace', title: 'Přehledy', from: 'Od', to: 'Do (včetně)', show: 'Zobrazit' },
  en: { login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', nav: 'Parts of the administration', title: 'Reports', from: 'From', to: 'To (inclusive)', show: 'Show' },
} as const

async function openReports(page: Page, lang: 'cs' | 'en') {
  const t = T[lang]
  await page.goto(t.login)
  await page.getByLabel(t.email).fill('obchod@example.cz')
  await page.getByLabel(t.password, { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: t.submit }).click()
  await openUserMenu(page)
  await page.locator('#userMenuStaff').click()
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.title, exact: true }).click()
  await expect(page.locator('h1')).toHaveText(t.title)
}

async function choosePeriod(page: Page, lang: 'cs' | 'en', from: string, to: string) {
  const t = T[lang]
  await page.getByLabel(t.from, { exact: true }).fill(from)
  await page.getByLabel(t.to, { exact: true }).fill(to)
  await page.getByRole('button', { name: t.show }).click()
}

/** Clicks a CSV link and reads the file the browser saved. */
async function download(page: Page, name: string) {
  const saved = page.waitForEvent('download')
  await page.getByRole('link', { name }).click()
  const file = await saved
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) }
}

test('with JavaScript, in Czech: the shop manager chooses a period, reads the chart’s table and downloads the VAT summary; both languages pass axe', async ({ page, problems }) => {
  test.setTimeout(120_000)
  await openReports(page, 'cs')
  await choosePeriod(page, 'cs', '2026-01-01', '2026-01-31')
  await expect(page).toHaveURL(/\/qf\/cs\/sprava\/prehledy\?from=2026-01-01&to=2026-01-31$/)
  await expect(page.locator('#reportShown')).toHaveText('Období 1. 1. 2026 – 31. 1. 2026')
  await expect(page.getByRole('img', { name: 'Tržby po dnech od 1. 1. 2026 do 31. 1. 2026' })).toBeVisible()
  await page.getByText('Tabulka tržeb po dnech').click()
  await expect(page.locator('#reportDays tbody tr')).toHaveCount(31)
  await expect(page.locator('#reportDays tbody tr').first()).toContainText('1. 1. 2026')
  expect(await accessibilityViolations(page)).toEqual([])

  const csv = await download(page, 'Stáhnout CSV: DPH podle sazeb')
  expect(csv.name).toBe('dph-2026-01-01-2026-01-31.csv')
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  expect(csv.bytes.subarray(3).toString('utf8').split('\r\n')[0]).toBe('Sazba DPH (%),Základ (Kč),DPH (Kč),Celkem s DPH (Kč)')

  await page.locator('#pageHeader .lang-switch').click()
  await expect(page).toHaveURL(/\/qf\/en\/admin\/reports\?from=2026-01-01&to=2026-01-31$/)
  await expect(page.locator('h1')).toHaveText('Reports')
  expect(await accessibilityViolations(page)).toEqual([])
  expect(problems.summary()).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('in English: a period ending before it starts is refused at its field; last month is shown and its revenue per day downloaded', async ({ page }) => {
    test.setTimeout(120_000)
    await openReports(page, 'en')
    await choosePeriod(page, 'en', '2026-02-10', '2026-02-01')
    await expect(page.locator('#adminNotice')).toContainText('The period cannot be shown: The “to” date cannot be before the “from” date.')
    await expect(page.locator('#report-to-error')).toHaveText('The “to” date cannot be before the “from” date.')
    await expect(page.getByLabel(T.en.to, { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#revenueChart')).toHaveCount(0)

    await page.getByRole('navigation', { name: 'Quick choice' }).getByRole('link', { name: 'Last month' }).click()
    await expect(page.getByRole('navigation', { name: 'Quick choice' }).getByRole('link', { name: 'Last month' })).toHaveAttribute('aria-current', 'page')
    const from = await page.getByLabel(T.en.from, { exact: true }).inputValue()
    const to = await page.getByLabel(T.en.to, { exact: true }).inputValue()
    expect(from).toMatch(/^\d{4}-\d{2}-01$/)
    await expect(page.locator('#revenueChart')).toBeVisible()

    const csv = await download(page, 'Download CSV: Revenue per day')
    expect(csv.name).toBe(`revenue-by-day-${from}-${to}.csv`)
    const lines = csv.bytes.subarray(3).toString('utf8').split('\r\n')
    expect(lines[0]).toBe('Day,Orders,Revenue incl. VAT (CZK)')
    expect(lines[1]).toMatch(new RegExp(`^${from},\\d+,[\\d.]+$`))
    expect(lines.at(-2)).toMatch(new RegExp(`^${to},`))
  })
})

test('html: the reports and a refused period are valid HTML', async ({ page }) => {
  test.setTimeout(120_000)
  await openReports(page, 'cs')
  const documents: [string, string][] = [['admin-reports', await (await page.request.get('/qf/cs/sprava/prehledy?from=2025-12-01&to=2026-01-31')).text()]]
  const bad = await page.request.get('/qf/en/admin/reports?from=2026-02-31&to=2026-03-01')
  expect(bad.status()).toBe(400)
  documents.push(['admin-reports-400', await bad.text()])
  const { errors } = vnuErrors(documents)
  expect(errors, errors.join('\n')).toEqual([])
})
