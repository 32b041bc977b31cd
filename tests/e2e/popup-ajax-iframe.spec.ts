/**
 * Ajax and iframe popups on real pages (spec 000 §4 "Popups", §7; ADR 021): a clothing product's
 * size chart opens in an ajax popup whose content is cached on its trigger (the second open asks
 * nothing), whose fit links update it in place as partial updates, and which says so in the popup
 * when its address fails or answers an error, leaving the page usable. The contacts page's
 * campus map opens in an iframe popup; an address of a host that is not allowed is refused with
 * a message in the popup.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'

const TEE = '/qf/cs/eshop/tricka-a-mikiny'
const CONTACTS = { cs: '/qf/cs/o-univerzite/kontakty', en: '/qf/en/about/contacts' }
const dialog = (page: Page) => page.getByRole('dialog')

async function ready(page: Page, url: string) {
  await page.goto(url)
  await page.waitForFunction(() => typeof window.pu?.update === 'function')
}

/** The first clothing product of the T-shirt category. */
async function product(page: Page, lang: 'cs' | 'en' = 'cs') {
  await ready(page, lang === 'cs' ? TEE : '/qf/en/eshop/t-shirts-and-sweatshirts')
  const href = await page.locator('#productList .product-tiles a').first().getAttribute('href')
  await ready(page, href!)
}

test.describe('popup: the size chart in an ajax popup', () => {
  test('opens with its table, is cached on the trigger, and its fit links update it in the popup', async ({ page, problems }) => {
    // Two accessibility checkers and a login on a shared machine: more than the default minute.
    test.slow()
    await product(page)
    const asked: string[] = []
    page.on('request', (r) => r.headers()['x-pu-target'] === 'sizeChart' && asked.push(r.url()))
    const link = page.getByRole('link', { name: 'Tabulka velikostí' })

    await link.click()
    await expect(dialog(page)).toHaveAccessibleName('Tabulka velikostí')
    await expect(dialog(page).locator('table caption')).toContainText('unisex')
    await expect(dialog(page).locator('tbody tr')).toHaveCount(5)
    expect(asked).toHaveLength(1)
    expect(new URL(asked[0]!).searchParams.has('_'), 'caching off').toBe(true)
    expect(new URL(asked[0]!).searchParams.has('_ts'), 'not the dynamic variant').toBe(false)
    expect(await accessibilityViolations(page)).toEqual([])

    // A link inside runs as a partial update into the popup; the page's address stays.
    await dialog(page).getByRole('link', { name: 'Dětský' }).click()
    await expect(dialog(page).locator('table caption')).toContainText('dětský')
    await expect(dialog(page).locator('thead')).toContainText('Výška postavy')
    expect(asked).toHaveLength(2)
    expect(new URL(asked[1]!).searchParams.get('fit')).toBe('kids')
    expect(page.url()).toContain('/qf/cs/eshop/tricka-a-mikiny/')

    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await expect(link).toBeFocused()
    await link.click()
    await expect(dialog(page).locator('tbody tr')).toHaveCount(5)
    expect(asked, 'the second open shows the content cached on the trigger').toHaveLength(2)
    expect(problems.summary()).toEqual([])
  })

  test('an error status or a failing address shows a localized message in the popup; the page stays usable', async ({ page, problems }) => {
    await product(page, 'en')
    await page.route('**/qf/en/eshop/size-chart*', (route) => route.fulfill({ status: 500, body: 'boom', headers: { 'x-pu-error': '1' } }))
    const link = page.getByRole('link', { name: 'Size chart' })
    await link.click()
    await expect(dialog(page).getByRole('alert')).toHaveText('The content of this window could not be loaded. Please try again later.')
    expect(await accessibilityViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await expect(link).toBeFocused()

    await page.unroute('**/qf/en/eshop/size-chart*')
    await page.route('**/qf/en/eshop/size-chart*', (route) => route.abort('connectionrefused'))
    await link.click()
    await expect(dialog(page).getByRole('alert')).toContainText('could not be loaded')
    await page.keyboard.press('Escape')

    // Nothing was cached from the failures: with the address back, the chart opens.
    await page.unroute('**/qf/en/eshop/size-chart*')
    await link.click()
    await expect(dialog(page).locator('table caption')).toContainText('unisex')
    await page.keyboard.press('Escape')
    await page.getByRole('link', { name: 'E-shop' }).first().click()
    await expect(page).toHaveURL(/\/qf\/en\/eshop$/)
    expect(problems.summary(/Server returned HTTP|status of 500|ERR_CONNECTION_REFUSED/)).toEqual([])
  })

  test('without JavaScript the link opens the size chart page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(TEE)
    await page.goto((await page.locator('.product-tiles a').first().getAttribute('href'))!)
    await page.getByRole('link', { name: 'Tabulka velikostí' }).click()
    await expect(page).toHaveURL(/\/qf\/cs\/eshop\/tabulka-velikosti/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tabulka velikostí')
    await page.getByRole('link', { name: 'Dámský' }).click()
    await expect(page.locator('table caption')).toContainText('dámský')
    await context.close()
  })
})

test.describe('popup: the campus map in an iframe popup', () => {
  test('shows the map page in a frame; focus and keyboard stay in the popup', async ({ page, problems }) => {
    // Two accessibility checkers and a login on a shared machine: more than the default minute.
    test.slow()
    await ready(page, CONTACTS.en)
    await page.getByRole('link', { name: 'Campus map', exact: true }).click()
    await expect(dialog(page)).toHaveAccessibleName('University campus map')
    const frame = page.frameLocator('dialog iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('University campus map')
    await expect(frame.getByRole('listitem')).toHaveCount(5)
    await expect(dialog(page).locator('iframe')).toHaveAttribute('title', 'University campus map')
    expect(await accessibilityViolations(page)).toEqual([])
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Campus map', exact: true })).toBeFocused()
    expect(problems.summary()).toEqual([])
  })

  test('a host the configuration allows (POPUP_IFRAME_HOSTS) is shown in the frame', async ({ page, problems }) => {
    const asked: string[] = []
    await page.route('https://maps.e2e.test/**', (route) => {
      asked.push(route.request().url())
      return route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="cs"><meta charset="utf-8"><title>Plán</title><h1>Plán areálu z mapového serveru</h1></html>' })
    })
    await ready(page, CONTACTS.cs)
    const link = page.getByRole('link', { name: 'Mapa areálu', exact: true })
    await link.evaluate((a) => a.setAttribute('href', 'https://maps.e2e.test/kampus?z=17'))
    await link.click()
    await expect(page.frameLocator('dialog iframe').getByRole('heading', { level: 1 })).toHaveText('Plán areálu z mapového serveru')
    expect(asked).toEqual(['https://maps.e2e.test/kampus?z=17'])
    await expect(dialog(page).getByRole('alert')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(link).toBeFocused()
    // The CSP allowed the frame: the browser reported no violation.
    expect(problems.summary()).toEqual([])
  })

  test('a host that is not allowed is refused with a message, and nothing is requested from it', async ({ page }) => {
    await ready(page, CONTACTS.cs)
    const foreign: string[] = []
    page.on('request', (r) => r.url().includes('evil.example') && foreign.push(r.url()))
    const link = page.getByRole('link', { name: 'Mapa areálu', exact: true })
    await link.evaluate((a) => a.setAttribute('href', 'https://evil.example/map'))
    await link.click()
    await expect(dialog(page).getByRole('alert')).toHaveText('Adresu evil.example nelze v okně zobrazit: není mezi povolenými.')
    await expect(dialog(page).locator('iframe')).toHaveCount(0)
    expect(await accessibilityViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(link).toBeFocused()
    await link.evaluate((a) => a.setAttribute('href', 'javascript:alert(1)'))
    await link.click()
    await expect(dialog(page).getByRole('alert')).toContainText('nelze v okně zobrazit')
    expect(foreign).toEqual([])
  })
})

test.describe('popup: the popup code is a chunk loaded with a 120000 ms time-out', () => {
  test('a chunk that never arrives gives up at 120000 ms, not before, and the link is followed', async ({ page, problems }) => {
    test.slow()
    // Time stands still but for runFor, from before the page loads.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1000)
    let asked = 0
    // The popup chunk is asked for and never answered.
    await page.route('**/build/assets/popup-*.js', () => void asked++)
    await product(page)
    const here = page.url()
    await page.getByRole('link', { name: 'Tabulka velikostí' }).click()
    await expect.poll(() => asked).toBe(1)
    await page.clock.runFor(119_999)
    await expect(dialog(page)).toHaveCount(0)
    expect(page.url(), 'still waiting at 119999 ms').toBe(here)
    await page.clock.runFor(1)
    await expect(page).toHaveURL(/\/qf\/cs\/eshop\/tabulka-velikosti/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tabulka velikostí')
    expect(problems.summary(/popup-|Script chunk did not load/)).toEqual([])
  })
})
