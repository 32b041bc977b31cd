/**
 * The broken internal links report in Chromium (issue 25 "Addresses", ADR 100), with JavaScript
 * and without, as the chief editor: a news item written and published through the real form links
 * an address of the site where nothing is; the report, opened from the administration's navigation
 * and filtered to news, lists that link with its text, target and reason; its item link opens the
 * item's edit form. Axe on the report; nothing wider than the screen at 375 and 1280 px.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { openAdminPart, signInToAdmin } from './support/admin.js'
import { expect, test } from './support/fixtures.js'

type Lang = 'cs' | 'en'

const T = {
  cs: {
    news: 'Aktuality', add: 'Přidat', title: 'Titulek', perex: 'Perex', save: 'Uložit koncept', publish: 'Publikovat', newRow: 'Nový blok', type: 'Druh bloku', text: 'Text',
    paragraph: 'Odstavec', created: 'Koncept je vytvořen.', published: 'Publikováno. Změna je na webu.',
    report: 'Nefunkční odkazy', kind: 'Druh položky', show: 'Zobrazit', nowhere: 'adresa nevede nikam',
  },
  en: {
    news: 'News', add: 'Add', title: 'Title', perex: 'Summary', save: 'Save draft', publish: 'Publish', newRow: 'New block', type: 'Block type', text: 'Text',
    paragraph: 'Paragraph', created: 'The draft is created.', published: 'Published. The change is on the site.',
    report: 'Broken links', kind: 'Kind of item', show: 'Show', nowhere: 'address leads nowhere',
  },
} as const

const CHIEF = 'redakce@example.cz'

/** Writes and publishes a news item whose paragraph links a site address where nothing is; its title and that address. */
async function publishBrokenLink(page: Page, lang: Lang, js: boolean) {
  const t = T[lang]
  const word = `${Date.now().toString(36)}${js ? 'j' : 'n'}`
  const title = lang === 'cs' ? `Ztracený odkaz ${word}` : `Lost link ${word}`
  const address = `/qf/${lang}/nic-tu-neni-${word}`
  await openAdminPart(page, lang, t.news)
  await page.getByRole('link', { name: t.add, exact: true }).click()
  await page.getByLabel(t.title, { exact: true }).fill(title)
  await page.getByLabel(t.perex, { exact: true }).fill(`${title}.`)
  const row = page.getByRole('group', { name: t.newRow, exact: true })
  await row.getByLabel(t.type).selectOption({ label: t.paragraph })
  // The body's markup: without script in the row's text field; with script that field is the
  // rich-text editor (ADR 099) over a hidden textarea, which takes the markup as a script would.
  const area = row.locator('textarea')
  const markup = `Podrobnosti [v rozpisu](${address}).`
  if (await area.isVisible()) await area.fill(markup)
  else await area.evaluate((el, value) => ((el as HTMLTextAreaElement).value = value), markup)
  await page.getByRole('button', { name: t.save, exact: true }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.created)
  await page.getByRole('button', { name: t.publish, exact: true }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.published)
  return { title, address }
}

async function reportFlow(page: Page, lang: Lang, js: boolean) {
  const t = T[lang]
  await signInToAdmin(page, lang, CHIEF)
  const { title, address } = await publishBrokenLink(page, lang, js)
  await openAdminPart(page, lang, t.report)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t.report)
  await page.getByLabel(t.kind).selectOption('news')
  await page.getByRole('button', { name: t.show, exact: true }).click()
  await expect(page).toHaveURL(/kind=news/)
  // The newest item leads the list.
  const row = page.locator('#brokenLinks tbody tr', { has: page.getByRole('link', { name: title, exact: true }) })
  await expect(row).toHaveCount(1)
  await expect(row.locator('td').nth(1)).toHaveText('v rozpisu')
  await expect(row.locator('td').nth(2)).toHaveText(address)
  await expect(row.locator('td').nth(3)).toHaveText(t.nowhere)
  // Axe runs in the page: only with JavaScript (the plain run checks the same markup).
  if (js) expect(await accessibilityViolations(page)).toEqual([])
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `test-results/broken-links-${lang}-${js ? 'js' : 'nojs'}-${width}.png`, fullPage: true })
  }
  await row.getByRole('link', { name: title, exact: true }).click()
  await expect(page.getByLabel(t.title, { exact: true })).toHaveValue(title)
}

test.describe('broken links: the report lists a link an editor typed to nowhere', () => {
  test.describe('with JavaScript', () => {
    test('in Czech', async ({ page }) => reportFlow(page, 'cs', true))
    test('in English', async ({ page }) => reportFlow(page, 'en', true))
  })
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('in Czech', async ({ page }) => reportFlow(page, 'cs', false))
  })
})
