/**
 * Shopping lists in Chromium (issue 12, ADR 029; spec 000 §2.14 the shopping list redirect): a
 * guest's "add to list" leads to the login and back to the add; then the lists page creates,
 * renames, removes (after a confirmation with JavaScript), deletes and moves all to the cart,
 * the header's user lists following every change. With JavaScript and without. Axe on the page.
 * Both use Jana's account, so they run one after the other and clear her lists first.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'

test.describe.configure({ mode: 'serial' })

const T = {
  cs: { category: '/qf/cs/eshop/tricka-a-mikiny', lists: '/qf/cs/ucet/nakupni-seznamy', email: 'E-mail', password: 'Heslo', login: 'Přihlásit se', addToList: /^Na seznam: / },
  en: { category: '/qf/en/eshop/t-shirts-and-sweatshirts', lists: '/qf/en/account/shopping-lists', email: 'Email', password: 'Password', login: 'Log in', addToList: /^Add to list: / },
} as const

/** Clears Jana's lists and cart lines through the page's own forms, posted by the test's request context (same cookies). */
async function clearAccount(page: Page, lang: 'cs' | 'en') {
  const html = await (await page.request.get(T[lang].lists)).text()
  const lists = [...html.matchAll(/action="(\/qf\/[^"]+\/(?:smazat|delete))"/g)]
  for (const m of lists) expect((await page.request.post(m[1]!, { form: {} })).ok()).toBe(true)
  const cart = await (await page.request.get(lang === 'cs' ? '/qf/cs/eshop/kosik' : '/qf/en/eshop/cart')).text()
  for (const m of cart.matchAll(/<tr class="cart-line" data-variant-id="(\d+)"/g)) await page.request.post(lang === 'cs' ? '/qf/cs/eshop/kosik/odebrat' : '/qf/en/eshop/cart/remove', { form: { variant: m[1]! } })
}

async function logInHere(page: Page, lang: 'cs' | 'en') {
  await page.getByLabel(T[lang].email).fill('student@example.cz')
  await page.getByLabel(T[lang].password, { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: T[lang].login }).click()
}

test('shopping lists with JavaScript: the redirect to log in and back, create, rename, remove and delete after confirming, move to the cart', async ({ page, problems }) => {
  test.slow()
  // Sign in once to tidy up what an earlier run left, then out again: the add starts as a guest.
  await page.goto('/qf/cs/prihlaseni')
  await logInHere(page, 'cs')
  await expect(page.locator('#userMenu')).toContainText('Jana Nováková')
  await clearAccount(page, 'cs')
  await page.context().clearCookies({ name: 'qf_session' })

  await page.goto(T.cs.category)
  await page.waitForFunction(() => typeof window.pu?.update === 'function')
  const tile = page.locator('.product-tile:not(.product-tile--sold-out)').first()
  const name = (await tile.locator('.product-tile__name').textContent())!.trim()
  await tile.getByRole('button', { name: T.cs.addToList }).click()
  // No add-to-cart popup: the list button posts as a page, and a guest is sent to log in.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/qf\/cs\/prihlaseni\?returnTo=%2Fqf%2Fcs%2Fucet%2Fnakupni-seznamy%2Fpridat%3Fvariant%3D\d+%26quantity%3D1$/)
  await logInHere(page, 'cs')
  // With script the login answers in place: the add's page, its address carrying the runtime's `pu` state.
  await expect(page).toHaveURL(/\/qf\/cs\/ucet\/nakupni-seznamy\/pridat\?variant=\d+&quantity=1(&pu=[^&]+)?$/)
  await expect(page.locator('h1')).toHaveText('Přidat na nákupní seznam')
  await page.getByRole('button', { name: 'Přidat', exact: true }).click()
  await expect(page).toHaveURL(/\/qf\/cs\/ucet\/nakupni-seznamy\?notice=added$/)
  await expect(page.getByRole('status')).toHaveText('Zboží je na seznamu.')
  const list = page.locator('.shopping-list')
  await expect(list.locator('h2')).toHaveText('Můj nákupní seznam')
  await expect(list.locator('.shopping-list__item')).toHaveCount(1)
  await expect(list.locator('.shopping-list__item a')).toHaveText(name)
  await expect(page.locator('#userLists [data-lists-count]')).toHaveAttribute('data-lists-count', '1')
  expect(await accessibilityViolations(page)).toEqual([])

  // Create a second list: a partial update; focus on its heading; the header counts two.
  await page.waitForFunction(() => typeof window.pu?.update === 'function')
  await page.getByLabel('Název seznamu').fill('Dárky <b>')
  await page.getByRole('button', { name: 'Založit seznam' }).click()
  const gifts = page.locator('.shopping-list', { has: page.locator('h2', { hasText: 'Dárky <b>' }) })
  await expect(gifts.locator('h2')).toBeFocused()
  await expect(page.locator('#liveRegion')).toContainText('Seznam je založen.')
  await expect(page.locator('#userLists [data-lists-count]')).toHaveAttribute('data-lists-count', '2')
  // A duplicate name is refused in place.
  await page.getByLabel('Název seznamu').fill('dárky <B>')
  await page.getByRole('button', { name: 'Založit seznam' }).click()
  await expect(page.getByRole('alert')).toHaveText('Seznam s tímto názvem už máte.')

  // Rename.
  await gifts.getByRole('textbox').fill('Dárky 2026')
  await gifts.getByRole('button', { name: /^Přejmenovat seznam / }).click()
  await expect(page.locator('.shopping-list h2', { hasText: 'Dárky 2026' })).toBeFocused()

  // Remove asks first: "Ne" keeps the item, "Ano" removes it.
  const first = page.locator('.shopping-list').first()
  await first.getByRole('button', { name: /^Odebrat ze seznamu: / }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toHaveAccessibleName('Odebrat ze seznamu')
  expect(await accessibilityViolations(page)).toEqual([])
  await confirm.getByRole('button', { name: 'Ne' }).click()
  await expect(first.locator('.shopping-list__item')).toHaveCount(1)

  // Move all to the cart: the cart count in the header follows (other specs may use Jana's cart: count from what it holds).
  const cartCount = async () => Number((await page.locator('#userLists [data-cart-count]').getAttribute('data-cart-count').catch(() => null)) ?? 0)
  const before = (await page.locator('#userLists [data-cart-count]').count()) ? await cartCount() : 0
  await first.getByRole('button', { name: /^Přesunout vše do košíku: / }).click()
  await expect(page.locator('#liveRegion')).toContainText('Zboží ze seznamu je v košíku.')
  await expect(page.locator('.shopping-list').first().locator('.shopping-list__empty')).toHaveText('Seznam je prázdný.')
  await expect(page.locator('#userLists [data-cart-count]')).toHaveAttribute('data-cart-count', String(before + 1))

  // Delete asks first too.
  await page.locator('.shopping-list').nth(1).getByRole('button', { name: /^Smazat seznam / }).click()
  await expect(confirm).toHaveAccessibleName('Smazat seznam')
  await confirm.getByRole('button', { name: 'Ano' }).click()
  await expect(page.locator('.shopping-list')).toHaveCount(1)
  await expect(page.locator('#mainContent')).toBeFocused()
  await expect(page.locator('#userLists [data-lists-count]')).toHaveAttribute('data-lists-count', '1')
  expect(problems.summary(/status of 422/)).toEqual([])
  await clearAccount(page, 'cs')
})

test.describe('shopping lists without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every step is a form post answered by a full page', async ({ page }) => {
    test.slow()
    await page.goto('/qf/en/login')
    await logInHere(page, 'en')
    await clearAccount(page, 'en')
    await page.context().clearCookies({ name: 'qf_session' })

    // The third and fourth products on sale: the cart, checkout and analytics specs buy the first
    // two, and one run of the suite can sell out a size of theirs before this test moves its list.
    await page.goto(T.en.category)
    const tile = page.locator('.product-tile:not(.product-tile--sold-out)').nth(2)
    await tile.locator('.product-tile__link').click()
    await page.getByLabel('Quantity').fill('1')
    await page.getByRole('button', { name: T.en.addToList }).click()
    await expect(page).toHaveURL(/\/qf\/en\/login\?returnTo=/)
    await logInHere(page, 'en')
    await expect(page).toHaveURL(/\/qf\/en\/account\/shopping-lists\/add\?variant=\d+&quantity=1$/)
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page).toHaveURL(/\/qf\/en\/account\/shopping-lists\?notice=added$/)
    await expect(page.locator('.shopping-list h2')).toHaveText('My shopping list')
    await expect(page.locator('.shopping-list__item td').nth(1)).toHaveText('1')

    await page.getByLabel('List name').fill('School')
    await page.getByRole('button', { name: 'Create list' }).click()
    await expect(page).toHaveURL(/notice=created$/)
    await expect(page.locator('.shopping-list')).toHaveCount(2)
    await expect(page.locator('#userLists [data-lists-count]')).toHaveAttribute('data-lists-count', '2')

    // With two lists an add asks which one.
    await page.goto(T.en.category)
    await page.locator('.product-tile:not(.product-tile--sold-out)').nth(3).getByRole('button', { name: T.en.addToList }).click()
    await expect(page.locator('h1')).toHaveText('Add to a shopping list')
    await page.getByLabel('School').check()
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    const school = page.locator('.shopping-list', { has: page.locator('h2', { hasText: 'School' }) })
    await expect(school.locator('.shopping-list__item')).toHaveCount(1)

    await school.getByRole('button', { name: /^Remove from the list: / }).click()
    await expect(page).toHaveURL(/notice=removed$/)
    await expect(school.locator('.shopping-list__empty')).toHaveText('This list is empty.')

    await page.getByRole('button', { name: 'Move all to cart: My shopping list' }).click()
    await expect(page.getByRole('status')).toHaveText('The list’s products are in the cart.')
    await expect(page.locator('#userLists [data-cart-count]')).toHaveAttribute('data-cart-count', /^[1-9]\d*$/)
    await clearAccount(page, 'en')
  })
})
