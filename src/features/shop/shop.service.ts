/** Rules of the e-shop catalogue: paging, a product's one category, prices. No Fastify, no ORM. */
import type { Lang } from '../../i18n/index.js'
import { clampPage } from '../../ui/query.js'
import { categoryTree } from './category-tree.js'
import { type ShopRepository } from './shop.repository.js'
import { DEFAULT_LISTING, type CategoryRow, type ImageMeta, type ImageVariant, type ProductDetail, type ProductListing, type ProductSummary, type VariantSummary } from './catalogue.types.js'

/** Tiles a listing page shows and "show more" appends: 12 fill rows of 2, 3, 4 or 6 columns. */
export const PRODUCT_PAGE_SIZE = 12
export const FEATURED_COUNT = 4

/** A product as a tile: its first photo and the slug of its category for the link. */
export interface ProductTile extends ProductSummary {
  categorySlug: string
  thumbnail: ImageMeta | null
  variants: VariantSummary[]
}

/** What a tile or product page says of stock: all there, some sizes out, none. */
export type Availability = 'inStock' | 'someSoldOut' | 'soldOut'

export function availabilityOf(variants: VariantSummary[]): Availability {
  const open = variants.filter((v) => v.stock > 0).length
  return open === 0 ? 'soldOut' : open < variants.length ? 'someSoldOut' : 'inStock'
}

/**
 * What a row of the cart, the comparison or the search results shows of a product beside its
 * name: its first photo and its price with the price before a sale (ADR 051).
 */
export interface ProductCard {
  priceMinor: number
  compareAtPriceMinor: number | null
  thumbnail: ImageMeta | null
}

/** Cards by product id; a product that no longer exists has none. */
export type ProductCards = ReadonlyMap<number, ProductCard>

export const NO_CARDS: ProductCards = new Map()

/** A top-level category on the shop home: a tile with its picture (ADR 056) and its subcategories (ADR 090). */
export interface CategoryTile extends CategoryRow {
  /** Its products and those of the categories below it. */
  productCount: number
  image: ImageMeta | null
  children: CategoryBranch[]
}

/** A category below another, with its own subcategories (the shop's category navigation, ADR 090). */
export interface CategoryBranch extends CategoryRow {
  children: CategoryBranch[]
}

/** The running sale the shop home counts down to (ADR 087): its name and end (ISO 8601). */
export interface SaleCountdown {
  name: string
  endsAt: string
}

export interface ShopHomeData {
  /** None when no sale runs. */
  sale: SaleCountdown | null
  /** When the data was read: the countdown shows the time left from here (ISO 8601). */
  now: string
  categories: CategoryTile[]
  featured: ProductTile[]
}

export interface CategoryPageData {
  category: CategoryRow
  /** The categories above it, the top one first (the breadcrumbs, ADR 090). */
  ancestors: CategoryRow[]
  /** The categories right below it, in their order. */
  subcategories: CategoryRow[]
  /** The tiles of pages `firstPage` to `page`. */
  tiles: ProductTile[]
  /** The first page shown: below `page` when a pagination fragment asked for several. */
  firstPage: number
  /** The last page shown, the current one for the pagination. */
  page: number
  pages: number
  /** The sort and filter the tiles were listed with. */
  listing: ProductListing
}

export interface ProductPageData {
  product: ProductDetail
  category: CategoryRow
  /** The categories above the product's, the top one first. */
  ancestors: CategoryRow[]
  images: ImageMeta[]
  variants: VariantSummary[]
  priceWithoutVatMinor: number
}

export type ProductLookup =
  | { found: 'page'; data: ProductPageData }
  /** The product exists but was asked for under another category: send the visitor to its one URL. */
  | { found: 'elsewhere'; categorySlug: string; productSlug: string }
  | null

/** The price without VAT, from the price including it; rounded to whole haléře. */
export const priceWithoutVat = (priceMinor: number, vatRate: number) => Math.round((priceMinor * 100) / (100 + vatRate))

/** A category as the pages read it, without the tree's and the count's extra fields. */
const rowOf = ({ id, parentId, sort, slugs, name, description, metaDescription }: CategoryRow): CategoryRow => ({ id, parentId, sort, slugs, name, description, metaDescription })

export function shopService(repo: ShopRepository) {
  /** Tiles for products whose categories the caller has already loaded (foreign keys guarantee one). */
  async function tiles(lang: Lang, items: ProductSummary[], categories: CategoryRow[]): Promise<ProductTile[]> {
    const ids = items.map((p) => p.id)
    const [images, variants] = await Promise.all([repo.imagesOf(lang, ids), repo.variantsOf(ids)])
    const slugOf = new Map(categories.map((c) => [c.id, c.slugs[lang]]))
    return items.map((p) => ({
      ...p,
      categorySlug: slugOf.get(p.categoryId) ?? '',
      // imagesOf returns gallery order, so the first match is the product's main photo.
      thumbnail: images.find((i) => i.productId === p.id) ?? null,
      variants: variants.filter((v) => v.productId === p.id),
    }))
  }

  return {
    /** The top-level categories as tiles: counts and the picture take in the categories below (a parent without products of its own shows its first subcategory's picture). */
    async home(lang: Lang, sale: SaleCountdown | null = null, now = new Date()): Promise<ShopHomeData> {
      const [rows, images, featured] = await Promise.all([repo.categoriesWithCounts(lang), repo.categoryImages(lang), repo.featured(lang, FEATURED_COUNT)])
      const tree = categoryTree(rows)
      const branch = (node: (typeof tree.roots)[number]): CategoryBranch => ({ ...rowOf(node), children: node.children.map(branch) })
      const categories = tree.roots.map((root) => {
        const below = tree.withDescendants(root.id).map((id) => tree.byId.get(id)!)
        return {
          ...branch(root),
          productCount: below.reduce((n, c) => n + c.productCount, 0),
          image: below.map((c) => images.get(c.id)).find(Boolean) ?? null,
        }
      })
      return { categories, featured: await tiles(lang, featured, rows), sale, now: now.toISOString() }
    },

    /**
     * `loaded` pages from `requested` on (a pagination fragment's refresh asks for several). A
     * page past the end shows the last page rather than an empty list; a run stops at the end.
     */
    async categoryPage(lang: Lang, slug: string, requested: number, loaded = 1, listing: ProductListing = DEFAULT_LISTING): Promise<CategoryPageData | null> {
      const rows = await repo.categoriesWithCounts(lang)
      const found = rows.find((c) => c.slugs[lang] === slug)
      if (!found) return null
      const tree = categoryTree(rows)
      const category = rowOf(found)
      const ids = tree.withDescendants(category.id)
      const total = await repo.productCount(ids, listing)
      const pages = Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE))
      const firstPage = clampPage(requested, pages)
      const page = Math.min(pages, firstPage + loaded - 1)
      const count = page - firstPage + 1
      const items = await repo.productsOfCategory(lang, ids, count * PRODUCT_PAGE_SIZE, (firstPage - 1) * PRODUCT_PAGE_SIZE, listing)
      return {
        category,
        ancestors: tree.ancestors(category.id).map(rowOf),
        subcategories: (tree.byId.get(category.id)?.children ?? []).map(rowOf),
        tiles: await tiles(lang, items, rows),
        firstPage,
        page,
        pages,
        listing,
      }
    },

    async productPage(lang: Lang, categorySlug: string, productSlug: string): Promise<ProductLookup> {
      const product = await repo.productBySlug(lang, productSlug)
      if (!product) return null
      const rows = await repo.categoriesWithCounts(lang)
      const found = rows.find((c) => c.id === product.categoryId)
      if (!found) return null
      const category = rowOf(found)
      if (category.slugs[lang] !== categorySlug) {
        return { found: 'elsewhere', categorySlug: category.slugs[lang], productSlug: product.slugs[lang] }
      }
      return {
        found: 'page',
        data: {
          product,
          category,
          ancestors: categoryTree(rows).ancestors(category.id).map(rowOf),
          images: await repo.imagesOf(lang, [product.id]),
          variants: await repo.variantsOf([product.id]),
          priceWithoutVatMinor: priceWithoutVat(product.priceMinor, product.vatRate),
        },
      }
    },

    /** The cards of these products (the cart's, the comparison's and the search's rows). */
    async cards(lang: Lang, productIds: number[]): Promise<ProductCards> {
      const ids = [...new Set(productIds)]
      if (ids.length === 0) return NO_CARDS
      const [prices, images] = await Promise.all([repo.pricesOf(ids), repo.firstImagesOf(lang, ids)])
      const imageOf = new Map(images.map((i) => [i.productId, i]))
      return new Map(prices.map((p) => [p.id, { priceMinor: p.priceMinor, compareAtPriceMinor: p.compareAtPriceMinor, thumbnail: imageOf.get(p.id) ?? null }]))
    },

    image: (id: number, variant: ImageVariant) => repo.imageBytes(id, variant),

    /** Every category and product with both languages' slugs (the sitemap). */
    catalogue: () => repo.catalogue(),
  }
}

export type ShopService = ReturnType<typeof shopService>
