/**
 * X-PU-Reload (docs/protocol.md "Reload"; spec 000 §4 and §7 "Login"): an answer that asks for
 * a reload is not swapped; the frame parts it names that the page has come from the include
 * route (returnTo, flags, X-PU-Target), the main region from its page (history replaced when
 * that is the current address, else pushed), then its element takes focus and its text is
 * announced, all without a full page load.
 */
import type { Page, Request } from '@playwright/test'
import { expect, test } from './support/fixtures.js'
import { encodeReload, serializeMulti, type Reload } from '../../src/shared/protocol.js'
import { open, serve, type Seen } from './fixtures/partial.js'

const PATH = '/fixtures/partial-reload.html'
const ACCOUNT = '/fixtures/partial-reload-account.html'

const BODY = `<header><div id="userMenu"><form id="login" action="/fixtures/login" method="post" data-pu-target="userMenu">
  <input name="user" value="jana"><button id="signIn">Sign in</button></form></div>
<div id="userLists"><p class="state">lists 0</p></div></header>
<main id="pageContent"><h1>Start</h1><p class="state">content 0</p></main>`

const USER_MENU = '<div id="userMenu"><span id="userMenuName">Jana</span> <a id="userMenuLink" href="/fixtures/me">me</a></div>'
const USER_LISTS = '<div id="userLists"><p class="state">lists 1</p></div>'
const ANNOUNCE = 'Přihlášen jako Jana'

interface Setup {
  reload: (current: URL) => Reload
  /** The include route's status (its regions when 200). */
  includeStatus?: number
}

async function setup(page: Page, { reload, includeStatus = 200 }: Setup) {
  const includes: Request[] = []
  await page.route('**/qf/cs/ramjet/include*', async (route) => {
    includes.push(route.request())
    const body = includeStatus === 200 ? serializeMulti([['userMenu', USER_MENU], ['userLists', USER_LISTS]], 'abc123') : '<p>error</p>'
    await route.fulfill({
      status: includeStatus,
      contentType: 'text/html; charset=utf-8',
      body,
      headers: { 'x-pu-target': 'userMenu,userLists', 'x-pu-error': includeStatus === 200 ? '0' : '1' },
    })
  })
  const seen = await serve(page, (s, full) => {
    if (s.url.pathname === '/fixtures/login') return { body: '', headers: { 'x-pu-reload': encodeReload(reload(new URL(page.url()))) } }
    if (s.targets.length === 0) return full(BODY, 'Start')
    const label = s.url.pathname === ACCOUNT ? 'Account' : 'Start'
    return { body: `<main id="pageContent"><h1>${label}</h1><p class="state">content ${s.url.search}</p></main>`, headers: { 'x-pu-title': encodeURIComponent(label) } }
  })
  await open(page, `${PATH}?a=1&puHistoryScope=2`)
  await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1))
  return { includes, seen }
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark)
const signIn = (page: Page) =>
  page.evaluate(() =>
    window.pu.submit('signIn').then(
      (done) => String(done),
      (e: Error) => e.message,
    ),
  )
const pageRequests = (seen: Seen[]) => seen.filter((s) => s.targets.join() === 'pageContent')

test.describe('reload: an answer with X-PU-Reload refreshes the frame parts and the main region', () => {
  test('another page: include with returnTo and flags, the page pushed, focus and announcement, no full load', async ({ page, problems }) => {
    const { includes, seen } = await setup(page, {
      reload: () => ({ frame: ['userMenu', 'userLists', 'userListsRwd'], flags: ['updatedCart'], page: `${ACCOUNT}?tab=orders`, focus: 'userMenuName', announce: ANNOUNCE }),
    })
    const entries = await page.evaluate(() => history.length)
    expect(await signIn(page)).toBe('true')
    await expect(page.locator('#userMenuName')).toHaveText('Jana')
    await expect(page.locator('#userLists .state')).toHaveText('lists 1')
    await expect(page.locator('#pageContent .state')).toHaveText('content ?tab=orders')

    const login = seen.find((s) => s.url.pathname === '/fixtures/login')!
    expect([login.method, login.targets]).toEqual(['POST', ['userMenu']])
    expect(includes).toHaveLength(1)
    const include = new URL(includes[0]!.url())
    expect(include.pathname).toBe('/qf/cs/ramjet/include')
    expect([...include.searchParams]).toEqual([
      ['returnTo', `${PATH}?a=1`],
      ['updatedCart', '1'],
    ])
    expect(includes[0]!.method()).toBe('GET')
    expect(await includes[0]!.headerValue('x-pu-target'), 'frame parts the page lacks are not asked').toBe('userMenu,userLists')

    expect(pageRequests(seen).map((s) => s.url.pathname + s.url.search)).toEqual([`${ACCOUNT}?tab=orders`])
    expect(await page.evaluate(() => history.length)).toBe(entries + 1)
    const address = new URL(page.url())
    expect(address.pathname).toBe(ACCOUNT)
    expect(JSON.parse(address.searchParams.get('pu')!)).toEqual({ requestTarget: 'pageContent', target: 'pageContent', url: `${ACCOUNT}?tab=orders` })

    await expect(page.locator('#userMenuName')).toBeFocused()
    await expect(page.locator('#userMenuName')).toHaveAttribute('tabindex', '-1')
    await expect(page.locator('#liveRegion')).toHaveText(ANNOUNCE)
    expect(await marker(page), 'no full page load').toBe(1)
    expect(seen.filter((s) => s.targets.length === 0), 'one full load: the first').toHaveLength(1)
    expect(problems.summary()).toEqual([])
  })

  test('the current page: history replaced; a focusable element keeps its tabindex', async ({ page }) => {
    const { includes, seen } = await setup(page, {
      reload: (current) => ({ frame: ['userMenu'], page: current.pathname + current.search, focus: 'userMenuLink', announce: ANNOUNCE }),
    })
    const entries = await page.evaluate(() => history.length)
    await page.locator('#signIn').click()
    await expect(page.locator('#userMenuLink')).toBeFocused()
    expect(await page.locator('#userMenuLink').getAttribute('tabindex')).toBeNull()
    await expect(page.locator('#pageContent .state')).toHaveText('content ?a=1&puHistoryScope=2')
    expect(await page.evaluate(() => history.length)).toBe(entries)
    expect(new URL(page.url()).searchParams.get('a')).toBe('1')
    expect(await includes[0]!.headerValue('x-pu-target')).toBe('userMenu')
    expect(pageRequests(seen)).toHaveLength(1)
    await expect(page.locator('#liveRegion')).toHaveText(ANNOUNCE)
    expect(await marker(page)).toBe(1)
  })

  test('a failed include is reported like any update error, once; complete says hasError', async ({ page, problems }) => {
    await setup(page, { reload: () => ({ frame: ['userMenu'], focus: 'userMenuName', announce: ANNOUNCE }), includeStatus: 500 })
    const outcome = await page.evaluate(async () => {
      const seen: boolean[] = []
      document.addEventListener('pu:update:complete', (e) => seen.push((e as CustomEvent<{ hasError: boolean }>).detail.hasError))
      const result = await window.pu.submit('signIn').then(
        () => 'resolved',
        (e: Error) => e.message,
      )
      return { result, seen }
    })
    const message = 'Server returned HTTP: 500 (no partial update performed)'
    // The include's complete, then the login's.
    expect(outcome).toEqual({ result: message, seen: [true, true] })
    const logged = problems.consoleErrors.map((m) => m.text()).filter((t) => !t.startsWith('Failed to load resource'))
    expect(logged).toEqual([message])
    await expect(page.locator('#liveRegion')).not.toHaveText(ANNOUNCE)
    expect(await marker(page)).toBe(1)
  })
})
