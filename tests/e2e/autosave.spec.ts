/**
 * Autosave in Chromium (issue 25, ADR 094), as the seeded editor of the Faculty of Science on a news
 * item of their own (made here, so no other spec's item meets this one's autosaves):
 * - with JavaScript: a change is saved by itself within seconds (the status by the buttons says
 *   so); the tab is closed; the dashboard's "Rozepsané změny" links the form with the change
 *   restored; "Zahodit" discards it;
 * - an expired session: the save fails, the browser keeps the copy, and after signing in again the
 *   form offers it back and restores it;
 * - without JavaScript: an autosave the server holds is offered on the form and restored and
 *   discarded with plain links and forms.
 * - a create form ("Přidat", key `new`): with JavaScript what was typed saves itself, the tab is
 *   closed, after signing in again in another browser the dashboard links the create form with it
 *   restored, and saving it makes one item; without JavaScript the offer on the create form is
 *   restored and discarded with plain links and forms.
 * Axe on the form with each offer; no horizontal overflow at 375 px.
 */
import type { Page } from '@playwright/test'
import { CONSENT_DECIDED } from '../../playwright.config.js'
import { accessibilityViolations } from './support/a11y.js'
import { openAdminPart, signInToAdmin } from './support/admin.js'
import { expect, test } from './support/fixtures.js'

const EDITOR = 'redaktor@example.cz'
const CHIEF = 'redakce@example.cz'

/** Adds a news item through the form; the page is then the item's. */
async function addItem(page: Page, title: string) {
  await openAdminPart(page, 'cs', 'Aktuality')
  await page.getByRole('link', { name: 'Přidat', exact: true }).click()
  await page.getByLabel('Titulek', { exact: true }).fill(title)
  await page.getByLabel('Perex', { exact: true }).fill('První verze shrnutí.')
  // With JavaScript the paragraph's text is the rich-text editor (ADR 099), without it the textarea: both are the textbox named Text.
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Odstavec.')
  await page.getByRole('button', { name: 'Uložit koncept' }).click()
  await expect(page.locator('#adminNotice')).toContainText('Koncept je vytvořen.')
}

test.describe('with JavaScript', () => {
  test('a change saves itself; the dashboard offers it after the tab is closed; it is restored, then discarded', async ({ browser, page }) => {
    test.setTimeout(180_000)
    await signInToAdmin(page, 'cs', EDITOR)
    await addItem(page, `Autosave ${Date.now().toString(36)}`)
    const item = page.url().replace(/\?.*$/, '')
    await page.getByLabel('Perex', { exact: true }).fill('Rozepsané shrnutí, které nikdo neuložil.')
    await expect(page.locator('#autosaveStatus')).toContainText('Automaticky uloženo', { timeout: 20_000 })
    const context = page.context()
    await page.close()

    const next = await context.newPage()
    await next.goto('/qf/cs/sprava')
    const unsaved = next.getByRole('region', { name: 'Rozepsané změny' })
    await unsaved.getByRole('link').first().click()
    await expect(next.locator('#autosaveRestored')).toContainText('Formulář ukazuje neuložené změny')
    await expect(next.getByLabel('Perex', { exact: true })).toHaveValue('Rozepsané shrnutí, které nikdo neuložil.')
    expect(await accessibilityViolations(next)).toEqual([])
    // The item itself is as it was saved: its form without the restore shows the offer instead.
    await next.goto(item)
    await expect(next.getByLabel('Perex', { exact: true })).toHaveValue('První verze shrnutí.')
    await expect(next.locator('#autosaveOffer')).toContainText('Máte neuložené změny z')
    expect(await accessibilityViolations(next)).toEqual([])
    await next.locator('#autosaveDiscard').click()
    await expect(next.locator('#autosaveOffer')).toHaveCount(0)
    void browser
  })

  test('an expired session: the browser keeps the change and offers it after signing in again', async ({ page }) => {
    test.setTimeout(180_000)
    await signInToAdmin(page, 'cs', EDITOR)
    await addItem(page, `Autosave offline ${Date.now().toString(36)}`)
    const item = page.url().replace(/\?.*$/, '')
    // The session ends (its cookie is gone), then the editor types on.
    await page.context().clearCookies({ name: 'qf_session' })
    await page.getByLabel('Perex', { exact: true }).fill('Shrnutí psané po konci přihlášení.')
    await expect(page.locator('#autosaveStatus')).toContainText('Automatické uložení se nepovedlo', { timeout: 20_000 })

    await signInToAdmin(page, 'cs', EDITOR)
    await page.goto(item)
    await expect(page.locator('#autosaveLocalOffer')).toContainText('V tomto prohlížeči máte neuložené změny z')
    expect(await accessibilityViolations(page)).toEqual([])
    await page.locator('#autosaveLocalRestore').click()
    await expect(page.getByLabel('Perex', { exact: true })).toHaveValue('Shrnutí psané po konci přihlášení.')
    await page.getByRole('button', { name: 'Uložit koncept' }).click()
    await expect(page.locator('#adminNotice')).toContainText('Koncept je uložen.')
    await expect(page.getByLabel('Perex', { exact: true })).toHaveValue('Shrnutí psané po konci přihlášení.')
  })
})

/** The page has no horizontal overflow at a phone's width. */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.setViewportSize({ width: 1280, height: 800 })
}

test.describe('a create form, with JavaScript', () => {
  test('what is typed into a new item saves itself; after the tab is closed and a new sign-in the dashboard restores it; saving makes one item', async ({ browser, page }) => {
    test.setTimeout(360_000)
    const title = `Nová rozepsaná ${Date.now().toString(36)}`
    await signInToAdmin(page, 'cs', EDITOR)
    await openAdminPart(page, 'cs', 'Aktuality')
    await page.getByRole('link', { name: 'Přidat', exact: true }).click()
    await expect(page.locator('form[data-autosave="news:new"]')).toHaveCount(1)
    await page.getByLabel('Titulek', { exact: true }).fill(title)
    await page.getByLabel('Perex', { exact: true }).fill('Shrnutí nové položky, zatím neuložené.')
    await expect(page.locator('#autosaveStatus')).toContainText('Automaticky uloženo', { timeout: 20_000 })
    await page.close()

    // Another browser (no copy of its own): only the server has what was typed.
    const other = await browser.newContext({ storageState: CONSENT_DECIDED, baseURL: test.info().project.use.baseURL })
    const next = await other.newPage()
    await signInToAdmin(next, 'cs', EDITOR)
    await next.goto('/qf/cs/sprava')
    const unsaved = next.getByRole('region', { name: 'Rozepsané změny' })
    await unsaved.getByRole('link', { name: new RegExp(`Nová aktualita nebo akce: ${title}`) }).click()
    await expect(next.locator('#autosaveRestored')).toContainText('Formulář ukazuje neuložené změny')
    await expect(next.getByLabel('Titulek', { exact: true })).toHaveValue(title)
    await expect(next.getByLabel('Perex', { exact: true })).toHaveValue('Shrnutí nové položky, zatím neuložené.')
    expect(await accessibilityViolations(next)).toEqual([])
    await fitsPhone(next)
    await next.screenshot({ path: '/tmp/autosavenew-new-restored-1280.png' })
    // A second tab restores the same autosave: the two tabs' forms are one form, and make one item.
    const second = await other.newPage()
    await second.goto(next.url())
    await expect(second.getByLabel('Titulek', { exact: true })).toHaveValue(title)
    // The restored rows and the blank row every body form ends with: the first is the paragraph.
    await next.getByRole('textbox', { name: 'Text', exact: true }).first().fill('Odstavec.')
    await next.getByRole('button', { name: 'Uložit koncept' }).click()
    await expect(next.locator('#adminNotice')).toContainText('Koncept je vytvořen.')
    const item = next.url().replace(/\?.*$/, '')
    await second.getByRole('textbox', { name: 'Text', exact: true }).first().fill('Odstavec z druhé karty.')
    await second.getByRole('button', { name: 'Uložit koncept' }).click()
    await expect(second.locator('#adminNotice')).toContainText('Koncept je vytvořen.')
    expect(second.url().replace(/\?.*$/, '')).toBe(item)
    await openAdminPart(next, 'cs', 'Aktuality')
    await next.locator('#adminQuery').fill(title)
    await next.locator('#adminQuery').press('Enter')
    await expect(next.locator('#adminCount')).toHaveText(/\b1\b/)
    await next.goto('/qf/cs/sprava')
    await expect(next.getByRole('link', { name: new RegExp(`Nová aktualita nebo akce: ${title}`) })).toHaveCount(0)
    await other.close()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the server's autosave is offered, restored and discarded with plain links and forms", async ({ page }) => {
    test.setTimeout(180_000)
    await signInToAdmin(page, 'cs', EDITOR)
    await addItem(page, `Autosave bez skriptu ${Date.now().toString(36)}`)
    const form = page.locator('form[data-autosave]')
    const url = await form.getAttribute('data-autosave-url')
    const base = await form.locator('input[name="base"]').inputValue()
    // What the script would have sent from another browser that has it.
    const saved = await page.request.post(url!, { data: { base, fields: { perex: 'Shrnutí z jiného prohlížeče.' } }, headers: { 'Sec-Fetch-Site': 'same-origin' } })
    expect(saved.status()).toBe(200)
    await page.reload()
    await expect(page.locator('#autosaveOffer')).toContainText('Máte neuložené změny z')
    await page.locator('#autosaveRestore').click()
    await expect(page.getByLabel('Perex', { exact: true })).toHaveValue('Shrnutí z jiného prohlížeče.')
    await page.goBack()
    await page.locator('#autosaveDiscard').click()
    await expect(page.locator('#autosaveOffer')).toHaveCount(0)
    await expect(page.getByLabel('Perex', { exact: true })).toHaveValue('První verze shrnutí.')
  })

  test('a create form: the offer is restored and discarded with plain links and forms', async ({ page }) => {
    test.setTimeout(360_000)
    // The chief editor: a create form's autosave is one per account and kind, and the editor's is the test above's.
    await signInToAdmin(page, 'cs', CHIEF)
    await openAdminPart(page, 'cs', 'Aktuality')
    await page.getByRole('link', { name: 'Přidat', exact: true }).click()
    const form = page.locator('form[data-autosave="news:new"]')
    const url = await form.getAttribute('data-autosave-url')
    const createKey = await form.locator('input[name="createKey"]').inputValue()
    const title = `Nová bez skriptu ${Date.now().toString(36)}`
    const saved = await page.request.post(url!, { data: { base: '', fields: { createKey, lang: 'cs', kind: 'news', title, perex: 'Shrnutí z jiného prohlížeče.' } }, headers: { 'Sec-Fetch-Site': 'same-origin' } })
    expect(saved.status()).toBe(200)
    await page.reload()
    await expect(page.locator('#autosaveOffer')).toContainText('Máte neuložené změny z')
    await expect(page.getByLabel('Titulek', { exact: true })).toHaveValue('')
    // Axe needs script in the page: the same offer region is checked on the item's form with script above.
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: '/tmp/autosavenew-new-offer-375.png' })
    await fitsPhone(page)
    await page.screenshot({ path: '/tmp/autosavenew-new-offer-1280.png' })
    await page.locator('#autosaveRestore').click()
    await expect(page.getByLabel('Titulek', { exact: true })).toHaveValue(title)
    await expect(page.locator('input[name="createKey"]')).toHaveValue(createKey)
    await page.goBack()
    await page.locator('#autosaveDiscard').click()
    await expect(page).toHaveURL(/\/aktuality\/nova$/)
    await expect(page.locator('#autosaveOffer')).toHaveCount(0)
    await expect(page.getByLabel('Titulek', { exact: true })).toHaveValue('')
  })
})
