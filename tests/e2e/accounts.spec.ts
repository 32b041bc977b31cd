/**
 * Accounts as a visitor uses them, in Chromium: register, read the confirmation mail from a real
 * SMTP server (the e2e server's SMTP_URL points at the one this spec starts), open its link and
 * confirm, signed in; addresses and a password reset; with JavaScript and without. Axe and IBM's
 * checker on every account page.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { E2E_SMTP_PORT, startSmtp, type TestSmtp } from '../support/smtp.js'

const STRONG = 'modrá velryba šroubuje kolo'
let smtp: TestSmtp

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  smtp = await startSmtp(E2E_SMTP_PORT)
})
test.afterAll(async () => {
  await smtp?.close()
})

const freshEmail = () => `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.cz`

/** The link of the last mail to `to` with a token, once it has arrived. */
async function mailedLink(to: string, path: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(() => {
      const mail = smtp.mails.filter((m) => m.to.includes(to)).at(-1)
      link = mail && new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0]
      return link
    })
    .toBeTruthy()
  return new URL(link!).pathname + new URL(link!).search
}

async function fillRegistration(page: Page, email: string, password = STRONG) {
  await page.getByLabel(/^(Jméno a příjmení|Full name)$/).fill('Eva Testová')
  await page.getByLabel(/^(E-mail|Email)$/).fill(email)
  await page.getByLabel(/^(Heslo|Password)$/).fill(password)
  await page.getByLabel(/^(Heslo znovu|Repeat the password)$/).fill(password)
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`accounts: register, confirm by mail and add an address (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, () => {
    test.use({ javaScriptEnabled })

    test('the flow from the header link to a signed-in account with an address', async ({ page, problems }) => {
      const email = freshEmail()
      await page.goto('/qf/en/home')
      await page.locator('#userMenuRegister').click()
      await expect(page).toHaveURL(/\/qf\/en\/registration$/)

      await fillRegistration(page, email, 'password123')
      await page.getByRole('button', { name: 'Register' }).click()
      await expect(page.locator('.form__message--error')).toContainText('The password is too easy to guess.')
      await expect(page.getByLabel('Full name')).toHaveValue('Eva Testová')

      await fillRegistration(page, email)
      await page.getByRole('button', { name: 'Register' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox')

      await page.goto(await mailedLink(email, '/qf/en/registration/confirm'))
      await page.getByRole('button', { name: 'Confirm and log in' }).click()
      await expect(page).toHaveURL(/\/qf\/en\/account\?notice=welcome$/)
      await expect(page.locator('.notice')).toHaveText('Welcome, Eva Testová! Your account has been created.')
      await expect(page.locator('#userMenu')).toContainText('Eva Testová')

      await page.getByRole('link', { name: 'Add an address' }).click()
      await page.getByLabel('Name or company').fill('Eva Testová')
      await page.getByLabel('Street and number').fill('Rokitanského 62')
      await page.getByLabel('Town or city').fill('Hradec Králové')
      await page.getByLabel('Postal code').fill('5000')
      await page.getByRole('button', { name: 'Save the address' }).click()
      await expect(page.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true')
      // The message beside the field: the submit handler's (no script) or live validation's, named by the field.
      const describedBy = (await page.getByLabel('Postal code').getAttribute('aria-describedby'))!.split(' ').at(-1)!
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Enter the postal code as five digits, for example 500 03.')
      await page.getByLabel('Postal code').fill('50003')
      await page.getByLabel('Phone (optional)').fill('777 123 456')
      await page.getByRole('button', { name: 'Save the address' }).click()
      await expect(page.locator('#addressList')).toContainText('500 03 Hradec Králové')
      await expect(page.locator('#addressList')).toContainText('+420 777 123 456')
      // The refused submissions answer 422, which Chromium logs as a failed resource.
      expect(problems.summary(/status of 422/)).toEqual([])
    })
  })
}

test.describe('accounts: password reset without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a reset link sets a new password once and signs in', async ({ page }) => {
    const email = freshEmail()
    await page.goto('/qf/cs/registrace')
    await fillRegistration(page, email)
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click()
    await page.goto(await mailedLink(email, '/qf/cs/registrace/potvrzeni'))
    await page.getByRole('button', { name: 'Potvrdit a přihlásit se' }).click()
    await page.context().clearCookies()

    await page.goto('/qf/cs/prihlaseni')
    await page.getByRole('link', { name: 'Zapomněli jste heslo?' }).click()
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Poslat odkaz' }).click()
    await expect(page.locator('[role=status]')).toContainText(`Pokud u nás má adresa ${email} účet`)

    const link = await mailedLink(email, '/qf/cs/obnova-hesla')
    await page.goto(link)
    const fresh = 'zelený kopec hvízdá ráno'
    await page.getByLabel(/^Heslo$/).fill(fresh)
    await page.getByLabel('Heslo znovu').fill(fresh)
    await page.getByRole('button', { name: 'Nastavit heslo a přihlásit se' }).click()
    await expect(page.locator('.notice')).toContainText('Heslo je změněno.')
    await page.goto(link)
    await expect(page.locator('[role=alert]')).toContainText('Odkaz už neplatí')
  })
})

test.describe('accounts: accessibility', () => {
  for (const path of ['/qf/cs/registrace', '/qf/en/forgotten-password', '/qf/en/reset-password?token=forged']) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path)
      expect(await accessibilityViolations(page)).toEqual([])
    })
  }

  test('the registration form with its errors has no violations', async ({ page }) => {
    await page.goto('/qf/cs/registrace')
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click()
    // With script, live validation keeps the form and marks the fields (ADR 031).
    await expect(page.locator('.form__message--error').first()).toBeVisible()
    expect(await accessibilityViolations(page)).toEqual([])
  })

  test('the confirmation, account, address and password pages have no violations', async ({ page }) => {
    test.slow()
    const email = freshEmail()
    await page.goto('/qf/en/registration')
    await fillRegistration(page, email)
    await page.getByRole('button', { name: 'Register' }).click()
    await page.goto(await mailedLink(email, '/qf/en/registration/confirm'))
    expect(await accessibilityViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Confirm and log in' }).click()
    await expect(page).toHaveURL(/\/qf\/en\/account/)
    expect(await accessibilityViolations(page)).toEqual([])
    for (const path of ['/qf/en/account/addresses/new', '/qf/en/account/change-password']) {
      await page.goto(path)
      expect(await accessibilityViolations(page), path).toEqual([])
    }
  })
})
