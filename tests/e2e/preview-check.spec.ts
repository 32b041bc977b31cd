/**
 * The preview's accessibility check (ADR 098) when the draft has a problem: the chief editor opens
 * a news item's preview whose content (made faulty here, on its way to the browser) holds an image
 * without a text alternative and a link without a name; the banner lists both rules with how
 * serious they are, and the findings list itself passes axe. The page is the real preview: only
 * its HTML is changed in transit, as an editor's faulty content would change it.
 */
import { accessibilityViolations } from './support/a11y.js'
import { openAdminPart, signInToAdmin } from './support/admin.js'
import { expect, test } from './support/fixtures.js'

test('a faulty draft: the preview banner lists what the check found', async ({ page }) => {
  test.setTimeout(120_000)
  await signInToAdmin(page, 'cs', 'redakce@example.cz')
  await openAdminPart(page, 'cs', 'Aktuality')
  // A Czech item (a row in another language than the administration's carries its lang): which
  // item is newest depends on the day the seed ran.
  await page.locator('table a[href*="/sprava/aktuality/"]:not([lang])').first().click()
  await expect(page.locator('h1')).toBeVisible()
  const preview = `${new URL(page.url()).pathname}/nahled`
  await page.route(`**${preview}`, async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace('<h1 ', '<img src="/build/missing.png" width="40" height="40"><a href="/qf/cs/uvod"></a><h1 ')
    await route.fulfill({ response, body: html })
  })
  await page.goto(preview)
  const check = page.locator('#previewCheck')
  await expect(check).toHaveAttribute('data-state', 'found', { timeout: 30_000 })
  await expect(check.getByRole('status')).toContainText('Kontrola přístupnosti (WCAG 2.2 A a AA) našla v náhledu problémy (2)')
  await expect(check.locator('li[data-rule="image-alt"]')).toContainText('Kritické:')
  await expect(check.locator('li[data-rule="link-name"]')).toContainText('Závažné:')
  await page.screenshot({ path: 'test-results/e2e/preview-check-found.png' })
  // The findings themselves are accessible: only the two planted faults are reported.
  const found = await accessibilityViolations(page)
  expect(found.every((v) => /image-alt|link-name|img_alt_valid|a_text_purpose/.test(v)), found.join('\n')).toBe(true)
})
