/**
 * The checkout's one read of its order lines for the catalogue (ADR 088): how many placed orders
 * name a variant. Taken in the caller's transaction (like `recordAudit`), so the catalogue decides
 * a variant's removal on what that transaction sees; the lines stay the checkout's.
 */
import { countDistinct, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orderLines } from './checkout.tables.js'

export async function ordersWithVariant(tx: Db, variantId: number): Promise<number> {
  const [row] = await tx.select({ n: countDistinct(orderLines.orderId) }).from(orderLines).where(eq(orderLines.variantId, variantId))
  return Number(row?.n ?? 0)
}
