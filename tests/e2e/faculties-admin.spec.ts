/**
 * The faculties' identity in Chromium (issue 25, ADR 092), as the seeded editor of the Faculty of
 * Science, with JavaScript (Czech, axe on every page) and without (English): the dashboard leads
 * to "Fakulty" · "Faculties", which lists only the editor's own faculty; a wrong phone number is
 * refused with its reason and the typed text kept; a changed introduction and colour are on the
 * faculty's public page at once. Each test puts the seeded text back, so other specs see the seed.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openAdminPart, signInToAdmin } from './support/admin.js'

type Lang = 'cs' | 'en'

// Both flows change the same faculty: run side by side, the second would meet the first's save
// (and be refused as stale, rightly).
test.describe.configure({ mode: 'serial' })

const T = {
  cs: {
    login: '/qf/cs/prihlaseni',
    email: 'E-mail',
    password: 'Heslo',
    submit: 'Přihlásit se',
    nav: 'Části administrace',
    faculties: 'Fakulty',
    faculty: 'Fakulta přírodních věd',
    other: 'Filozofická fakulta',
    perex: 'Úvodní text česky',
    phone: 'Telefon',
    save: 'Uložit',
    saved: 'Uloženo. Návštěvníci změnu vidí hned.',
    refused: 'Nic jsme neuložili: opravte prosím vyznačená pole.',
    phoneError: 'Telefon zadejte číslicemi, případně s předvolbou, např. +420 493 331 111.',
    public: '/qf/cs/fakulty/fakulta-prirodnich-ved',
    added: ' Den otevřených dveří je v sobotu.',
    colour: 'Barva fakulty',
    seededColour: 'zelená',
    newColour: 'tyrkysová',
  },
  en: {
    login: '/qf/en/login',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    nav: 'Parts of the administration',
    faculties: 'Faculties',
    faculty: 'Faculty of Science',
    other: 'Faculty of Arts',
    perex: 'Introduction in English',
    phone: 'Phone',
    save: 'Save',
    saved: 'Saved. Visitors see the change at once.',
    refused: 'Nothing was saved: please correct the marked fields.',
    phoneError: 'Enter the phone number in digits, with the country code if you like, e.g. +420 493 331 111.',
    public: '/qf/en/faculties/faculty-of-science',
    added: ' The open day is on Saturday.',
    colour: 'The faculty’s colour',
    seededColour: 'green',
    newColour: 'teal',
  },
} as const

async function openFaculty(page: Page, lang: Lang, axe: boolean) {
  const t = T[lang]
  await signInToAdmin(page, lang, 'redaktor@example.cz')
  await openAdminPart(page, lang, t.faculties)
  await expect(page.locator('h1')).toHaveText(t.faculties)
  // The editor writes for the Faculty of Science: no other faculty is theirs to change.
  await expect(page.locator('#facultiesList tbody tr')).toHaveCount(1)
  await expect(page.locator('#facultiesList')).not.toContainText(t.other)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.locator('#facultiesList').getByRole('link', { name: t.faculty }).click()
  await expect(page.locator('h1')).toHaveText(t.faculty)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
}

async function changeIntroduction(page: Page, lang: Lang, axe: boolean) {
  const t = T[lang]
  await openFaculty(page, lang, axe)
  const perex = page.getByLabel(t.perex)
  const seeded = await perex.inputValue()
  const phone = page.getByLabel(t.phone, { exact: true })
  const seededPhone = await phone.inputValue()
  const changed = seeded + t.added

  const colours = page.getByRole('group', { name: t.colour })
  await expect(colours.getByLabel(t.seededColour, { exact: true })).toBeChecked()

  // A phone number that is no number: refused, the reason beside the field, the typed text and the chosen colour kept.
  await colours.getByLabel(t.newColour, { exact: true }).check()
  await perex.fill(changed)
  await phone.fill('call the office')
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.locator('#adminNotice')).toHaveText(t.refused)
  await expect(page.locator('#adminNotice')).toBeFocused()
  await expect(page.locator('#facultyPhone-error')).toHaveText(t.phoneError)
  await expect(page.getByLabel(t.perex)).toHaveValue(changed)
  await expect(colours.getByLabel(t.newColour, { exact: true })).toBeChecked()
  if (axe) expect(await accessibilityViolations(page)).toEqual([])

  await page.getByLabel(t.phone, { exact: true }).fill(seededPhone)
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.locator('#adminNotice')).toHaveText(t.saved)
  await expect(page.locator('#adminNotice')).toBeFocused()
  await expect(page.getByLabel(t.perex)).toHaveValue(changed)

  const visitor = await page.context().browser()!.newPage()
  try {
    await visitor.goto(t.public)
    await expect(visitor.locator('.faculty-home__title .perex')).toHaveText(changed)
    await expect(visitor.locator('#pageContent')).toHaveClass(/\bidentity--teal\b/)
  } finally {
    await visitor.close()
  }

  // The seed's text and colour again, for the specs that read the faculty's page.
  await page.getByLabel(t.perex).fill(seeded)
  await colours.getByLabel(t.seededColour, { exact: true }).check()
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.locator('#adminNotice')).toHaveText(t.saved)
}

test.describe('the faculties’ identity with JavaScript', () => {
  test('Czech: the faculty’s editor changes its introduction, after a wrong phone number is refused', async ({ page, problems }) => {
    test.setTimeout(120_000)
    await changeIntroduction(page, 'cs', true)
    // The refused save is a 422 the browser logs; nothing else may go wrong.
    expect(problems.summary().filter((p) => !p.includes('status of 422'))).toEqual([])
  })
})

test.describe('the faculties’ identity without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: the same with plain forms', async ({ page }) => {
    test.setTimeout(120_000)
    await changeIntroduction(page, 'en', false)
  })
})

test('phone and desktop: the faculty’s form is no wider than the screen', async ({ page }) => {
  test.setTimeout(120_000)
  await openFaculty(page, 'cs', false)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `test-results/faculties-admin-${width}.png`, fullPage: true })
  }
})
