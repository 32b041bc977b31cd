/**
 * Islands (spec 001 §4, §8; STYLE.md §8): React loads only on pages that hold an island;
 * the countdown hydrates and ticks; an unknown island is logged and skipped; the loader's
 * unmount and mount serve the partial-update layer.
 */
import { expect, test } from './support/fixtures.js'
import { chunkUrl, countdownHtml, injectIntoMain } from './support/islands.js'
import { routes } from './support/site.js'

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString()
const now = () => new Date().toISOString()

test('islands: a page without islands loads the runtime entry and no React chunk', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(routes.home.cs, { waitUntil: 'networkidle' })
  await expect(page.locator('html')).toHaveClass(/(^|\s)js(\s|$)/)
  await expect(page.locator('[data-island]')).toHaveCount(0)
  const entry = await page.locator('script[type="module"]').getAttribute('src')
  // The entry first; after it only the runtime's own shared chunks, never React or an island.
  expect(scripts[0]).toBe(entry)
  expect(scripts.join(' ')).not.toMatch(/react|loader|countdown/)
})

test('islands: the countdown hydrates, ticks every second and hides its empty leading parts', async ({ page, problems }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await injectIntoMain(page, routes.newsList.en, countdownHtml({ until: inSeconds(90 * 60), now: now(), label: 'Sale ends', lang: 'en' }))
  await page.goto(routes.newsList.en)

  const countdown = page.locator('[data-island="Countdown"] .countdown')
  const timer = countdown.locator('[role="timer"]')
  await expect(timer).toBeVisible()
  await expect(timer).toHaveAttribute('aria-live', 'off')
  await expect(timer).toHaveAttribute('aria-label', 'Sale ends')
  await expect(countdown.locator('.countdown__label time')).toBeVisible()
  await expect(countdown.locator('.countdown__part--day')).toBeHidden()
  await expect(countdown.locator('.countdown__part--hour')).toBeVisible()
  await expect(countdown.locator('.countdown__part--hour .countdown__unit')).toHaveText('hour')
  await expect(countdown.locator('.countdown__part--minute')).toBeVisible()

  const seconds = countdown.locator('.countdown__part--second .countdown__value')
  const first = await seconds.innerText()
  await expect(seconds).not.toHaveText(first, { timeout: 2500 })

  expect(scripts.some((s) => s.includes('/react-'))).toBe(true)
  expect(scripts.some((s) => s.includes('/countdown-'))).toBe(true)
  expect(problems.summary()).toEqual([])
})

test('islands: the countdown hides itself when the time has passed', async ({ page, problems }) => {
  // The page's clock stands still a minute after `start` (a pause must lie ahead of the clock, which
  // runs from the install on), so a slow load cannot run the two seconds out early.
  const start = new Date('2026-11-24T10:00:00Z')
  const paused = new Date(start.getTime() + 60_000)
  await page.clock.install({ time: start })
  await page.clock.pauseAt(paused)
  const until = new Date(paused.getTime() + 2000).toISOString()
  await injectIntoMain(page, routes.newsList.cs, countdownHtml({ until, now: paused.toISOString(), label: 'Akce končí', lang: 'cs' }))
  await page.goto(routes.newsList.cs)
  const countdown = page.locator('[data-island="Countdown"] .countdown')
  await expect(countdown.locator('[role="timer"]')).toBeVisible()
  await expect(countdown.locator('.countdown__part--minute')).toBeHidden()
  await expect(countdown.locator('.countdown__part--second')).toBeVisible()
  await page.clock.runFor(3000)
  await expect(countdown).toBeHidden()
  expect(problems.summary()).toEqual([])
})

test('islands: an unknown island logs "Unknown component" and the rest of the page works', async ({ page, problems }) => {
  await injectIntoMain(
    page,
    routes.home.en,
    `<div data-island="NoSuchWidget" data-island-props="{}"><p>static</p></div>${countdownHtml({ until: inSeconds(3600), now: now(), label: 'Sale ends', lang: 'en' })}`,
  )
  const unknown = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().startsWith('Unknown component'))
  await page.goto(routes.home.en)
  const message = await unknown
  expect(await message.args()[0]?.jsonValue()).toBe('Unknown component')
  expect(await message.args()[1]?.jsonValue()).toBe('NoSuchWidget')

  await expect(page.locator('[data-island="NoSuchWidget"]')).toHaveText('static')
  await expect(page.locator('[data-island="Countdown"] [role="timer"]')).toBeVisible()
  await page.locator('.search-toggle').click()
  await expect(page.locator('#headerSearch')).toHaveClass(/is-open/)
  expect(problems.summary(/Unknown component/)).toEqual([])
})

test('islands: unmountIslands runs each destructor and mountIslands hydrates swapped-in content', async ({ page, problems }) => {
  const html = countdownHtml({ until: inSeconds(3600), now: now(), label: 'Sale ends', lang: 'en' })
  await injectIntoMain(page, routes.home.en, html)
  await page.goto(routes.home.en)
  const island = page.locator('[data-island="Countdown"]')
  const seconds = island.locator('.countdown__part--second .countdown__value')
  // The server's markup shows the timer before React has hydrated it; a tick proves hydration, so
  // the unmount below has a root to destroy (unmounting while the chunk loads leaves that markup).
  const before = await seconds.innerText()
  await expect(seconds).not.toHaveText(before, { timeout: 5000 })

  const loader = chunkUrl('src/islands/loader.ts')
  // The same module instance the runtime uses: the browser caches modules by address.
  await page.evaluate(async (url) => {
    const { unmountIslands } = (await import(url)) as typeof import('../../src/islands/loader.js')
    unmountIslands(document)
  }, loader)
  await expect(island.locator('.countdown')).toHaveCount(0)

  await page.evaluate(
    async ({ url, fresh }) => {
      const { mountIslands } = (await import(url)) as typeof import('../../src/islands/loader.js')
      const main = document.querySelector('main')!
      main.querySelector('[data-island]')!.outerHTML = fresh
      await mountIslands(main)
    },
    { url: loader, fresh: html },
  )
  await expect(island.locator('[role="timer"]')).toBeVisible()
  const first = await seconds.innerText()
  await expect(seconds).not.toHaveText(first, { timeout: 2500 })
  expect(problems.summary()).toEqual([])
})

test('islands: the e-shop home ticks its sale countdown without React (ADR 033)', async ({ page, problems }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(routes.eshop.cs, { waitUntil: 'networkidle' })
  await expect(page.locator('[data-island]')).toHaveCount(0)
  const countdown = page.locator('.countdown[data-countdown]')
  expect(new Date((await countdown.getAttribute('data-countdown'))!).getTime()).toBeGreaterThan(Date.now())
  const timer = countdown.locator('[role="timer"]')
  await expect(timer).toBeVisible()
  await expect(timer).toHaveAttribute('aria-label', 'Vánoční výprodej končí')
  const seconds = countdown.locator('.countdown__part--second .countdown__value')
  const first = await seconds.innerText()
  await expect(seconds).not.toHaveText(first, { timeout: 2500 })
  expect(scripts.join(' ')).not.toMatch(/react-|loader-/)
  expect(problems.summary()).toEqual([])
})
