/**
 * Floating popups (spec 000 §2.8, §4 "Popups", §9; ADR 021) on the faculties page: each
 * faculty's study-office contacts open beside their button on hover, focus or click; a
 * hover-opened popup closes 200 ms after the pointer leaves the button and the popup (fake
 * clock), any outside click closes it, Escape closes it and focus stays on (returns to) the
 * button. Without JavaScript the button still toggles it (`popovertarget`).
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'

const trigger = (page: Page, code = 'ff') => page.locator(`[popovertarget="facultyContacts-${code}"]`)
const popup = (page: Page, code = 'ff') => page.locator(`#facultyContacts-${code}`)

async function ready(page: Page, url = '/qf/cs/fakulty', fakeClock = false) {
  if (fakeClock) await page.clock.install()
  await page.goto(url)
  await page.waitForFunction(() => typeof window.pu?.update === 'function')
  // Time stands still from here on but for runFor: the delays are counted, not waited for.
  if (fakeClock) await page.clock.pauseAt(Date.now() + 60_000)
}

test.describe('popup: faculty contacts in a floating popup', () => {
  test('hover opens it under its button; it closes 200 ms after the pointer leaves, not while it is over the popup', async ({ page, problems }) => {
    await ready(page, '/qf/cs/fakulty', true)
    const button = trigger(page)
    await button.scrollIntoViewIfNeeded()
    await button.hover()
    await expect(popup(page)).toBeVisible()
    await expect(popup(page)).toContainText('Náměstí Svobody 331')
    await expect(popup(page)).toContainText('studijni.ff@qfu.example.cz')
    const b = (await button.boundingBox())!
    const p = (await popup(page).boundingBox())!
    expect(p.y, 'below its trigger').toBeGreaterThanOrEqual(b.y + b.height - 1)
    expect(Math.abs(p.x - b.x), 'aligned with its trigger').toBeLessThan(b.width)

    // From the button into the popup: it stays, however long.
    await page.mouse.move(p.x + p.width / 2, p.y + p.height / 2, { steps: 4 })
    await page.clock.runFor(1000)
    await expect(popup(page)).toBeVisible()

    // Away from both: still open at 199 ms, closed at 200 ms.
    await page.mouse.move(5, 5)
    await page.clock.runFor(199)
    await expect(popup(page)).toBeVisible()
    await page.clock.runFor(1)
    await expect(popup(page)).toBeHidden()

    // Back within the delay: it stays open.
    await button.hover()
    await expect(popup(page)).toBeVisible()
    await page.mouse.move(5, 5)
    await page.clock.runFor(150)
    await button.hover()
    await page.clock.runFor(500)
    await expect(popup(page)).toBeVisible()
    expect(problems.summary()).toEqual([])
  })

  test('a click opens it and pins it; an outside click closes it; a second click on the button closes it', async ({ page }) => {
    await ready(page, '/qf/en/faculties', true)
    const button = trigger(page, 'fpv')
    await button.click()
    await expect(popup(page, 'fpv')).toBeVisible()
    await page.mouse.move(5, 5)
    await page.clock.runFor(1000)
    await expect(popup(page, 'fpv'), 'a clicked popup ignores the pointer leaving').toBeVisible()
    expect(await accessibilityViolations(page)).toEqual([])
    await page.locator('h1').click()
    await expect(popup(page, 'fpv')).toBeHidden()

    await button.click()
    await expect(popup(page, 'fpv')).toBeVisible()
    await button.click()
    await expect(popup(page, 'fpv')).toBeHidden()
    // Another faculty's popup replaces an open one.
    await button.click()
    await trigger(page, 'ff').click()
    await expect(popup(page, 'ff')).toBeVisible()
    await expect(popup(page, 'fpv')).toBeHidden()
  })

  test('keyboard: focus opens it, Escape closes it with focus on the button, leaving with Tab closes it', async ({ page }) => {
    await ready(page)
    await trigger(page).focus()
    await expect(popup(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(popup(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()

    // Into the popup's e-mail link, then on past it: the popup closes once focus has left both.
    await trigger(page).blur()
    await trigger(page).focus()
    await expect(popup(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(popup(page).getByRole('link')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(popup(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(popup(page)).toBeHidden()
  })
})

test.describe('popup: faculty contacts without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the button toggles the contacts', async ({ page }) => {
    await page.goto('/qf/cs/fakulty')
    await expect(popup(page)).toBeHidden()
    await trigger(page).click()
    await expect(popup(page)).toBeVisible()
    await expect(popup(page)).toContainText('+420 493 333 111')
    await trigger(page).click()
    await expect(popup(page)).toBeHidden()
  })
})
