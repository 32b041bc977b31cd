/**
 * Search in the browser (spec 000 §2.4, §2.5, §4, §5, §7, §9; issue 11 "Proof"): the header
 * panel's suggestions as an ARIA 1.2 combobox (400 ms after typing stops, 2 characters, every
 * key, the loading class, the Show all results link, the title's focus and label), the result
 * page's faculty select and pagination swapping the results alone, section search forms, and
 * every scope reached without JavaScript.
 */
import type { Page, Request } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { choose } from './support/select.js'
import { expect, test } from './support/fixtures.js'
import { routes } from './support/site.js'

const SUGGEST = /\/ramjet\/fulltext\w*AutocompleteResult\?/
const CLOCK_START = new Date('2026-11-24T10:00:00Z').getTime()

/** Suggestion requests the page makes, in order. */
function recordSuggestions(page: Page): URL[] {
  const seen: URL[] = []
  page.on('request', (request: Request) => {
    if (SUGGEST.test(request.url())) seen.push(new URL(request.url()))
  })
  return seen
}

/** Opens the header search on `path` with the clock faked and paused, the combobox loaded. */
async function openPanel(page: Page, path: string = routes.home.cs) {
  await page.clock.install({ time: CLOCK_START })
  await page.goto(path)
  const chunk = comboboxLoaded(page)
  await page.locator('summary.search-toggle').click()
  const box = page.locator('#headerSearchQuery')
  await expect(box).toBeFocused()
  await expect(box).toHaveAttribute('role', 'combobox')
  await chunk
  await page.clock.pauseAt(CLOCK_START + 60 * 60_000)
  return box
}

/**
 * The combobox chunk, loaded on a search box's first focus (asked before that focus). Waited for
 * from outside the page: the page's own timers are the fake clock's.
 */
const comboboxLoaded = (page: Page) => page.waitForResponse(/\/combobox-[\w-]+\.js$/)

/** Types `text` and lets the 400 ms pass. */
async function typeAndWait(page: Page, text: string) {
  await page.keyboard.type(text)
  await page.clock.runFor(401)
}

const options = (page: Page) => page.locator('#headerSearchResults [role="option"]')

test.describe('search suggestions in the header', () => {
  test('are asked 400 ms after typing stops, from 2 characters, only for changed text; shorter text removes them', async ({ page }) => {
    const seen = recordSuggestions(page)
    const box = await openPanel(page)
    await page.keyboard.type('f')
    await page.clock.runFor(1000)
    expect(seen, 'one character asks nothing').toHaveLength(0)
    await page.keyboard.type('ak')
    await page.clock.runFor(399)
    expect(seen, 'not before 400 ms').toHaveLength(0)
    await page.clock.runFor(2)
    await expect.poll(() => seen.length).toBe(1)
    expect(seen[0]!.searchParams.get('query')).toBe('fak')
    expect(seen[0]!.searchParams.has('category'), 'no category chosen, none sent').toBe(false)
    expect(seen[0]!.pathname).toBe('/qf/cs/ramjet/fulltextMainContentUhkPointAutocompleteResult')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(options(page).first()).toBeVisible()

    // Keys that change nothing ask nothing.
    await page.keyboard.press('Shift')
    await page.keyboard.press('End')
    await page.clock.runFor(1000)
    expect(seen).toHaveLength(1)

    // Back under 2 characters: removed at once, nothing asked.
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Backspace')
    await expect(page.locator('#headerSearchResults')).toBeEmpty()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await page.clock.runFor(1000)
    expect(seen).toHaveLength(1)
  })

  test('the box carries the loading class while the request runs, and an empty answer removes the list', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(SUGGEST, async (route) => {
      await held
      await route.continue()
    })
    await openPanel(page)
    await typeAndWait(page, 'fak')
    const results = page.locator('#headerSearchResults')
    await expect(results).toHaveClass(/(^|\s)loading(\s|$)/)
    release()
    await expect(options(page).first()).toBeVisible()
    await expect(results).not.toHaveClass(/loading/)

    await page.keyboard.type('qqxzzvwwj')
    await page.clock.runFor(401)
    await expect(results).toBeEmpty()
    await expect(page.locator('#headerSearchQuery')).toHaveAttribute('aria-expanded', 'false')
  })

  test('Down and Up move the highlight (aria-activedescendant), Enter opens the highlighted suggestion', async ({ page }) => {
    const box = await openPanel(page)
    await typeAndWait(page, 'fak')
    await expect(options(page).first()).toBeVisible()
    const count = await options(page).count()
    expect(count).toBeGreaterThan(1)

    await page.keyboard.press('ArrowDown')
    const first = options(page).nth(0)
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
    await page.keyboard.press('ArrowDown')
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(first).toHaveAttribute('aria-selected', 'false')
    await page.keyboard.press('ArrowUp')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(options(page).nth(count - 1), 'Up from the first wraps to the last').toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(first, 'Down from the last wraps to the first').toHaveAttribute('aria-selected', 'true')
    await expect(box, 'focus stays in the box').toBeFocused()

    const href = (await first.getAttribute('href'))!
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname + url.search === href)
  })

  test('Enter with nothing highlighted closes the list and submits the form to the results page', async ({ page }) => {
    await openPanel(page)
    await typeAndWait(page, 'fakulta')
    await expect(options(page).first()).toBeVisible()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/qf/cs/ramjet/helpzone/vyhledavani-obsah' && url.searchParams.get('frm.query') === 'fakulta')
    await expect(page.locator('.search-hit').first()).toBeVisible()
  })

  test('Escape clears the box and closes the list', async ({ page }) => {
    const box = await openPanel(page)
    await typeAndWait(page, 'fak')
    await expect(options(page).first()).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Escape')
    await expect(box).toHaveValue('')
    await expect(page.locator('#headerSearchResults')).toBeEmpty()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).not.toHaveAttribute('aria-activedescendant')
  })

  test('a click on a suggestion opens it', async ({ page }) => {
    await openPanel(page, routes.eshop.cs)
    await typeAndWait(page, 'hrn')
    const option = options(page).first()
    await expect(option).toBeVisible()
    const href = (await option.getAttribute('href'))!
    await option.click()
    await page.waitForURL((url) => url.pathname + url.search === href)
  })

  test('the title takes focus after the search button and reads every title; the count is announced', async ({ page }) => {
    await openPanel(page)
    await typeAndWait(page, 'fak')
    await expect(options(page).first()).toBeVisible()
    const titles = await page.locator('#headerSearchResults [role="option"]:not(.suggestions__all)').evaluateAll((els) =>
      els.map((el) => (el.firstChild?.textContent ?? '').trim()),
    )
    const title = page.locator('#headerSearchResults .suggestions__title')
    await expect(title).toHaveAttribute('aria-label', titles.join(', '))
    await expect(page.locator('#liveRegion')).toHaveText(`Návrhy: ${titles.length}`)

    await page.keyboard.press('Tab')
    await expect(page.locator('#headerSearchForm button[type="submit"]')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(title).toBeFocused()
    // The arrows lead back into the box with an option highlighted.
    await page.keyboard.press('ArrowDown')
    await expect(page.locator('#headerSearchQuery')).toBeFocused()
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true')
  })

  test('Show all results follows a list of exactly 10 and leads to the scope’s results', async ({ page }) => {
    await openPanel(page, routes.eshop.cs)
    await expect(page.locator('#headerSearchForm input[value="eshop"]')).toBeChecked()
    await typeAndWait(page, 'tr')
    await expect(options(page).first()).toBeVisible()
    const items = await page.locator('#headerSearchResults .suggestions__group').first().locator('[role="option"]').count()
    const categories = await page.locator('#headerSearchResults .suggestions__group').nth(1).locator('[role="option"]').count()
    const all = page.locator('#headerSearchResults .suggestions__all')
    expect(items === 10 || categories === 10, `${items} items, ${categories} categories`).toBe(true)
    await expect(all).toHaveText('Zobrazit všechny výsledky')
    await page.keyboard.press('ArrowUp')
    await expect(all, 'the last option').toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/qf\/cs\/ramjet\/vyhledavani-eshop\?frm\.query=tr$/)
  })

  test('the category goes along only when the select is shown and chosen; each scope asks its own endpoint', async ({ page }) => {
    const seen = recordSuggestions(page)
    await openPanel(page, routes.home.en)
    const select = page.locator('#headerSearchCategory')
    const faculty = await select.locator('option').nth(1).getAttribute('value')
    await select.selectOption(faculty!)
    await page.locator('#headerSearchQuery').focus()
    await typeAndWait(page, 'stu')
    await expect.poll(() => seen.length).toBe(1)
    expect(seen[0]!.pathname).toBe('/qf/en/ramjet/fulltextMainContentUhkPointAutocompleteResult')
    expect(seen[0]!.searchParams.get('category')).toBe(faculty)

    await page.locator('#headerSearchForm input[value="documents"]').check()
    await page.locator('#headerSearchQuery').focus()
    await typeAndWait(page, 'd')
    await expect.poll(() => seen.length).toBe(2)
    expect(seen[1]!.pathname).toBe('/qf/en/ramjet/fulltextDocumentsUhkPointAutocompleteResult')
    expect(seen[1]!.searchParams.has('category'), 'the select is hidden for documents').toBe(false)
  })

  test('another scope closes the list shown and asks the new scope for the same text', async ({ page }) => {
    const seen = recordSuggestions(page)
    const box = await openPanel(page, routes.home.cs)
    await typeAndWait(page, 'stud')
    await expect(options(page).first()).toBeVisible()
    await page.locator('#headerSearchForm input[value="documents"]').check()
    await expect(options(page)).toHaveCount(0)
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await page.clock.runFor(401)
    await expect.poll(() => seen.length).toBe(2)
    expect(seen[1]!.pathname).toBe('/qf/cs/ramjet/fulltextDocumentsUhkPointAutocompleteResult')
    expect(seen[1]!.searchParams.get('query')).toBe('stud')
    await expect(options(page).first()).toBeVisible()
  })

  test('text typed while the combobox loads is suggested once it has loaded', async ({ page }) => {
    const seen = recordSuggestions(page)
    await page.clock.install({ time: CLOCK_START })
    // The chunk is held back until the text is in the box.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/combobox-[\w-]+\.js$/, async (route) => {
      await held
      await route.fallback()
    })
    await page.goto(routes.home.cs)
    await page.locator('summary.search-toggle').click()
    await expect(page.locator('#headerSearchQuery')).toBeFocused()
    await page.keyboard.type('knih')
    const chunk = comboboxLoaded(page)
    release()
    await chunk
    await page.clock.runFor(401)
    await expect.poll(() => seen.length).toBe(1)
    expect(seen[0]!.searchParams.get('query')).toBe('knih')
    await expect(options(page).first()).toBeVisible()
  })

  test('passes both accessibility engines with the panel and the list open', async ({ page }) => {
    test.setTimeout(180_000)
    await openPanel(page)
    await typeAndWait(page, 'fak')
    await expect(options(page).first()).toBeVisible()
    await page.keyboard.press('ArrowDown')
    // axe waits on the page's timers: the clock runs again for it.
    await page.clock.resume()
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

test.describe('search result pages', () => {
  const WEB = '/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=fakulta'

  /** Marks the page so a full load would be seen: a window property and the h1 element itself. */
  async function mark(page: Page) {
    await page.evaluate(() => {
      ;(window as unknown as { __kept: boolean }).__kept = true
      document.querySelector('h1')!.setAttribute('data-kept', '1')
    })
  }
  const kept = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true && document.querySelector('h1[data-kept]') !== null)

  test('the faculty select reloads the results for the current query with only the result element inserted', async ({ page, problems }) => {
    await page.goto(WEB)
    await mark(page)
    const targets: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('vyhledavani-obsah')) targets.push(r.headers()['x-pu-target'] ?? '')
    })
    const before = await page.locator('#searchResults h2').textContent()
    const select = page.locator('#searchFaculty')
    const value = (await select.locator('option').nth(1).getAttribute('value'))!
    await choose(page, select, value)
    await expect(page).toHaveURL(new RegExp(`frm\\.facultyCategory=${value}`))
    await expect.poll(() => targets).toEqual(['searchResults'])
    expect(await kept(page)).toBe(true)
    await expect(page.locator(`#searchResults .search-scopes a[href*="frm.facultyCategory=${value}"]`).first()).toBeVisible()
    expect(await page.locator('#searchResults h2').textContent()).not.toBe(before)
    expect(problems.summary()).toEqual([])
  })

  test('pagination swaps the results alone and focus lands on their count', async ({ page }) => {
    await page.goto(WEB)
    await mark(page)
    await page.locator('#searchResults a[rel="next"]').click()
    await expect(page.locator('#searchResults .pagination__current')).toHaveText('2')
    await expect(page).toHaveURL(/page=2/)
    expect(await kept(page)).toBe(true)
    await expect(page.locator('#searchResults h2.search-results__count')).toBeFocused()
  })

  test('the query box on the result page suggests too, and a suggestion opens as a page, not a swap', async ({ page }) => {
    await page.clock.install({ time: CLOCK_START })
    await page.goto('/qf/cs/ramjet/vyhledavani-eshop?frm.query=hrnek')
    const box = page.locator('#searchQuery')
    const chunk = comboboxLoaded(page)
    await box.focus()
    await chunk
    await page.clock.pauseAt(CLOCK_START + 60 * 60_000)
    await box.fill('')
    await page.keyboard.type('mik')
    await page.clock.runFor(401)
    const option = page.locator('#searchSuggestions [role="option"]').first()
    await expect(option).toBeVisible()
    await page.keyboard.press('ArrowDown')
    const href = (await option.getAttribute('href'))!
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname + url.search === href)
    await expect(page.locator('#searchResults')).toHaveCount(0)
  })

  test('a faculty home’s own search suggests within the faculty and finds its results', async ({ page }) => {
    const seen = recordSuggestions(page)
    await page.clock.install({ time: CLOCK_START })
    await page.goto(routes.faculties.cs)
    await page.locator('main a[href^="/qf/cs/fakulty/"]').first().click()
    const form = page.locator('form.section-search')
    const faculty = (await form.locator('input[name="frm.facultyCategory"]').getAttribute('value'))!
    const chunk = comboboxLoaded(page)
    await form.locator('input[name="frm.query"]').focus()
    await chunk
    await page.clock.pauseAt(CLOCK_START + 60 * 60_000)
    await page.keyboard.type('stu')
    await page.clock.runFor(401)
    await expect.poll(() => seen.length).toBe(1)
    expect(seen[0]!.searchParams.get('category')).toBe(faculty)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/qf/cs/ramjet/helpzone/vyhledavani-obsah' && url.searchParams.get('frm.query') === 'stu' && url.searchParams.get('frm.facultyCategory') === faculty)
    await expect(page.locator('#searchFaculty')).toHaveValue(faculty)
  })

  test('passes both accessibility engines with the suggestion list open on the result page', async ({ page }) => {
    test.setTimeout(180_000)
    await page.goto(WEB)
    await page.locator('#searchQuery').fill('')
    await page.locator('#searchQuery').pressSequentially('fak')
    await expect(page.locator('#searchSuggestions [role="option"]').first()).toBeVisible()
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [scope, text, path] of [
    ['web', 'fakulta', '/qf/cs/ramjet/helpzone/vyhledavani-obsah'],
    ['documents', 'stipendijní', '/qf/cs/ramjet/helpzone/vyhledavani-souboru'],
    ['eshop', 'hrnek', '/qf/cs/ramjet/vyhledavani-eshop'],
  ] as const) {
    test(`the header form reaches the ${scope} results`, async ({ page }) => {
      await page.goto(routes.home.cs)
      await page.locator('summary.search-toggle').click()
      await page.locator(`#headerSearchForm input[value="${scope}"]`).check()
      await page.locator('#headerSearchQuery').fill(text)
      await page.locator('#headerSearchForm button[type="submit"]').click()
      await page.waitForURL((url) => url.pathname === path && url.searchParams.get('frm.query') === text)
      await expect(page.locator('.search-hit').first()).toBeVisible()
    })
  }

  test('the result page’s button searches again with the chosen faculty, and paging works', async ({ page }) => {
    await page.goto('/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=fakulta')
    const value = (await page.locator('#searchFaculty option').nth(1).getAttribute('value'))!
    await page.locator('#searchFaculty').selectOption(value)
    await page.locator('form.search-form button[type="submit"]').click()
    await page.waitForURL(new RegExp(`frm\\.facultyCategory=${value}`))
    await expect(page.locator('#searchFaculty')).toHaveValue(value)
    await page.goto('/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=fakulta')
    await page.locator('#searchResults a[rel="next"]').click()
    await expect(page.locator('#searchResults .pagination__current')).toHaveText('2')
  })

  test('the e-shop home’s own search reaches the e-shop results', async ({ page }) => {
    await page.goto(routes.eshop.en)
    await page.locator('form.section-search input[type="search"]').fill('mug')
    await page.locator('form.section-search button[type="submit"]').click()
    await page.waitForURL(/\/qf\/en\/ramjet\/search-eshop\?frm\.query=mug/)
    await expect(page.locator('.search-hit').first()).toBeVisible()
  })
})
