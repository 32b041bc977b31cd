/**
 * bench:broken-links (ADR 100): the broken internal links report's server time with 10,000 news
 * items whose bodies hold links, and a page tree whose sections link. On PostgreSQL, on a copy
 * of an already seeded database (the integration tests' one, made a template):
 *
 *   psql -h 127.0.0.1 -U root -d postgres -c 'create database qf_links_bench template qf_links'
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/qf_links_bench npx tsx bench/admin/broken-links.ts
 *
 * THE DATABASE GETS 10,000 MORE NEWS ROWS (bulk inserts, `bench-links/` translation keys, removed
 * at the end); a database named `test` is refused. Each row's body: three paragraphs with four
 * links — a live item, an item that does not exist, a typed path of the site, a typed path leading
 * nowhere — so 40,000 links, 20,000 broken; their links are indexed as publishing writes them
 * (`writeLinks`, ADR 100). The app is built in this process; the chief editor asks the report
 * (page 1, all kinds; page 200) BENCH_REQUESTS (30) times after 3 of warm-up, then page 1 again
 * with a content change before each request (the services' `contentChanged`, as the change feed
 * calls it): the first request after a change; the check of every path's verdict it sets off runs
 * after its answer and is waited for before the next (`check_p50_ms`: how long it went on after the
 * answer). Server time is `Server-Timing: app;dur`. Prints
 *   RESULT rows=10000 links=40000 broken=… report_p50_ms=… report_p95_ms=… page200_p95_ms=…
 *     changed_p50_ms=… changed_p95_ms=… check_p50_ms=… index_ms=…
 */
import { like, sql } from 'drizzle-orm'
import { openDatabase } from '../../src/db/client.js'
import { news } from '../../src/db/schema.js'
import { FEATURES } from '../../src/features/index.js'
import { writeLinks } from '../../src/features/links/link-index.js'
import { buildApp } from '../../src/server/app.js'
import { loadAssets } from '../../src/server/assets.js'
import { loadConfig } from '../../src/server/config.js'
import { paths } from '../../src/ui/paths.js'
import { median, percentile } from '../support/load.js'

const ROWS = 10_000
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30)
const url = process.env.DATABASE_URL
if (!url || /\/test(\?|$)/.test(url)) throw new Error('bench:broken-links needs DATABASE_URL of a seeded copy (never `test`)')

const database = await openDatabase({ url, poolSize: 4 })
const { db } = database
const [live] = await db.select({ id: news.id }).from(news).where(sql`${news.live}`).limit(1)
await db.delete(news).where(like(news.translationKey, 'bench-links/%'))
const text = (t: string) => ({ type: 'text' as const, text: t })
const link = (t: string, attrs: Record<string, unknown>) => ({ type: 'text' as const, text: t, marks: [{ type: 'link' as const, attrs }] })
for (let start = 0; start < ROWS; start += 2_500) {
  const rows = []
  for (let i = start; i < Math.min(ROWS, start + 2_500); i++) {
    const blocks = [
      { type: 'paragraph', content: [text('Viz '), link('zprávu', { kind: 'news', id: live!.id }), text(' a '), link('starou zprávu', { kind: 'news', id: 900_000_000 + i })] },
      { type: 'paragraph', content: [text('Přihlášky '), link('v e-shopu', { href: paths.cart('cs') }), text('.')] },
      { type: 'paragraph', content: [link('rozpis', { href: `/qf/cs/rozpis-${i}` }), text(' a '), link('web', { href: 'https://www.example.org/' })] },
    ]
    rows.push({ translationKey: `bench-links/${i}`, lang: 'cs', kind: 'news', slug: `bench-links-${i}`, title: `Odkazy ${i}`, perex: 'P', body: 'B', blocks, publishedAt: new Date() })
  }
  await db.insert(news).values(rows as never)
}
// The links of the new rows, as publishing each would have written them (one item at a time costs the same per item).
const indexStart = performance.now()
const benchIds = (await db.select({ id: news.id }).from(news).where(like(news.translationKey, 'bench-links/%'))).map((r) => r.id)
const sources = FEATURES.flatMap((f) => f.linkSources ?? [])
for (let i = 0; i < benchIds.length; i += 500) await writeLinks(db, sources, 'news', benchIds.slice(i, i + 500))
const indexMs = performance.now() - indexStart
await db.execute(sql`delete from search_queue`)
// As autovacuum would have by then: fresh statistics and no dead rows of an earlier run.
await db.execute(sql`vacuum analyze news`)
await db.execute(sql`vacuum analyze item_links`)

const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...process.env })
const app = await buildApp({ config, database, assets: loadAssets(), logger: false })
await app.ready()
const login = await app.inject({ method: 'POST', url: '/qf/cs/ramjet/performLogin', payload: 'email=redakce%40example.cz&password=Heslo-2026', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' } })
const cookie = String(login.headers['set-cookie']).split(';')[0]!
const checks: number[] = []
async function time(address: string, changed = false): Promise<{ times: number[]; body: string }> {
  const times: number[] = []
  let body = ''
  for (let i = 0; i < REQUESTS + 3; i++) {
    if (changed) app.services.links.forget()
    const res = await app.inject({ url: address, headers: { cookie } })
    if (res.statusCode !== 200) throw new Error(`${address}: ${res.statusCode}`)
    body = res.body
    const dur = Number(/app;dur=([\d.]+)/.exec(String(res.headers['server-timing']))?.[1])
    if (i >= 3) times.push(dur)
    if (changed) {
      // The check of every verdict that the request set off, off the request: waited for, so each request is the first after a change.
      const start = performance.now()
      await app.services.links.settled()
      if (i >= 3) checks.push(performance.now() - start)
    }
  }
  return { times, body }
}
// The first request checks the 10,000 new paths; then statistics as autovacuum would have them.
await app.inject({ url: paths.adminBrokenLinks('cs'), headers: { cookie } })
await app.services.links.settled()
await db.execute(sql`vacuum analyze item_links`)
await db.execute(sql`vacuum analyze link_paths`)
const first = await time(paths.adminBrokenLinks('cs'))
const deep = await time(paths.adminBrokenLinks('cs', { page: 200 }))
const changed = await time(paths.adminBrokenLinks('cs'), true)
await app.services.links.settled()
const broken = Number(/id="brokenLinksCount">\((?:<!-- -->)?(\d+)/.exec(first.body)?.[1])
console.log(`RESULT rows=${ROWS} links=${ROWS * 4} broken=${broken} report_p50_ms=${median(first.times).toFixed(1)} report_p95_ms=${percentile(first.times, 95).toFixed(1)} page200_p95_ms=${percentile(deep.times, 95).toFixed(1)} changed_p50_ms=${median(changed.times).toFixed(1)} changed_p95_ms=${percentile(changed.times, 95).toFixed(1)} check_p50_ms=${median(checks).toFixed(0)} index_ms=${indexMs.toFixed(0)}`)
if (!process.env.BENCH_KEEP) {
  await db.delete(news).where(like(news.translationKey, 'bench-links/%'))
  await writeLinks(db, sources, 'news', benchIds)
}
await app.close()
