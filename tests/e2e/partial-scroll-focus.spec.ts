/**
 * After a swap (spec 000 §9, DESIGN accessibility): scrolling to the target 25 px above it
 * over 200 ms, the settings that change that, an anchor scrolled past animating back over
 * 250 ms, reduced motion jumping; focus kept on the same field or moved to the new heading
 * (or the region); the polite live region announcing the title or the region.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.js'
import { fakeClock, fixture, regions } from './fixtures/partial.js'

const list = (n: string, withHeading = true) => `<div id="list" data-pu-target="list">
  ${withHeading ? `<h2>List ${n}</h2>` : ''}
  <form id="filter"><input id="q" name="q" value="${n}"><input name="byName" value="${n}"></form>
  <ul>${Array.from({ length: 30 }, (_, i) => `<li id="item${i}">item ${n}.${i}</li>`).join('')}</ul>
  <a id="next" href="/fixtures/list?n=2">next</a>
  <a class="plain" href="/fixtures/list?n=2">next, a link without id</a>
  <a id="custom" href="/fixtures/list?n=3" data-pu-scroll-offset="60" data-pu-scroll-duration="500">custom scroll</a>
  <a id="anchor" href="/fixtures/list?n=4#item2">to item 2</a>
  <a id="noScroll" href="/fixtures/list?n=5" data-pu-scroll="false">no scroll</a>
</div>`

const BODY = `<main id="pageContent"><h1>Scroll and focus</h1><button id="outside">outside</button>
<div style="height:1000px"></div>${list('1')}<div style="height:3000px"></div></main>`

async function open(page: Page, titled = true) {
  return fixture(
    page,
    'scroll',
    BODY,
    regions((id, s) => {
      const n = s.url.searchParams.get('n') ?? '?'
      return id === 'list' ? list(n, n !== 'bare') : null
    }),
  ).then(async (seen) => {
    if (titled) await page.route('**/fixtures/list?n=2', (r) => r.fulfill({ body: list('2'), headers: { 'x-pu-title': encodeURIComponent('Seznam – strana 2'), 'x-pu-target': 'list' } }))
    return seen
  })
}

const y = (page: Page) => page.evaluate(() => Math.round(scrollY))
const listTop = (page: Page) => page.locator('#list').evaluate((el) => Math.round(el.getBoundingClientRect().top + scrollY))
const jumpTo = (page: Page, top: number) => page.evaluate((t) => scrollTo({ top: t, behavior: 'instant' }), top)
/** A click that does not scroll the link into view first (as Playwright's click would). */
const click = (page: Page, selector: string) => page.locator(selector).dispatchEvent('click')
const swapped = (page: Page, n: string) => expect(page.locator('#list h2')).toHaveText(`List ${n}`)

test.describe('scroll: to the target after a swap', () => {
  test('25 px above the target over 200 ms when its top was scrolled past', async ({ page }) => {
    const pause = await fakeClock(page)
    await open(page, false)
    await pause()
    const top = await listTop(page)
    await jumpTo(page, top + 800)
    await click(page, '#next')
    await swapped(page, '2')
    await page.clock.runFor(100)
    const halfway = await y(page)
    expect(halfway).toBeLessThan(top + 800)
    expect(halfway).toBeGreaterThan(top - 25)
    await page.clock.runFor(120)
    expect(await y(page)).toBe(top - 25)
  })

  test('scrollOffset and scrollDuration change it', async ({ page }) => {
    const pause = await fakeClock(page)
    await open(page, false)
    await pause()
    const top = await listTop(page)
    await jumpTo(page, top + 800)
    await click(page, '#custom')
    await swapped(page, '3')
    await page.clock.runFor(300)
    expect(await y(page)).toBeGreaterThan(top - 60)
    await page.clock.runFor(220)
    expect(await y(page)).toBe(top - 60)
  })

  test('an anchor scrolled past animates back over 250 ms', async ({ page }) => {
    const pause = await fakeClock(page)
    await open(page, false)
    await pause()
    await jumpTo(page, (await listTop(page)) + 900)
    await click(page, '#anchor')
    await swapped(page, '4')
    const anchorTop = await page.locator('#item2').evaluate((el) => Math.round(el.getBoundingClientRect().top + scrollY) - 25)
    await page.clock.runFor(215)
    expect(await y(page)).toBeGreaterThan(anchorTop)
    await page.clock.runFor(50)
    expect(await y(page)).toBe(anchorTop)
  })

  test('no scroll when the target top is in view, or when scroll is off', async ({ page }) => {
    await open(page, false)
    const top = await listTop(page)
    await jumpTo(page, top - 100)
    await click(page, '#next')
    await swapped(page, '2')
    await page.waitForTimeout(300)
    expect(await y(page)).toBe(top - 100)
    await jumpTo(page, top + 800)
    await click(page, '#noScroll')
    await swapped(page, '5')
    await page.waitForTimeout(300)
    expect(await y(page)).toBe(top + 800)
  })

  test('prefers-reduced-motion: a jump', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const pause = await fakeClock(page)
    await open(page, false)
    await pause()
    const top = await listTop(page)
    await jumpTo(page, top + 800)
    await click(page, '#next')
    await swapped(page, '2')
    await expect.poll(() => y(page)).toBe(top - 25)
  })
})

test.describe('focus and announcements after a swap', () => {
  test('a clicked link: focus moves to the new heading, made focusable; the title is announced', async ({ page }) => {
    await open(page)
    await page.locator('#list .plain').click()
    await swapped(page, '2')
    await expect(page.locator('#list h2')).toBeFocused()
    await expect(page.locator('#list h2')).toHaveAttribute('tabindex', '-1')
    await expect(page.locator('#liveRegion')).toHaveText('Seznam – strana 2')
  })

  test('persistFocus: the field with the same id, else the same name, keeps focus', async ({ page }) => {
    await open(page)
    await page.locator('#q').focus()
    await page.evaluate(() => window.pu.update('/fixtures/list?n=6', { target: ['list'] }))
    await expect(page.locator('#q')).toHaveValue('6')
    await expect(page.locator('#q')).toBeFocused()
    await page.locator('[name="byName"]').focus()
    await page.evaluate(() => window.pu.update('/fixtures/list?n=7', { target: ['list'] }))
    await expect(page.locator('[name="byName"]')).toHaveValue('7')
    await expect(page.locator('[name="byName"]')).toBeFocused()
  })

  test('persistFocus off: the heading; no heading: the region; without a title the region is announced', async ({ page }) => {
    await open(page)
    await page.locator('#q').focus()
    await page.evaluate(() => window.pu.update('/fixtures/list?n=8', { target: ['list'], persistFocus: false }))
    await expect(page.locator('#list h2')).toBeFocused()
    await expect(page.locator('#liveRegion')).toHaveText('List 8')
    await page.locator('#q').focus()
    await page.evaluate(() => window.pu.update('/fixtures/list?n=bare', { target: ['list'], persistFocus: false }))
    await expect(page.locator('#list')).toBeFocused()
    await expect(page.locator('#list')).toHaveAttribute('tabindex', '-1')
  })

  test('focus outside the swapped region stays where it is', async ({ page }) => {
    await open(page)
    await page.locator('#outside').focus()
    await page.evaluate(() => window.pu.update('/fixtures/list?n=9', { target: ['list'] }))
    await swapped(page, '9')
    await expect(page.locator('#outside')).toBeFocused()
  })
})
