/**
 * The Redis client the cart store (and any store after it) talks through (src/lib/redis.ts):
 * replies come back as plain values, Redis's own errors reject the command, and a Redis that is
 * not there rejects at once instead of holding the request.
 */
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { redisClient } from '../../../src/lib/redis.js'
import { testApp } from '../../support/app.js'

const URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `qf-test-redis-${randomUUID()}:`

/** A port that was free a moment ago: nothing answers there. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port
      s.close(() => resolve(p))
    })
  })

describe('redis client', () => {
  const redis = redisClient(URL)
  afterAll(async () => {
    const keys = (await redis.command('KEYS', `${prefix}*`)) as string[]
    if (keys.length) await redis.command('DEL', ...keys)
    await redis.close()
  })

  it('answers strings, integers, nulls and arrays as plain values', async () => {
    expect(await redis.command('SET', `${prefix}a`, 'žluťoučký kůň')).toBe('OK')
    expect(await redis.command('GET', `${prefix}a`)).toBe('žluťoučký kůň')
    expect(await redis.command('GET', `${prefix}missing`)).toBeNull()
    expect(await redis.command('HSET', `${prefix}h`, 'x', 2, 'y', 3)).toBe(2)
    expect(((await redis.command('HGETALL', `${prefix}h`)) as string[]).sort()).toEqual(['2', '3', 'x', 'y'])
    expect(await redis.command('EVAL', "return redis.call('HINCRBY', KEYS[1], 'x', ARGV[1])", 1, `${prefix}h`, 5)).toBe(7)
  })

  it("rejects a command Redis refuses, and the next command still works", async () => {
    await redis.command('SET', `${prefix}s`, 'text')
    await expect(redis.command('HGET', `${prefix}s`, 'x')).rejects.toThrow(/WRONGTYPE/)
    expect(await redis.command('GET', `${prefix}s`)).toBe('text')
  })

  it('rejects within the connect time-out when nothing listens, and closes cleanly', async () => {
    const away = redisClient(`redis://127.0.0.1:${await freePort()}`)
    const started = Date.now()
    await expect(away.command('PING')).rejects.toThrow(/not reachable/)
    expect(Date.now() - started).toBeLessThan(3000)
    // Known to be away now: the next command does not wait again.
    const again = Date.now()
    await expect(away.command('PING')).rejects.toThrow(/not reachable/)
    expect(Date.now() - again).toBeLessThan(500)
    await away.close()
  })

  it('with Redis away from the start, the cart is served from its copy in the database (ADR 080): its page answers 200', async () => {
    const app = await testApp({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } })
    try {
      for (const [url, title, empty] of [['/qf/cs/eshop/kosik', 'Nákupní košík', 'Košík je prázdný.'], ['/qf/en/eshop/cart', 'Shopping cart', 'Your cart is empty.']] as const) {
        const res = await app.inject({ url, cookies: { qf_cart: 'c'.repeat(43) } })
        expect(res.statusCode).toBe(200)
        expect(res.body).toContain(title)
        expect(res.body).toContain(empty)
      }
    } finally {
      await app.close()
    }
  })

  it('a server that accepts but never answers the handshake fails within the connect time-out', async () => {
    const silent = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()))
    const port = (silent.address() as { port: number }).port
    const stuck = redisClient(`redis://127.0.0.1:${port}`)
    const started = Date.now()
    const outcome = await Promise.race([
      stuck.command('PING').then(() => 'answered', () => 'rejected'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 6000)),
    ])
    expect(Date.now() - started).toBeLessThan(6000)
    expect(outcome).toBe('rejected')
    await stuck.close().catch(() => {})
    silent.close()
  })
})
