/**
 * The people administration in Chromium (issue 25, ADR 079), with JavaScript (Czech, axe on every
 * new page) and without (English), as the seeded editor of the Faculty of Science and the chief
 * editor: the dashboard leads to "Lidé" · "People"; the editor adds a person, is told a malformed
 * e-mail, saves, compares two revisions, submits; the chief editor finds the person waiting,
 * previews and publishes; visitors then find the profile in the directory. The Nu checker on the
 * new pages and a refusal.
 */
import type { Browser, Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'
import { vnuErrors } from './support/vnu.js'

type Lang = 'cs' | 'en'

const EDITOR = 'redaktor@example.cz'
const CHIEF = 'redakce@example.cz'
const PASSWORD = 'Heslo-2026'

const T = {
  cs: {
    login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', admin: 'Administrace', nav: 'Části administrace', people: 'Lidé', add: 'Přidat',
    save: 'Uložit koncept', preview: 'Náhled', review: 'Odeslat ke schválení', publish: 'Publikovat', compare: 'Porovnat',
    created: 'Koncept je vytvořen.', saved: 'Koncept je uložen.', submitted: 'Odesláno ke schválení.', published: 'Publikováno. Změna je na webu.', awaiting: 'Čeká na moje schválení', banner: 'Náhled konceptu.',
    badEmail: 'Zadejte e-mail ve tvaru jmeno@domena.cz.', refused: 'Formulář obsahuje chyby', directory: '/qf/cs/lide', find: 'Jméno',
  },
  en: {
    login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', admin: 'Administration', nav: 'Parts of the administration', people: 'People', add: 'Add',
    save: 'Save draft', preview: 'Preview', review: 'Submit for review', publish: 'Publish', compare: 'Compare',
    created: 'The draft is created.', saved: 'The draft is saved.', submitted: 'Submitted for review.', published: 'Published. The change is on the site.', awaiting: 'Awaiting my review', banner: 'Preview of the draft.',
    badEmail: 'Enter an e-mail address such as name@example.com.', refused: 'The form has errors', directory: '/qf/en/people', find: 'Name',
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

/** The editor: dashboard → "Lidé" → "Přidat" → a refused e-mail → a draft → a second draft → their comparison → submitted. */
async function editorAdds(page: Page, lang: Lang, family: string, axe: boolean) {
  const t = T[lang]
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.people }).click()
  await expect(page.locator('h1')).toHaveText(t.people)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.getByRole('link', { name: t.add, exact: true }).click()
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.locator('#personTitlesBefore').fill('RNDr.')
  await page.locator('#personGivenName').fill('Marta')
  await page.locator('#personFamilyName').fill(family)
  await page.locator('#personRoleCs').fill('odborná asistentka')
  await page.locator('#personRoleEn').fill('Assistant Professor')
  await page.locator('#personDepartment').selectOption({ index: 1 })
  await page.locator('#personEmail').fill('marta.bez-zavinace.example.cz')
  await page.locator('#personPhone').fill('+420 555 000 111')
  await page.locator('#personOfficeCs').fill('budova B, místnost 12')
  await page.locator('#personOfficeEn').fill('building B, room 12')
  await page.locator('#personHoursCs').fill('středa 9–11')
  await page.locator('#personHoursEn').fill('Wednesday 9–11')
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.refused)
  await expect(page.locator('#personEmail-error')).toHaveText(t.badEmail)
  await expect(page.locator('#personFamilyName')).toHaveValue(family)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.locator('#personEmail').fill(`marta.${family.slice(-8)}@qf.example.cz`)
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.created)
  await expect(page.locator('#adminNotice')).toBeFocused()
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  // An editor submits; publishing is not theirs.
  await expect(page.getByRole('button', { name: t.publish, exact: true })).toHaveCount(0)
  await page.locator('#personResearchCs').fill('mykologie, lesní ekologie')
  // The portrait through the media picker: a search keeps what was typed (with script, Enter in
  // the search field searches), a match chosen, saved with the rest.
  const js = await page.evaluate(() => document.documentElement.classList.contains('js')).catch(() => false)
  if (js) await page.locator('#personPortrait-query').press('Enter')
  else await page.locator('#personPortrait-find').click()
  const option = page.locator('#personPortrait-results input[name="portraitId"]').first()
  await expect(option).toBeVisible()
  await expect(page.locator('#personResearchCs')).toHaveValue('mykologie, lesní ekologie')
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.locator(`#personPortrait-results label[for="personPortrait-${await option.getAttribute('value')}"]`).click()
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.saved)
  await expect(page.locator('#personPortrait-chosen input[name="portraitId"]:checked')).toHaveCount(1)
  await page.getByRole('button', { name: t.compare }).click()
  await expect(page.locator('#revisionCompare ins', { hasText: 'mykologie' })).toHaveCount(1)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.getByRole('link', { name: lang === 'cs' ? 'Zpět k úpravám' : 'Back to editing' }).click()
  await page.getByRole('button', { name: t.review }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.submitted)
}

async function chiefPublishes(browser: Browser, lang: Lang, family: string, javaScriptEnabled: boolean) {
  const t = T[lang]
  const context = await browser.newContext({ javaScriptEnabled })
  const page = await context.newPage()
  await signIn(page, lang, CHIEF)
  const awaiting = page.getByRole('region', { name: new RegExp(`^${t.awaiting}`) })
  await awaiting.getByRole('link', { name: `Marta ${family}` }).click()
  await page.getByRole('button', { name: t.preview }).click()
  await expect(page.locator('#adminPreviewBanner')).toContainText(t.banner)
  await expect(page.locator('h1')).toContainText(family)
  if (javaScriptEnabled) expect(await accessibilityViolations(page)).toEqual([])
  await page.locator('#adminPreviewBanner a').first().click()
  await page.getByRole('button', { name: t.publish, exact: true }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.published)
  await context.close()
}

/** A visitor finds the person by name in the directory and opens the profile. */
async function visitorFinds(page: Page, lang: Lang, family: string) {
  const t = T[lang]
  await page.goto(t.directory)
  await page.getByLabel(t.find, { exact: true }).fill(family)
  await page.getByLabel(t.find, { exact: true }).press('Enter')
  await page.getByRole('link', { name: new RegExp(family) }).click()
  await expect(page.locator('h1')).toContainText(`Marta ${family}`)
  await expect(page.locator('img.person-profile__portrait, .person-profile__portrait img')).toHaveCount(1)
}

test.describe('people administration with JavaScript', () => {
  test('Czech: the editor adds a person and submits; the chief editor previews and publishes; visitors find the profile', async ({ browser, page }) => {
    test.setTimeout(240_000)
    const family = `Zkoušková${Date.now().toString(36)}`
    await signIn(page, 'cs', EDITOR)
    await editorAdds(page, 'cs', family, true)
    await chiefPublishes(browser, 'cs', family, true)
    await visitorFinds(page, 'cs', family)
  })
})

test.describe('people administration without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: the same with plain forms', async ({ browser, page }) => {
    test.setTimeout(240_000)
    const family = `Trialson${Date.now().toString(36)}`
    await signIn(page, 'en', EDITOR)
    await editorAdds(page, 'en', family, false)
    await chiefPublishes(browser, 'en', family, false)
    await visitorFinds(page, 'en', family)
  })
})

test('html: the list, the forms, the preview, the comparison and a refusal are valid HTML', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, 'cs', CHIEF)
  const text = async (url: string) => (await page.request.get(url)).text()
  const list = await text('/qf/cs/sprava/lide?faculty=uni')
  const id = /href="\/qf\/cs\/sprava\/lide\/(\d+)"/.exec(list)![1]
  const documents: [string, string][] = [
    ['admin-people', list],
    ['admin-people-new', await text('/qf/en/admin/people/new')],
    ['admin-person', await text(`/qf/cs/sprava/lide/${id}`)],
    ['admin-person-preview', await text(`/qf/en/admin/people/${id}/preview`)],
    ['admin-person-compare', await text(`/qf/cs/sprava/lide/${id}/porovnani`)],
  ]
  const refused = await page.request.post(`/qf/cs/sprava/lide/${id}`, { form: { givenName: '', email: 'x', action: 'draft', base: '' } })
  expect(refused.status()).toBe(422)
  documents.push(['admin-person-422', await refused.text()])
  const { errors } = vnuErrors(documents)
  expect(errors, errors.join('\n')).toEqual([])
})
