/**
 * The login's second step in a browser (ADR 064) for the seeded admin, whose TOTP secret is
 * published (src/db/seed/two-factor.ts). A code's step is taken once: when a parallel test of the
 * same account took this half minute's code, the next step's code (still in the window) is used.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { DEMO_ADMIN_TOTP_SECRET } from '../../../src/db/seed/two-factor.js'
import { base32Decode, stepAt, totpAt } from '../../../src/features/two-factor/totp.js'

const SECRET = base32Decode(DEMO_ADMIN_TOTP_SECRET)!

/**
 * Enters the demo admin's code into `field` and presses `button` until `accepted` holds: this half
 * minute's code, then the next one's, then (both taken by parallel tests) the one after, in time.
 */
export async function enterAdminCode(within: Page | Locator, field: RegExp, button: RegExp, accepted: () => Promise<boolean>) {
  for (const ahead of [0, 1, 2]) {
    const step = stepAt(Date.now()) + ahead
    if (ahead === 2) await new Promise((resolve) => setTimeout(resolve, Math.max(0, (step - 1) * 30_000 - Date.now())))
    await within.getByLabel(field).fill(totpAt(SECRET, Math.min(step, stepAt(Date.now()) + 1)))
    await within.getByRole('button', { name: button }).click()
    if (await accepted()) return
  }
  throw new Error('the demo admin’s codes were refused')
}

/** On the second step's page: enters the demo admin's code and waits until the page is left. */
export async function passSecondStep(page: Page) {
  await expect(page).toHaveURL(/\/qf\/(cs\/prihlaseni\/overeni|en\/login\/verify)$/)
  await enterAdminCode(page, /^(Kód z aplikace nebo záchranný kód|Code from the app or a recovery code)/, /^(Ověřit a přihlásit|Verify and sign in)$/, () =>
    page
      .waitForURL((url) => !/\/(overeni|verify)$/.test(url.pathname), { timeout: 5000 })
      .then(() => true)
      .catch(() => false),
  )
}
