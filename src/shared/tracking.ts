/**
 * Product tracking data on the page (spec 001 §3, docs/analytics.md): per product one entry
 * under each of three key families — `ecommerce` (enhanced commerce), `ga4` and `shopUx` — with
 * the fields the analytics layer reads: quantity, price, category; a cart adds `items` and
 * `value`. Prices are in crowns incl. VAT (numbers, not formatted); the category is the Czech
 * category name in either language, so reports group one category once.
 */
export interface TrackedProduct {
  productId: number
  variantId?: number
  sku: string
  name: string
  priceMinor: number
  category: string
  variant?: string | null
  quantity: number
}

export const CURRENCY = 'CZK'

const crowns = (minor: number) => Math.round(minor) / 100

export function productTracking(p: TrackedProduct) {
  const price = crowns(p.priceMinor)
  const variant = p.variant ?? undefined
  return {
    ecommerce: { id: p.sku, name: p.name, price, category: p.category, variant, quantity: p.quantity },
    ga4: { item_id: p.sku, item_name: p.name, price, item_category: p.category, item_variant: variant, quantity: p.quantity },
    shopUx: { productId: p.productId, variantId: p.variantId, name: p.name, price, category: p.category, quantity: p.quantity },
  }
}

/** The cart as a whole: the items of each family and the value (sum of quantity × price). */
export function cartTracking(items: TrackedProduct[], discount?: { code: string; totalMinor: number } | null) {
  const value = crowns(items.reduce((sum, i) => sum + i.priceMinor * i.quantity, 0))
  const entries = items.map(productTracking)
  // A discount code (ADR 069): GA4's `coupon`, and the value after it.
  const coupon = discount ? { coupon: discount.code, value: crowns(items.reduce((sum, i) => sum + i.priceMinor * i.quantity, 0) - discount.totalMinor) } : {}
  return {
    ecommerce: { currencyCode: CURRENCY, value, products: entries.map((e) => e.ecommerce) },
    ga4: { currency: CURRENCY, value, items: entries.map((e) => e.ga4), ...coupon },
    shopUx: { currency: CURRENCY, value, items: entries.map((e) => e.shopUx) },
  }
}

/** The attribute names the page carries them in. */
export const TRACKING_ATTRIBUTES = { product: 'data-product-tracking', cart: 'data-cart-tracking' } as const

/**
 * A placed order (the confirmation page's `data-order-tracking`, GA4 `purchase`): every line,
 * the shipping and payment lines included (categories `Doprava`, `Platba`; the analytics layer
 * drops them from the item list, spec 001 §7), the total and VAT, the shipping price.
 */
export function orderTracking(order: { number: string; totalMinor: number; vatMinor: number; shippingMinor: number; discountCode?: string | null }, lines: TrackedProduct[]) {
  return {
    ga4: {
      transaction_id: order.number,
      ...(order.discountCode ? { coupon: order.discountCode } : {}),
      currency: CURRENCY,
      value: crowns(order.totalMinor),
      tax: crowns(order.vatMinor),
      shipping: crowns(order.shippingMinor),
      items: lines.map((l) => productTracking(l).ga4),
    },
  }
}

export const ORDER_TRACKING_ATTRIBUTE = 'data-order-tracking'
