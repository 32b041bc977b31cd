/**
 * The study programmes' administration in Chromium (issue 25, ADR 085), with JavaScript (Czech, axe
 * on the list and the form) and without (English), as the seeded editor of the Faculty of Science
 * and the chief editor: the dashboard leads to "Studijní programy" · "Study programmes"; the editor
 * opens one of his faculty's programmes, is told an unknown number of years, saves a change and
 * submits it; the chief editor finds it waiting and publishes it; visitors then read the change on
 * the programme's page.
 */
import type { Browser, Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'

type Lang = 'cs' | 'en'

const EDITOR = 'redaktor@example.cz'
const CHIEF = 'redakce@example.cz'
const PASSWORD = 'Heslo-2026'

const T = {
  cs: {
    login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', admin: 'Administrace', nav: 'Části administrace', programmes: 'Studijní programy',
    save: 'Uložit koncept', review: 'Odeslat ke schválení', publish: 'Publikovat', awaiting: 'Čeká na moje schválení',
    saved: 'Koncept je uložen.', submitted: 'Odesláno ke schválení.', published: 'Publikováno. Změna je na webu.', badYears: 'Zadejte celý počet let od 1 do 8.', career: 'Uplatnění česky',
  },
  en: {
    login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', admin: 'Administration', nav: 'Parts of the administration', programmes: 'Study programmes',
    save: 'Save draft', review: 'Submit for review', publish: 'Publish', awaiting: 'Awaiting my review',
    saved: 'The draft is saved.', submitted: 'Submitted for review.', published: 'Published. The change is on the site.', badYears: 'Enter a whole number of years from 1 to 8.', career: 'Careers in English',
  },
} as const

async function signIn(page: Page, lang: Lang, email: string) {
  const t = T[lang]
  await page.goto(t.login)
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: t.submit }).click()
  await openUserMenu(page)
  await page.locator('#userMenuStaff').click()
  await expect(page.locator('h1')).toHaveText(t.admin)
}

/** The editor: dashboard → "Studijní programy" → the `row`-th programme → a refused length → a saved change → submitted. Its name and address. */
async function editorChanges(page: Page, lang: Lang, row: number, career: string, axe: boolean): Promise<{ name: string; path: string }> {
  const t = T[lang]
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.programmes }).click()
  await expect(page.locator('h1')).toHaveText(t.programmes)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  if (axe) for (const width of [375, 1280]) await shot(page, width, `programmes-list-${lang}`)
  const link = page.locator('#adminProgrammesList tbody tr').nth(row).locator('th a')
  const name = (await link.textContent())!.trim()
  await link.click()
  await expect(page.locator('h1')).toContainText(name)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.locator('#programmeYears').fill('0')
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.locator('#programmeYears-error')).toHaveText(t.badYears)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  if (axe) for (const width of [375, 1280]) await shot(page, width, `programme-form-${lang}`)
  await page.locator('#programmeYears').fill('3')
  await page.getByLabel(t.career).fill(career)
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.saved)
  await expect(page.getByRole('button', { name: t.publish, exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: t.review }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.submitted)
  return { name, path: new URL(page.url()).pathname }
}

async function shot(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true })
  if (overflow > 0) console.log(await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1).slice(0, 8).map((e) => `${e.tagName}#${e.id}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`).join('\n')))
  expect(overflow, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The chief editor finds the programme waiting, publishes it; the public page shows the change. */
async function chiefPublishes(browser: Browser, lang: Lang, { name, path }: { name: string; path: string }, career: string, javaScriptEnabled: boolean) {
  const t = T[lang]
  const context = await browser.newContext({ javaScriptEnabled })
  const page = await context.newPage()
  await signIn(page, lang, CHIEF)
  // The dashboard names a programme by its Czech name: the link to this one.
  const awaiting = page.getByRole('region', { name: new RegExp(`^${t.awaiting}`) })
  await awaiting.locator(`a[href="${path}"]`).click()
  await expect(page.locator('h1')).toContainText(name)
  await page.getByRole('button', { name: t.publish, exact: true }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.published)
  const publicLink = page.locator('.admin-facts a[href*="/program"]')
  await publicLink.click()
  await expect(page.locator('#career')).toContainText(career)
  await context.close()
}

test.describe('programmes administration with JavaScript', () => {
  test('Czech: the editor changes a programme of his faculty and submits; the chief editor publishes; the page shows it', async ({ browser, page }) => {
    test.setTimeout(240_000)
    const career = `Absolventi pracují v ochraně přírody ${Date.now().toString(36)}.`
    await signIn(page, 'cs', EDITOR)
    const item = await editorChanges(page, 'cs', 0, career, true)
    await chiefPublishes(browser, 'cs', item, career, true)
  })
})

test.describe('programmes administration without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: the same with plain forms', async ({ browser, page }) => {
    test.setTimeout(240_000)
    const career = `Graduates work in nature conservation ${Date.now().toString(36)}.`
    await signIn(page, 'en', EDITOR)
    const item = await editorChanges(page, 'en', 1, career, false)
    await chiefPublishes(browser, 'en', item, career, false)
  })
})
