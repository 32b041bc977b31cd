/**
 * The region cache (docs/decisions/007-region-cache.md) on the database of the run: full pages
 * and partial answers share stored regions, the frame stays per request, and a committed change,
 * made on another connection as another node would, empties it.
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/db/client.js'
import { news } from '../../../src/db/schema.js'
import { engine, testApp, testDatabase } from '../../support/app.js'
import { signIn } from '../../support/client.js'
import { expectIn } from '../../support/html.js'

let app: FastifyInstance
/** A second connection: changes made through it reach the app only through the database. */
let other: Database
beforeAll(async () => {
  app = await testApp()
  other = engine === 'postgres' ? await testDatabase() : app.database
})
afterAll(async () => {
  if (other !== app?.database) await other?.close()
  await app?.close()
})

type Res = Awaited<ReturnType<FastifyInstance['inject']>>
const cacheState = (res: Res) => /region-cache;desc=(hit|miss)/.exec(String(res.headers['server-timing']))?.[1]
const get = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  app.inject({ url, headers, cookies })
const nonce = (html: string) => /<script type="module" src="[^"]+" nonce="([^"]+)"/.exec(html)?.[1]

/** Requests `url` until the cache misses: the change notification has arrived. */
async function untilMiss(url: string): Promise<Res> {
  const deadline = Date.now() + 5000
  for (;;) {
    const res = await get(url)
    if (cacheState(res) === 'miss' || Date.now() > deadline) return res
    await new Promise((r) => setTimeout(r, 25))
  }
}

describe(`region cache on ${engine}`, () => {
  it('serves a repeated page from the cache, with the same content and a fresh nonce', async () => {
    const url = '/qf/cs/aktuality?page=4'
    const first = await get(url)
    const second = await get(url)
    expect([cacheState(first), cacheState(second)]).toEqual(['miss', 'hit'])
    expect(second.statusCode).toBe(200)
    const n1 = nonce(first.body)!
    const n2 = nonce(second.body)!
    expect(n1).not.toBe(n2)
    expect(second.body.replaceAll(n2, 'N')).toBe(first.body.replaceAll(n1, 'N'))
  })

  it('answers a partial request from the region a full page stored, and the other way round', async () => {
    const full = await get('/qf/en/news?page=5')
    const part = await get('/qf/en/news?page=5', { 'x-pu-target': 'pageContent' })
    expect(cacheState(part)).toBe('hit')
    expectIn(full.body, part.body)
    // newsList was not stored yet: rendered once, then served.
    const list = await get('/qf/en/news?page=5', { 'x-pu-target': 'newsList' })
    const again = await get('/qf/en/news?page=5', { 'x-pu-target': 'newsList' })
    expect([cacheState(list), cacheState(again)]).toEqual(['miss', 'hit'])
    expect(again.body).toBe(list.body)
    expect(again.headers['x-pu-title']).toBe(list.headers['x-pu-title'])
    expect(again.headers['x-pu-url']).toBe('/qf/en/news?page=5')
  })

  it('answers a target the page lacks from its stored main region, as the uncached page would', async () => {
    const list = await get('/qf/en/news?page=10')
    const detail = /<a href="(\/qf\/en\/news\/[^"]+)"/.exec(list.body)![1]!
    // A news title clicked inside #newsList asks the detail page for newsList, which it lacks.
    const first = await get(detail, { 'x-pu-target': 'newsList' })
    const second = await get(detail, { 'x-pu-target': 'newsList' })
    expect([cacheState(first), cacheState(second)]).toEqual(['miss', 'hit'])
    expect(second.headers['x-pu-target']).toBe('pageContent')
    expect(second.body).toBe(first.body)
    expect(second.body.startsWith('<main id="pageContent"')).toBe(true)
  })

  it('stores an address without the internal parameters of the protocol', async () => {
    await get('/qf/cs/aktuality?page=6', { 'x-pu-target': 'newsList' })
    const res = await get('/qf/cs/aktuality?page=6&_=&puHistoryScope=1', { 'x-pu-target': 'newsList' })
    expect(cacheState(res)).toBe('hit')
    expect(res.headers['x-pu-url']).toBe('/qf/cs/aktuality?page=6')
  })

  it('stores a page under the parameters it reads: made-up ones hit the same entry', async () => {
    const first = await get('/qf/en/news?page=8&kind=news')
    const junk = await get('/qf/en/news?r=8a7f&kind=news&page=8&utm_source=x')
    expect([cacheState(first), cacheState(junk)]).toEqual(['miss', 'hit'])
    // The frame is the request's own (its login link returns to the address asked); the stored main region is the same.
    const main = (html: string) => html.slice(html.indexOf('<main id="pageContent"'), html.indexOf('</main>'))
    expect(main(junk.body).length).toBeGreaterThan(1000)
    expect(main(junk.body)).toBe(main(first.body))
    const before = app.regionCache.stats.entries
    for (let i = 0; i < 20; i++) expect(cacheState(await get(`/qf/en/news?page=8&kind=news&r=${i}`))).toBe('hit')
    expect(app.regionCache.stats.entries).toBe(before)
  })

  it('names its hit or miss in Server-Timing only to loopback clients that came straight', async () => {
    const remote = await app.inject({ url: '/qf/cs/aktuality?page=2', remoteAddress: '203.0.113.5' })
    expect(String(remote.headers['server-timing'])).toMatch(/^app;dur=/)
    expect(String(remote.headers['server-timing'])).not.toContain('region-cache')
    const proxied = await app.inject({ url: '/qf/cs/aktuality?page=2', headers: { 'x-forwarded-for': '203.0.113.5' } })
    expect(String(proxied.headers['server-timing'])).not.toContain('region-cache')
    expect(cacheState(await get('/qf/cs/aktuality?page=2'))).toBe('hit')
  })

  it('renders the frame for each visitor: a signed-in user sees their own menu on a stored page', async () => {
    const url = '/qf/cs/aktuality?page=7'
    await get(url)
    await get(url, { 'x-pu-target': 'newsList' })
    const token = (await signIn(app, 'student@example.cz', 'Heslo-2026')).qf_session!
    const signedIn = await get(url, {}, { qf_session: token })
    expect(cacheState(signedIn)).toBe('hit')
    expectIn(signedIn.body, 'performLogout')
    const menu = await get(url, { 'x-pu-target': 'newsList,userMenu' }, { qf_session: token })
    expect(cacheState(menu)).toBe('hit')
    expectIn(menu.body, 'performLogout')
    const anonymous = await get(url)
    expectIn(anonymous.body, 'performLogout', false)
  })

  it('serves product pages from the cache, and an old address still redirects each time', async () => {
    const shop = await get('/qf/cs/eshop')
    // The header's cart link and the size chart are e-shop addresses too, not categories.
    const categories = [...new Set([...shop.body.matchAll(/href="(\/qf\/cs\/eshop\/[a-z0-9-]+)"/g)].map((m) => m[1]!))].filter(
      (href) => !['/qf/cs/eshop/kosik', '/qf/cs/eshop/tabulka-velikosti'].includes(href),
    )
    const [categoryHref, otherHref] = categories as [string, string]
    const listing = await get(categoryHref)
    const productHref = new RegExp(`href="(${categoryHref}/[a-z0-9-]+)"`).exec(listing.body)![1]!
    const first = await get(productHref)
    const second = await get(productHref)
    expect([cacheState(first), cacheState(second)]).toEqual(['miss', 'hit'])
    const slug = productHref.split('/').pop()!
    const elsewhere = `${otherHref}/${slug}`
    for (let i = 0; i < 2; i++) {
      const moved = await get(elsewhere)
      expect(moved.statusCode).toBe(301)
      expect(moved.headers.location).toBe(productHref)
      expect(cacheState(moved)).toBe('miss')
    }
  })

  it('stores neither errors nor bad requests', async () => {
    for (const url of ['/qf/cs/aktuality?page=abc', '/qf/cs/aktuality/no-such-item', '/qf/en/no/such/page']) {
      const a = await get(url)
      const b = await get(url)
      expect(a.statusCode).toBeGreaterThanOrEqual(400)
      expect(b.statusCode).toBe(a.statusCode)
      expect(cacheState(b), url).toBe('miss')
    }
  })

  it('is emptied by a committed change on another connection, even one that changes no row', async () => {
    const url = '/qf/en/news?page=8'
    await get(url)
    expect(cacheState(await get(url))).toBe('hit')
    await other.db.execute(sql`update news set title = title where false`)
    expect(cacheState(await untilMiss(url))).toBe('miss')
  })

  it('is emptied by a sold piece too (a change of nothing but stock, notified as products:stock): availability is never stale', async () => {
    const url = '/qf/en/news?page=10'
    await get(url)
    expect(cacheState(await get(url))).toBe('hit')
    // Stock-only, and the same value: harmless on the database other test files share.
    await other.db.execute(sql`update products set stock = stock where id = (select min(id) from products)`)
    expect(cacheState(await untilMiss(url))).toBe('miss')
  })

  it('is not emptied by a change that is rolled back', async () => {
    const url = '/qf/en/news?page=9'
    await get(url)
    await other.db
      .transaction(async (tx) => {
        await tx.execute(sql`update news set title = title where false`)
        tx.rollback()
      })
      .catch(() => {})
    // A notification would arrive within a few milliseconds; give it ample time not to.
    await new Promise((r) => setTimeout(r, 300))
    expect(cacheState(await get(url))).toBe('hit')
  })

  // PostgreSQL's test database is shared by every test file at once: change content only in a
  // private PGlite copy.
  it.skipIf(engine === 'postgres')('shows edited content on the next request', async () => {
    const url = '/qf/cs/aktuality'
    const before = await get(url)
    const [first] = await app.db
      .select({ id: news.id })
      .from(news)
      .where(eq(news.lang, 'cs'))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(1)
    expect(cacheState(await get(url))).toBe('hit')
    await app.db.update(news).set({ title: 'Upravený titulek <b>' }).where(eq(news.id, first!.id))
    const after = await untilMiss(url)
    expectIn(before.body, 'Upravený titulek', false)
    expectIn(after.body, 'Upravený titulek &lt;b&gt;')
  })
})
