/**
 * Every page type in both languages, as a visitor meets it, at desktop width: the heading, the
 * language, the skip link, the header and its search, then both accessibility engines — axe (every
 * WCAG 2.0/2.1/2.2 A and AA rule, experimental ones included) and IBM's
 * accessibility-checker-engine (WCAG 2.1 ruleset, violations only; support/a11y.ts says what is
 * left out and why) — and last the language switch, to the same page in the other language and
 * back. At phone width the engines again, in Czech only: the two languages share every template.
 * One visit per page does all of it (CI's time is the suite's scarcest resource). The open states
 * of the header are checked in header.spec.ts, the fit of every width in fit.spec.ts.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { ESHOP_TYPES, LANGS, locate, PAGE_TYPES, routes, type Lang, type PageType } from './support/site.js'

/** The heading, the language, the skip link and the header's parts of the page shown. */
async function expectPageFrame(page: Page, type: PageType, lang: Lang, heading: string | undefined) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  const h1 = page.locator('h1#mainContent')
  await expect(h1).toHaveCount(1)
  await expect(h1).toBeVisible()
  if (heading) await expect(h1).toHaveText(heading)
  expect(await page.title()).toContain((await h1.innerText()).trim())

  await expect(page.locator('a.skip-link').first()).toHaveAttribute('href', '#mainContent')

  await expect(page.locator('#pageHeader .logo')).toHaveAttribute('href', routes.home[lang])
  await expect(page.locator('#mainNav .main-nav__link').first()).toBeVisible()
  await expect(page.locator('#pageHeader details:has(> #mainNav) > summary.menu-toggle')).toHaveCount(1)
  await expect(page.locator('#pageHeader .lang-switch')).toBeVisible()
  await expect(page.locator('#pageHeader .user-tools')).toBeVisible()
  const search = page.locator('#headerSearch')
  const scopes = search.locator('input[type="radio"][name="searchScope"]')
  await expect(scopes).toHaveCount(3)
  expect(await scopes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(['web', 'documents', 'eshop'])
  await expect(search.locator(`input[value="${ESHOP_TYPES.has(type) ? 'eshop' : 'web'}"]`)).toBeChecked()
  await expect(search.locator('select#headerSearchCategory')).toHaveCount(1)
  await expect(search.locator('input#headerSearchQuery')).toHaveCount(1)
  await expect(search.locator('button[type="submit"]')).toHaveCount(1)
  await expect(search.locator('#headerSearchResults')).toHaveCount(1)
}

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  for (const lang of LANGS) {
    const other = lang === 'cs' ? 'en' : 'cs'
    for (const type of PAGE_TYPES) {
      test(`pages: ${type} (${lang}) shows its heading and header, has no violation in either engine, and switches language`, async ({ page, problems }) => {
        const target = await locate(page, type, lang)
        const response = await page.goto(target.url)
        expect(response?.status(), `status of ${target.url}`).toBe(target.status)
        await expectPageFrame(page, type, lang, target.heading)

        const violations = await accessibilityViolations(page)
        expect(violations, violations.join('\n')).toEqual([])

        // The language switch leads to the same page in the other language, whose switch leads back.
        const here = new URL(page.url()).pathname + new URL(page.url()).search
        await page.locator('#pageHeader .lang-switch').click()
        await expect(page.locator('html')).toHaveAttribute('lang', other)
        if (type === 'notFound') {
          expect(new URL(page.url()).pathname).toBe(routes.home[other])
        } else {
          await expect(page.locator('#pageHeader .lang-switch')).toHaveAttribute('href', here)
        }

        // Chromium reports the 404 document itself as a failed resource.
        expect(problems.summary(type === 'notFound' ? /Failed to load resource.*404/ : undefined)).toEqual([])
      })
    }
  }
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 900 } })

  for (const type of PAGE_TYPES) {
    test(`accessibility: ${type} (cs) at 375 px has no violation in either engine`, async ({ page }) => {
      const target = await locate(page, type, 'cs')
      const response = await page.goto(target.url)
      expect(response?.status()).toBe(target.status)
      const violations = await accessibilityViolations(page)
      expect(violations, violations.join('\n')).toEqual([])
    })
  }
})
