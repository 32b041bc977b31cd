/**
 * The programme filter and the directory search, with JavaScript (the list alone is updated, the
 * page stays) and without (a plain GET form and a full page).
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { choose } from './support/select.js'
import { expect, test } from './support/fixtures.js'
import { routes } from './support/site.js'

/** Marks the page so a full load would lose the mark. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1))
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1)
const cardFacts = (page: Page) => page.locator('#programmeList .programme-card__facts')

test.describe('programme filter', () => {
  test('with JavaScript, choosing a degree updates programmeList alone and records the filter in the address', async ({ page, problems }) => {
    await page.goto(routes.programmes.en)
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    await mark(page)
    const all = await cardFacts(page).count()
    const asked = page.waitForRequest((r) => r.headers()['x-pu-target'] === 'programmeList')
    const form = page.locator('#pageContent form.filter-form')
    await choose(page, form.locator('#programmeFilter-degree'), 'doctoral')
    expect(new URL((await asked).url()).searchParams.get('degree')).toBe('doctoral')
    await expect(page.locator('#programmeList .result-count')).not.toHaveText(`Programmes found: ${all}`)
    const shown = await cardFacts(page).count()
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(all)
    for (const text of await cardFacts(page).allInnerTexts()) expect(text).toContain('Doctoral')
    expect(await marked(page), 'no full page load').toBe(true)
    await expect(form.locator('#programmeFilter-degree')).toHaveValue('doctoral')

    // A second choice narrows further and keeps the first.
    await choose(page, form.locator('#programmeFilter-language'), 'en')
    await expect(page.locator('#programmeList .programme-card__name').first()).toContainText('(in English)')
    for (const text of await cardFacts(page).allInnerTexts()) expect(text).toMatch(/Doctoral[\s\S]*English/)
    expect(await marked(page)).toBe(true)
    expect(problems.summary()).toEqual([])
  })

  test('without JavaScript, the form submits as a GET and the page shows the filtered list', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(routes.programmes.cs)
    const form = page.locator('#pageContent form.filter-form')
    await form.getByLabel('Fakulta').selectOption('ff')
    await form.getByLabel('Forma studia').selectOption('combined')
    await form.getByRole('button', { name: 'Zobrazit programy' }).click()
    await expect(page).toHaveURL(/\/qf\/cs\/studium\/programy\?faculty=ff&degree=&form=combined&language=$/)
    await expect(form.getByLabel('Fakulta')).toHaveValue('ff')
    const cards = page.locator('#programmeList .programme-card')
    expect(await cards.count()).toBeGreaterThan(0)
    for (const text of await cards.allInnerTexts()) {
      expect(text).toContain('Filozofická fakulta')
      expect(text).toContain('kombinovaná')
    }
    await context.close()
  })
})

test.describe('directory search', () => {
  test('with JavaScript, typing a name without diacritics updates peopleList alone', async ({ page, problems }) => {
    await page.goto(routes.people.cs)
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    await mark(page)
    const asked = page.waitForRequest((r) => r.headers()['x-pu-target'] === 'peopleList')
    const form = page.locator('#pageContent form.filter-form')
    await form.getByLabel('Jméno').pressSequentially('horakova')
    await asked
    await expect(page.locator('#peopleList .person-card__name').first()).toHaveText('prof. Mgr. Kateřina Horáková, Dr.')
    await expect(page.locator('#peopleList .person-card').first().locator('.phone-number')).toHaveText('+420 493 333 200')
    expect(await marked(page), 'no full page load').toBe(true)
    await expect(form.getByLabel('Jméno')).toBeFocused()

    // A department narrows the search; one that holds nobody of that name says so.
    await form.getByLabel('Pracoviště').selectOption({ label: 'Katedra chemie' })
    await expect(page.locator('#peopleList')).toContainText('Nikdo neodpovídá zadání.')
    expect(problems.summary()).toEqual([])
    expect(await accessibilityViolations(page)).toEqual([])
  })

  test('without JavaScript, the search is a GET form and the results a full page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(routes.people.en)
    const form = page.locator('#pageContent form.filter-form')
    await form.getByLabel('Name').fill('Dvorakova')
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/qf\/en\/people\?q=Dvorakova/)
    await expect(page.locator('#peopleList .person-card__name').first()).toHaveText('prof. PhDr. Helena Dvořáková, Ph.D.')
    await expect(page.locator('#peopleList .person-card__role').first()).toHaveText('Rector')
    await context.close()
  })
})

test.describe('university navigation', () => {
  test('the main menu leads to the programme catalogue, the faculties and the people', async ({ page }) => {
    await page.goto(routes.home.en)
    for (const [name, url] of [
      ['Study Programmes', routes.programmes.en],
      ['Faculties', routes.faculties.en],
      ['People', routes.people.en],
    ]) {
      await expect(page.locator(`#mainNav .mega-menu a[href="${url}"]`)).toHaveText(name!)
    }
  })

  test('pictures reserve their box before they load, and the phone gets the small AVIF', async ({ page }) => {
    // Pictures are held back until the layout without them is measured.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/media/images/**', async (route) => {
      await released
      await route.continue()
    })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(routes.faculties.cs, { waitUntil: 'domcontentloaded' })
    const tiles = page.locator('.faculty-tile img')
    const layout = () => tiles.evaluateAll((imgs) => imgs.map((i) => ({ top: Math.round(i.getBoundingClientRect().top), height: Math.round(i.getBoundingClientRect().height) })))
    const before = await layout()
    expect(await tiles.first().evaluate((i) => (i as HTMLImageElement).naturalWidth), 'not loaded yet').toBe(0)
    release()
    for (const i of [0, 1, 2, 3]) {
      await tiles.nth(i).scrollIntoViewIfNeeded()
      await expect.poll(() => tiles.nth(i).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    }
    await page.evaluate(() => window.scrollTo(0, 0))
    expect(await layout()).toEqual(before)
    expect(before.every((b) => b.height > 100)).toBe(true)
    expect(await tiles.last().evaluate((i) => (i as HTMLImageElement).currentSrc)).toMatch(/\/media\/images\/\d+\/v\d+\/640\.avif$/)
  })
})

test.describe('profile pages', () => {
  test('a name in the directory and on the leadership page leads to the person’s profile, in both languages', async ({ page, problems }) => {
    await page.goto(routes.people.cs)
    const first = page.locator('#peopleList .person-card__name a').first()
    await expect(first).toHaveText('prof. PhDr. Helena Dvořáková, Ph.D.')
    await first.click()
    await expect(page).toHaveURL(/\/qf\/cs\/lide\/helena-dvorakova$/)
    await expect(page.locator('h1')).toHaveText('prof. PhDr. Helena Dvořáková, Ph.D.')
    const profile = page.locator('.person-profile__card')
    await expect(profile.locator('.person-profile__role')).toHaveText('rektorka')
    await expect(profile).toContainText('Konzultační hodiny')
    await expect(profile.locator('.person-profile__research li')).toHaveText(['dějiny vzdělávání', 'školská politika'])
    await expect(profile.locator('a[href^="mailto:"]')).toHaveText('rektorka@qfu.example.cz')
    expect(await accessibilityViolations(page)).toEqual([])

    // The language switch keeps the person.
    await page.locator('a.lang-switch').click()
    await expect(page).toHaveURL(/\/qf\/en\/people\/helena-dvorakova$/)
    await expect(page.locator('.person-profile__role')).toHaveText('Rector')

    // A dean named on the university leadership page links to the dean's profile.
    await page.goto('/qf/en/about/university-leadership')
    await page.locator('#pageContent a', { hasText: 'Kateřina Horáková' }).first().click()
    await expect(page.locator('h1')).toHaveText('prof. Mgr. Kateřina Horáková, Dr.')
    await expect(page.locator('.person-profile__unit')).toContainText('Faculty of Arts')
    // Her department's link filters the directory to it.
    await page.locator('.person-profile__unit a').click()
    await expect(page).toHaveURL(/\/qf\/en\/people\?department=ff-office$/)
    await expect(page.locator('#peopleList .person-card__name').first()).toHaveText('prof. Mgr. Kateřina Horáková, Dr.')
    expect(problems.summary()).toEqual([])
  })

  test('a profile that does not exist is a 404 page', async ({ page }) => {
    for (const url of ['/qf/cs/lide/nikdo-takovy', '/qf/en/people/%3Cscript%3E']) expect((await page.request.get(url)).status()).toBe(404)
  })
})
