/**
 * Scroll helpers of the navigation specs: the page's scroll position, instant jumps that
 * ignore the page's `scroll-behavior`, clicks that do not scroll the element into view first,
 * and an element's top in the window.
 */
import type { Page } from '@playwright/test'

/** The accessibility statement: a content page with six sections, the secondary navigation and external links. */
export const STATEMENT = { en: '/qf/en/about/accessibility-statement', cs: '/qf/cs/o-univerzite/prohlaseni-o-pristupnosti' } as const

export const scrollPosition = (page: Page) => page.evaluate(() => Math.round(scrollY))

/** Scrolls to `y` at once and lets the page's scroll listeners run (one frame). */
export async function jumpTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => scrollTo({ top, behavior: 'instant' }), y)
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
}

/** A real click event that does not scroll its element into view first (as Playwright's click would). */
export const clickInPlace = (page: Page, selector: string) => page.locator(selector).dispatchEvent('click')

/** The top of `selector`'s element relative to the window, rounded. */
export const topInWindow = (page: Page, selector: string) => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top))
