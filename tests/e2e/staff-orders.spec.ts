/**
 * Staff's order administration in Chromium (issue 12, ADR 041), with JavaScript and without: a
 * customer places an order in the test; the staff account signs in, follows the header link,
 * finds the order by its number, marks it paid and shipped (with script after the site's
 * confirmation popup, which can also be declined), sees the history; the customer sees the new
 * status in their account. A customer never sees the link and gets the 404 page. Axe on the
 * new pages; the Nu checker on them and on a refusal.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { checkoutFormOf } from '../support/checkout-form.js'
import { vnuErrors } from './support/vnu.js'
import { openUserMenu } from './support/user-menu.js'

type Lang = 'cs' | 'en'

const T = {
  cs: {
    login: '/qf/cs/prihlaseni',
    email: 'E-mail',
    password: 'Heslo',
    submit: 'Přihlásit se',
    link: 'Správa objednávek',
    admin: 'Administrace',
    adminNav: 'Části administrace',
    query: 'Číslo objednávky nebo e-mail',
    search: 'Hledat',
    paid: 'Označit jako zaplacenou',
    shipped: 'Označit jako odeslanou',
    cancel: 'Zrušit objednávku',
    yes: 'Ano',
    no: 'Ne',
    nowPaid: 'Objednávka je nyní: zaplacená.',
    nowShipped: 'Objednávka je nyní: odeslaná.',
    history: ['Přijata', 'Zaplacená', 'Odeslaná'],
    shippedStatus: 'Odeslaná',
    accountOrder: (n: string) => `/qf/cs/ucet/objednavky/${n}`,
    notFound: 'Stránka nenalezena',
  },
  en: {
    login: '/qf/en/login',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    link: 'Order administration',
    admin: 'Administration',
    adminNav: 'Parts of the administration',
    query: 'Order number or e-mail',
    search: 'Search',
    paid: 'Mark as paid',
    shipped: 'Mark as shipped',
    cancel: 'Cancel the order',
    yes: 'Yes',
    no: 'No',
    nowPaid: 'The order is now: paid.',
    nowShipped: 'The order is now: shipped.',
    history: ['Received', 'Paid', 'Shipped'],
    shippedStatus: 'Shipped',
    accountOrder: (n: string) => `/qf/en/account/orders/${n}`,
    notFound: 'Page not found',
  },
}

const STAFF = { email: 'obchod@example.cz', password: 'Heslo-2026' }
const CUSTOMER = { email: 'student@example.cz', password: 'Heslo-2026' }

async function signIn(page: Page, lang: Lang, who: { email: string; password: string }) {
  const t = T[lang]
  await page.goto(t.login)
  await page.getByLabel(t.email).fill(who.email)
  await page.getByLabel(t.password, { exact: true }).fill(who.password)
  await page.getByRole('button', { name: t.submit }).click()
  await openUserMenu(page)
  await expect(page.locator('#userMenuAccount')).toBeVisible()
}

/**
 * The signed-in customer places an order for transfer with PPL through the shop's own forms
 * (the checkout's pages are the checkout spec's); its number.
 */
async function placeOrder(page: Page): Promise<string> {
  // The category's last tile: the cart and checkout specs sell out sizes of the first products.
  const category = await (await page.request.get('/qf/cs/eshop/tricka-a-mikiny')).text()
  // A size on sale (an option not disabled) or a product without sizes (a hidden field).
  const variants = [...category.matchAll(/<option value="(\d+)"(?: selected="")?>|<input type="hidden" name="variant" value="(\d+)"\/>/g)].map((m) => m[1] ?? m[2]!)
  const add = await page.request.post('/qf/cs/eshop/kosik/pridat', { form: { variant: variants.at(-1)!, quantity: '1' } })
  expect(add.ok()).toBe(true)
  const checkout = await (await page.request.get('/qf/cs/eshop/pokladna')).text()
  // The page's hidden fields: its key, the digest of the cart it showed and its id (ADR 045).
  const form = checkoutFormOf(checkout)
  const placed = await page.request.post('/qf/cs/eshop/pokladna/odeslat', {
    form: { email: CUSTOMER.email, name: 'Jana Nováková', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003', shippingCode: 'ppl', paymentCode: 'transfer', terms: 'on', ...form },
    maxRedirects: 0,
  })
  expect(placed.status()).toBe(303)
  return /(\d{10})/.exec(placed.headers().location!)![1]!
}

async function customerOrder(context: BrowserContext): Promise<{ page: Page; number: string }> {
  const page = await context.newPage()
  await signIn(page, 'cs', CUSTOMER)
  await expect(page.locator('#userMenuStaff')).toHaveCount(0)
  return { page, number: await placeOrder(page) }
}

/** Staff: header link → the administration's dashboard → list → search by number → the order's page. */
async function findOrder(page: Page, lang: Lang, number: string) {
  const t = T[lang]
  await signIn(page, lang, STAFF)
  await page.locator('#userMenuStaff').click()
  await expect(page.locator('h1')).toHaveText(t.admin)
  await page.getByRole('navigation', { name: t.adminNav }).getByRole('link', { name: t.link }).click()
  await expect(page.locator('h1')).toHaveText(t.link)
  await page.getByLabel(t.query).fill(number)
  await page.getByRole('button', { name: t.search, exact: true }).click()
  await expect(page.locator('#staffOrders tbody tr')).toHaveCount(1)
  await page.getByRole('link', { name: number }).click()
  await expect(page.locator('h1')).toContainText(number)
}

const historyOf = (page: Page) => page.locator('#orderHistory li').evaluateAll((items) => items.map((li) => li.textContent!.split(': ').at(-1)))

test.describe('staff orders with JavaScript', () => {
  test('Czech: the customer orders; staff find it, decline a cancel, confirm paid and shipped in the popup, see the history; the customer sees it shipped', async ({ browser, page }) => {
    // Two browser contexts, two sign-ins, an order and two axe runs: long on a shared 2-core machine.
    test.setTimeout(300_000)
    const customer = await browser.newContext()
    const { page: shopper, number } = await customerOrder(customer)
    // A customer learns nothing of the staff pages.
    const refused = await shopper.goto('/qf/cs/sprava/objednavky')
    expect(refused!.status()).toBe(404)
    await expect(shopper.locator('h1')).toHaveText(T.cs.notFound)

    const t = T.cs
    await findOrder(page, 'cs', number)
    expect(await accessibilityViolations(page)).toEqual([])
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    await page.getByRole('button', { name: t.cancel }).click()
    await expect(page.getByRole('alertdialog')).toContainText(`Zrušit objednávku ${number}?`)
    await page.getByRole('alertdialog').getByRole('button', { name: t.no }).click()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await expect(page.locator('#orderStatus')).toHaveText('Nová')

    await page.getByRole('button', { name: t.paid }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: t.yes }).click()
    await expect(page.locator('#staffNotice')).toContainText(t.nowPaid)
    // The parcel's number, copied from the label with spaces, before shipping (ADR 071).
    await expect(page.getByLabel('Dopravce')).toHaveValue('ppl')
    await page.getByLabel('Číslo zásilky').fill('4012 3456 789')
    await page.getByRole('button', { name: 'Uložit zásilku' }).click()
    await expect(page.locator('#staffNotice')).toHaveText('Zásilka je uložena.')
    await expect(page.locator('#staffNotice')).toBeFocused()
    await expect(page.getByLabel('Číslo zásilky')).toHaveValue('40123456789')
    await page.getByRole('button', { name: t.shipped }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: t.yes }).click()
    await expect(page.locator('#staffNotice')).toContainText(t.nowShipped)
    await expect(page.locator('#orderStatus')).toHaveText(t.shippedStatus)
    expect(await historyOf(page)).toEqual(t.history)
    // Shipped by transfer: only delivered is left.
    await expect(page.locator('.staff__status-form button')).toHaveText(['Označit jako doručenou'])
    expect(await accessibilityViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Zpět na seznam objednávek' }).click()
    await page.getByLabel('Stav', { exact: true }).selectOption('shipped')
    await page.getByRole('button', { name: t.search, exact: true }).click()
    await expect(page.locator(`[data-order-number="${number}"]`)).toContainText(t.shippedStatus)
    expect(await accessibilityViolations(page)).toEqual([])

    await shopper.goto(t.accountOrder(number))
    await expect(shopper.locator('#orderStatus')).toHaveText(t.shippedStatus)
    expect(await historyOf(shopper)).toEqual(t.history)
    await expect(shopper.getByRole('link', { name: 'Sledovat zásilku u dopravce PPL' })).toHaveAttribute('href', 'https://www.ppl.cz/vyhledat-zasilku?shipmentId=40123456789')
    await customer.close()
  })
})

test.describe('staff orders without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: staff find the order, mark it paid and shipped with plain forms, see the history; the customer sees it shipped', async ({ browser, page }) => {
    // Two browser contexts, two sign-ins, an order and two axe runs: long on a shared 2-core machine.
    test.setTimeout(300_000)
    const customer = await browser.newContext({ javaScriptEnabled: false })
    const { page: shopper, number } = await customerOrder(customer)
    const t = T.en
    await findOrder(page, 'en', number)
    await page.getByRole('button', { name: t.paid }).click()
    await expect(page).toHaveURL(new RegExp(`/qf/en/admin/orders/${number}\\?changed=paid$`))
    await expect(page.locator('#staffNotice')).toContainText(t.nowPaid)
    await page.getByRole('button', { name: t.shipped }).click()
    await expect(page.locator('#staffNotice')).toContainText(t.nowShipped)
    expect(await historyOf(page)).toEqual(t.history)
    // The parcel's number after shipping: a wrong one is refused on the form, the right one is mailed (ADR 071).
    await page.getByLabel('Parcel number').fill('<b>')
    await page.getByRole('button', { name: 'Save the parcel' }).click()
    await expect(page.locator('#shipmentNumber-error')).toHaveText('The parcel number must be 4 to 40 letters, digits and dashes. Nothing was changed.')
    await page.getByLabel('Carrier').selectOption({ label: 'Czech Post' })
    await page.getByLabel('Parcel number').fill('dr1234567890c')
    await page.getByRole('button', { name: 'Save the parcel' }).click()
    await expect(page.locator('#staffNotice')).toHaveText('The parcel is saved. The customer has been e-mailed its number.')
    // No axe here: it runs as page script, which this context has not (the script test checks the same pages).

    await shopper.goto(t.accountOrder(number))
    await expect(shopper.locator('#orderStatus')).toHaveText(t.shippedStatus)
    await expect(shopper.locator('#orderShipment')).toContainText('DR1234567890C')
    await customer.close()
  })
})

test('html: the order list, an order and a refused change are valid HTML', async ({ browser, page }) => {
  test.setTimeout(120_000)
  const customer = await browser.newContext()
  const { number } = await customerOrder(customer)
  await customer.close()
  await signIn(page, 'en', STAFF)
  const documents: [string, string][] = []
  documents.push(['staff-list', await (await page.request.get(`/qf/cs/sprava/objednavky?status=new&q=${number}`)).text()])
  documents.push(['staff-order', await (await page.request.get(`/qf/en/admin/orders/${number}`)).text()])
  const refused = await page.request.post(`/qf/en/admin/orders/${number}/status`, { form: { from: 'new', to: 'delivered' } })
  expect(refused.status()).toBe(422)
  documents.push(['staff-422', await refused.text()])
  const badParcel = await page.request.post(`/qf/cs/sprava/objednavky/${number}/zasilka`, { form: { carrier: 'ppl', trackingNumber: '<b>' } })
  expect(badParcel.status()).toBe(422)
  documents.push(['staff-parcel-422', await badParcel.text()])
  const { errors } = vnuErrors(documents)
  expect(errors, errors.join('\n')).toEqual([])
})
