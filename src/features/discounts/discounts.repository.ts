/**
 * Discount codes, their redemptions and the codes carts hold (ADR 069); the only file of this
 * feature that touches the ORM. `redeemIn` runs inside the order's transaction: the code's row
 * is locked (`SELECT … FOR UPDATE`) before its uses are counted, so two orders racing for a
 * code's last use count one after the other.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { cartDiscounts, discountCodes, discountRedemptions, products } from '../../db/schema.js'
import type { Customer, DiscountCode, Usage } from './discounts.types.js'

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

    /** Every code with its uses, newest first (the administration's list). */
    async list(): Promise<(DiscountCode & { uses: number })[]> {
      return db
        .select({ ...codeColumns, uses: sql<number>`(select count(*)::int from ${discountRedemptions} where ${discountRedemptions.codeId} = ${discountCodes.id})` })
        .from(discountCodes)
        .orderBy(asc(discountCodes.code))
    },

    /** A new code; undefined when its code is taken (whatever the case). */
    async create(values: CodeValues): Promise<number | undefined> {
      const rows = await db.insert(discountCodes).values(values).onConflictDoNothing().returning({ id: discountCodes.id })
      return rows[0]?.id
    },

    /** Changes a code; false when it does not exist or its new code is another's. */
    async update(id: number, values: CodeValues): Promise<boolean> {
      const [clash] = await db.select({ id: discountCodes.id }).from(discountCodes).where(and(sql`lower(${discountCodes.code}) = lower(${values.code})`, sql`${discountCodes.id} <> ${id}`))
      if (clash) return false
      const rows = await db.update(discountCodes).set(values).where(eq(discountCodes.id, id)).returning({ id: discountCodes.id })
      return rows.length > 0
    },
  }
}

export type DiscountsRepository = ReturnType<typeof discountsRepository>
