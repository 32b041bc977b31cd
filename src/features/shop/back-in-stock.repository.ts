/**
 * Back-in-stock requests (ADR 081), the only code that touches `back_in_stock_requests`. A
 * request is written under a share lock of its variant's row taken after checking the variant is
 * sold out, so it waits for a restock in flight and then sees its stock: no request is left
 * waiting on a variant that a committed change has already put back in stock. Mailing takes the
 * waiting requests of variants a change (still uncommitted, in `tx`) has taken above zero.
 */
import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { backInStockRequests, productCategories, products, productVariants } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'

/** Requests one address may have waiting at once (a page of sizes is far fewer). */
export const MAX_WAITING_PER_EMAIL = 20
/** A request nobody restocked is forgotten after this long; a mailed one after a day. */
export const KEEP_WAITING = '6 months'
export const KEEP_MAILED = '1 day'

/** Where a variant's product page is, whether it may be asked for, and its stock now. */
export interface RequestTarget {
  variantId: number
  stock: number
  published: boolean
  categorySlug: string
  productSlug: string
}

export type RequestOutcome = 'requested' | 'unknown' | 'inStock' | 'tooMany'

/** A waiting request a restock answers: who, in which language, and what to tell them. */
export interface Restocked {
  email: string
  lang: Lang
  nameCs: string
  nameEn: string
  size: string | null
  colourCs: string | null
  colourEn: string | null
  categorySlugs: Record<Lang, string>
  productSlugs: Record<Lang, string>
}

export function backInStockRepository(db: Db) {
  return {
    async target(lang: Lang, variantId: number): Promise<RequestTarget | undefined> {
      const [row] = await db
        .select({
          variantId: productVariants.id,
          stock: productVariants.stock,
          status: products.status,
          categorySlug: lang === 'cs' ? productCategories.slugCs : productCategories.slugEn,
          productSlug: lang === 'cs' ? products.slugCs : products.slugEn,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
        .where(eq(productVariants.id, variantId))
      return row && { variantId: row.variantId, stock: row.stock, published: row.status === 'published', categorySlug: row.categorySlug, productSlug: row.productSlug }
    },

    /**
     * Records that `email` waits for the variant, in `lang`. Asking again while waiting changes
     * nothing; asking again after being mailed waits anew. Old rows are forgotten on the way.
     */
    async request(variantId: number, email: string, lang: Lang): Promise<RequestOutcome> {
      return db.transaction(async (tx): Promise<RequestOutcome> => {
        await tx
          .delete(backInStockRequests)
          .where(or(lt(backInStockRequests.createdAt, sql`now() - ${KEEP_WAITING}::interval`), lt(backInStockRequests.notifiedAt, sql`now() - ${KEEP_MAILED}::interval`)))
        const [variant] = await tx
          .select({ stock: productVariants.stock, status: products.status })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(eq(productVariants.id, variantId))
          .for('share', { of: productVariants })
        if (!variant || variant.status !== 'published') return 'unknown'
        if (variant.stock > 0) return 'inStock'
        const waiting = and(eq(sql`lower(${backInStockRequests.email})`, email.toLowerCase()), isNull(backInStockRequests.notifiedAt))
        const [mine] = await tx
          .select({ id: backInStockRequests.id })
          .from(backInStockRequests)
          .where(and(waiting, eq(backInStockRequests.variantId, variantId)))
        if (mine) return 'requested'
        const [held] = await tx.select({ n: count() }).from(backInStockRequests).where(waiting)
        if ((held?.n ?? 0) >= MAX_WAITING_PER_EMAIL) return 'tooMany'
        // Mailed before and sold out again: the same row waits anew.
        const [again] = await tx
          .update(backInStockRequests)
          .set({ email, lang, createdAt: sql`now()`, notifiedAt: null })
          .where(and(eq(sql`lower(${backInStockRequests.email})`, email.toLowerCase()), eq(backInStockRequests.variantId, variantId)))
          .returning({ id: backInStockRequests.id })
        if (!again) await tx.insert(backInStockRequests).values({ variantId, email, lang }).onConflictDoNothing()
        return 'requested'
      })
    },
  }
}

/**
 * Marks mailed, and returns, the waiting requests of those of `variantIds` that are in stock now
 * and shown in the shop: in `tx`, the transaction of the change that took them above zero, whose
 * row locks make a second restock of the same variant wait and then find them mailed.
 */
export async function takeRestocked(tx: Db, variantIds: readonly number[]): Promise<Restocked[]> {
  if (variantIds.length === 0) return []
  const due = await tx
    .select({
      id: backInStockRequests.id,
      email: backInStockRequests.email,
      lang: backInStockRequests.lang,
      nameCs: products.nameCs,
      nameEn: products.nameEn,
      size: productVariants.size,
      colourCs: productVariants.colourCs,
      colourEn: productVariants.colourEn,
      categoryCs: productCategories.slugCs,
      categoryEn: productCategories.slugEn,
      productCs: products.slugCs,
      productEn: products.slugEn,
    })
    .from(backInStockRequests)
    .innerJoin(productVariants, eq(productVariants.id, backInStockRequests.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(inArray(backInStockRequests.variantId, [...variantIds]), isNull(backInStockRequests.notifiedAt), sql`${productVariants.stock} > 0`, eq(products.status, 'published')))
    .orderBy(backInStockRequests.id)
  if (due.length === 0) return []
  const marked = await tx
    .update(backInStockRequests)
    .set({ notifiedAt: sql`now()` })
    .where(and(inArray(backInStockRequests.id, due.map((d) => d.id)), isNull(backInStockRequests.notifiedAt)))
    .returning({ id: backInStockRequests.id })
  const taken = new Set(marked.map((m) => m.id))
  return due
    .filter((d) => taken.has(d.id))
    .map((d) => ({
      email: d.email,
      lang: d.lang === 'en' ? 'en' : 'cs',
      nameCs: d.nameCs,
      nameEn: d.nameEn,
      size: d.size,
      colourCs: d.colourCs,
      colourEn: d.colourEn,
      categorySlugs: { cs: d.categoryCs, en: d.categoryEn },
      productSlugs: { cs: d.productCs, en: d.productEn },
    }))
}
