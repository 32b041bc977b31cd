/**
 * Cart lines in Redis (REDIS_URL): one hash per cart, `<prefix>cart:<owner>`, field = variant id,
 * value = quantity; guest carts expire 30 days after their last change. The checks that must be
 * atomic (add within a limit, update only an existing line) run as Lua scripts in Redis.
 */
import type { Redis } from '../../lib/redis.js'
import { GUEST_CART_TTL_MS, type CartLine, type CartStore } from './cart.store.js'

// KEYS[1] cart, ARGV: variant, quantity, max, ttl (ms, 0 = none). Returns the new quantity or -1.
const ADD = `local q = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0') + tonumber(ARGV[2])
if q > tonumber(ARGV[3]) then return -1 end
redis.call('HSET', KEYS[1], ARGV[1], q)
if tonumber(ARGV[4]) > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[4]) end
return q`

// KEYS[1] cart, ARGV: variant, quantity, ttl. Returns 1 when the line existed and was set.
const UPDATE = `if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
if tonumber(ARGV[3]) > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1`

// KEYS[1] cart, ARGV: ttl, then variant and quantity pairs. The cart becomes exactly these lines.
const REPLACE = `redis.call('DEL', KEYS[1])
for i = 2, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
if #ARGV > 1 and tonumber(ARGV[1]) > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 1`

export interface RedisCartStore extends CartStore {
  /** Makes the owner's cart exactly `lines` (none: no cart), in one step (ADR 080's write-back). */
  replace(owner: string, lines: readonly CartLine[]): Promise<void>
  /** Rejects with `RedisUnavailableError` while Redis is away. */
  ping(): Promise<void>
}

export function cartRedisStore(redis: Redis, prefix = 'qf:'): RedisCartStore {
  const key = (owner: string) => `${prefix}cart:${owner}`
  const ttl = (owner: string) => (owner.startsWith('guest:') ? GUEST_CART_TTL_MS : 0)
  return {
    async lines(owner) {
      const flat = (await redis.command('HGETALL', key(owner))) as string[]
      const lines = []
      for (let i = 0; i < flat.length; i += 2) lines.push({ variantId: Number(flat[i]), quantity: Number(flat[i + 1]) })
      // A hash keeps no order: variant ids grow with the catalogue, a stable order for the page.
      return lines.sort((a, b) => a.variantId - b.variantId)
    },
    async add(owner, variantId, quantity, max) {
      const q = (await redis.command('EVAL', ADD, 1, key(owner), variantId, quantity, max, ttl(owner))) as number
      return q < 0 ? null : q
    },
    async update(owner, variantId, quantity) {
      return (await redis.command('EVAL', UPDATE, 1, key(owner), variantId, quantity, ttl(owner))) === 1
    },
    async put(owner, variantId, quantity) {
      await redis.command('HSET', key(owner), variantId, quantity)
      if (ttl(owner)) await redis.command('PEXPIRE', key(owner), ttl(owner))
    },
    async remove(owner, variantId) {
      return (await redis.command('HDEL', key(owner), variantId)) === 1
    },
    async clear(owner) {
      await redis.command('DEL', key(owner))
    },
    async replace(owner, lines) {
      await redis.command('EVAL', REPLACE, 1, key(owner), ttl(owner), ...lines.flatMap((l) => [l.variantId, l.quantity]))
    },
    async ping() {
      await redis.command('PING')
    },
  }
}
