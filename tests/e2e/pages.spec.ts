/**
 * Every page type in both languages, as a visitor sees it: the heading, the language, the
 * skip link, the language switch and the header (accessibility.spec.ts checks the same pages
 * with axe and IBM's engine).
 */
import { expect, test } from './support/fixtures.js'
import { ESHOP_TYPES, LANGS, locate, PAGE_TYPES, routes } from './support/site.js'

for (const lang of LANGS) {
  const other = lang === 'cs' ? 'en' : 'cs'
  for (const type of PAGE_TYPES) {
    test(`pages: ${type} (${lang}) shows its heading, header and language switch`, async ({ page, problems }) => {
      const target = await locate(page, type, lang)
      const response = await page.goto(target.url)
      expect(response?.status(), `status of ${target.url}`).toBe(target.status)

      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      const heading = page.locator('h1#mainContent')
      await expect(heading).toHaveCount(1)
      await expect(heading).toBeVisible()
      if (target.heading) await expect(heading).toHaveText(target.heading)
      expect(await page.title()).toContain((await heading.innerText()).trim())

      await expect(page.locator('a.skip-link').first()).toHaveAttribute('href', '#mainContent')

      // Header parts.
      await expect(page.locator('#pageHeader .logo')).toHaveAttribute('href', routes.home[lang])
      await expect(page.locator('#mainNav .main-nav__link').first()).toBeVisible()
      await expect(page.locator('#pageHeader details:has(> #mainNav) > summary.menu-toggle')).toHaveCount(1)
      await expect(page.locator('#pageHeader .lang-switch')).toBeVisible()
      await expect(page.locator('#pageHeader .user-tools')).toBeVisible()
      const search = page.locator('#headerSearch')
      const scopes = search.locator('input[type="radio"][name="searchScope"]')
      await expect(scopes).toHaveCount(3)
      expect(await scopes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([
        'web',
        'documents',
        'eshop',
      ])
      await expect(search.locator(`input[value="${ESHOP_TYPES.has(type) ? 'eshop' : 'web'}"]`)).toBeChecked()
      await expect(search.locator('select#headerSearchCategory')).toHaveCount(1)
      await expect(search.locator('input#headerSearchQuery')).toHaveCount(1)
      await expect(search.locator('button[type="submit"]')).toHaveCount(1)
      await expect(search.locator('#headerSearchResults')).toHaveCount(1)

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
