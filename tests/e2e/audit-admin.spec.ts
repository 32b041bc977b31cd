/**
 * The admin's accounts and audit log in Chromium (issue 25, ADR 060), as the seeded admin, with
 * JavaScript (Czech) and without (English): the user menu leads to the dashboard, the dashboard
 * to the accounts; the admin grants a customer a role, sees it, revokes it, then finds both
 * acts in the audit log, filters it and downloads the CSV. Axe on every new page; the Nu checker
 * on them and on their refusals.
 *
 * The customer is Karel (the seed's THIRD_USER): a grant ends every session of the account, and
 * Jana is signed in by specs running beside this one. The tests run in turn, so the newest rows of
 * the audit log with Karel's name are the test's own.
 *
 * Then the reset of a lost authenticator (ADR 064): Karel, granted a role, enrols two-factor
 * sign-in in a browser of his own; the admin resets it from his account page; Karel's session has
 * ended, and he signs in again with his password alone. The role is revoked at the end.
 */
import type { Browser, Page } from '@playwright/test'
import { base32Decode, stepAt, totpAt } from '../../src/features/two-factor/totp.js'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { passSecondStep } from './support/two-factor.js'
import { openUserMenu } from './support/user-menu.js'
import { vnuErrors } from './support/vnu.js'

type Lang = 'cs' | 'en'

test.describe.configure({ mode: 'serial' })

const ADMIN = 'spravce@example.cz'
const CUSTOMER = 'uchazec@example.cz'
const PASSWORD = 'Heslo-2026'

const T = {
  cs: {
    login: '/qf/cs/prihlaseni',
    email: 'E-mail',
    password: 'Heslo',
    submit: 'Přihlásit se',
    admin: 'Administrace',
    nav: 'Části administrace',
    accounts: 'Účty',
    accountsTitle: 'Účty a role',
    find: 'E-mail nebo jméno obsahuje',
    search: 'Hledat',
    role: 'Role',
    roleOption: 'redaktor',
    scope: 'jedna fakulta',
    faculty: 'Fakulta',
    facultyOption: 'Fakulta přírodních věd',
    grant: 'Udělit roli',
    granted: 'Role je udělena. Všechna přihlášení účtu skončila',
    revoke: 'Odebrat: redaktor (fakulta: Fakulta přírodních věd)',
    revoked: 'Role je odebrána.',
    summary: `editor (faculty:fakulta-prirodnich-ved) → ${CUSTOMER}`,
    audit: 'Audit',
    auditTitle: 'Auditní záznam',
    who: 'Kdo (e-mail obsahuje)',
    action: 'Akce',
    revokeAction: 'odebrání role',
    grantAction: 'udělení role',
    filter: 'Filtrovat',
    csv: 'Stáhnout CSV',
  },
  en: {
    login: '/qf/en/login',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    admin: 'Administration',
    nav: 'Parts of the administration',
    accounts: 'Accounts',
    accountsTitle: 'Accounts and roles',
    find: 'E-mail or name contains',
    search: 'Search',
    role: 'Role',
    roleOption: 'shop staff (orders)',
    scope: 'the whole site',
    faculty: undefined,
    facultyOption: undefined,
    grant: 'Grant the role',
    granted: 'The role is granted. All the account’s sessions have ended',
    revoke: 'Revoke: shop staff (orders) (the whole site)',
    revoked: 'The role is revoked.',
    summary: `staff → ${CUSTOMER}`,
    audit: 'Audit log',
    auditTitle: 'Audit log',
    who: 'Who (e-mail contains)',
    action: 'Action',
    revokeAction: 'role revoked',
    grantAction: 'role granted',
    filter: 'Filter',
    csv: 'Download CSV',
  },
} as const

async function signIn(page: Page, lang: Lang) {
  const t = T[lang]
  await page.goto(t.login)
  await page.getByLabel(t.email).fill(ADMIN)
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: t.submit }).click()
  // The admin signs in with two-factor sign-in (ADR 064).
  await passSecondStep(page)
  await openUserMenu(page)
  await expect(page.locator('#userMenuStaff')).toHaveText(t.admin)
}

const axe = async (page: Page, on: boolean) => {
  if (on) expect(await accessibilityViolations(page)).toEqual([])
}

async function grantAndRevoke(page: Page, lang: Lang, javaScript: boolean) {
  const t = T[lang]
  await signIn(page, lang)
  await page.locator('#userMenuStaff').click()
  await expect(page.locator('h1')).toHaveText(t.admin)
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.accounts, exact: true }).click()
  await expect(page.locator('h1')).toHaveText(t.accountsTitle)
  await axe(page, javaScript)
  await page.getByLabel(t.find).fill('uchazec')
  await page.getByRole('button', { name: t.search, exact: true }).click()
  await page.locator('#accountsList').getByRole('link', { name: CUSTOMER }).click()
  await expect(page.locator('h1')).toContainText(CUSTOMER)
  await axe(page, javaScript)

  await page.getByLabel(t.role, { exact: true }).selectOption({ label: t.roleOption })
  const scope = page.getByRole('group', { name: lang === 'cs' ? 'Rozsah' : 'Scope' })
  await scope.getByLabel(t.scope, { exact: true }).check()
  if (t.faculty) await scope.getByLabel(t.faculty, { exact: true }).selectOption({ label: t.facultyOption! })
  await page.getByRole('button', { name: t.grant }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.granted)
  await expect(page.locator('#adminNotice')).toBeFocused()
  const revoke = page.getByRole('button', { name: t.revoke })
  await expect(revoke).toBeVisible()
  await axe(page, javaScript)

  await revoke.click()
  // With script the runtime asks first (ADR 021); without it the form posts at once.
  if (javaScript) await page.getByRole('alertdialog').getByRole('button', { name: lang === 'cs' ? 'Ano' : 'Yes' }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.revoked)
  await expect(page.getByRole('button', { name: t.revoke })).toHaveCount(0)

  // Both acts are in the audit log, newest first.
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.audit, exact: true }).click()
  await expect(page.locator('h1')).toHaveText(t.auditTitle)
  await axe(page, javaScript)
  const rows = page.locator('#auditList tbody tr', { hasText: t.summary })
  await expect(rows.first()).toContainText(t.revokeAction)
  await expect(rows.nth(1)).toContainText(t.grantAction)
  await expect(rows.first()).toContainText(ADMIN)

  await page.getByLabel(t.who).fill('spravce')
  await page.getByLabel(t.action, { exact: true }).selectOption({ label: t.revokeAction })
  await page.getByRole('button', { name: t.filter, exact: true }).click()
  await expect(page).toHaveURL(/who=spravce&action=role_revoke/)
  await expect(page.locator('#auditList tbody tr', { hasText: t.summary }).first()).toBeVisible()
  for (const action of await page.locator('#auditList tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-action')))) expect(action).toBe('role_revoke')
  await axe(page, javaScript)

  const csvLink = page.getByRole('link', { name: t.csv })
  const href = await csvLink.getAttribute('href')
  expect(href).toContain('who=spravce&action=role_revoke')
  const csv = await page.request.get(href!)
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename=/)
  const bytes = await csv.body()
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.subarray(3).toString('utf8')
  expect(text).toContain(t.summary)
  expect(text).not.toContain('role_grant')
}

const RESET = {
  cs: {
    twoFactorPage: '/qf/cs/sprava/dvoufazove-overeni',
    code: 'Kód z aplikace',
    turnOn: 'Zapnout dvoufázové ověření',
    on: 'Dvoufázové ověření je zapnuto',
    state: /^Zapnuté od /,
    reset: 'Zrušit dvoufázové ověření',
    yes: 'Ano',
    done: 'Dvoufázové ověření účtu je zrušené a všechna jeho přihlášení skončila.',
    off: 'Vypnuté.',
    auditAction: 'vypnutí dvoufázového ověření',
  },
  en: {
    twoFactorPage: '/qf/en/admin/two-factor',
    code: 'Code from the app',
    turnOn: 'Turn on two-factor sign-in',
    on: 'Two-factor sign-in is on',
    state: /^On since /,
    reset: 'Reset two-factor sign-in',
    yes: 'Yes',
    done: 'The account’s two-factor sign-in is reset and all its sessions have ended.',
    off: 'Off.',
    auditAction: 'two-factor sign-in turned off',
  },
} as const

/** Signs Karel in with his password; he has no second step unless he enrolled. */
async function customerSignsIn(page: Page, lang: Lang) {
  const t = T[lang]
  await page.goto(t.login)
  await page.getByLabel(t.email).fill(CUSTOMER)
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: t.submit }).click()
  await openUserMenu(page)
  await expect(page.locator('#userMenuStaff')).toHaveText(t.admin)
}

async function resetLostAuthenticator(browser: Browser, page: Page, lang: Lang, javaScript: boolean) {
  const t = T[lang]
  const r = RESET[lang]
  await signIn(page, lang)
  await page.goto(lang === 'cs' ? '/qf/cs/sprava/ucty?q=uchazec' : '/qf/en/admin/accounts?q=uchazec')
  await page.locator('#accountsList').getByRole('link', { name: CUSTOMER }).click()
  const account = page.url()
  await page.getByLabel(t.role, { exact: true }).selectOption({ label: t.roleOption })
  const scope = page.getByRole('group', { name: lang === 'cs' ? 'Rozsah' : 'Scope' })
  await scope.getByLabel(t.scope, { exact: true }).check()
  if (t.faculty) await scope.getByLabel(t.faculty, { exact: true }).selectOption({ label: t.facultyOption! })
  await page.getByRole('button', { name: t.grant }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.granted)
  await expect(page.locator('#accountTwoFactorState')).toHaveText(r.off)

  // Karel, now staff, enrols with the key the page shows, in a browser of his own.
  const his = await browser.newContext({ javaScriptEnabled: javaScript })
  try {
    const karel = await his.newPage()
    await customerSignsIn(karel, lang)
    await karel.goto(r.twoFactorPage)
    const key = base32Decode(((await karel.locator('#twoFactorSecret').textContent()) ?? '').replace(/\s+/g, ''))
    expect(key).not.toBeNull()
    await karel.getByLabel(r.code, { exact: true }).fill(totpAt(key!, stepAt(Date.now())))
    await karel.getByRole('button', { name: r.turnOn }).click()
    await expect(karel.locator('#recoveryCodes li')).toHaveCount(10)

    // He lost the phone and the codes: the admin resets his enrolment.
    await page.goto(account)
    await expect(page.locator('#accountTwoFactorState')).toHaveText(r.state)
    await axe(page, javaScript)
    await page.getByRole('button', { name: r.reset }).click()
    if (javaScript) await page.getByRole('alertdialog').getByRole('button', { name: r.yes }).click()
    await expect(page.locator('#adminNotice')).toHaveText(r.done)
    await expect(page.locator('#adminNotice')).toBeFocused()
    await expect(page.locator('#accountTwoFactorState')).toHaveText(r.off)
    await expect(page.getByRole('button', { name: r.reset })).toHaveCount(0)
    await axe(page, javaScript)

    // His session ended; the password alone signs him in again, with no second step.
    // (signed out, he is a visitor, for whom the administration's addresses do not exist).
    const gone = await karel.goto(r.twoFactorPage)
    expect(gone?.status()).toBe(404)
    await expect(karel.locator('#userMenu')).not.toContainText('Karel Veselý')
    await customerSignsIn(karel, lang)
    await karel.goto(r.twoFactorPage)
    await expect(karel.getByRole('button', { name: r.turnOn })).toBeVisible()
  } finally {
    await his.close()
  }

  // The reset is in the audit log under the admin's name; the role goes again.
  await page.goto(lang === 'cs' ? '/qf/cs/sprava/audit' : '/qf/en/admin/audit')
  const row = page.locator('#auditList tbody tr', { hasText: `reset → ${CUSTOMER}` }).first()
  await expect(row).toContainText(ADMIN)
  await expect(row).toContainText(r.auditAction)
  await page.goto(account)
  await page.getByRole('button', { name: t.revoke }).click()
  if (javaScript) await page.getByRole('alertdialog').getByRole('button', { name: r.yes }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.revoked)
}

test.describe('accounts and audit log with JavaScript', () => {
  test('Czech: the admin grants the customer a role on a faculty, revokes it, and finds both in the audit log and its CSV', async ({ page, problems }) => {
    test.setTimeout(180_000)
    await grantAndRevoke(page, 'cs', true)
    expect(problems.summary()).toEqual([])
  })

  test('Czech: the admin resets the two-factor sign-in of an editor who lost the authenticator', async ({ browser, page, problems }) => {
    test.setTimeout(180_000)
    await resetLostAuthenticator(browser, page, 'cs', true)
    expect(problems.summary()).toEqual([])
  })
})

test.describe('accounts and audit log without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: the same with plain forms and links', async ({ page }) => {
    test.setTimeout(180_000)
    await grantAndRevoke(page, 'en', false)
  })

  test('English: the reset of a lost authenticator with plain forms', async ({ browser, page }) => {
    test.setTimeout(180_000)
    await resetLostAuthenticator(browser, page, 'en', false)
  })
})

test('html: the accounts, an account, the audit log and their refusals are valid HTML', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, 'cs')
  const text = async (url: string) => (await page.request.get(url)).text()
  const documents: [string, string][] = []
  documents.push(['admin-accounts', await text('/qf/cs/sprava/ucty?q=example')])
  const list = await text('/qf/en/admin/accounts?q=uchazec')
  const id = /href="\/qf\/en\/admin\/accounts\/(\d+)"/.exec(list)![1]
  documents.push(['admin-account', await text(`/qf/en/admin/accounts/${id}`)])
  const refused = await page.request.post(`/qf/cs/sprava/ucty/${id}/udelit`, { form: { role: 'superuser', scopeKind: 'section', section: 'bad path' } })
  expect(refused.status()).toBe(422)
  documents.push(['admin-account-422', await refused.text()])
  documents.push(['admin-audit', await text('/qf/cs/sprava/audit')])
  const bad = await page.request.get('/qf/en/admin/audit?action=nonsense&from=2026-02-31')
  expect(bad.status()).toBe(400)
  documents.push(['admin-audit-400', await bad.text()])
  const { errors } = vnuErrors(documents)
  expect(errors, errors.join('\n')).toEqual([])
})
