/**
 * The menus' administration in Chromium (issue 25, ADR 095), as the seeded chief editor, with
 * JavaScript (Czech, axe on every page) and without (English): the dashboard leads to "Menu" ·
 * "Menus"; a footer link to an https address and a main-menu item leading to the events are
 * added, the new main-menu item is moved up with the keyboard alone, the public page shows both
 * where they were put, and both are deleted through the confirmation page, so other specs see
 * the seeded menus.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openAdminPart, signInToAdmin } from './support/admin.js'

type Lang = 'cs' | 'en'

// Both flows change the same menus: side by side, one would see the other's items.
test.describe.configure({ mode: 'serial' })

const T = {
  cs: {
    part: 'Menu',
    addFooter: 'Přidat položku: Odkazy v patičce',
    addMain: 'Přidat položku: Hlavní menu',
    labelCs: 'Text česky',
    labelEn: 'Text anglicky',
    url: 'Adresa',
    kindUrl: 'Jiná adresa (https)',
    kindApp: 'Stránka aplikace',
    appSelect: 'Která stránka aplikace',
    add: 'Přidat položku',
    created: 'Položka je přidána. Návštěvníci ji vidí hned.',
    moved: 'Pořadí je změněno.',
    deleted: 'Položka je smazána.',
    refused: 'Nic jsme neuložili: opravte prosím vyznačená pole.',
    urlError: 'Zadejte celou adresu začínající https://, bez mezer, nejvýše 500 znaků.',
    link: 'Knihovna',
    event: 'Akce',
    eshop: 'E-shop',
    moveUp: 'Posunout nahoru: Akce',
    deleteEvent: 'Smazat: Akce',
    deleteLink: 'Smazat: Knihovna',
    confirm: 'Smazat položku',
    home: '/qf/cs/uvod',
  },
  en: {
    part: 'Menus',
    addFooter: 'Add an item: Footer links',
    addMain: 'Add an item: Main menu',
    labelCs: 'Label in Czech',
    labelEn: 'Label in English',
    url: 'Address',
    kindUrl: 'Another address (https)',
    kindApp: 'A page of the application',
    appSelect: 'Which application page',
    add: 'Add an item',
    created: 'The item is added. Visitors see it at once.',
    moved: 'The order is changed.',
    deleted: 'The item is deleted.',
    refused: 'Nothing was saved: please correct the marked fields.',
    urlError: 'Enter a full address starting with https://, without spaces, at most 500 characters.',
    link: 'Library',
    event: 'Events',
    eshop: 'E-shop',
    moveUp: 'Move up: Events',
    deleteEvent: 'Delete: Events',
    deleteLink: 'Delete: Library',
    confirm: 'Delete the item',
    home: '/qf/en/home',
  },
} as const

const LINK = 'https://knihovna.example.org/'

async function openMenus(page: Page, lang: Lang, axe: boolean) {
  await signInToAdmin(page, lang, 'redakce@example.cz')
  await openAdminPart(page, lang, T[lang].part)
  await expect(page.locator('h1')).toHaveText(T[lang].part)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
}

async function keepMenus(page: Page, lang: Lang, axe: boolean) {
  const t = T[lang]
  await openMenus(page, lang, axe)
  const notice = page.locator('#adminNotice')

  // A footer link: first with a plain http address (refused, the reason beside the field, the labels kept), then right.
  await page.getByRole('link', { name: t.addFooter }).click()
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.getByLabel(t.labelCs).fill('Knihovna')
  await page.getByLabel(t.labelEn).fill('Library')
  await page.getByLabel(t.kindUrl, { exact: true }).check()
  await page.getByLabel(t.url, { exact: true }).fill('http://knihovna.example.org/')
  await page.getByRole('button', { name: t.add }).click()
  await expect(notice).toHaveText(t.refused)
  await expect(notice).toBeFocused()
  await expect(page.locator('#menuItemUrl-error')).toHaveText(t.urlError)
  await expect(page.getByLabel(t.labelCs)).toHaveValue('Knihovna')
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.getByLabel(t.url, { exact: true }).fill(LINK)
  await page.getByRole('button', { name: t.add }).click()
  await expect(notice).toHaveText(t.created)
  await expect(page.locator('#menu-footer')).toContainText(t.link)

  // A main-menu item leading to the events, without a label: the page's own name.
  await page.getByRole('link', { name: t.addMain }).click()
  await page.getByLabel(t.kindApp, { exact: true }).check()
  await page.getByLabel(t.appSelect, { exact: true }).selectOption({ label: t.event })
  await page.getByRole('button', { name: t.add }).click()
  await expect(notice).toHaveText(t.created)
  const top = page.locator('#menu-main > li')
  await expect(top.last()).toContainText(t.event)

  // Up one place with the keyboard alone: the button takes the focus and Enter presses it (the
  // page, opened at the new item's anchor, leaves a focus already placed where it is).
  const up = page.getByRole('button', { name: t.moveUp })
  await up.focus()
  await page.keyboard.press('Enter')
  await expect(notice).toHaveText(t.moved)
  await expect(top.nth(-2)).toContainText(t.event)
  await expect(top.last()).toContainText(t.eshop)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])

  const visitor = await page.context().browser()!.newPage()
  try {
    await visitor.goto(t.home)
    const items = visitor.locator('#mainNav .main-nav__list > li')
    await expect(items.nth(-2)).toHaveText(t.event)
    await expect(items.last()).toHaveText(t.eshop)
    await expect(visitor.locator('#pageFooter').getByRole('link', { name: t.link })).toHaveAttribute('href', LINK)
  } finally {
    await visitor.close()
  }

  // Deleted after the question, both: the seeded menus again.
  for (const name of [t.deleteEvent, t.deleteLink]) {
    await page.getByRole('link', { name }).click()
    if (axe) expect(await accessibilityViolations(page)).toEqual([])
    await page.getByRole('button', { name: t.confirm }).click()
    await expect(notice).toHaveText(t.deleted)
  }
  await expect(page.locator('#menu-footer')).not.toContainText(t.link)
  await expect(top.last()).toContainText(t.eshop)
}

test.describe('the menus’ administration with JavaScript', () => {
  test('Czech: the chief editor adds a footer link and a main-menu item, moves it, and deletes both', async ({ page, problems }) => {
    test.setTimeout(150_000)
    await keepMenus(page, 'cs', true)
    // The refused save is a 422 the browser logs; nothing else may go wrong.
    expect(problems.summary().filter((p) => !p.includes('status of 422'))).toEqual([])
  })
})

test.describe('the menus’ administration without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: the same with plain forms', async ({ page }) => {
    test.setTimeout(150_000)
    await keepMenus(page, 'en', false)
  })
})

test('phone and desktop: the menus and the item form are no wider than the screen', async ({ page }) => {
  test.setTimeout(120_000)
  await openMenus(page, 'cs', false)
  for (const [name, open] of [
    ['list', async () => {}],
    ['form', async () => page.getByRole('link', { name: T.cs.addMain }).click()],
  ] as const) {
    await open()
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(width)
      await page.screenshot({ path: `test-results/menus-admin-${name}-${width}.png`, fullPage: true })
    }
  }
})
