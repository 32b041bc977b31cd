/**
 * Settings that shape the request (spec 000 §3, docs/protocol.md): requestTarget apart from
 * target, layoutContext, suppressRedirect, headers, collectFormData, cache and clearCache,
 * timeout; and the event types wired for data-driven updates, extras included.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.js'
import { fakeClock, fixture, type Seen } from './fixtures/partial.js'

const list = (n: string) => `<div id="list"><p class="state">list ${n}</p></div>`

const BODY = `<main id="pageContent"><h1>Settings</h1>${list('0')}
<form id="f" action="/fixtures/list"><input name="a" value="1">
  <a id="collect" href="/fixtures/list?n=c" data-pu-target="list" data-pu-event="click">collects the form</a>
  <a id="noCollect" href="/fixtures/list?n=n" data-pu-target="list" data-pu-event="click" data-pu-collect-form-data="false">does not</a>
</form>
<button id="clicker" data-pu-event="click" data-pu-url="/fixtures/list?n=click" data-pu-target="list">click</button>
<input id="focuser" name="focuser" data-pu-event="focus blur" data-pu-url="/fixtures/list?n=focus" data-pu-target="list">
<input id="keyer" name="keyer" data-pu-event="keydown" data-pu-url="/fixtures/list?n=key" data-pu-target="list">
<div id="uploader" data-pu-event="uploadcomplete add" data-pu-url="/fixtures/list?n=upload" data-pu-target="list"></div>
<div id="extra" data-pu-event="ratingchange" data-pu-url="/fixtures/list?n=extra" data-pu-target="list"></div>
<input id="inputer" name="inputer" data-pu-event="input" data-pu-url="/fixtures/list?n=input" data-pu-target="list">
<input id="selecter" name="selecter" value="some text" data-pu-event="select" data-pu-url="/fixtures/list?n=select" data-pu-target="list">
<input id="selch" name="selch" value="some text" data-pu-event="selectionChange" data-pu-url="/fixtures/list?n=selch" data-pu-target="list">
<form id="subForm" data-pu-event="submit" data-pu-url="/fixtures/list" data-pu-target="list"><input name="n" value="submit"></form>
</main>`

async function open(page: Page): Promise<Seen[]> {
  return fixture(page, 'settings', BODY, (s) => {
    const n = s.url.searchParams.get('n') ?? '?'
    // The page region holds the list, as the server's pageContent would.
    if (s.targets[0] === 'pageContent') return { body: `<main id="pageContent"><h1>Settings</h1>${list(n)}<p id="extraContent">not swapped</p></main>` }
    return { body: list(n) }
  })
}

const partial = (seen: Seen[]) => seen.filter((s) => s.targets.length > 0)

test.describe('settings: the request', () => {
  test('requestTarget asks for a bigger region; only target is swapped from it', async ({ page }) => {
    const seen = await open(page)
    await page.evaluate(() => window.pu.update('/fixtures/list?n=1', { target: ['list'], requestTarget: ['pageContent'] }))
    await expect(page.locator('#list .state')).toHaveText('list 1')
    await expect(page.locator('#extraContent')).toHaveCount(0)
    expect(partial(seen)[0]!.targets).toEqual(['pageContent'])
  })

  test('layoutContext, suppressRedirect and headers become request headers', async ({ page }) => {
    const seen = await open(page)
    await page.evaluate(() =>
      window.pu.update('/fixtures/list?n=2', { target: ['list'], layoutContext: 'wide', suppressRedirect: true, headers: { 'X-Extra': 'yes' } }),
    )
    expect(partial(seen)[0]!.headers).toMatchObject({
      'x-pu-target': 'list',
      'x-pu-layout-context': 'wide',
      'x-pu-suppress-redirect': '1',
      'x-extra': 'yes',
    })
  })

  test('cache false adds the empty _ parameter; cache false and clearCache bypass the HTTP cache', async ({ page }) => {
    // The cache mode is not visible on the wire to the test: record what the runtime asks fetch for.
    await page.addInitScript(() => {
      const w = window as unknown as { __modes: string[] }
      w.__modes = []
      const original = window.fetch
      window.fetch = (input, init) => {
        w.__modes.push(init?.cache ?? 'unset')
        return original(input, init)
      }
    })
    const seen = await open(page)
    await page.evaluate(async () => {
      await window.pu.update('/fixtures/list?n=3', { target: ['list'] })
      await window.pu.update('/fixtures/list?n=4', { target: ['list'], cache: false })
      await window.pu.update('/fixtures/list?n=5', { target: ['list'], clearCache: true })
    })
    const [plain, noCache, clear] = partial(seen)
    expect(plain!.url.search).toBe('?n=3')
    expect(noCache!.url.search).toBe('?n=4&_=')
    expect(clear!.url.search).toBe('?n=5')
    expect(await page.evaluate(() => (window as unknown as { __modes: string[] }).__modes.slice(-3))).toEqual(['default', 'no-store', 'reload'])
  })

  test('timeout shortens the time-out', async ({ page }) => {
    const pause = await fakeClock(page)
    await open(page)
    await pause()
    await page.route('**/fixtures/slow', () => {})
    const result = page.evaluate(() => window.pu.update('/fixtures/slow', { target: ['list'], timeout: 5000 }).catch((e: Error) => e.message))
    await expect(page.locator('#list')).toHaveAttribute('aria-busy', 'true')
    await page.clock.runFor(5001)
    expect(await result).toBe('Server returned HTTP: 0 timeout (timeout). No partial update performed.')
  })

  test('collectFormData: the enclosing form is sent unless turned off', async ({ page }) => {
    const seen = await open(page)
    await page.locator('#collect').click()
    await expect(page.locator('#list .state')).toHaveText('list ?')
    await page.locator('#noCollect').click()
    await expect.poll(() => partial(seen).length).toBe(2)
    expect(partial(seen).map((s) => s.url.search)).toEqual(['?a=1&formId=f&puEventName=click', '?n=n&puEventName=click'])
  })
})

test.describe('settings: event types of data-driven updates', () => {
  test('click, focus, blur, keydown, input, select, selectionChange, submit, widget events and configured extras', async ({ page }) => {
    await page.addInitScript(() => (window.puConfig = { extraEventTypes: ['ratingchange'] }))
    const seen = await open(page)
    const fire = (type: string, id: string) =>
      page.evaluate(([t, i]) => document.getElementById(i!)!.dispatchEvent(new CustomEvent(t!, { bubbles: true })), [type, id])
    // One at a time: a new update of #list would abort the one before.
    const steps: (() => Promise<unknown>)[] = [
      () => page.locator('#clicker').click(),
      () => page.locator('#focuser').focus(),
      // A text field's blur counts only when its value changed.
      () => page.locator('#focuser').fill('typed').then(() => page.locator('#focuser').blur()),
      () => page.locator('#keyer').press('Enter'),
      () => fire('uploadcomplete', 'uploader'),
      () => fire('add', 'uploader'),
      () => fire('ratingchange', 'extra'),
      () => page.locator('#inputer').fill('typed'),
      () => page.locator('#selecter').evaluate((el: HTMLInputElement) => el.select()),
      () => page.locator('#selch').evaluate((el: HTMLInputElement) => el.setSelectionRange(1, 4)),
      () => page.locator('#subForm').evaluate((el: HTMLFormElement) => el.requestSubmit()),
    ]
    for (const [i, step] of steps.entries()) {
      await step()
      await expect.poll(() => partial(seen).length).toBe(i + 1)
      await expect(page.locator('#list')).not.toHaveAttribute('aria-busy', 'true')
    }
    expect(partial(seen).map((s) => `${s.url.searchParams.get('n')}:${s.url.searchParams.get('puEventName')}`)).toEqual([
      'click:click',
      'focus:focus',
      'focus:blur',
      'key:keydown',
      'upload:uploadcomplete',
      'upload:add',
      'extra:ratingchange',
      'input:input',
      'select:select',
      'selch:selectionChange',
      'submit:submit',
    ])
  })
})
