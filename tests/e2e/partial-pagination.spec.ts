/**
 * Pagination fragments (spec 000 §3): with rememberPagination, a refresh of a list that shows
 * several loaded pages asks for all of them at once: page size × loaded pages, from page
 * number − loaded pages + 1.
 */
import { expect, test } from './support/fixtures.js'
import { fixture, regions } from './fixtures/partial.js'

const pager = `data-pu-loaded-pages="3" data-pu-page-size="10" data-pu-page-number="4" data-pu-page-size-param="size" data-pu-page-number-param="page" data-pu-loaded-pages-param="loaded"`

const BODY = `<main id="pageContent"><h1>Pagination</h1>
<div id="products" data-pu-refresh-event="stock" data-pu-remember-pagination="true"><div class="pager" ${pager}></div></div>
<div id="plain" data-pu-refresh-event="stock"><div class="pager" ${pager}></div></div>
</main>`

test('pagination: a refresh asks for every loaded page, only with rememberPagination', async ({ page }) => {
  const seen = await fixture(page, 'pagination', BODY, regions((id) => `<div id="${id}"></div>`))
  await page.evaluate(() => window.pu.dispatchUiEvent('stock'))
  await expect.poll(() => seen.filter((s) => s.targets.length).length).toBe(2)
  const byTarget = Object.fromEntries(seen.filter((s) => s.targets.length).map((s) => [s.targets[0], Object.fromEntries(s.url.searchParams)]))
  expect(byTarget.products).toEqual({ size: '30', page: '2' })
  expect(byTarget.plain).toEqual({})
})
