/**
 * The block rows' rich-text editor in Chromium (issue 25, ADR 099), as the chief editor:
 * - with JavaScript: a new news item's paragraph is typed in the editor; a word is made bold by
 *   keyboard only (Shift+Arrow, Ctrl+B); a link to a live item is added through the toolbar by
 *   keyboard (a `javascript:` address is refused first, with its message); Word's HTML is pasted
 *   (a paste event carrying text/html) and keeps its bold, italic and link and nothing else; the
 *   draft is saved, changed again (autosave sees the editor's change) and previewed: the preview
 *   shows <strong>, <em> and the links. Axe on the form with the editor and with its link form
 *   open; 375 and 1280 px no wider than the screen (screenshots); a public page loads no editor.
 * - without JavaScript: the textarea with the markup is there and saves as before.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { openAdminPart, signInToAdmin } from './support/admin.js'
import { expect, test } from './support/fixtures.js'

const CHIEF = 'redakce@example.cz'

const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><style><!-- p.MsoNormal {mso-style-parent:""; margin:0cm;} --></style></head><body lang=CS><!--StartFragment--><p class=MsoNormal style='margin-bottom:0cm'><span style='mso-fareast-language:CS;font-family:"Calibri",sans-serif'>Vložený <b><span style='mso-bidi-font-weight:normal'>tučný</span></b> a <i>kurzivní</i> text s <a href="https://www.example.cz/word"><span style='color:#0563C1'>odkazem</span></a> <a href="javascript:alert(1)">zlým</a><img src=x onerror="window.__pwned=1"><o:p></o:p></span></p><!--EndFragment--></body></html>`

async function liveItemId(page: Page): Promise<string> {
  await page.goto('/qf/cs/sprava/aktuality?state=live')
  return (await page.locator('#adminNewsList tbody tr').first().getAttribute('data-news-id'))!
}

async function newItem(page: Page, title: string) {
  await page.goto('/qf/cs/sprava')
  await openAdminPart(page, 'cs', 'Aktuality')
  await page.getByRole('link', { name: 'Přidat', exact: true }).click()
  await page.getByLabel('Titulek', { exact: true }).fill(title)
  await page.getByLabel('Perex', { exact: true }).fill(`${title}: shrnutí.`)
}

test.describe('the rich-text editor with JavaScript', () => {
  test('typing, bold by keyboard, a link through the toolbar, Word pasted clean, saved and previewed', async ({ page }) => {
    test.setTimeout(240_000)
    const chunks: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') chunks.push(r.url())
    })
    await signInToAdmin(page, 'cs', CHIEF)
    // A public page loads no editor: the administration's script and its ProseMirror chunk are its own.
    chunks.length = 0
    await page.goto('/qf/cs/aktuality')
    expect(chunks.filter((u) => /admin|richtext|prosemirror/i.test(u))).toEqual([])
    const target = await liveItemId(page)
    const title = `Editor ${Date.now().toString(36)}`
    await newItem(page, title)

    const row = page.getByRole('group', { name: 'Nový blok', exact: true })
    const editor = row.getByRole('textbox', { name: 'Text', exact: true })
    await expect(editor).toHaveAttribute('contenteditable', 'true')
    await expect(editor).toHaveAttribute('aria-multiline', 'true')
    await expect(row.locator('textarea[name="block-0-text"]')).toBeHidden()
    expect(chunks.some((u) => /richtext/.test(u))).toBe(true)
    const bold = row.getByRole('button', { name: 'Tučně' })
    const link = row.getByRole('button', { name: 'Odkaz', exact: true })

    await editor.click()
    await page.keyboard.type('Přihlášky do konce února.')
    // "února" bold by keyboard only: before the full stop, five characters to the left, Ctrl+B.
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowLeft')
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft')
    await page.keyboard.press('Control+b')
    await expect(bold).toHaveAttribute('aria-pressed', 'true')
    await expect(editor.locator('strong')).toHaveText('února')

    // A link on "Přihlášky" through the toolbar, by keyboard: Shift+Tab reaches the toolbar.
    await page.keyboard.press('Home')
    for (let i = 0; i < 9; i++) await page.keyboard.press('Shift+ArrowRight')
    await expect(bold).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(link).toBeFocused()
    await page.keyboard.press('Enter')
    const address = row.getByRole('textbox', { name: 'Adresa odkazu' })
    await expect(address).toBeFocused()
    await page.keyboard.type('javascript:alert(1)')
    await page.keyboard.press('Enter')
    await expect(row.locator('.richtext__error')).toHaveText('Adresy javascript: a data: nejsou povolené.')
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    expect(await accessibilityViolations(page)).toEqual([])
    await address.fill('')
    await page.keyboard.type(`news:${target}`)
    await page.keyboard.press('Enter')
    await expect(editor).toBeFocused()
    await expect(editor.locator('a')).toHaveText('Přihlášky')
    await expect(link).toHaveAttribute('aria-pressed', 'true')

    // Word's HTML pasted at the end: bold, italic and the safe link stay; styles, the unsafe link and the image go.
    await page.keyboard.press('Control+End')
    await page.keyboard.type(' ')
    await editor.evaluate((el, html) => {
      const data = new DataTransfer()
      data.setData('text/html', html)
      data.setData('text/plain', 'Vložený tučný a kurzivní text s odkazem zlým')
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }, WORD)
    await expect(editor.locator('em')).toHaveText('kurzivní')
    await expect(editor.locator('a[href="https://www.example.cz/word"]')).toHaveText('odkazem')
    expect(await editor.locator('img, span[style], [class*="Mso"], a[href^="javascript"]').count()).toBe(0)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    const markup = `[Přihlášky](news:${target}) do konce **února**. Vložený **tučný** a _kurzivní_ text s [odkazem](https://www.example.cz/word) zlým`
    await expect(row.locator('textarea[name="block-0-text"]')).toHaveValue(markup)

    // Tab leaves the editor.
    await editor.focus()
    await page.keyboard.press('Tab')
    await expect(editor).not.toBeFocused()

    expect(await accessibilityViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Uložit koncept', exact: true }).click()
    await expect(page.locator('#adminNotice')).toContainText('Koncept je vytvořen.')
    const saved = page.getByRole('group', { name: 'Blok 1', exact: true })
    await expect(saved.locator('textarea')).toHaveValue(markup)
    await expect(saved.getByRole('textbox', { name: 'Text', exact: true }).locator('strong')).toHaveText(['února', 'tučný'])

    // A change in the editor reaches autosave through the textarea's input event.
    await saved.getByRole('textbox', { name: 'Text', exact: true }).click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type(' Konec.')
    await expect(page.locator('#autosaveStatus')).toContainText('Automaticky uloženo', { timeout: 20_000 })

    expect(await accessibilityViolations(page)).toEqual([])
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.locator('#bodyBlocks').screenshot({ path: `test-results/richtext-editor-${width}.png` })
    }
    await page.setViewportSize({ width: 1280, height: 900 })

    await page.getByRole('button', { name: 'Náhled', exact: true }).click()
    await expect(page.locator('#adminPreviewBanner')).toBeVisible()
    const body = page.locator('.blocks')
    await expect(body.locator('strong')).toHaveText(['února', 'tučný'])
    await expect(body.locator('em')).toHaveText('kurzivní')
    await expect(body.getByRole('link', { name: 'Přihlášky' })).toHaveAttribute('href', /^\/qf\/(cs|en)\//)
    await expect(body.getByRole('link', { name: /odkazem/ })).toHaveAttribute('href', 'https://www.example.cz/word')
    await expect(body).toContainText('Konec.')
  })

  test('a row switched to a table keeps its textarea; a quote gets an editor of one paragraph', async ({ page }) => {
    test.setTimeout(120_000)
    await signInToAdmin(page, 'cs', CHIEF)
    await newItem(page, `Editor typy ${Date.now().toString(36)}`)
    const row = page.getByRole('group', { name: 'Nový blok', exact: true })
    await row.getByLabel('Druh bloku').selectOption({ label: 'Tabulka' })
    await expect(row.locator('.richtext')).toHaveCount(0)
    await expect(row.locator('textarea[name="block-0-text"]')).toBeVisible()
    await row.getByLabel('Druh bloku').selectOption({ label: 'Citace' })
    const editor = row.getByRole('textbox', { name: 'Text', exact: true })
    await editor.click()
    await page.keyboard.type('Jedna')
    await page.keyboard.press('Enter')
    await page.keyboard.type(' dvě')
    await expect(editor.locator('p')).toHaveCount(1)
    await expect(row.locator('textarea[name="block-0-text"]')).toHaveValue('Jedna dvě')
  })
})

test.describe('the rich-text editor without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the textarea with the markup is there and saves', async ({ page }) => {
    test.setTimeout(120_000)
    await signInToAdmin(page, 'cs', CHIEF)
    await newItem(page, `Bez skriptu ${Date.now().toString(36)}`)
    const row = page.getByRole('group', { name: 'Nový blok', exact: true })
    await expect(row.locator('.richtext')).toHaveCount(0)
    await row.getByRole('textbox', { name: 'Text', exact: true }).fill('Jen **značky** a _kurzíva_.')
    await page.getByRole('button', { name: 'Uložit koncept', exact: true }).click()
    await expect(page.locator('#adminNotice')).toContainText('Koncept je vytvořen.')
    await expect(page.getByRole('group', { name: 'Blok 1', exact: true }).getByRole('textbox', { name: 'Text', exact: true })).toHaveValue('Jen **značky** a _kurzíva_.')
  })
})
