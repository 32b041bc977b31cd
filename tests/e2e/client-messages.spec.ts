/**
 * Client messages (spec 000 §3): the runtime looks a key up in the table the server rendered in
 * the page's language (`#puMessages`), with an optional prefix, `${name}` substituted, and shows
 * a missing key as `!key!`. Proved through the runtime's own text as a visitor meets it (the
 * sign-language player's message) and through the lookup on a real page of each language.
 */
import { expect, test } from './support/fixtures.js'
import { switchedOn } from './support/sign-language.js'

test.describe('client messages', () => {
  for (const [lang, path, expected] of [
    ['cs', '/qf/cs/studium', 'Video „qfNothing1“ není k dispozici.'],
    ['en', '/qf/en/study', 'The video “qfNothing1” is not available.'],
  ] as const) {
    test(`a message is shown in the page's language (${lang}) with its placeholder filled`, async ({ page }) => {
      await switchedOn(page)
      await page.goto(path)
      const trigger = page.locator('.sign-language__trigger').first()
      await trigger.evaluate((el) => el.setAttribute('data-sign-language-video', 'qfNothing1'))
      await trigger.click()
      await expect(page.getByRole('dialog')).toContainText(expected)
    })
  }

  test('a key missing from the page\'s table shows as !key!', async ({ page }) => {
    await switchedOn(page)
    // The page as the server sent it, less one message of its table.
    await page.route('**/qf/en/study', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(/"signLanguage\.unknownVideo":"[^"]*",?/, '')
      await route.fulfill({ response, body: html })
    })
    await page.goto('/qf/en/study')
    expect(await page.locator('script#puMessages').textContent()).not.toContain('signLanguage.unknownVideo')
    const trigger = page.locator('.sign-language__trigger').first()
    await trigger.evaluate((el) => el.setAttribute('data-sign-language-video', 'qfNothing1'))
    await trigger.click()
    const popup = page.getByRole('dialog', { name: 'Sign-language video' })
    await expect(popup.locator('.popup__message')).toHaveText('!signLanguage.unknownVideo!')
  })
})
