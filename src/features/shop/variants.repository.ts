/**
 * Product variants as the cart, the shopping lists and the add-to-cart forms see them: the
 * product's current price and the variant's stock. The shop owns the catalogue's tables; other
 * features read variants through this. Only published products are sold (ADR 067): a hidden
 * product's variants are missing here, so the cart leaves their lines out, an add is refused as
 * an unknown variant, and an order cannot be placed with them (the cart's digest changes).
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productCategories, products, productVariants } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import type { VariantRow } from './shop.types.js'

export function variantRepository(db: Db) {
  const columns = (lang: Lang) => ({
    variantId: productVariants.id,
    productId: products.id,
    sku: productVariants.sku,
    productSku: products.sku,
    size: productVariants.size,
    colour: lang === 'cs' ? productVariants.colourCs : productVariants.colourEn,
    stock: productVariants.stock,
    name: lang === 'cs' ? products.nameCs : products.nameEn,
    priceMinor: products.priceMinor,
    vatRate: products.vatRate,
    slugCs: products.slugCs,
    slugEn: products.slugEn,
    categorySlugCs: productCategories.slugCs,
    categorySlugEn: productCategories.slugEn,
    trackingCategory: productCategories.nameCs,
  })
  type Flat = { slugCs: string; slugEn: string; categorySlugCs: string; categorySlugEn: string }
  const shape = <R extends Flat>({ slugCs, slugEn, categorySlugCs, categorySlugEn, ...rest }: R) => ({
    ...rest,
    slugs: { cs: slugCs, en: slugEn },
    categorySlugs: { cs: categorySlugCs, en: categorySlugEn },
  })
  const base = (lang: Lang, where: SQL) =>
    db
      .select(columns(lang))
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(and(eq(products.status, 'published'), where))

  return {
    /** The variants with these ids that exist (unknown ids are simply missing). */
    async byIds(lang: Lang, ids: number[]): Promise<VariantRow[]> {
      if (ids.length === 0) return []
      return (await base(lang, inArray(productVariants.id, ids))).map(shape)
    },

    /**
     * The same rows in both languages from one query (an order keeps the names in both):
     * `cs` and `en` list the same variants in the same order.
     */
    async byIdsInBoth(ids: number[]): Promise<Record<Lang, VariantRow[]>> {
      if (ids.length === 0) return { cs: [], en: [] }
      const rows = await db
        .select({ ...columns('cs'), nameEn: products.nameEn, colourEn: productVariants.colourEn })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
        .where(and(eq(products.status, 'published'), inArray(productVariants.id, ids)))
      const cs = rows.map(({ nameEn: _n, colourEn: _c, ...row }) => shape(row))
      const en = rows.map(({ nameEn, colourEn, ...row }) => shape({ ...row, name: nameEn, colour: colourEn }))
      return { cs, en }
    },

    /** Every variant of these products, in their order (product pages and tiles). */
    async ofProducts(lang: Lang, productIds: number[]): Promise<VariantRow[]> {
      if (productIds.length === 0) return []
      const rows = await base(lang, inArray(products.id, productIds)).orderBy(asc(productVariants.productId), asc(productVariants.sort), asc(productVariants.id))
      return rows.map(shape)
    },
  }
}

export type VariantRepository = ReturnType<typeof variantRepository>
