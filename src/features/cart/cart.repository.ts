/**
 * The cart lines in the database (`cart_lines`, migration 0010) and what a cart shows of its
 * variants. The only file of the cart feature that touches the ORM; plain objects out.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { cartLines, productCategories, products, productVariants } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import { GUEST_CART_TTL_MS, type CartStore } from './cart.store.js'

/** A variant as the cart and the add-to-cart forms see it: its product's current price and stock. */
export interface VariantRow {
  variantId: number
  productId: number
  /** The variant's own SKU (the product's with the size). */
  sku: string
  /** The product's SKU: the GA4 `item_id` of every event, whatever the size (ADR 030). */
  productSku: string
  size: string | null
  colour: string | null
  stock: number
  name: string
  priceMinor: number
  vatRate: number
  slugs: { cs: string; en: string }
  categorySlugs: { cs: string; en: string }
  /** The category's Czech name: the analytics category (spec 001 §3: `Doprava`, `Platba`). */
  trackingCategory: string
}

/** How often a node clears away forgotten guest carts (on a guest's add, at most this often). */
const GUEST_SWEEP_INTERVAL_MS = 3_600_000

/**
 * Deletes every guest cart whose last change is older than `before` (a cart, not a line: a cart
 * changed yesterday keeps its month-old lines), as Redis forgets them by their expiry. Accounts'
 * carts stay. Returns how many lines went.
 */
export async function sweepGuestCarts(db: Db, before: Date): Promise<number> {
  const guest = sql`${cartLines.owner} like 'guest:%'`
  const stale = db.select({ owner: cartLines.owner }).from(cartLines).where(guest).groupBy(cartLines.owner).having(sql`max(${cartLines.updatedAt}) < ${before}`)
  const gone = await db
    .delete(cartLines)
    .where(and(guest, inArray(cartLines.owner, stale)))
    .returning({ owner: cartLines.owner })
  return gone.length
}

export function cartDbStore(db: Db, now: () => Date = () => new Date()): CartStore {
  const line = (owner: string, variantId: number) => and(eq(cartLines.owner, owner), eq(cartLines.variantId, variantId))
  let lastSweep = 0
  /** A guest cart lives 30 days after its last change, as in Redis; forgotten ones are cleared away now and then. */
  const sweepNowAndThen = async () => {
    const t = now().getTime()
    if (t - lastSweep < GUEST_SWEEP_INTERVAL_MS) return
    lastSweep = t
    await sweepGuestCarts(db, new Date(t - GUEST_CART_TTL_MS))
  }
  return {
    async lines(owner) {
      return db
        .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
        .from(cartLines)
        .where(eq(cartLines.owner, owner))
        .orderBy(asc(cartLines.addedAt), asc(cartLines.variantId))
    },

    async add(owner, variantId, quantity, max) {
      if (quantity > max) return null
      if (owner.startsWith('guest:')) await sweepNowAndThen()
      const rows = await db
        .insert(cartLines)
        .values({ owner, variantId, quantity, addedAt: now(), updatedAt: now() })
        .onConflictDoUpdate({
          target: [cartLines.owner, cartLines.variantId],
          set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: now() },
          setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${max}`,
        })
        .returning({ quantity: cartLines.quantity })
      return rows[0]?.quantity ?? null
    },

    async update(owner, variantId, quantity) {
      const rows = await db.update(cartLines).set({ quantity, updatedAt: now() }).where(line(owner, variantId)).returning({ q: cartLines.quantity })
      return rows.length > 0
    },

    async put(owner, variantId, quantity) {
      await db
        .insert(cartLines)
        .values({ owner, variantId, quantity, addedAt: now(), updatedAt: now() })
        .onConflictDoUpdate({ target: [cartLines.owner, cartLines.variantId], set: { quantity, updatedAt: now() } })
    },

    async remove(owner, variantId) {
      const rows = await db.delete(cartLines).where(line(owner, variantId)).returning({ q: cartLines.quantity })
      return rows.length > 0
    },

    async clear(owner) {
      await db.delete(cartLines).where(eq(cartLines.owner, owner))
    },
  }
}

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
  const base = (lang: Lang) =>
    db
      .select(columns(lang))
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))

  return {
    /** The variants with these ids that exist (unknown ids are simply missing). */
    async byIds(lang: Lang, ids: number[]): Promise<VariantRow[]> {
      if (ids.length === 0) return []
      return (await base(lang).where(inArray(productVariants.id, ids))).map(shape)
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
        .where(inArray(productVariants.id, ids))
      const cs = rows.map(({ nameEn: _n, colourEn: _c, ...row }) => shape(row))
      const en = rows.map(({ nameEn, colourEn, ...row }) => shape({ ...row, name: nameEn, colour: colourEn }))
      return { cs, en }
    },

    /** Every variant of these products, in their order (product pages and tiles). */
    async ofProducts(lang: Lang, productIds: number[]): Promise<VariantRow[]> {
      if (productIds.length === 0) return []
      const rows = await base(lang).where(inArray(products.id, productIds)).orderBy(asc(productVariants.productId), asc(productVariants.sort), asc(productVariants.id))
      return rows.map(shape)
    },
  }
}

export type VariantRepository = ReturnType<typeof variantRepository>
