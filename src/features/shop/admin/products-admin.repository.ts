/**
 * The catalogue's administration (ADR 067): the only code of it that touches the ORM. Every
 * change runs in one transaction with its audit entry; a code taken meanwhile (SKU, EAN, slug)
 * is the unique index's answer, turned into which field it was, never a 500. Stock is read here,
 * never written (stock adjustments own it).
 */
import { and, asc, count, eq, ilike, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { isUniqueViolation } from '../../../db/errors.js'
import { productCategories, products, productVariants } from '../../../db/schema.js'
import type { Lang } from '../../../i18n/index.js'
import { slugify } from '../../../shared/slug.js'
import { recordAudit } from '../../audit/audit.record.js'
import type { AuditAction } from '../../audit/audit.tables.js'
import { ordersWithVariant } from '../../checkout/order-lines.refs.js'
import { categoryTree } from '../category-tree.js'
import type { ProductStatus } from '../shop.tables.js'
import type { NewProductValues, NewVariantValues, ProductValues, VariantValues } from './products-admin.schema.js'
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
  /** When a scheduled product is published (ADR 088); null unless scheduled. */
  publishAt: Date | null
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
/** What an added variant may collide with: a code, or the product's variant of that size and colour (ADR 088). */
export type VariantTaken = { taken: 'sku' | 'ean' | 'combination' }

/** Why a variant was not removed (ADR 088). */
export type RemoveRefusal = { refused: 'last' } | { refused: 'stock'; stock: number } | { refused: 'ordered'; orders: number }

const SCHEDULER = { userId: null, actor: 'scheduler' } as const
/** Scheduled products published in one transaction of the scheduler's. */
const DUE_BATCH = 50

/** The unique index a write ran into, as the field a person fixes; slugs are retried, not shown. */
function takenField(error: unknown): 'sku' | 'ean' | 'slug' | 'combination' | undefined {
  if (!isUniqueViolation(error)) return undefined
  // The index's name, or the detail naming its column ("Key (ean)=(…) already exists"); never the statement, which names every column.
  let names = ''
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { constraint, detail } = e as { constraint?: unknown; detail?: unknown }
    names += ` ${typeof constraint === 'string' ? constraint : ''} ${typeof detail === 'string' ? detail.split('=')[0] : ''}`
  }
  return /size_colour/.test(names) ? 'combination' : /ean/.test(names) ? 'ean' : /slug/.test(names) ? 'slug' : 'sku'
}

/** The audit action of a change of state (ADR 067, 088): publishing, scheduling, or taking either back. */
export function stateAction(before: ProductStatus, after: ProductStatus, timeChanged = false): AuditAction {
  if (after === 'published') return before === 'published' ? 'change' : 'publish'
  if (after === 'scheduled') return before !== 'scheduled' || timeChanged ? 'schedule' : 'change'
  return before === 'published' ? 'unpublish' : before === 'scheduled' ? 'unschedule' : 'change'
}

/** A state for the audit log's summaries: `scheduled 2026-12-01T09:00:00.000Z`. */
export const stateText = (status: ProductStatus, publishAt: Date | null) => (status === 'scheduled' && publishAt ? `scheduled ${publishAt.toISOString()}` : status)

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
  publishAt: v.status === 'scheduled' ? v.publishAt : null,
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
    /**
     * The categories for the forms' and the filter's selects, in the tree's order (ADR 090), each
     * named by its path (`Oblečení › Trička`), which a select can show and a screen reader reads.
     */
    async categories(lang: Lang): Promise<{ id: number; name: string }[]> {
      const rows = await db
        .select({ id: productCategories.id, parentId: productCategories.parentId, sort: productCategories.sort, name: lang === 'cs' ? productCategories.nameCs : productCategories.nameEn })
        .from(productCategories)
      const tree = categoryTree(rows)
      return tree.flat.map((c) => ({ id: c.id, name: [...tree.ancestors(c.id), c].map((a) => a.name).join(' › ') }))
    },

    /** A page of products matching the name or a SKU (the product's or a variant's) and the category. */
    async list(lang: Lang, query: ProductsQuery): Promise<{ rows: ProductRow[]; total: number; pages: number }> {
      // A category holds its subcategories' products too, as its page in the shop does (ADR 090).
      const within = query.categoryId ? categoryTree(await db.select({ id: productCategories.id, parentId: productCategories.parentId, sort: productCategories.sort }).from(productCategories)).withDescendants(query.categoryId) : []
      const conditions: (SQL | undefined)[] = [query.categoryId ? inArray(products.categoryId, within.length > 0 ? within : [query.categoryId]) : undefined]
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
          publishAt: products.publishAt,
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
          const [before] = await tx.select({ priceMinor: products.priceMinor, status: products.status, publishAt: products.publishAt }).from(products).where(eq(products.id, id)).for('update')
          if (!before) return 'missing' as const
          const columns = productColumns(v)
          await tx
            .update(products)
            .set(columns)
            .where(eq(products.id, id))
          const timeChanged = before.publishAt?.getTime() !== columns.publishAt?.getTime()
          const changes = [
            before.priceMinor !== v.price ? `price ${crowns(before.priceMinor)} → ${crowns(v.price)} CZK` : '',
            before.status !== v.status || timeChanged ? `${stateText(before.status, before.publishAt)} → ${stateText(v.status, columns.publishAt)}` : '',
          ].filter(Boolean)
          const action = stateAction(before.status, v.status, timeChanged)
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

    /**
     * Adds a variant to a product, at stock 0 and last in its order (ADR 088); its id, 'missing'
     * when the product is gone, or what another variant holds (a code, or this size and colour).
     */
    async addVariant(actor: CatalogueActor, productId: number, v: NewVariantValues): Promise<{ id: number } | 'missing' | VariantTaken> {
      try {
        return await db.transaction(async (tx) => {
          const [product] = await tx.select({ sku: products.sku }).from(products).where(eq(products.id, productId)).for('update')
          if (!product) return 'missing' as const
          const [created] = await tx
            .insert(productVariants)
            .values({
              productId,
              sku: v.sku,
              ean: v.ean,
              size: v.size,
              colourCs: v.colourCs,
              colourEn: v.colourEn,
              stock: 0,
              lowStockThreshold: v.lowStockThreshold,
              sort: sql`(select coalesce(max(${productVariants.sort}), 0) + 1 from ${productVariants} where ${productVariants.productId} = ${productId})`,
            })
            .returning({ id: productVariants.id })
          const what = [v.size, v.colourCs].filter(Boolean).join(', ') || '—'
          await recordAudit(tx, { userId: actor.userId, action: 'create', entity: 'product', objectId: productId, summary: `product #${productId} ${product.sku}: variant #${created!.id} added (${what}), SKU ${v.sku}, EAN ${v.ean ?? '—'}, threshold ${v.lowStockThreshold}`, ip: actor.ip })
          return { id: created!.id }
        })
      } catch (error) {
        const field = takenField(error)
        if (field === 'sku' || field === 'ean' || field === 'combination') return { taken: field }
        throw error
      }
    },

    /**
     * Removes a variant (ADR 088) unless it is the product's last, has stock, or a placed order
     * names it. The product's row is locked first (two removals of its last two variants are
     * serialised), then the variant's: a stock adjustment or a checkout waits, and with no stock
     * no order can take it. Its cart lines, list entries and back-in-stock requests go with it.
     */
    async removeVariant(actor: CatalogueActor, productId: number, variantId: number): Promise<'done' | 'missing' | RemoveRefusal> {
      return db.transaction(async (tx) => {
        const [product] = await tx.select({ sku: products.sku }).from(products).where(eq(products.id, productId)).for('update')
        if (!product) return 'missing' as const
        const [variant] = await tx
          .select({ sku: productVariants.sku, stock: productVariants.stock, size: productVariants.size, colourCs: productVariants.colourCs })
          .from(productVariants)
          .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
          .for('update')
        if (!variant) return 'missing' as const
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(productVariants).where(eq(productVariants.productId, productId))
        if (n <= 1) return { refused: 'last' as const }
        if (variant.stock > 0) return { refused: 'stock' as const, stock: variant.stock }
        const orders = await ordersWithVariant(tx, variantId)
        if (orders > 0) return { refused: 'ordered' as const, orders }
        await tx.delete(productVariants).where(eq(productVariants.id, variantId))
        const what = [variant.size, variant.colourCs].filter(Boolean).join(', ') || '—'
        await recordAudit(tx, { userId: actor.userId, action: 'delete', entity: 'product', objectId: productId, summary: `product #${productId} ${product.sku}: variant #${variantId} removed (${what}), SKU ${variant.sku}`, ip: actor.ip })
        return 'done' as const
      })
    },

    /**
     * Publishes the scheduled products due at `now` (ADR 088), a batch per transaction: claimed
     * with FOR UPDATE SKIP LOCKED and re-checked under the lock, published and audited in that
     * transaction, so however many nodes run this at once each product is published once.
     */
    async runDue(now: Date): Promise<number[]> {
      const published: number[] = []
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const due = await tx
            .select({ id: products.id, sku: products.sku, nameCs: products.nameCs, publishAt: products.publishAt })
            .from(products)
            .where(and(eq(products.status, 'scheduled'), lte(products.publishAt, now)))
            .orderBy(asc(products.publishAt), asc(products.id))
            .limit(DUE_BATCH)
            .for('update', { skipLocked: true })
          if (due.length === 0) return []
          await tx.update(products).set({ status: 'published', publishAt: null }).where(inArray(products.id, due.map((d) => d.id)))
          for (const d of due) await recordAudit(tx, { ...SCHEDULER, action: 'publish', entity: 'product', objectId: d.id, summary: `product #${d.id} ${d.sku}: ${d.nameCs} (${stateText('scheduled', d.publishAt)} → published)`, at: now })
          return due.map((d) => d.id)
        })
        published.push(...batch)
        if (batch.length < DUE_BATCH) return published
      }
    },

    /** When the next scheduled product is due, for the scheduler's timer. */
    async nextDue(): Promise<Date | null> {
      const [row] = await db.select({ at: sql<string | Date | null>`min(${products.publishAt})` }).from(products).where(eq(products.status, 'scheduled'))
      return row?.at ? new Date(row.at) : null
    },
  }
}

export type ProductsAdminRepository = ReturnType<typeof productsAdminRepository>
