/**
 * List paging on a real category (spec 001 §4, §9; spec 000 §3): "show more" appends the next
 * page's tiles, moves focus to the first new one and scrolls it 25 px below the top; the address
 * then names every page shown, and a refresh of the list asks for all of them at once. Without
 * JavaScript the same link is a plain link to the next page.
 */
import type { Locator, Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { routes } from './support/site.js'

const tiles = (page: Page) => page.locator('#productList .product-tile')
const more = (page: Page) => page.locator('#productList .product-list__more a')
const hrefs = (page: Page) => page.locator('#productList .product-tile__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))

/** A category whose tiles fill at least three pages, with each page's tile links (from the server). */
async function threePageCategory(page: Page) {
  await page.goto(routes.eshop.cs)
  const links = await page
    .locator('#pageContent a')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href') ?? ''))].filter((h) => /^\/qf\/cs\/eshop\/[^/?]+$/.test(h)))
  for (const url of links) {
    const html = await (await page.request.get(`${url}?page=3`)).text()
    if (!html.includes('<span aria-current="page" class="pagination__current">3</span>')) continue
    const pages = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const body = await (await page.request.get(`${url}?page=${n}`)).text()
        return [...body.matchAll(/<a class="product-tile__link" href="([^"]+)"/g)].map((m) => m[1]!)
      }),
    )
    return { url, pages }
  }
  throw new Error('the seeded shop has no category with three pages of products')
}

async function open(page: Page, url: string) {
  await page.goto(url)
  await page.waitForFunction(() => typeof window.pu?.update === 'function')
  // A full page load would lose the mark.
  await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1))
}
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1)

/** Px between the header's bottom (fixed at the window's top once scrolled) and `tile`'s top. */
const belowHeader = (page: Page, tile: Locator) =>
  tile.evaluate((el) => Math.round(el.getBoundingClientRect().top - document.getElementById('pageHeader')!.getBoundingClientRect().bottom))

/** Clicks "show more" and waits until the page's tiles are there; returns the request's query. */
async function showMore(page: Page, total: number) {
  const request = page.waitForRequest((r) => r.headers()['x-pu-target'] === 'productList')
  await more(page).click()
  const query = Object.fromEntries(new URL((await request).url()).searchParams)
  await expect(tiles(page)).toHaveCount(total)
  return query
}

test.describe('list paging: "show more" appends the next page of a category', () => {
  test('two clicks append pages 2 and 3 once each, focus the first new tile, and a refresh asks for all three', async ({ page, problems }) => {
    const { url, pages } = await threePageCategory(page)
    const [one, two, three] = pages as [string[], string[], string[]]
    await open(page, url)
    const entries = await page.evaluate(() => history.length)
    await expect(more(page)).toHaveAttribute('href', `${url}?page=2`)

    expect(await showMore(page, one.length + two.length)).toEqual({ page: '2' })
    expect(await hrefs(page)).toEqual([...one, ...two])
    await expect(tiles(page).nth(one.length).locator('a')).toBeFocused()
    await expect(page.locator('#liveRegion')).toContainText('strana 2')
    // Auto-scroll: the first new tile stands 25 px below the bottom of the header, fixed at the top by then.
    await expect.poll(() => belowHeader(page, tiles(page).nth(one.length))).toBe(25)
    await expect(more(page)).toHaveAttribute('href', `${url}?page=3`)

    expect(await showMore(page, one.length + two.length + three.length)).toEqual({ page: '3' })
    const shown = await hrefs(page)
    expect(shown).toEqual([...one, ...two, ...three])
    expect(new Set(shown).size).toBe(shown.length)
    await expect(tiles(page).nth(one.length + two.length).locator('a')).toBeFocused()
    await expect(page.locator('#liveRegion')).toContainText('strana 3')
    await expect(more(page)).toHaveCount(0)
    await expect(page.locator('#productList .pagination__current')).toHaveText('3')
    await expect(page.locator('#productList .product-tiles')).toHaveAttribute('data-pu-loaded-pages', '3')
    await expect(page.locator('#productList .product-tiles')).toHaveAttribute('data-pu-page-number', '3')

    // The address, replaced rather than pushed, names the three pages shown.
    const address = new URL(page.url())
    expect([address.pathname, address.searchParams.get('page'), address.searchParams.get('pageSize')]).toEqual([url, '1', String(one.length * 3)])
    expect(JSON.parse(address.searchParams.get('pu') ?? 'null')).toMatchObject({ target: 'productList', url: `${url}?page=1&pageSize=${one.length * 3}` })
    expect(await page.evaluate(() => history.length)).toBe(entries)
    expect(await stayed(page)).toBe(true)

    // A refresh of the list (rememberPagination) asks for page size × 3 from page 1.
    const refresh = page.waitForRequest((r) => r.headers()['x-pu-target'] === 'productList')
    expect(await page.evaluate(() => window.pu.refresh('productList'))).toBe(true)
    const query = Object.fromEntries(new URL((await refresh).url()).searchParams)
    expect(query).toEqual({ page: '1', pageSize: String(one.length * 3) })
    await expect(tiles(page)).toHaveCount(shown.length)
    expect(await hrefs(page)).toEqual(shown)
    expect(await stayed(page)).toBe(true)

    const violations = await accessibilityViolations(page)
    expect(violations, violations.join('\n')).toEqual([])
    expect(problems.summary()).toEqual([])
  })

  test('a reload, and a return from a product, show every page that was shown', async ({ page, problems }) => {
    const { url, pages } = await threePageCategory(page)
    const [one, two] = pages as [string[], string[]]
    await open(page, url)
    await showMore(page, one.length + two.length)
    await page.reload()
    await expect(tiles(page)).toHaveCount(one.length + two.length)
    expect(await hrefs(page)).toEqual([...one, ...two])

    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    await tiles(page).nth(one.length).locator('a').click()
    await expect(page.locator('#productList')).toHaveCount(0, { timeout: 30_000 })
    await page.goBack()
    await expect(tiles(page)).toHaveCount(one.length + two.length)
    expect(await hrefs(page)).toEqual([...one, ...two])
    expect(problems.summary()).toEqual([])
  })

  test('prefers-reduced-motion: the first new tile is in place at once, not animated', async ({ page }) => {
    const { url, pages } = await threePageCategory(page)
    const first = pages[0]!.length
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion })
      await open(page, url)
      // Where the first new tile stands when the update completes: the scroll has begun or is done.
      await page.evaluate((n) => {
        document.addEventListener('pu:update:complete', () => {
          const tile = document.querySelectorAll('#productList .product-tile')[n]
          // The header is fixed at the window's top once the page stands there (the scroll event may not have run yet).
          const header = document.getElementById('pageHeader')!.getBoundingClientRect().height
          ;(window as unknown as { __top: number }).__top = Math.round((tile?.getBoundingClientRect().top ?? -1) - header)
        })
      }, first)
      await showMore(page, first + pages[1]!.length)
      const top = await page.evaluate(() => (window as unknown as { __top: number }).__top)
      if (reducedMotion === 'reduce') expect(top).toBe(25)
      else expect(top).toBeGreaterThan(25)
    }
  })
})

test.describe('list paging without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('"show more" is a plain link to the next page', async ({ page }) => {
    const { url, pages } = await threePageCategory(page)
    await page.goto(url)
    await more(page).click()
    await expect(page).toHaveURL(`${url}?page=2`)
    await expect(page.locator('#productList .pagination__current')).toHaveText('2')
    expect(await hrefs(page)).toEqual(pages[1])
  })
})
