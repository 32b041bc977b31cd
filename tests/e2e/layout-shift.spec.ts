/**
 * No layout shift (ADR 013): the first paint is the final layout. A PerformanceObserver,
 * installed before the page's own scripts, sums the layout-shift entries not caused by input
 * from navigation until the page has loaded, its sprite and islands included, on each page type
 * at phone and desktop widths; Lighthouse's budget for the sum is 0.01.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.js'
import { locate, type PageType } from './support/site.js'

const TYPES: PageType[] = ['home', 'content', 'newsList', 'newsDetail', 'eshop', 'category', 'product']
const CLS_BUDGET = 0.01

declare global {
  interface Window {
    __shifts: { value: number; sources: string[] }[]
  }
}

async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    window.__shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue
        const sources = entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}#${s.node.id}.${s.node.className}` : String(s.node?.nodeName)))
        window.__shifts.push({ value: entry.value, sources })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

for (const width of [375, 1280]) {
  test.describe(`layout shift at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 900 ? 812 : 900 } })

    for (const type of TYPES) {
      test(`layout shift: ${type} stays where it is first painted`, async ({ page }) => {
        const target = await locate(page, type, 'en')
        await observeShifts(page)
        await page.goto(target.url, { waitUntil: 'networkidle' })
        // Islands hydrate and the sprite arrives after load: give them a moment to move things.
        await page.waitForTimeout(500)
        const shifts = await page.evaluate(() => window.__shifts)
        const total = shifts.reduce((sum, s) => sum + s.value, 0)
        expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(CLS_BUDGET)
      })
    }
  })
}
