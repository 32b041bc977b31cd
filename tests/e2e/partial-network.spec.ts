/**
 * Requests in flight (spec 000 §4, §9): per-target tracking with busy marks, a new request
 * aborting the old one silently, aborts reaching contained targets, the 60 s time-out, and
 * the cursor spinner's delay, offset, edge margins and z-index.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.js'
import { deferred, fakeClock, fixture, regions } from './fixtures/partial.js'

const BODY = `<main id="pageContent"><h1>Network</h1>
<div id="outer" data-pu-target="outer"><p class="state">outer 0</p>
  <div id="inner"><p class="state">inner 0</p></div>
</div>
<div id="list" data-pu-target="list"><p class="state">page 1</p>
  <a id="p2" href="/fixtures/list?page=2">2</a> <a id="p3" href="/fixtures/list?page=3">3</a>
</div>
<div id="bg" data-pu-refresh-event="tick"><p class="state">bg 0</p></div>
</main>`

const render = (id: string, n: string) => `<div id="${id}"${id === 'list' ? ' data-pu-target="list"' : ''}><p class="state">${id} ${n}</p></div>`

/** Serves regions; requests whose `page` is listed in `held` wait for `gate`. */
async function open(page: Page, held: string[] = [], gate = deferred()) {
  const handle = regions((id, s) => render(id, s.url.searchParams.get('page') ?? 'x'))
  const seen = await fixture(page, 'network', BODY, async (s, full) => {
    const answer = await handle(s, full)
    return held.includes(s.url.searchParams.get('page') ?? '') ? { ...answer, wait: gate.promise } : answer
  })
  return { seen, gate }
}

const errorsOf = (problems: { consoleErrors: { text(): string }[] }) =>
  problems.consoleErrors.map((m) => m.text()).filter((t) => !t.startsWith('Failed to load resource'))

test.describe('network: requests in flight', () => {
  test('the target is busy while its request runs', async ({ page }) => {
    const { gate } = await open(page, ['2'])
    await page.locator('#p2').click()
    await expect(page.locator('#list')).toHaveClass(/\bis-busy\b/)
    await expect(page.locator('#list')).toHaveAttribute('aria-busy', 'true')
    gate.release()
    await expect(page.locator('#list .state')).toHaveText('list 2')
    await expect(page.locator('#list')).not.toHaveClass(/\bis-busy\b/)
    await expect(page.locator('#list')).not.toHaveAttribute('aria-busy', 'true')
  })

  test('a new request for a target aborts the old one, silently', async ({ page, problems }) => {
    const { gate } = await open(page, ['2'])
    const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('page=2'))
    const first = page.evaluate(() => window.pu.update('/fixtures/list?page=2', { target: ['list'] }))
    await expect(page.locator('#list')).toHaveAttribute('aria-busy', 'true')
    const second = await page.evaluate(() => window.pu.update('/fixtures/list?page=3', { target: ['list'] }))
    expect(second).toBe(true)
    expect(await first, 'the aborted update resolves false').toBe(false)
    await failed
    gate.release()
    await expect(page.locator('#list .state')).toHaveText('list 3')
    expect(errorsOf(problems)).toEqual([])
  })

  test('aborting a target aborts the requests of the targets inside it', async ({ page, problems }) => {
    const { gate } = await open(page, ['5'])
    const inner = page.evaluate(() => window.pu.update('/fixtures/x?page=5', { target: ['inner'] }))
    await expect(page.locator('#inner')).toHaveAttribute('aria-busy', 'true')
    await page.evaluate(() => window.pu.abort('outer'))
    expect(await inner).toBe(false)
    await expect(page.locator('#inner')).not.toHaveAttribute('aria-busy', 'true')
    await expect(page.locator('#inner .state')).toHaveText('inner 0')
    gate.release()
    expect(errorsOf(problems)).toEqual([])
  })

  test('a request times out after 60000 ms', async ({ page, problems }) => {
    const pause = await fakeClock(page)
    const { gate } = await open(page, ['7'])
    await pause()
    const result = page.evaluate(() => window.pu.update('/fixtures/list?page=7', { target: ['list'] }).catch((e: Error) => e.message))
    await expect(page.locator('#list')).toHaveAttribute('aria-busy', 'true')
    await page.clock.runFor(59_990)
    expect(errorsOf(problems)).toEqual([])
    await page.clock.runFor(20)
    expect(await result).toBe('Server returned HTTP: 0 timeout (timeout). No partial update performed.')
    expect(errorsOf(problems)).toEqual(['Server returned HTTP: 0 timeout (timeout). No partial update performed.'])
    gate.release()
  })
})

test.describe('spinner: the cursor spinner', () => {
  test('shows 210 ms after the request starts, 18 px off the pointer, above everything, hidden near the edges', async ({ page }) => {
    const pause = await fakeClock(page)
    const { gate } = await open(page, ['2'])
    await pause()
    const spinner = page.locator('.pu-spinner')
    await page.mouse.move(300, 200)
    const done = page.evaluate(() => window.pu.update('/fixtures/list?page=2', { target: ['list'] }))
    await expect(page.locator('#list')).toHaveAttribute('aria-busy', 'true')
    await page.clock.runFor(200)
    await expect(spinner).toBeHidden()
    await page.clock.runFor(15)
    await expect(spinner).toBeVisible()
    const at = () => spinner.evaluate((el) => [getComputedStyle(el).left, getComputedStyle(el).top])
    expect(await at()).toEqual(['318px', '218px'])
    expect(await spinner.evaluate((el) => getComputedStyle(el).zIndex)).toBe('1000000')
    expect(await spinner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')

    await page.mouse.move(400, 250)
    expect(await at()).toEqual(['418px', '268px'])

    const { width, height } = page.viewportSize()!
    for (const [x, y, visible] of [
      [9, 200, false],
      [11, 200, true],
      [300, 9, false],
      [300, 11, true],
      [width - 49, 200, false],
      [width - 51, 200, true],
      [300, height - 49, false],
      [300, height - 51, true],
    ] as const) {
      await page.mouse.move(x, y)
      await (visible ? expect(spinner, `${x},${y}`).toBeVisible() : expect(spinner, `${x},${y}`).toBeHidden())
    }
    gate.release()
    await done
    await expect(spinner).toBeHidden()
  })

  test('a quick request shows no spinner', async ({ page }) => {
    const pause = await fakeClock(page)
    await open(page)
    await pause()
    await page.mouse.move(300, 200)
    await page.evaluate(() => window.pu.update('/fixtures/list?page=2', { target: ['list'] }))
    await page.clock.runFor(1000)
    await expect(page.locator('.pu-spinner')).toHaveCount(0)
  })

  test('a background refresh (UI event) does not count toward progress', async ({ page }) => {
    const pause = await fakeClock(page)
    const { gate, seen } = await open(page, [''])
    await pause()
    await page.mouse.move(300, 200)
    await page.evaluate(() => window.pu.dispatchUiEvent('tick'))
    await expect(page.locator('#bg')).toHaveAttribute('aria-busy', 'true')
    await page.clock.runFor(1000)
    await expect(page.locator('.pu-spinner')).toHaveCount(0)
    gate.release()
    await expect(page.locator('#bg .state')).toHaveText('bg x')
    expect(seen.at(-1)!.headers['x-pu-ui-event']).toBe('tick')
  })
})
