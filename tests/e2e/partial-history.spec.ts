/**
 * History (spec 000 §2.1, §2.3): push or replace, `pu` in the address and internal parameters
 * cleaned from it, the state of every entry, back/forward reloading the stored target in the
 * right direction, scroll positions restored, and never a bare fragment as a page.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.js'
import { recordedEvents, recordEvents, serve, open as openPath, type Seen } from './fixtures/partial.js'

const PATH = '/fixtures/partial-history.html'

const list = (n: number) => `<div id="list" data-pu-target="list">
  <h2>Page ${n}</h2>
  <ul>${Array.from({ length: 40 }, (_, i) => `<li>item ${n}.${i}</li>`).join('')}</ul>
  <a id="next" href="${PATH}?page=${n + 1}">next</a>
  <a id="internal" href="${PATH}?page=${n + 1}&_=&puHistoryScope=1&puEventName=x" data-pu-history-scope="2" data-pu-cache="false">next, with internal parameters</a>
  <a id="replace" href="${PATH}?page=${n + 1}" data-pu-alter-history="replace">next, replacing</a>
  <a id="quiet" href="${PATH}?page=${n + 1}" data-pu-alter-history="false">next, without history</a>
</div>`

const page_ = (n: number) => `<main id="pageContent"><h1 id="mainContent">History</h1><p id="fullMark">full page ${n}</p>${list(n)}<div style="height:2000px"></div>
<a id="away" href="/fixtures/away.html">away</a></main>`

async function open(page: Page, start = 1): Promise<Seen[]> {
  const seen = await serve(page, (s, full) => {
    const n = Number(s.url.searchParams.get('page') ?? '1')
    if (s.url.pathname === '/fixtures/away.html') return full('<p id="awayPage">away</p>', 'Away')
    if (s.targets.length === 0) return full(page_(n), `Page ${n}`)
    return { body: list(n), headers: { 'x-pu-title': encodeURIComponent(`Page ${n}`) } }
  })
  await openPath(page, `${PATH}?page=${start}`)
  return seen
}

const heading = (page: Page) => page.locator('#list h2')
const pu = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('pu') ?? 'null') as unknown
const state = (page: Page) => page.evaluate(() => history.state as Record<string, unknown>)

test.describe('history: entries of partial updates', () => {
  test('the first entry gets a state at load; scroll restoration is manual', async ({ page }) => {
    await open(page)
    expect(await state(page)).toEqual({
      partialUpdate: true,
      pageNumber: 0,
      puSettings: { requestTarget: 'pageContent', target: 'pageContent', url: `${PATH}?page=1` },
    })
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual')
  })

  test('a push records pu and the state; internal parameters leave the address but reach the server', async ({ page }) => {
    const seen = await open(page)
    const entries = await page.evaluate(() => history.length)
    await page.locator('#internal').click()
    await expect(heading(page)).toHaveText('Page 2')
    const request = seen.at(-1)!
    expect(request.url.searchParams.get('_')).toBe('')
    expect(request.url.searchParams.get('puHistoryScope')).toBe('2')
    const address = new URL(page.url())
    expect([...address.searchParams.keys()].sort()).toEqual(['page', 'pu'])
    expect(pu(page)).toEqual({ requestTarget: 'list', target: 'list', url: `${PATH}?page=2` })
    expect(await state(page)).toMatchObject({ partialUpdate: true, pageNumber: 1, puSettings: pu(page) })
    expect(await page.evaluate(() => history.length)).toBe(entries + 1)
    await expect(page).toHaveTitle('Page 2 | Test')
  })

  test('replace keeps the number of entries; alterHistory false leaves the address alone', async ({ page }) => {
    await open(page)
    const entries = await page.evaluate(() => history.length)
    await page.locator('#replace').click()
    await expect(heading(page)).toHaveText('Page 2')
    expect(await page.evaluate(() => history.length)).toBe(entries)
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
    const before = page.url()
    await page.locator('#quiet').click()
    await expect(heading(page)).toHaveText('Page 3')
    expect(page.url()).toBe(before)
  })
})

test.describe('history: back and forward', () => {
  test('restore the stored target for each address, with the direction, never a full load', async ({ page, problems }) => {
    const seen = await open(page)
    for (const n of [2, 3, 4]) {
      await page.locator('#next').click()
      await expect(heading(page)).toHaveText(`Page ${n}`)
    }
    await recordEvents(page)
    await page.goBack()
    await expect(heading(page)).toHaveText('Page 3')
    await page.goBack()
    await expect(heading(page)).toHaveText('Page 2')
    await page.goForward()
    await expect(heading(page)).toHaveText('Page 3')
    await page.goBack()
    await page.goBack()
    await expect(heading(page)).toHaveText('Page 1')
    await expect(page.locator('#fullMark')).toHaveText('full page 1')
    const starts = (await recordedEvents(page)).filter((e) => e.type === 'pu:update:start').map((e) => e.detail.direction)
    expect(starts).toEqual(['prev', 'prev', 'next', 'prev', 'prev'])
    const restores = seen.slice(-5)
    expect(restores.map((s) => [s.targets.join(), s.url.searchParams.get('page')])).toEqual([
      ['list', '3'],
      ['list', '2'],
      ['list', '3'],
      ['list', '2'],
      ['list', '1'],
    ])
    expect(seen.filter((s) => s.targets.length === 0), 'one full load: the first').toHaveLength(1)
    expect(problems.summary()).toEqual([])
  })

  test('scroll positions come back with the entries', async ({ page }) => {
    await open(page)
    await page.evaluate(() => scrollTo({ top: 700, behavior: 'instant' }))
    await page.locator('#next').click()
    await expect(heading(page)).toHaveText('Page 2')
    // The list's top was scrolled past: the runtime scrolls back up to it, 25 px above.
    const listTop = await page.locator('#list').evaluate((el) => el.getBoundingClientRect().top + scrollY - 25)
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(Math.round(listTop))
    await page.goBack()
    await expect(heading(page)).toHaveText('Page 1')
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(700)
    await page.goForward()
    await expect(heading(page)).toHaveText('Page 2')
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(Math.round(listTop))
  })

  test('leaving for another page and coming back shows the full page at the pu address', async ({ page }) => {
    const seen = await open(page)
    await page.locator('#next').click()
    await expect(heading(page)).toHaveText('Page 2')
    await page.locator('#next').click()
    await expect(heading(page)).toHaveText('Page 3')
    await page.locator('#away').click()
    await expect(page.locator('#awayPage')).toBeVisible()
    await page.goBack()
    await expect(page.locator('#fullMark')).toHaveText('full page 3')
    await expect(heading(page)).toHaveText('Page 3')
    expect(seen.at(-1)!.targets, 'a full-page request').toEqual([])
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    await page.goBack()
    await expect(heading(page)).toHaveText('Page 2')
    await expect(page.locator('h1#mainContent')).toHaveText('History')
  })
})
