/**
 * The login's second step in a browser (ADR 064) for the seeded admin, whose TOTP secret is
 * published (src/db/seed/two-factor.ts). A code's step is taken once, and the specs that sign in
 * as that admin run in parallel workers: each claims the next step no worker has used (a file
 * under a lock, shared by the workers), and waits until that step is within the server's window
 * (one step ahead), so no code is ever refused.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'
import { DEMO_ADMIN_TOTP_SECRET } from '../../../src/db/seed/two-factor.js'
import { base32Decode, stepAt, totpAt } from '../../../src/features/two-factor/totp.js'

const SECRET = base32Decode(DEMO_ADMIN_TOTP_SECRET)!
const STATE = 'test-results/.demo-admin-totp-step'
const LOCK = `${STATE}.lock`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The next TOTP step no worker has used yet. */
async function claimStep(): Promise<number> {
  mkdirSync('test-results', { recursive: true })
  for (;;) {
    try {
      closeSync(openSync(LOCK, 'wx'))
      break
    } catch {
      // A lock left by a killed worker is stale after a few seconds.
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > 5000) rmSync(LOCK, { force: true })
      } catch {
        /* released meanwhile */
      }
      await sleep(50)
    }
  }
  try {
    let last = 0
    try {
      last = Number(readFileSync(STATE, 'utf8')) || 0
    } catch {
      /* the first claim of the run */
    }
    const step = Math.max(stepAt(Date.now()), last + 1)
    writeFileSync(STATE, String(step))
    return step
  } finally {
    rmSync(LOCK, { force: true })
  }
}

/**
 * Enters the demo admin's code into `field` and presses `button`; `accepted` says whether it
 * took. The step is claimed first, and entered once the server accepts it (at most one ahead).
 */
export async function enterAdminCode(within: Page | Locator, field: RegExp, button: RegExp, accepted: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const step = await claimStep()
    const wait = (step - 1) * 30_000 + 500 - Date.now()
    if (wait > 0) await sleep(wait)
    await within.getByLabel(field).fill(totpAt(SECRET, step))
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
