/**
 * The shop manager's stock (ADR 068), the only stock code that touches the ORM besides the
 * checkout's decrement: the variants with their stock and low-stock threshold, a variant's
 * history, and the two writes. An adjustment is one relative statement,
 * `stock = stock + delta WHERE stock + delta >= 0`, in the transaction of its history row and
 * its audit entry: it never reads then writes, so it cannot overwrite a checkout's decrement.
 * An adjustment that puts stock back writes the back-in-stock mails in its transaction (ADR 081).
 */
import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { sqlState } from '../../db/errors.js'
import { products, productVariants, stockAdjustments, users, type StockReason } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import { recordAudit } from '../audit/audit.record.js'
import { containing } from '../../db/like.js'
import { mailBackInStock } from './back-in-stock.js'

/** Variants per page of the list. */
export const STOCK_PAGE_SIZE = 50
/** The newest history rows a variant's page shows. */
export const STOCK_HISTORY_SHOWN = 100

export interface StockRow {
  variantId: number
  productId: number
  name: string
  sku: string
  size: string | null
  colour: string | null
  stock: number
  lowStockThreshold: number
}

/** The stock's worth at one VAT rate: its pieces and their value at the current prices, VAT included. */
export interface StockValue {
  rate: number
  pieces: number
  totalMinor: number
}

export interface StockEntry {
  id: number
  at: Date
  who: string | null
  delta: number
  reason: StockReason
  note: string
  stockAfter: number
}

export interface StockActor {
  userId: number
  ip?: string | null
}

export interface StockFilter {
  q: string
  low: boolean
  page: number
}

export interface Adjustment {
  variantId: number
  delta: number
  reason: StockReason
  note: string
}

/** What an adjustment did: the stock before and after, or why nothing changed (`stock` is the stock it found). */
export type AdjustOutcome = { ok: true; before: number; after: number; mailed: number } | { ok: false; problem: 'missing' } | { ok: false; problem: 'belowZero' | 'tooHigh'; stock: number }

export interface StockDeps {
  /** Called after an adjustment wrote mail to the outbox (wakes the worker). */
  mailWritten?: () => void
}

const stockOf = async (tx: Db, variantId: number) => (await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock

/**
 * One adjustment inside the caller's transaction: the relative update, its history row and its
 * audit entry; nothing when it would take the stock below zero.
 */
async function adjustIn(tx: Db, actor: { userId: number | null; ip?: string | null }, a: Adjustment): Promise<AdjustOutcome> {
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${a.delta}` })
    .where(and(eq(productVariants.id, a.variantId), sql`${productVariants.stock} + ${a.delta} >= 0`))
    .returning({ stock: productVariants.stock, sku: productVariants.sku })
  if (!row) {
    const stock = await stockOf(tx, a.variantId)
    return stock === undefined ? { ok: false, problem: 'missing' } : { ok: false, problem: 'belowZero', stock }
  }
  await tx.insert(stockAdjustments).values({ variantId: a.variantId, delta: a.delta, reason: a.reason, note: a.note, userId: actor.userId, stockAfter: row.stock })
  const signed = a.delta > 0 ? `+${a.delta}` : String(a.delta)
  await recordAudit(tx, {
    userId: actor.userId,
    action: 'change',
    entity: 'stock',
    objectId: a.variantId,
    summary: `stock ${row.sku}: ${signed} (${a.reason}) → ${row.stock}${a.note ? `: ${a.note}` : ''}`,
    ip: actor.ip,
  })
  return { ok: true, before: row.stock - a.delta, after: row.stock, mailed: 0 }
}

/**
 * Goods a customer returned back in stock (ADR 083: a withdrawal's goods received, a refund that
 * returns them), in the caller's transaction: one adjustment with the reason `returned` per
 * variant, in product then variant order as the checkout takes them (no deadlocks), and the back-in-stock
 * mails of ADR 081. The number of mails written.
 */
export async function returnGoods(tx: Db, actor: { userId: number | null; ip?: string | null }, goods: { variantId: number; quantity: number }[], note: string, origin: string): Promise<number> {
  const byVariant = new Map<number, number>()
  for (const g of goods) if (g.quantity > 0) byVariant.set(g.variantId, (byVariant.get(g.variantId) ?? 0) + g.quantity)
  if (byVariant.size === 0) return 0
  const ordered = await tx.select({ id: productVariants.id }).from(productVariants).where(inArray(productVariants.id, [...byVariant.keys()])).orderBy(asc(productVariants.productId), asc(productVariants.id))
  const ids = ordered.map((v) => v.id)
  for (const variantId of ids) await adjustIn(tx, actor, { variantId, delta: byVariant.get(variantId)!, reason: 'returned', note })
  return ids.length ? mailBackInStock(tx, ids, origin) : 0
}

export function stockRepository(db: Db, { mailWritten = () => {} }: StockDeps = {}) {
  const columns = (lang: Lang) => ({
    variantId: productVariants.id,
    productId: products.id,
    name: lang === 'cs' ? products.nameCs : products.nameEn,
    sku: productVariants.sku,
    size: productVariants.size,
    colour: lang === 'cs' ? productVariants.colourCs : productVariants.colourEn,
    stock: productVariants.stock,
    lowStockThreshold: productVariants.lowStockThreshold,
  })
  return {
    /** A page of variants (by product, then variant order), found by SKU or name; `low` keeps those at or below their threshold. */
    async list(lang: Lang, filter: StockFilter): Promise<{ rows: StockRow[]; total: number }> {
      const conditions: SQL[] = []
      if (filter.q) {
        const like = containing(filter.q)
        conditions.push(or(ilike(productVariants.sku, like), ilike(products.nameCs, like), ilike(products.nameEn, like))!)
      }
      if (filter.low) conditions.push(lte(productVariants.stock, productVariants.lowStockThreshold))
      const where = conditions.length ? and(...conditions) : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select(columns(lang))
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(where)
          .orderBy(asc(products.sku), asc(productVariants.sort), asc(productVariants.id))
          .limit(STOCK_PAGE_SIZE)
          .offset((filter.page - 1) * STOCK_PAGE_SIZE),
        db.select({ n: count() }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    async variant(lang: Lang, variantId: number): Promise<StockRow | undefined> {
      const [row] = await db.select(columns(lang)).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(eq(productVariants.id, variantId))
      return row
    },

    /** The variant's adjustments, newest first. */
    async history(variantId: number, limit = STOCK_HISTORY_SHOWN): Promise<StockEntry[]> {
      return db
        .select({
          id: stockAdjustments.id,
          at: stockAdjustments.createdAt,
          who: users.email,
          delta: stockAdjustments.delta,
          reason: stockAdjustments.reason,
          note: stockAdjustments.note,
          stockAfter: stockAdjustments.stockAfter,
        })
        .from(stockAdjustments)
        .leftJoin(users, eq(users.id, stockAdjustments.userId))
        .where(eq(stockAdjustments.variantId, variantId))
        .orderBy(desc(stockAdjustments.id))
        .limit(limit)
    },

    /**
     * Changes a variant's stock by `delta`, with its history row and audit entry, all or nothing.
     * A change that would take the stock below zero (or past what an integer holds) changes nothing.
     * One that adds stock mails who waits for the variant, with links to `origin` (ADR 081).
     */
    async adjust(actor: StockActor, a: Adjustment, origin: string): Promise<AdjustOutcome> {
      try {
        const outcome = await db.transaction(async (tx): Promise<AdjustOutcome> => {
          const done = await adjustIn(tx, actor, a)
          if (!done.ok) return done
          const mailed = a.delta > 0 ? await mailBackInStock(tx, [a.variantId], origin) : 0
          return { ...done, mailed }
        })
        if (outcome.ok && outcome.mailed > 0) mailWritten()
        return outcome
      } catch (error) {
        // 22003: the sum does not fit an integer; nothing was written.
        if (sqlState(error) !== '22003') throw error
        const stock = await stockOf(db, a.variantId)
        return stock === undefined ? { ok: false, problem: 'missing' } : { ok: false, problem: 'tooHigh', stock }
      }
    },

    /** Sets a variant's low-stock threshold (audited); false when the variant is gone. */
    /**
     * What the stock is worth now at the current prices (VAT included), per VAT rate: every
     * variant's pieces times its product's price, hidden products too (ADR 078).
     */
    async value(): Promise<StockValue[]> {
      const rows = await db
        .select({ rate: products.vatRate, pieces: sql<string | number>`sum(${productVariants.stock})::bigint`, total: sql<string | number>`sum(${productVariants.stock}::bigint * ${products.priceMinor})::bigint` })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .groupBy(products.vatRate)
        .orderBy(desc(products.vatRate))
      return rows.map((r) => ({ rate: r.rate, pieces: Number(r.pieces), totalMinor: Number(r.total) }))
    },

    async setThreshold(actor: StockActor, variantId: number, threshold: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(productVariants).set({ lowStockThreshold: threshold }).where(eq(productVariants.id, variantId)).returning({ sku: productVariants.sku })
        if (!row) return false
        await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'stock', objectId: variantId, summary: `stock ${row.sku}: low-stock threshold ${threshold}`, ip: actor.ip })
        return true
      })
    },
  }
}

export type StockRepository = ReturnType<typeof stockRepository>
