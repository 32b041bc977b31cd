/**
 * The document list's filters in a real browser: with JavaScript the form swaps #documentList
 * alone and keeps focus, from the keyboard too; without it the same form is a page load that
 * keeps the chosen filters in the form and in the paging links.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { routes } from './support/site.js'

const texts = (page: Page, selector: string) => page.locator(`#documentList ${selector}`).allInnerTexts()

test.describe('documents: filters with JavaScript', () => {
  test('the keyboard picks a faculty and a type, and the list alone is swapped', async ({ page, problems }) => {
    await page.goto(routes.documents.cs)
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1))
    const before = await texts(page, '.document__title')

    await page.locator('#documentFaculty').focus()
    // "Vše" → "Celouniverzitní" → the first faculty.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await expect(page.locator('#documentKind')).toBeFocused()
    await page.locator('#documentKind').selectOption('regulation')
    await page.keyboard.press('Tab')
    const submit = page.locator('.document-filter__submit')
    await expect(submit).toBeFocused()
    const request = page.waitForRequest((r) => r.headers()['x-pu-target'] === 'documentList')
    await page.keyboard.press('Enter')
    expect(new URL((await request).url()).search).toBe('?faculty=fpv&kind=regulation')

    // Polled: the list before the swap may already start with a regulation.
    await expect.poll(async () => new Set(await texts(page, '.document__kind'))).toEqual(new Set(['Předpis']))
    await expect.poll(async () => new Set(await texts(page, '.document__faculty'))).toEqual(new Set(['Fakulta přírodních věd']))
    expect(await texts(page, '.document__title')).not.toEqual(before)
    await expect(page.locator('#documentList .document-results__count')).toHaveText(/^Nalezen[oy]? \d+ dokument/)
    expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark), 'no full page load').toBe(1)
    expect(new URL(page.url()).searchParams.get('kind')).toBe('regulation')
    await expect(submit).toBeFocused()
    expect(await accessibilityViolations(page)).toEqual([])
    expect(problems.summary()).toEqual([])
  })

  test('a filter that matches nothing says so, and "all" brings every document back', async ({ page }) => {
    await page.goto(`${routes.documents.en}?faculty=university&kind=minutes`)
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    const some = await texts(page, '.document__title')
    await page.locator('#documentFaculty').selectOption('')
    await page.locator('#documentKind').selectOption('')
    await page.locator('.document-filter__submit').click()
    await expect(page.locator('#documentList .document')).toHaveCount(20)
    expect(await texts(page, '.document__title')).not.toEqual(some)
    await expect(page.locator('#documentList a[rel="next"]')).toHaveAttribute('href', '/qf/en/documents?page=2')
  })
})

test.describe('documents: filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form loads the filtered page, keeps its choices, and paging keeps the filter', async ({ page }) => {
    await page.goto(routes.documents.en)
    await page.locator('#documentFaculty').selectOption('university')
    await page.locator('#documentKind').selectOption('guide')
    await Promise.all([page.waitForURL(/kind=guide/), page.getByRole('button', { name: 'Show documents' }).click()])
    expect(new URL(page.url()).search).toBe('?faculty=university&kind=guide')
    expect(new Set(await texts(page, '.document__faculty'))).toEqual(new Set(['University-wide']))
    expect(new Set(await texts(page, '.document__kind'))).toEqual(new Set(['Guide']))
    await expect(page.locator('#documentFaculty')).toHaveValue('university')
    await expect(page.locator('#documentKind')).toHaveValue('guide')
    const lang = page.locator('a.lang-switch')
    await expect(lang).toHaveAttribute('href', '/qf/cs/dokumenty?faculty=university&kind=guide')
  })

  test('a list item shows its type, issuer, date and file, and links the PDF', async ({ page }) => {
    await page.goto(`${routes.documents.cs}?faculty=ff`)
    const item = page.locator('#documentList .document').first()
    await expect(item.locator('dt')).toHaveText(['Druh', 'Vydává', 'Zveřejněno', 'Soubor'])
    await expect(item.locator('.document__faculty')).toHaveText('Filozofická fakulta')
    await expect(item.locator('.document__file')).toHaveText(/^PDF, \d+ kB, počet stran: \d$/)
    const href = await item.locator('a[type="application/pdf"]').getAttribute('href')
    const pdf = await page.request.get(href!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    // No browser bullets: the list is styled.
    expect(await page.locator('#documentList .document-list').evaluate((ul) => getComputedStyle(ul).listStyleType)).toBe('none')
  })
})
