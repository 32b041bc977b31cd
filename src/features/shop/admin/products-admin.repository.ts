/**
 * The catalogue's administration (ADR 067): the only code of it that touches the ORM. Every
 * change runs in one transaction with its audit entry; a code taken meanwhile (SKU, EAN, slug)
 * is the unique index's answer, turned into which field it was, never a 500. Stock is read here,
 * never written (stock adjustments own it).
 */
import { and, asc, count, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { isUniqueViolation } from '../../../db/errors.js'
import { productCategories, products, productVariants } from '../../../db/schema.js'
import type { Lang } from '../../../i18n/index.js'
import { slugify } from '../../../shared/slug.js'
import { recordAudit } from '../../audit/audit.record.js'
import type { ProductStatus } from '../shop.tables.js'
import type { NewProductValues, ProductValues, VariantValues } from './products-admin.schema.js'
import { containing, likeLiteral } from '../../../db/like.js'

export const PRODUCTS_PAGE_SIZE = 25

export interface ProductsQuery {
  q: string
  categoryId: number | null
  page: number
}

export interface ProductRow {
  id: number
  name: string
  sku: string
  categoryName: string
  priceMinor: number
  stock: number
  status: ProductStatus
}

export interface VariantRecord {
  id: number
  sku: string
  ean: string | null
  size: string | null
  colourCs: string | null
  colourEn: string | null
  stock: number
}

export interface ProductRecord {
  id: number
  categoryId: number
  categorySlugs: Record<Lang, string>
  slugs: Record<Lang, string>
  sku: string
  nameCs: string
  nameEn: string
  descriptionCs: string
  descriptionEn: string
  metaDescriptionCs: string
  metaDescriptionEn: string
  priceMinor: number
  vatRate: number
  compareAtPriceMinor: number | null
  status: ProductStatus
  stock: number
  variants: VariantRecord[]
}

/** Who changes the catalogue, for the audit log. */
export interface CatalogueActor {
  userId: number
  ip?: string | null
}

/** The field whose code another row holds. */
export type Taken = { taken: 'sku' | 'ean' }

/** The unique index a write ran into, as the field a person fixes; slugs are retried, not shown. */
function takenField(error: unknown): 'sku' | 'ean' | 'slug' | undefined {
  if (!isUniqueViolation(error)) return undefined
  // The index's name, or the detail naming its column ("Key (ean)=(…) already exists"); never the statement, which names every column.
  let names = ''
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { constraint, detail } = e as { constraint?: unknown; detail?: unknown }
    names += ` ${typeof constraint === 'string' ? constraint : ''} ${typeof detail === 'string' ? detail.split('=')[0] : ''}`
  }
  return /ean/.test(names) ? 'ean' : /slug/.test(names) ? 'slug' : 'sku'
}

/** A price in the audit log's summaries: crowns with two decimals. */
export const crowns = (minor: number) => (minor / 100).toFixed(2)

/** A product's columns as the product form (and the catalogue import, ADR 077) edits them. */
export const productColumns = (v: ProductValues) => ({
  categoryId: v.categoryId,
  sku: v.sku,
  nameCs: v.nameCs,
  nameEn: v.nameEn,
  descriptionCs: v.descriptionCs,
  descriptionEn: v.descriptionEn,
  metaDescriptionCs: v.metaDescriptionCs,
  metaDescriptionEn: v.metaDescriptionEn,
  priceMinor: v.price,
  vatRate: v.vatRate,
  compareAtPriceMinor: v.compareAt,
  status: v.status,
})

/** A slug from `name` that no product has: the name's, else with `-2`, `-3`, … (the CSV import's new products take theirs here too). */
export async function freeSlug(tx: Db, column: typeof products.slugCs | typeof products.slugEn, name: string): Promise<string> {
  const base = slugify(name, 70) || 'produkt'
  const taken = new Set((await tx.select({ slug: column }).from(products).where(or(eq(column, base), like(column, `${likeLiteral(base)}-%`)))).map((r) => r.slug))
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`
    if (!taken.has(slug)) return slug
  }
}

export function productsAdminRepository(db: Db) {
  return {
    async categories(lang: Lang): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: productCategories.id, name: lang === 'cs' ? productCategories.nameCs : productCategories.nameEn })
        .from(productCategories)
        .orderBy(asc(productCategories.sort), asc(productCategories.id))
    },

    /** A page of products matching the name or a SKU (the product's or a variant's) and the category. */
    async list(lang: Lang, query: ProductsQuery): Promise<{ rows: ProductRow[]; total: number; pages: number }> {
      const conditions: (SQL | undefined)[] = [query.categoryId ? eq(products.categoryId, query.categoryId) : undefined]
      if (query.q) {
        const pattern = containing(query.q)
        conditions.push(
          or(
            ilike(products.nameCs, pattern),
            ilike(products.nameEn, pattern),
            ilike(products.sku, pattern),
            sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.sku} ilike ${pattern})`,
          ),
        )
      }
      const where = and(...conditions)
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(products).where(where)
      const rows = await db
        .select({
          id: products.id,
          name: lang === 'cs' ? products.nameCs : products.nameEn,
          sku: products.sku,
          categoryName: lang === 'cs' ? productCategories.nameCs : productCategories.nameEn,
          priceMinor: products.priceMinor,
          stock: products.stock,
          status: products.status,
        })
        .from(products)
        .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
        .where(where)
        .orderBy(asc(products.categoryId), asc(products.sort), asc(products.id))
        .limit(PRODUCTS_PAGE_SIZE)
        .offset((query.page - 1) * PRODUCTS_PAGE_SIZE)
      return { rows, total: n, pages: Math.max(1, Math.ceil(n / PRODUCTS_PAGE_SIZE)) }
    },

    async one(id: number): Promise<ProductRecord | undefined> {
      const [row] = await db
        .select({
          id: products.id,
          categoryId: products.categoryId,
          categorySlugCs: productCategories.slugCs,
          categorySlugEn: productCategories.slugEn,
          slugCs: products.slugCs,
          slugEn: products.slugEn,
          sku: products.sku,
          nameCs: products.nameCs,
          nameEn: products.nameEn,
          descriptionCs: products.descriptionCs,
          descriptionEn: products.descriptionEn,
          metaDescriptionCs: products.metaDescriptionCs,
          metaDescriptionEn: products.metaDescriptionEn,
          priceMinor: products.priceMinor,
          vatRate: products.vatRate,
          compareAtPriceMinor: products.compareAtPriceMinor,
          status: products.status,
          stock: products.stock,
        })
        .from(products)
        .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
        .where(eq(products.id, id))
      if (!row) return undefined
      const variants = await db
        .select({
          id: productVariants.id,
          sku: productVariants.sku,
          ean: productVariants.ean,
          size: productVariants.size,
          colourCs: productVariants.colourCs,
          colourEn: productVariants.colourEn,
          stock: productVariants.stock,
        })
        .from(productVariants)
        .where(eq(productVariants.productId, id))
        .orderBy(asc(productVariants.sort), asc(productVariants.id))
      const { categorySlugCs, categorySlugEn, slugCs, slugEn, ...rest } = row
      return { ...rest, categorySlugs: { cs: categorySlugCs, en: categorySlugEn }, slugs: { cs: slugCs, en: slugEn }, variants }
    },

    async categoryExists(id: number): Promise<boolean> {
      return (await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.id, id))).length > 0
    },

    /** Adds a hidden product with one variant, slugs from its names; its id, or the code that is taken. */
    async create(actor: CatalogueActor, v: NewProductValues): Promise<{ id: number } | Taken> {
      for (let attempt = 0; ; attempt++) {
        try {
          return await db.transaction(async (tx) => {
            const [created] = await tx
              .insert(products)
              .values({
                categoryId: v.categoryId,
                sku: v.sku,
                slugCs: await freeSlug(tx, products.slugCs, v.nameCs),
                slugEn: await freeSlug(tx, products.slugEn, v.nameEn),
                nameCs: v.nameCs,
                nameEn: v.nameEn,
                descriptionCs: '',
                descriptionEn: '',
                priceMinor: v.price,
                vatRate: v.vatRate,
                stock: 0,
                status: 'hidden',
                sort: sql`(select coalesce(max(${products.sort}), 0) + 1 from ${products})`,
              })
              .returning({ id: products.id })
            await tx.insert(productVariants).values({ productId: created!.id, sku: v.sku, ean: v.ean, stock: 0 })
            await recordAudit(tx, { userId: actor.userId, action: 'create', entity: 'product', objectId: created!.id, summary: `product #${created!.id} ${v.sku}: ${v.nameCs} (${crowns(v.price)} CZK, hidden)`, ip: actor.ip })
            return { id: created!.id }
          })
        } catch (error) {
          const field = takenField(error)
          // Two products of one name added at once: the second finds the next free slug.
          if (field === 'slug' && attempt < 3) continue
          if (field === 'sku' || field === 'ean') return { taken: field }
          throw error
        }
      }
    },

    /** Changes a product (not its stock or variants); 'missing' when it is gone. */
    async update(actor: CatalogueActor, id: number, v: ProductValues): Promise<'done' | 'missing' | Taken> {
      try {
        return await db.transaction(async (tx) => {
          const [before] = await tx.select({ priceMinor: products.priceMinor, status: products.status }).from(products).where(eq(products.id, id)).for('update')
          if (!before) return 'missing' as const
          await tx
            .update(products)
            .set(productColumns(v))
            .where(eq(products.id, id))
          const changes = [
            before.priceMinor !== v.price ? `price ${crowns(before.priceMinor)} → ${crowns(v.price)} CZK` : '',
            before.status !== v.status ? `${before.status} → ${v.status}` : '',
          ].filter(Boolean)
          const action = before.status === v.status ? 'change' : v.status === 'published' ? 'publish' : 'unpublish'
          await recordAudit(tx, { userId: actor.userId, action, entity: 'product', objectId: id, summary: `product #${id} ${v.sku}: ${v.nameCs}${changes.length ? ` (${changes.join(', ')})` : ''}`, ip: actor.ip })
          return 'done' as const
        })
      } catch (error) {
        const field = takenField(error)
        if (field === 'sku' || field === 'ean') return { taken: field }
        throw error
      }
    },

    /** Changes a variant's codes; 'missing' when it is not the product's (or gone). */
    async updateVariant(actor: CatalogueActor, productId: number, variantId: number, v: VariantValues): Promise<'done' | 'missing' | Taken> {
      try {
        return await db.transaction(async (tx) => {
          const changed = await tx
            .update(productVariants)
            .set({ sku: v.sku, ean: v.ean })
            .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
            .returning({ id: productVariants.id })
          if (changed.length === 0) return 'missing' as const
          await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'product', objectId: productId, summary: `product #${productId} variant #${variantId}: SKU ${v.sku}, EAN ${v.ean ?? '—'}`, ip: actor.ip })
          return 'done' as const
        })
      } catch (error) {
        const field = takenField(error)
        if (field === 'sku' || field === 'ean') return { taken: field }
        throw error
      }
    },
  }
}

export type ProductsAdminRepository = ReturnType<typeof productsAdminRepository>
