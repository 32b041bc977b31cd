/**
 * Errors of partial updates (spec 000 §8): every message appears exactly on console.error and
 * reaches the error callback; the promise of `pu.update` rejects with it; nothing is swapped
 * and the page stays usable. 422 is not an error; X-PU-Location navigates when same-origin.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.js'
import { fixture, recordedEvents, recordEvents, regions } from './fixtures/partial.js'

const BODY = `<main id="pageContent"><h1>Errors</h1>
<div id="list" data-pu-target="list"><p class="state">page 1</p>
  <a id="a500" href="/fixtures/status?code=500">500</a>
  <a id="empty" href="/fixtures/status?code=200">empty</a>
  <a id="fail" href="/fixtures/fail">network failure</a>
  <a id="missing" href="/fixtures/missing">missing element</a>
  <a id="r422" href="/fixtures/status?code=422">422</a>
  <a id="flagged" href="/fixtures/flagged">200 flagged as an error</a>
  <a id="go" href="/fixtures/location?to=/fixtures/elsewhere.html">location</a>
  <a id="foreign" href="/fixtures/location?to=https://example.invalid/x">foreign location</a>
  <a id="dotSlash" href="/fixtures/location?to=${encodeURIComponent('/.//evil.example/x')}">location with a path reading as a host</a>
  <a id="multi" href="/fixtures/multi" data-pu-target="list,side">two targets, no envelope</a>
  <a id="cmd" href="/fixtures/list?page=2" data-pu-command="done">command</a>
  <a id="cmdUnknown" href="/fixtures/list?page=3" data-pu-command="nothing">unknown command</a>
</div>
<div id="side"><p class="state">side 0</p></div>
<x-widget data-pu-target=""><a id="wc" href="/fixtures/list?page=2">web component</a></x-widget>
<div data-pu-target=""><a id="noId" href="/fixtures/list?page=2">no id</a></div>
<button id="lonely" type="button">outside any form</button>
<form id="toFrame" action="/fixtures/framed.html"><input name="x" value="1"></form>
<iframe name="frame" id="frame" title="frame"></iframe>
</main>`

const LIST = (n: string) => `<div id="list" data-pu-target="list"><p class="state">page ${n}</p></div>`

async function open(page: Page) {
  const seen = await fixture(page, 'errors', BODY, (seen, full) => {
    const p = seen.url.pathname
    if (p === '/fixtures/elsewhere.html' || p === '/fixtures/framed.html') return full(`<p id="landed">${p}</p>`)
    if (p === '/fixtures/status') {
      const code = Number(seen.url.searchParams.get('code'))
      return { status: code, body: code === 200 ? '' : code === 422 ? LIST('invalid') : '<p>error</p>', headers: { 'x-pu-error': code === 200 ? '0' : '1' } }
    }
    if (p === '/fixtures/flagged') return { body: LIST('error region'), headers: { 'x-pu-error': '1' } }
    if (p === '/fixtures/missing') return { body: '<div id="other">not the list</div>' }
    if (p === '/fixtures/multi') return { body: LIST('x') + '<div id="side"></div>', headers: { 'x-pu-target': 'list,side' } }
    if (p === '/fixtures/location') return { body: LIST('not swapped'), headers: { 'x-pu-location': seen.url.searchParams.get('to')! } }
    return regions((id, s) => (id === 'list' ? LIST(s.url.searchParams.get('page') ?? '?') : null))(seen, full)
  })
  await page.route('**/fixtures/fail', (route) => route.abort('failed'))
  await page.evaluate(() => {
    const w = window as unknown as { __errors: string[] }
    w.__errors = []
    window.pu.config.onError = (e) => w.__errors.push(e.message)
  })
  return seen
}

const callbackErrors = (page: Page) => page.evaluate(() => (window as unknown as { __errors: string[] }).__errors)
/** The runtime's console errors; the browser's own "Failed to load resource" lines are left out. */
const consoleErrors = (problems: { consoleErrors: { text(): string }[] }) =>
  problems.consoleErrors.map((m) => m.text()).filter((t) => !t.startsWith('Failed to load resource'))
const LOAD_FAILED = /Failed to load resource/

async function expectError(page: Page, problems: { consoleErrors: { text(): string }[] }, message: string) {
  await expect.poll(() => consoleErrors(problems)).toEqual([message])
  expect(await callbackErrors(page)).toEqual([message])
}

test.describe('errors: the messages of spec 000 §8, exactly', () => {
  test('a status other than 200: nothing swapped', async ({ page, problems }) => {
    await open(page)
    await page.locator('#a500').click()
    await expectError(page, problems, 'Server returned HTTP: 500 (no partial update performed)')
    await expect(page.locator('#list .state')).toHaveText('page 1')
    await expect(page.locator('#list')).not.toHaveAttribute('aria-busy', 'true')
  })

  test('a 200 flagged X-PU-Error: 1 is an error: nothing swapped, complete with hasError', async ({ page, problems }) => {
    await open(page)
    await recordEvents(page)
    await page.locator('#flagged').click()
    await expectError(page, problems, 'Server returned HTTP: 200 (no partial update performed)')
    await expect(page.locator('#list .state')).toHaveText('page 1')
    const events = await recordedEvents(page)
    expect(events.map((e) => e.type)).toEqual(['pu:update:start', 'pu:update:request', 'pu:update:complete'])
    expect(events.at(-1)!.detail.hasError).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/fixtures/partial-errors.html')
  })

  test('an empty body', async ({ page, problems }) => {
    await open(page)
    await page.locator('#empty').click()
    await expectError(page, problems, 'Server returned HTTP: 200 (no partial update performed)')
    await expect(page.locator('#list .state')).toHaveText('page 1')
  })

  test('a failed request', async ({ page, problems }) => {
    await open(page)
    await page.locator('#fail').click()
    await expectError(page, problems, 'Server returned HTTP: 0 error (Failed to fetch). No partial update performed.')
  })

  test('a missing target container', async ({ page, problems }) => {
    await open(page)
    const rejected = await page.evaluate(() => window.pu.update('/fixtures/list?page=2', { target: ['nowhere'] }).then(() => 'resolved', (e: Error) => e.message))
    expect(rejected).toBe('Cannot perform partial update of the container id nowhere is not present.')
    await expectError(page, problems, rejected)
  })

  test('an answer without the element: an empty placeholder takes its place', async ({ page, problems }) => {
    await open(page)
    await page.locator('#missing').click()
    await expectError(page, problems, "In server response wasn't find element with id attribute list")
    await expect(page.locator('#list')).toHaveCount(1)
    expect(await page.locator('#list').evaluate((el) => [el.localName, el.childNodes.length, el.hasAttribute('data-pu-target')])).toEqual(['div', 0, false])
  })

  test('submit or form missing, form not found, iframe submit missing', async ({ page, problems }) => {
    await open(page)
    const messages = await page.evaluate(async () => {
      const out: string[] = []
      await window.pu.submit('nope').catch((e: Error) => out.push(e.message))
      await window.pu.submit('lonely').catch((e: Error) => out.push(e.message))
      return out
    })
    expect(messages).toEqual([
      'Cannot perform partial update - submit or form with id nope is not present.',
      'Cannot perform partial update - form not found.',
    ])
    await page.evaluate(() => window.pu.submitToIframe('nope', 'frame'))
    const expected = [...messages, 'Cannot perform submit to iframe - submit or form with id nope is not present.']
    await expect.poll(() => consoleErrors(problems)).toEqual(expected)
    expect(await callbackErrors(page)).toEqual(expected)
  })

  test('submit to iframe sends the form into the named frame', async ({ page }) => {
    await open(page)
    await page.evaluate(() => window.pu.submitToIframe('toFrame', 'frame'))
    await expect(page.frameLocator('#frame').locator('#landed')).toHaveText('/fixtures/framed.html')
    await expect(page.locator('#toFrame')).not.toHaveAttribute('target')
  })

  test('several targets without the envelope', async ({ page, problems }) => {
    await open(page)
    await page.locator('#multi').click()
    await expectError(page, problems, 'Server returned unparseable result - expected response starting with: <!--pu-targets ... --')
    await expect(page.locator('#side .state')).toHaveText('side 0')
  })

  test('a web component container without an id', async ({ page, problems }) => {
    await open(page)
    await page.locator('#wc').click()
    await expectError(page, problems, 'Element <x-widget> has no ID attribute. Please add an ID attribute.')
  })

  test('a container without an id and without a target value', async ({ page, problems }) => {
    await open(page)
    await page.locator('#noId').click()
    await expectError(page, problems, 'Je nutné zadat id v atributu data-partial-update-target.')
  })

  test('refreshing a widget that is not in the document', async ({ page, problems }) => {
    await open(page)
    const message = await page.evaluate(() => window.pu.refresh('ghost').catch((e: Error) => e.message))
    expect(message).toBe('Widget s id ghost nebyl v dokumentu nalezen.')
    await expectError(page, problems, 'Widget s id ghost nebyl v dokumentu nalezen.')
  })

  test('a command before web actions are connected, then connected, then unknown', async ({ page, problems }) => {
    await open(page)
    await page.locator('#cmd').click()
    await expectError(page, problems, 'Webové akce nejsou nastaveny. Nejprve zavolejte funkci connect.')
    await expect(page.locator('#list .state')).toHaveText('page 2')
    await page.evaluate(() => {
      const w = window as unknown as { __done: unknown[] }
      w.__done = []
      window.pu.connect({ done: (detail) => w.__done.push(detail) })
      return window.pu.update('/fixtures/list?page=4', { target: ['list'], command: 'done' })
    })
    expect(await page.evaluate(() => (window as unknown as { __done: unknown[] }).__done)).toEqual([{ url: '/fixtures/list?page=4', target: ['list'] }])
    await page.evaluate(() => window.pu.update('/fixtures/list?page=5', { target: ['list'], command: 'nothing' }))
    await expect.poll(() => consoleErrors(problems).at(-1)).toBe('Unknown action nothing')
  })

  test('the error callback of the settings is called, the promise rejects, the page stays usable', async ({ page, problems }) => {
    await open(page)
    const result = await page.evaluate(async () => {
      const calls: string[] = []
      const message = await window.pu
        .update('/fixtures/status?code=404', { target: ['list'], onError: (e) => calls.push(e.message) })
        .then(() => 'resolved', (e: Error) => e.message)
      const after = await window.pu.update('/fixtures/list?page=9', { target: ['list'] })
      return { calls, message, after }
    })
    expect(result).toEqual({
      calls: ['Server returned HTTP: 404 (no partial update performed)'],
      message: 'Server returned HTTP: 404 (no partial update performed)',
      after: true,
    })
    await expect(page.locator('#list .state')).toHaveText('page 9')
    expect(consoleErrors(problems)).toEqual(['Server returned HTTP: 404 (no partial update performed)'])
  })
})

test.describe('errors: what is not an error', () => {
  test('422 is swapped (a form re-rendered with its messages), though flagged X-PU-Error: 1', async ({ page, problems }) => {
    await open(page)
    await page.locator('#r422').click()
    await expect(page.locator('#list .state')).toHaveText('page invalid')
    expect(problems.summary(LOAD_FAILED)).toEqual([])
  })

  test('X-PU-Location navigates the window to a same-origin path', async ({ page }) => {
    await open(page)
    await page.locator('#go').click()
    await expect(page.locator('#landed')).toHaveText('/fixtures/elsewhere.html')
    expect(new URL(page.url()).pathname).toBe('/fixtures/elsewhere.html')
  })

  test('a foreign X-PU-Location is ignored', async ({ page }) => {
    await open(page)
    await page.locator('#foreign').click()
    await expect(page.locator('#list .state')).toHaveText('page not swapped')
    // No navigation: the swap was recorded in history as usual, on this origin.
    expect(new URL(page.url()).hostname).toBe('127.0.0.1')
    expect(await page.locator('#fullPage, #landed').count()).toBe(0)
  })

  test('an X-PU-Location whose path reads as another host (/.//evil.example/x) stays on this origin', async ({ page }) => {
    await open(page)
    const origin = new URL(page.url()).origin
    const foreign: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).origin !== origin) foreign.push(r.url())
    })
    await page.locator('#dotSlash').click()
    await page.waitForURL((url) => url.pathname !== '/fixtures/partial-errors.html')
    const landed = new URL(page.url())
    expect(landed.origin).toBe(origin)
    expect(landed.pathname).toBe('//evil.example/x')
    expect(foreign).toEqual([])
  })
})
