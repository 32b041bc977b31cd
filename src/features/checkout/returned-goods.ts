/**
 * Pieces of an order back in stock (ADR 091): the one door by which an order's goods return, for
 * a withdrawal's goods received and a refund that restocks (the cancel counts its own in the same
 * column). Each line's `returned_quantity` is raised with the stock in the caller's transaction,
 * under the order's row lock the caller holds; the column's check (`returned ≤ quantity`) makes
 * the database refuse a piece returned twice, whatever path asks.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orderLines } from '../../db/schema.js'
import { returnGoods } from '../shop/stock.repository.js'

export type ReturnCheck = { ok: true } | { ok: false; line: number }

/** Whether each goods line still has the pieces asked out of stock (ordered less returned). */
export async function checkReturnable(q: Db, orderId: number, pieces: { line: number; quantity: number }[]): Promise<ReturnCheck> {
  const asked = pieces.filter((p) => p.quantity > 0)
  if (asked.length === 0) return { ok: true }
  const rows = await q
    .select({ line: orderLines.line, kind: orderLines.kind, quantity: orderLines.quantity, returned: orderLines.returnedQuantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.line, asked.map((p) => p.line))))
  for (const p of asked) {
    const row = rows.find((r) => r.line === p.line)
    if (!row || row.kind !== 'goods' || row.returned + p.quantity > row.quantity) return { ok: false, line: p.line }
  }
  return { ok: true }
}

/**
 * Puts `pieces` of the order back in stock with the reason `returned` (ADR 083) and counts them
 * returned; `{ ok: false }` with nothing written when a line has not that many pieces out. The
 * number of back-in-stock mails written.
 */
export async function returnPieces(
  q: Db,
  order: { id: number },
  pieces: { line: number; quantity: number }[],
  actor: { userId: number | null; ip?: string | null },
  note: string,
  origin: string,
): Promise<{ ok: true; mailed: number } | { ok: false; line: number }> {
  const checked = await checkReturnable(q, order.id, pieces)
  if (!checked.ok) return checked
  const goods: { variantId: number; quantity: number }[] = []
  for (const p of pieces.filter((x) => x.quantity > 0)) {
    const [row] = await q
      .update(orderLines)
      .set({ returnedQuantity: sql`${orderLines.returnedQuantity} + ${p.quantity}` })
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.line, p.line)))
      .returning({ variantId: orderLines.variantId })
    if (row?.variantId) goods.push({ variantId: row.variantId, quantity: p.quantity })
  }
  return { ok: true, mailed: await returnGoods(q, actor, goods, note, origin) }
}
