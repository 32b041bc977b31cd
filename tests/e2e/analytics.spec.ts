/**
 * The ten GA4 e-commerce events in Chromium (issue 14, spec 001 §7, ADR 030): the six of the
 * shop on its real pages (view_item_list, select_item, view_item, add_to_cart, view_cart,
 * remove_from_cart), the four of the checkout on markup that follows the checkout's contract
 * (docs/analytics.md): begin_checkout, add_shipping_info, add_payment_info and purchase, once
 * per transaction. Every event comes after `{ ecommerce: null }`; payloads are checked whole.
 * The data layer is recorded across page loads by an init script (sessionStorage).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.js'

interface Entry {
  event?: string
  ecommerce: null | { items: Record<string, unknown>[]; [key: string]: unknown }
}

/** Records every ecommerce push of every page of the test, in order, in sessionStorage. */
async function record(page: Page) {
  await page.addInitScript(() => {
    const KEY = 'e2eEcommerce'
    const w = window as unknown as { dataLayer: unknown[] }
    const layer = (w.dataLayer = w.dataLayer || [])
    const push = layer.push.bind(layer)
    layer.push = (...entries: unknown[]) => {
      const saved = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown[]
      for (const e of entries) if (e && typeof e === 'object' && 'ecommerce' in e) saved.push(JSON.parse(JSON.stringify(e)))
      sessionStorage.setItem(KEY, JSON.stringify(saved))
      return push(...entries)
    }
  })
}
const recorded = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2eEcommerce') ?? '[]') as Entry[])
const events = async (page: Page) => (await recorded(page)).filter((e) => e.event).map((e) => e.event)

/** Every event is preceded by the cleared ecommerce object. */
function expectClearedBeforeEach(entries: Entry[]) {
  entries.forEach((e, i) => {
    if (e.event) expect(entries[i - 1], `before ${e.event}`).toEqual({ ecommerce: null })
    else expect(entries[i + 1]?.event, 'a clear is followed by an event').toBeTruthy()
  })
}
const last = async (page: Page, event: string) => (await recorded(page)).filter((e) => e.event === event).at(-1)!.ecommerce!

test('the six shop events on the real pages, in order, with their GA4 payloads', async ({ page, problems }) => {
  test.slow()
  await record(page)
  await page.goto('/qf/cs/eshop/tricka-a-mikiny')
  await expect.poll(() => events(page)).toEqual(['view_item_list'])
  const list = await last(page, 'view_item_list')
  const tiles = await page.locator('[data-item-list-id] .product-tile').count()
  expect(list).toMatchObject({ item_list_id: 'category_tricka-a-mikiny', item_list_name: 'Trička a mikiny' })
  expect(list.items).toHaveLength(tiles)
  expect(list.items[0]).toMatchObject({ index: 0, item_list_id: 'category_tricka-a-mikiny', item_category: 'Trička a mikiny', quantity: 1 })
  expect(typeof list.items[0]!.item_id).toBe('string')
  expect(typeof list.items[0]!.price).toBe('number')

  // select_item on a tile's link, then view_item on the product page.
  const tile = page.locator('.product-tile:not(.product-tile--sold-out)').first()
  const index = await page.locator('[data-item-list-id] .product-tile').evaluateAll((all) => all.findIndex((t) => !t.classList.contains('product-tile--sold-out')))
  const sku = JSON.parse((await tile.getAttribute('data-product-tracking'))!).ga4.item_id as string
  await tile.locator('.product-tile__link').click()
  await expect(page.locator('article.product')).toBeVisible()
  await expect.poll(() => events(page)).toEqual(['view_item_list', 'select_item', 'view_item'])
  expect((await last(page, 'select_item')).items).toEqual([expect.objectContaining({ item_id: sku, index, item_list_id: 'category_tricka-a-mikiny', item_list_name: 'Trička a mikiny' })])
  const viewed = await last(page, 'view_item')
  expect(viewed).toMatchObject({ currency: 'CZK', items: [expect.objectContaining({ item_id: sku, quantity: 1 })] })
  const price = viewed.items[0]!.price as number
  expect(viewed.value).toBe(price)

  // add_to_cart through the popup, with the quantity added and the chosen size.
  await page.waitForFunction(() => typeof window.pu?.update === 'function')
  // The sizes on sale, last first (the checkout specs buy the first product's first size on every
  // run; the e2e database is kept). The stock is spread over the sizes and other specs of the run
  // sell from it, so a size may have fewer than 3 left: the shop then refuses the add (its popup
  // says so) and no event is pushed; the next size is tried.
  const sizes = await page.getByLabel('Velikost').evaluate((s: HTMLSelectElement) =>
    [...s.options]
      .filter((o) => !o.disabled)
      .map((o) => ({ value: o.value, text: o.textContent!.trim() }))
      .reverse(),
  )
  const dialog = page.getByRole('dialog')
  let size = ''
  for (const option of sizes) {
    await page.getByLabel('Velikost').evaluate((s: HTMLSelectElement, value) => (s.value = value), option.value)
    await page.getByLabel('Množství').fill('3')
    await page.locator('article.product form.add-to-cart button.add-to-cart__button').click()
    await expect(dialog.locator('.cart-added__item, .cart-added__problem')).toBeVisible()
    if ((await dialog.locator('.cart-added__item').count()) > 0) {
      size = option.text
      break
    }
    expect(await events(page)).toEqual(['view_item_list', 'select_item', 'view_item'])
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  }
  expect(size, 'a size with 3 pieces on sale').not.toBe('')
  await expect(dialog).toHaveAccessibleName('Přidáno do košíku')
  await expect.poll(() => events(page)).toEqual(['view_item_list', 'select_item', 'view_item', 'add_to_cart'])
  expect(await last(page, 'add_to_cart')).toEqual({
    currency: 'CZK',
    value: Math.round(price * 3 * 100) / 100,
    // One item id for the product in every event (ADR 030); the size is its item_variant.
    items: [expect.objectContaining({ item_id: sku, item_variant: size, quantity: 3, price })],
  })

  // view_cart on the cart page; a lower quantity is remove_from_cart of the difference; removal of the rest.
  await page.goto('/qf/cs/eshop/kosik')
  await expect.poll(async () => (await events(page)).at(-1)).toBe('view_cart')
  const cart = await last(page, 'view_cart')
  expect(cart.currency).toBe('CZK')
  const line = cart.items.find((i) => i.item_id === sku && i.item_variant === size)!
  expect(line.quantity).toBeGreaterThanOrEqual(3)
  expect(cart.value).toBe(Math.round(cart.items.reduce((s, i) => s + (i.price as number) * (i.quantity as number), 0) * 100) / 100)
  await page.waitForFunction(() => typeof window.pu?.update === 'function')
  const row = page.locator('tr.cart-line', { hasText: size }).filter({ has: page.locator(`a`) }).first()
  const field = row.locator('input[name="quantity"]')
  await field.fill(String((line.quantity as number) - 1))
  await field.press('Tab')
  await expect.poll(async () => (await events(page)).at(-1)).toBe('remove_from_cart')
  expect(await last(page, 'remove_from_cart')).toEqual({ currency: 'CZK', value: price, items: [expect.objectContaining({ item_id: sku, item_variant: size, quantity: 1 })] })
  const removes = (await events(page)).length
  for (let n = await page.locator('tr.cart-line').count(); n > 0; n--) {
    await page.locator('tr.cart-line').first().locator('.cart-line__remove button').click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ano' }).click()
    await expect(page.locator('tr.cart-line')).toHaveCount(n - 1)
  }
  await expect.poll(async () => (await events(page)).length).toBeGreaterThan(removes)
  expect((await events(page)).slice(removes).every((e) => e === 'remove_from_cart')).toBe(true)
  expectClearedBeforeEach(await recorded(page))
  expect(problems.summary()).toEqual([])
})

const CHECKOUT_ITEMS = [
  { item_id: 'QF-TRI-001', item_name: 'Tričko', price: 349, item_category: 'Trička a mikiny', item_variant: 'M', quantity: 2 },
  { item_id: 'QF-KNI-002', item_name: 'Kniha', price: 299.5, item_category: 'Knihy', quantity: 1 },
]
const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;')
const CHECKOUT = `<div id="checkout" data-cart-tracking='${attr({ ga4: { currency: 'CZK', value: 997.5, items: CHECKOUT_ITEMS } })}'>
  <fieldset><legend>Doprava</legend>
    <label><input type="radio" name="shippingCode" value="ppl"> <span class="checkout-option__name">PPL – kurýr</span> <span>89 Kč</span></label>
    <label><input type="radio" name="shippingCode" value="pickup"> <span class="checkout-option__name">Osobní odběr</span> <span>zdarma</span></label>
  </fieldset>
  <fieldset><legend>Platba</legend>
    <label><input type="radio" name="paymentCode" value="card"> <span class="checkout-option__name">Kartou online</span></label>
    <label><input type="radio" name="paymentCode" value="cod"> <span class="checkout-option__name">Dobírka</span> <span>30 Kč</span></label>
  </fieldset>
</div>`
const ORDER = {
  ga4: {
    transaction_id: '2026-000123',
    currency: 'CZK',
    value: 1116.5,
    tax: 187.2,
    shipping: 89,
    items: [...CHECKOUT_ITEMS, { item_id: 'SHIP-PPL', item_name: 'PPL – kurýr', price: 89, item_category: 'Doprava', quantity: 1 }, { item_id: 'PAY-COD', item_name: 'Dobírka', price: 30, item_category: 'Platba', quantity: 1 }],
  },
}
const CONFIRMATION = `<div id="order-confirmation" data-order-tracking='${attr(ORDER)}'><p>Děkujeme.</p></div>`

/** A page of the site (the home page: no shop data of its own) with the contract markup added. */
async function contractPage(page: Page, path: string, markup: string) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch({ url: new URL('/qf/cs/uvod', route.request().url()).toString() })
    const html = (await response.text()).replace('</main>', `${markup}</main>`)
    await route.fulfill({ response, body: html })
  })
}

test('the four checkout events on markup following the checkout contract; purchase once per transaction', async ({ page, problems }) => {
  await record(page)
  await contractPage(page, '/qf/cs/eshop/pokladna-ga4', CHECKOUT)
  await contractPage(page, '/qf/cs/eshop/potvrzeni-ga4', CONFIRMATION)

  await page.goto('/qf/cs/eshop/pokladna-ga4')
  await expect.poll(() => events(page)).toEqual(['begin_checkout'])
  expect(await last(page, 'begin_checkout')).toEqual({ currency: 'CZK', value: 997.5, items: CHECKOUT_ITEMS })

  await page.getByLabel('PPL – kurýr').check()
  await expect.poll(() => events(page)).toEqual(['begin_checkout', 'add_shipping_info'])
  expect(await last(page, 'add_shipping_info')).toEqual({ currency: 'CZK', value: 997.5, shipping_tier: 'PPL – kurýr', items: CHECKOUT_ITEMS })
  await page.getByLabel('Osobní odběr').check()
  await page.getByLabel('Dobírka').check()
  await expect.poll(() => events(page)).toEqual(['begin_checkout', 'add_shipping_info', 'add_shipping_info', 'add_payment_info'])
  expect((await last(page, 'add_shipping_info')).shipping_tier).toBe('Osobní odběr')
  expect(await last(page, 'add_payment_info')).toEqual({ currency: 'CZK', value: 997.5, payment_type: 'Dobírka', items: CHECKOUT_ITEMS })

  await page.goto('/qf/cs/eshop/potvrzeni-ga4')
  await expect.poll(async () => (await events(page)).at(-1)).toBe('purchase')
  expect(await last(page, 'purchase')).toEqual({ currency: 'CZK', value: 997.5, transaction_id: '2026-000123', shipping: 89, tax: 187.2, items: CHECKOUT_ITEMS })
  // A reload does not report it again.
  const count = (await events(page)).length
  await page.reload()
  await page.waitForFunction(() => typeof window.pu?.update === 'function')
  await page.waitForTimeout(500)
  expect((await events(page)).length).toBe(count)
  expectClearedBeforeEach(await recorded(page))
  expect(problems.summary()).toEqual([])
})

/** The checkout contract as a form whose shipping and payment are preselected, with its other buttons. */
const PRESELECTED_CHECKOUT = `<form method="get" action="/qf/cs/eshop/potvrzeni-ga4"><div id="checkout" data-cart-tracking='${attr({ ga4: { currency: 'CZK', value: 997.5, items: CHECKOUT_ITEMS } })}'>
  <fieldset><legend>Doprava</legend>
    <input type="radio" name="shippingCode" value="ppl" id="s-ppl" checked> <label for="s-ppl"><span class="checkout-option__name">PPL – kurýr</span> <span>89 Kč</span></label>
    <input type="radio" name="shippingCode" value="pickup" id="s-pickup"> <label for="s-pickup"><span class="checkout-option__name">Osobní odběr</span></label>
  </fieldset>
  <fieldset><legend>Platba</legend>
    <input type="radio" name="paymentCode" value="card" id="p-card"> <label for="p-card"><span class="checkout-option__name">Kartou online</span></label>
    <input type="radio" name="paymentCode" value="transfer" id="p-transfer" checked> <label for="p-transfer"><span class="checkout-option__name">Bankovním převodem</span></label>
  </fieldset>
  <button type="submit" name="intent" value="recalculate" formaction="#recalculated" formnovalidate>Přepočítat</button>
  <button type="submit" name="intent" value="place">Objednávka zavazující k platbě</button>
</div></form>`

test('proceeding with the preselected shipping and payment sends add_shipping_info and add_payment_info; a reported option is not sent again', async ({ page, problems }) => {
  await record(page)
  // Its recalculate button sends the form to this page again (a query and a hash).
  await contractPage(page, '/qf/cs/eshop/pokladna-vychozi*', PRESELECTED_CHECKOUT)
  // The form is sent by GET: the confirmation's address carries its fields as a query.
  await contractPage(page, '/qf/cs/eshop/potvrzeni-ga4*', CONFIRMATION)
  await page.goto('/qf/cs/eshop/pokladna-vychozi')
  await expect.poll(() => events(page)).toEqual(['begin_checkout'])
  // Recalculating is no proceeding: the page it loads is another view of the checkout, nothing more.
  await page.getByRole('button', { name: 'Přepočítat' }).click()
  await expect(page).toHaveURL(/#recalculated$/)
  await expect.poll(() => events(page)).toEqual(['begin_checkout', 'begin_checkout'])
  await page.getByRole('button', { name: 'Objednávka zavazující k platbě' }).click()
  await expect(page).toHaveURL(/potvrzeni-ga4/)
  await expect.poll(async () => (await events(page)).at(-1)).toBe('purchase')
  expect((await events(page)).slice(0, 4)).toEqual(['begin_checkout', 'begin_checkout', 'add_shipping_info', 'add_payment_info'])
  expect(await last(page, 'add_shipping_info')).toEqual({ currency: 'CZK', value: 997.5, shipping_tier: 'PPL – kurýr', items: CHECKOUT_ITEMS })
  expect(await last(page, 'add_payment_info')).toEqual({ currency: 'CZK', value: 997.5, payment_type: 'Bankovním převodem', items: CHECKOUT_ITEMS })
  expectClearedBeforeEach(await recorded(page))

  // A shopper who changed the shipping: it was reported on the change, only the payment goes with the order.
  await page.evaluate(() => sessionStorage.clear())
  await page.goto('/qf/cs/eshop/pokladna-vychozi')
  await page.getByLabel('Osobní odběr').check()
  await expect.poll(() => events(page)).toEqual(['begin_checkout', 'add_shipping_info'])
  await page.getByRole('button', { name: 'Objednávka zavazující k platbě' }).click()
  await expect(page).toHaveURL(/potvrzeni-ga4/)
  // The same transaction is not reported twice (localStorage): the events went with the submit.
  const names = await events(page)
  expect(names).toEqual(['begin_checkout', 'add_shipping_info', 'add_payment_info'])
  expect(names.filter((n) => n === 'add_shipping_info')).toHaveLength(1)
  expect(names.filter((n) => n === 'add_payment_info')).toHaveLength(1)
  expect((await last(page, 'add_shipping_info')).shipping_tier).toBe('Osobní odběr')
  expect(problems.summary()).toEqual([])
})

test('pages without shop data load no analytics chunk', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  const chunk = () => scripts.filter((s) => /\/ga4-events-[^/]+\.js$/.test(s))
  await page.goto('/qf/cs/uvod')
  await page.waitForFunction(() => typeof window.pu?.update === 'function')
  expect(chunk()).toEqual([])
  await page.goto('/qf/cs/eshop/tricka-a-mikiny')
  await page.waitForFunction(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.some((e) => e.event === 'view_item_list'))
  expect(chunk()).toHaveLength(1)
})

test('e-shop search results: view_item_list of the product hits, select_item on a hit', async ({ page, problems }) => {
  await record(page)
  await page.goto('/qf/en/ramjet/search-eshop?frm.query=mug')
  await expect.poll(() => events(page)).toEqual(['view_item_list'])
  const list = await last(page, 'view_item_list')
  const hits = await page.locator('ol.search-hits > li[data-product-tracking]').count()
  expect(hits).toBeGreaterThan(0)
  expect(list).toMatchObject({ item_list_id: 'search_results' })
  expect(list.items).toHaveLength(hits)
  expect(list.items[0]).toMatchObject({ index: 0, quantity: 1, item_list_id: 'search_results' })
  expect(typeof list.items[0]!.item_name).toBe('string')
  expect(typeof list.items[0]!.price).toBe('number')
  await page.locator('ol.search-hits > li[data-product-tracking] a').first().click()
  await expect(page.locator('article.product')).toBeVisible()
  await expect.poll(() => events(page)).toEqual(['view_item_list', 'select_item', 'view_item'])
  expect((await last(page, 'select_item')).items[0]).toMatchObject({ index: 0, item_list_id: 'search_results', item_name: list.items[0]!.item_name })
  expectClearedBeforeEach(await recorded(page))
  expect(problems.summary()).toEqual([])
})

test('one item id for the product through a real purchase: select_item, view_item, add_to_cart, view_cart, begin_checkout, add_shipping_info, add_payment_info, purchase', async ({ page, problems }) => {
  test.slow()
  await record(page)
  await page.goto('/qf/cs/eshop/tricka-a-mikiny')
  await expect.poll(() => events(page)).toEqual(['view_item_list'])
  // Not the first product, whose first size other specs buy on every run (the e2e database is kept).
  const tile = page.locator('.product-tile:not(.product-tile--sold-out)').nth(1)
  const sku = JSON.parse((await tile.getAttribute('data-product-tracking'))!).ga4.item_id as string
  expect((await last(page, 'view_item_list')).items.map((i) => i.item_id)).toContain(sku)
  await tile.locator('.product-tile__link').click()
  await expect(page.locator('article.product')).toBeVisible()
  await expect.poll(() => events(page)).toEqual(['view_item_list', 'select_item', 'view_item'])
  const price = (await last(page, 'view_item')).items[0]!.price as number

  await page.waitForFunction(() => typeof window.pu?.update === 'function')
  await page.getByLabel('Množství').fill('2')
  // The last size on sale, likewise.
  const size = await page.getByLabel('Velikost').evaluate((s: HTMLSelectElement) => {
    const open = [...s.options].filter((o) => !o.disabled).at(-1)!
    s.value = open.value
    return open.textContent!.trim()
  })
  await page.locator('article.product form.add-to-cart button.add-to-cart__button').click()
  await expect(page.getByRole('dialog')).toHaveAccessibleName('Přidáno do košíku')
  await page.getByRole('dialog').getByRole('link', { name: 'Přejít do košíku' }).click()
  await expect(page).toHaveURL(/\/qf\/cs\/eshop\/kosik/)
  await page.getByRole('link', { name: 'Pokračovat k objednávce' }).click()
  await expect(page).toHaveURL(/\/qf\/cs\/eshop\/pokladna$/)
  await page.getByLabel('E-mail').fill('ga4@example.cz')
  await page.getByLabel('Jméno a příjmení', { exact: true }).fill('Eva Kupující')
  await page.getByLabel('Telefon').fill('777 123 456')
  // The address is asked for once a carrier to the door is chosen (ADR 052).
  await page.getByLabel('PPL – kurýr').check()
  await page.getByLabel('Ulice a číslo domu').fill('Hradecká 12')
  await page.getByLabel('Obec').fill('Dubová Hora')
  await page.getByLabel('PSČ').fill('50003')
  await page.getByLabel('Bankovním převodem').check()
  await page.getByLabel(/Souhlasím s obchodními podmínkami/).check()
  await page.getByRole('button', { name: 'Objednávka zavazující k platbě' }).click()
  await expect(page.locator('h1')).toHaveText(/Objednávka \d{10} přijata/)
  await expect.poll(async () => (await events(page)).at(-1)).toBe('purchase')

  const all = await recorded(page)
  const names = all.filter((e) => e.event).map((e) => e.event)
  for (const name of ['view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase']) expect(names).toContain(name)
  // Every event names the product by the same id; once a size is chosen, it is the item_variant.
  const line = { item_id: sku, item_name: expect.any(String), price, item_category: 'Trička a mikiny' }
  for (const e of all.filter((e) => e.event && e.event !== 'view_item_list')) {
    const mine = e.ecommerce!.items
    expect(mine, e.event).toHaveLength(1)
    const chosen = ['select_item', 'view_item'].includes(e.event!) ? {} : { item_variant: size, quantity: 2 }
    expect(mine[0], e.event).toEqual(expect.objectContaining({ ...line, ...chosen }))
    if (e.event === 'select_item') continue
    expect(e.ecommerce, e.event).toMatchObject({ currency: 'CZK', value: Math.round(price * (e.event === 'view_item' ? 1 : 2) * 100) / 100 })
  }
  expect((await last(page, 'add_shipping_info')).shipping_tier).toBe('PPL – kurýr')
  expect((await last(page, 'add_payment_info')).payment_type).toBe('Bankovním převodem')
  const purchase = await last(page, 'purchase')
  expect(typeof purchase.tax).toBe('number')
  expect(typeof purchase.shipping).toBe('number')
  const number = (await page.locator('#variableSymbol').textContent())!.trim()
  expect(await last(page, 'purchase')).toMatchObject({ transaction_id: number, currency: 'CZK', value: Math.round(price * 2 * 100) / 100 })
  expectClearedBeforeEach(all)
  expect(problems.summary()).toEqual([])
})
