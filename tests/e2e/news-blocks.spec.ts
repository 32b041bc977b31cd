/**
 * News bodies as blocks in Chromium (issue 25, ADR 093), with JavaScript and without, as the
 * chief editor: a new item gets a heading, then a paragraph with bold text and a link to another
 * item, a table and a call-out, one row at a time, each saved; a heading that skips a level is
 * refused with its name; the draft is previewed and published and the public page shows the
 * blocks. Axe on the form, the refusal and the public page; screenshots at 375 and 1280 px.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { signInToAdmin, openAdminPart } from './support/admin.js'
import { expect, test } from './support/fixtures.js'

type Lang = 'cs' | 'en'

const T = {
  cs: {
    news: 'Aktuality', add: 'Přidat', title: 'Titulek', perex: 'Perex', save: 'Uložit koncept', preview: 'Náhled', publish: 'Publikovat',
    newRow: 'Nový blok', type: 'Druh bloku', text: 'Text', level: 'Úroveň nadpisu', tone: 'Druh upozornění', caption: 'Popisek (obrázku nebo tabulky)',
    heading: 'Nadpis', paragraph: 'Odstavec', table: 'Tabulka', callout: 'Zvýrazněné upozornění', warning: 'Pozor',
    saved: 'Koncept je uložen.', created: 'Koncept je vytvořen.', published: 'Publikováno. Změna je na webu.', skip: 'přeskakuje úroveň',
  },
  en: {
    news: 'News', add: 'Add', title: 'Title', perex: 'Summary', save: 'Save draft', preview: 'Preview', publish: 'Publish',
    newRow: 'New block', type: 'Block type', text: 'Text', level: 'Heading level', tone: 'Call-out kind', caption: 'Caption (of an image or table)',
    heading: 'Heading', paragraph: 'Paragraph', table: 'Table', callout: 'Call-out', warning: 'Warning',
    saved: 'The draft is saved.', created: 'The draft is created.', published: 'Published. The change is on the site.', skip: 'skips a level',
  },
} as const

const CHIEF = 'redakce@example.cz'

/** A live item to link to: the first of the administration's live list. */
async function liveItemId(page: Page, lang: Lang): Promise<string> {
  await page.goto(`/qf/${lang}/${lang === 'cs' ? 'sprava/aktuality' : 'admin/news'}?state=live`)
  return (await page.locator('#adminNewsList tbody tr').first().getAttribute('data-news-id'))!
}

/**
 * A row's text as markup. With JavaScript a paragraph, quote or call-out row is the rich-text editor
 * (ADR 099, its own spec types in it); its hidden textarea takes the markup as a script would, and
 * the editor shows it.
 */
async function writeMarkup(row: ReturnType<Page['getByRole']>, text: string) {
  const area = row.locator('textarea')
  if (await area.isVisible()) await area.fill(text)
  else await area.evaluate((el, value) => ((el as HTMLTextAreaElement).value = value), text)
}

/** Fills the form's empty row and saves the draft. */
async function addRow(page: Page, lang: Lang, fill: (row: ReturnType<Page['getByRole']>) => Promise<void>, expected: string) {
  const t = T[lang]
  const row = page.getByRole('group', { name: t.newRow, exact: true })
  await fill(row)
  await page.getByRole('button', { name: t.save, exact: true }).click()
  await expect(page.locator('#adminNotice')).toContainText(expected)
}

async function writeAndPublish(page: Page, lang: Lang, js: boolean) {
  const t = T[lang]
  const word = `${Date.now().toString(36)}${js ? 'j' : 'n'}`
  const title = lang === 'cs' ? `Přijímačky ${word}` : `Admissions ${word}`
  await signInToAdmin(page, lang, CHIEF)
  const target = await liveItemId(page, lang)
  await page.goto(`/qf/${lang}/${lang === 'cs' ? 'sprava' : 'admin'}`)
  await openAdminPart(page, lang, t.news)
  await page.getByRole('link', { name: t.add, exact: true }).click()
  await page.getByLabel(t.title, { exact: true }).fill(title)
  await page.getByLabel(t.perex, { exact: true }).fill(`${title}: shrnutí.`)
  await addRow(
    page,
    lang,
    async (row) => {
      await row.getByLabel(t.type).selectOption({ label: t.heading })
      await row.getByLabel(t.level).selectOption('2')
      await row.getByLabel(t.text, { exact: true }).fill('Termíny')
    },
    t.created,
  )
  await addRow(
    page,
    lang,
    async (row) => {
      await row.getByLabel(t.type).selectOption({ label: t.paragraph })
      await writeMarkup(row, `Přihlášky **do konce února**, viz [oznámení](news:${target}).`)
    },
    t.saved,
  )
  // A heading that skips a level is refused, named, and nothing is saved.
  await page.getByRole('group', { name: t.newRow, exact: true }).getByLabel(t.type).selectOption({ label: t.heading })
  await page.getByRole('group', { name: t.newRow, exact: true }).getByLabel(t.level).selectOption('4')
  await page.getByRole('group', { name: t.newRow, exact: true }).getByLabel(t.text, { exact: true }).fill('Hluboko')
  await page.getByRole('button', { name: t.save, exact: true }).click()
  await expect(page.locator('#adminNotice')).toContainText('Hluboko')
  await expect(page.locator('#adminNotice')).toContainText(t.skip)
  // Axe runs in the page: only with JavaScript (the plain-form run checks the same markup).
  if (js) expect(await accessibilityViolations(page)).toEqual([])
  await page.goto(page.url())
  await addRow(
    page,
    lang,
    async (row) => {
      await row.getByLabel(t.type).selectOption({ label: t.table })
      await row.getByLabel(t.caption).fill('Termíny zkoušek')
      await row.getByLabel(t.text, { exact: true }).fill('Obor | Den\nBiologie | 3. 6.\nChemie | 4. 6.')
    },
    t.saved,
  )
  await addRow(
    page,
    lang,
    async (row) => {
      await row.getByLabel(t.type).selectOption({ label: t.callout })
      await row.getByLabel(t.tone).selectOption('warning')
      await writeMarkup(row, 'Přineste si _průkaz_.')
    },
    t.saved,
  )
  // The rows give the markup back as typed.
  await expect(page.getByRole('group', { name: lang === 'cs' ? 'Blok 2' : 'Block 2', exact: true }).locator('textarea')).toHaveValue(`Přihlášky **do konce února**, viz [oznámení](news:${target}).`)
  // Axe runs in the page: only with JavaScript (the plain-form run checks the same markup).
  if (js) expect(await accessibilityViolations(page)).toEqual([])
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `test-results/news-blocks-form-${lang}-${js ? 'js' : 'nojs'}-${width}.png`, fullPage: true })
  }
  await page.getByRole('button', { name: t.preview, exact: true }).click()
  await expect(page.locator('#adminPreviewBanner')).toBeVisible()
  await expect(page.locator('.blocks h2')).toHaveText('Termíny')
  await page.locator('#adminPreviewBanner a').first().click()
  await page.getByRole('button', { name: t.publish, exact: true }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.published)
  await page.locator(`.admin-facts a[href^="${lang === 'cs' ? '/qf/cs/aktuality/' : '/qf/en/news/'}"]`).click()
  await expect(page.locator('h1')).toHaveText(title)
  const body = page.locator('.blocks')
  await expect(body.locator('h2')).toHaveText('Termíny')
  await expect(body.locator('strong')).toHaveText('do konce února')
  await expect(body.getByRole('link', { name: 'oznámení' })).toHaveAttribute('href', /\/qf\/(cs|en)\//)
  await expect(body.locator('table caption')).toHaveText('Termíny zkoušek')
  await expect(body.locator('th[scope="row"]').first()).toHaveText('Biologie')
  await expect(body.locator('aside')).toContainText(t.warning)
  await expect(body.locator('aside em')).toHaveText('průkaz')
  // Axe runs in the page: only with JavaScript (the plain-form run checks the same markup).
  if (js) expect(await accessibilityViolations(page)).toEqual([])
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `test-results/news-blocks-page-${lang}-${js ? 'js' : 'nojs'}-${width}.png`, fullPage: true })
  }
}

test.describe('news bodies as blocks with JavaScript', () => {
  test('Czech: a chief editor writes blocks, a skipped heading is refused, the public page shows them', async ({ page }) => {
    test.setTimeout(300_000)
    await writeAndPublish(page, 'cs', true)
  })
})

test.describe('news bodies as blocks without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: the same with plain forms', async ({ page }) => {
    test.setTimeout(300_000)
    await writeAndPublish(page, 'en', false)
  })
})
