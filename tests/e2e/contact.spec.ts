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

    // The form is multipart, but the file is on the server already: only its token travels.
    const submitted = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/qf/cs/kontakt')
    await page.getByRole('button', { name: 'Odeslat zprávu' }).click()
    const body = (await submitted).postDataBuffer()!
    expect((await submitted).headers()['content-type']).toMatch(/^multipart\/form-data/)
    expect(body.includes(PDF)).toBe(false)
    expect(body.toString('latin1')).toMatch(/name="attachment"\r\n\r\n[A-Za-z0-9_-]{43}\r\n/)
    await expect(page.getByRole('status').filter({ hasText: 'Děkujeme' })).toContainText('Odpovíme na adresu eva@example.cz.')
    const mail = await mailWith(marker)
    expect(mail.to).toEqual(['info@qf.example.cz'])
    expect(mail.text).toContain('přihláška.pdf (application/pdf')
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.equals(PDF)])).toEqual([['přihláška.pdf', 'application/pdf', true]])
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
    const mail = await mailWith(marker)
    expect(mail.attachments).toEqual([])
  })

  test('the attachment travels with the form (multipart) and arrives as a real attachment', async ({ page }) => {
    await page.goto('/qf/en/contact')
    const marker = `NOJS-FILE-${Date.now()}`
    await page.getByLabel('Full name').fill('Eva Testová')
    await page.getByLabel('Email', { exact: true }).fill('eva@example.cz')
    await page.getByLabel('Topic').selectOption('admission')
    await page.getByLabel('Message', { exact: true }).fill(`${marker}: my application is attached.`)
    await page.getByLabel('Attachment (optional)').setInputFiles({ name: 'application form.pdf', mimeType: 'application/pdf', buffer: PDF })
    await page.waitForTimeout(1100)
    const submitted = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/qf/en/contact')
    await page.getByRole('button', { name: 'Send the message' }).click()
    expect((await submitted).headers()['content-type']).toMatch(/^multipart\/form-data/)
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
    const mail = await mailWith(marker)
    expect(mail.text).toContain('application form.pdf (application/pdf')
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.equals(PDF)])).toEqual([['application form.pdf', 'application/pdf', true]])
  })

  test('a too big or foreign file is refused beside the field (422), the text is kept, nothing is sent', async ({ page }) => {
    await page.goto('/qf/cs/kontakt')
    const marker = `NOJS-BAD-${Date.now()}`
    await fill(page, marker)
    await page.getByLabel('Příloha (nepovinná)').setInputFiles({ name: 'velká.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024 + 10)]) })
    await page.waitForTimeout(1100)
    const refused = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/qf/cs/kontakt')
    await page.getByRole('button', { name: 'Odeslat zprávu' }).click()
    expect((await refused).status()).toBe(422)
    await expect(page.locator('#contactAttachmentFile-status')).toHaveText('Příloha může mít nejvýše 2 MB.')
    await expect(page.getByLabel('Příloha (nepovinná)')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Příloha (nepovinná)')).toHaveClass(/\berror\b/)
    await expect(page.getByLabel('Zpráva', { exact: true })).toHaveValue(`${marker}: dobrý den, jak podat přihlášku?`)

    await page.getByLabel('Příloha (nepovinná)').setInputFiles({ name: 'program.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00') })
    await page.getByRole('button', { name: 'Odeslat zprávu' }).click()
    await expect(page.locator('#contactAttachmentFile-status')).toHaveText('Přílohou může být jen PDF, PNG nebo JPEG.')
    await page.waitForTimeout(500)
    expect(smtp.mails.some((m) => m.text.includes(marker))).toBe(false)
  })
})
