import { describe, expect, it } from 'vitest'
import { cartChanges, ga4, itemOf, itemsOf, pushEcommerce, valueOf, type Ga4Push } from './ga4.js'
import { cartTracking, productTracking } from './tracking.js'

const shirt = { productId: 1, variantId: 3, sku: 'QF-TRI-001', name: 'Tričko', priceMinor: 34_900, category: 'Trička a mikiny', variant: 'M', quantity: 2 }
const book = { productId: 2, sku: 'QF-KNI-002', name: 'Kniha', priceMinor: 29_950, category: 'Knihy', quantity: 1 }

/** Google's required parameters per event (GA4 e-commerce reference). */
const REQUIRED: Record<string, string[]> = {
  view_item_list: ['items'],
  select_item: ['items'],
  view_item: ['currency', 'value', 'items'],
  add_to_cart: ['currency', 'value', 'items'],
  remove_from_cart: ['currency', 'value', 'items'],
  view_cart: ['currency', 'value', 'items'],
  begin_checkout: ['currency', 'value', 'items'],
  add_shipping_info: ['currency', 'value', 'items', 'shipping_tier'],
  add_payment_info: ['currency', 'value', 'items', 'payment_type'],
  purchase: ['currency', 'value', 'transaction_id', 'items'],
}
function expectValid(push: Ga4Push) {
  for (const key of REQUIRED[push.event]!) expect(push.ecommerce, `${push.event}.${key}`).toHaveProperty(key)
  for (const item of push.ecommerce.items) {
    expect(item.item_id ?? item.item_name).toBeTruthy()
    expect(Object.keys(item).every((k) => ['item_id', 'item_name', 'price', 'quantity', 'item_category', 'item_variant', 'index', 'item_list_id', 'item_list_name'].includes(k))).toBe(true)
  }
  if ('value' in push.ecommerce) expect(push.ecommerce.currency).toBe('CZK')
}

describe('GA4 items from the tracking data', () => {
  it('reads the ga4 family of a product entry and keeps only GA4 item fields', () => {
    expect(itemOf(productTracking(shirt))).toEqual({ item_id: 'QF-TRI-001', item_name: 'Tričko', price: 349, quantity: 2, item_category: 'Trička a mikiny', item_variant: 'M' })
    expect(itemOf(productTracking(book))).toEqual({ item_id: 'QF-KNI-002', item_name: 'Kniha', price: 299.5, quantity: 1, item_category: 'Knihy' })
  })

  it('refuses what is not an item', () => {
    for (const bad of [null, 1, 'x', [], {}, { ga4: null }, { ga4: { item_id: 'a', price: '1', quantity: 1 } }, { ga4: { item_id: 'a', price: -1, quantity: 1 } }, { ga4: { item_id: 'a', price: 1, quantity: 0 } }, { ga4: { item_id: 'a', price: 1, quantity: 1.5 } }, { ga4: { price: 1, quantity: 1 } }, { ga4: { item_id: 'a', price: Infinity, quantity: 1 } }]) {
      expect(itemOf(bad), JSON.stringify(bad)).toBeNull()
    }
    const proto = JSON.parse('{"__proto__":{"polluted":1},"ga4":{"item_id":"a","price":1,"quantity":1}}') as unknown
    expect(itemOf(proto)).toEqual({ item_id: 'a', price: 1, quantity: 1 })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('value is Σ quantity × price to the haléř', () => {
    expect(valueOf(itemsOf(cartTracking([shirt, book]).ga4.items))).toBe(997.5)
    expect(valueOf([{ item_id: 'a', price: 0.1, quantity: 3 }])).toBe(0.3)
  })
})

describe('GA4 events', () => {
  const items = itemsOf(cartTracking([shirt, book]).ga4.items)
  const list = { id: 'category_tricka', name: 'Trička a mikiny' }

  it('builds each of the ten with its required parameters', () => {
    const pushes = [
      ga4.viewItemList(items, list),
      ga4.selectItem(items[0]!, list, 3),
      ga4.viewItem(items[0]!),
      ga4.addToCart(items[0]!),
      ga4.removeFromCart(items[1]!),
      ga4.viewCart(items),
      ga4.beginCheckout(items),
      ga4.addShippingInfo(items, 'PPL'),
      ga4.addPaymentInfo(items, 'Kartou online'),
      ga4.purchase({ ga4: { transaction_id: '2026-000001', currency: 'CZK', value: 1086.5, tax: 170, shipping: 89, items } })!,
    ]
    expect(pushes.map((p) => p.event)).toEqual(Object.keys(REQUIRED))
    pushes.forEach(expectValid)
  })

  it('lists carry their id, name and each item its index', () => {
    expect(ga4.viewItemList(items, list, 12).ecommerce.items.map((i) => [i.index, i.item_list_id, i.item_list_name])).toEqual([
      [12, list.id, list.name],
      [13, list.id, list.name],
    ])
    expect(ga4.selectItem(items[1]!, list, 5).ecommerce.items[0]!.index).toBe(5)
  })

  it('values: the items of the event, shipping tier and payment type as given', () => {
    expect(ga4.viewItem(items[0]!).ecommerce.value).toBe(698)
    expect(ga4.viewCart(items).ecommerce).toMatchObject({ currency: 'CZK', value: 997.5 })
    expect(ga4.addShippingInfo(items, 'Zásilkovna').ecommerce.shipping_tier).toBe('Zásilkovna')
    expect(ga4.addPaymentInfo(items, 'Převodem').ecommerce.payment_type).toBe('Převodem')
  })

  it('purchase drops the Doprava and Platba lines; value without them, shipping from the order or its lines', () => {
    const order = {
      ga4: {
        transaction_id: '2026-000042',
        currency: 'CZK',
        value: 1116.5,
        tax: 175.12,
        shipping: 89,
        items: [...items, { item_id: 'SHIP-PPL', item_name: 'PPL', price: 89, quantity: 1, item_category: 'Doprava' }, { item_id: 'PAY-COD', item_name: 'Dobírka', price: 30, quantity: 1, item_category: 'Platba' }],
      },
    }
    const push = ga4.purchase(order)!
    expect(push.ecommerce.items.map((i) => i.item_id)).toEqual(['QF-TRI-001', 'QF-KNI-002'])
    expect(push.ecommerce).toMatchObject({ transaction_id: '2026-000042', currency: 'CZK', value: 997.5, tax: 175.12, shipping: 89 })
    const { shipping: _, ...withoutShipping } = order.ga4
    expect(ga4.purchase({ ga4: withoutShipping })!.ecommerce.shipping).toBe(89)
    expect(ga4.purchase({ ga4: { ...order.ga4, transaction_id: 7 } })!.ecommerce.transaction_id).toBe('7')
    for (const bad of [null, {}, { ga4: {} }, { ga4: { transaction_id: '' } }, { ga4: { transaction_id: {} } }]) expect(ga4.purchase(bad)).toBeNull()
  })

  it('clears the ecommerce object before each push', () => {
    const layer: object[] = []
    pushEcommerce(layer, ga4.viewItem(items[0]!))
    pushEcommerce(layer, ga4.viewCart(items))
    expect(layer.map((e) => ('event' in e ? e.event : e))).toEqual([{ ecommerce: null }, 'view_item', { ecommerce: null }, 'view_cart'])
  })

  it('cart changes: a line that grew is add_to_cart, one that shrank or left remove_from_cart, by the difference', () => {
    const [a, b] = items as [(typeof items)[0], (typeof items)[0]]
    const changes = cartChanges([a, b], [{ ...a, quantity: 5 }])
    expect(changes.map((c) => [c.event, c.ecommerce.items[0]!.item_id, c.ecommerce.items[0]!.quantity, c.ecommerce.value])).toEqual([
      ['add_to_cart', 'QF-TRI-001', 3, 1047],
      ['remove_from_cart', 'QF-KNI-002', 1, 299.5],
    ])
    expect(cartChanges([a], [{ ...a, quantity: 1 }]).map((c) => [c.event, c.ecommerce.items[0]!.quantity])).toEqual([['remove_from_cart', 1]])
    expect(cartChanges([a], [a])).toEqual([])
    // Two sizes of one product are two lines.
    expect(cartChanges([a], [a, { ...a, item_variant: 'L', quantity: 1 }]).map((c) => c.ecommerce.items[0]!.item_variant)).toEqual(['L'])
  })
})
