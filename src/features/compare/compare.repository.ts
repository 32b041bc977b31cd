/**
 * What the comparison shows of its products: names, prices, category, SKU and the comparison
 * attributes (`products.attributes`). The only file of the comparison that touches the ORM.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productCategories, products } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import type { ComparedProduct } from './compare.types.js'

export function compareRepository(db: Db) {
  return {
    /** The published products with these ids (hidden and scheduled ones are not the visitors', ADR 067, 088), in no particular order. */
    async byIds(lang: Lang, ids: number[]): Promise<ComparedProduct[]> {
      if (ids.length === 0) return []
      const rows = await db
        .select({
          id: products.id,
          sku: products.sku,
          name: lang === 'cs' ? products.nameCs : products.nameEn,
          priceMinor: products.priceMinor,
          compareAtPriceMinor: products.compareAtPriceMinor,
          stock: products.stock,
          category: lang === 'cs' ? productCategories.nameCs : productCategories.nameEn,
          trackingCategory: productCategories.nameCs,
          slugCs: products.slugCs,
          slugEn: products.slugEn,
          categorySlugCs: productCategories.slugCs,
          categorySlugEn: productCategories.slugEn,
          attributes: products.attributes,
        })
        .from(products)
        .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
        .where(and(inArray(products.id, ids), eq(products.status, 'published')))
      return rows.map(({ slugCs, slugEn, categorySlugCs, categorySlugEn, ...rest }) => ({
        ...rest,
        slugs: { cs: slugCs, en: slugEn },
        categorySlugs: { cs: categorySlugCs, en: categorySlugEn },
      }))
    },
  }
}

export type CompareRepository = ReturnType<typeof compareRepository>
