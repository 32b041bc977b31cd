/**
 * Refunds in Chromium (issue 26, ADR 082), as the shop manager, with JavaScript (Czech, the
 * confirmation popup) and without (English, plain forms): an order placed and marked paid, one
 * piece of its line refunded by transfer after a refused account, the notice and the refunds'
 * history on the order's page. Axe (which needs script) on the page with the form and with the
 * history, in both languages.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { checkoutFormOf } from '../support/checkout-form.js'
import { openUserMenu } from './support/user-menu.js'

type Lang = 'cs' | 'en'

const T = {
  cs: {
    login: '/qf/cs/prihlaseni',
    email: 'E-mail',
    password: 'Heslo',
    submit: 'Přihlásit se',
    order: (n: string) => `/qf/cs/sprava/objednavky/${n}`,
    paid: 'Označit jako zaplacenou',
    yes: 'Ano',
    transfer: 'Bankovním převodem',
    account: 'Účet zákazníka pro převod',
    note: 'Poznámka (důvod)',
    refund: 'Vrátit peníze',
    badAccount: 'Účet zadejte ve tvaru předčíslí-číslo/kód banky nebo jako IBAN s platnými kontrolními číslicemi. Nic jsme nezměnili.',
    done: /^Vráceno .+\. Zákazníkovi jsme poslali e-mail\.$/,
    via: 'převodem na 19-2000145399/0800',
    state: 'vráceno',
  },
  en: {
    login: '/qf/en/login',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    order: (n: string) => `/qf/en/admin/orders/${n}`,
    paid: 'Mark as paid',
    yes: 'Yes',
    transfer: 'By bank transfer',
    account: 'The customer’s account for the transfer',
    note: 'Note (the reason)',
    refund: 'Refund',
    badAccount: 'Enter the account as prefix-number/bank code or as an IBAN with valid check digits. Nothing was changed.',
    done: /^CZK\s.+ refunded\. The customer has been e-mailed\.$/,
    via: 'by transfer to CZ6508000000192000145399',
    state: 'refunded',
  },
}

/** A guest's order by transfer placed through the shop's forms (the checkout spec covers its pages); its number. */
async function placeOrder(page: Page): Promise<string> {
  const category = await (await page.request.get('/qf/cs/eshop/tricka-a-mikiny')).text()
  const variants = [...category.matchAll(/<option value="(\d+)"(?: selected="")?>|<input type="hidden" name="variant" value="(\d+)"\/>/g)].map((m) => m[1] ?? m[2]!)
  expect((await page.request.post('/qf/cs/eshop/kosik/pridat', { form: { variant: variants.at(-2)!, quantity: '1' } })).ok()).toBe(true)
  const form = checkoutFormOf(await (await page.request.get('/qf/cs/eshop/pokladna')).text())
  const placed = await page.request.post('/qf/cs/eshop/pokladna/odeslat', {
    form: { email: 'vraceni@example.cz', name: 'Petr Vrátil', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003', shippingCode: 'ppl', paymentCode: 'transfer', terms: 'on', ...form },
    maxRedirects: 0,
  })
  expect(placed.status()).toBe(303)
  return /(\d{10})/.exec(placed.headers().location!)![1]!
}

/** The shop manager signs in and opens the order, marked paid. */
async function paidOrderPage(page: Page, lang: Lang, js: boolean) {
  const t = T[lang]
  const number = await placeOrder(page)
  await page.goto(t.login)
  await page.getByLabel(t.email).fill('obchod@example.cz')
  await page.getByLabel(t.password, { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: t.submit }).click()
  await openUserMenu(page)
  await page.goto(t.order(number))
  await page.getByRole('button', { name: t.paid }).click()
  if (js) await page.getByRole('alertdialog').getByRole('button', { name: t.yes }).click()
  await expect(page.locator('#refundForm')).toBeVisible()
  return number
}

async function refundOnePiece(page: Page, lang: Lang, account: string, js: boolean) {
  const t = T[lang]
  await page.locator('#refundQty1').fill('1')
  await page.getByLabel(t.transfer).check()
  await page.getByLabel(t.account).fill(account)
  await page.getByLabel(t.note).fill(lang === 'cs' ? 'Vadný kus' : 'A faulty piece')
  await page.getByRole('button', { name: t.refund, exact: true }).click()
  if (js) await page.getByRole('alertdialog').getByRole('button', { name: t.yes }).click()
}

test.describe('refunds with JavaScript', () => {
  test('Czech: the shop manager refunds one piece by transfer after a refused account, confirmed in the popup', async ({ page }) => {
    test.setTimeout(180_000)
    const t = T.cs
    const number = await paidOrderPage(page, 'cs', true)
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    expect(await accessibilityViolations(page)).toEqual([])
    await refundOnePiece(page, 'cs', '19-2000145398/0800', true)
    await expect(page.locator('#staffNotice')).toHaveText(t.badAccount)
    await expect(page.getByLabel(t.account)).toHaveValue('19-2000145398/0800')
    await expect(page.locator('#refundHistory')).toHaveCount(0)
    await refundOnePiece(page, 'cs', '19-2000145399/0800', true)
    await expect(page.locator('#staffNotice')).toHaveText(t.done)
    await expect(page.locator('#refundHistory tbody tr')).toHaveCount(1)
    await expect(page.locator('#refundHistory tbody tr')).toContainText(t.via)
    await expect(page.locator('#refundHistory tbody tr')).toContainText(t.state)
    await expect(page.locator('#refundHistory tbody tr')).toContainText('Vadný kus')
    expect(await accessibilityViolations(page)).toEqual([])
    // The English page with the form and the history (axe needs script: the no-script test has none).
    await page.goto(T.en.order(number))
    await expect(page.locator('#refundHistory tbody tr')).toContainText('by transfer to 19-2000145399/0800')
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

test.describe('refunds without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: the shop manager refunds one piece by transfer with plain forms after a refused account', async ({ page }) => {
    test.setTimeout(180_000)
    const t = T.en
    const number = await paidOrderPage(page, 'en', false)
    await refundOnePiece(page, 'en', 'CZ6508000000192000145398', false)
    await expect(page.locator('#staffNotice')).toHaveText(t.badAccount)
    await refundOnePiece(page, 'en', 'cz65 0800 0000 1920 0014 5399', false)
    await expect(page).toHaveURL(new RegExp(`/qf/en/admin/orders/${number}\\?changed=refunded$`))
    await expect(page.locator('#staffNotice')).toHaveText(t.done)
    await expect(page.locator('#refundHistory tbody tr')).toContainText(t.via)
    await expect(page.locator('#refundHistory tbody tr')).toContainText(t.state)
  })
})
