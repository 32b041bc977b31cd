/**
 * Gallery, FAQ and sign-language video blocks in Chromium (issue 25, ADR 101), with JavaScript
 * and without, as the chief editor: a new item gets an FAQ block and a sign-language video block
 * through the form's empty row, a video from another host is refused naming the row and nothing
 * is saved, a gallery is made on the item's galleries page and a gallery block shows it; the
 * preview (and the form again through the banner's first link) shows the three through the
 * site's views: the FAQ's collapsibles, the gallery widget, the sign-language triggers (with
 * JavaScript, once the header switch is on) or plain links to the videos (without). The video
 * host is the test server's configured one and answered here, never the network. Axe on the form
 * and the preview; screenshots at 375 and 1280 px.
 */
import type { Page, Route } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { signInToAdmin, openAdminPart } from './support/admin.js'
import { expect, test } from './support/fixtures.js'
import { switchedOn } from './support/sign-language.js'

type Lang = 'cs' | 'en'

/** The configured host of the test server (playwright.config.ts SIGN_LANGUAGE_VIDEO_HOST). */
const HOST = 'https://video.e2e.test/embed/'

const T = {
  cs: {
    news: 'Aktuality', add: 'Přidat', title: 'Titulek', perex: 'Perex', save: 'Uložit koncept', preview: 'Náhled',
    newRow: 'Nový blok', type: 'Druh bloku', text: 'Text', faq: 'Časté otázky', video: 'Video ve znakovém jazyce', gallery: 'Fotogalerie',
    videoField: 'Kódy nebo adresy videí ve znakovém jazyce', videoTitle: 'Název videa (čte ho čtečka obrazovky)', galleryField: 'Galerie této položky',
    saved: 'Koncept je uložen.', created: 'Koncept je vytvořen.', galleries: /^Galerie \(\d+\)$/, addChosen: 'Přidat vybrané', galleryCreated: 'Galerie byla vytvořena.',
    refusedVideo: 'Blok 2: video musí být kód videa', faqHeading: 'Časté dotazy', block: (n: number) => `Blok ${n}`,
  },
  en: {
    news: 'News', add: 'Add', title: 'Title', perex: 'Summary', save: 'Save draft', preview: 'Preview',
    newRow: 'New block', type: 'Block type', text: 'Text', faq: 'FAQ', video: 'Sign-language video', gallery: 'Photo gallery',
    videoField: 'Sign-language video codes or addresses', videoTitle: 'Video name (read by screen readers)', galleryField: 'Gallery of this item',
    saved: 'The draft is saved.', created: 'The draft is created.', galleries: /^Galleries \(\d+\)$/, addChosen: 'Add the chosen', galleryCreated: 'The gallery was created.',
    refusedVideo: 'Block 2: a video must be its code', faqHeading: 'Frequently asked questions', block: (n: number) => `Block ${n}`,
  },
} as const

const CHIEF = 'redakce@example.cz'

/** Answers every request to the video host with a small page and counts them. */
async function interceptVideos(page: Page): Promise<string[]> {
  const requested: string[] = []
  await page.route(`${HOST}**`, (route: Route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="cs"><title>Video</title><p>video</p></html>' })
  })
  return requested
}

const newRow = (page: Page, lang: Lang) => page.getByRole('group', { name: T[lang].newRow, exact: true })

async function save(page: Page, lang: Lang, expected: string) {
  await page.getByRole('button', { name: T[lang].save, exact: true }).click()
  await expect(page.locator('#adminNotice')).toContainText(expected)
}

async function widths(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `test-results/news-blocks-more-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function writeAndPreview(page: Page, lang: Lang, js: boolean) {
  const t = T[lang]
  const requested = await interceptVideos(page)
  const word = `${Date.now().toString(36)}${js ? 'j' : 'n'}`
  const title = lang === 'cs' ? `Bloky ${word}` : `Blocks ${word}`
  const code = `znak${word}`.slice(0, 32)
  await signInToAdmin(page, lang, CHIEF)
  await openAdminPart(page, lang, t.news)
  await page.getByRole('link', { name: t.add, exact: true }).click()
  await page.getByLabel(t.title, { exact: true }).fill(title)
  await page.getByLabel(t.perex, { exact: true }).fill(`${title}: shrnutí.`)

  // An FAQ block: one pair per Q:/A: lines, the answer in the paragraphs' markup.
  await newRow(page, lang).getByLabel(t.type).selectOption({ label: t.faq })
  await newRow(page, lang)
    .getByLabel(t.text, { exact: true })
    .fill('Q: Kdy se hlásit?\nA: Do **konce února**.\n\nQ: Kolik to stojí?\nA: Nic, přihláška je _zdarma_.')
  await save(page, lang, t.created)
  const itemUrl = page.url().replace(/\?.*$/, '')

  // A video from another host is refused naming the row; nothing is saved, the row comes back as typed.
  await newRow(page, lang).getByLabel(t.type).selectOption({ label: t.video })
  await newRow(page, lang).getByLabel(t.videoField).fill(`https://evil.example/embed/${code}`)
  await newRow(page, lang).getByLabel(t.videoTitle).fill('Přihláška ve znakovém jazyce')
  await page.getByRole('button', { name: t.save, exact: true }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.refusedVideo)
  await expect(page.getByRole('group', { name: t.block(2), exact: true }).getByLabel(t.videoField)).toHaveValue(`https://evil.example/embed/${code}`)
  await page.goto(itemUrl)
  await expect(page.getByRole('group', { name: t.block(2), exact: true })).toHaveCount(0)

  // The configured host's address is taken and stored as its code.
  await newRow(page, lang).getByLabel(t.type).selectOption({ label: t.video })
  await newRow(page, lang).getByLabel(t.videoField).fill(`${HOST}${code}`)
  await newRow(page, lang).getByLabel(t.videoTitle).fill('Přihláška ve znakovém jazyce')
  await save(page, lang, t.saved)
  await expect(page.getByRole('group', { name: t.block(2), exact: true }).getByLabel(t.videoField)).toHaveValue(code)

  // A gallery made on the item's galleries page, then shown by a gallery block.
  await page.getByRole('link', { name: t.galleries }).click()
  await page.locator('#galleryPicker-find').click()
  const boxes = page.locator('#galleryPicker-results input[name="imageIds"]')
  await expect(boxes.first()).toBeVisible()
  for (let i = 0; i < 2; i++) await page.locator(`label[for="galleryPicker-${await boxes.nth(i).getAttribute('value')}"]`).click()
  await page.getByRole('button', { name: t.addChosen }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.galleryCreated)
  await page.goto(itemUrl)
  await newRow(page, lang).getByLabel(t.type).selectOption({ label: t.gallery })
  await newRow(page, lang).getByLabel(t.galleryField).selectOption('1')
  await save(page, lang, t.saved)
  await expect(page.getByRole('group', { name: t.block(3), exact: true }).getByLabel(t.galleryField)).toHaveValue('1')
  await expect(page.getByRole('group', { name: t.block(1), exact: true }).getByLabel(t.text, { exact: true })).toHaveValue('Q: Kdy se hlásit?\nA: Do **konce února**.\n\nQ: Kolik to stojí?\nA: Nic, přihláška je _zdarma_.')
  // Axe runs in the page: only with JavaScript (the plain-form run checks the same markup).
  if (js) expect(await accessibilityViolations(page)).toEqual([])
  await widths(page, `form-${lang}-${js ? 'js' : 'nojs'}`)

  await page.getByRole('button', { name: t.preview, exact: true }).click()
  await expect(page.locator('#adminPreviewBanner')).toBeVisible()
  const body = page.locator('.blocks')
  // The FAQ as the content pages show theirs: a section with its heading, one collapsible a question.
  await expect(body.locator('.faq h2')).toHaveText(t.faqHeading)
  await expect(body.locator('.faq details.collapsible summary')).toHaveText(['Kdy se hlásit?', 'Kolik to stojí?'])
  await body.locator('.faq summary').first().click()
  await expect(body.locator('.faq details').first().locator('strong')).toHaveText('konce února')
  // The gallery through the gallery widget's markup, its pictures linked to their full size.
  await expect(body.locator('.gallery-block .gallery__item a[data-size]')).toHaveCount(2)
  // The video: without script plain links to the configured host; with it nothing until the switch is on.
  const videos = body.locator(`[data-sign-language-videos="${code}"]`)
  await expect(videos).toHaveCount(1)
  if (js) {
    await expect(page.locator('.sign-language__trigger')).toHaveCount(0)
    expect(requested).toEqual([])
    if (js) expect(await accessibilityViolations(page)).toEqual([])
    await page.getByRole('switch', { name: /^(Znakový jazyk|Sign language)$/ }).click()
    const trigger = videos.locator('.sign-language__trigger')
    await expect(trigger).toHaveText(/Přihláška ve znakovém jazyce/)
    await trigger.click()
    await expect(page.locator(`iframe[src^="${HOST}${code}"]`)).toBeVisible()
    await page.keyboard.press('Escape')
  } else {
    await expect(videos.getByRole('link')).toHaveAttribute('href', `${HOST}${code}?autoplay=1`)
    await expect(videos.getByRole('link')).toContainText('Přihláška ve znakovém jazyce')
  }
  await widths(page, `preview-${lang}-${js ? 'js' : 'nojs'}`)

  // Back to the form through the banner's first link.
  await page.locator('#adminPreviewBanner a').first().click()
  await expect(page.getByLabel(t.title, { exact: true })).toHaveValue(title)
}

test.describe('gallery, FAQ and sign-language video blocks with JavaScript', () => {
  test('Czech: FAQ, video and gallery blocks written, a foreign video refused, the preview shows them', async ({ page }) => {
    test.setTimeout(300_000)
    await switchedOn(page, '0')
    await writeAndPreview(page, 'cs', true)
  })
})

test.describe('gallery, FAQ and sign-language video blocks without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: the same with plain forms', async ({ page }) => {
    test.setTimeout(300_000)
    await writeAndPreview(page, 'en', false)
  })
})
