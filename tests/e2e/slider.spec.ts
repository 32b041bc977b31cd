/**
 * Webslider (spec 001 §4, §9; ADR 036): the home page's hero and the e-shop's promotions. The
 * spec's numbers on a fake clock (autoplay 4000 ms; the move's transition 400 ms, the rewind's
 * 800 ms; a drag under the 120 px threshold does not move), next/previous, rewind, autoplay
 * paused by hover, by focus, by the pause button and by `prefers-reduced-motion` (WCAG 2.2.2);
 * without JavaScript the first slide shows and the numbered links reach the others.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { routes } from './support/site.js'

const hero = (page: Page) => page.locator('#heroSlider')
const index = (page: Page) => hero(page).getAttribute('data-index')
const wrapperTransition = (page: Page) => page.locator('#heroSlider .slider__slides').evaluate((el) => (el as HTMLElement).style.transition)

/** The clock stands still from before the page loads: timers run only in `runFor`. */
async function stillClock(page: Page) {
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
}

async function openHome(page: Page, lang: 'cs' | 'en' = 'en') {
  await stillClock(page)
  await page.goto(routes.home[lang])
  await expect(hero(page)).toHaveClass(/is-mounted/)
  // The pointer rests outside the slider (hover pauses it).
  await page.mouse.move(1, 1)
}

test.describe('slider: the home page hero', () => {
  test('shows the campus and every faculty, the first slide current, the controls named', async ({ page, problems }) => {
    await openHome(page)
    const slides = hero(page).locator('[data-slide]')
    await expect(slides).toHaveCount(5)
    await expect(hero(page)).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(slides.nth(0)).toHaveAttribute('aria-label', '1 of 5')
    await expect(slides.nth(1)).toContainText('Faculty')
    expect(await index(page)).toBe('0')
    await expect(hero(page).getByRole('button', { name: 'Next slide' })).toBeVisible()
    await expect(hero(page).getByRole('button', { name: 'Stop the slideshow' })).toHaveAttribute('aria-pressed', 'false')
    // Slides out of view cannot be reached with Tab.
    expect(await slides.nth(1).evaluate((el) => (el as HTMLElement).inert)).toBe(true)
    expect(await slides.nth(0).evaluate((el) => (el as HTMLElement).inert)).toBe(false)
    expect(problems.summary()).toEqual([])
  })

  test('autoplay moves every 4000 ms with a 400 ms move, and rewinds from the last slide in 800 ms', async ({ page }) => {
    await openHome(page)
    await page.clock.runFor(3900)
    expect(await index(page)).toBe('0')
    await page.clock.runFor(200)
    await expect.poll(() => index(page)).toBe('1')
    expect(await wrapperTransition(page)).toContain('400ms')
    await expect(hero(page).locator('.slider__dot').nth(1)).toHaveAttribute('aria-current', 'true')
    for (const next of ['2', '3', '4']) {
      await page.clock.runFor(4000)
      await expect.poll(() => index(page)).toBe(next)
    }
    await page.clock.runFor(4000)
    await expect.poll(() => index(page)).toBe('0')
    expect(await wrapperTransition(page)).toContain('800ms')
  })

  test('next and previous buttons move one slide; previous on the first rewinds to the last', async ({ page }) => {
    await openHome(page)
    await hero(page).getByRole('button', { name: 'Next slide' }).click()
    await page.clock.runFor(500)
    await expect.poll(() => index(page)).toBe('1')
    await hero(page).getByRole('button', { name: 'Previous slide' }).click()
    await page.clock.runFor(500)
    await expect.poll(() => index(page)).toBe('0')
    await hero(page).getByRole('button', { name: 'Previous slide' }).click()
    await page.clock.runFor(900)
    await expect.poll(() => index(page)).toBe('4')
    await hero(page).getByRole('link', { name: 'Slide 3' }).click()
    await page.clock.runFor(500)
    await expect.poll(() => index(page)).toBe('2')
    expect(new URL(page.url()).hash, 'the numbered link moves the slider, not the page').toBe('')
  })

  test('autoplay pauses while the pointer is over the slider and resumes when it leaves', async ({ page }) => {
    await openHome(page)
    await hero(page).locator('[data-slide]').first().hover()
    await page.clock.runFor(12_000)
    expect(await index(page)).toBe('0')
    await page.mouse.move(1, 1)
    await page.clock.runFor(4100)
    await expect.poll(() => index(page)).toBe('1')
  })

  test('the pause button stops autoplay for good (WCAG 2.2.2) and starts it again; focus inside pauses too', async ({ page }) => {
    await openHome(page)
    const pause = hero(page).getByRole('button', { name: 'Stop the slideshow' })
    // It is the slider's first stop in the tab order.
    await page.locator('.hero h1').click()
    await page.keyboard.press('Tab')
    await expect(pause).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(pause).toHaveAttribute('aria-pressed', 'true')
    await page.locator('.hero h1').click()
    await page.clock.runFor(12_000)
    expect(await index(page)).toBe('0')
    await pause.click()
    await expect(pause).toHaveAttribute('aria-pressed', 'false')
    await page.mouse.move(1, 1)
    await page.clock.runFor(4100)
    await expect.poll(() => index(page)).toBe('1')
    // Focus on a control inside: no move under the visitor's hands.
    await hero(page).getByRole('button', { name: 'Next slide' }).focus()
    await page.clock.runFor(12_000)
    expect(await index(page)).toBe('1')
  })

  test('prefers-reduced-motion: the slider starts paused', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openHome(page)
    await expect(hero(page).getByRole('button', { name: 'Stop the slideshow' })).toHaveAttribute('aria-pressed', 'true')
    await page.clock.runFor(12_000)
    expect(await index(page)).toBe('0')
  })

  test('a drag past 120 px moves to the next slide; a shorter one does not', async ({ page }) => {
    await page.goto(routes.home.en)
    await expect(hero(page)).toHaveClass(/is-mounted/)
    await hero(page).getByRole('button', { name: 'Stop the slideshow' }).click()
    const box = (await hero(page).locator('.slider__track').boundingBox())!
    const y = box.y + box.height / 2
    const drag = async (dx: number) => {
      await page.mouse.move(box.x + box.width / 2, y)
      await page.mouse.down()
      for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width / 2 - (dx * step) / 10, y)
      await page.mouse.up()
    }
    await drag(100)
    await page.waitForTimeout(600)
    expect(await index(page)).toBe('0')
    await drag(200)
    await expect.poll(() => index(page)).toBe('1')
  })

  test('has no accessibility violations, mounted and paused', async ({ page }) => {
    // A real clock: axe waits on timers.
    await page.goto(routes.home.en)
    await expect(hero(page)).toHaveClass(/is-mounted/)
    await hero(page).getByRole('button', { name: 'Stop the slideshow' }).click()
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

test.describe('slider: the e-shop promotions', () => {
  test('in Czech: four promoted products, each a link to its page; next moves', async ({ page }) => {
    await stillClock(page)
    await page.goto(routes.eshop.cs)
    const slider = page.locator('#promotionSlider')
    await expect(slider).toHaveClass(/is-mounted/)
    await page.mouse.move(1, 1)
    await expect(slider).toHaveAttribute('aria-label', 'Akční nabídka')
    await expect(slider.locator('[data-slide]')).toHaveCount(4)
    await expect(slider.locator('[data-slide] a.promotion').first()).toHaveAttribute('href', /^\/qf\/cs\/eshop\/[^/]+\/[^/]+$/)
    await slider.getByRole('button', { name: 'Další snímek' }).click()
    await page.clock.runFor(500)
    await expect(slider).toHaveAttribute('data-index', '1')
  })
})

test.describe('slider without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the first slide shows, the buttons do not, and the numbered links bring the others into view', async ({ page }) => {
    await page.goto(routes.home.en)
    const slides = hero(page).locator('[data-slide]')
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 })
    await expect(slides.nth(1)).not.toBeInViewport()
    await expect(hero(page).getByRole('button', { name: 'Next slide' })).toBeHidden()
    await hero(page).getByRole('link', { name: 'Slide 3' }).click()
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 })
  })
})
