/**
 * The documents administration in Chromium (issue 25, ADR 062), as the seeded editor of the
 * Faculty of Science: with JavaScript, the dashboard's tab leads to the documents, the editor
 * uploads a PDF, is told the draft is made, and a PDF with a script is refused with its message;
 * without JavaScript, the same upload with the plain multipart form. Axe on every page here.
 */
import type { Page } from '@playwright/test'
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'

type Lang = 'cs' | 'en'

const T = {
  cs: {
    login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', admin: 'Administrace', nav: 'Části administrace', documents: 'Dokumenty', add: 'Přidat',
    title: 'Titulek', description: 'Popis', file: 'Soubor PDF', upload: 'Nahrát a uložit koncept', replace: 'Nahrát nový soubor', created: 'Koncept je vytvořen.', script: 'PDF obsahuje skript', notPdf: 'Soubor není PDF',
  },
  en: {
    login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', admin: 'Administration', nav: 'Parts of the administration', documents: 'Documents', add: 'Add',
    title: 'Title', description: 'Description', file: 'PDF file', upload: 'Upload and save draft', replace: 'Upload the new file', created: 'The draft is created.', script: 'The PDF contains a script', notPdf: 'The file is not a PDF',
  },
} as const

async function pdf(text: string, script = false): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  // The standard font has no Czech letters: the text is drawn without its diacritics.
  doc.addPage([400, 200]).drawText(text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), { x: 20, y: 100, size: 12, font })
  if (script) doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }))
  return Buffer.from(await doc.save())
}

async function signIn(page: Page, lang: Lang) {
  const t = T[lang]
  await page.goto(t.login)
  await page.getByLabel(t.email).fill('redaktor@example.cz')
  await page.getByLabel(t.password, { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: t.submit }).click()
  await openUserMenu(page)
  await expect(page.locator('#userMenuStaff')).toHaveText(t.admin)
}

/** Dashboard → Documents → Přidat → the form filled and sent; the page is then the new document's. */
async function upload(page: Page, lang: Lang, title: string, axe: boolean) {
  const t = T[lang]
  await page.locator('#userMenuStaff').click()
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.documents }).click()
  await expect(page.locator('h1')).toHaveText(t.documents)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.getByRole('link', { name: t.add, exact: true }).click()
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.getByLabel(t.title, { exact: true }).fill(title)
  await page.getByLabel(t.description, { exact: true }).fill(`${title}: what it holds.`)
  await page.getByLabel(t.file).setInputFiles({ name: 'rad.pdf', mimeType: 'application/pdf', buffer: await pdf(title) })
  await page.getByRole('button', { name: t.upload }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.created)
  await expect(page.locator('#adminNotice')).toBeFocused()
  await expect(page.locator('h1')).toContainText(title)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
}

test.describe('documents administration with JavaScript', () => {
  test('Czech: the editor uploads a PDF, and a PDF with a script is refused with its message', async ({ page }) => {
    test.setTimeout(180_000)
    const t = T.cs
    const title = `Studijní řád ${Date.now().toString(36)}`
    await signIn(page, 'cs')
    await upload(page, 'cs', title, true)
    await page.locator('#documentReplaceFile').setInputFiles({ name: 'novy.pdf', mimeType: 'application/pdf', buffer: await pdf('js', true) })
    await page.getByRole('button', { name: t.replace }).click()
    await expect(page.locator('#adminNotice')).toContainText(t.script)
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

test.describe('documents administration without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: the editor uploads a PDF with the plain multipart form; a program named .pdf is refused', async ({ page }) => {
    test.setTimeout(180_000)
    const t = T.en
    await signIn(page, 'en')
    await upload(page, 'en', `Study regulations ${Date.now().toString(36)}`, false)
    await page.locator('#documentReplaceFile').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]) })
    await page.getByRole('button', { name: t.replace }).click()
    await expect(page.locator('#adminNotice')).toContainText(t.notPdf)
  })
})
