/**
 * The ten GA4 e-commerce events (spec 001 §7; ADR 030) as pure payload builders, shared
 * by the browser chunk that pushes them (src/client/analytics/) and the unit tests. They read the
 * `ga4` family of the pages' tracking data (src/shared/tracking.ts, docs/analytics.md) and follow
 * Google's GA4 definitions: `currency` and `value` wherever a value is reported, `items` always,
 * `shipping_tier` / `payment_type` / `transaction_id` where required. `value` is the sum of
 * quantity × price of the event's items; `purchase` leaves out the order's shipping and payment
 * lines (categories `Doprava` and `Platba`).
 */
import { CURRENCY } from './tracking.js'

export interface Ga4Item {
  item_id?: string
  item_name?: string
  price: number
  quantity: number
  item_category?: string
  item_variant?: string
  index?: number
  item_list_id?: string
  item_list_name?: string
}

export type Ga4EventName =
  | 'view_item_list'
  | 'view_item'
  | 'select_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'

export interface Ga4Push {
  event: Ga4EventName
  ecommerce: Record<string, unknown> & { items: Ga4Item[] }
}

export interface ItemList {
  id: string
  name: string
}

/** The categories of an order's shipping and payment lines, which `purchase` leaves out (spec 001 §7). */
export const NON_PRODUCT_CATEGORIES = ['Doprava', 'Platba', 'Sleva'] as const

/** Events the shop's own scripts dispatch on `document` for the analytics chunk. */
export const ANALYTICS_EVENTS = {
  /** Detail `{ tracking: unknown, quantity: number }`: the add-to-cart popup added that many. */
  cartAdded: 'cart:added',
} as const

const MAX_TEXT = 200
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.slice(0, MAX_TEXT) : undefined)
const money = (n: number) => Math.round(n * 100) / 100

/**
 * One item from a tracking entry (`{ ga4: {...} }` or the `ga4` object itself); null when it is
 * not one (no id and no name, a price that is not a number of crowns, a quantity that is not a
 * whole positive number). Only GA4's item fields are kept.
 */
export function itemOf(entry: unknown): Ga4Item | null {
  if (typeof entry !== 'object' || entry === null) return null
  const raw = (Object.hasOwn(entry, 'ga4') ? (entry as { ga4: unknown }).ga4 : entry) as Record<string, unknown> | null
  if (typeof raw !== 'object' || raw === null) return null
  const item_id = text(raw.item_id)
  const item_name = text(raw.item_name)
  const { price, quantity } = raw
  if (!item_id && !item_name) return null
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null
  const item: Ga4Item = { price: money(price), quantity }
  if (item_id) item.item_id = item_id
  if (item_name) item.item_name = item_name
  const category = text(raw.item_category)
  if (category) item.item_category = category
  const variant = text(raw.item_variant)
  if (variant) item.item_variant = variant
  return item
}

/** The items of a list of tracking entries that are items. */
export const itemsOf = (entries: unknown): Ga4Item[] => (Array.isArray(entries) ? entries.flatMap((e) => itemOf(e) ?? []) : [])

/** Σ quantity × price, in crowns to the haléř. */
export const valueOf = (items: Ga4Item[]) => money(items.reduce((sum, i) => sum + i.price * i.quantity, 0))

const withValue = (event: Ga4EventName, items: Ga4Item[], extra: Record<string, unknown> = {}): Ga4Push => ({
  event,
  ecommerce: { currency: CURRENCY, value: valueOf(items), ...extra, items },
})

const inList = (items: Ga4Item[], list: ItemList, first = 0) => items.map((i, n) => ({ ...i, index: first + n, item_list_id: list.id, item_list_name: list.name }))

export const ga4 = {
  viewItemList: (items: Ga4Item[], list: ItemList, firstIndex = 0): Ga4Push => ({
    event: 'view_item_list',
    ecommerce: { item_list_id: list.id, item_list_name: list.name, items: inList(items, list, firstIndex) },
  }),
  selectItem: (item: Ga4Item, list: ItemList, index: number): Ga4Push => ({
    event: 'select_item',
    ecommerce: { item_list_id: list.id, item_list_name: list.name, items: inList([item], list, index) },
  }),
  viewItem: (item: Ga4Item) => withValue('view_item', [item]),
  addToCart: (item: Ga4Item) => withValue('add_to_cart', [item]),
  removeFromCart: (item: Ga4Item) => withValue('remove_from_cart', [item]),
  viewCart: (items: Ga4Item[]) => withValue('view_cart', items),
  /** `coupon`: the cart's discount code (ADR 069); `value` is then what the items cost after it. */
  beginCheckout: (items: Ga4Item[], coupon?: { coupon: string; value: number }) => withValue('begin_checkout', items, coupon ?? {}),
  addShippingInfo: (items: Ga4Item[], shippingTier: string) => withValue('add_shipping_info', items, { shipping_tier: shippingTier }),
  addPaymentInfo: (items: Ga4Item[], paymentType: string) => withValue('add_payment_info', items, { payment_type: paymentType }),

  /**
   * The order of the confirmation page's `data-order-tracking` (`{ ga4: { transaction_id, …,
   * items } }`); null when it has no transaction id. Shipping and payment lines leave `items`;
   * `value` is what the remaining items cost (GA4: without shipping and tax), `shipping` the
   * order's, else the sum of its shipping lines; `tax` the order's VAT when given.
   */
  purchase(order: unknown): Ga4Push | null {
    const raw = typeof order === 'object' && order !== null && Object.hasOwn(order, 'ga4') ? (order as { ga4: unknown }).ga4 : order
    if (typeof raw !== 'object' || raw === null) return null
    const o = raw as Record<string, unknown>
    const transactionId = typeof o.transaction_id === 'number' ? String(o.transaction_id) : text(o.transaction_id)
    if (!transactionId) return null
    const all = itemsOf(o.items)
    const isLine = (i: Ga4Item) => (NON_PRODUCT_CATEGORIES as readonly string[]).includes(i.item_category ?? '')
    const items = all.filter((i) => !isLine(i))
    const shipping = typeof o.shipping === 'number' && Number.isFinite(o.shipping) ? money(o.shipping) : valueOf(all.filter((i) => i.item_category === 'Doprava'))
    const extra: Record<string, unknown> = { transaction_id: transactionId, shipping }
    if (typeof o.tax === 'number' && Number.isFinite(o.tax)) extra.tax = money(o.tax)
    // A discount code (ADR 069): its `coupon`, and its negative lines (`Sleva`) taken off the items' value.
    const coupon = text(o.coupon)
    if (coupon) {
      extra.coupon = coupon
      extra.value = money(valueOf(items) + valueOf(all.filter((i) => i.item_category === 'Sleva')))
    }
    return withValue('purchase', items, extra)
  },
}

/** What a data layer needs: `push`. */
export interface DataLayer {
  push(...entries: object[]): unknown
}

/** Pushes an event after clearing the previous ecommerce object (spec 001 §7). */
export function pushEcommerce(dataLayer: DataLayer, event: Ga4Push): void {
  dataLayer.push({ ecommerce: null })
  dataLayer.push(event)
}

/**
 * What changed between two versions of the cart's items (after a quantity change or a removal
 * on the cart page): one add_to_cart per line that grew, one remove_from_cart per line that
 * shrank or left, each with the difference as its quantity.
 */
export function cartChanges(before: Ga4Item[], after: Ga4Item[]): Ga4Push[] {
  const keyOf = (i: Ga4Item) => `${i.item_id ?? i.item_name}\u0000${i.item_variant ?? ''}`
  const was = new Map(before.map((i) => [keyOf(i), i]))
  const is = new Map(after.map((i) => [keyOf(i), i]))
  const pushes: Ga4Push[] = []
  for (const [key, item] of is) {
    const delta = item.quantity - (was.get(key)?.quantity ?? 0)
    if (delta > 0) pushes.push(ga4.addToCart({ ...item, quantity: delta }))
  }
  for (const [key, item] of was) {
    const delta = item.quantity - (is.get(key)?.quantity ?? 0)
    if (delta > 0) pushes.push(ga4.removeFromCart({ ...item, quantity: delta }))
  }
  return pushes
}
