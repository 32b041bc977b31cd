/**
 * pages trash: deleting for good and emptying the trash (ADR 103), as the chief editor in
 * Chromium. With JavaScript the confirmation popup asks (declining changes nothing); without it
 * the server's confirmation page does. Axe on the trash, the popup and the confirmation pages, and
 * their HTML validated; no horizontal overflow at 375 px; screenshots at 375 and 1280 px.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'
import { vnuErrors } from './support/vnu.js'

const TRASH = '/qf/cs/sprava/stranky/kos'

// Emptying the trash takes every item shown, the other test's too: one after the other.
test.describe.configure({ mode: 'serial' })

async function signIn(page: Page) {
  await page.goto('/qf/cs/prihlaseni')
  await page.getByLabel('E-mail').fill('redakce@example.cz')
  await page.getByLabel('Heslo', { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
  await openUserMenu(page)
}

/** A draft page under `parent` (or at the top of the university's site) put into the trash; its id. */
async function trashedPage(page: Page, title: string, parent?: number, keep = false): Promise<number> {
  await page.goto(`/qf/cs/sprava/stranky/nova${parent ? `?parent=${parent}` : ''}`)
  await page.getByLabel('Titulek', { exact: true }).fill(title)
  await page.getByRole('button', { name: 'Uložit koncept' }).click()
  await expect(page.locator('#adminNotice')).toBeVisible()
  const id = Number(/\/(\d+)\?done=created$/.exec(page.url())![1])
  if (!keep) {
    await page.getByRole('button', { name: 'Smazat do koše' }).click()
    await expect(page.locator('#adminNotice')).toContainText('Stránka je v koši.')
  }
  return id
}

async function widths(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `test-results/pages-trash-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const row = (page: Page, title: string) => page.locator('#adminTrash tbody tr', { has: page.getByRole('rowheader', { name: title, exact: true }) })

test.describe('pages trash: deleting for good with JavaScript', () => {
  test('the popup asks; declining keeps the page, confirming deletes it with the page below it; emptying the trash asks too', async ({ page }) => {
    test.setTimeout(240_000)
    const word = Date.now().toString(36)
    await signIn(page)
    const parent = await trashedPage(page, `Rodič ${word}`, undefined, true)
    await trashedPage(page, `Dítě ${word}`, parent, true)
    await page.goto(`/qf/cs/sprava/stranky/${parent}`)
    await page.getByRole('button', { name: 'Smazat do koše' }).click()
    await page.goto(TRASH)
    await expect(row(page, `Rodič ${word}`)).toHaveCount(1)
    expect(await accessibilityViolations(page)).toEqual([])
    await widths(page, 'list')

    await page.getByRole('button', { name: `Smazat natrvalo „Rodič ${word}“` }).click()
    const popup = page.getByRole('alertdialog')
    await expect(popup).toContainText(`Smazat „Rodič ${word}“ natrvalo (stránek: 2)? Smazání nelze vrátit.`)
    expect(await accessibilityViolations(page)).toEqual([])
    await page.screenshot({ path: 'test-results/pages-trash-popup-1280.png' })
    await popup.getByRole('button', { name: 'Ne' }).click()
    await expect(popup).toHaveCount(0)
    await expect(row(page, `Rodič ${word}`)).toHaveCount(1)

    await page.getByRole('button', { name: `Smazat natrvalo „Rodič ${word}“` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ano, smazat natrvalo' }).click()
    await expect(page.locator('#adminNotice')).toContainText('Smazáno natrvalo (stránek: 2).')
    await expect(row(page, `Rodič ${word}`)).toHaveCount(0)
    expect((await page.request.get(`/qf/cs/sprava/stranky/${parent}`)).status()).toBe(404)

    // The confirmation page a post without script gets: axe here too (it runs in the page).
    const other = await trashedPage(page, `Jiná ${word}`)
    const text = async (url: string) => (await page.request.get(url)).text()
    const { errors } = vnuErrors([
      ['admin-pages-trash-item', await text(TRASH)],
      ['admin-pages-trash-purge', await text(`${TRASH}/${other}/smazat`)],
      ['admin-pages-trash-empty', await text(`${TRASH}/vyprazdnit`)],
    ])
    expect(errors, errors.join('\n')).toEqual([])
    await page.goto(`${TRASH}/${other}/smazat`)
    await expect(page.locator('h1')).toHaveText(`Smazat natrvalo „Jiná ${word}“?`)
    expect(await accessibilityViolations(page)).toEqual([])
    await page.goto(`${TRASH}/vyprazdnit`)
    await expect(page.locator('h1')).toHaveText('Vyprázdnit koš?')
    expect(await accessibilityViolations(page)).toEqual([])

    await page.goto(TRASH)
    await page.getByRole('button', { name: 'Vyprázdnit koš' }).click()
    await expect(page.getByRole('alertdialog')).toContainText('Smazat natrvalo všechny položky koše')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ano, vyprázdnit koš' }).click()
    await expect(page.locator('#adminNotice')).toContainText('Smazáno natrvalo')
    await expect(row(page, `Jiná ${word}`)).toHaveCount(0)
  })
})

test.describe('pages trash: deleting for good without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the button leads to the confirmation page, which deletes; emptying the trash the same way', async ({ page }) => {
    test.setTimeout(240_000)
    const word = Date.now().toString(36)
    await signIn(page)
    await trashedPage(page, `Bez skriptu ${word}`)
    await page.goto(TRASH)
    await page.getByRole('button', { name: `Smazat natrvalo „Bez skriptu ${word}“` }).click()
    await expect(page.locator('h1')).toHaveText(`Smazat natrvalo „Bez skriptu ${word}“?`)
    await expect(page.locator('#purgeQuestion')).toContainText('Smazání nelze vrátit.')
    await widths(page, 'confirm')
    // Going back changes nothing.
    await page.getByRole('link', { name: 'Zpět do koše' }).click()
    await expect(row(page, `Bez skriptu ${word}`)).toHaveCount(1)
    await page.getByRole('button', { name: `Smazat natrvalo „Bez skriptu ${word}“` }).click()
    await page.getByRole('button', { name: 'Ano, smazat natrvalo' }).click()
    await expect(page.locator('#adminNotice')).toContainText('Smazáno natrvalo (stránek: 1).')
    await expect(row(page, `Bez skriptu ${word}`)).toHaveCount(0)

    await trashedPage(page, `Prázdnit ${word}`)
    await page.goto(TRASH)
    await page.getByRole('button', { name: 'Vyprázdnit koš' }).click()
    await expect(page.locator('h1')).toHaveText('Vyprázdnit koš?')
    await expect(page.locator('#emptyItems')).toContainText(`Prázdnit ${word}`)
    await widths(page, 'empty')
    await page.getByRole('button', { name: 'Ano, vyprázdnit koš' }).click()
    await expect(page.locator('#adminNotice')).toContainText('Smazáno natrvalo')
    await expect(page.locator('#trashIsEmpty')).toBeVisible()
  })
})
