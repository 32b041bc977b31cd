/**
 * Every page type in both languages at desktop width, and in Czech at phone width, passes axe (every WCAG 2.0/2.1
 * A and AA rule, experimental ones included) and IBM's accessibility-checker-engine (WCAG 2.1
 * ruleset, violations only): support/a11y.ts says what is left out and why. The open states of
 * the header are checked in header.spec.ts.
 */
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { LANGS, locate, PAGE_TYPES } from './support/site.js'

for (const width of [1280, 375]) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    // At the phone width one language: the two languages share every template, and the desktop
    // width checks both (CI's time is the suite's scarcest resource).
    for (const lang of width === 375 ? LANGS.filter((l) => l === 'cs') : LANGS) {
      for (const type of PAGE_TYPES) {
        test(`accessibility: ${type} (${lang}) has no violation in either engine`, async ({ page }) => {
          const target = await locate(page, type, lang)
          const response = await page.goto(target.url)
          expect(response?.status()).toBe(target.status)
          const violations = await accessibilityViolations(page)
          expect(violations, violations.join('\n')).toEqual([])
        })
      }
    }
  })
}
