/**
 * Forms (spec 000 §3–§5, §9): urlencoded or multipart by the file inputs and the declared
 * encoding, pick/omit/data, change-driven updates only on a changed value and never from
 * nameless fields, the 300 ms debounce, the changed-form flag and its change-detection callback.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.js'
import { fakeClock, fixture, type Seen } from './fixtures/partial.js'

const AREA = `<div id="area" data-pu-target="area">
  <form id="files" method="post" action="/fixtures/echo"><input type="file" name="doc"><input name="t" value="1"><button id="filesGo">Send</button></form>
  <form id="widgetFiles" method="post" action="/fixtures/echo"><div class="upload-widget"><input type="file" name="doc"></div><input name="t" value="1"><button id="widgetGo">Send</button></form>
  <form id="enc" method="post" enctype="multipart/form-data" action="/fixtures/echo"><input name="t" value="1"><button id="encGo">Send</button></form>
  <form id="noUpload" method="post" action="/fixtures/echo" data-pu-no-file-upload><input type="file" name="doc"><input name="t" value="1"><button id="noUploadGo">Send</button></form>
  <form id="noUploadLong" method="post" action="/fixtures/echo" data-partial-update-no-file-upload><input type="file" name="doc"><input name="t" value="1"><button id="noUploadLongGo">Send</button></form>
  <form id="fields" method="post" action="/fixtures/echo"><input name="frm.a" value="1"><input name="frm.b" value="2"><input name="c" value="3"></form>
</div>`

const EDITOR = `<div id="editor" data-pu-target="editor" data-pu-forms-changes-detection="true">
  <form id="edit" method="post" action="/fixtures/edit"><input id="title" name="title" value="old"><div data-pu-ignore-changes><input id="note" name="note"></div><button id="save">Save</button></form>
  <form id="comment" action="/fixtures/comment"><input id="text" name="text" value=""></form>
  <a id="leave" href="/fixtures/editor?page=2">next</a>
</div>`

const BODY = `<main id="pageContent"><h1>Forms</h1>${AREA}
<div id="results"><p class="state">results 0</p></div>
<form id="filter" action="/fixtures/filter">
  <input id="q" name="q" value="a" data-pu-event="change" data-pu-target="results">
  <input id="live" name="live" value="" data-pu-event="debounce" data-pu-target="results">
  <input id="nameless" value="" data-pu-event="change" data-pu-target="results">
  <select id="sel" name="sel" data-pu-event="change" data-pu-target="results"><option>x</option><option>y</option></select>
  <input id="keys" name="keys" data-pu-event="keyup" data-pu-target="results">
</form>
${EDITOR}</main>`

async function open(page: Page): Promise<Seen[]> {
  let n = 0
  return fixture(page, 'forms', BODY, (seen) => {
    n++
    if (seen.targets[0] === 'area') return { body: AREA }
    if (seen.targets[0] === 'editor') return { body: EDITOR.replace('value="old"', `value="new ${n}"`) }
    return { body: `<div id="results"><p class="state">results ${n}</p></div>` }
  })
}

const partial = (seen: Seen[]) => seen.filter((s) => s.targets.length > 0)

test.describe('forms: encoding', () => {
  for (const [button, multipart] of [
    ['#filesGo', true],
    ['#widgetGo', false],
    ['#encGo', true],
    ['#noUploadGo', false],
    ['#noUploadLongGo', false],
  ] as const)
    test(`${button.slice(1)} is sent ${multipart ? 'as multipart' : 'urlencoded'}`, async ({ page }) => {
      const seen = await open(page)
      await page.locator(button).click()
      await expect.poll(() => partial(seen).length).toBe(1)
      const sent = partial(seen)[0]!
      expect(sent.method).toBe('POST')
      if (multipart) {
        expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/)
        expect(sent.body).toContain('name="t"')
      } else {
        expect(sent.contentType).toMatch(/^application\/x-www-form-urlencoded/)
        expect(sent.body).toMatch(/(^|&)t=1(&|$)/)
        // A file field outside the widget sends its file name, as a native urlencoded form does.
        expect(sent.body.includes('doc=')).toBe(button.startsWith('#noUpload'))
      }
    })

  test('pick, omit, data and dataMerge shape the sent fields', async ({ page }) => {
    const seen = await open(page)
    await page.evaluate(async () => {
      await window.pu.submit('fields', { pick: ['frm.a', 'c'] })
      await window.pu.submit('fields', { omit: ['frm.a'], data: 'c=9&d=4' })
      await window.pu.submit('fields', { data: { only: 1 }, dataMerge: false })
    })
    expect(partial(seen).map((s) => s.body)).toEqual(['frm.a=1&c=3', 'frm.b=2&formId=fields&c=9&d=4', 'only=1'])
  })
})

test.describe('forms: change-driven updates', () => {
  test('a text field triggers only when its value changed', async ({ page }) => {
    const seen = await open(page)
    const q = page.locator('#q')
    await q.fill('a')
    await q.dispatchEvent('change')
    expect(partial(seen)).toHaveLength(0)
    await q.fill('b')
    await q.dispatchEvent('change')
    await expect(page.locator('#results .state')).not.toHaveText('results 0')
    expect(partial(seen)).toHaveLength(1)
    const sent = partial(seen)[0]!
    expect(sent.targets).toEqual(['results'])
    expect(Object.fromEntries(sent.url.searchParams)).toMatchObject({ q: 'b', sel: 'x', formId: 'filter', puEventName: 'change' })
    await q.dispatchEvent('change')
    await page.locator('#keys').press('ArrowLeft')
    await page.waitForTimeout(200)
    expect(partial(seen), 'same value again, and a key that changes nothing').toHaveLength(1)
  })

  test('a field without a name never triggers; a select always does', async ({ page }) => {
    const seen = await open(page)
    await page.locator('#nameless').fill('x')
    await page.locator('#nameless').dispatchEvent('change')
    await page.waitForTimeout(200)
    expect(partial(seen)).toHaveLength(0)
    await page.locator('#sel').selectOption('y')
    await expect.poll(() => partial(seen).length).toBe(1)
    expect(partial(seen)[0]!.url.searchParams.get('sel')).toBe('y')
  })

  test('debounce waits 300 ms after the last input', async ({ page }) => {
    const pause = await fakeClock(page)
    const seen = await open(page)
    await pause()
    await page.locator('#live').pressSequentially('xyz')
    await page.clock.runFor(299)
    expect(partial(seen)).toHaveLength(0)
    await page.clock.runFor(2)
    await expect.poll(() => partial(seen).length).toBe(1)
    expect(Object.fromEntries(partial(seen)[0]!.url.searchParams)).toMatchObject({ live: 'xyz', puEventName: 'debounce' })
  })
})

/** Records the change-detection callback's forms in `window.__changed` (and its proceed). */
async function recordFormChanged(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __changed: string[]; __proceed?: () => Promise<boolean> }
    w.__changed = []
    window.pu.config.onFormChanged = ({ form, proceed }) => {
      w.__changed.push(form.id)
      w.__proceed = proceed
    }
  })
}
const formChangedCalls = (page: Page) => page.evaluate(() => (window as unknown as { __changed: string[] }).__changed)

async function edit(page: Page, field: string, value: string) {
  await page.locator(field).fill(value)
  await page.locator(field).dispatchEvent('change')
}

test.describe('forms: changed-form flag', () => {
  test('set on the first change, not from an ignore-changes area, cleared per form', async ({ page }) => {
    await open(page)
    const changed = () => page.evaluate(() => window.pu.isFormChanged(document.getElementById('edit') as HTMLFormElement))
    expect(await changed()).toBe(false)
    await page.locator('#note').fill('ignored')
    await page.locator('#note').dispatchEvent('change')
    expect(await changed()).toBe(false)
    await page.locator('#title').fill('edited')
    await page.locator('#title').dispatchEvent('change')
    expect(await changed()).toBe(true)
    await page.evaluate(() => window.pu.clearFormChanged(document.getElementById('edit') as HTMLFormElement))
    expect(await changed()).toBe(false)
  })

  test('with formsChangesDetection the callback runs instead of the update; proceed updates', async ({ page }) => {
    const seen = await open(page)
    await recordFormChanged(page)
    await page.locator('#leave').click()
    await expect(page.locator('#title')).toHaveValue(/^new /)
    expect(partial(seen)).toHaveLength(1)

    await page.locator('#title').fill('edited')
    await page.locator('#title').dispatchEvent('change')
    await page.locator('#leave').click()
    await page.waitForTimeout(200)
    expect(partial(seen), 'no request while the form holds changes').toHaveLength(1)
    expect(await page.evaluate(() => (window as unknown as { __changed: string[] }).__changed)).toEqual(['edit'])
    await expect(page.locator('#title')).toHaveValue('edited')
    expect(await page.evaluate(() => (window as unknown as { __proceed: () => Promise<boolean> }).__proceed())).toBe(true)
    await expect(page.locator('#title')).toHaveValue(/^new /)
    expect(partial(seen)).toHaveLength(2)
  })

  test('submitting the changed form saves it: the request goes out, no callback, and its flag is cleared', async ({ page }) => {
    const seen = await open(page)
    await recordFormChanged(page)
    await edit(page, '#title', 'edited')
    await page.locator('#save').click()
    await expect(page.locator('#title')).toHaveValue(/^new /)
    expect(partial(seen).map((s) => [s.method, s.targets.join(), s.body])).toEqual([['POST', 'editor', 'title=edited&note=&formId=edit']])
    expect(await formChangedCalls(page)).toEqual([])

    // Saved into another target, the form stays in the page: its flag is cleared after success.
    await edit(page, '#title', 'again')
    const changed = () => page.evaluate(() => window.pu.isFormChanged(document.getElementById('edit') as HTMLFormElement))
    expect(await changed()).toBe(true)
    expect(await page.evaluate(() => window.pu.submit('edit', { target: ['results'] }))).toBe(true)
    expect(await changed()).toBe(false)
    expect(await formChangedCalls(page)).toEqual([])
  })

  test('another changed form in the target still stops a link and a submit of the other form', async ({ page }) => {
    const seen = await open(page)
    await recordFormChanged(page)
    await edit(page, '#text', 'unsent comment')
    await page.locator('#leave').click()
    await page.waitForTimeout(200)
    expect(await formChangedCalls(page)).toEqual(['comment'])
    await edit(page, '#title', 'edited')
    await page.locator('#save').click()
    await page.waitForTimeout(200)
    expect(await formChangedCalls(page), 'saving #edit would lose the comment').toEqual(['comment', 'comment'])
    expect(partial(seen)).toHaveLength(0)
    await expect(page.locator('#title')).toHaveValue('edited')
  })
})
