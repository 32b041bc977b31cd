import { axeViolations, aceViolations } from './support/a11y.js'
import { test } from './support/fixtures.js'
import { locate } from './support/site.js'
test('timing', async ({ page }) => {
  for (const type of ['home', 'category', 'programmes', 'content'] as const) {
    const target = await locate(page, type, 'cs')
    let t = Date.now(); await page.goto(target.url); const nav = Date.now() - t
    t = Date.now(); await axeViolations(page); const ax = Date.now() - t
    t = Date.now(); await aceViolations(page); const ac = Date.now() - t
    t = Date.now(); await aceViolations(page); const ac2 = Date.now() - t
    console.log(type, 'nav', nav, 'axe', ax, 'ace', ac, 'ace again', ac2)
  }
})
