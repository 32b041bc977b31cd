/**
 * A card purchase through Comgate in Chromium (issue 12, ADR 040), on a site configured with
 * `PAYMENT_PROVIDER=comgate` and a local Comgate (support/comgate-server.ts): the order placed,
 * the shopper on Comgate's (fake) payment page, back at the shop with the order settled by
 * Comgate's status API after its push notification. With JavaScript: cancelled first, then paid
 * from the confirmation page; without: an English purchase paid at once, back on the English
 * order page though the portal's return address is the Czech one. Axe on the order page.
 */
import { accessibilityViolations } from './support/a11y.js'
import { fillContact, texts, toCheckout } from './support/checkout.js'
import { COMGATE_SHOP_URL, expect, test } from './support/comgate-server.js'

test.use({ baseURL: COMGATE_SHOP_URL })
// One worker runs the file: it owns the one Comgate site (and its embedded database).
test.describe.configure({ mode: 'default' })

test('with JavaScript: cancelled at Comgate, the order offers to pay again; paid the second time, the order is paid', async ({ page, comgate, problems }) => {
  test.slow()
  await toCheckout(page, 'cs')
  await fillContact(page, 'cs')
  await page.getByLabel('Platební kartou online').check()
  await page.getByLabel(texts.cs.terms).check()
  await page.getByRole('button', { name: texts.cs.place }).click()
  await expect(page).toHaveURL(new RegExp(`^${comgate.url}/client/instructions/index\\?id=`))
  await expect(page.locator('#comgateTitle')).toHaveText(/^Platba QF \d{10}$/)
  const number = /QF (\d{10})/.exec((await page.locator('#comgateTitle').textContent())!)![1]!
  await page.getByRole('button', { name: 'Zrušit platbu' }).click()
  await expect(page).toHaveURL(new RegExp(`/qf/cs/eshop/objednavka/${number}$`))
  await expect(page.locator('#paymentStatus')).toHaveText('Platba kartou nebyla dokončena. Můžete ji zopakovat.')
  await expect(page.locator('#orderStatus')).toHaveText('Nová')
  expect(await accessibilityViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Zaplatit kartou' }).click()
  await expect(page).toHaveURL(new RegExp(`^${comgate.url}/client/instructions/index\\?id=`))
  await page.getByRole('button', { name: 'Zaplatit' }).click()
  await expect(page).toHaveURL(new RegExp(`/qf/cs/eshop/objednavka/${number}$`))
  await expect(page.locator('#paymentStatus')).toHaveText('Platba kartou proběhla úspěšně. Děkujeme.')
  await expect(page.locator('#orderStatus')).toHaveText('Zaplacená')
  await expect(page.locator('#payByCard')).toHaveCount(0)
  expect(await accessibilityViolations(page)).toEqual([])
  expect(problems.summary()).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: card paid at Comgate, back on the English order page, paid', async ({ page, comgate }) => {
    test.slow()
    await toCheckout(page, 'en', false)
    await fillContact(page, 'en')
    await page.getByLabel('Card online').check()
    await page.getByLabel(texts.en.terms).check()
    await page.getByRole('button', { name: texts.en.place }).click()
    await expect(page).toHaveURL(new RegExp(`^${comgate.url}/client/instructions/index\\?id=`))
    const transId = new URL(page.url()).searchParams.get('id')!
    await page.getByRole('button', { name: 'Zaplatit' }).click()
    await expect(page.locator('h1')).toHaveText(texts.en.received)
    await expect(page).toHaveURL(/\/qf\/en\/eshop\/order\/\d{10}$/)
    await expect(page.locator('#paymentStatus')).toHaveText('The card payment was successful. Thank you.')
    await expect(page.locator('#orderStatus')).toHaveText('Paid')
    expect(comgate.payments.get(transId)).toMatchObject({ status: 'PAID', curr: 'CZK', method: 'CARD_ALL' })
  })
})
