/**
 * Select without search (spec 001 §5, §7, §8; ADR 037): the faculty select of the search results
 * and the programme catalogue's filters. A select-only combobox over the native select: keyboard
 * (APG), the choice fires the select's partial update, no search box; the ajax variant's `q` and
 * the spec's messages in English and Czech; the native select without JavaScript.
 */
import type { Page, Route } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { choose, comboboxOf } from './support/select.js'

const WEB = { en: '/qf/en/ramjet/helpzone/search-content?frm.query=faculty', cs: '/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=fakulta' }

test.describe('select: the faculty select of search results', () => {
  test('keyboard: Down opens the listbox on the current option, Down moves, Enter chooses and updates the results', async ({ page, problems }) => {
    await page.goto(WEB.en)
    const combo = comboboxOf(page, 'searchFaculty')
    await expect(combo).toHaveAttribute('role', 'combobox')
    await expect(combo).toHaveAccessibleName(/Faculty/)
    await expect(page.locator('#searchFaculty')).toBeHidden()
    const first = (await page.locator('#searchFaculty option').first().textContent())!
    await expect(combo).toHaveText(first)
    await combo.focus()
    await page.keyboard.press('ArrowDown')
    await expect(combo).toHaveAttribute('aria-expanded', 'true')
    const listbox = page.locator('#searchFaculty-listbox')
    await expect(listbox).toBeVisible()
    // No search box (minimum results for search: infinite).
    await expect(page.locator('.select__dropdown input')).toHaveCount(0)
    await expect(combo).toHaveAttribute('aria-activedescendant', 'searchFaculty-option-0')
    await expect(listbox.locator('[aria-selected="true"]')).toHaveText(first)
    expect(await accessibilityViolations(page)).toEqual([])
    await page.keyboard.press('ArrowDown')
    await expect(combo).toHaveAttribute('aria-activedescendant', 'searchFaculty-option-1')
    const name = (await listbox.locator('#searchFaculty-option-1').textContent())!
    const value = (await page.locator('#searchFaculty option').nth(1).getAttribute('value'))!
    await page.keyboard.press('Enter')
    await expect(combo).toHaveAttribute('aria-expanded', 'false')
    await expect(listbox).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`frm\\.facultyCategory=${value}`))
    await expect(page.locator('#searchFaculty')).toHaveValue(value)
    await expect(combo).toHaveText(name)
    await expect(combo).toBeFocused()
    expect(problems.summary()).toEqual([])
  })

  test('Escape closes without a change; Home, End and typing move; a click on an option chooses it', async ({ page }) => {
    await page.goto(WEB.cs)
    const combo = comboboxOf(page, 'searchFaculty')
    await combo.focus()
    await page.keyboard.press('End')
    const count = await page.locator('#searchFaculty option').count()
    await expect(combo).toHaveAttribute('aria-activedescendant', `searchFaculty-option-${count - 1}`)
    await page.keyboard.press('Home')
    await expect(combo).toHaveAttribute('aria-activedescendant', 'searchFaculty-option-0')
    const third = (await page.locator('#searchFaculty option').nth(2).textContent())!
    await page.keyboard.type(third.slice(0, 12))
    await expect(combo).toHaveAttribute('aria-activedescendant', 'searchFaculty-option-2')
    await page.keyboard.press('Escape')
    await expect(combo).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#searchFaculty')).toHaveValue('')
    const value = (await page.locator('#searchFaculty option').nth(2).getAttribute('value'))!
    await choose(page, page.locator('#searchFaculty'), value)
    await expect(page).toHaveURL(new RegExp(`frm\\.facultyCategory=${value}`))
  })

  test('a click on the label focuses the combobox', async ({ page }) => {
    await page.goto(WEB.en)
    await page.locator('#searchFaculty-label').click()
    await expect(comboboxOf(page, 'searchFaculty')).toBeFocused()
  })
})

test.describe('select without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('is the native select, submitted with the form', async ({ page }) => {
    await page.goto(WEB.en)
    const select = page.locator('#searchFaculty')
    await expect(select).toBeVisible()
    const value = (await select.locator('option').nth(1).getAttribute('value'))!
    await select.selectOption(value)
    await page.locator('form.search-form button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`frm\\.facultyCategory=${value}`))
  })
})

/**
 * The ajax variant on a real page: a select with `data-ajax-url` swapped in the way a partial
 * update inserts content, its source answered by `page.route` (same origin).
 */
async function ajaxSelect(page: Page, url: string, attributes = '') {
  await page.goto(url)
  await page.evaluate((attributes) => {
    const box = document.createElement('p')
    box.innerHTML = `<label for="ajaxProbe">Probe</label><select id="ajaxProbe" name="probe" data-component="Select" data-ajax-url="/qf/select-probe" ${attributes}><option value="">–</option></select>`
    document.querySelector('main')!.append(box)
    box.dispatchEvent(new CustomEvent('pu:contents:replaced', { bubbles: true }))
  }, attributes)
  await expect(comboboxOf(page, 'ajaxProbe')).toBeVisible()
}

const status = (page: Page) => page.locator('#ajaxProbe-combobox ~ .select__dropdown .select__message')

for (const [lang, m] of [
  ['en', { searching: 'Searching…', none: 'No results found', error: 'The results could not be loaded.', short: 'Please enter 2 or more characters', more: 'Loading more results…', long: 'Please delete 1 character' }],
  ['cs', { searching: 'Vyhledávání…', none: 'Nenalezeny žádné položky.', error: 'Výsledky nemohly být načteny.', short: 'Prosím, zadejte ještě další 2 znaky.', more: 'Načítají se další výsledky…', long: 'Prosím, zadejte o 1 znak méně.' }],
] as const) {
  test.describe(`select ajax variant (${lang})`, () => {
    test('asks with q, says Searching… and then shows the results, or No results found, or the loading error', async ({ page }) => {
      const asked: URL[] = []
      let hold: (() => void) | null = null
      await page.route('**/qf/select-probe?*', async (route: Route) => {
        const url = new URL(route.request().url())
        asked.push(url)
        if (url.searchParams.get('q') === 'zz') return route.fulfill({ json: { results: [] } })
        if (url.searchParams.get('q') === 'err') return route.fulfill({ status: 500, body: 'nope' })
        if (url.searchParams.get('q') === 'bad') return route.fulfill({ json: { results: [{ id: {}, text: '<b>' }] } })
        await new Promise<void>((resolve) => (hold = resolve))
        return route.fulfill({ json: { results: [{ id: 1, text: 'One' }, { id: 2, text: '<img src=x onerror=alert(1)>' }], pagination: { more: false } } })
      })
      await ajaxSelect(page, WEB[lang])
      const combo = comboboxOf(page, 'ajaxProbe')
      await combo.click()
      await expect(status(page)).toHaveText(m.searching)
      await expect.poll(() => hold !== null).toBe(true)
      hold!()
      await expect(page.locator('#ajaxProbe-listbox [role="option"]')).toHaveText(['One', '<img src=x onerror=alert(1)>'])
      expect(asked[0]!.searchParams.get('q')).toBe('')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await expect(page.locator('#ajaxProbe')).toHaveValue('2')

      for (const [q, text] of [['zz', m.none], ['err', m.error], ['bad', m.error]] as const) {
        await combo.press('Escape')
        await combo.click()
        await page.keyboard.type(q)
        await expect(status(page)).toHaveText(text)
        await expect.poll(() => asked.some((u) => u.searchParams.get('q') === q)).toBe(true)
      }
    })

    test('too few or too many characters are refused with the spec’s message; more pages say Loading more results…', async ({ page }) => {
      await page.route('**/qf/select-probe?*', async (route: Route) => {
        const url = new URL(route.request().url())
        const p = Number(url.searchParams.get('page'))
        if (p === 2) await new Promise(() => {})
        return route.fulfill({ json: { results: [{ id: `${p}a`, text: `A${p}` }, { id: `${p}b`, text: `B${p}` }], pagination: { more: true } } })
      })
      await ajaxSelect(page, WEB[lang], 'data-minimum-input-length="2" data-maximum-input-length="3"')
      const combo = comboboxOf(page, 'ajaxProbe')
      await combo.click()
      await expect(status(page)).toHaveText(m.short)
      await page.keyboard.type('abcd')
      await expect(status(page)).toHaveText(m.long)
      await page.keyboard.press('Backspace')
      await expect(page.locator('#ajaxProbe-listbox [role="option"]')).toHaveCount(2)
      await page.keyboard.press('End')
      await expect(status(page)).toHaveText(m.more)
    })
  })
}
