/**
 * The cart lines in the database (`cart_lines`, migration 0010). The only file of the cart
 * feature that touches the ORM; plain objects out. The variants a cart shows are the shop's
 * (shop/variants.repository.ts).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { cartLines, cartResync } from '../../db/schema.js'
import { GUEST_CART_TTL_MS, type CartLine, type CartStore } from './cart.store.js'

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
      // With Redis, every line a guest changes is copied here through put (ADR 080): swept alike.
      if (owner.startsWith('guest:')) await sweepNowAndThen()
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

/**
 * The owners whose cart changed in the database while Redis was away (`cart_resync`, ADR 080).
 * `claim` takes up to `limit` of them under row locks other nodes skip, hands each cart's lines
 * (read in the same transaction) to `writeBack`, and deletes the rows it wrote back: a cart is
 * written back by one node, and one that failed midway stays listed for the next try.
 */
export function cartResyncLog(db: Db) {
  return {
    async mark(owner: string): Promise<void> {
      await db.insert(cartResync).values({ owner }).onConflictDoNothing()
    },
    async claim(limit: number, writeBack: (owner: string, lines: CartLine[]) => Promise<void>): Promise<number> {
      return db.transaction(async (tx) => {
        const owners = (await tx.select({ owner: cartResync.owner }).from(cartResync).orderBy(asc(cartResync.since)).limit(limit).for('update', { skipLocked: true })).map((r) => r.owner)
        for (const owner of owners) {
          const lines = await tx
            .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
            .from(cartLines)
            .where(eq(cartLines.owner, owner))
          await writeBack(owner, lines)
        }
        if (owners.length > 0) await tx.delete(cartResync).where(inArray(cartResync.owner, owners))
        return owners.length
      })
    },
  }
}
export type CartResyncLog = ReturnType<typeof cartResyncLog>
