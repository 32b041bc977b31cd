/**
 * Indexed widgets on a real form (issue 13, spec 000 "indexed widgets handled per index"): the
 * account's delivery addresses edited together, `/qf/en/account/addresses`. With JavaScript a bad
 * postal code in one address marks only that address's field, submit is blocked with focus on
 * it, and the corrected form saves; without JavaScript the submit handler answers with the same
 * message beside the same field (422). The demo user gets two addresses of its own for the test,
 * removed afterwards.
 */
import type { Browser, Locator, Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { vnuErrors } from './support/vnu.js'

const marker = `Indexed ${Date.now()}`
const NAMES = [`${marker} A`, `${marker} B`]
const INVALID = 'Enter the postal code as five digits, for example 500 03.'

async function logIn(page: Page) {
  await page.goto('/qf/en/login')
  await page.getByLabel('Email', { exact: true }).fill('student@example.cz')
  await page.getByLabel('Password', { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.locator('#userMenu')).toContainText('Jana')
}

/** A context without JavaScript, signed in, for setting up and cleaning up. */
async function plainPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await logIn(page)
  return page
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser }) => {
  const page = await plainPage(browser)
  for (const name of NAMES) {
    await page.goto('/qf/en/account/addresses/new')
    await page.getByLabel('Name or company').fill(name)
    await page.getByLabel('Street and number').fill('Rokitanského 62')
    await page.getByLabel('Town or city').fill('Hradec Králové')
    await page.getByLabel('Postal code').fill('500 03')
    await page.getByRole('button', { name: 'Save the address' }).click()
    await expect(page.locator('#addressList')).toContainText(name)
  }
  await page.context().close()
})

test.afterAll(async ({ browser }) => {
  const page = await plainPage(browser)
  await page.goto('/qf/en/account')
  for (;;) {
    const remove = page.getByRole('button', { name: new RegExp(`^Delete the address of ${marker}`) }).first()
    if ((await remove.count()) === 0) break
    await remove.click()
    await expect(page.locator('.notice')).toHaveText('The address has been deleted.')
  }
  await page.context().close()
})

/** The block of the address named `name`, and its index in the form. */
async function block(page: Page, name: string): Promise<{ group: Locator; index: number }> {
  const group = page.getByRole('group').filter({ has: page.locator(`input[value="${name}"]`) })
  await expect(group).toHaveCount(1)
  const field = (await group.getByLabel('Postal code').getAttribute('name'))!
  return { group, index: Number(/^addresses\[(\d+)\]\.postalCode$/.exec(field)![1]) }
}

test.describe('addresses form with JavaScript', () => {
  test('a bad postal code in one address marks only that address; submit is blocked on it; the corrected form saves', async ({ page, problems }) => {
    const calls: URLSearchParams[] = []
    page.on('request', (req) => {
      if (req.url().includes('/validate/en/account/addresses')) calls.push(new URLSearchParams(req.postData() ?? ''))
    })
    await logIn(page)
    await page.goto('/qf/en/account')
    await page.getByRole('link', { name: 'Edit all addresses' }).click()
    await expect(page).toHaveURL(/\/qf\/en\/account\/addresses$/)
    await page.waitForLoadState('networkidle')
    const a = await block(page, NAMES[0]!)
    const b = await block(page, NAMES[1]!)
    expect(b.index).toBe(a.index + 1)

    await b.group.getByLabel('Postal code').fill('abc')
    await b.group.getByLabel('Postal code').blur()
    await expect.poll(() => calls.length).toBe(1)
    expect(calls[0]!.get('Live-Validation-Form')).toBe('addressesForm')
    expect(calls[0]!.get('Live-Validation-Requested-Widgets')).toBe(`addresses[${b.index}].postalCode`)
    const bMessage = page.locator(`#lv-addressesForm-addresses-${b.index}-postalCode-message`)
    await expect(bMessage).toHaveText(INVALID)
    await expect(b.group.getByLabel('Postal code')).toHaveClass(/\berror\b/)
    await expect(b.group.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true')
    await expect(b.group.getByLabel('Postal code')).toHaveAttribute('aria-describedby', new RegExp(`lv-addressesForm-addresses-${b.index}-postalCode-message`))
    // Only that index: every other postal code stays unmarked.
    await expect(page.locator('input[name$=".postalCode"].error')).toHaveCount(1)
    await expect(page.locator('[id^="lv-addressesForm-"][id$="-message"]')).toHaveCount(1)

    // The same field name in another block is judged on its own.
    await a.group.getByLabel('Postal code').fill('50003')
    await a.group.getByLabel('Postal code').blur()
    await expect.poll(() => calls.length, { timeout: 5000 }).toBe(2)
    expect(calls[1]!.get('Live-Validation-Requested-Widgets')).toBe(`addresses[${a.index}].postalCode`)
    await expect(a.group.getByLabel('Postal code')).toHaveClass(/\bok\b/)
    await expect(b.group.getByLabel('Postal code')).toHaveClass(/\berror\b/)
    await expect(page.locator(`#lv-addressesForm-addresses-${a.index}-postalCode-message`)).toHaveCount(0)
    expect(await accessibilityViolations(page)).toEqual([])

    // Submit is blocked while the error shows, focus on the field with it.
    await page.getByRole('button', { name: 'Save the addresses' }).click()
    await expect(b.group.getByLabel('Postal code')).toBeFocused()
    await expect(page).toHaveURL(/\/qf\/en\/account\/addresses$/)

    await b.group.getByLabel('Postal code').fill('500 02')
    await b.group.getByLabel('Phone (optional)').focus()
    await expect(b.group.getByLabel('Postal code')).toHaveClass(/\bok\b/, { timeout: 5000 })
    await page.getByRole('button', { name: 'Save the addresses' }).click()
    await expect(page.locator('.notice')).toHaveText('The addresses have been saved.')
    await expect(page.locator('#addressList li').filter({ hasText: NAMES[1]! })).toContainText('500 02 Hradec Králové')
    await expect(page.locator('#addressList li').filter({ hasText: NAMES[0]! })).toContainText('500 03 Hradec Králové')
    expect(problems.summary()).toEqual([])
  })
})

test.describe('addresses form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the submit handler marks the same index with the same message (422), then saves', async ({ page }) => {
    await logIn(page)
    await page.goto('/qf/en/account/addresses')
    const a = await block(page, NAMES[0]!)
    const b = await block(page, NAMES[1]!)
    await b.group.getByLabel('Postal code').fill('abc')
    await a.group.getByLabel('Town or city').fill('Pardubice')
    const refused = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/qf/en/account/addresses')
    await page.getByRole('button', { name: 'Save the addresses' }).click()
    expect((await refused).status()).toBe(422)
    const again = await block(page, NAMES[1]!)
    expect(again.index).toBe(b.index)
    await expect(page.locator(`#addresses-${b.index}-postalCode-error`)).toHaveText(INVALID)
    await expect(again.group.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true')
    await expect(again.group.getByLabel('Postal code')).toHaveValue('abc')
    await expect(page.locator('input[aria-invalid="true"]')).toHaveCount(1)
    // What was typed in the other address is kept, not saved yet.
    await expect((await block(page, NAMES[0]!)).group.getByLabel('Town or city')).toHaveValue('Pardubice')

    await again.group.getByLabel('Postal code').fill('50001')
    await page.getByRole('button', { name: 'Save the addresses' }).click()
    await expect(page.locator('.notice')).toHaveText('The addresses have been saved.')
    await expect(page.locator('#addressList li').filter({ hasText: NAMES[1]! })).toContainText('500 01 Hradec Králové')
    await expect(page.locator('#addressList li').filter({ hasText: NAMES[0]! })).toContainText('Pardubice')
  })
})

test('html: the addresses form and its refused state (422), and the contact form refused with a file, are valid HTML', async ({ page }) => {
  test.setTimeout(120_000)
  await logIn(page)
  const documents: [string, string][] = []
  documents.push(['addresses', await (await page.request.get('/qf/en/account/addresses')).text()])
  await page.goto('/qf/en/account/addresses')
  const b = await block(page, NAMES[1]!)
  await b.group.getByLabel('Postal code').fill('abc')
  const refused = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/qf/en/account/addresses')
  await page.evaluate(() => HTMLFormElement.prototype.submit.call(document.getElementById('addressesForm')))
  const answer = await refused
  expect(answer.status()).toBe(422)
  documents.push(['addresses-422', await answer.text()])
  const contact = await page.request.post('/qf/en/contact', { multipart: { name: 'Eva', email: 'eva@example.cz', faculty: 'university', topic: 'study', message: 'short', attachment: '', website: '', startedAt: 'x', attachmentFile: { name: 'x.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') } } })
  expect(contact.status()).toBe(422)
  documents.push(['contact-422', await contact.text()])
  const { errors } = vnuErrors(documents)
  expect(errors, errors.join('\n')).toEqual([])
})
