/**
 * Links to other sites and phone links (spec 000 §9, spec 001 §9). External links in the demo
 * content open in a new window with `rel="nofollow noopener noreferrer"` and the title hint in
 * the page's language (server-rendered); links that arrive unmarked in a swapped fragment get
 * the same from the runtime, the hint chosen from the nearest `lang` among 30 languages.
 * Phone numbers become `tel:` links on a phone only. External sites are never loaded: the
 * test object aborts every request that leaves this machine.
 */
import { devices } from '@playwright/test'
import { newWindowTitles } from '../../src/shared/new-window-titles.js'
import { fixture, regions } from './fixtures/partial.js'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { routes } from './support/site.js'
import { STATEMENT } from './support/scrolling.js'

const REL = 'nofollow noopener noreferrer'

test.describe('external links', () => {
  test('in the demo content: new window, rel and the hint in English and in Czech', async ({ page }) => {
    for (const [path, hint] of [
      [STATEMENT.en, 'Opens in a new window'],
      [STATEMENT.cs, 'Otevře se v novém okně'],
    ] as const) {
      await page.goto(path)
      const external = page.locator('#pageContent a[href^="https://"]')
      expect(await external.count(), path).toBeGreaterThanOrEqual(2)
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', REL)
        await expect(link).toHaveAttribute('title', hint)
      }
      // Links within the site stay as they are.
      await expect(page.locator('#pageContent a[href^="/"][target]')).toHaveCount(0)
    }
  })

  test('axe and IBM find nothing on a page with them', async ({ page }) => {
    await page.goto(STATEMENT.en)
    expect(await accessibilityViolations(page)).toEqual([])
  })

  test('the same without script (the server marks them)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(STATEMENT.en)
    await expect(page.locator('#pageContent a[href="https://www.mvcr.cz/"]').first()).toHaveAttribute('rel', REL)
    await context.close()
  })

  test('a click opens a new window and leaves the page where it is', async ({ page }) => {
    await page.goto(STATEMENT.en)
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('#pageContent a[href="https://www.mvcr.cz/"]').first().click()])
    expect(popup).toBeTruthy()
    expect(page.url()).toContain(STATEMENT.en)
  })

  const LANGS = Object.keys(newWindowTitles)
  const links = (hrefOf: (lang: string) => string) =>
    LANGS.map((lang) => `<p lang="${lang}"><a id="l-${lang}" href="${hrefOf(lang)}">${lang}</a></p>`).join('')

  test(`a swapped fragment: the runtime marks its links, the hint in each of ${LANGS.length} languages`, async ({ page }) => {
    expect(LANGS.length).toBeGreaterThanOrEqual(25)
    const fragment = `<div id="box" data-pu-target="box">${links((l) => `https://example.${l}.invalid/page`)}
      <p><a id="unknown" lang="tlh" href="https://example.invalid/">?</a><a id="same" href="/fixtures/x">same site</a>
      <a id="mail" href="mailto:a@example.invalid">mail</a><a id="own" target="_self" href="https://example.invalid/own">own target</a></p></div>`
    await fixture(page, 'external', '<main id="pageContent"><div id="box" data-pu-target="box"></div></main>', regions((id) => (id === 'box' ? fragment : null)))
    await page.evaluate(() => window.pu.update('/fixtures/box', { target: ['box'] }))
    await expect(page.locator('#l-de')).toHaveAttribute('title', 'Öffnet sich in einem neuen Fenster')
    for (const lang of LANGS) {
      const link = page.locator(`#l-${lang}`)
      await expect(link, lang).toHaveAttribute('title', newWindowTitles[lang]!)
      await expect(link, lang).toHaveAttribute('rel', REL)
      await expect(link, lang).toHaveAttribute('target', '_blank')
    }
    expect(new Set(LANGS.map((l) => newWindowTitles[l])).size).toBe(LANGS.length)
    await expect(page.locator('#l-fr')).toHaveAttribute('title', 'S’ouvre dans une nouvelle fenêtre')
    await expect(page.locator('#l-ja')).toHaveAttribute('title', '新しいウィンドウで開きます')
    await expect(page.locator('#unknown')).toHaveAttribute('title', 'Opens in a new window')
    for (const id of ['#same', '#mail']) await expect(page.locator(id)).not.toHaveAttribute('target')
    await expect(page.locator('#own')).toHaveAttribute('target', '_self')
    await expect(page.locator('#own')).not.toHaveAttribute('rel')
  })

  test("the page's lang attribute chooses the hint for links without a closer one", async ({ page }) => {
    const fragment = '<div id="box" data-pu-target="box"><a id="ext" href="https://example.invalid/">x</a></div>'
    await fixture(page, 'external-lang', '<main id="pageContent"><div id="box" data-pu-target="box"></div></main>', regions((id) => (id === 'box' ? fragment : null)))
    for (const [lang, hint] of [
      ['pl', 'Otwiera się w nowym oknie'],
      ['sk', 'Otvorí sa v novom okne'],
      ['pt-BR', 'Abre numa nova janela'],
      ['nb', 'Åpnes i et nytt vindu'],
    ]) {
      await page.evaluate((l) => (document.documentElement.lang = l), lang!)
      await page.evaluate(() => window.pu.update('/fixtures/box', { target: ['box'] }))
      await expect(page.locator('#ext'), lang).toHaveAttribute('title', hint!)
    }
  })

  test('unmarked external links in the page at load are marked too', async ({ page }) => {
    await fixture(page, 'external-load', '<main id="pageContent"><a id="ext" href="https://example.invalid/">x</a></main>')
    await expect(page.locator('#ext')).toHaveAttribute('title', 'Otevře se v novém okně')
    await expect(page.locator('#ext')).toHaveAttribute('rel', REL)
  })
})

test.describe('phone links on a phone', () => {
  const { defaultBrowserType: _, ...pixel7 } = devices['Pixel 7']
  test.use(pixel7)

  test('the numbers in the footer and the staff directory become tel: links', async ({ page }) => {
    await page.goto(routes.people.en)
    const numbers = page.locator('span.phone-number')
    expect(await numbers.count()).toBeGreaterThan(2)
    for (const span of await numbers.all()) {
      const text = (await span.textContent())!
      const link = span.locator('xpath=..')
      await expect(link).toHaveAttribute('href', `tel:${text.trim().startsWith('+') ? '+' : ''}${text.replace(/\D/g, '')}`)
    }
  })

  test('after a swap too', async ({ page }) => {
    await page.goto(routes.people.cs)
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    const first = await page.locator('#peopleList h2, #peopleList h3').first().textContent()
    await page.evaluate((url) => window.pu.update(url, { target: ['peopleList'] }), `${routes.people.cs}?page=2`)
    await expect(page.locator('#peopleList h2, #peopleList h3').first()).not.toHaveText(first!)
    const inList = page.locator('#peopleList span.phone-number')
    expect(await inList.count()).toBeGreaterThan(0)
    expect(await page.locator('#peopleList span.phone-number:not(a > span)').count()).toBe(0)
  })
})

test.describe('phone links on a desktop', () => {
  test('the numbers stay text', async ({ page }) => {
    await page.goto(routes.people.en)
    expect(await page.locator('span.phone-number').count()).toBeGreaterThan(2)
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0)
  })

  test('a narrow window with a mouse is no phone either', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(routes.people.cs)
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    expect(await page.locator('span.phone-number').count()).toBeGreaterThan(2)
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0)
  })
})

test.describe('phone links on a tablet', () => {
  // An Android tablet: touch, a wide screen, and a user agent without "Mobile".
  const { defaultBrowserType: _, ...tablet } = devices['Galaxy Tab S4']
  test.use(tablet)

  test('the numbers stay text', async ({ page }) => {
    expect(tablet.userAgent).not.toMatch(/Mobi/)
    await page.goto(routes.people.en)
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    expect(await page.locator('span.phone-number').count()).toBeGreaterThan(2)
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0)
  })
})
