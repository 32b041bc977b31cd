/**
 * The whole purchase in Chromium (issue 12, ADR 027, 028): cart → checkout → order, in both
 * languages, with JavaScript and without; card payments through the simulated gateway (approve,
 * decline); the confirmation with its tracking data and the transfer's QR code; the account's
 * orders; axe on every new page.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { emptyCart, fillAddress, fillCart, fillContact, texts, toCheckout } from './support/checkout.js'
import { expect, test } from './support/fixtures.js'

test.describe('checkout with JavaScript', () => {
  test('Czech: transfer with PPL; a missing consent is refused first; the confirmation has the QR code and the tracking data', async ({ page, problems }) => {
    test.slow()
    await toCheckout(page, 'cs')
    expect(await accessibilityViolations(page)).toEqual([])
    // On a desktop the fields and the summary sit side by side and use the page's width (ADR 052).
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!
    const [fields, aside, main] = [await box('.checkout__fields'), await box('.checkout__aside'), await box('#pageContent')]
    expect(aside.x).toBeGreaterThanOrEqual(fields.x + fields.width)
    expect(aside.x + aside.width).toBeGreaterThan(main.x + main.width * 0.85)
    await fillContact(page, 'cs')
    await page.getByLabel('PPL – kurýr').check()
    await fillAddress(page, 'cs')
    await page.getByLabel('Bankovním převodem').check()
    await page.getByRole('button', { name: texts.cs.place }).click()
    // Live validation asks the server first and shows the refusal beside the box, without a submission.
    await expect(page.getByText('Pro odeslání objednávky je nutný souhlas s obchodními podmínkami.').first()).toBeVisible()
    await expect(page.getByLabel(texts.cs.terms)).toBeFocused()
    await expect(page.getByLabel('PPL – kurýr')).toBeChecked()
    expect(await accessibilityViolations(page)).toEqual([])
    await page.getByLabel(texts.cs.terms).check()
    await page.getByRole('button', { name: texts.cs.place }).click()
    await expect(page.locator('h1')).toHaveText(texts.cs.received)
    const tracking = JSON.parse((await page.locator('#order-confirmation').getAttribute('data-order-tracking'))!)
    expect(tracking.ga4.currency).toBe('CZK')
    expect(tracking.ga4.items.map((i: { item_category: string }) => i.item_category).slice(-2)).toEqual(['Doprava', 'Platba'])
    await expect(page.locator('.order__qr-code svg')).toBeVisible()
    await expect(page.locator('#variableSymbol')).toHaveText(tracking.ga4.transaction_id)
    await expect(page.locator('#userLists [data-cart-count]')).toHaveCount(0)
    expect(await accessibilityViolations(page)).toEqual([])
    // Chromium reports a refused submission's 422 document itself as a failed resource.
    expect(problems.summary(/Failed to load resource.*422/)).toEqual([])
  })

  test('Czech: shipping and payment choices update the payment options and the summary in place; pick-up unchecks cash on delivery politely; an expired form is refused in place with focus on the message', async ({ page }) => {
    test.slow()
    await toCheckout(page, 'cs')
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
    const live = page.locator('#liveRegion')
    await expect(page.getByLabel('Dobírkou')).toBeDisabled()

    await page.getByLabel('Česká pošta – Balík Do ruky').check()
    await expect(page.locator('.checkout-line--shipping')).toContainText('Česká pošta – Balík Do ruky')
    await expect(page.getByLabel('Dobírkou')).toBeEnabled()
    await expect(live).toContainText('Souhrn přepočítán, celkem')
    await expect(page.getByLabel('Česká pošta – Balík Do ruky')).toBeFocused()

    await page.getByLabel('Dobírkou').check()
    await expect(page.locator('.checkout-line--payment')).toContainText('Dobírkou')
    await expect(page.locator('.checkout-line--payment')).toContainText('39')
    // The payment options were replaced: focus is on the same option in the new ones.
    await expect(page.getByLabel('Dobírkou')).toBeFocused()
    const total = await page.locator('#checkoutTotal').textContent()
    await expect(live).toContainText(`celkem ${total}`)

    // With the keyboard: back over the address the carrier asks for (ADR 052) to pick-up, which takes no cash on delivery.
    for (const field of [texts.cs.postal, texts.cs.city, texts.cs.street]) {
      await page.keyboard.press('Shift+Tab')
      await expect(page.getByLabel(field)).toBeFocused()
    }
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByLabel('Česká pošta – Balík Do ruky')).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(page.getByLabel('Osobní odběr v univerzitní prodejně')).toBeChecked()
    await expect(page.getByLabel('Dobírkou')).toBeDisabled()
    await expect(page.getByLabel('Dobírkou')).not.toBeChecked()
    await expect(page.locator('#checkoutPaymentNotice')).toHaveText('Dobírkou s dopravou Osobní odběr v univerzitní prodejně nelze. Vyberte jinou platbu.')
    await expect(live).toContainText('Dobírkou s dopravou Osobní odběr v univerzitní prodejně nelze.')
    await expect(page.locator('.checkout-line--payment')).toHaveCount(0)
    await expect(page.getByLabel('Osobní odběr v univerzitní prodejně')).toBeFocused()
    expect(await accessibilityViolations(page)).toEqual([])

    // The form's key expired meanwhile (a forged one reads the same): refused in place, the message focused.
    await fillContact(page, 'cs')
    await page.getByLabel('Bankovním převodem').check()
    await page.getByLabel(texts.cs.terms).check()
    await page.locator('input[name="checkout"]').evaluate((input: HTMLInputElement) => (input.value = 'A'.repeat(32)))
    await page.getByRole('button', { name: texts.cs.place }).click()
    await expect(page.locator('#checkoutProblem')).toContainText('Platnost formuláře vypršela.')
    await expect(page.locator('#checkoutProblem')).toBeFocused()
    await expect(page.getByLabel('Bankovním převodem')).toBeChecked()
    await expect(page.getByLabel(texts.cs.email)).toHaveValue('e2e@example.cz')
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
    await expect(page).toHaveURL(/\/qf\/cs\/eshop\/pokladna$/)
    expect(await accessibilityViolations(page)).toEqual([])

    // The refused form carries a fresh key: the order goes through and the confirmation is a new page.
    await page.getByRole('button', { name: texts.cs.place }).click()
    await expect(page.locator('h1')).toHaveText(texts.cs.received)
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined()
  })

  test('English: card declined at the gateway, then paid from the confirmation page', async ({ page }) => {
    test.slow()
    await toCheckout(page, 'en')
    await fillContact(page, 'en')
    await page.getByLabel('Packeta pick-up point').check()
    await expect(page.locator('.checkout-line--shipping')).toContainText('Packeta pick-up point')
    await expect(page.locator('#liveRegion')).toContainText('Summary updated, total')
    // Packeta goes to a pick-up point (ADR 052): the first one offered.
    await page.locator('#checkoutPickupList input[name="pickupPoint"]').first().check()
    await page.getByLabel('Card online').check()
    await page.getByLabel(texts.en.terms).check()
    await page.getByRole('button', { name: texts.en.place }).click()
    await expect(page.locator('h1')).toHaveText('Payment gateway (simulation)')
    expect(await accessibilityViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Decline the payment' }).click()
    await expect(page.locator('#paymentStatus')).toHaveText('The card payment was declined. You can try again.')
    await page.getByRole('link', { name: 'Pay by card' }).click()
    await page.getByRole('link', { name: 'Pay', exact: true }).click()
    // The simulated gateway moves no money: its payment is a test payment and says so (ADR 046).
    await expect(page.locator('#paymentStatus')).toHaveText('Test payment: paid through the simulated payment gateway; no money was moved.')
    await expect(page.locator('#orderStatus')).toHaveText('Paid (test payment)')
  })
})

test.describe('checkout without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Czech: every step as a full page; "update summary" shows cash on delivery; card approved at the gateway', async ({ page }) => {
    test.slow()
    await toCheckout(page, 'cs', false)
    await fillContact(page, 'cs')
    // With pick-up chosen cash on delivery is not offered; applying another shipping offers it.
    await expect(page.getByLabel('Dobírkou')).toBeDisabled()
    // Applying a carrier to the door brings the address fields (ADR 052).
    await expect(page.getByLabel(texts.cs.street)).toHaveCount(0)
    await page.getByLabel('Česká pošta – Balík Do ruky').check()
    await page.getByRole('button', { name: 'Použít dopravu' }).click()
    await expect(page.getByLabel('Česká pošta – Balík Do ruky')).toBeChecked()
    await fillAddress(page, 'cs')
    await expect(page.getByLabel('Dobírkou')).toBeEnabled()
    await page.getByLabel('Dobírkou').check()
    await page.getByRole('button', { name: 'Přepočítat' }).click()
    await expect(page.locator('.checkout-line--payment')).toContainText('Dobírkou')
    await expect(page.getByLabel('Dobírkou')).toBeChecked()
    await page.getByLabel('Platební kartou online').check()
    await page.getByLabel(texts.cs.terms).check()
    await page.getByRole('button', { name: texts.cs.place }).click()
    await expect(page.locator('h1')).toHaveText('Platební brána (simulace)')
    await page.getByRole('link', { name: 'Zaplatit', exact: true }).click()
    await expect(page.locator('h1')).toHaveText(texts.cs.received)
    await expect(page.locator('#paymentStatus')).toHaveText('Testovací platba: zaplaceno simulovanou platební bránou, žádné peníze nebyly převedeny.')
  })

  test('English: cash on delivery with PPL, then pick-up unchecks it with a note; a refusal focuses its first error; transfer placed', async ({ page }) => {
    test.slow()
    await toCheckout(page, 'en', false)
    await fillContact(page, 'en')
    await page.getByLabel('PPL courier').check()
    await page.getByRole('button', { name: 'Apply shipping' }).click()
    await fillAddress(page, 'en')
    await page.getByLabel('Cash on delivery').check()
    await page.getByLabel('Pick-up at the university shop').check()
    await page.getByRole('button', { name: 'Apply shipping' }).click()
    await expect(page.locator('#checkoutPaymentNotice')).toHaveText('Cash on delivery is not available with Pick-up at the university shop. Choose another payment.')
    await expect(page.getByLabel('Cash on delivery')).toBeDisabled()
    await expect(page.getByLabel('Cash on delivery')).not.toBeChecked()
    // No payment and no consent: the refused page focuses the first error (the payment).
    await page.getByRole('button', { name: texts.en.place }).click()
    await expect(page.locator('#checkoutPaymentError')).toHaveText('Choose a payment method.')
    await expect(page.getByLabel('Card online')).toBeFocused()
    await page.getByLabel('Bank transfer').check()
    await page.getByLabel(texts.en.terms).check()
    await page.getByRole('button', { name: texts.en.place }).click()
    await expect(page.locator('h1')).toHaveText(texts.en.received)
    await expect(page.locator('#variableSymbol')).toHaveText(/^\d{10}$/)
  })
})

test.describe('order pages', () => {
  test('legal pages and the signed-in orders list pass axe', async ({ page }) => {
    // Five pages through both accessibility engines.
    test.slow()
    for (const url of ['/qf/cs/eshop/obchodni-podminky', '/qf/en/eshop/terms', '/qf/cs/eshop/reklamace', '/qf/en/eshop/withdrawal']) {
      await page.goto(url)
      await expect(page.locator('h1')).toBeVisible()
      expect(await accessibilityViolations(page), url).toEqual([])
    }
    await page.goto('/qf/cs/prihlaseni')
    await page.getByLabel('E-mail').fill('student@example.cz')
    await page.getByLabel('Heslo').fill('Heslo-2026')
    await page.getByRole('button', { name: 'Přihlásit se' }).click()
    await expect(page.locator('#userMenu')).toContainText('Jana Nováková')
    await page.goto('/qf/en/account/orders')
    await expect(page.locator('h1')).toHaveText('My orders')
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

test.describe('the account’s order detail', () => {
  test('a signed-in purchase shows its history (received) on the order detail, which passes axe', async ({ page }) => {
    test.slow()
    await page.goto('/qf/cs/prihlaseni')
    await page.getByLabel('E-mail').fill('student@example.cz')
    await page.getByLabel('Heslo').fill('Heslo-2026')
    await page.getByRole('button', { name: 'Přihlásit se' }).click()
    await expect(page.locator('#userMenu')).toContainText('Jana Nováková')
    await emptyCart(page)
    await toCheckout(page, 'cs')
    await fillContact(page, 'cs')
    await page.getByLabel('Bankovním převodem').check()
    await page.getByLabel(texts.cs.terms).check()
    await page.getByRole('button', { name: texts.cs.place }).click()
    await expect(page.locator('h1')).toHaveText(texts.cs.received)
    const number = (await page.locator('#variableSymbol').textContent())!.trim()
    await page.goto(`/qf/cs/ucet/objednavky/${number}`)
    await expect(page.getByRole('heading', { name: 'Průběh objednávky' })).toBeVisible()
    await expect(page.locator('#orderHistory li')).toHaveCount(1)
    await expect(page.locator('#orderHistory li')).toContainText(/\d{4} v \d{1,2}:\d{2}: Přijata/)
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

test.describe('GA4 e-commerce events through a real purchase (spec 001 §7, ADR 030)', () => {
  type Push = { event?: string; ecommerce?: Record<string, unknown> | null }
  const events = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter((e): e is Push => typeof e === 'object' && e !== null && !Array.isArray(e) && 'ecommerce' in e) as Push[])
  const named = async (page: Page, name: string) => (await events(page)).filter((e) => e.event === name)

  test('view_cart, begin_checkout, add_shipping_info, add_payment_info and one purchase without the shipping and payment lines', async ({ page }) => {
    test.slow()
    await fillCart(page, 'cs', true)
    await expect.poll(async () => (await named(page, 'view_cart')).length).toBe(1)
    await page.getByRole('link', { name: texts.cs.toCheckout }).click()
    await expect(page).toHaveURL(/\/qf\/cs\/eshop\/pokladna$/)
    await expect.poll(async () => (await named(page, 'begin_checkout')).length).toBe(1)
    const [begin] = await named(page, 'begin_checkout')
    expect(begin!.ecommerce).toMatchObject({ currency: 'CZK' })
    const items = begin!.ecommerce!.items as { price: number; quantity: number }[]
    expect(begin!.ecommerce!.value).toBe(items.reduce((sum, i) => sum + i.price * i.quantity, 0))

    await fillContact(page, 'cs')
    await page.getByLabel('PPL – kurýr').check()
    await fillAddress(page, 'cs')
    await expect.poll(async () => (await named(page, 'add_shipping_info')).at(-1)?.ecommerce?.shipping_tier).toBe('PPL – kurýr')
    await page.getByLabel('Bankovním převodem').check()
    await expect.poll(async () => (await named(page, 'add_payment_info')).at(-1)?.ecommerce?.payment_type).toBe('Bankovním převodem')
    // Every event comes right after a cleared ecommerce object.
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)
    layer.forEach((entry, i) => {
      if (entry && typeof entry === 'object' && 'event' in entry && 'ecommerce' in entry) expect(layer[i - 1]).toEqual({ ecommerce: null })
    })

    await page.getByLabel(texts.cs.terms).check()
    await page.getByRole('button', { name: texts.cs.place }).click()
    await expect(page.locator('h1')).toHaveText(texts.cs.received)
    await expect.poll(async () => (await named(page, 'purchase')).length).toBe(1)
    const [purchase] = await named(page, 'purchase')
    const number = (await page.locator('#variableSymbol').textContent())!.trim()
    expect(purchase!.ecommerce).toMatchObject({ transaction_id: number, currency: 'CZK' })
    const bought = purchase!.ecommerce!.items as { item_category: string }[]
    expect(bought.length).toBeGreaterThan(0)
    expect(bought.map((i) => i.item_category)).not.toContain('Doprava')
    expect(bought.map((i) => i.item_category)).not.toContain('Platba')

    // A reload of the confirmation does not report the purchase again.
    await page.reload()
    await expect(page.locator('h1')).toHaveText(texts.cs.received)
    await page.waitForTimeout(500)
    expect(await named(page, 'purchase')).toEqual([])
  })
})
