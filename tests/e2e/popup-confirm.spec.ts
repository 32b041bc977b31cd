/**
 * Confirmations (spec 000 §3, §4 "Confirmation", §9; ADR 021) on real triggers: the user menu's
 * logout buttons ask first (confirm submits, decline and Escape do not), with the trigger's own
 * text and the default title and buttons of the page's language (Potvrzení / Ano / Ne); the
 * contacts page's "open the map in a new window" link opens the new window only after confirming.
 * Without JavaScript logout posts at once, as before.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'

const NAME = 'Jana Nováková'
const confirmation = (page: Page) => page.getByRole('alertdialog')

/** Petr: a test that ends every session of an account must not end Jana's, which other tests are using (ADR 012). */
const SECOND = { email: 'absolvent@example.cz', name: 'Petr Dvořák' }

async function logIn(page: Page, lang: 'cs' | 'en' = 'cs', account = { email: 'student@example.cz', name: NAME }) {
  await page.goto(lang === 'cs' ? '/qf/cs/prihlaseni?returnTo=%2Fqf%2Fcs%2Faktuality' : '/qf/en/login?returnTo=%2Fqf%2Fen%2Fnews')
  await page.getByLabel(lang === 'cs' ? 'E-mail' : 'Email').fill(account.email)
  await page.getByLabel(lang === 'cs' ? 'Heslo' : 'Password').fill('Heslo-2026')
  await page.getByRole('button', { name: lang === 'cs' ? 'Přihlásit se' : 'Log in' }).click()
  await expect(page.locator('#userMenu')).toContainText(account.name)
  await page.waitForFunction(() => typeof window.pu?.update === 'function')
}

test.describe('confirm: logging out asks first', () => {
  test('decline and Escape keep the visitor signed in; confirm logs out', async ({ page, problems }) => {
    // Two accessibility checkers and a login on a shared machine: more than the default minute.
    test.slow()
    await logIn(page)
    await openUserMenu(page)
    const logout = page.getByRole('button', { name: 'Odhlásit se' })

    await logout.click()
    await expect(confirmation(page)).toHaveAccessibleName('Potvrzení')
    await expect(confirmation(page)).toHaveAccessibleDescription('Opravdu se chcete odhlásit?')
    // The least destructive answer has focus.
    await expect(confirmation(page).getByRole('button', { name: 'Ne' })).toBeFocused()
    expect(await accessibilityViolations(page)).toEqual([])
    await confirmation(page).getByRole('button', { name: 'Ne' }).click()
    await expect(confirmation(page)).toHaveCount(0)
    await expect(logout).toBeFocused()

    await logout.click()
    await expect(confirmation(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(confirmation(page)).toHaveCount(0)
    await expect(logout, 'Escape returns focus to the trigger too').toBeFocused()
    await page.reload()
    await expect(page.locator('#userMenu'), 'still signed in after decline and Escape').toContainText(NAME)

    await openUserMenu(page)
    await page.getByRole('button', { name: 'Odhlásit se' }).click()
    await confirmation(page).getByRole('button', { name: 'Ano' }).click()
    await expect(page).toHaveURL(/\/qf\/cs\/uvod$/)
    await expect(page.locator('#userMenu')).toContainText('Přihlásit se')
    expect(problems.summary()).toEqual([])
  })

  test('English pages have English defaults; the keyboard alone confirms', async ({ page }) => {
    await logIn(page, 'en', SECOND)
    await openUserMenu(page)
    await page.getByRole('button', { name: 'Log out everywhere' }).focus()
    await page.keyboard.press('Enter')
    await expect(confirmation(page)).toHaveAccessibleName('Confirmation')
    await expect(confirmation(page)).toContainText('Log you out in every browser and device')
    await expect(confirmation(page).getByRole('button', { name: 'No' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(confirmation(page).getByRole('button', { name: 'Yes' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/qf\/en\/home$/)
    await expect(page.locator('#userMenu')).toContainText('Log in')
  })
})

test.describe('confirm: a link with a target', () => {
  test('opens its new window only after confirming; declining opens none', async ({ page, context }) => {
    await page.goto('/qf/cs/o-univerzite/kontakty')
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    const link = page.getByRole('link', { name: 'Otevřít mapu v novém okně' })
    let opened = 0
    context.on('page', () => opened++)

    await link.click()
    await expect(confirmation(page)).toContainText('Mapa areálu se otevře v novém okně. Pokračovat?')
    await confirmation(page).getByRole('button', { name: 'Ne' }).click()
    await expect(confirmation(page)).toHaveCount(0)
    await expect(link).toBeFocused()
    await page.waitForTimeout(300)
    expect(opened, 'no window after declining').toBe(0)

    await link.click()
    const popupPage = context.waitForEvent('page')
    await confirmation(page).getByRole('button', { name: 'Ano' }).click()
    const map = await popupPage
    await map.waitForLoadState()
    expect(new URL(map.url()).pathname).toBe('/qf/cs/mapa-arealu')
    await expect(map.getByRole('heading', { level: 1 })).toHaveText('Mapa areálu univerzity')
    expect(new URL(page.url()).pathname, 'the page itself stays').toBe('/qf/cs/o-univerzite/kontakty')
  })
})

test.describe('confirm and popups when the popup code cannot load', () => {
  test("a confirmation asks the browser's way; a popup link is followed as a link", async ({ page, problems }) => {
    await page.route('**/build/assets/popup-*.js', (route) => route.abort('connectionrefused'))
    await logIn(page)
    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.dismiss()
    })
    await openUserMenu(page)
    await page.getByRole('button', { name: 'Odhlásit se' }).click()
    await expect.poll(() => asked).toEqual(['Opravdu se chcete odhlásit?'])
    await expect(page.locator('#userMenu'), 'declined: still signed in').toContainText(NAME)
    page.once('dialog', (dialog) => void dialog.accept())
    await openUserMenu(page)
    await page.getByRole('button', { name: 'Odhlásit se' }).click()
    await expect(page).toHaveURL(/\/qf\/cs\/uvod$/)

    await page.getByRole('link', { name: 'Přihlásit se' }).click()
    await expect(page).toHaveURL(/\/qf\/cs\/prihlaseni\?returnTo=/)
    expect(problems.summary(/popup-|Failed to fetch dynamically imported module|ERR_CONNECTION_REFUSED/)).toEqual([])
  })
})

test.describe('confirm: without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('logout posts at once', async ({ page }) => {
    await page.goto('/qf/cs/prihlaseni')
    await page.getByLabel('E-mail').fill('student@example.cz')
    await page.getByLabel('Heslo').fill('Heslo-2026')
    await page.getByRole('button', { name: 'Přihlásit se' }).click()
    await expect(page.locator('#userMenu')).toContainText(NAME)
    await openUserMenu(page)
    await page.getByRole('button', { name: 'Odhlásit se' }).click()
    await expect(page).toHaveURL(/\/qf\/cs\/uvod$/)
    await expect(page.locator('#userMenu')).toContainText('Přihlásit se')
  })
})
