/** What the shop's pages and the other features read of the catalogue (ADR 057). */
import type { ProductAttribute } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'

export type Slugs = Record<Lang, string>

export interface CategoryRow {
  id: number
  /** The category it sits under; null at the top of the tree (ADR 090). */
  parentId: number | null
  /** Its place among its siblings. */
  sort: number
  slugs: Slugs
  name: string
  description: string
  /** The shop manager's description for search engines; empty: the description stands for it. */
  metaDescription: string
}

export interface ProductSummary {
  id: number
  categoryId: number
  slugs: Slugs
  name: string
  sku: string
  priceMinor: number
  /** The price before a running sale, null when not on sale (ADR 051). */
  compareAtPriceMinor: number | null
  stock: number
  /** The category's Czech name, the analytics category in either language (spec 001 §3). */
  trackingCategory: string
}

/** A size (or the one variant) of a product, with its own stock (ADR 026). */
export interface VariantSummary {
  id: number
  productId: number
  size: string | null
  stock: number
}

export interface ProductDetail extends ProductSummary {
  sku: string
  description: string
  vatRate: number
  attributes: ProductAttribute[]
  /** The shop manager's meta description; empty: the description's first line stands for it. */
  metaDescription: string
}

export interface ImageMeta {
  id: number
  productId: number
  width: number
  height: number
  thumbWidth: number
  thumbHeight: number
  alt: string
}

export type ImageVariant = 'full' | 'thumb'

/** A product photo's files (the seed's and uploads', ADR 089): `full` within 1200 × 900, `thumb` 400 × 300 (4:3, the tiles' shape). */
export const PHOTO_BOXES = { full: { width: 1200, height: 900 }, thumb: { width: 400, height: 300 } } as const satisfies Record<ImageVariant, { width: number; height: number }>

/** How a category's products are listed (spec 001 §5: the category page's sort and filter). */
export type ProductSort = 'recommended' | 'price-asc' | 'price-desc' | 'name' | 'newest'

export interface ProductListing {
  sort: ProductSort
  /** Only products with a size (or their one variant) in stock. */
  inStockOnly: boolean
}

export const DEFAULT_LISTING: ProductListing = { sort: 'recommended', inStockOnly: false }
