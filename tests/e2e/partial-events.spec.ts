/**
 * Lifecycle events (docs/protocol.md): order, targets and details; cancelling the start and
 * the replace; hasError on failure with no success action; the multi-target envelope;
 * event-driven refresh (UI events, X-PU-UI-Event) and process states.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.js'
import { serializePushedEvents, type PushedEvent } from '../../src/shared/protocol.js'
import { fixture, recordedEvents, recordEvents, regions, type Seen } from './fixtures/partial.js'

const BODY = `<main id="pageContent"><h1>Events</h1>
<div id="list" data-pu-target="list"><p class="state">list 0</p><a id="next" href="/fixtures/list?n=1">next</a>
  <a id="both" href="/fixtures/both?n=2" data-pu-target="list+side">both</a>
  <form id="search" action="/fixtures/list?stale=1" method="get"><input name="n" value="7"><button>search</button></form></div>
<div id="side"><p class="state">side 0</p></div>
<div id="cart" data-pu-refresh-event="cartChanged userChanged"><p class="state">cart 0</p></div>
<div id="basket" data-pu-refresh-event="cart"><p class="state">basket 0</p></div>
<div id="other" data-pu-refresh-event="somethingElse"><p class="state">other 0</p></div>
<div id="job" data-pu-process-state-token="job1" data-pu-refresh-event="jobDone"><p class="state">job 0</p></div>
<div id="quietJob" data-pu-process-state-token="job1"><p class="state">quietJob 0</p></div>
<div id="otherJob" data-pu-process-state-token="job2" data-pu-refresh-event="jobDone"><p class="state">otherJob 0</p></div>
</main>`

/** The regions come back with the attributes they had (as the server renders them). */
const openingTags = new Map([...BODY.matchAll(/<div id="(\w+)"[^>]*>/g)].map((m) => [m[1]!, m[0]]))

/** Events the fake server pushes with answers whose `push` parameter names them. */
const PUSHES: Record<string, PushedEvent[]> = {
  cart: [{ uiEvent: 'cart' }],
  done: [{ processState: { token: 'job1', message: 'done', progress: 100 } }],
  half: [{ processState: { token: 'job1', message: 'half way', progress: 50 } }],
}

async function open(page: Page): Promise<Seen[]> {
  let n = 0
  const render = regions((id, s) => {
    n++
    return `${openingTags.get(id)}<p class="state">${id} ${s.url.searchParams.get('n') ?? n}</p></div>`
  })
  const seen = await fixture(page, 'events', BODY, async (s, full) => {
    const answer = await render(s, full)
    const push = PUSHES[s.url.searchParams.get('push') ?? '']
    return push ? { ...answer, headers: { ...answer.headers, 'x-pu-events': serializePushedEvents(push) } } : answer
  })
  const pushAll = serializePushedEvents(Object.values(PUSHES).flat())
  await page.route('**/fixtures/broken*', (route) => route.fulfill({ status: 500, body: 'x', headers: { 'x-pu-error': '1', 'x-pu-events': pushAll } }))
  await recordEvents(page)
  return seen
}

const partial = (seen: Seen[]) => seen.filter((s) => s.targets.length > 0)

test.describe('events: the lifecycle of an update', () => {
  test('start, request, replace, replaced, complete, on the target and bubbling', async ({ page }) => {
    await open(page)
    await page.locator('#next').click()
    await expect(page.locator('#list .state')).toHaveText('list 1')
    const events = await recordedEvents(page)
    expect(events.map((e) => [e.type, e.target])).toEqual([
      ['pu:update:start', 'list'],
      ['pu:update:request', 'list'],
      ['pu:contents:replace', 'list'],
      ['pu:contents:replaced', 'list'],
      ['pu:update:complete', 'list'],
    ])
    expect(events[0]!.detail.url).toMatch(/\/fixtures\/list\?n=1$/)
    expect(events[2]!.detail).toMatchObject({ url: '/fixtures/list?n=1', target: 'list' })
    expect(events[2]!.detail.html).toContain('list 1')
    expect(events[3]!.detail, 'X-PU-Params, parsed').toEqual({ url: '/fixtures/list?n=1', target: 'list', params: { n: ['1'] } })
    expect(events[4]!.detail).toMatchObject({ hasError: false })
  })

  test('a GET form: start, request and complete report the one address sent, its query the form\'s', async ({ page }) => {
    const seen = await open(page)
    await page.locator('#search button').click()
    await expect(page.locator('#list .state')).toHaveText('list 7')
    const lifecycle = ['pu:update:start', 'pu:update:request', 'pu:update:complete']
    const urls = (await recordedEvents(page)).filter((e) => lifecycle.includes(e.type)).map((e) => e.detail.url)
    const sent = partial(seen).at(-1)!.url
    expect([sent.searchParams.get('n'), sent.searchParams.has('stale')]).toEqual(['7', false])
    expect(urls).toEqual([sent.href, sent.href, sent.href])
  })

  test('cancelling the start sends nothing; the promise resolves false', async ({ page }) => {
    const seen = await open(page)
    const result = await page.evaluate(() => {
      document.addEventListener('pu:update:start', (e) => e.preventDefault(), { once: true })
      return window.pu.update('/fixtures/list?n=5', { target: ['list'] })
    })
    expect(result).toBe(false)
    expect(partial(seen)).toHaveLength(0)
    await expect(page.locator('#list .state')).toHaveText('list 0')
  })

  test('cancelling the replace keeps the old content', async ({ page }) => {
    await open(page)
    await page.evaluate(() => {
      document.addEventListener('pu:contents:replace', (e) => e.preventDefault(), { once: true })
      return window.pu.update('/fixtures/list?n=5', { target: ['list'] })
    })
    await expect(page.locator('#list .state')).toHaveText('list 0')
    const types = (await recordedEvents(page)).map((e) => e.type)
    expect(types).not.toContain('pu:contents:replaced')
    expect(types.at(-1)).toBe('pu:update:complete')
  })

  test('on error: complete with hasError, no history, no command', async ({ page }) => {
    await open(page)
    const before = page.url()
    const result = await page.evaluate(() => {
      const w = window as unknown as { __ran: number }
      w.__ran = 0
      window.pu.connect({ done: () => w.__ran++ })
      return window.pu.update('/fixtures/broken', { target: ['list'], alterHistory: 'push', command: 'done' }).catch((e: Error) => e.message)
    })
    expect(result).toBe('Server returned HTTP: 500 (no partial update performed)')
    const complete = (await recordedEvents(page)).filter((e) => e.type === 'pu:update:complete')
    expect(complete.map((e) => e.detail.hasError)).toEqual([true])
    expect(page.url()).toBe(before)
    expect(await page.evaluate(() => (window as unknown as { __ran: number }).__ran)).toBe(0)
  })

  test('several targets in one request: the envelope is split, each region swapped', async ({ page }) => {
    const seen = await open(page)
    await page.locator('#both').click()
    await expect(page.locator('#side .state')).toHaveText('side 2')
    await expect(page.locator('#list .state')).toHaveText('list 2')
    expect(partial(seen).map((s) => s.targets)).toEqual([['list', 'side']])
    const replaced = (await recordedEvents(page)).filter((e) => e.type === 'pu:contents:replaced').map((e) => e.target)
    expect(replaced).toEqual(['list', 'side'])
  })
})

test.describe('events: event-driven refresh', () => {
  test('a UI event refreshes the elements listening for it, with X-PU-UI-Event', async ({ page }) => {
    const seen = await open(page)
    await page.evaluate(() => window.pu.dispatchUiEvent('cartChanged'))
    await expect(page.locator('#cart .state')).not.toHaveText('cart 0')
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('pu:ui:event', { detail: { name: 'userChanged' } })))
    await expect.poll(() => partial(seen).length).toBe(2)
    expect(partial(seen).map((s) => [s.targets.join(), s.headers['x-pu-ui-event']])).toEqual([
      ['cart', 'cartChanged'],
      ['cart', 'userChanged'],
    ])
    await expect(page.locator('#other .state')).toHaveText('other 0')
  })

  test('process states reach their token; 100 % refreshes the widgets whose refresh is on', async ({ page }) => {
    const seen = await open(page)
    await page.evaluate(() => window.pu.processState('job1', 'half way', 50))
    await page.waitForTimeout(200)
    expect(partial(seen)).toHaveLength(0)
    const states = (await recordedEvents(page)).filter((e) => e.type === 'pu:process:state' && e.target)
    expect(states.map((e) => [e.target, e.detail])).toEqual([
      ['job', { message: 'half way', progress: 50 }],
      ['quietJob', { message: 'half way', progress: 50 }],
    ])
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('pu:process:state', { detail: { token: 'job1', message: 'done', progress: 100 } })))
    await expect(page.locator('#job .state')).not.toHaveText('job 0')
    expect(partial(seen).map((s) => s.targets.join())).toEqual(['job'])
    await expect(page.locator('#quietJob .state')).toHaveText('quietJob 0')
    await expect(page.locator('#otherJob .state')).toHaveText('otherJob 0')
  })
})

test.describe('events: pushed with an answer (X-PU-Events)', () => {
  test('a pushed UI event, after the swap, refreshes the widgets listening for it with X-PU-UI-Event', async ({ page }) => {
    const seen = await open(page)
    await page.evaluate(() => window.pu.update('/fixtures/list?n=7&push=cart', { target: ['list'] }))
    await expect(page.locator('#basket .state')).not.toHaveText('basket 0')
    await expect(page.locator('#list .state')).toHaveText('list 7')
    expect(partial(seen).map((s) => [s.targets.join(), s.headers['x-pu-ui-event']])).toEqual([
      ['list', undefined],
      ['basket', 'cart'],
    ])
    await expect(page.locator('#cart .state')).toHaveText('cart 0')
    const order = (await recordedEvents(page)).map((e) => `${e.type} ${e.target}`)
    expect(order.indexOf('pu:update:start basket')).toBeGreaterThan(order.indexOf('pu:contents:replaced list'))
  })

  test('a pushed process state reaches its token; progress 100 refreshes the widgets whose refresh is on', async ({ page }) => {
    const seen = await open(page)
    await page.evaluate(() => window.pu.update('/fixtures/list?n=3&push=half', { target: ['list'] }))
    await expect(page.locator('#list .state')).toHaveText('list 3')
    await page.waitForTimeout(200)
    const states = (await recordedEvents(page)).filter((e) => e.type === 'pu:process:state' && e.target)
    expect(states.map((e) => [e.target, e.detail])).toEqual([
      ['job', { message: 'half way', progress: 50 }],
      ['quietJob', { message: 'half way', progress: 50 }],
    ])
    expect(partial(seen)).toHaveLength(1)
    await page.evaluate(() => window.pu.update('/fixtures/list?n=4&push=done', { target: ['list'] }))
    await expect(page.locator('#job .state')).not.toHaveText('job 0')
    expect(partial(seen).map((s) => s.targets.join())).toEqual(['list', 'list', 'job'])
    await expect(page.locator('#quietJob .state')).toHaveText('quietJob 0')
    await expect(page.locator('#otherJob .state')).toHaveText('otherJob 0')
  })

  test('an error answer dispatches none of its pushed events', async ({ page }) => {
    const seen = await open(page)
    const message = await page.evaluate(() => window.pu.update('/fixtures/broken', { target: ['list'] }).catch((e: Error) => e.message))
    expect(message).toBe('Server returned HTTP: 500 (no partial update performed)')
    await page.waitForTimeout(300)
    expect(partial(seen)).toHaveLength(0)
    expect((await recordedEvents(page)).filter((e) => e.type === 'pu:process:state')).toEqual([])
    await expect(page.locator('#basket .state')).toHaveText('basket 0')
  })
})
