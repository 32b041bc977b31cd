/**
 * "Tell me when it is back in stock" in Chromium (issue 26, ADR 081): on a seeded product page
 * with a sold-out size, a shopper asks with an e-mail and sees the confirmation. With JavaScript
 * in Czech (a bad address flagged by live validation and not sent, then the request; the page is updated in place, not
 * reloaded; axe on the page with the form's message and with the confirmation); without it in
 * English on a product sold out whole. Requests change no stock, so other specs are unaffected.
 */
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { vnuErrors } from './support/vnu.js'

/** Seeded: size 1 of 5 sold out; the pen sold out altogether (src/db/seed/products.ts). */
const SIZED = '/qf/cs/eshop/tricka-a-mikiny/detske-tricko-tmave-zelena'
const WHOLE = '/qf/en/eshop/stationery/logo-ballpoint-pen'

test('with JavaScript, in Czech: a bad address is flagged live and not sent, then the request is confirmed in place; axe', async ({ page, problems }) => {
  test.slow()
  await page.goto(SIZED)
  await page.waitForFunction(() => typeof window.pu?.update === 'function')
  const box = page.getByRole('region', { name: 'Dejte mi vědět, až bude skladem' })
  await expect(box.getByLabel('Vyprodaná varianta')).toHaveValue(/\d+/)
  await expect(box.getByText('Adresu použijeme jen k jedinému e-mailu o naskladnění')).toBeVisible()
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))

  const sent: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/hlidat-dostupnost')) sent.push(r.url())
  })
  await box.getByLabel('E-mail').fill('neni-adresa')
  // Live validation on leaving the field, as the site's other forms.
  await box.getByLabel('E-mail').blur()
  await expect(page.locator('#lv-backInStockForm-email-message')).toHaveText('Zadejte e-mail ve tvaru jmeno@domena.cz.')
  await box.getByRole('button', { name: 'Dejte mi vědět' }).click()
  // Live validation keeps the form from being sent with an error (past its 300 ms postponed submit).
  await page.waitForTimeout(1000)
  expect(sent).toEqual([])
  await expect(page.locator('#lv-backInStockForm-email-message')).toHaveText('Zadejte e-mail ve tvaru jmeno@domena.cz.')
  await expect(page.getByRole('status').filter({ hasText: 'Jakmile bude zboží znovu skladem' })).toHaveCount(0)
  expect(await accessibilityViolations(page)).toEqual([])

  await page.locator('#backInStockEmail').fill(`hlidani-${Date.now()}@example.cz`)
  await page.getByRole('button', { name: 'Dejte mi vědět' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Jakmile bude zboží znovu skladem, pošleme vám e-mail.' })).toBeVisible()
  // The runtime's history entry adds its own `pu` state to the address.
  await expect(page).toHaveURL(new RegExp(`${SIZED}\\?notice=backInStock(&pu=|$)`))
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  expect(await accessibilityViolations(page)).toEqual([])
  expect(problems.summary(/status of 422/)).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('in English, a product sold out whole: the request is a 303 back to the product with the confirmation', async ({ page }) => {
    await page.goto(WHOLE)
    const box = page.getByRole('region', { name: 'Tell me when it is back in stock' })
    await expect(box.getByLabel('Sold-out variant')).toHaveCount(0)
    await box.getByLabel('Email').fill(`watch-${Date.now()}@example.com`)
    await box.getByRole('button', { name: 'Tell me' }).click()
    await expect(page).toHaveURL(`${WHOLE}?notice=backInStock`)
    await expect(page.getByRole('status').filter({ hasText: 'We will email you as soon as it is back in stock.' })).toBeVisible()
    // The form (with sizes and without) and the confirmation are valid HTML.
    const documents: [string, string][] = []
    for (const [name, url] of Object.entries({ sized: SIZED, whole: WHOLE, confirmed: `${WHOLE}?notice=backInStock` })) documents.push([name, await (await page.request.get(url)).text()])
    const { errors } = vnuErrors(documents)
    expect(errors, errors.join('\n')).toEqual([])
  })
})
