/**
 * Collapsible blocks (spec 000 §2.15, §4, §9; ADR 023): the FAQ questions of the study pages,
 * native `<details>` with `aria-expanded` mirrored; remembered in one cookie (exact bytes, 7
 * days, path /), restored on load and after a partial update; keyboard; a tampered cookie
 * ignored; readable without JavaScript.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'

const ADMISSIONS = { cs: '/qf/cs/studium/prijimaci-rizeni', en: '/qf/en/study/admissions' }
const COOKIE = 'collapsibleBlocks'
const SEVEN_DAYS_S = 7 * 86_400

const block = (page: Page, id: string) => page.locator(`details#${id}`)
const summary = (page: Page, id: string) => block(page, id).locator('summary')
const cookieOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === COOKIE)

test.describe('collapsible blocks: FAQ on study pages', () => {
  test('every study page with questions shows them closed, in its language, with aria-expanded', async ({ page }) => {
    for (const [path, heading] of [
      ['/qf/cs/studium', 'Časté dotazy'],
      [ADMISSIONS.cs, 'Časté dotazy'],
      ['/qf/en/study/study-programmes', 'Frequently asked questions'],
      [ADMISSIONS.en, 'Frequently asked questions'],
    ] as const) {
      await page.goto(path)
      const faq = page.locator('section#faq')
      await expect(faq.getByRole('heading', { level: 2 })).toHaveText(heading)
      const questions = faq.locator('details.collapsible')
      expect(await questions.count()).toBeGreaterThan(1)
      for (const q of await questions.all()) {
        expect(await q.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false)
        await expect(q.locator('summary')).toHaveAttribute('aria-expanded', 'false')
      }
      await expect(page.locator('#secondaryNav a[href="#faq"]')).toHaveText(heading)
    }
  })

  test('opening a question writes the cookie: exact value, 7 days, path /; closing writes 0', async ({ page, context }) => {
    await page.goto(ADMISSIONS.en)
    const before = Date.now() / 1000
    await summary(page, 'faq-admissions-how-to-apply').click()
    await expect(summary(page, 'faq-admissions-how-to-apply')).toHaveAttribute('aria-expanded', 'true')
    await expect(block(page, 'faq-admissions-how-to-apply')).toContainText('You apply online')
    await expect.poll(async () => (await cookieOf(context))?.value).toBe('faq-admissions-how-to-apply:1')
    const cookie = (await cookieOf(context))!
    expect(cookie.path).toBe('/')
    expect(cookie.expires).toBeGreaterThan(before + SEVEN_DAYS_S - 60)
    expect(cookie.expires).toBeLessThan(Date.now() / 1000 + SEVEN_DAYS_S + 60)
    expect(cookie.sameSite).toBe('Lax')
    expect(cookie.httpOnly).toBe(false)

    await summary(page, 'faq-admissions-several-programmes').click()
    await summary(page, 'faq-admissions-how-to-apply').click()
    await expect.poll(async () => (await cookieOf(context))?.value).toBe('faq-admissions-several-programmes:1|faq-admissions-how-to-apply:0')
  })

  test('the remembered state is restored on reload and on the other language of the page', async ({ page }) => {
    await page.goto(ADMISSIONS.cs)
    await summary(page, 'faq-admissions-special-needs').click()
    await expect(summary(page, 'faq-admissions-special-needs')).toHaveAttribute('aria-expanded', 'true')
    await page.reload()
    await expect(block(page, 'faq-admissions-special-needs')).toHaveAttribute('open', '')
    await expect(summary(page, 'faq-admissions-special-needs')).toHaveAttribute('aria-expanded', 'true')
    await expect(block(page, 'faq-admissions-how-to-apply')).not.toHaveAttribute('open')
    await page.goto(ADMISSIONS.en)
    await expect(block(page, 'faq-admissions-special-needs')).toHaveAttribute('open', '')
  })

  test('the remembered state is restored after a partial update of the page', async ({ page }) => {
    await page.goto(ADMISSIONS.en)
    await summary(page, 'faq-admissions-how-to-apply').click()
    await expect(block(page, 'faq-admissions-how-to-apply')).toHaveAttribute('open', '')
    const replaced = page.evaluate(
      () => new Promise<boolean>((resolve) => document.addEventListener('pu:contents:replaced', () => resolve(true), { once: true })),
    )
    await page.evaluate(() => window.pu.refresh('pageContent'))
    expect(await replaced).toBe(true)
    // The server renders every question closed; the runtime opened the remembered one again.
    await expect(block(page, 'faq-admissions-how-to-apply')).toHaveAttribute('open', '')
    await expect(summary(page, 'faq-admissions-how-to-apply')).toHaveAttribute('aria-expanded', 'true')
    await expect(block(page, 'faq-admissions-several-programmes')).not.toHaveAttribute('open')
  })

  test('keyboard: Tab reaches a question, Enter and Space open and close it', async ({ page, context }) => {
    await page.goto(ADMISSIONS.en)
    const first = summary(page, 'faq-admissions-how-to-apply')
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Tab')
    await expect(summary(page, 'faq-admissions-several-programmes')).toBeFocused()
    await page.keyboard.press('Space')
    await expect(block(page, 'faq-admissions-several-programmes')).toHaveAttribute('open', '')
    await expect.poll(async () => (await cookieOf(context))?.value).toBe('faq-admissions-how-to-apply:0|faq-admissions-several-programmes:1')
    expect(await accessibilityViolations(page)).toEqual([])
  })

  for (const [what, value] of [
    ['markup', 'faq-admissions-how-to-apply:1|<script>alert(1)</script>:1'],
    ['a bad state', 'faq-admissions-how-to-apply:yes'],
    ['SQL', "faq-admissions-how-to-apply:1'--"],
    ['too many flags', Array.from({ length: 41 }, (_, i) => `faq-admissions-how-to-apply${i || ''}:1`).join('|')],
  ] as const) {
    test(`a tampered cookie (${what}) is ignored, and the next toggle writes a clean one`, async ({ page, context, baseURL, problems }) => {
      await context.addCookies([{ name: COOKIE, value, url: baseURL! }])
      await page.goto(ADMISSIONS.en)
      await expect(summary(page, 'faq-admissions-how-to-apply')).toHaveAttribute('aria-expanded', 'false')
      await expect(block(page, 'faq-admissions-how-to-apply')).not.toHaveAttribute('open')
      await summary(page, 'faq-admissions-several-programmes').click()
      await expect.poll(async () => (await cookieOf(context))?.value).toBe('faq-admissions-several-programmes:1')
      expect(problems.summary()).toEqual([])
    })
  }
})

test.describe('collapsible blocks: without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the questions open natively and the answers are readable', async ({ page }) => {
    await page.goto(ADMISSIONS.cs)
    const q = block(page, 'faq-admissions-how-to-apply')
    await expect(q.getByText('Přihlášku podáte elektronicky')).toBeHidden()
    await q.locator('summary').click()
    await expect(q.getByText('Přihlášku podáte elektronicky')).toBeVisible()
  })
})
