/**
 * The cart in Chromium (issue 12; spec 000 §7 "Add to cart", "User lists refresh"): with
 * JavaScript an add shows the answer in a popup and refreshes the header's user lists; the cart
 * page changes quantities on change and removes after a confirmation. Without JavaScript every
 * step is a form post answered by a full page. Axe on the popup and the cart page.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'

/** A clothing product page (sizes), reached from its category's first tile. */
async function productPage(page: Page, lang: 'cs' | 'en') {
  await page.goto(lang === 'cs' ? '/qf/cs/eshop/tricka-a-mikiny' : '/qf/en/eshop/t-shirts-and-sweatshirts')
  const tile = page.locator('.product-tile:not(.product-tile--sold-out)').first()
  await tile.locator('.product-tile__link').click()
  // With script the link is a partial update: until it lands, the tiles' own add forms are the page's.
  await expect(page.locator('article.product form.add-to-cart')).toBeVisible()
}

const dialog = (page: Page) => page.getByRole('dialog')

test.describe('cart with JavaScript', () => {
  test('adds from the product page into a popup, refreshes the user lists, then changes and removes on the cart page', async ({ page, problems }) => {
    test.slow()
    await productPage(page, 'cs')
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    const size = page.getByLabel('Velikost')
    const sizeText = (await size.locator('option:not([disabled])').first().textContent())!.trim()
    await page.getByLabel('Množství').fill('2')
    const button = page.locator('article.product form.add-to-cart button.add-to-cart__button')
    await button.click()

    await expect(dialog(page)).toHaveAccessibleName('Přidáno do košíku')
    await expect(dialog(page)).toContainText(`, ${sizeText}, 2 ks.`)
    await expect(dialog(page)).toContainText('V košíku: 2 ks')
    await expect(page.locator('#userLists [data-cart-count]')).toHaveAttribute('data-cart-count', '2')
    await expect(page.locator('#userLists')).toHaveClass(/user-lists--updated/)
    await expect(page.locator('#liveRegion')).toContainText('Do košíku jsme přidali')
    expect(await accessibilityViolations(page)).toEqual([])

    // "Continue shopping" closes the popup; focus returns to the button.
    await dialog(page).getByRole('link', { name: 'Pokračovat v nákupu' }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(button).toBeFocused()

    // Again, and "go to cart".
    await button.click()
    await expect(page.locator('#userLists [data-cart-count]')).toHaveAttribute('data-cart-count', '4')
    await dialog(page).getByRole('link', { name: 'Přejít do košíku' }).click()
    await expect(page).toHaveURL(/\/qf\/cs\/eshop\/kosik$/)
    await expect(page.locator('.cart-line')).toHaveCount(1)
    expect(await accessibilityViolations(page)).toEqual([])

    // A quantity changes on change: the cart and the header reload, focus stays on the field.
    const total = page.locator('#cartTotal')
    const before = await total.textContent()
    const quantity = page.locator('.cart-line input[name="quantity"]')
    await quantity.fill('1')
    await quantity.press('Tab')
    await expect(total).not.toHaveText(before!)
    await expect(page.locator('.cart-line input[name="quantity"]')).toBeFocused()
    await expect(page.locator('#userLists [data-cart-count]')).toHaveAttribute('data-cart-count', '1')

    // Remove asks first; "Ne" keeps the line, "Ano" removes it.
    await page.locator('.cart-line__remove button').click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toHaveAccessibleName('Odebrat z košíku')
    await confirm.getByRole('button', { name: 'Ne' }).click()
    await expect(page.locator('.cart-line')).toHaveCount(1)
    await page.locator('.cart-line__remove button').click()
    await confirm.getByRole('button', { name: 'Ano' }).click()
    await expect(page.locator('.cart__empty')).toHaveText('Košík je prázdný.')
    await expect(page.locator('#mainContent')).toBeFocused()
    await expect(page.locator('#userLists [data-cart-count]')).toHaveCount(0)
    expect(problems.summary()).toEqual([])
  })

  test('adds one piece from a tile in English; a refused add says why in the popup', async ({ page, problems }) => {
    await page.goto('/qf/en/eshop/t-shirts-and-sweatshirts')
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    const tile = page.locator('.product-tile:not(.product-tile--sold-out)').first()
    await tile.getByRole('button', { name: /^Add to cart: / }).click()
    await expect(dialog(page)).toHaveAccessibleName('Added to cart')
    await expect(dialog(page)).toContainText('1 pcs.')
    await expect(page.locator('#userListsRwd [data-cart-count]')).toHaveAttribute('data-cart-count', '1')
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)

    // A tampered form: a variant that does not exist.
    await tile.locator('select[name="variant"] option:not([disabled]), input[name="variant"]').first().evaluate((el) => {
      if (el instanceof HTMLOptionElement) el.value = '999999999'
      else (el as HTMLInputElement).value = '999999999'
    })
    await tile.getByRole('button', { name: /^Add to cart: / }).click()
    await expect(dialog(page)).toHaveAccessibleName('The product could not be added')
    await expect(dialog(page).getByRole('alert')).toHaveText('This product is not on offer.')
    await expect(page.locator('#userLists [data-cart-count]')).toHaveAttribute('data-cart-count', '1')
    expect(problems.summary(/status of 422/)).toEqual([])
  })
})

test.describe('cart without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('add leads to the cart page; quantity and remove are form posts answered by full pages', async ({ page }) => {
    await productPage(page, 'en')
    await page.getByLabel('Quantity').fill('3')
    await page.locator('article.product form.add-to-cart button.add-to-cart__button').click()
    await expect(page).toHaveURL(/\/qf\/en\/eshop\/cart\?added=\d+$/)
    await expect(page.getByRole('status')).toContainText('Added to your cart')
    await expect(page.locator('.cart-line input[name="quantity"]')).toHaveValue('3')
    await expect(page.locator('#userLists')).toContainText('3 pcs')

    await page.locator('.cart-line input[name="quantity"]').fill('2')
    await page.getByRole('button', { name: 'Update quantity' }).click()
    await expect(page).toHaveURL(/\/qf\/en\/eshop\/cart$/)
    await expect(page.locator('.cart-line input[name="quantity"]')).toHaveValue('2')

    await page.locator('.cart-line__remove button').click()
    await expect(page.locator('.cart__empty')).toHaveText('Your cart is empty.')
  })
})
