/**
 * Interception (spec 000 §2.2): links inside an update container, and submits of forms in
 * one, run as partial updates; every listed exception stays native. Settings come from both
 * attribute prefixes; `url@area` adds the area to the targets.
 */
import { expect, test } from './support/fixtures.js'
import { fixture, regions, takenOver } from './fixtures/partial.js'

const LIST = (n: string) => `<div id="list" data-pu-target="list"><p class="state">page ${n}</p><a id="plain" href="/fixtures/list?page=${Number(n) + 1}">next</a></div>`
const SIDE = (n: string) => `<div id="side"><p class="state">side ${n}</p></div>`

const BODY = `<main id="pageContent"><h1>Interception</h1>
<div id="list" data-pu-target="list">
  <p class="state">page 1</p>
  <a id="plain" href="/fixtures/list?page=2">next</a>
  <a id="hash" href="#x">hash</a>
  <a id="js" href="javascript:void(0)">js</a>
  <a id="http" href="http://127.0.0.1/fixtures/list?page=9">http</a>
  <a id="https" href="https://example.invalid/">https</a>
  <a id="mail" href="mailto:a@example.invalid">mail</a>
  <a id="fb" href="filebrowser?x=1">file browser</a>
  <a id="tel" href="tel:+420123456789">tel</a>
  <a id="sms" href="sms:+420123456789">sms</a>
  <a id="data" href="data:text/plain,hello">data</a>
  <a id="ftp" href="ftp://127.0.0.1/fixtures/list?page=9">ftp</a>
  <a id="protocolRelative" href="//other.invalid/x">protocol-relative</a>
  <a id="blob" href="blob:">blob (of this origin, set by the test)</a>
  <a id="spacedJs" href=" JavaScript:void(0)">spaced js</a>
  <a id="tgt" href="/fixtures/list?page=3" target="_blank">new window</a>
  <a id="tree" class="tree-row" href="/fixtures/list?page=4">tree</a>
  <div data-pu-none><a id="none1" href="/fixtures/list?page=5">none</a></div>
  <div data-partial-update-none><a id="none2" href="/fixtures/list?page=5">none</a></div>
  <div class="no-partial-update"><a id="none3" href="/fixtures/list?page=5">none</a></div>
  <a id="own" href="/fixtures/list?page=6" data-pu-target="side">own target</a>
  <form id="f" method="post" action="/fixtures/list"><input name="q" value="v"><input name="frm.query" value="kniha"><button id="go" name="go" value="1">Send</button><button id="dis" name="dis" value="1" disabled>Off</button></form>
  <form id="getForm" action="/fixtures/list"><input name="page" value="7"><button id="getGo">Get</button></form>
  <div data-pu-none><form id="noneForm" action="/fixtures/list"><button id="noneGo">x</button></form></div>
</div>
<div id="side"><p class="state">side 0</p></div>
<form id="outside" action="/fixtures/outside"><input name="q"><button id="outsideGo">Search</button></form>
<a id="ownLong" href="/fixtures/list?page=8" data-partial-update-target="side">long prefix</a>
<a id="noTarget" href="/fixtures/list?page=9" data-pu-scroll="false">own setting without target</a>
<a id="area" href="/fixtures/ignored" data-pu-url="/fixtures/list@side?page=10" data-pu-target="list">area</a>
<a id="plainOutside" href="/fixtures/list?page=11">not in a container</a>
</main>`

const handler = regions((id, seen) => {
  const n = seen.url.searchParams.get('page') ?? (seen.method === 'POST' ? 'posted' : '?')
  return id === 'list' ? LIST(n) : id === 'side' ? SIDE(n) : null
})

test.describe('interception: links and forms in update containers', () => {
  test('a link in a container swaps the container and nothing else', async ({ page, problems }) => {
    const seen = await fixture(page, 'interception', BODY, handler)
    await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1))
    await page.locator('#plain').click()
    await expect(page.locator('#list .state')).toHaveText('page 2')
    await expect(page.locator('#side .state')).toHaveText('side 0')
    expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(1)
    const partial = seen.filter((s) => s.targets.length)
    expect(partial.map((s) => [s.targets.join(), s.url.search])).toEqual([['list', '?page=2']])
    // The swapped container is still one: its new link is intercepted too.
    await page.locator('#plain').click()
    await expect(page.locator('#list .state')).toHaveText('page 3')
    expect(problems.summary()).toEqual([])
  })

  for (const id of ['hash', 'js', 'http', 'https', 'mail', 'fb', 'tel', 'sms', 'data', 'ftp', 'protocolRelative', 'blob', 'spacedJs', 'tgt', 'tree', 'none1', 'none2', 'none3', 'plainOutside'])
    test(`stays native: #${id}`, async ({ page }) => {
      const seen = await fixture(page, 'interception', BODY, handler)
      await page.evaluate(() => document.getElementById('blob')!.setAttribute('href', `blob:${location.origin}/fixtures/list`))
      expect(await takenOver(page, `#${id}`)).toBe(false)
      expect(seen.filter((s) => s.targets.length)).toEqual([])
    })

  for (const [name, init] of [
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
  ] as const)
    test(`stays native: ${name}-click`, async ({ page }) => {
      await fixture(page, 'interception', BODY, handler)
      expect(await takenOver(page, '#plain', init)).toBe(false)
    })

  test('a link with its own target uses it, inside a container or not, with either prefix', async ({ page }) => {
    const seen = await fixture(page, 'interception', BODY, handler)
    await page.locator('#own').click()
    await expect(page.locator('#side .state')).toHaveText('side 6')
    await expect(page.locator('#list .state')).toHaveText('page 1')
    await page.locator('#ownLong').click()
    await expect(page.locator('#side .state')).toHaveText('side 8')
    expect(seen.filter((s) => s.targets.length).map((s) => s.targets.join())).toEqual(['side', 'side'])
  })

  test('url@area: the url is the part before @ and the area joins the targets', async ({ page }) => {
    const seen = await fixture(page, 'interception', BODY, handler)
    await page.locator('#area').click()
    await expect(page.locator('#side .state')).toHaveText('side 10')
    await expect(page.locator('#list .state')).toHaveText('page 10')
    const request = seen.find((s) => s.targets.length)!
    expect(request.targets).toEqual(['list', 'side'])
    expect(request.url.pathname + request.url.search).toBe('/fixtures/list?page=10')
  })

  test('a link with own settings but no target anywhere reports the Czech developer message', async ({ page, problems }) => {
    await fixture(page, 'interception', BODY, handler)
    expect(await takenOver(page, '#noTarget')).toBe(true)
    expect(problems.consoleErrors.map((m) => m.text())).toEqual(['Je nutné zadat id v atributu data-partial-update-target.'])
  })

  test('a submit in a container posts the form, with the button, frm. names and formId', async ({ page, problems }) => {
    const seen = await fixture(page, 'interception', BODY, handler)
    await page.locator('#go').click()
    await expect(page.locator('#list .state')).toHaveText('page posted')
    const post = seen.find((s) => s.method === 'POST')!
    expect(post.targets).toEqual(['list'])
    expect(post.contentType).toMatch(/^application\/x-www-form-urlencoded/)
    expect(post.body).toBe('q=v&frm.query=kniha&go=1&formId=f')
    expect(problems.summary()).toEqual([])
  })

  test('a GET form in a container sends its fields in the query', async ({ page }) => {
    const seen = await fixture(page, 'interception', BODY, handler)
    await page.locator('#getGo').click()
    await expect(page.locator('#list .state')).toHaveText('page 7')
    expect(seen.find((s) => s.targets.length)!.url.search).toBe('?page=7&formId=getForm')
  })

  test('stay native: a disabled submitter, a form outside containers, a form in a no-partial-update area', async ({ page }) => {
    const seen = await fixture(page, 'interception', BODY, handler)
    expect(await takenOver(page, '#dis')).toBe(false)
    expect(await takenOver(page, '#outside')).toBe(false)
    expect(await takenOver(page, '#noneForm')).toBe(false)
    expect(seen.filter((s) => s.targets.length)).toEqual([])
  })

  test('without a container the page link is a plain full load', async ({ page }) => {
    const seen = await fixture(page, 'interception', BODY, handler)
    await page.locator('#plainOutside').click()
    await expect(page.locator('#fullPage')).toBeVisible()
    expect(seen.filter((s) => s.targets.length)).toEqual([])
  })
})
