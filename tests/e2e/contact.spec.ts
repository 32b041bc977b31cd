/**
 * The contact form in Chromium (issue 13, ADR 043): from the footer link to the mail at the
 * configured address (a real SMTP server), with JavaScript (live validation of selects and the
 * file input, the upload widget's progress) and without; axe with errors shown.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { E2E_SMTP_PORT, startSmtp, type TestSmtp } from '../support/smtp.js'

let smtp: TestSmtp
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  smtp = await startSmtp(E2E_SMTP_PORT)
})
test.afterAll(async () => {
  await smtp?.close()
})

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

async function mailWith(marker: string) {
  await expect.poll(() => smtp.mails.some((m) => m.text.includes(marker)), { timeout: 20_000 }).toBe(true)
  return smtp.mails.find((m) => m.text.includes(marker))!
}

async function fill(page: Page, marker: string) {
  await page.getByLabel('Jméno a příjmení').fill('Eva Testová')
  await page.getByLabel('E-mail', { exact: true }).fill('eva@example.cz')
  await page.getByLabel('Téma').selectOption('admission')
  await page.getByLabel('Zpráva', { exact: true }).fill(`${marker}: dobrý den, jak podat přihlášku?`)
}

test.describe('contact form with JavaScript', () => {
  test('footer link, live validation of selects and the file, upload with progress, sent and mailed', async ({ page, problems }) => {
    const calls: URLSearchParams[] = []
    page.on('request', (req) => {
      if (req.url().includes('/validate/cs/kontakt')) calls.push(new URLSearchParams(req.postData() ?? ''))
    })
    await page.goto('/qf/cs/uvod')
    await page.locator('footer').getByRole('link', { name: 'Kontaktní formulář' }).click()
    await expect(page).toHaveURL(/\/qf\/cs\/kontakt$/)
    await page.waitForLoadState('networkidle')

    // A select validates on change: the empty topic is an error.
    await page.getByLabel('Téma').selectOption('')
    await page.getByLabel('Téma').selectOption('study')
    await page.getByLabel('Téma').selectOption('')
    await expect(page.locator('#lv-contactForm-topic-message')).toHaveText('Vyberte téma ze seznamu.')
    await expect(page.getByLabel('Téma')).toHaveClass(/\berror\b/)
    expect(calls.some((c) => c.get('Live-Validation-Requested-Widgets')?.includes('topic'))).toBe(true)
    expect(await accessibilityViolations(page)).toEqual([])

    const marker = `E2E-${Date.now()}`
    await fill(page, marker)
    await page.getByLabel('Příloha (nepovinná)').setInputFiles({ name: 'přihláška.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect(page.locator('.upload__status')).toHaveText('Příloha přihláška.pdf je nahraná.')
    await expect(page.locator('.upload__progress')).toHaveJSProperty('value', 100)
    // The file input's change is a trigger too.
    await expect.poll(() => calls.some((c) => c.get('Live-Validation-Requested-Widgets')?.includes('attachmentFile'))).toBe(true)

    await page.getByRole('button', { name: 'Odeslat zprávu' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Děkujeme' })).toContainText('Odpovíme na adresu eva@example.cz.')
    const mail = await mailWith(marker)
    expect(mail.to).toEqual(['info@qf.example.cz'])
    expect(mail.text).toContain('přihláška.pdf (application/pdf')
    expect(problems.summary()).toEqual([])
  })

  test('a file of another type is refused beside the field, nothing uploaded', async ({ page }) => {
    await page.goto('/qf/en/contact')
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Attachment (optional)').setInputFiles({ name: 'x.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') })
    await expect(page.locator('.upload__status')).toHaveText('The attachment can only be a PDF, PNG or JPEG.')
    await expect(page.getByLabel('Attachment (optional)')).toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the submit handler answers with the same messages (422), then sends', async ({ page }) => {
    await page.goto('/qf/cs/kontakt')
    await page.getByRole('button', { name: 'Odeslat zprávu' }).click()
    await expect(page.locator('#contactName-error')).toHaveText('Zadejte své jméno.')
    await expect(page.locator('#contactTopic-error')).toHaveText('Vyberte téma ze seznamu.')
    await expect(page.getByLabel('Jméno a příjmení')).toHaveAttribute('aria-invalid', 'true')
    const marker = `NOJS-${Date.now()}`
    await fill(page, marker)
    await page.waitForTimeout(1100)
    await page.getByRole('button', { name: 'Odeslat zprávu' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Děkujeme' })).toBeVisible()
    await mailWith(marker)
  })
})
