/**
 * A Redis outage (ADR 026, ADR 074's chaos bench): with the carts' Redis away, every page of a
 * visitor with a cart still answers 200, its header saying the cart is unavailable; the cart's
 * own page and posts answer a 503 in the site's layout that says so (never a 500, never the bare
 * fallback page); and the header shows the cart again as soon as Redis is back, the degraded
 * summary never having been kept. Runs its own redis-server (port 3765, dump in a temporary
 * directory so the cart survives the restart); skipped where there is none.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { warnEvery } from '../../../src/features/cart/header-summary.js'
import { redisClient } from '../../../src/lib/redis.js'
import { LV_FIELDS } from '../../../src/shared/live-validation.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
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
const UNAVAILABLE_TEXT = { cs: 'Košík je teď dočasně nedostupný. Zkuste to prosím za minutu znovu.', en: 'The cart is temporarily unavailable right now. Please try again in a minute.' }

describe.skipIf(!hasRedis)(`cart with Redis away on ${engine}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'qf-redis-outage-'))
  const redis = scratchRedis(dir)
  let app: FastifyInstance
  let variantId: number
  let productUrl: string

  beforeAll(async () => {
    await redis.start()
    app = await testApp({ env: { REDIS_URL: `redis://127.0.0.1:${PORT}`, REDIS_PREFIX: `qf-test-outage-${process.pid}:` } })
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

  /** A visitor who saw a page before the outage (their summary is kept, ADR 049), and one who only filled the cart. */
  const seen: Jar = {}
  const unseen: Jar = {}
  const get = (url: string, jar: Jar) => app.inject({ url, cookies: jar })
  const add = (lang: 'cs' | 'en', jar: Jar) => postForm(app, paths.cartAdd(lang), { variant: String(variantId), quantity: '2' }, jar)
  const cartCount = (html: string) => /data-cart-count="(\d+)"/.exec(html)?.[1]
  const pages = () => [paths.home('cs'), '/qf/cs/aktuality', paths.eshop('cs'), productUrl, `${paths.searchContent('cs')}?frm.query=fakulta`, `${paths.searchEshop('cs')}?frm.query=mikina`]

  it('pages of visitors with a cart, then with Redis stopped, then started again', async () => {
    expect((await add('cs', seen)).statusCode).toBe(303)
    expect((await add('cs', unseen)).statusCode).toBe(303)
    const before = await get(paths.home('cs'), seen)
    expect(before.statusCode).toBe(200)
    expect(cartCount(before.body)).toBe('2')
    expect(before.body).not.toContain(UNAVAILABLE_NOTE.cs)

    await redis.stop()

    // Every page: 200. The header shows what it kept of a visitor a moment ago (at most 10 s
    // old), and for a visitor it kept nothing of, the cart link with the note instead of a count.
    for (const url of pages()) {
      const kept = await get(url, seen)
      expect(kept.statusCode, url).toBe(200)
      // Kept only while this node hears the change feed, which PostgreSQL's may not yet.
      expect(cartCount(kept.body) === '2' || kept.body.includes(UNAVAILABLE_NOTE.cs), url).toBe(true)
      const res = await get(url, unseen)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain(UNAVAILABLE_NOTE.cs)
      expect(res.body, url).toContain('data-cart-unavailable=""')
      expect(res.body, url).toContain('data-cart-unavailable-badge')
      expect(cartCount(res.body), url).toBeUndefined()
    }
    const en = await get(paths.home('en'), unseen)
    expect(en.statusCode).toBe(200)
    expect(en.body).toContain(UNAVAILABLE_NOTE.en)

    // The cart's own page and posts: a 503 in the site's layout (its header with the note) that
    // says the cart is away and to try again in a minute; never a 500 nor the bare fallback page.
    for (const lang of ['cs', 'en'] as const) {
      const res = await add(lang, unseen)
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('30')
      expect(res.body).toContain(UNAVAILABLE_TEXT[lang])
      expect(res.body).toContain(UNAVAILABLE_NOTE[lang])
      expect(res.body).toContain('id="pageFooter"')
    }
    const quantity = await postForm(app, paths.cartUpdate('cs'), { variant: String(variantId), quantity: '1' }, unseen)
    expect(quantity.statusCode).toBe(503)
    expect(quantity.body).toContain(UNAVAILABLE_TEXT.cs)
    const checkout = await get(paths.checkout('cs'), unseen)
    expect(checkout.statusCode).toBe(503)
    expect(checkout.body).toContain(UNAVAILABLE_TEXT.cs)
    for (const jar of [seen, unseen]) {
      const cart = await get(paths.cart('cs'), jar)
      expect(cart.statusCode).toBe(503)
      expect(cart.body).toContain(UNAVAILABLE_TEXT.cs)
      expect(cart.body).toContain('id="pageFooter"')
    }

    // Live validation's contexts are in Redis too (ADR 031): a JSON answer the runtime gives up
    // on, and a form sent meanwhile goes through, its contexts left to expire rather than a 503.
    const lv = await postForm(app, '/validate/cs/newsletter', { [LV_FIELDS.form]: 'newsletterForm', [LV_FIELDS.contextId]: '', [LV_FIELDS.widgets]: 'email', email: 'a@example.cz' }, unseen)
    expect(lv.statusCode).toBe(503)
    expect(lv.json()).toMatchObject({ error: true, data: null })
    const signUp = await postForm(app, paths.newsletter('cs'), { email: `outage-${process.pid}@example.cz` }, { ...unseen, qf_lv: 'v'.repeat(43) })
    expect(signUp.statusCode).toBe(200)

    // Signing in with a guest cart: signed in (the guest cart waits in its cookie for a later
    // sign-in), and the signed-in pages answer 200 with the note.
    const signedIn = { ...unseen }
    const login = await postForm(app, '/qf/cs/ramjet/performLogin', { email: 'student@example.cz', password: 'Heslo-2026' }, signedIn)
    expect(login.statusCode).toBe(303)
    expect(signedIn.qf_session).toBeTruthy()
    expect(signedIn.qf_cart).toBe(unseen.qf_cart)
    for (const url of [paths.home('cs'), '/qf/cs/ucet']) {
      const res = await get(url, signedIn)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain(UNAVAILABLE_NOTE.cs)
    }

    await redis.start()
    // Once the app's client is back (it reconnects within two seconds) the very next page shows
    // the cart: the degraded summaries of a moment ago were not kept (kept ones live 10 s).
    for (let i = 0; (await get(paths.cart('cs'), seen)).statusCode !== 200; i++) {
      if (i > 50) throw new Error('the app did not reconnect to Redis')
      await sleep(100)
    }
    const after = await get(paths.home('cs'), unseen)
    expect(after.statusCode).toBe(200)
    expect(after.body).not.toContain(UNAVAILABLE_NOTE.cs)
    expect(cartCount(after.body)).toBe('2')
  }, 30_000)
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
