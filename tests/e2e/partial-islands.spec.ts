/**
 * Islands in a swapped region (spec 000 removeContainerWidgetData, STYLE.md §8): unmounted
 * before the region leaves the page, and the new region's islands mounted after the swap.
 */
import type { Page } from '@playwright/test'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { Island } from '../../src/ui/island.js'
import { expect, test } from './support/fixtures.js'
import { fixture } from './fixtures/partial.js'

/** The island as the server renders it. */
const countdown = (label: string) =>
  renderToString(createElement(Island, { name: 'Countdown', props: { until: '2030-01-01T00:00:00+01:00', now: new Date().toISOString(), label, lang: 'cs' } }))

const promo = (label: string) => `<div id="promo" data-pu-target="promo">${countdown(label)}<a id="reload" href="/fixtures/promo?label=${encodeURIComponent(label)}">reload</a></div>`

async function open(page: Page) {
  await fixture(page, 'islands', `<main id="pageContent"><h1>Islands</h1>${promo('Akce končí')}</main>`, (s) => ({
    body: promo(`${s.url.searchParams.get('label') ?? ''} znovu`),
  }))
  // Mounted: the server-rendered timer starts ticking once the island runs in the browser.
  const seconds = page.locator('#promo .countdown__part--second .countdown__value')
  const first = await seconds.innerText()
  await expect(seconds).not.toHaveText(first, { timeout: 5000 })
  await page.evaluate(() => {
    const w = window as unknown as { __old: Element; __seen: Record<string, number> }
    w.__old = document.querySelector('#promo [data-island]')!
    w.__seen = {}
    document.addEventListener('pu:contents:replace', () => (w.__seen.before = w.__old.childNodes.length))
    document.addEventListener('pu:contents:replaced', () => (w.__seen.after = w.__old.childNodes.length))
  })
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen)

test.describe('islands: unmounted before a swap, mounted after', () => {
  test('the old island is unmounted, the new one mounted', async ({ page, problems }) => {
    await open(page)
    await page.locator('#reload').click()
    await expect(page.locator('#promo .countdown__label')).toContainText('Akce končí znovu')
    expect(await seen(page)).toEqual({ before: 1, after: 0 })
    await expect(page.locator('#promo .countdown__timer')).toBeVisible()
    expect(problems.summary()).toEqual([])
  })

  test('removeContainerWidgetData off leaves the old island alone', async ({ page }) => {
    await open(page)
    await page.evaluate(() => window.pu.update('/fixtures/promo?label=x', { target: ['promo'], removeContainerWidgetData: false }))
    expect(await seen(page)).toEqual({ before: 1, after: 1 })
    await expect(page.locator('#promo .countdown__timer')).toBeVisible()
  })
})
