/**
 * Sales and the prices they changed (ADR 087); the only file of this feature that touches the ORM.
 *
 * - A save (add, change) takes the transaction-scoped advisory lock `sales` before it looks for an
 *   overlapping sale and writes: two managers saving overlapping sales at once are serialised, the
 *   second sees the first's row (READ COMMITTED reads afresh per statement) and is refused.
 * - The scheduler claims a due sale by its state (`FOR UPDATE SKIP LOCKED`, the state re-checked
 *   under the lock), so a start or an end is done by one node once; a cancel locks the same row.
 * - The alert banner of a sale (`sale-<id>`) is written through the alerts feature in the same
 *   transaction as the sale.
 */
import { and, asc, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../../db/client.js'
import { products, saleProducts, sales } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import { recordAudit } from '../audit/audit.record.js'
import type { AlertsRepository } from '../alerts/alerts.repository.js'
import type { SaleState } from './promotions.tables.js'
import { salePriceOf } from './sale-math.js'

/** A sale as the administration and the scheduler read it. */
export interface Sale {
  id: number
  name: Record<Lang, string>
  startsAt: Date
  endsAt: Date
  percentOff: number
  banner: Record<Lang, string | null>
  productIds: number[]
  categoryIds: number[]
  state: SaleState
}

/** What a manager sets of a sale. */
export type SaleValues = Omit<Sale, 'id' | 'state'>

/** The running sale as the shop home's countdown shows it. */
export interface RunningSale {
  id: number
  name: Record<Lang, string>
  endsAt: Date
}

export interface Actor {
  userId: number
  ip: string | null
}

/** The scheduler in the audit log. */
const SCHEDULER = { userId: null, actor: 'scheduler' } as const

export const saleAlertId = (saleId: number) => `sale-${saleId}`

const columns = {
  id: sales.id,
  nameCs: sales.nameCs,
  nameEn: sales.nameEn,
  startsAt: sales.startsAt,
  endsAt: sales.endsAt,
  percentOff: sales.percentOff,
  bannerCs: sales.bannerCs,
  bannerEn: sales.bannerEn,
  productIds: sales.productIds,
  categoryIds: sales.categoryIds,
  state: sales.state,
}

type Row = Omit<typeof sales.$inferSelect, 'createdAt' | 'updatedAt'>

const saleOf = (r: Row): Sale => ({
  id: r.id,
  name: { cs: r.nameCs, en: r.nameEn },
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  percentOff: r.percentOff,
  banner: { cs: r.bannerCs, en: r.bannerEn },
  productIds: r.productIds,
  categoryIds: r.categoryIds,
  state: r.state,
})

const rowOf = (v: SaleValues) => ({
  nameCs: v.name.cs,
  nameEn: v.name.en,
  startsAt: v.startsAt,
  endsAt: v.endsAt,
  percentOff: v.percentOff,
  bannerCs: v.banner.cs,
  bannerEn: v.banner.en,
  productIds: v.productIds,
  categoryIds: v.categoryIds,
})

const summaryOf = (s: Pick<Sale, 'id' | 'name' | 'percentOff' | 'startsAt' | 'endsAt'>) => `sale #${s.id} ${s.name.cs}: ${s.percentOff} % ${s.startsAt.toISOString()} – ${s.endsAt.toISOString()}`

/** Why a save was refused. */
export type SaveRefusal = 'missing' | 'overlap' | 'closed'

export function promotionsRepository(db: Db, alerts: Pick<AlertsRepository, 'putIn' | 'removeIn'>) {
  const lockSales = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('sales'))`)

  /**
   * A sale in one of `states` other than `except` sharing a moment with [startsAt, endsAt). A
   * running sale's new end is checked against the scheduled ones only: no other runs beside it.
   */
  async function overlapping(tx: Db, startsAt: Date, endsAt: Date, except?: number, states: SaleState[] = ['scheduled', 'running']): Promise<boolean> {
    const [row] = await tx
      .select({ id: sales.id })
      .from(sales)
      .where(and(inArray(sales.state, states), sql`${sales.startsAt} < ${endsAt}`, gt(sales.endsAt, startsAt), except === undefined ? undefined : ne(sales.id, except)))
      .limit(1)
    return row !== undefined
  }

  /** The sale's banner over its period, or none when it has no text. */
  async function banner(tx: Db, sale: Sale): Promise<void> {
    const alertId = saleAlertId(sale.id)
    if (!sale.banner.cs && !sale.banner.en) return alerts.removeIn(tx, alertId)
    await alerts.putIn(tx, { alertId, messages: sale.banner, validFrom: sale.startsAt, validUntil: sale.endsAt })
  }

  /** Puts the sale's products on sale (in the claiming transaction); the number changed. */
  async function apply(tx: Db, sale: Sale): Promise<number> {
    if (sale.productIds.length + sale.categoryIds.length === 0) return 0
    const chosen = await tx
      .select({ id: products.id, priceMinor: products.priceMinor, compareAtPriceMinor: products.compareAtPriceMinor })
      .from(products)
      .where(or(sale.productIds.length ? inArray(products.id, sale.productIds) : undefined, sale.categoryIds.length ? inArray(products.categoryId, sale.categoryIds) : undefined))
      .orderBy(asc(products.id))
      .for('update')
    let changed = 0
    for (const p of chosen) {
      const salePriceMinor = salePriceOf(p.priceMinor, sale.percentOff)
      if (salePriceMinor === null) continue
      await tx.insert(saleProducts).values({ saleId: sale.id, productId: p.id, regularPriceMinor: p.priceMinor, previousCompareAtMinor: p.compareAtPriceMinor, salePriceMinor })
      await tx.update(products).set({ priceMinor: salePriceMinor, compareAtPriceMinor: p.priceMinor }).where(eq(products.id, p.id))
      changed++
    }
    return changed
  }

  /**
   * Takes the sale's prices back: the regular price and the compare-at price from before; a
   * product whose price is no longer the sale's (the manager changed it) keeps its price and
   * loses the compare-at price. The number restored.
   */
  async function restore(tx: Db, saleId: number): Promise<number> {
    // A price the manager changed stays; only its claim of a former price goes (first: the
    // restore below makes the others' prices differ from the sale's too).
    await tx.execute(sql`
      update ${products} p set compare_at_price_minor = null
        from ${saleProducts} sp
       where sp.sale_id = ${saleId} and sp.product_id = p.id and p.price_minor <> sp.sale_price_minor and p.compare_at_price_minor is not null`)
    const rows = await tx.execute(sql`
      update ${products} p set price_minor = sp.regular_price_minor, compare_at_price_minor = sp.previous_compare_at_minor
        from ${saleProducts} sp
       where sp.sale_id = ${saleId} and sp.product_id = p.id and p.price_minor = sp.sale_price_minor
      returning p.id`)
    const restored = rowsOf(rows).length
    return restored
  }

  /** Claims one sale in `state` whose `column` is due, locked; undefined when none is left. */
  async function claim(tx: Db, state: SaleState, column: typeof sales.startsAt | typeof sales.endsAt, now: Date): Promise<Sale | undefined> {
    const [row] = await tx.select(columns).from(sales).where(and(eq(sales.state, state), lte(column, now))).orderBy(asc(column), asc(sales.id)).limit(1).for('update', { skipLocked: true })
    return row ? saleOf(row) : undefined
  }

  const setState = (tx: Db, id: number, state: SaleState, now: Date) => tx.update(sales).set({ state, updatedAt: now }).where(eq(sales.id, id))

  return {
    async list(): Promise<(Sale & { productCount: number })[]> {
      const rows = await db
        .select({ ...columns, productCount: sql<number>`(select count(*)::int from ${saleProducts} where ${saleProducts.saleId} = ${sales.id})` })
        .from(sales)
        .orderBy(desc(sales.startsAt), desc(sales.id))
        .limit(200)
      return rows.map((r) => ({ ...saleOf(r), productCount: Number(r.productCount) }))
    },

    async byId(id: number): Promise<Sale | undefined> {
      const [row] = await db.select(columns).from(sales).where(eq(sales.id, id))
      return row ? saleOf(row) : undefined
    },

    /** The running sale ending first (the countdown's), if any is running at `now`. */
    async running(now: Date): Promise<RunningSale | undefined> {
      const [row] = await db
        .select({ id: sales.id, nameCs: sales.nameCs, nameEn: sales.nameEn, endsAt: sales.endsAt })
        .from(sales)
        .where(and(eq(sales.state, 'running'), lte(sales.startsAt, now), gt(sales.endsAt, now)))
        .orderBy(asc(sales.endsAt))
        .limit(1)
      return row ? { id: row.id, name: { cs: row.nameCs, en: row.nameEn }, endsAt: row.endsAt } : undefined
    },

    /** A new scheduled sale with its banner, audited; `overlap` when another sale shares a moment. */
    async create(actor: Actor, values: SaleValues): Promise<number | 'overlap'> {
      return db.transaction(async (tx) => {
        await lockSales(tx)
        if (await overlapping(tx, values.startsAt, values.endsAt)) return 'overlap' as const
        const [created] = await tx.insert(sales).values(rowOf(values)).returning({ id: sales.id })
        const sale: Sale = { ...values, id: created!.id, state: 'scheduled' }
        await banner(tx, sale)
        await recordAudit(tx, { userId: actor.userId, action: 'create', entity: 'sale', objectId: sale.id, summary: summaryOf(sale), ip: actor.ip })
        return sale.id
      })
    },

    /**
     * Changes a sale: a scheduled one entirely, a running one only its end and texts (its start,
     * percent and products are what it applied). `closed` for an ended or cancelled sale.
     */
    async update(actor: Actor, id: number, values: SaleValues, now: Date): Promise<'saved' | SaveRefusal> {
      return db.transaction(async (tx) => {
        await lockSales(tx)
        const [row] = await tx.select(columns).from(sales).where(eq(sales.id, id)).for('update')
        if (!row) return 'missing' as const
        const before = saleOf(row)
        if (before.state !== 'scheduled' && before.state !== 'running') return 'closed' as const
        const next: SaleValues =
          before.state === 'running' ? { ...values, startsAt: before.startsAt, percentOff: before.percentOff, productIds: before.productIds, categoryIds: before.categoryIds } : values
        if (await overlapping(tx, next.startsAt, next.endsAt, id, before.state === 'running' ? ['scheduled'] : undefined)) return 'overlap' as const
        await tx.update(sales).set({ ...rowOf(next), updatedAt: now }).where(eq(sales.id, id))
        const sale: Sale = { ...next, id, state: before.state }
        await banner(tx, sale)
        await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'sale', objectId: id, summary: summaryOf(sale), ip: actor.ip })
        return 'saved' as const
      })
    },

    /**
     * Cancels a sale that is still in `expected` state: a scheduled one never starts, a running
     * one ends now, its prices taken back; its banner goes. `changed` when its state is no longer
     * the one the manager saw (the scheduler started or ended it meanwhile).
     */
    async cancel(actor: Actor, id: number, expected: SaleState, now: Date): Promise<'done' | 'missing' | 'changed'> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select(columns).from(sales).where(eq(sales.id, id)).for('update')
        if (!row) return 'missing' as const
        const sale = saleOf(row)
        if (sale.state !== expected || (sale.state !== 'scheduled' && sale.state !== 'running')) return 'changed' as const
        const restored = sale.state === 'running' ? await restore(tx, id) : 0
        await setState(tx, id, 'cancelled', now)
        await alerts.removeIn(tx, saleAlertId(id))
        const what = sale.state === 'running' ? `, ended at once, ${restored} prices restored` : ''
        await recordAudit(tx, { userId: actor.userId, action: sale.state === 'running' ? 'unpublish' : 'unschedule', entity: 'sale', objectId: id, summary: `${summaryOf(sale)} cancelled${what}`, ip: actor.ip })
        return 'done' as const
      })
    },

    /** Starts the due sales, then ends the due ones, each in its own transaction; what was done. */
    async runDue(now: Date): Promise<{ started: number[]; ended: number[] }> {
      const started: number[] = []
      const ended: number[] = []
      for (;;) {
        const id = await db.transaction(async (tx) => {
          const sale = await claim(tx, 'scheduled', sales.startsAt, now)
          if (!sale) return undefined
          // A sale whose whole period passed unseen (every node was down) never applies its prices.
          if (sale.endsAt <= now) {
            await setState(tx, sale.id, 'ended', now)
            await recordAudit(tx, { ...SCHEDULER, action: 'unpublish', entity: 'sale', objectId: sale.id, summary: `${summaryOf(sale)} passed before it could start`, at: now })
            return sale.id
          }
          const changed = await apply(tx, sale)
          await setState(tx, sale.id, 'running', now)
          await recordAudit(tx, { ...SCHEDULER, action: 'publish', entity: 'sale', objectId: sale.id, summary: `${summaryOf(sale)} started, ${changed} prices`, at: now })
          started.push(sale.id)
          return sale.id
        })
        if (id === undefined) break
      }
      for (;;) {
        const id = await db.transaction(async (tx) => {
          const sale = await claim(tx, 'running', sales.endsAt, now)
          if (!sale) return undefined
          const restored = await restore(tx, sale.id)
          await setState(tx, sale.id, 'ended', now)
          await recordAudit(tx, { ...SCHEDULER, action: 'unpublish', entity: 'sale', objectId: sale.id, summary: `${summaryOf(sale)} ended, ${restored} prices restored`, at: now })
          ended.push(sale.id)
          return sale.id
        })
        if (id === undefined) break
      }
      return { started, ended }
    },

    /** When the next start or end is due, for the scheduler's timer. */
    async nextDue(): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<string | null>`min(case when ${sales.state} = 'scheduled' then ${sales.startsAt} else ${sales.endsAt} end)` })
        .from(sales)
        .where(inArray(sales.state, ['scheduled', 'running']))
      return row?.at ? new Date(row.at) : null
    },
  }
}

export type PromotionsRepository = ReturnType<typeof promotionsRepository>
