/**
 * The page tree's administration in Chromium (issue 25, ADR 063), as the chief editor: with
 * JavaScript, the tab leads to the tree, a page is added, given a question, published, copied,
 * the copy deleted to the trash and restored — axe on every page of it; without JavaScript, two
 * sibling pages change places with the "Down" button. The trash (ADR 103): deleting for good and
 * emptying it, asked by the popup with JavaScript and by the server's confirmation page without;
 * axe and valid HTML on the trash, the popup and the confirmation pages, no overflow at 375 px.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'
import { vnuErrors } from './support/vnu.js'

// Emptying the trash (ADR 103) takes every item it shows, a page the tree's test put there to
// restore too: this file's tests run one after the other, in one worker.
test.describe.configure({ mode: 'default' })

const CHIEF = 'redakce@example.cz'
const PASSWORD = 'Heslo-2026'

async function signIn(page: Page, lang: 'cs' | 'en') {
  await page.goto(lang === 'cs' ? '/qf/cs/prihlaseni' : '/qf/en/login')
  await page.getByLabel(lang === 'cs' ? 'E-mail' : 'Email').fill(CHIEF)
  await page.getByLabel(lang === 'cs' ? 'Heslo' : 'Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: lang === 'cs' ? 'Přihlásit se' : 'Log in' }).click()
  await openUserMenu(page)
}

/** Creates a page through the form (under `parent`, or at the top of the university's site); its id. */
async function addPage(page: Page, lang: 'cs' | 'en', title: string, parent?: number): Promise<number> {
  await page.goto(`${lang === 'cs' ? '/qf/cs/sprava/stranky/nova' : '/qf/en/admin/pages/new'}${parent ? `?parent=${parent}` : ''}`)
  await page.getByLabel(lang === 'cs' ? 'Titulek' : 'Title', { exact: true }).fill(title)
  await page.getByRole('button', { name: lang === 'cs' ? 'Uložit koncept' : 'Save draft' }).click()
  await expect(page.locator('#adminNotice')).toBeVisible()
  return Number(/\/(\d+)\?done=created$/.exec(page.url())![1])
}

test.describe('page tree administration with JavaScript', () => {
  test('Czech: the chief editor adds a page with a question, publishes it, copies it, deletes the copy to the trash and restores it', async ({ page }) => {
    test.setTimeout(240_000)
    const title = `Stránka ${Date.now().toString(36)}`
    await signIn(page, 'cs')
    await page.locator('#userMenuStaff').click()
    await page.getByRole('navigation', { name: 'Části administrace' }).getByRole('link', { name: 'Stránky' }).click()
    await expect(page.locator('h1')).toHaveText('Stránky')
    await expect(page.locator('#adminPageTree')).toBeVisible()
    expect(await accessibilityViolations(page)).toEqual([])

    await page.locator('#adminAdd').click()
    expect(await accessibilityViolations(page)).toEqual([])
    await page.getByLabel('Titulek', { exact: true }).fill(title)
    await page.getByLabel('Perex', { exact: true }).fill('Krátké shrnutí.')
    await page.getByRole('button', { name: 'Uložit koncept' }).click()
    await expect(page.locator('#adminNotice')).toContainText('Stránka je vytvořena jako koncept.')
    expect(await accessibilityViolations(page)).toEqual([])

    const faq = page.getByRole('group', { name: 'Nový dotaz' })
    await faq.getByLabel('Otázka').fill('Kdy je otevřeno?')
    await faq.getByLabel('Odpověď').fill('Každý všední den.')
    await page.getByRole('button', { name: 'Publikovat', exact: true }).click()
    await expect(page.locator('#adminNotice')).toContainText('Publikováno')
    const address = await page.locator('.admin-facts a').first().getAttribute('href')

    await page.getByRole('button', { name: 'Vytvořit kopii' }).click()
    await expect(page.locator('#adminNotice')).toContainText('Kopie je vytvořena jako koncept.')
    await expect(page.locator('#pageTitle')).toHaveValue(`${title} (kopie)`)
    await page.getByRole('button', { name: 'Smazat do koše' }).click()
    await expect(page.locator('#adminNotice')).toContainText('Stránka je v koši.')
    await page.getByRole('link', { name: 'Koš', exact: true }).click()
    expect(await accessibilityViolations(page)).toEqual([])
    await page.getByRole('button', { name: `Obnovit „${title} (kopie)“` }).click()
    await expect(page.locator('#adminNotice')).toContainText('Stránka je obnovena z koše.')

    await page.goto(address!)
    await expect(page.locator('h1')).toHaveText(title)
    await expect(page.getByText('Kdy je otevřeno?')).toBeVisible()
  })
})

test.describe('page tree administration without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: the "Down" button puts a page after its next sibling with a plain form', async ({ page }) => {
    test.setTimeout(180_000)
    const word = Date.now().toString(36)
    await signIn(page, 'en')
    const parent = await addPage(page, 'en', `Parent ${word}`)
    const first = await addPage(page, 'en', `First ${word}`, parent)
    const second = await addPage(page, 'en', `Second ${word}`, parent)
    await page.goto('/qf/en/admin/pages?site=')
    const children = page.locator(`li[data-page-id="${parent}"] > ul > li`)
    await expect(children).toHaveCount(2)
    await expect(children.first()).toHaveAttribute('data-page-id', String(first))
    await page.getByRole('button', { name: `Move “First ${word}” down` }).click()
    await expect(page.locator('#adminNotice')).toContainText('The order is changed.')
    await expect(children.first()).toHaveAttribute('data-page-id', String(second))
    await expect(children.nth(1)).toHaveAttribute('data-page-id', String(first))
  })
})

test('html: the tree, the create form, a page’s form, the trash and a refusal are valid HTML', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, 'cs')
  const text = async (url: string) => (await page.request.get(url)).text()
  const tree = await text('/qf/cs/sprava/stranky?site=')
  const id = /data-page-id="(\d+)"/.exec(tree)![1]
  const documents: [string, string][] = [
    ['admin-pages', tree],
    ['admin-pages-new', await text('/qf/cs/sprava/stranky/nova')],
    ['admin-page', await text(`/qf/cs/sprava/stranky/${id}`)],
    ['admin-pages-trash', await text('/qf/cs/sprava/stranky/kos')],
  ]
  const refused = await page.request.post(`/qf/cs/sprava/stranky/${id}`, { form: { title: '', perex: '', action: 'draft', base: '' } })
  expect(refused.status()).toBe(422)
  documents.push(['admin-page-422', await refused.text()])
  const { errors } = vnuErrors(documents)
  expect(errors, errors.join('\n')).toEqual([])
})

const TRASH = '/qf/cs/sprava/stranky/kos'

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
    await signIn(page, 'cs')
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
    await signIn(page, 'cs')
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
