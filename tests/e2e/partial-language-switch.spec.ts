/**
 * The language switch follows partial updates (X-PU-Alternate, docs/protocol.md): after a swap
 * that changed the page address (a push, a replace, back/forward) the frame's `a.lang-switch`
 * and `<link rel="alternate" hreflang>` point to the same page in the other language; a value
 * that is not a same-origin path, or a swap that left the address alone, changes nothing.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.js'
import { open as openPath, serve, type Answer, type Seen } from './fixtures/partial.js'

const PATH = '/fixtures/partial-language.html'
const START_ALTERNATE = '/fixtures/en/list.html'

const list = (n: number) => `<div id="list" data-pu-target="list"><h2>Page ${n}</h2>
  <a id="next" href="${PATH}?page=${n + 1}">next</a>
  <a id="replace" href="${PATH}?page=${n + 1}" data-pu-alter-history="replace">next, replacing</a>
  <a id="quiet" href="${PATH}?page=${n + 1}" data-pu-alter-history="false">next, address unchanged</a>
  <a id="foreign" href="${PATH}?page=${n + 1}&alternate=foreign">next, foreign alternate</a>
  <a id="none" href="${PATH}?page=${n + 1}&alternate=none">next, no alternate</a>
</div>`

const FRAME = (n: number) => `<header><a class="header-button lang-switch" href="${START_ALTERNATE}" hreflang="en" lang="en">EN</a></header>
<main id="pageContent"><h1>Language</h1>${list(n)}</main>`

/** The X-PU-Alternate the fake server sends for `seen`: the English page of the same number, none, or a foreign `value` as it is. */
function alternateOf(seen: Seen): string | null {
  const n = seen.url.searchParams.get('page') ?? '1'
  const kind = seen.url.searchParams.get('alternate')
  if (kind === 'none') return null
  if (kind === 'foreign') return seen.url.searchParams.get('value') ?? 'https://evil.example/x'
  return encodeURIComponent(`/fixtures/en/list.html?page=${n}`)
}

async function open(page: Page): Promise<Seen[]> {
  const seen = await serve(page, (s, full): Answer => {
    const n = Number(s.url.searchParams.get('page') ?? '1')
    if (s.targets.length === 0) {
      const answer = full(FRAME(n), `Page ${n}`)
      return { body: answer.body.replace('</head>', `<link rel="alternate" hreflang="en" href="${START_ALTERNATE}"></head>`) }
    }
    const alternate = alternateOf(s)
    return { body: list(n), headers: alternate === null ? {} : { 'x-pu-alternate': alternate } }
  })
  await openPath(page, PATH)
  return seen
}

/** The hrefs of the language switch and of the alternate link. */
const alternates = (page: Page) =>
  page.evaluate(() => [
    document.querySelector('a.lang-switch')?.getAttribute('href'),
    document.querySelector('link[rel=alternate][hreflang]')?.getAttribute('href'),
  ])

test.describe('language switch: follows the page a partial update shows', () => {
  test('a push, a replace, and back/forward point the switch and the alternate link to the other language', async ({ page, problems }) => {
    await open(page)
    expect(await alternates(page)).toEqual([START_ALTERNATE, START_ALTERNATE])
    await page.locator('#next').click()
    await expect(page.locator('#list h2')).toHaveText('Page 2')
    expect(await alternates(page)).toEqual(['/fixtures/en/list.html?page=2', '/fixtures/en/list.html?page=2'])
    await page.locator('#replace').click()
    await expect(page.locator('#list h2')).toHaveText('Page 3')
    expect(await alternates(page)).toEqual(['/fixtures/en/list.html?page=3', '/fixtures/en/list.html?page=3'])
    await page.goBack()
    await expect(page.locator('#list h2')).toHaveText('Page 1')
    await expect.poll(() => alternates(page)).toEqual(['/fixtures/en/list.html?page=1', '/fixtures/en/list.html?page=1'])
    expect(problems.summary()).toEqual([])
  })

  test('a swap that leaves the address alone leaves the switch alone', async ({ page }) => {
    await open(page)
    await page.locator('#quiet').click()
    await expect(page.locator('#list h2')).toHaveText('Page 2')
    expect(await alternates(page)).toEqual([START_ALTERNATE, START_ALTERNATE])
  })

  test('no X-PU-Alternate: the switch keeps its address', async ({ page }) => {
    await open(page)
    await page.locator('#none').click()
    await expect(page.locator('#list h2')).toHaveText('Page 2')
    expect(await alternates(page)).toEqual([START_ALTERNATE, START_ALTERNATE])
  })

  for (const value of ['https://evil.example/x', '//evil.example/x', '/.//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', 'data:text/html,x', '%E0%A4%A', ''])
    test(`a value that is not a same-origin path is ignored: ${value}`, async ({ page }) => {
      await open(page)
      await page.evaluate((v) => window.pu.update(`/fixtures/partial-language.html?page=2&alternate=foreign&value=${encodeURIComponent(v)}`, { target: ['list'], alterHistory: 'push' }), value)
      await expect(page.locator('#list h2')).toHaveText('Page 2')
      expect(await alternates(page)).toEqual([START_ALTERNATE, START_ALTERNATE])
    })
})
