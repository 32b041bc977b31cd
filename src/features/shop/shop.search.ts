/** The shop feature's search source (ADR 019): published products in both languages (a hidden one loses its entries, ADR 067); a category's change re-indexes its products. */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { LANGS } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import { productCategories, productImages, products } from '../../db/schema.js'
import type { Db } from '../../db/client.js'
import { entry, joinText, select, type Loader, type SearchSource } from '../search/search-source.js'

const loadProducts: Loader = async (db, selection) => {
  const { where, limit } = select(products.id, selection)
  const q = db.select({ product: products, category: productCategories }).from(products).innerJoin(productCategories, eq(productCategories.id, products.categoryId)).where(and(where, eq(products.status, 'published'))).orderBy(asc(products.id))
  const rows = await (limit ? q.limit(limit) : q)
  const ids = rows.map((r) => r.product.id)
  const images = ids.length
    ? await db.select({ id: productImages.id, productId: productImages.productId }).from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.sort), asc(productImages.id))
    : []
  const entries = rows.flatMap(({ product: p, category: c }) => {
    const image = images.find((i) => i.productId === p.id)
    return LANGS.map((lang) => {
      const cs = lang === 'cs'
      return entry({
        source: 'product', sourceId: p.id, lang, scope: 'eshop', kind: 'product', facultyId: null, categoryId: c.id,
        title: cs ? p.nameCs : p.nameEn,
        body: joinText(cs ? p.descriptionCs : p.descriptionEn, cs ? c.nameCs : c.nameEn, p.attributes.map((a) => `${a.label[lang]}: ${a.value[lang]}`).join('\n')),
        url: paths.product(lang, cs ? c.slugCs : c.slugEn, cs ? p.slugCs : p.slugEn),
        priceCzk: Math.round(p.priceMinor / 100), imageUrl: image ? paths.productImage(image.id, 'thumb') : null,
      })
    })
  })
  return { ids, entries }
}

export const shopSearch: readonly SearchSource[] = [
  {
    name: 'product',
    load: loadProducts,
    dependents: {
      category: async (db: Db, ids: number[]) => (await db.select({ id: products.id }).from(products).where(inArray(products.categoryId, ids))).map((r) => r.id),
    },
  },
]
