/**
 * Web actions from elements (spec 000 §8): `data-pu-action` runs the named action on a click;
 * before `pu.connect` that throws the spec's Czech error, after it the connected function runs,
 * a name nobody connected logs `Unknown action`. The runtime's own `backToTop` needs no connect
 * (navigation-scroll.spec.ts uses it on real pages). Here a page's script (the test, in its
 * stead) puts its own action elements into a real content page and connects its actions there.
 */
import { expect, test } from './support/fixtures.js'
import { STATEMENT } from './support/scrolling.js'

const ELEMENTS = `<button id="greet" type="button" data-pu-action="greet">greet</button>
<a id="nobody" href="/qf/en/news" data-pu-action="nobody">nobody</a>`

test('web actions: Czech error before connect, the connected action after, Unknown action for another name', async ({ page, problems }) => {
  await page.goto(STATEMENT.en)
  await page.waitForFunction(() => typeof window.pu?.connect === 'function')
  await page.locator('#pageContent h1').evaluate((h1, html) => h1.insertAdjacentHTML('afterend', html), ELEMENTS)
  await page.locator('#greet').click()
  await expect.poll(() => problems.pageErrors.map((e) => e.message)).toEqual(['Webové akce nejsou nastaveny. Nejprve zavolejte funkci connect.'])
  await page.evaluate(() => {
    const w = window as unknown as { __ran: unknown[] }
    w.__ran = []
    window.pu.connect({ greet: (detail) => w.__ran.push((detail as { element: Element }).element.id) })
  })
  await page.locator('#greet').click()
  expect(await page.evaluate(() => (window as unknown as { __ran: unknown[] }).__ran)).toEqual(['greet'])
  await page.locator('#nobody').click()
  await expect.poll(() => problems.consoleErrors.map((m) => m.text()).at(-1)).toBe('Unknown action nobody')
  // The link with an action is not followed.
  expect(new URL(page.url()).pathname).toBe(STATEMENT.en)
  // Prototype names are nobody's actions either.
  await page.evaluate(() => document.getElementById('nobody')!.setAttribute('data-pu-action', '__proto__'))
  await page.locator('#nobody').click()
  await expect.poll(() => problems.consoleErrors.map((m) => m.text()).at(-1)).toBe('Unknown action __proto__')
  expect(new URL(page.url()).pathname).toBe(STATEMENT.en)
})
