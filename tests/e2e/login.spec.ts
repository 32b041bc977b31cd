/**
 * Logging in and out as a visitor does it, through real clicks and form submissions: with
 * JavaScript the login reloads the user menu, the user lists and the page's main region without a
 * full load (spec 000 §4 Login, §7 Login); without it the same form redirects back to the page the
 * visitor came from. Logout is a plain form post either way.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'

const NAME = 'Jana Nováková'
const EMAIL = 'student@example.cz'
const PASSWORD = 'Heslo-2026'

async function mark(page: Page) {
  await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1))
}
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1)

async function fillLogin(page: Page, password = PASSWORD) {
  await page.getByLabel(/^(E-mail|Email)$/).fill(EMAIL)
  await page.getByLabel(/^(Heslo|Password)$/).fill(password)
}

test.describe('login: with JavaScript the frame and the page reload in place', () => {
  test('from a news page: the login link returns there, menu, lists and page reload without a full load; logout signs out', async ({ page, problems }) => {
    await page.goto('/qf/cs/aktuality?page=2')
    // The link opens a popup with JavaScript (popup-login.spec.ts); here its address, as a new tab would.
    await page.goto((await page.locator('#userMenu a', { hasText: 'Přihlásit se' }).getAttribute('href'))!)
    await expect(page).toHaveURL(/\/qf\/cs\/prihlaseni\?returnTo=%2Fqf%2Fcs%2Faktuality%3Fpage%3D2$/)
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    await mark(page)

    const include = page.waitForRequest((r) => r.url().includes('/qf/cs/ramjet/include'))
    const content = page.waitForRequest((r) => r.url().includes('/qf/cs/aktuality') && r.headers()['x-pu-target'] === 'pageContent')
    await fillLogin(page)
    await page.getByRole('button', { name: 'Přihlásit se' }).click()

    const includeRequest = await include
    expect(includeRequest.headers()['x-pu-target']?.split(',').sort()).toEqual(['userLists', 'userListsRwd', 'userMenu'])
    await content
    await expect(page.locator('#userMenu')).toContainText(NAME)
    await expect(page.locator('#newsList .pagination__current')).toHaveText('2')
    expect(new URL(page.url()).pathname).toBe('/qf/cs/aktuality')
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
    expect(await marked(page), 'no full page load').toBe(true)
    await expect(page.locator('#userMenuName')).toBeFocused()
    await expect(page.locator('#liveRegion')).toContainText(NAME)
    await expect(page.locator('#userLists')).toBeVisible()

    // A reload shows the same signed-in page: the session is real, not drawn by script.
    await page.reload()
    await expect(page.locator('#userMenu')).toContainText(NAME)

    await openUserMenu(page)
    await page.getByRole('button', { name: 'Odhlásit se' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ano' }).click()
    await expect(page).toHaveURL(/\/qf\/cs\/uvod$/)
    await expect(page.locator('#userMenu')).toContainText('Přihlásit se')
    await expect(page.locator('#userMenu')).not.toContainText(NAME)
    expect(problems.summary()).toEqual([])
  })

  test('a wrong password shows the message in the form, keeps the e-mail, and loads nothing else', async ({ page, problems }) => {
    await page.goto('/qf/en/login')
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    await mark(page)
    await fillLogin(page, 'not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.locator('#loginForm [role="alert"]')).toContainText('The email or password is not correct.')
    await expect(page.getByLabel('Email')).toHaveValue(EMAIL)
    await expect(page.getByLabel('Password')).toHaveValue('')
    await expect(page.locator('#userMenu')).toContainText('Log in')
    expect(await marked(page)).toBe(true)
    expect(await accessibilityViolations(page)).toEqual([])
    // An empty password is named beside its field, and the field says so to assistive technology.
    await page.getByLabel('Password').fill('')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.locator('#loginPassword-error')).toHaveText('Enter your password.')
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Enter your password.')
    expect(await accessibilityViolations(page)).toEqual([])
    expect(problems.summary(/status of 422/)).toEqual([])
  })
})

test.describe('login: without JavaScript the form posts and redirects back', () => {
  test.use({ javaScriptEnabled: false })

  test('from a product category: login returns to it signed in, logout signs out', async ({ page }) => {
    await page.goto('/qf/en/eshop/caps-and-accessories')
    await page.locator('#userMenu a', { hasText: 'Log in' }).click()
    await expect(page).toHaveURL(/\/qf\/en\/login\?returnTo=%2Fqf%2Fen%2Feshop%2Fcaps-and-accessories$/)
    await fillLogin(page)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/qf\/en\/eshop\/caps-and-accessories$/)
    await expect(page.locator('#userMenu')).toContainText(NAME)

    await openUserMenu(page)
    await page.getByRole('button', { name: 'Log out', exact: true }).click()
    await expect(page).toHaveURL(/\/qf\/en\/home$/)
    await expect(page.locator('#userMenu')).toContainText('Log in')
    await expect(page.locator('#userMenu')).not.toContainText(NAME)
  })

  test('a wrong password answers the form again with the message', async ({ page }) => {
    await page.goto('/qf/cs/prihlaseni')
    await fillLogin(page, 'spatne-heslo')
    await page.getByRole('button', { name: 'Přihlásit se' }).click()
    await expect(page.locator('#loginForm [role="alert"]')).toContainText('E-mail nebo heslo nesouhlasí.')
    await expect(page.getByLabel('E-mail')).toHaveValue(EMAIL)
  })
})
