/**
 * Carts in Redis with a copy in the database (ADR 080), the store when `REDIS_URL` is set.
 *
 * Redis answers every read and takes every change first (its Lua scripts keep the limit checks
 * atomic, ADR 026); each change it accepted is then copied to `cart_lines`, a line at a time. While
 * Redis is away the copy is the cart: reads and changes go to the database, and each owner changed
 * there is listed in `cart_resync`. The first node that reaches Redis again writes those carts
 * back (row locks, one node per cart) before it serves a cart from Redis, so a shopper keeps what
 * they added during the outage and an order placed then does not bring its goods back afterwards.
 * Every node starts as if after an outage: a node that stopped midway leaves nothing behind.
 */
import { RedisUnavailableError } from '../../lib/redis.js'
import type { CartResyncLog } from './cart.repository.js'
import type { RedisCartStore } from './cart-redis.store.js'
import type { CartLine, CartStore } from './cart.store.js'

/** How many carts one write-back transaction takes. */
const RESYNC_BATCH = 100

export interface MirroredCartStore extends CartStore {
  /** Writes back every cart changed while Redis was away; rejects while it still is. */
  resync(): Promise<number>
}

export function mirroredCartStore(
  redis: RedisCartStore,
  copy: CartStore,
  log: CartResyncLog,
  /** Told each time a command found Redis away (the caller limits its own logging). */
  onAway: (error: RedisUnavailableError) => void = () => {},
): MirroredCartStore {
  // Whether carts listed in cart_resync may be waiting for this node to write them back: at the
  // start (another node may have stopped during an outage) and after this node saw Redis away.
  let behind = true
  let resyncing: Promise<number> | null = null

  async function resync(): Promise<number> {
    await redis.ping()
    let written = 0
    for (;;) {
      const n = await log.claim(RESYNC_BATCH, (owner, lines) => redis.replace(owner, lines))
      written += n
      if (n < RESYNC_BATCH) break
    }
    behind = false
    return written
  }

  /** Before Redis serves a cart again, the carts changed without it are written back (once per node at a time). */
  async function catchUp() {
    if (!behind) return
    resyncing ??= resync().finally(() => (resyncing = null))
    await resyncing.catch((error: unknown) => {
      if (!(error instanceof RedisUnavailableError)) throw error
    })
  }

  /** The change or read through Redis, copied by `mirror`; through the database alone while Redis is away. */
  async function either<T>(owner: string, change: boolean, viaRedis: () => Promise<T>, mirror: (result: T) => Promise<unknown>, viaCopy: () => Promise<T>): Promise<T> {
    await catchUp()
    let result: T
    try {
      result = await viaRedis()
    } catch (error) {
      if (!(error instanceof RedisUnavailableError)) throw error
      behind = true
      onAway(error)
      // Listed before the change: a change made is always written back (a listed cart that did not change costs a write).
      if (change) await log.mark(owner)
      return viaCopy()
    }
    await mirror(result)
    return result
  }

  const none = async () => {}
  const byVariant = (lines: CartLine[]) => lines.sort((a, b) => a.variantId - b.variantId)

  return {
    resync,
    lines: (owner) => either(owner, false, () => redis.lines(owner), none, async () => byVariant(await copy.lines(owner))),
    add: (owner, variantId, quantity, max) =>
      either(
        owner,
        true,
        () => redis.add(owner, variantId, quantity, max),
        (q) => (q === null ? none() : copy.put(owner, variantId, q)),
        () => copy.add(owner, variantId, quantity, max),
      ),
    update: (owner, variantId, quantity) =>
      either(
        owner,
        true,
        () => redis.update(owner, variantId, quantity),
        (changed) => (changed ? copy.put(owner, variantId, quantity) : none()),
        () => copy.update(owner, variantId, quantity),
      ),
    put: (owner, variantId, quantity) =>
      either(owner, true, () => redis.put(owner, variantId, quantity), () => copy.put(owner, variantId, quantity), () => copy.put(owner, variantId, quantity)),
    remove: (owner, variantId) =>
      either(owner, true, () => redis.remove(owner, variantId), () => copy.remove(owner, variantId), () => copy.remove(owner, variantId)),
    clear: (owner) => either(owner, true, () => redis.clear(owner), () => copy.clear(owner), () => copy.clear(owner)),
  }
}
