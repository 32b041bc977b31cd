/** What the comparison page shows of a product (ADR 029, 057). */
import type { ProductAttribute } from '../../db/schema.js'

export interface ComparedProduct {
  id: number
  sku: string
  name: string
  priceMinor: number
  /** The price before a running sale, null when not on sale (ADR 051). */
  compareAtPriceMinor: number | null
  stock: number
  category: string
  /** The Czech category name: the analytics category (spec 001 §3). */
  trackingCategory: string
  slugs: { cs: string; en: string }
  categorySlugs: { cs: string; en: string }
  attributes: ProductAttribute[]
}
