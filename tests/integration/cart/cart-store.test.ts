/**
 * The cart stores behave alike (ADR 026): the database's `cart_lines` (on this run's engine),
 * Redis (127.0.0.1:6379, or REDIS_TEST_URL) and Redis with its copy in the database (ADR 080),
 * each test under its own owner / key prefix; and the copy carries carts through a Redis outage.
 */
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { asc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/db/client.js'
import { cartLines, productVariants } from '../../../src/db/schema.js'
import { mirroredCartStore } from '../../../src/features/cart/cart-mirrored.store.js'
import { cartDbStore, cartResyncLog, sweepGuestCarts } from '../../../src/features/cart/cart.repository.js'
import { cartRedisStore } from '../../../src/features/cart/cart-redis.store.js'
import type { CartStore } from '../../../src/features/cart/cart.store.js'
import { redisClient, type Redis } from '../../../src/lib/redis.js'
import { engine, testDatabase } from '../../support/app.js'

let database: Database
let redis: Redis
let variants: number[]
const prefix = `test:${randomUUID()}:`

beforeAll(async () => {
  database = await testDatabase()
  redis = redisClient(process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379')
  variants = (await database.db.select({ id: productVariants.id }).from(productVariants).orderBy(asc(productVariants.id)).limit(3)).map((r) => r.id)
})
afterAll(async () => {
  const keys = (await redis.command('KEYS', `${prefix}*`)) as string[]
  if (keys.length) await redis.command('DEL', ...keys)
  await redis.close()
  await database.db.execute(sql`delete from cart_lines where owner like ${'guest:store-test-%'}`)
  await database.db.execute(sql`delete from cart_resync where owner like ${'guest:store-test-%'}`)
  await database.close()
})

const stores: [string, () => CartStore][] = [
  [`database (${engine})`, () => cartDbStore(database.db)],
  ['redis', () => cartRedisStore(redis, prefix)],
  [`redis with its copy in the database (${engine})`, () => mirroredCartStore(cartRedisStore(redis, prefix), cartDbStore(database.db), cartResyncLog(database.db))],
]

describe.each(stores)('cart store: %s', (_name, make) => {
  const owner = () => `guest:store-test-${randomUUID()}`

  it('adds to a line within a limit, atomically refusing what would pass it', async () => {
    const store = make()
    const o = owner()
    const [a, b] = variants as [number, number]
    expect(await store.add(o, a, 2, 5)).toBe(2)
    expect(await store.add(o, a, 3, 5)).toBe(5)
    expect(await store.add(o, a, 1, 5)).toBeNull()
    expect(await store.add(o, b, 6, 5)).toBeNull()
    expect(await store.lines(o)).toEqual([{ variantId: a, quantity: 5 }])
  })

  it('concurrent adds never pass the limit', async () => {
    const store = make()
    const o = owner()
    const results = await Promise.all(Array.from({ length: 10 }, () => store.add(o, variants[0]!, 1, 4)))
    expect(results.filter((r) => r !== null)).toHaveLength(4)
    expect(await store.lines(o)).toEqual([{ variantId: variants[0], quantity: 4 }])
  })

  it('updates only lines the owner has, puts, removes and clears', async () => {
    const store = make()
    const o = owner()
    const other = owner()
    const [a, b, c] = variants as [number, number, number]
    await store.add(o, a, 1, 99)
    expect(await store.update(o, a, 7)).toBe(true)
    expect(await store.update(o, b, 7)).toBe(false)
    expect(await store.update(other, a, 9)).toBe(false)
    await store.put(o, c, 3)
    await store.put(o, c, 4)
    expect((await store.lines(o)).sort((x, y) => x.variantId - y.variantId)).toEqual([
      { variantId: a, quantity: 7 },
      { variantId: c, quantity: 4 },
    ])
    expect(await store.remove(other, a)).toBe(false)
    expect(await store.remove(o, a)).toBe(true)
    expect(await store.remove(o, a)).toBe(false)
    await store.clear(o)
    expect(await store.lines(o)).toEqual([])
    expect(await store.lines(other)).toEqual([])
  })
})

describe('redis store: guest carts expire, accounts do not', () => {
  it('sets a 30-day expiry on guest carts only', async () => {
    const store = cartRedisStore(redis, prefix)
    await store.add('guest:ttl', variants[0]!, 1, 99)
    await store.add('user:ttl', variants[0]!, 1, 99)
    const guest = (await redis.command('PTTL', `${prefix}cart:guest:ttl`)) as number
    expect(guest).toBeGreaterThan(29 * 24 * 3_600_000)
    expect(await redis.command('PTTL', `${prefix}cart:user:ttl`)).toBe(-1)
  })
})

describe(`database store (${engine}): guest carts are forgotten 30 days after their last change, accounts' never`, () => {
  const day = 24 * 3_600_000

  it('a guest add clears away forgotten guest carts, keeping carts changed since and every account cart', async () => {
    const id = randomUUID()
    const old = new Date(Date.now() - 31 * day)
    const recent = new Date(Date.now() - day)
    const row = (owner: string, variantId: number, at: Date) => ({ owner, variantId, quantity: 1, addedAt: at, updatedAt: at })
    await database.db.insert(cartLines).values([
      row(`guest:store-test-forgotten-${id}`, variants[0]!, old),
      row(`guest:store-test-forgotten-${id}`, variants[1]!, old),
      // A month-old line in a cart changed yesterday: the cart is alive.
      row(`guest:store-test-alive-${id}`, variants[0]!, old),
      row(`guest:store-test-alive-${id}`, variants[1]!, recent),
      row(`user:store-test-${id}`, variants[0]!, new Date(Date.now() - 400 * day)),
    ])
    const store = cartDbStore(database.db)
    expect(await store.add(`guest:store-test-new-${id}`, variants[2]!, 1, 99)).toBe(1)
    expect(await store.lines(`guest:store-test-forgotten-${id}`)).toEqual([])
    expect(await store.lines(`guest:store-test-alive-${id}`)).toHaveLength(2)
    expect(await store.lines(`user:store-test-${id}`)).toHaveLength(1)
    await database.db.execute(sql`delete from cart_lines where owner = ${`user:store-test-${id}`}`)
  })

  it('sweeps at most once an hour per node', async () => {
    const id = randomUUID()
    let clock = Date.now()
    const store = cartDbStore(database.db, () => new Date(clock))
    await store.add(`guest:store-test-a-${id}`, variants[0]!, 1, 99)
    const old = new Date(clock - 31 * day)
    await database.db.insert(cartLines).values({ owner: `guest:store-test-late-${id}`, variantId: variants[0]!, quantity: 1, addedAt: old, updatedAt: old })
    clock += 59 * 60_000
    await store.add(`guest:store-test-b-${id}`, variants[0]!, 1, 99)
    expect(await store.lines(`guest:store-test-late-${id}`)).toHaveLength(1)
    clock += 2 * 60_000
    await store.add(`guest:store-test-c-${id}`, variants[0]!, 1, 99)
    expect(await store.lines(`guest:store-test-late-${id}`)).toEqual([])
  })

  it('sweepGuestCarts says how many lines went and touches nothing newer', async () => {
    expect(await sweepGuestCarts(database.db, new Date(0))).toBe(0)
  })
})

/** A port that was free a moment ago: a Redis client pointed there finds Redis away. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port
      s.close(() => resolve(p))
    })
  })

describe(`redis with its copy in the database (${engine}): an outage`, () => {
  it('serves and changes carts from the copy while Redis is away, and writes them back to Redis once it is there again', async () => {
    const id = randomUUID()
    const [a, b, c] = variants as [number, number, number]
    const [kept, changed, ordered, untouched] = ['kept', 'changed', 'ordered', 'untouched'].map((n) => `guest:store-test-${n}-${id}`) as [string, string, string, string]
    const copy = cartDbStore(database.db)
    const log = cartResyncLog(database.db)
    const up = mirroredCartStore(cartRedisStore(redis, prefix), copy, log)
    await up.add(kept, a, 2, 99)
    await up.add(changed, a, 1, 99)
    await up.add(ordered, b, 3, 99)
    await up.add(untouched, c, 1, 99)
    expect(await copy.lines(changed)).toEqual([{ variantId: a, quantity: 1 }])

    // The same key prefix through a client that finds no Redis: a node during the outage.
    const awayClient = redisClient(`redis://127.0.0.1:${await freePort()}`)
    const aways: unknown[] = []
    const down = mirroredCartStore(cartRedisStore(awayClient, prefix), copy, log, (e) => aways.push(e))
    try {
      expect(await down.lines(kept)).toEqual([{ variantId: a, quantity: 2 }])
      expect(await down.add(changed, b, 2, 99)).toBe(2)
      expect(await down.add(changed, b, 98, 99)).toBeNull()
      expect(await down.update(changed, a, 5)).toBe(true)
      await down.clear(ordered)
      expect(await down.lines(changed)).toEqual([
        { variantId: a, quantity: 5 },
        { variantId: b, quantity: 2 },
      ])
      expect(aways.length).toBeGreaterThan(0)
      await expect(down.resync()).rejects.toThrow(/not reachable/)
    } finally {
      await awayClient.close().catch(() => {})
    }
    // Redis itself still holds the carts as they were before the outage.
    expect(await cartRedisStore(redis, prefix).lines(ordered)).toEqual([{ variantId: b, quantity: 3 }])
    const listed = await database.db.execute(sql`select owner from cart_resync where owner like ${`%-${id}`} order by owner`)
    expect(((listed as { rows?: { owner: string }[] }).rows ?? (listed as unknown as { owner: string }[])).map((r) => r.owner)).toEqual([changed, ordered])

    // A node reaching Redis writes back before it answers: the changes made without Redis are
    // there, the ordered cart stays empty, carts nobody changed are as they were.
    const back = mirroredCartStore(cartRedisStore(redis, prefix), copy, log)
    expect(await back.lines(changed)).toEqual([
      { variantId: a, quantity: 5 },
      { variantId: b, quantity: 2 },
    ])
    const plain = cartRedisStore(redis, prefix)
    expect(await plain.lines(changed)).toEqual([
      { variantId: a, quantity: 5 },
      { variantId: b, quantity: 2 },
    ])
    expect(await plain.lines(ordered)).toEqual([])
    expect(await plain.lines(kept)).toEqual([{ variantId: a, quantity: 2 }])
    expect(await plain.lines(untouched)).toEqual([{ variantId: c, quantity: 1 }])
    const left = await database.db.execute(sql`select count(*)::int as n from cart_resync where owner like ${`%-${id}`}`)
    expect(Number(((left as { rows?: { n: number }[] }).rows ?? (left as unknown as { n: number }[]))[0]!.n)).toBe(0)
    // The written-back guest cart expires as any guest cart does.
    expect(await redis.command('PTTL', `${prefix}cart:${changed}`)).toBeGreaterThan(29 * 24 * 3_600_000)
  })

  it('two nodes writing back at once write each cart once, and the later finds nothing left', async () => {
    const id = randomUUID()
    const copy = cartDbStore(database.db)
    const log = cartResyncLog(database.db)
    const owners = Array.from({ length: 30 }, (_, i) => `guest:store-test-both-${i}-${id}`)
    for (const o of owners) {
      await copy.put(o, variants[0]!, 2)
      await log.mark(o)
    }
    const writes: string[] = []
    const counting = (n: string) => {
      const store = cartRedisStore(redis, prefix)
      return mirroredCartStore({ ...store, replace: async (o, lines) => (writes.push(`${n}:${o}`), store.replace(o, lines)) }, copy, log)
    }
    const [x, y] = await Promise.all([counting('x').resync(), counting('y').resync()])
    expect(x + y).toBe(30)
    expect(new Set(writes.map((w) => w.split(':').slice(1).join(':'))).size).toBe(30)
    expect(writes).toHaveLength(30)
    for (const o of owners) expect(await cartRedisStore(redis, prefix).lines(o)).toEqual([{ variantId: variants[0], quantity: 2 }])
  })
})
