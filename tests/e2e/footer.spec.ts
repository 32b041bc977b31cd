/**
 * The footer on every page: the university's contacts, the accessibility statement, the privacy
 * notice, cookie settings (with script they open the consent settings: consent.spec.ts; without
 * it they lead to the privacy notice's cookie section), the sitemap and the
 * social networks; each link leads to a real page in the visitor's language.
 */
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { LANGS, routes } from './support/site.js'

const expected = {
  cs: {
    accessibility: ['Prohlášení o přístupnosti', '/qf/cs/o-univerzite/prohlaseni-o-pristupnosti'],
    privacy: ['Ochrana osobních údajů', '/qf/cs/o-univerzite/ochrana-osobnich-udaju'],
    cookies: ['Nastavení cookies', '/qf/cs/o-univerzite/ochrana-osobnich-udaju#soubory-cookie'],
    statementHeadings: ['Stav souladu', 'Nepřístupný obsah', 'Vypracování prohlášení', 'Zpětná vazba a kontaktní údaje', 'Postupy pro prosazování práva'],
    privacyHeadings: ['Správce osobních údajů', 'Pověřenec pro ochranu osobních údajů', 'Účely a právní základy zpracování', 'Příjemci osobních údajů', 'Doba uložení', 'Vaše práva', 'Soubory cookie'],
  },
  en: {
    accessibility: ['Accessibility statement', '/qf/en/about/accessibility-statement'],
    privacy: ['Privacy notice', '/qf/en/about/privacy'],
    cookies: ['Cookie settings', '/qf/en/about/privacy#cookies'],
    statementHeadings: ['Compliance status', 'Non-accessible content', 'Preparation of this statement', 'Feedback and contact information', 'Enforcement procedure'],
    privacyHeadings: ['Data controller', 'Data protection officer', 'Purposes and legal bases', 'Recipients', 'Retention', 'Your rights', 'Cookies'],
  },
} as const

for (const lang of LANGS) {
  test.describe(`footer (${lang})`, () => {
    test('shows the contacts of the fact base and links the statements, the sitemap and social networks', async ({ page }) => {
      await page.goto(routes.home[lang])
      const footer = page.locator('footer.page-footer')
      await expect(footer.locator('.phone-number')).toHaveText('+420 493 331 111')
      await expect(footer.locator('a[href="mailto:info@qfu.example.cz"]')).toBeVisible()
      await expect(footer).toContainText('Náměstí Svobody 301/12')
      for (const key of ['accessibility', 'privacy', 'cookies'] as const) {
        const [name, href] = expected[lang][key]
        await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      }
      // The site map for people, not the raw XML.
      await expect(footer.locator('a[href="/sitemap.xml"]')).toHaveCount(0)
      await expect(footer.locator(`a[href="${lang === 'cs' ? '/qf/cs/mapa-stranek' : '/qf/en/site-map'}"]`)).toHaveCount(1)
      const social = await footer.locator('.page-footer__social a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
      expect(social).toHaveLength(4)
      for (const href of social) expect(href).toMatch(/^https:\/\//)
    })

    test('the accessibility statement is a real page in the form the Czech act requires', async ({ page, problems }) => {
      await page.goto(routes.home[lang])
      await page.locator('footer').getByRole('link', { name: expected[lang].accessibility[0], exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${expected[lang].accessibility[1]}$`))
      await expect(page.locator('h1')).toHaveText(lang === 'cs' ? 'Prohlášení o přístupnosti' : 'Accessibility Statement')
      const headings = await page.locator('main h2').allInnerTexts()
      for (const h of expected[lang].statementHeadings) expect(headings).toContain(h)
      await expect(page.locator('main')).toContainText('99/2019')
      await expect(page.locator('main')).toContainText('pristupnost@qfu.example.cz')
      expect(await accessibilityViolations(page)).toEqual([])
      expect(problems.summary()).toEqual([])
    })

    test('without script, cookie settings lead to the privacy notice’s cookie section, which is focusable from the keyboard', async ({ browser }) => {
      const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
      await page.goto(routes.documents[lang])
      const link = page.locator('#footerCookieSettings')
      await link.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${expected[lang].cookies[1]}$`))
      const [, anchor] = expected[lang].cookies[1].split('#')
      await expect(page.locator(`#${anchor} h2`)).toHaveText(expected[lang].privacyHeadings.at(-1)!)
      const headings = await page.locator('main h2').allInnerTexts()
      for (const h of expected[lang].privacyHeadings) expect(headings).toContain(h)
    })
  })
}

test('the footer fits a 375 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(routes.home.cs)
  const overflow = await page.locator('footer.page-footer').evaluate((f) => f.scrollWidth - f.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
