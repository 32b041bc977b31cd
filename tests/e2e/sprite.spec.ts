/**
 * The icon sprite (spec 000 §2, §8; spec 001 §7, §8): loaded from the versioned address into
 * #svg-sprite; the preview page loads the unversioned file; a failed load marks the body
 * with `no-svg-sprite` and hides the empty icons.
 */
import { expect, test } from './support/fixtures.js'
import { routes } from './support/site.js'

const SPRITE = '**/build/img/svg/svg-sprite*.svg'

test('sprite: loads the versioned sprite into #svg-sprite and draws the icons', async ({ page, problems }) => {
  const spriteResponse = page.waitForResponse((r) => r.url().includes('/build/img/svg/svg-sprite-') && r.request().resourceType() === 'fetch')
  await page.goto(routes.home.en)
  const version = await page.locator('html').getAttribute('data-sprite-version')
  expect(version).toMatch(/^[0-9a-f]{8,}$/)
  const url = `/build/img/svg/svg-sprite-${version}.svg`
  expect((await spriteResponse).status()).toBe(200)
  expect(new URL((await spriteResponse).url()).pathname).toBe(url)

  const holder = page.locator('#svg-sprite')
  await expect(holder).toHaveAttribute('data-url', url)
  for (const name of ['logo', 'search', 'menu', 'user', 'cart', 'close', 'chevron']) {
    await expect(holder.locator(`symbol#icon-${name}`)).toHaveCount(1)
  }
  await expect(page.locator('body')).not.toHaveClass(/no-svg-sprite/)
  // The icon draws: its <use> resolves to the loaded symbol's shapes.
  const drawnWidth = await page.locator('.logo__mark use').evaluate((use) => (use as SVGUseElement).getBBox().width)
  expect(drawnWidth).toBeGreaterThan(0)
  expect(problems.summary()).toEqual([])
})

test('sprite: the address is rendered in data-url and the runtime fetches what it says (the preview file here)', async ({ page }) => {
  const html = await (await page.request.get(routes.home.en)).text()
  expect(html).toMatch(/<div id="svg-sprite" class="svg-sprite" data-url="\/build\/img\/svg\/svg-sprite-[0-9a-f]{8,}\.svg" hidden="">/)
  // The rewritten attribute steers the runtime's fetch; the icons' own references keep the server's file.
  await page.route(routes.home.en, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace(/(<div id="svg-sprite"[^>]*) data-url="[^"]*"/, '$1 data-url="/build/img/svg/svg-sprite.svg"')
    expect(body).toContain('data-url="/build/img/svg/svg-sprite.svg"')
    await route.fulfill({ response, body })
  })
  const spriteResponse = page.waitForResponse((r) => r.url().includes('/build/img/svg/svg-sprite') && r.request().resourceType() === 'fetch')
  await page.goto(routes.home.en)
  expect(new URL((await spriteResponse).url()).pathname).toBe('/build/img/svg/svg-sprite.svg')
  await expect(page.locator('#svg-sprite symbol#icon-logo')).toHaveCount(1)
  await expect(page.locator('body')).not.toHaveClass(/no-svg-sprite/)
})

for (const failure of ['an HTTP error', 'a network error'] as const) {
  test(`sprite: ${failure} on the sprite marks the body with no-svg-sprite`, async ({ page, problems }) => {
    await page.route(SPRITE, (route) =>
      failure === 'an HTTP error' ? route.fulfill({ status: 500, body: 'broken' }) : route.abort('failed'),
    )
    await page.goto(routes.home.cs)
    await expect(page.locator('body')).toHaveClass(/(^|\s)no-svg-sprite(\s|$)/)
    await expect(page.locator('#svg-sprite symbol')).toHaveCount(0)
    await expect(page.locator('.logo__mark')).toBeHidden()
    // The labels of the header buttons stay readable.
    await expect(page.locator('.search-toggle')).toBeVisible()
    expect(problems.summary(/Failed to load resource|svg-sprite/)).toEqual([])
  })
}
