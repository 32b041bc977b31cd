/**
 * Sign out everywhere, as two browsers of one person see it (ADR 012): A and B are signed in to
 * the same account; A presses "Odhlásit všude" in the user menu (a real form submission); A is
 * signed out at once and B on its next request. With JavaScript on and off. The second demo
 * account is used so that no other spec's session of the first one is ended.
 */
import type { Browser, Page } from '@playwright/test'
import { SECOND_USER } from '../../src/db/seed/index.js'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'

// Both tests end every session of the same account: one after the other.
test.describe.configure({ mode: 'serial' })

async function logIn(page: Page) {
  await page.goto('/qf/cs/prihlaseni')
  await page.getByLabel('E-mail').fill(SECOND_USER.email)
  await page.getByLabel('Heslo').fill(SECOND_USER.password)
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
  await expect(page.locator('#userMenu')).toContainText(SECOND_USER.displayName)
}

/** A second browser profile: its own cookies, local addresses only, like the fixture's. */
async function otherBrowser(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled })
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.abort()))
  return context
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`sign out everywhere, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('signs out this browser at once and the other on its next request', async ({ page, browser, baseURL, problems }) => {
      const contextB = await otherBrowser(browser, baseURL!, javaScriptEnabled)
      try {
        const pageB = await contextB.newPage()
        await logIn(page)
        await logIn(pageB)
        await pageB.goto('/qf/cs/aktuality')
        await expect(pageB.locator('#userMenu')).toContainText(SECOND_USER.displayName)

        await page.goto('/qf/cs/eshop')
        if (javaScriptEnabled) expect(await accessibilityViolations(page)).toEqual([])
        await openUserMenu(page)
        const everywhere = page.getByRole('button', { name: 'Odhlásit všude' })
        await everywhere.focus()
        await page.keyboard.press('Enter')
        // With JavaScript it asks first (popup-confirm.spec.ts); without, the form posts at once.
        if (javaScriptEnabled) await page.getByRole('alertdialog').getByRole('button', { name: 'Ano' }).click()
        await expect(page).toHaveURL(/\/qf\/cs\/uvod$/)
        await expect(page.locator('#userMenu')).toContainText('Přihlásit se')
        expect((await page.context().cookies()).some((c) => c.name === 'qf_session')).toBe(false)

        // B still shows the page it had; its next request finds the session gone.
        await pageB.reload()
        await expect(pageB.locator('#userMenu')).toContainText('Přihlásit se')
        await expect(pageB.locator('#userMenu')).not.toContainText(SECOND_USER.displayName)
        expect(problems.summary()).toEqual([])
      } finally {
        await contextB.close()
      }
    })
  })
}
