/** What the shop tells the others about what is sold (ADR 057). */
import type { Lang } from '../../i18n/index.js'

/** A variant as the cart and the add-to-cart forms see it: its product's current price and stock. */
export interface VariantRow {
  variantId: number
  productId: number
  /** The variant's own SKU (the product's with the size). */
  sku: string
  /** The product's SKU: the GA4 `item_id` of every event, whatever the size (ADR 030). */
  productSku: string
  size: string | null
  colour: string | null
  stock: number
  name: string
  priceMinor: number
  vatRate: number
  slugs: { cs: string; en: string }
  categorySlugs: { cs: string; en: string }
  /** The category's Czech name: the analytics category (spec 001 §3: `Doprava`, `Platba`). */
  trackingCategory: string
}

/** The shop's service for what the cart and the shopping lists hold: variants with their current price and stock. */
export interface Variants {
  /** The variants that exist of `ids`, named in `lang`. */
  byIds(lang: Lang, ids: number[]): Promise<VariantRow[]>
  /** The same in both languages (the analytics category and the order's lines keep both). */
  byIdsInBoth(ids: number[]): Promise<Record<Lang, VariantRow[]>>
}
