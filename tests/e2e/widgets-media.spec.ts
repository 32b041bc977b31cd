/**
 * Storefront widgets of issue 15 part A in Chromium, on real pages (spec 001 §2–§9; ADR 032–035):
 * the alert banner, the countdown, galleries and their lightbox, the social feed, lazy images
 * and in-viewport detection, with JavaScript on and off and the bad input.
 */
import type { Page } from '@playwright/test'
import { CONSENT_DECIDED } from '../../playwright.config.js'
import { axeViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { routes } from './support/site.js'

const ALERT = 'library-hours'
const CONSENT_ONLY = { cookies: CONSENT_DECIDED.cookies.filter((c) => c.name !== 'qfSeenAlerts'), origins: [] }
const FEED_FAILED = 'Obsah se nepodařilo načíst. Kontaktujte prosím administrátora webu.'

/** The news item the seed gave two galleries (seven photos and two). */
async function galleryNews(page: Page, lang: 'cs' | 'en' = 'en'): Promise<string> {
  const list = await (await page.request.get(routes.newsList[lang])).text()
  const links = [...new Set([...list.matchAll(new RegExp(`href="(${routes.newsList[lang]}/[^"?#]+)"`, 'g'))].map((m) => m[1]!))]
  for (const link of links) {
    if ((await (await page.request.get(link)).text()).includes('data-gallery="news-1"')) return link
  }
  throw new Error('no news item with a gallery on the first page of the list')
}

/** Serves `url` with `html` inserted at the end of <main>. */
async function injectIntoMain(page: Page, url: string, html: string): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replace('</main>', `${html}</main>`) })
  })
}

test.describe('alert banner', () => {
  test.use({ storageState: CONSENT_ONLY })

  test('alert: shown until closed, then never again; the id is kept about 1826 days; focus goes to the heading', async ({ page, context, problems }) => {
    // Chromium caps a cookie's life at 400 days: the line the widget writes shows the 1826 asked for.
    await page.addInitScript(() => {
      const lines: string[] = []
      ;(window as unknown as { cookieLines: string[] }).cookieLines = lines
      const property = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
      Object.defineProperty(document, 'cookie', {
        get: () => property.get!.call(document) as string,
        set: (line: string) => {
          lines.push(line)
          property.set!.call(document, line)
        },
      })
    })
    await page.goto(routes.home.cs)
    const banner = page.locator(`.site-alert[data-alert-id="${ALERT}"]`)
    await expect(banner).toBeVisible()
    await expect(banner).toContainText('Knihovna')
    expect(await axeViolations(page)).toEqual([])
    await banner.getByRole('button', { name: 'Zavřít upozornění' }).click()
    await expect(banner).toHaveCount(0)
    await expect(page.locator('#mainContent')).toBeFocused()
    expect(page.url()).toContain(routes.home.cs)
    const cookie = (await context.cookies()).find((c) => c.name === 'qfSeenAlerts')!
    expect(cookie.value).toBe(ALERT)
    const lines = await page.evaluate(() => (window as unknown as { cookieLines: string[] }).cookieLines)
    expect(lines.filter((l) => l.startsWith('qfSeenAlerts='))).toEqual([`qfSeenAlerts=${ALERT}; Max-Age=${1826 * 86_400}; Path=/; SameSite=Lax`])
    expect((cookie.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(399)
    // The server renders no banner any more: nothing to flash.
    const html = await (await page.request.get(routes.home.en)).text()
    expect(html).not.toContain('data-alert-id=')
    await page.goto(routes.home.en)
    await expect(page.locator('.site-alert')).toHaveCount(0)
    expect(problems.summary()).toEqual([])
  })

  test('alert: a tampered seen-alerts cookie shows the banner again and closing repairs it', async ({ page, context, problems }) => {
    await context.addCookies([{ name: 'qfSeenAlerts', value: '%E0%A4%A<script>|__proto__', domain: '127.0.0.1', path: '/' }])
    await page.goto(routes.home.en)
    const banner = page.locator('.site-alert')
    await expect(banner).toBeVisible()
    await banner.getByRole('button', { name: 'Close the notice' }).click()
    await expect(banner).toHaveCount(0)
    expect((await context.cookies()).find((c) => c.name === 'qfSeenAlerts')?.value).toBe(ALERT)
    expect(problems.summary()).toEqual([])
  })
})

test.describe('alert banner without JavaScript', () => {
  test.use({ storageState: CONSENT_ONLY, javaScriptEnabled: false })

  test('alert: the close button posts, the server stores the id and returns to the page', async ({ page }) => {
    await page.goto(routes.newsList.en)
    await page.locator('.site-alert').getByRole('button', { name: 'Close the notice' }).click()
    await expect(page).toHaveURL(new RegExp(`${routes.newsList.en}$`))
    await expect(page.locator('.site-alert')).toHaveCount(0)
    await page.goto(routes.home.cs)
    await expect(page.locator('.site-alert')).toHaveCount(0)
  })
})

test.describe('countdown', () => {
  test('countdown: ticks every 1000 ms without React, hides the leading blocks at zero, hides and stops when passed', async ({ page, problems }) => {
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
    const html = await (await page.request.get(routes.eshop.en)).text()
    const until = /data-countdown="([^"]+)"/.exec(html)![1]!
    const end = Date.parse(until)
    await page.clock.install({ time: end - 2 * 86_400_000 - 3_600_000 - 5000 })
    await page.clock.pauseAt(end - 2 * 86_400_000 - 3_600_000 - 4000)
    await page.goto(routes.eshop.en)
    const countdown = page.locator('.countdown[data-countdown]')
    const value = (unit: string) => countdown.locator(`.countdown__part--${unit} .countdown__value`)
    await expect(value('day')).toHaveText('2')
    await expect(value('hour')).toHaveText('01')
    await expect(value('second')).toHaveText('04')
    await page.clock.runFor(1000)
    await expect(value('second')).toHaveText('03')
    await page.clock.runFor(999)
    await expect(value('second')).toHaveText('03')
    await page.clock.runFor(1)
    await expect(value('second')).toHaveText('02')
    // Two seconds before the end: days, hours and minutes are hidden.
    await page.clock.setSystemTime(end - 2000)
    await page.clock.runFor(1000)
    await expect(countdown.locator('.countdown__part--day')).toBeHidden()
    await expect(countdown.locator('.countdown__part--hour')).toBeHidden()
    await expect(countdown.locator('.countdown__part--minute')).toBeHidden()
    await expect(countdown.locator('.countdown__part--second')).toBeVisible()
    await page.clock.runFor(2000)
    await expect(countdown).toBeHidden()
    // Stopped: no more updates while the clock runs on.
    const text = await value('second').textContent()
    await page.clock.runFor(5000)
    await expect(value('second')).toHaveText(text!)
    expect(scripts.join(' ')).not.toMatch(/react-|loader-/)
    expect(problems.summary()).toEqual([])
  })

  test('countdown: a target that has passed or does not parse is hidden, never an error', async ({ page, problems }) => {
    const box = (until: string) =>
      `<div class="countdown bad-${until.length}" data-countdown="${until}" data-lang="en"><p class="countdown__label">Sale ends</p><div class="countdown__timer" role="timer" aria-live="off" aria-label="Sale ends"><span class="countdown__part countdown__part--second"><span class="countdown__value">05</span> <span class="countdown__unit">seconds</span></span></div></div>`
    await injectIntoMain(page, routes.newsList.en, box('2001-01-01T00:00:00Z') + box('not a date'))
    await page.goto(routes.newsList.en)
    await expect(page.locator('.countdown.bad-20')).toBeHidden()
    await expect(page.locator('.countdown.bad-10')).toBeHidden()
    expect(problems.summary()).toEqual([])
  })
})

test.describe('lightbox over the alert banner', () => {
  test.use({ storageState: CONSENT_ONLY })

  for (const width of [375, 1280]) {
    test(`lightbox: at ${width} px it covers the alert banner whole, its counter on top and nothing of the page showing through`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: 800 })
      const url = await galleryNews(page)
      await page.goto(`${url}#pid=1&gid=1`)
      const banner = page.locator(`.site-alert[data-alert-id="${ALERT}"]`)
      const pswp = page.locator('.pswp[data-opened]')
      await expect(pswp).toBeVisible()
      await expect(banner).toBeVisible()
      const counter = pswp.locator('.pswp__counter')
      await expect(counter).toHaveText('1 / 7')
      const box = (await counter.boundingBox())!
      const under = (await banner.boundingBox())!
      // The page opened at its top: the counter sits over the banner's strip.
      expect(box.y).toBeLessThan(under.y + under.height)
      const onTop = (x: number, y: number) => page.evaluate(([px, py]) => !!document.elementFromPoint(px!, py!)?.closest('.pswp'), [x, y])
      expect(await onTop(box.x + box.width / 2, box.y + box.height / 2)).toBe(true)
      const close = (await banner.getByRole('button').boundingBox())!
      expect(await onTop(close.x + close.width / 2, close.y + close.height / 2)).toBe(true)
      // The backdrop is opaque: the banner's text does not show through behind the counter.
      await expect(pswp.locator('.pswp__bg')).toHaveCSS('opacity', '1')
      await page.screenshot({ path: `test-results/e2e/lightbox-alert-${width}.png` })
      expect(problems.summary()).toEqual([])
    })
  }
})

test.describe('galleries', () => {
  test('gallery: a thumbnail opens the lightbox, the hash follows the photo, Escape closes and returns focus', async ({ page, problems }) => {
    const url = await galleryNews(page)
    await page.goto(url)
    const first = page.locator('[data-gallery="news-1"] .gallery__item a').first()
    await expect(first).toHaveAttribute('data-size', /^\d+x\d+$/)
    // A click before the gallery's script has mounted follows the link to the photo (as without script).
    await page.locator('[data-gallery="news-1"][data-gallery-ready]').waitFor()
    await first.click()
    const pswp = page.locator('.pswp')
    await expect(pswp).toBeVisible()
    await expect(page).toHaveURL(/#pid=1&gid=1$/)
    await expect(pswp.locator('.pswp__counter')).toHaveText('1 / 7')
    // Spec 001 §3: each photo's title is its caption, and follows the photo.
    const titles = await page.locator('[data-gallery="news-1"] .gallery__item figcaption').allTextContents()
    expect(titles[0]).toBeTruthy()
    expect(titles[0]).not.toBe(titles[1])
    await expect(pswp.locator('.pswp__caption')).toHaveText(titles[0]!)
    await expect(pswp).toHaveAttribute('data-opened', '')
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(/#pid=2&gid=1$/)
    await expect(pswp.locator('.pswp__caption')).toHaveText(titles[1]!)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(pswp).toHaveCount(0)
    expect(new URL(page.url()).hash).toBe('')
    await expect(first).toBeFocused()
    expect(problems.summary()).toEqual([])
  })

  test('gallery: the hash opens a photo; pid=0 and pid=999 open the nearest, gid=abc opens nothing', async ({ page, problems }) => {
    const url = await galleryNews(page)
    const counter = page.locator('.pswp[data-opened] .pswp__counter')
    await page.goto(`${url}#pid=3&gid=1`)
    await expect(counter).toHaveText('3 / 7')
    await page.goto(`${url}#pid=2&gid=2`)
    await expect(counter).toHaveText('2 / 2')
    await page.goto(`${url}#pid=0&gid=1`)
    await expect(counter).toHaveText('1 / 7')
    await expect(page).toHaveURL(/#pid=1&gid=1$/)
    await page.goto(`${url}#pid=999&gid=1`)
    await expect(counter).toHaveText('7 / 7')
    for (const hash of ['#pid=1&gid=abc', '#pid=1&gid=9', '#pid=<script>&gid=1', '#__proto__=1']) {
      await page.goto('about:blank')
      await page.goto(`${url}${hash}`)
      await expect(page.locator('[data-gallery="news-1"]')).toBeVisible()
      await page.waitForTimeout(300)
      await expect(page.locator('.pswp')).toHaveCount(0)
    }
    expect(problems.summary()).toEqual([])
  })

  test('gallery: loop is off under 3 photos and on from 3', async ({ page }) => {
    const url = await galleryNews(page)
    await page.goto(`${url}#pid=1&gid=2`)
    await expect(page.locator('.pswp .pswp__counter')).toHaveText('1 / 2')
    await expect(page.locator('.pswp')).toHaveAttribute('data-opened', '')
    await page.keyboard.press('ArrowLeft')
    await page.waitForTimeout(500)
    await expect(page.locator('.pswp .pswp__counter')).toHaveText('1 / 2')
    await page.keyboard.press('ArrowRight')
    await expect(page.locator('.pswp .pswp__counter')).toHaveText('2 / 2')
    await page.keyboard.press('ArrowRight')
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(/#pid=2&gid=2$/)
    await page.keyboard.press('Escape')
    await page.goto(`${url}#pid=1&gid=1`)
    await expect(page.locator('.pswp .pswp__counter')).toHaveText('1 / 7')
    await expect(page.locator('.pswp')).toHaveAttribute('data-opened', '')
    await page.keyboard.press('ArrowLeft')
    await expect(page.locator('.pswp .pswp__counter')).toHaveText('7 / 7')
    await expect(page).toHaveURL(/#pid=7&gid=1$/)
  })

  test('gallery: "show more photos" reveals the hidden items, removes itself and focuses the first revealed', async ({ page, problems }) => {
    const url = await galleryNews(page)
    await page.goto(url)
    const grid = page.locator('[data-gallery="news-1"]')
    await expect(grid.locator('.gallery__item')).toHaveCount(4)
    const more = page.locator('.gallery__more summary')
    await expect(more).toHaveText('Show more photos (3)')
    await page.locator('[data-gallery="news-1"][data-gallery-ready]').waitFor()
    await more.click()
    await expect(grid.locator('.gallery__item')).toHaveCount(7)
    await expect(page.locator('.gallery__more')).toHaveCount(0)
    await expect(grid.locator('.gallery__item a').nth(4)).toBeFocused()
    expect(problems.summary()).toEqual([])
  })

  test('gallery: share opens a 550×420 window for facebook-like, twitter-like and pinterest-like; download is a link', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[][] = []
      ;(window as unknown as { opened: string[][] }).opened = calls
      window.open = (url?: string | URL, target?: string, features?: string) => {
        calls.push([String(url), target ?? '', features ?? ''])
        return null
      }
    })
    const url = await galleryNews(page)
    await page.goto(`${url}#pid=2&gid=1`)
    const share = page.locator('.pswp').getByRole('button', { name: 'Share' })
    await share.click()
    await expect(share).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator('.pswp__share-menu')
    await expect(menu.locator('a')).toHaveText(['Share on Facebook', 'Tweet', 'Pin it', 'Download image'])
    await expect(menu.locator('a').first()).toBeFocused()
    for (const name of ['Share on Facebook', 'Tweet', 'Pin it']) await menu.getByRole('link', { name }).click()
    const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened)
    expect(opened.map(([u]) => new URL(u!).hostname)).toEqual(['www.facebook.com', 'twitter.com', 'www.pinterest.com'])
    for (const [u, , features] of opened) {
      expect(features).toMatch(/width=550,height=420/)
      expect(decodeURIComponent(u!)).toContain('#pid=2&gid=1')
    }
    const download = menu.getByRole('link', { name: 'Download image' })
    await expect(download).toHaveAttribute('download', '')
    await expect(download).toHaveAttribute('href', /\/media\/images\/\d+\/v\d+\/\d+\.webp$/)
  })

  test('gallery: controls go idle after 4000 ms still, 1000 ms once the pointer left; they fit above 1200 px', async ({ page }) => {
    await page.clock.install()
    await page.setViewportSize({ width: 1300, height: 800 })
    const url = await galleryNews(page)
    await page.goto(`${url}#pid=1&gid=1`)
    const pswp = page.locator('.pswp')
    await expect(pswp).toBeVisible()
    await expect(pswp).toHaveClass(/pswp--fit-controls/)
    await page.mouse.move(600, 400)
    await page.mouse.move(605, 402)
    // The move is the last activity: the 4000 ms count starts from it.
    await page.waitForTimeout(200)
    await page.mouse.move(606, 402)
    // The installed clock also flows with real time between these steps (a busy machine's
    // hundreds of ms), so the still count is checked well inside and just past its 4000 ms.
    await page.clock.runFor(3000)
    await expect(pswp).not.toHaveClass(/pswp--idle/)
    await page.clock.runFor(1100)
    await expect(pswp).toHaveClass(/pswp--idle/)
    await page.mouse.move(610, 400)
    await expect(pswp).not.toHaveClass(/pswp--idle/)
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { relatedTarget: null })))
    await page.clock.runFor(1100)
    await expect(pswp).toHaveClass(/pswp--idle/)
    await page.setViewportSize({ width: 1100, height: 800 })
    await expect(pswp).not.toHaveClass(/pswp--fit-controls/)
  })

  test('gallery: an image that cannot load says "The image could not be loaded." with a link to it', async ({ page }) => {
    const url = await galleryNews(page)
    await page.goto(url)
    const href = await page.locator('[data-gallery="news-1"] .gallery__item a').nth(1).getAttribute('href')
    await page.route(`**${href}`, (route) => route.fulfill({ status: 404, body: '' }))
    await page.goto(`${url}#pid=2&gid=1`)
    const message = page.locator('.pswp__item .pswp__error-msg').filter({ hasText: 'could not be loaded' })
    await expect(message).toHaveText('The image could not be loaded.')
    await expect(message.getByRole('link', { name: 'The image' })).toHaveAttribute('href', new RegExp(`${href!.replace(/\./g, '\\.')}$`))
  })

  test('gallery: without its layout element it logs the spec message and the link opens the photo', async ({ page }) => {
    const url = await galleryNews(page)
    await page.goto(url)
    await page.locator('[data-gallery="news-1"][data-gallery-ready]').waitFor()
    await page.evaluate(() => document.querySelectorAll('[data-pswp-layout]').forEach((el) => el.remove()))
    const logged = page.waitForEvent('console', (m) => m.type() === 'error' && m.text() === 'The photoSwipe element is missing from the HTML.')
    await page.locator('[data-gallery="news-1"] .gallery__item a').first().click()
    await logged
    await expect(page).toHaveURL(/\/media\/images\/\d+\/v\d+\/\d+\.webp$/)
  })

  test('gallery: the product page gallery opens in the lightbox as well', async ({ page, problems }) => {
    await page.goto(routes.eshop.en)
    await page.locator('.product-tile a').first().click()
    const link = page.locator('.product-gallery .gallery__item a').first()
    await page.locator('.product-gallery [data-gallery-ready]').waitFor()
    await link.click()
    await expect(page.locator('.pswp')).toBeVisible()
    await expect(page).toHaveURL(/#pid=1&gid=1$/)
    expect(problems.summary()).toEqual([])
  })
})

/**
 * Gestures under a paused fake clock: PhotoSwipe reads the pointer's speed from `Date.now()` and
 * times the double tap with `setTimeout`, and the swipe's tween runs on animation frames, all of
 * which the clock drives, so each number is met exactly.
 */
async function openPaused(page: Page): Promise<ReturnType<Page['locator']>> {
  await page.clock.install()
  const url = await galleryNews(page)
  await page.goto(`${url}#pid=2&gid=1`)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  const pswp = page.locator('.pswp')
  // The opening animation (333 ms) runs on the paused clock's frames.
  await expect
    .poll(async () => {
      await page.clock.runFor(100)
      return pswp.getAttribute('data-opened')
    })
    .toBe('')
  return pswp
}

test.describe('gallery gestures', () => {
  test('gallery: a swipe to the next photo lasts the distance over the speed, clamped to 250–400 ms', async ({ page }) => {
    const pswp = await openPaused(page)
    const x = () => pswp.locator('.pswp__container').evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41)
    const { width, height } = page.viewportSize()!
    /** Drags left by `px` in `steps` moves `msPerStep` apart and lets go; the tween's length. */
    const drag = async (px: number, steps: number, msPerStep: number) => {
      await page.mouse.move(width / 2, height / 2)
      await page.clock.runFor(17)
      await page.mouse.down()
      for (let i = 1; i <= steps; i++) {
        await page.clock.runFor(msPerStep)
        await page.mouse.move(width / 2 - (px * i) / steps, height / 2)
      }
      await page.mouse.up()
      return Number(await pswp.getAttribute('data-swipe-ms'))
    }
    // A flick (300 px in 51 ms, a frame per move): the rest of the way would take under 250 ms, so 250.
    const start = await x()
    expect(await drag(300, 3, 17)).toBe(250)
    await page.clock.runFor(230)
    const before = await x()
    await page.clock.runFor(40)
    const after = await x()
    expect(before, 'still moving at 230 ms').not.toBe(after)
    await page.clock.runFor(100)
    expect(await x(), 'at rest after 250 ms').toBe(after)
    expect(after).toBeLessThan(start)
    await expect(page).toHaveURL(/#pid=3&gid=1$/)
    // A slow drag (100 px over 1 s): back to the photo, the slowest move, 400 ms.
    await page.clock.runFor(500)
    expect(await drag(100, 20, 50)).toBe(400)
    await page.clock.runFor(380)
    const late = await x()
    await page.clock.runFor(40)
    expect(await x(), 'moving until 400 ms').not.toBe(late)
    await expect(page).toHaveURL(/#pid=3&gid=1$/)
  })
})

test.describe('gallery gestures on a touch screen', () => {
  test.use({ hasTouch: true })

  test('gallery: two taps within 300 ms and 25 px zoom; 300 ms apart or 25 px away they do not', async ({ page }) => {
    const pswp = await openPaused(page)
    const { width, height } = page.viewportSize()!
    const [cx, cy] = [width / 2, height / 2]
    const classes = async () => (await pswp.getAttribute('class')) ?? ''
    /** Lets `ms` pass in frames' worth of steps (the zoom's tween runs on animation frames). */
    const advance = async (ms: number) => {
      for (let left = ms; left > 0; left -= 50) await page.clock.runFor(Math.min(50, left))
      // A zoom would be a CSS transition (333 ms) ended by the wall clock: give it that time.
      await page.waitForTimeout(500)
      await page.clock.runFor(50)
    }
    await expect(pswp).toHaveClass(/pswp--ui-visible/)
    // 300 ms apart: two single taps, each toggling the controls, no zoom. A tap acts only once
    // 300 ms have passed without a second one.
    await page.touchscreen.tap(cx, cy)
    await page.clock.runFor(299)
    expect(await classes()).toContain('pswp--ui-visible')
    await page.clock.runFor(1)
    expect(await classes()).not.toContain('pswp--ui-visible')
    await page.touchscreen.tap(cx, cy)
    await advance(700)
    expect(await classes()).toContain('pswp--ui-visible')
    expect(await classes()).not.toContain('pswp--zoomed-in')
    // 26 px away within the window: neither a double tap nor a tap.
    await page.touchscreen.tap(cx, cy)
    await page.clock.runFor(100)
    await page.touchscreen.tap(cx + 26, cy)
    await advance(700)
    expect(await classes()).not.toContain('pswp--zoomed-in')
    expect(await classes()).toContain('pswp--ui-visible')
    // 299 ms apart and 24 px away: a double tap, which zooms (and toggles nothing).
    await page.touchscreen.tap(cx, cy)
    await page.clock.runFor(299)
    await page.touchscreen.tap(cx + 24, cy)
    // The zoom is a CSS transition: its end is an event of the wall clock, so both clocks move.
    await expect
      .poll(async () => {
        await page.clock.runFor(50)
        return classes()
      })
      .toContain('pswp--zoomed-in')
    expect(await classes()).toContain('pswp--ui-visible')
  })
})

test.describe('galleries without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('gallery: thumbnails link to the full images and "show more" opens natively', async ({ page }) => {
    const url = await galleryNews(page)
    await page.goto(url)
    await page.locator('.gallery__more summary').click()
    await expect(page.locator('.gallery--more .gallery__item')).toHaveCount(3)
    const first = page.locator('[data-gallery="news-1"] .gallery__item a').first()
    const href = await first.getAttribute('href')
    await first.click()
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/\./g, '\\.')}$`))
  })
})

test.describe('social feed', () => {
  const FEED = /\/qf\/(cs|en)\/ramjet\/social-feed$/
  /** Every request for the feed's posts the page makes. */
  const feedRequests = (page: Page) => {
    const seen: string[] = []
    page.on('request', (r) => FEED.test(new URL(r.url()).pathname) && seen.push(r.url()))
    return seen
  }
  const posts = (page: Page) => page.locator('.social-feed .social-feed__item:not(.social-feed__item--placeholder)')
  const captions = (page: Page) =>
    posts(page)
      .locator('.social-feed__caption')
      .evaluateAll((spans) => spans.map((s) => [s.textContent, s.closest('[lang]')!.getAttribute('lang')]))

  test('social: the first 4 posts arrive from this site when the section nears the viewport, as linked thumbnails', async ({ page, problems }) => {
    const third: string[] = []
    page.on('request', (r) => new URL(r.url()).hostname !== '127.0.0.1' && third.push(r.url()))
    await page.goto(routes.home.en)
    const section = page.locator('.social-feed')
    // The placeholders hold the posts' room, captions included: nothing moves when they arrive.
    const placeholders = (await section.locator('.social-feed__posts').boundingBox())!.height
    await section.scrollIntoViewIfNeeded()
    const items = posts(page)
    await expect(items).toHaveCount(4)
    await expect(items.first().locator('a')).toHaveAttribute('href', 'https://www.instagram.com/p/QfDemo1/')
    await expect(items.locator('img[data-ll-status="loaded"]')).toHaveCount(4)
    expect(Math.abs((await section.locator('.social-feed__posts').boundingBox())!.height - placeholders)).toBeLessThanOrEqual(1)
    for (const img of await items.locator('img').all()) expect(await img.getAttribute('src')).toMatch(/^\/qf\/ramjet\/social-feed\/thumb\/QfDemo\d$/)
    expect(third).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    expect(problems.summary()).toEqual([])
  })

  test('social: captions follow the page’s language, the other language’s (marked so) where a post has none', async ({ page, problems }) => {
    await page.goto(routes.home.cs)
    await page.locator('.social-feed').scrollIntoViewIfNeeded()
    await expect(posts(page)).toHaveCount(4)
    expect(await captions(page)).toEqual([
      ['Den otevřených dveří: děkujeme všem, kdo přišli! #univerzita', 'cs'],
      ['Nová laboratoř fakulty přírodních věd je otevřená studentům.', 'cs'],
      ['The campus in autumn, from above.', 'en'],
      ['Knihovna prodlužuje otevírací dobu ve zkouškovém období.', 'cs'],
    ])
    await page.goto(routes.home.en)
    await page.locator('.social-feed').scrollIntoViewIfNeeded()
    await expect(posts(page)).toHaveCount(4)
    expect(await captions(page)).toEqual([
      ['Open day: thank you all for coming! #university', 'en'],
      ['The new laboratory of the Faculty of Science is open to students.', 'en'],
      ['The campus in autumn, from above.', 'en'],
      ['Knihovna prodlužuje otevírací dobu ve zkouškovém období.', 'cs'],
    ])
    expect(await axeViolations(page)).toEqual([])
    expect(problems.summary()).toEqual([])
  })

  test('social: nothing is asked while the section is far below; it fills before it scrolls into view', async ({ page }) => {
    const asked = feedRequests(page)
    await page.goto(routes.home.cs)
    const far = await page.locator('.social-feed').evaluate((el) => el.getBoundingClientRect().top - 2 * innerHeight)
    expect(far, 'the section starts more than two screens down').toBeGreaterThan(0)
    await page.waitForTimeout(800)
    expect(asked).toEqual([])
    // Half a screen below the window's bottom: not in view, yet near.
    await page.locator('.social-feed').evaluate((el) => window.scrollTo(0, scrollY + el.getBoundingClientRect().top - innerHeight * 1.5))
    await expect(posts(page)).toHaveCount(4)
    expect(await page.locator('.social-feed').evaluate((el) => el.getBoundingClientRect().top > innerHeight)).toBe(true)
    expect(asked).toHaveLength(1)
  })

  test('social: a jump to the footer fills it', async ({ page }) => {
    await page.goto(routes.home.cs)
    await page.keyboard.press('End')
    await expect(posts(page)).toHaveCount(4)
  })

  test('social: a fast scroll over it and back to the top, without resting, fills it', async ({ page }) => {
    // Once the widget is mounted (its chunk loads after the page): a scroll before that is no visit.
    await page.goto(routes.home.cs, { waitUntil: 'networkidle' })
    // One step a frame, down to the bottom and straight back, as a flick of the wheel does.
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      const to = (top: number) => window.scrollTo({ top, behavior: 'instant' })
      const bottom = document.documentElement.scrollHeight - innerHeight
      for (let y = 0; y <= bottom; y += innerHeight / 2) {
        to(y)
        await frame()
      }
      for (let y = bottom; y > 0; y -= innerHeight) {
        to(y)
        await frame()
      }
      to(0)
    })
    await expect(posts(page)).toHaveCount(4)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('social: the section is not shown and nothing is asked', async ({ page }) => {
      const asked = feedRequests(page)
      await page.goto(routes.home.en)
      await page.keyboard.press('End')
      await expect(page.locator('.social-feed')).toBeHidden()
      expect(asked).toEqual([])
    })
  })

  for (const [name, answer] of [
    ['down', { status: 502, body: '' }],
    ['garbage', { status: 200, contentType: 'text/html', body: '<p>{"not":"posts"}</p>' }],
    ['not html', { status: 200, contentType: 'application/json', body: '{}' }],
  ] as const) {
    test(`social: an upstream ${name} logs the Czech message and hides the section`, async ({ page }) => {
      await page.route('**/ramjet/social-feed', (route) => route.fulfill(answer))
      const logged = page.waitForEvent('console', (m) => m.type() === 'error' && m.text() === FEED_FAILED)
      await page.goto(routes.home.cs)
      await page.locator('.social-feed').scrollIntoViewIfNeeded()
      await logged
      await expect(page.locator('.social-feed')).toBeHidden()
    })
  }
})

test.describe('lazy images and in-viewport', () => {
  const probe = (gap: number) =>
    `<canvas width="10" height="${gap}"></canvas><img id="lazyProbe" data-src="/favicon.svg" width="40" height="40" alt="probe"><canvas width="10" height="2000"></canvas>`

  test('lazy: an image enters within 300 px of the viewport, not before, and reaches loaded', async ({ page }) => {
    await injectIntoMain(page, routes.newsList.en, probe(3000))
    await page.goto(routes.newsList.en)
    const img = page.locator('#lazyProbe')
    await img.waitFor({ state: 'attached' })
    const top = await img.evaluate((el) => el.getBoundingClientRect().top + scrollY)
    const height = await page.evaluate(() => innerHeight)
    await page.evaluate((y) => scrollTo({ top: y, behavior: 'instant' }), top - height - 400)
    await page.waitForTimeout(300)
    await expect(img).not.toHaveAttribute('data-ll-status', /.+/)
    await page.evaluate((y) => scrollTo({ top: y, behavior: 'instant' }), top - height - 250)
    await expect(img).toHaveAttribute('data-ll-status', 'loaded')
    await expect(img).toHaveAttribute('src', '/favicon.svg')
  })

  test('lazy: an image in error is asked again when the browser comes back online', async ({ page, context }) => {
    let fail = true
    await page.route('**/favicon.svg', (route) => (fail ? route.abort() : route.continue()))
    await injectIntoMain(page, routes.newsList.en, probe(10))
    await page.goto(routes.newsList.en)
    const img = page.locator('#lazyProbe')
    await img.scrollIntoViewIfNeeded()
    await expect(img).toHaveAttribute('data-ll-status', 'error')
    fail = false
    await context.setOffline(true)
    await context.setOffline(false)
    await expect(img).toHaveAttribute('data-ll-status', 'loaded')
  })

  test('lazy: gallery thumbnails use native lazy loading with width and height, and report their state', async ({ page }) => {
    const url = await galleryNews(page)
    await page.goto(url)
    const thumbs = page.locator('[data-gallery="news-1"] img')
    for (const img of await thumbs.all()) {
      expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0)
    }
    await expect(thumbs.nth(1)).toHaveAttribute('loading', 'lazy')
    await thumbs.nth(1).scrollIntoViewIfNeeded()
    await expect(thumbs.nth(1)).toHaveAttribute('data-ll-status', 'loaded')
  })

  /**
   * Timing under a fake clock. A scroll event is dispatched by the browser's next rendering step,
   * not by `scrollBy` itself: each scroll here waits for its event before the clock moves, and the
   * clock is paused, so the debounce is timed from a known instant (the earlier draft let the
   * installed clock run with the wall clock and moved it while an event was still on its way).
   */
  test('in-viewport: 40 % visible, checked 250 ms after scrolling rests, the event 10 ms later', async ({ page }) => {
    await page.clock.install()
    await injectIntoMain(page, routes.newsList.en, // Canvas sizes come from attributes: the CSP refuses inline styles.
      `<canvas width="10" height="3000"></canvas><canvas id="vp" data-in-viewport="" width="200" height="200"></canvas><canvas width="10" height="2000"></canvas>`)
    await page.goto(routes.newsList.en)
    const vp = page.locator('#vp')
    await vp.waitFor({ state: 'attached' })
    // Time stands still from here but for `runFor` (an installed clock alone still runs with the wall clock).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 300)
    await page.evaluate(() => {
      const w = window as unknown as { seen: string[] }
      w.seen = []
      const el = document.getElementById('vp')!
      el.addEventListener('viewport:entered', () => w.seen.push('entered'))
      el.addEventListener('viewport:left', () => w.seen.push('left'))
    })
    const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen)
    /** Scrolls so that `px` of the probe's 200 px are in view; resolves once the scroll event was dispatched. */
    const place = (px: number) =>
      page.evaluate(
        (v) =>
          new Promise<number>((resolve) => {
            const el = document.getElementById('vp')!
            const r = el.getBoundingClientRect()
            const before = scrollY
            const done = () => resolve(document.documentElement.clientHeight - el.getBoundingClientRect().top)
            addEventListener('scroll', done, { once: true })
            scrollBy({ top: r.top - (document.documentElement.clientHeight - v), behavior: 'instant' })
            if (scrollY === before) {
              removeEventListener('scroll', done)
              done()
            }
          }),
        px,
      )
    // Far below the 100 px of the sticky header: its state no longer changes with these scrolls.
    expect(await place(0)).toBeCloseTo(0, 0)
    await page.clock.runFor(300)
    await expect(vp).not.toHaveClass(/is-in-viewport/)

    // 39.5 % in view (79 of 200 px; layout leaves fractions of a pixel): not counted.
    expect(await place(79)).toBeCloseTo(79, 0)
    await page.clock.runFor(300)
    await expect(vp).not.toHaveClass(/is-in-viewport/)
    expect(await seen()).toEqual([])

    // 40.5 % in view: counted once scrolling has rested 250 ms (a scroll within them starts the wait
    // again), the event 10 ms after the check.
    expect(await place(81)).toBeCloseTo(81, 0)
    await page.clock.runFor(200)
    expect(await place(100)).toBeCloseTo(100, 0)
    await page.clock.runFor(249)
    await expect(vp).not.toHaveClass(/is-in-viewport/)
    await page.clock.runFor(1)
    await expect(vp).toHaveClass(/is-in-viewport/)
    expect(await seen()).toEqual([])
    await page.clock.runFor(9)
    expect(await seen()).toEqual([])
    await page.clock.runFor(1)
    expect(await seen()).toEqual(['entered'])

    // Resizing is debounced the same way: a window 200 px shorter leaves the probe out of view.
    await page.evaluate(() => {
      const w = window as unknown as { resized: Promise<void> }
      w.resized = new Promise((resolve) => addEventListener('resize', () => resolve(), { once: true }))
    })
    const size = page.viewportSize()!
    await page.setViewportSize({ width: size.width, height: size.height - 200 })
    await page.evaluate(() => (window as unknown as { resized: Promise<void> }).resized)
    expect(await page.evaluate(() => document.getElementById('vp')!.getBoundingClientRect().top >= document.documentElement.clientHeight)).toBe(true)
    await page.clock.runFor(249)
    expect(await seen()).toEqual(['entered'])
    await page.clock.runFor(11)
    await expect(vp).not.toHaveClass(/is-in-viewport/)
    expect(await seen()).toEqual(['entered', 'left'])
  })
})
