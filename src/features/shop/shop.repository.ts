/** The only file of the shop feature that touches the ORM; plain objects out, never image bytes unless asked. */
import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productCategories, productImages, products, productVariants } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import { DEFAULT_LISTING } from './catalogue.types.js'
import type { Slugs, CategoryRow, ProductSummary, VariantSummary, ProductDetail, ImageMeta, ImageVariant, ProductListing } from './catalogue.types.js'

/** Drizzle selects flat columns; views want the two language slugs together for links and the language switch. */
const withSlugs = <R extends { slugCs: string; slugEn: string }>({ slugCs, slugEn, ...rest }: R) => ({
  ...rest,
  slugs: { cs: slugCs, en: slugEn },
})

const imageColumns = (lang: Lang) => ({
  id: productImages.id,
  productId: productImages.productId,
  width: productImages.width,
  height: productImages.height,
  thumbWidth: productImages.thumbWidth,
  thumbHeight: productImages.thumbHeight,
  alt: lang === 'cs' ? productImages.altCs : productImages.altEn,
})

/** What the shop shows: hidden products are the shop manager's alone (ADR 067). */
const published = eq(products.status, 'published')

const bySort = <T extends typeof products | typeof productCategories>(t: T) => [asc(t.sort), asc(t.id)]

/** The products of these categories (a category and those below it, ADR 090) the listing shows: in stock means a size (or the one variant) can be bought. */
function listed(categoryIds: number[], listing: ProductListing): SQL | undefined {
  const inCategory = and(inArray(products.categoryId, categoryIds), published)
  if (!listing.inStockOnly) return inCategory
  return and(
    inCategory,
    sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.stock} > 0)`,
  )
}

export function shopRepository(db: Db) {
  const categoryColumns = (lang: Lang) => ({
    id: productCategories.id,
    parentId: productCategories.parentId,
    sort: productCategories.sort,
    slugCs: productCategories.slugCs,
    slugEn: productCategories.slugEn,
    name: lang === 'cs' ? productCategories.nameCs : productCategories.nameEn,
    description: lang === 'cs' ? productCategories.descriptionCs : productCategories.descriptionEn,
    metaDescription: lang === 'cs' ? productCategories.metaDescriptionCs : productCategories.metaDescriptionEn,
  })
  const summaryColumns = (lang: Lang) => ({
    id: products.id,
    categoryId: products.categoryId,
    slugCs: products.slugCs,
    slugEn: products.slugEn,
    name: lang === 'cs' ? products.nameCs : products.nameEn,
    sku: products.sku,
    priceMinor: products.priceMinor,
    compareAtPriceMinor: products.compareAtPriceMinor,
    stock: products.stock,
    trackingCategory: sql<string>`(select ${productCategories.nameCs} from ${productCategories} where ${productCategories.id} = ${products.categoryId})`,
  })
  return {
    /** Every category (the whole tree, in the shop's order) with the number of its own products, empty ones included. */
    async categoriesWithCounts(lang: Lang): Promise<(CategoryRow & { productCount: number })[]> {
      const rows = await db
        .select({ ...categoryColumns(lang), productCount: count(products.id) })
        .from(productCategories)
        .leftJoin(products, and(eq(products.categoryId, productCategories.id), published))
        .groupBy(productCategories.id)
        .orderBy(...bySort(productCategories))
      return rows.map(withSlugs)
    },

    async productCount(categoryIds: number[], listing: ProductListing = DEFAULT_LISTING): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(listed(categoryIds, listing))
      return row?.n ?? 0
    },

    /**
     * A page of the category's products in the listing's order. Price and age order in SQL (ties
     * in the shop's own order); names order by the language's collation (`Intl.Collator`): the
     * embedded database knows only the C collation, where "Č" follows "Z".
     */
    async productsOfCategory(lang: Lang, categoryIds: number[], limit: number, offset: number, listing: ProductListing = DEFAULT_LISTING): Promise<ProductSummary[]> {
      const query = db.select(summaryColumns(lang)).from(products).where(listed(categoryIds, listing))
      if (listing.sort === 'name') {
        const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true })
        const rows = (await query.orderBy(...bySort(products))).sort((a, b) => collator.compare(a.name, b.name))
        return rows.slice(offset, offset + limit).map(withSlugs)
      }
      const order: SQL[] =
        listing.sort === 'price-asc'
          ? [asc(products.priceMinor), ...bySort(products)]
          : listing.sort === 'price-desc'
            ? [desc(products.priceMinor), ...bySort(products)]
            : listing.sort === 'newest'
              ? [desc(products.createdAt), desc(products.id)]
              : bySort(products)
      const rows = await query
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
      return rows.map(withSlugs)
    },

    /** Products shown on the shop home: the first in the shop's own order that can be bought. */
    async featured(lang: Lang, limit: number): Promise<ProductSummary[]> {
      const rows = await db
        .select(summaryColumns(lang))
        .from(products)
        .where(and(gt(products.stock, 0), published))
        .orderBy(...bySort(products))
        .limit(limit)
      return rows.map(withSlugs)
    },

    async productBySlug(lang: Lang, slug: string): Promise<ProductDetail | undefined> {
      const [row] = await db
        .select({
          ...summaryColumns(lang),
          sku: products.sku,
          description: lang === 'cs' ? products.descriptionCs : products.descriptionEn,
          vatRate: products.vatRate,
          attributes: products.attributes,
          metaDescription: lang === 'cs' ? products.metaDescriptionCs : products.metaDescriptionEn,
        })
        .from(products)
        .where(and(eq(lang === 'cs' ? products.slugCs : products.slugEn, slug), published))
      return row && withSlugs(row)
    },

    /** The variants of the given products, in their order. */
    async variantsOf(productIds: number[]): Promise<VariantSummary[]> {
      if (productIds.length === 0) return []
      return db
        .select({ id: productVariants.id, productId: productVariants.productId, size: productVariants.size, stock: productVariants.stock })
        .from(productVariants)
        .where(inArray(productVariants.productId, productIds))
        .orderBy(asc(productVariants.productId), asc(productVariants.sort), asc(productVariants.id))
    },

    /** Image metadata (no bytes) of the given products, in gallery order. */
    async imagesOf(lang: Lang, productIds: number[]): Promise<ImageMeta[]> {
      if (productIds.length === 0) return []
      return db
        .select(imageColumns(lang))
        .from(productImages)
        .where(inArray(productImages.productId, productIds))
        .orderBy(asc(productImages.productId), asc(productImages.sort), asc(productImages.id))
    },

    /** Each product's first photo in gallery order (products without one are missing). */
    async firstImagesOf(lang: Lang, productIds: number[]): Promise<ImageMeta[]> {
      if (productIds.length === 0) return []
      return db
        .selectDistinctOn([productImages.productId], imageColumns(lang))
        .from(productImages)
        .where(inArray(productImages.productId, productIds))
        .orderBy(asc(productImages.productId), asc(productImages.sort), asc(productImages.id))
    },

    /**
     * Each category's picture: the first photo of its first product in the shop's order that has
     * one (a category has no picture of its own). Keyed by category id; empty categories are missing.
     */
    async categoryImages(lang: Lang): Promise<Map<number, ImageMeta>> {
      const rows = await db
        .selectDistinctOn([products.categoryId], { categoryId: products.categoryId, ...imageColumns(lang) })
        .from(productImages)
        .innerJoin(products, and(eq(products.id, productImages.productId), published))
        .orderBy(asc(products.categoryId), asc(products.sort), asc(products.id), asc(productImages.sort), asc(productImages.id))
      return new Map(rows.map(({ categoryId, ...image }) => [categoryId, image]))
    },

    /** The current price and the price before a sale of these products. */
    async pricesOf(productIds: number[]): Promise<{ id: number; priceMinor: number; compareAtPriceMinor: number | null }[]> {
      if (productIds.length === 0) return []
      return db
        .select({ id: products.id, priceMinor: products.priceMinor, compareAtPriceMinor: products.compareAtPriceMinor })
        .from(products)
        .where(inArray(products.id, productIds))
    },

    /** Every category and product with its slugs in both languages, for the sitemap. */
    async catalogue(): Promise<{ categories: { id: number; slugs: Slugs }[]; products: { categoryId: number; slugs: Slugs }[] }> {
      const [categories, items] = await Promise.all([
        db.select({ id: productCategories.id, slugCs: productCategories.slugCs, slugEn: productCategories.slugEn }).from(productCategories).orderBy(asc(productCategories.sort), asc(productCategories.id)),
        db.select({ categoryId: products.categoryId, slugCs: products.slugCs, slugEn: products.slugEn }).from(products).where(published).orderBy(asc(products.id)),
      ])
      return { categories: categories.map(withSlugs), products: items.map(withSlugs) }
    },

    /** The bytes of one image variant. */
    async imageBytes(id: number, variant: ImageVariant): Promise<{ mimeType: string; content: Uint8Array } | undefined> {
      const [row] = await db
        .select({
          mimeType: productImages.mimeType,
          content: variant === 'full' ? productImages.content : productImages.thumbContent,
        })
        .from(productImages)
        .where(eq(productImages.id, id))
      return row
    },
  }
}

export type ShopRepository = ReturnType<typeof shopRepository>
