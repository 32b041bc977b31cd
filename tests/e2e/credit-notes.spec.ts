/**
 * Credit notes in Chromium (issue 26, ADR 084): a guest's order, paid and partly refunded by the
 * shop manager (in a context of their own, plain forms); the guest, on the order's page, downloads
 * the credit note's PDF and its ISDOC and the invoice's ISDOC by clicking the links — with
 * JavaScript in Czech (axe on the page), without it in English.
 */
import { readFile } from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import { checkoutFormOf } from '../support/checkout-form.js'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'

type Lang = 'cs' | 'en'

/** The guest's order by transfer, placed through the shop's forms in the page's context (its cart cookie owns it); its number. */
async function placeOrder(page: Page): Promise<string> {
  const category = await (await page.request.get('/qf/cs/eshop/tricka-a-mikiny')).text()
  const variants = [...category.matchAll(/<option value="(\d+)"(?: selected="")?>|<input type="hidden" name="variant" value="(\d+)"\/>/g)].map((m) => m[1] ?? m[2]!)
  expect((await page.request.post('/qf/cs/eshop/kosik/pridat', { form: { variant: variants.at(-2)!, quantity: '1' } })).ok()).toBe(true)
  const form = checkoutFormOf(await (await page.request.get('/qf/cs/eshop/pokladna')).text())
  const placed = await page.request.post('/qf/cs/eshop/pokladna/odeslat', {
    form: { email: 'dobropis@example.cz', name: 'Petr Vrátil', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003', shippingCode: 'ppl', paymentCode: 'transfer', terms: 'on', ...form },
    maxRedirects: 0,
  })
  expect(placed.status()).toBe(303)
  return /(\d{10})/.exec(placed.headers().location!)![1]!
}

/** The shop manager, in a context of their own without script, marks the order paid and refunds one piece by transfer. */
async function refundOnePiece(browser: Browser, number: string) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/qf/cs/prihlaseni')
  await page.getByLabel('E-mail').fill('obchod@example.cz')
  await page.getByLabel('Heslo', { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
  await page.goto(`/qf/cs/sprava/objednavky/${number}`)
  await page.getByRole('button', { name: 'Označit jako zaplacenou' }).click()
  await page.locator('#refundQty1').fill('1')
  await page.getByLabel('Bankovním převodem').check()
  await page.getByLabel('Účet zákazníka pro převod').fill('19-2000145399/0800')
  await page.getByRole('button', { name: 'Vrátit peníze', exact: true }).click()
  await expect(page.locator('#refundHistory a.staff__credit-note')).toHaveText(/^OD\d{10}\.pdf$/)
  await context.close()
}

async function download(page: Page, link: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()])
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'latin1') }
}

async function downloadsOnOrderPage(page: Page, browser: Browser, lang: Lang, axe: boolean) {
  const number = await placeOrder(page)
  await refundOnePiece(browser, number)
  await page.goto(lang === 'cs' ? `/qf/cs/eshop/objednavka/${number}` : `/qf/en/eshop/order/${number}`)
  const section = page.locator('#creditNotes')
  await expect(section.getByRole('heading')).toHaveText(lang === 'cs' ? 'Opravné daňové doklady' : 'Credit notes')
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  const note = (await section.locator('a.order__credit-note').textContent())!.replace('.pdf', '')
  const dir = lang === 'cs' ? 'dobropis' : 'credit-note'
  const pdf = await download(page, section.getByRole('link', { name: `${note}.pdf` }))
  expect(pdf.name).toBe(`${dir}-${note}.pdf`)
  expect(pdf.text.startsWith('%PDF-')).toBe(true)
  const isdoc = await download(page, section.getByRole('link', { name: `${note}.isdoc` }))
  expect(isdoc.name).toBe(`${dir}-${note}.isdoc`)
  expect(isdoc.text).toContain('<DocumentType>2</DocumentType>')
  const invoice = await download(page, page.locator('#invoiceIsdocLink'))
  expect(invoice.name).toBe(`${lang === 'cs' ? 'faktura' : 'invoice'}-${number}.isdoc`)
  expect(invoice.text).toContain('<DocumentType>1</DocumentType>')
}

test.describe('credit notes with JavaScript', () => {
  test('Czech: the guest downloads the credit note as PDF and ISDOC and the invoice as ISDOC from the order page', async ({ page, browser }) => {
    test.setTimeout(180_000)
    await downloadsOnOrderPage(page, browser, 'cs', true)
  })
})

test.describe('credit notes without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('English: the same downloads with plain links', async ({ page, browser }) => {
    test.setTimeout(180_000)
    await downloadsOnOrderPage(page, browser, 'en', false)
  })
})
