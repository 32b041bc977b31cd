/**
 * The alert banner's administration in Chromium (issue 25, ADR 065), as the seeded chief editor,
 * with JavaScript (Czech, axe on every page) and without (English): the dashboard leads to the
 * alerts; a refusal says why and keeps what was typed; an alert is added, changed and deleted.
 * The alerts made here start in a month, so no other spec's visitor ever sees them (the public
 * banner itself is proved by the integration tests and widgets-media.spec.ts).
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'

type Lang = 'cs' | 'en'

const T = {
  cs: { login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', nav: 'Části administrace', alerts: 'Upozornění', add: 'Přidat', textCs: 'Text upozornění česky', textEn: 'Text upozornění anglicky', from: 'Zobrazovat od', until: 'Zobrazovat do', save: 'Uložit', saved: 'Upozornění je uloženo.', changed: 'Změny upozornění jsou uloženy.', removed: 'Upozornění je smazáno.', refused: 'Formulář obsahuje chyby', needText: 'Napište text upozornění aspoň v jednom jazyce.', scheduled: 'naplánováno', edit: 'Upravit', remove: 'Smazat' },
  en: { login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', nav: 'Parts of the administration', alerts: 'Alerts', add: 'Add', textCs: 'The alert’s text in Czech', textEn: 'The alert’s text in English', from: 'Show from', until: 'Show until', save: 'Save', saved: 'The alert is saved.', changed: 'The alert’s changes are saved.', removed: 'The alert is deleted.', refused: 'The form has errors', needText: 'Write the alert’s text in at least one language.', scheduled: 'scheduled', edit: 'Edit', remove: 'Delete' },
} as const

/** A `datetime-local` value `days` from now (the browser's zone is near enough: it only needs to be in the future). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16)

async function openAlerts(page: Page, lang: Lang) {
  const t = T[lang]
  await page.goto(t.login)
  await page.getByLabel(t.email).fill('redakce@example.cz')
  await page.getByLabel(t.password, { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: t.submit }).click()
  await openUserMenu(page)
  await page.locator('#userMenuStaff').click()
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.alerts }).click()
  await expect(page.locator('h1')).toHaveText(t.alerts)
}

async function addChangeDelete(page: Page, lang: Lang, axe: boolean) {
  const t = T[lang]
  const word = Date.now().toString(36)
  await page.locator('#alertAdd').click()
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  // No text: refused, with the reason beside the field and the dates kept.
  const [from, until] = [inDays(30), inDays(31)]
  await page.getByLabel(t.from).fill(from)
  await page.getByLabel(t.until).fill(until)
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.refused)
  await expect(page.locator('#adminNotice')).toBeFocused()
  await expect(page.locator('#alertMessageCs-error')).toHaveText(t.needText)
  await expect(page.getByLabel(t.until)).toHaveValue(until)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])

  await page.getByLabel(t.textCs).fill(`Knihovna bude zavřená ${word}`)
  await page.getByLabel(t.textEn).fill(`The library will be closed ${word}`)
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.saved)
  await expect(page.locator('#adminNotice')).toBeFocused()
  const row = page.locator('#alertList tr', { hasText: word })
  await expect(row).toContainText(t.scheduled)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])

  await row.getByRole('link', { name: new RegExp(`^${t.edit}`) }).click()
  await page.getByLabel(t.textCs).fill(`Knihovna bude zavřená celý den ${word}`)
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.changed)
  await expect(row).toContainText(`Knihovna bude zavřená celý den ${word}`)

  await row.getByRole('button', { name: new RegExp(`^${t.remove}`) }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.removed)
  await expect(page.locator('#alertList tr', { hasText: word })).toHaveCount(0)
}

test('with JavaScript, in Czech: the chief editor adds, changes and deletes an alert; every page passes axe', async ({ page }) => {
  test.setTimeout(120_000)
  await openAlerts(page, 'cs')
  expect(await accessibilityViolations(page)).toEqual([])
  await addChangeDelete(page, 'cs', true)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('in English: the same with plain forms', async ({ page }) => {
    test.setTimeout(120_000)
    await openAlerts(page, 'en')
    await addChangeDelete(page, 'en', false)
  })
})
