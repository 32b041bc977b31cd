/**
 * Into the administration as a person gets there: the log-in page's form, the user menu's
 * "Administrace" · "Administration", then a part of it from the administration's navigation.
 * The seeded staff accounts share the demo password (README).
 */
import type { Page } from '@playwright/test'
import { openUserMenu } from './user-menu.js'

type Lang = 'cs' | 'en'

const T = {
  cs: { login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', nav: 'Části administrace' },
  en: { login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', nav: 'Parts of the administration' },
} as const

/** Signs `email` in and opens the administration's dashboard from the user menu. */
export async function signInToAdmin(page: Page, lang: Lang, email: string, password = 'Heslo-2026') {
  const t = T[lang]
  await page.goto(t.login)
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: t.submit }).click()
  await openUserMenu(page)
  await page.locator('#userMenuStaff').click()
}

/** Follows the administration's navigation to the part named `label`. */
export async function openAdminPart(page: Page, lang: Lang, label: string) {
  await page.getByRole('navigation', { name: T[lang].nav }).getByRole('link', { name: label, exact: true }).click()
}
