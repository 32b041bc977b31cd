/**
 * Discount codes, their redemptions and the codes carts hold (ADR 069); the only file of this
 * feature that touches the ORM. `redeemIn` runs inside the order's transaction: the code's row
 * is locked (`SELECT … FOR UPDATE`) before its uses are counted, so two orders racing for a
 * code's last use count one after the other.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { cartDiscounts, discountCodes, discountRedemptions, products } from '../../db/schema.js'
import { isUniqueViolation } from '../../db/errors.js'
import { recordAudit } from '../audit/audit.record.js'
import type { Customer, DiscountCode, Usage } from './discounts.types.js'

/** Who changes a code, for the audit log. */
export interface Actor {
  userId: number
  ip: string | null
}

/** A code's line in the audit log: `VITEJTE10: 10 %` or `JARO: 150,00 Kč`, and whether it is active. */
const summaryOf = (v: CodeValues) => `discount ${v.code}: ${v.kind === 'percent' ? `${v.value} %` : `${(v.value / 100).toFixed(2)} CZK`}${v.active ? '' : ' (inactive)'}`

export const codeColumns = {
  id: discountCodes.id,
  code: discountCodes.code,
  kind: discountCodes.kind,
  value: discountCodes.value,
  minimumMinor: discountCodes.minimumMinor,
  validFrom: discountCodes.validFrom,
  validUntil: discountCodes.validUntil,
  usageLimit: discountCodes.usageLimit,
  perCustomerLimit: discountCodes.perCustomerLimit,
  productIds: discountCodes.productIds,
  categoryIds: discountCodes.categoryIds,
  active: discountCodes.active,
}

/** A code's values as the administration writes them. */
export type CodeValues = Omit<DiscountCode, 'id'>

async function usageOf(q: Db, codeId: number, customer: Customer): Promise<Usage> {
  const email = customer.email?.toLowerCase() ?? null
  const mine = or(customer.userId !== null ? eq(discountRedemptions.userId, customer.userId) : undefined, email ? eq(discountRedemptions.email, email) : undefined)
  const [row] = await q
    .select({
      total: sql<number>`count(*)::int`,
      customer: mine ? sql<number>`(count(*) filter (where ${mine}))::int` : sql<number>`0`,
    })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.codeId, codeId))
  return { total: Number(row?.total ?? 0), customer: Number(row?.customer ?? 0) }
}

export function discountsRepository(db: Db) {
  return {
    /** The code typed, whatever its case. */
    async byCode(code: string): Promise<DiscountCode | undefined> {
      const [row] = await db.select(codeColumns).from(discountCodes).where(sql`lower(${discountCodes.code}) = lower(${code})`)
      return row
    },

    async byId(id: number): Promise<DiscountCode | undefined> {
      const [row] = await db.select(codeColumns).from(discountCodes).where(eq(discountCodes.id, id))
      return row
    },

    usage: (codeId: number, customer: Customer) => usageOf(db, codeId, customer),

    /** The products' categories (a code may be restricted to categories); read from the shop's catalogue. */
    async categoriesOf(productIds: number[]): Promise<Map<number, number>> {
      if (productIds.length === 0) return new Map()
      const rows = await db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(inArray(products.id, productIds))
      return new Map(rows.map((r) => [r.id, r.categoryId]))
    },

    /** The code the owner's cart holds. */
    async appliedTo(owner: string): Promise<DiscountCode | undefined> {
      const [row] = await db.select(codeColumns).from(cartDiscounts).innerJoin(discountCodes, eq(discountCodes.id, cartDiscounts.codeId)).where(eq(cartDiscounts.owner, owner))
      return row
    },

    async apply(owner: string, codeId: number, now: Date): Promise<void> {
      await db.insert(cartDiscounts).values({ owner, codeId, appliedAt: now }).onConflictDoUpdate({ target: cartDiscounts.owner, set: { codeId, appliedAt: now } })
    },

    async remove(owner: string): Promise<boolean> {
      const rows = await db.delete(cartDiscounts).where(eq(cartDiscounts.owner, owner)).returning({ owner: cartDiscounts.owner })
      return rows.length > 0
    },

    /**
     * In the order's transaction `tx`: locks the code's row (a code with a limit), reads it and its uses again and asks
     * `allowed`; when it allows, records the use. False (nothing written) when refused.
     */
    async redeemIn(tx: Db, codeId: number, orderId: number, customer: Customer & { email: string }, allowed: (code: DiscountCode, usage: Usage) => boolean): Promise<boolean> {
      // A code without limits has no count to protect: its orders do not queue on its row (bench:checkout).
      const [peek] = await tx.select(codeColumns).from(discountCodes).where(eq(discountCodes.id, codeId))
      const limited = peek && (peek.usageLimit !== null || peek.perCustomerLimit !== null)
      const [code] = limited ? await tx.select(codeColumns).from(discountCodes).where(eq(discountCodes.id, codeId)).for('update') : [peek]
      if (!code || !allowed(code, await usageOf(tx, codeId, customer))) return false
      await tx.insert(discountRedemptions).values({ codeId, orderId, userId: customer.userId, email: customer.email.toLowerCase() })
      return true
    },

    /** Every code with its uses, by code (the administration's list). */
    async list(): Promise<(DiscountCode & { uses: number })[]> {
      return db
        .select({ ...codeColumns, uses: sql<number>`(select count(*)::int from ${discountRedemptions} where ${discountRedemptions.codeId} = ${discountCodes.id})` })
        .from(discountCodes)
        .orderBy(asc(discountCodes.code))
    },

    /** A new code, audited in its transaction; undefined when its code is taken (whatever the case). */
    async create(actor: Actor, values: CodeValues): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const rows = await tx.insert(discountCodes).values(values).onConflictDoNothing().returning({ id: discountCodes.id })
        const id = rows[0]?.id
        if (id !== undefined) await recordAudit(tx, { userId: actor.userId, action: 'create', entity: 'discount', objectId: id, summary: summaryOf(values), ip: actor.ip })
        return id
      })
    },

    /**
     * Changes a code, audited in its transaction: `missing` when it does not exist, `taken` when its
     * new code is another's (the unique index decides, so two managers renaming at once cannot both win).
     */
    async update(actor: Actor, id: number, values: CodeValues): Promise<'saved' | 'missing' | 'taken'> {
      try {
        return await db.transaction(async (tx) => {
          const rows = await tx.update(discountCodes).set(values).where(eq(discountCodes.id, id)).returning({ id: discountCodes.id })
          if (rows.length === 0) return 'missing' as const
          await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'discount', objectId: id, summary: summaryOf(values), ip: actor.ip })
          return 'saved' as const
        })
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken'
        throw error
      }
    },

    /** The products of these SKUs (upper-cased), for a code's restriction; unknown SKUs are missing. */
    async productsBySku(skus: string[]): Promise<{ id: number; sku: string }[]> {
      if (skus.length === 0) return []
      return db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(sql`upper(${products.sku})`, skus))
    },

    /** The SKUs of these products, as the form shows a code's restriction. */
    async skusOf(productIds: number[]): Promise<string[]> {
      if (productIds.length === 0) return []
      return (await db.select({ sku: products.sku }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.sku))).map((r) => r.sku)
    },
  }
}

export type DiscountsRepository = ReturnType<typeof discountsRepository>
