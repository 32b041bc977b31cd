/**
 * One cart, one order in Chromium (ADR 045): two tabs of one browser open the checkout, one
 * places the order, the other's submit lands on a page that says the order was already placed
 * and links it (never a refusal, never a second order): without JavaScript the "already placed"
 * page; with it the refreshed checkout, which names the order.
 */
import { accessibilityViolations } from './support/a11y.js'
import { chooseShipping, fillAddress, fillContact, texts, toCheckout } from './support/checkout.js'
import { expect, test } from './support/fixtures.js'

for (const js of [true, false]) {
  test.describe(`checkout in two tabs ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js })

    test('the second tab\'s submit after the order lands on "already placed" with a link to the order', async ({ page, context, problems }) => {
      test.slow()
      await toCheckout(page, 'cs', js)
      const second = await context.newPage()
      await second.goto('/qf/cs/eshop/pokladna')
      // Both tabs show one checkout.
      await expect(second.locator('input[name="checkout"]')).toHaveValue(await page.locator('input[name="checkout"]').inputValue())
      for (const tab of [page, second]) {
        await fillContact(tab, 'cs')
        await chooseShipping(tab, 'cs', 'PPL – kurýr')
        await fillAddress(tab, 'cs')
        await tab.getByLabel('Bankovním převodem').check()
        await tab.getByLabel(texts.cs.terms).check()
        // With script the box is validated as it is ticked: its answer comes before the order.
        if (js) await expect(tab.getByLabel(texts.cs.terms)).toHaveClass(/\bok\b/)
      }

      await page.getByRole('button', { name: texts.cs.place }).click()
      await expect(page.locator('h1')).toHaveText(texts.cs.received)
      const number = (await page.locator('#orderNumber').textContent())!

      // The first tab's work is done; closed, it leaves the second the only one (a background tab
      // gets no animation frames, which the accessibility engines wait for).
      await page.close()
      await second.getByRole('button', { name: texts.cs.place }).click()
      if (js) {
        // Live validation asks first; the order released the form's state (error 04), so the page
        // refreshes, and the checkout, its cart empty, names the order (ADR 045).
        await expect(second).toHaveURL(/\/qf\/cs\/eshop\/pokladna$/)
        await expect(second.locator('#alreadyPlaced')).toContainText(`Objednávka ${number} už byla odeslána.`)
      } else {
        await expect(second.locator('h1')).toHaveText(`Objednávka ${number} už byla odeslána`)
        await expect(second).toHaveURL(new RegExp(`/qf/cs/eshop/objednavka/${number}/uz-odeslana$`))
      }
      await expect(second.locator('#alreadyPlaced')).toContainText('Druhou objednávku jsme nevytvořili')
      if (js) {
        // Both pages pass the accessibility engines (which need the page's timers: with script only).
        expect(await accessibilityViolations(second)).toEqual([])
        await second.goto(`/qf/cs/eshop/objednavka/${number}/uz-odeslana`)
        await expect(second.locator('h1')).toHaveText(`Objednávka ${number} už byla odeslána`)
        expect(await accessibilityViolations(second)).toEqual([])
      }
      await second.getByRole('link', { name: `Zobrazit objednávku ${number}` }).click()
      await expect(second.locator('h1')).toHaveText(`Objednávka ${number} přijata`)
      expect(problems.summary()).toEqual([])
    })
  })
}
