/**
 * A Redis outage (ADR 026, ADR 080; ADR 074's chaos bench): with the carts' Redis away, carts
 * are served and changed from their copy in the database, so every page, the cart and the
 * checkout answer as before and an order can be placed; once Redis is back the carts changed
 * meanwhile are written back to it (an ordered one stays empty). Runs its own redis-server (port
 * 3765, dump in a temporary directory so the carts survive the restart); skipped where there is none.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guestOwner } from '../../../src/features/cart/cart.service.js'
import { warnEvery } from '../../../src/features/cart/header-summary.js'
import { redisClient } from '../../../src/lib/redis.js'
import { LV_FIELDS } from '../../../src/shared/live-validation.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { checkoutFormOf } from '../../support/checkout-form.js'
import { postForm, type Jar } from '../../support/client.js'

const PORT = Number(process.env.REDIS_OUTAGE_PORT ?? 3765)
const hasRedis = !spawnSync('redis-server', ['--version']).error

const first = <T>(result: unknown): T => ((result as { rows?: T[] }).rows ?? (result as T[]))[0]!
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A scratch redis-server that writes its dump only when told to shut down with SAVE. */
function scratchRedis(dir: string) {
  let child: ChildProcess | null = null
  return {
    async start() {
      child = spawn('redis-server', ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--dir', dir], { stdio: 'ignore' })
      const probe = redisClient(`redis://127.0.0.1:${PORT}`)
      try {
        for (let i = 0; ; i++) {
          if (await probe.command('PING').then(() => true, () => false)) return
          if (i > 50) throw new Error(`redis-server on port ${PORT} did not start`)
          await sleep(100)
        }
      } finally {
        await probe.close()
      }
    },
    /** SHUTDOWN SAVE: the dump keeps the carts for the next start. Waits for the process to end. */
    async stop() {
      const running = child
      if (!running || running.exitCode !== null) return
      const exited = new Promise((resolve) => running.once('exit', resolve))
      const admin = redisClient(`redis://127.0.0.1:${PORT}`)
      await admin.command('SHUTDOWN', 'SAVE').catch(() => {})
      await admin.close().catch(() => {})
      await Promise.race([exited, sleep(5000)])
      if (running.exitCode === null) running.kill('SIGKILL')
      child = null
    },
  }
}

const UNAVAILABLE_NOTE = { cs: 'Košík je dočasně nedostupný', en: 'The cart is temporarily unavailable' }

describe.skipIf(!hasRedis)(`cart with Redis away on ${engine}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'qf-redis-outage-'))
  const redis = scratchRedis(dir)
  let app: FastifyInstance
  let variantId: number
  let productUrl: string
  const prefix = `qf-test-outage-${process.pid}:`

  beforeAll(async () => {
    await redis.start()
    app = await testApp({ env: { REDIS_URL: `redis://127.0.0.1:${PORT}`, REDIS_PREFIX: prefix } })
    const row = first<{ id: number; product: string; category: string }>(
      await app.db.execute(sql`select v.id, p.slug_cs as product, c.slug_cs as category from product_variants v join products p on p.id = v.product_id
        join product_categories c on c.id = p.category_id where v.stock > 10 and p.status = 'published' order by v.id limit 1`),
    )
    variantId = Number(row.id)
    productUrl = paths.product('cs', row.category, row.product)
  })
  afterAll(async () => {
    await app?.close()
    await redis.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  /** A visitor who saw a page before the outage (their summary is kept, ADR 049), one who only filled the cart, one who orders during it. */
  const seen: Jar = {}
  const unseen: Jar = {}
  const buyer: Jar = {}
  const get = (url: string, jar: Jar) => app.inject({ url, cookies: jar })
  const add = (lang: 'cs' | 'en', jar: Jar, quantity = '2') => postForm(app, paths.cartAdd(lang), { variant: String(variantId), quantity }, jar)
  const ownerOf = (jar: Jar) => guestOwner(jar.qf_cart!)
  const cartCount = (html: string) => /data-cart-count="(\d+)"/.exec(html)?.[1]
  const pages = () => [paths.home('cs'), '/qf/cs/aktuality', paths.eshop('cs'), productUrl, `${paths.searchContent('cs')}?frm.query=fakulta`, `${paths.searchEshop('cs')}?frm.query=mikina`, paths.cart('cs'), paths.checkout('cs')]

  it('carts are served and changed from the database while Redis is stopped, and written back to it when it is started again', async () => {
    for (const jar of [seen, unseen, buyer]) expect((await add('cs', jar)).statusCode).toBe(303)
    const before = await get(paths.home('cs'), seen)
    expect(before.statusCode).toBe(200)
    expect(cartCount(before.body)).toBe('2')

    await redis.stop()

    // Every page answers as before, the header counting what the copy holds.
    for (const url of pages()) {
      for (const jar of [seen, unseen]) {
        const res = await get(url, jar)
        expect(res.statusCode, url).toBe(200)
        expect(res.body, url).not.toContain(UNAVAILABLE_NOTE.cs)
        expect(cartCount(res.body), url).toBe('2')
      }
    }
    const en = await get(paths.home('en'), unseen)
    expect(en.statusCode).toBe(200)
    expect(cartCount(en.body)).toBe('2')

    // The cart's posts: an add in either language, a new quantity.
    expect((await add('cs', unseen, '1')).statusCode).toBe(303)
    expect((await add('en', unseen, '1')).statusCode).toBe(303)
    expect(cartCount((await get(paths.cart('cs'), unseen)).body)).toBe('4')
    const quantity = await postForm(app, paths.cartUpdate('cs'), { variant: String(variantId), quantity: '3' }, unseen)
    expect(quantity.statusCode).toBe(303)
    expect(cartCount((await get(paths.home('cs'), unseen)).body)).toBe('3')

    // An order placed during the outage: placed, and the cart it emptied stays empty afterwards.
    const form = checkoutFormOf((await get(paths.checkout('cs'), buyer)).body)
    const contact = { email: `vypadek-${process.pid}@example.cz`, name: 'Eva Výpadková', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003' }
    const placed = await postForm(app, paths.checkoutPlace('cs'), { ...contact, ...form, shippingCode: 'ppl', paymentCode: 'transfer', terms: 'on' }, buyer)
    expect(placed.statusCode).toBe(303)
    const orders = first<{ n: number }>(await app.db.execute(sql`select count(*)::int as n from orders where email = ${contact.email}`))
    expect(Number(orders.n)).toBe(1)
    expect(cartCount((await get(paths.home('cs'), buyer)).body)).toBeUndefined()

    // Live validation's contexts are in Redis (ADR 031): a JSON answer the runtime gives up on,
    // and a form sent meanwhile goes through, its contexts left to expire rather than a 503.
    const lv = await postForm(app, '/validate/cs/newsletter', { [LV_FIELDS.form]: 'newsletterForm', [LV_FIELDS.contextId]: '', [LV_FIELDS.widgets]: 'email', email: 'a@example.cz' }, unseen)
    expect(lv.statusCode).toBe(503)
    expect(lv.json()).toMatchObject({ error: true, data: null })
    const signUp = await postForm(app, paths.newsletter('cs'), { email: `outage-${process.pid}@example.cz` }, { ...unseen, qf_lv: 'v'.repeat(43) })
    expect(signUp.statusCode).toBe(200)

    // Signing in with a guest cart: the guest cart joins the account's, as without an outage.
    const signedIn = { ...seen }
    const login = await postForm(app, '/qf/cs/ramjet/performLogin', { email: 'student@example.cz', password: 'Heslo-2026' }, signedIn)
    expect(login.statusCode).toBe(303)
    expect(signedIn.qf_session).toBeTruthy()
    const account = await get('/qf/cs/ucet', signedIn)
    expect(account.statusCode).toBe(200)
    const accountCount = Number(cartCount(account.body))
    expect(accountCount).toBeGreaterThanOrEqual(2)

    await redis.start()
    // Once the app's client is back (it reconnects within two seconds) Redis serves the carts
    // again, with what changed meanwhile written back.
    const direct = redisClient(`redis://127.0.0.1:${PORT}`)
    try {
      for (let i = 0; ; i++) {
        await get(paths.cart('cs'), unseen)
        const pending = first<{ n: number }>(await app.db.execute(sql`select count(*)::int as n from cart_resync`))
        if (Number(pending.n) === 0) break
        if (i > 50) throw new Error('the carts were not written back to Redis')
        await sleep(100)
      }
      const hash = (await direct.command('HGETALL', `${prefix}cart:${ownerOf(unseen)}`)) as string[]
      expect(hash).toEqual([String(variantId), '3'])
      expect(await direct.command('EXISTS', `${prefix}cart:${ownerOf(buyer)}`)).toBe(0)
    } finally {
      await direct.close()
    }
    const after = await get(paths.home('cs'), unseen)
    expect(cartCount(after.body)).toBe('3')
    expect(cartCount((await get(paths.home('cs'), buyer)).body)).toBeUndefined()
    expect(Number(cartCount((await get(paths.home('cs'), signedIn)).body))).toBe(accountCount)
  }, 60_000)
})

describe('the outage warning', () => {
  it('is logged at most once per interval, not once per page', () => {
    let now = 0
    const warn = warnEvery(60_000, () => now)
    const logged: number[] = []
    for (const at of [0, 1, 59_999, 60_000, 60_001, 130_000]) {
      now = at
      warn(() => logged.push(at))
    }
    expect(logged).toEqual([0, 60_000, 130_000])
  })
})
