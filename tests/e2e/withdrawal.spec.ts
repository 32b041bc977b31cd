/**
 * Withdrawal within 14 days in Chromium (issue 26, ADR 083): a guest withdraws a piece of a
 * delivered order from the order's page, and the shop manager receives the goods from the queue
 * and refunds it from the prefilled form. With JavaScript in Czech (the confirmations in the
 * site's popup, axe on every new page, screenshots at phone and desktop width), without it in
 * English (plain forms).
 */
import type { Browser, Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { checkoutFormOf } from '../support/checkout-form.js'

type Lang = 'cs' | 'en'

const T = {
  cs: {
    login: '/qf/cs/prihlaseni',
    email: 'E-mail',
    password: 'Heslo',
    submitLogin: 'Přihlásit se',
    confirmation: (n: string) => `/qf/cs/eshop/objednavka/${n}`,
    order: (n: string) => `/qf/cs/sprava/objednavky/${n}`,
    statuses: ['Označit jako zaplacenou', 'Označit jako odeslanou', 'Označit jako doručenou'],
    yes: 'Ano',
    withdraw: 'Odstoupit od smlouvy',
    account: 'Číslo účtu pro vrácení peněz',
    reason: 'Důvod (nepovinný)',
    ack: /^Vaše odstoupení od smlouvy k objednávce \d{10} jsme přijali/,
    nav: 'Odstoupení',
    received: 'Zboží přijato',
    receivedDone: /^Zboží odstoupení č\. \d+ přijato a vráceno na sklad\.$/,
    refundLink: 'Vrátit peníze za toto odstoupení',
    refund: 'Vrátit peníze',
    refunded: /^Vráceno .+\. Zákazníkovi jsme poslali e-mail\.$/,
    settled: 'Vyřízeno',
  },
  en: {
    login: '/qf/en/login',
    email: 'Email',
    password: 'Password',
    submitLogin: 'Log in',
    confirmation: (n: string) => `/qf/en/eshop/order/${n}`,
    order: (n: string) => `/qf/en/admin/orders/${n}`,
    statuses: ['Mark as paid', 'Mark as shipped', 'Mark as delivered'],
    yes: 'Yes',
    withdraw: 'Withdraw from the contract',
    account: 'Account number for the refund',
    reason: 'Reason (optional)',
    ack: /^We received your withdrawal from order \d{10}/,
    nav: 'Withdrawals',
    received: 'Goods received',
    receivedDone: /^The goods of withdrawal no\. \d+ received and back in stock\.$/,
    refundLink: 'Refund this withdrawal',
    refund: 'Refund',
    refunded: /^CZK\s.+ refunded\. The customer has been e-mailed\.$/,
    settled: 'Settled',
  },
}

/** A guest's order by transfer placed through the shop's forms in the guest's context; its number. */
async function placeOrder(page: Page): Promise<string> {
  const category = await (await page.request.get('/qf/cs/eshop/tricka-a-mikiny')).text()
  const variants = [...category.matchAll(/<option value="(\d+)"(?: selected="")?>|<input type="hidden" name="variant" value="(\d+)"\/>/g)].map((m) => m[1] ?? m[2]!)
  expect((await page.request.post('/qf/cs/eshop/kosik/pridat', { form: { variant: variants.at(-3)!, quantity: '1' } })).ok()).toBe(true)
  const form = checkoutFormOf(await (await page.request.get('/qf/cs/eshop/pokladna')).text())
  const placed = await page.request.post('/qf/cs/eshop/pokladna/odeslat', {
    form: { email: 'odstoupeni@example.cz', name: 'Olga Odstoupilová', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003', shippingCode: 'ppl', paymentCode: 'transfer', terms: 'on', ...form },
    maxRedirects: 0,
  })
  expect(placed.status()).toBe(303)
  return /(\d{10})/.exec(placed.headers().location!)![1]!
}

/** The shop manager, signed in in a context of their own, marks the order paid, shipped and delivered. */
async function managerWithDeliveredOrder(browser: Browser, lang: Lang, js: boolean, number: string) {
  const t = T[lang]
  const context = await browser.newContext({ javaScriptEnabled: js })
  const page = await context.newPage()
  await page.goto(t.login)
  await page.getByLabel(t.email).fill('obchod@example.cz')
  await page.getByLabel(t.password, { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: t.submitLogin }).click()
  await page.waitForURL((url) => !url.pathname.startsWith(t.login))
  await page.goto(t.order(number))
  for (const status of t.statuses) {
    await page.getByRole('button', { name: status }).click()
    if (js) await page.getByRole('alertdialog').getByRole('button', { name: t.yes }).click()
    await expect(page.locator('#staffNotice')).toBeVisible()
  }
  return page
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `/tmp/withdrawal-${name}-${width}.png`, fullPage: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(width)
  }
}

async function withdrawOnePiece(page: Page, lang: Lang, number: string, js: boolean) {
  const t = T[lang]
  await page.goto(t.confirmation(number))
  await page.getByRole('link', { name: t.withdraw }).click()
  await expect(page.locator('#withdrawalForm')).toBeVisible()
  await page.locator('#withdrawQty1').fill('1')
  await page.getByLabel(t.reason).fill(lang === 'cs' ? 'Nesedí velikost' : 'Wrong size')
  await page.getByLabel(t.account).fill('19-2000145399/0800')
  await page.getByRole('button', { name: t.withdraw }).click()
  if (js) await page.getByRole('alertdialog').getByRole('button', { name: t.yes }).click()
  await expect(page.locator('#withdrawalDone')).toHaveText(t.ack)
}

async function receiveAndRefund(page: Page, lang: Lang, number: string, js: boolean) {
  const t = T[lang]
  // The administration's dashboard lists its parts: the queue among them.
  await page.goto(lang === 'cs' ? '/qf/cs/sprava' : '/qf/en/admin')
  await page.getByRole('link', { name: t.nav, exact: true }).first().click()
  const row = page.locator('#withdrawalsQueue tbody tr', { hasText: number })
  await expect(row).toHaveCount(1)
  await row.getByRole('link', { name: number }).click()
  await page.getByRole('button', { name: t.received }).click()
  if (js) await page.getByRole('alertdialog').getByRole('button', { name: t.yes }).click()
  await expect(page.locator('#staffNotice')).toHaveText(t.receivedDone)
  await page.getByRole('link', { name: t.refundLink }).click()
  await expect(page.locator('#refundQty1')).toHaveValue('1')
  await expect(page.locator('#refundAccount')).toHaveValue('19-2000145399/0800')
  await page.getByRole('button', { name: t.refund, exact: true }).click()
  if (js) await page.getByRole('alertdialog').getByRole('button', { name: t.yes }).click()
  await expect(page.locator('#staffNotice')).toHaveText(t.refunded)
}

test.describe('withdrawal with JavaScript', () => {
  test('Czech: a guest withdraws a piece in the popup; the shop manager receives it and refunds; axe and both widths on each new page', async ({ page, browser }) => {
    test.setTimeout(240_000)
    const number = await placeOrder(page)
    const manager = await managerWithDeliveredOrder(browser, 'cs', true, number)
    await page.goto(T.cs.confirmation(number))
    await page.getByRole('link', { name: T.cs.withdraw }).click()
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    expect(await accessibilityViolations(page)).toEqual([])
    await shoot(page, 'form')
    await withdrawOnePiece(page, 'cs', number, true)
    expect(await accessibilityViolations(page)).toEqual([])
    await shoot(page, 'acknowledgement')
    await manager.goto('/qf/cs/sprava/odstoupeni')
    expect(await accessibilityViolations(manager)).toEqual([])
    await shoot(manager, 'queue')
    await manager.goto(T.cs.order(number))
    expect(await accessibilityViolations(manager)).toEqual([])
    await receiveAndRefund(manager, 'cs', number, true)
    await shoot(manager, 'order')
    await manager.goto('/qf/en/admin/withdrawals?state=all')
    await expect(manager.locator('#withdrawalsQueue tbody tr', { hasText: number })).toContainText(T.en.settled)
    expect(await accessibilityViolations(manager)).toEqual([])
    await manager.context().close()
  })
})

test.describe('withdrawal without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: a guest withdraws a piece with plain forms; the shop manager receives it and refunds', async ({ page, browser }) => {
    test.setTimeout(240_000)
    const number = await placeOrder(page)
    const manager = await managerWithDeliveredOrder(browser, 'en', false, number)
    await withdrawOnePiece(page, 'en', number, false)
    await manager.goto(T.en.order(number))
    await receiveAndRefund(manager, 'en', number, false)
    await expect(manager.locator('#refundHistory tbody tr')).toContainText('by transfer to 19-2000145399/0800')
    await manager.context().close()
  })
})
