/**
 * The Nu HTML checker (vnu.jar) finds no error in the served HTML of any page type in either
 * language. All documents go to one JVM run: its start-up is the slow part.
 */
import { expect, test } from './support/fixtures.js'
import { LANGS, locate, PAGE_TYPES } from './support/site.js'
import { vnuErrors } from './support/vnu.js'

test('html: the Nu HTML checker finds no error on any page type in either language', async ({ page }) => {
  test.setTimeout(180_000)
  const documents: [string, string][] = []
  for (const lang of LANGS) {
    for (const type of PAGE_TYPES) {
      const target = await locate(page, type, lang)
      const response = await page.request.get(target.url)
      expect(response.status(), target.url).toBe(target.status)
      documents.push([`${type}-${lang}`, await response.text()])
    }
  }
  const { errors, reported, status } = vnuErrors(documents)
  expect(errors, errors.join('\n')).toEqual([])
  // 1 when it reported anything, the forgiven message included; anything else is a failed run.
  expect(status).toBe(reported === 0 ? 0 : 1)
})
