/**
 * bench:admin (issue 25, "Numbers"): the news administration with 10,000 items.
 * `npm run bench:admin` (after `npm run build`), on PostgreSQL:
 *
 *   psql -h 127.0.0.1 -U root -d postgres -c 'create database bench_admin'
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/bench_admin npm run bench:admin
 *
 * THE DATABASE IS WIPED: it is migrated and seeded with the demo content each run, as the app
 * does on first start (the seed CLI in a child process, first-seed.ts); a database named `test`
 * is refused. Without DATABASE_URL it runs on PGlite in data/bench-admin (informative only: the
 * budget is PostgreSQL's).
 *
 * 1. Items: the seeded news, then 400 made through the editorial service (drafts with several
 *    revisions, submitted, returned, published, published and changed since, scheduled), then
 *    plain bulk inserts (statements of 2,500 rows) up to 10,000 rows: both languages, news and
 *    events, every faculty and none, one in twelve a draft; one title in a hundred names the
 *    "Observatoř" (the search that finds ~1 %). The search queue the inserts fill is emptied
 *    (the admin's title filter does not use the search index; the server would otherwise index
 *    10,000 rows while it is measured).
 * 2. Publishing: submitted drafts the chief editor publishes through the editorial service, in
 *    this process (the review approved, the revision written into the row), timed at 1,000 rows
 *    and at 10,000 in 5 turns of each (10 timed after 2 untimed; the bulk rows deleted and
 *    inserted again between, vacuumed, a checkpoint). Reported: the median time at each size and
 *    the median of the turns' ratios (should be about 1), the statements one publication sends
 *    (Drizzle's logger, begin and commit left out) and the search-queue rows it leaves.
 * 3. The server in its own process (bench/support/server.ts, as production starts it), signed in
 *    as the chief editor (redakce@example.cz): per request kind (list page 1, page 200, state
 *    draft, state review, a title search matching ~1 %, one matching nothing, one item's edit
 *    page) BENCH_REQUESTS (300) requests after 20 of warm-up, one at a time, round-robin across
 *    kinds so the machine's noise meets all alike. Server time is the `Server-Timing` header's
 *    `app;dur` (onRequest to onSend, src/server/app.ts); the loopback round trip is printed too.
 *    Budget: p95 ≤ 100 ms per kind; a miss prints `WARNING: budget missed on postgres: …`.
 * 4. The public runtime: the JS and CSS a public page (/qf/cs/uvod) loads, bytes and gzip, and
 *    how much of that CSS is the administration's (rules whose selectors name `admin`).
 *
 * BENCH_EXPLAIN=1 prints EXPLAIN (ANALYZE, BUFFERS) of each list query at 10,000 rows. Takes
 * 1–2 minutes on 2 cores. The exit code is 0 when the budget is missed. Ends with
 *   RESULT engine=E rows=10000 list_p95_ms=… page200_p95_ms=… state_p95_ms=… search_p95_ms=…
 *   item_p95_ms=… publish_ms_10k=… publish_ms_1k=… publish_ratio=… publish_statements_1k=…
 *   publish_statements_10k=… public_js_gzip_b=… public_css_gzip_b=… admin_css_in_public_gzip_b=…
 * (state: the slower of draft and review; search: the slower of the two searches.)
 */
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { count, sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { openDatabase, rowsOf, type Database, type Db } from '../../src/db/client.js'
import * as schema from '../../src/db/schema.js'
import { faculties, news, users } from '../../src/db/schema.js'
import { editorialRepository } from '../../src/features/editorial/editorial.repository.js'
import { editorialService } from '../../src/features/editorial/editorial.service.js'
import { newsAdminRepository, type AdminState } from '../../src/features/news/admin/news-admin.repository.js'
import { newsEditorial } from '../../src/features/news/news.editorial.js'
import { seedInChildProcess } from '../../src/server/first-seed.js'
import { paths } from '../../src/ui/paths.js'
import { median, percentile } from '../support/load.js'
import { startServer } from '../support/server.js'

const ROWS = 10_000
const SMALL = 1_000
const SERVICE_ITEMS = 400
/** Turns at 1,000 rows and at 10,000; timed publications per turn, after a few untimed ones. */
const PUBLISH_PAIRS = 5
const PUBLISHES = 10
const PUBLISH_WARM_UP = 2
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300)
const WARM_UP = 20
const BUDGET_MS = 100
const DATA_DIR = 'data/bench-admin'
const CHIEF = { email: 'redakce@example.cz', password: 'Heslo-2026' }
/** In one generated title of a hundred: the search that finds ~1 % of the rows. */
const FOUND = 'Observatoř'
const NOT_FOUND = 'xylofon'
const BULK_CHUNK = 2_500

type Engine = 'postgres' | 'pglite'
const engine: Engine = process.env.DATABASE_URL ? 'postgres' : 'pglite'

const log = (msg: string) => console.log(`[bench:admin] ${msg}`)
const ms = (n: number) => n.toFixed(1)

// ---------------------------------------------------------------------------------------------
// Content

const CS = {
  lead: ['Den otevřených dveří', 'Přednáška', 'Konference', 'Seminář', 'Výstava', 'Workshop', 'Studentská soutěž', 'Nový grant', 'Ocenění', 'Letní škola', 'Beseda', 'Exkurze'],
  topic: ['o klimatu', 'z genetiky', 'o umělé inteligenci', 'k dějinám regionu', 'pro budoucí studenty', 'o vodě v krajině', 'z matematiky', 'o zdraví', 'o lesích', 'o jazycích', 'o energii', 'o městě'],
  sentence: [
    'Fakulta zve studenty, absolventy i veřejnost.',
    'Program připravili vyučující spolu se studenty doktorského studia.',
    'Vstup je volný, kapacita sálu je omezená.',
    'Výsledky projektu budou představeny na konferenci v příštím roce.',
    'Akce se koná ve spolupráci s městem a regionálními partnery.',
    'Podrobnosti najdete na stránkách katedry.',
  ],
}
const EN = {
  lead: ['Open day', 'Lecture', 'Conference', 'Seminar', 'Exhibition', 'Workshop', 'Student competition', 'New grant', 'Award', 'Summer school', 'Panel', 'Field trip'],
  topic: ['on climate', 'in genetics', 'on artificial intelligence', 'on regional history', 'for future students', 'on water in the landscape', 'in mathematics', 'on health', 'on forests', 'on languages', 'on energy', 'on the city'],
  sentence: [
    'The faculty invites students, graduates and the public.',
    'The programme was prepared by teachers together with doctoral students.',
    'Admission is free; seating is limited.',
    'The results of the project will be presented at a conference next year.',
    'The event is held with the town and regional partners.',
    'Details are on the department pages.',
  ],
}

/** A title, perex and body for row `i`: deterministic, varied, about the seeded items' lengths. */
function textOf(i: number, lang: 'cs' | 'en') {
  const w = lang === 'cs' ? CS : EN
  const at = (list: string[], k: number) => list[k % list.length]!
  const title = `${at(w.lead, i)} ${at(w.topic, Math.floor(i / 12) + i)}${i % 100 === 50 ? ` – ${FOUND} Dubová Hora` : ''} (${2020 + (i % 7)}/${(i % 97) + 1})`
  const perex = `${at(w.sentence, i)} ${at(w.sentence, i + 1)}`
  const body = Array.from({ length: 2 + (i % 5) }, (_, k) => `${at(w.sentence, i + k)} ${at(w.sentence, i + k + 2)} ${at(w.sentence, i + k + 3)}`).join('\n\n')
  return { title, perex, body }
}

const HOUR = 3_600_000

/** Bulk rows `from`..`to` (exclusive): plain inserts, as an import would write them, in a few statements. */
async function insertBulk(db: Db, from: number, to: number, facultyIds: number[]) {
  const now = Date.now()
  for (let start = from; start < to; start += BULK_CHUNK) {
    const rows = []
    for (let i = start; i < Math.min(to, start + BULK_CHUNK); i++) {
      const lang = i % 2 ? 'en' : 'cs'
      const event = i % 5 === 0
      const live = i % 12 !== 0
      const publishedAt = new Date(now - i * 3 * HOUR)
      const starts = new Date(now + ((i % 200) - 100) * 24 * HOUR)
      const facultyId = i % (facultyIds.length + 1) === facultyIds.length ? null : facultyIds[i % (facultyIds.length + 1)]!
      rows.push({
        translationKey: `bench/${Math.floor(i / 2)}`,
        lang,
        kind: event ? 'event' : 'news',
        facultyId,
        slug: `bench-${i}`,
        ...textOf(i, lang),
        publishedAt,
        eventStartsAt: event ? starts : null,
        eventEndsAt: event ? new Date(starts.getTime() + 2 * HOUR) : null,
        eventLocation: event ? 'Aula, Dubová Hora' : null,
        live,
        firstPublishedAt: live ? publishedAt : null,
        lastPublishedAt: live ? publishedAt : null,
      })
    }
    await db.insert(news).values(rows)
  }
}

type Editorial = ReturnType<typeof editorialService>

const contentOf = (i: number, lang: 'cs' | 'en', kind: 'news' | 'event', revision = 0) => {
  const { title, perex, body } = textOf(i + revision * 7, lang)
  const starts = kind === 'event' ? new Date(Date.now() + ((i % 60) + 1) * 24 * HOUR) : null
  return {
    title,
    perex,
    body,
    publishedAt: null,
    eventStartsAt: starts?.toISOString() ?? null,
    eventEndsAt: starts ? new Date(starts.getTime() + 2 * HOUR).toISOString() : null,
    eventLocation: kind === 'event' ? 'Aula, Dubová Hora' : null,
    imageId: null,
  }
}

/**
 * Items made through the editorial service, so revisions, review requests and the log exist:
 * every state the list filters by has rows. The first `reserved` are left submitted for review,
 * for the publishing measurement. Returns the reserved ids and one item in review for the edit page.
 */
async function serviceItems(editorial: Editorial, userId: number, facultyIds: number[], reserved: number) {
  const actor = { userId }
  const ids: number[] = []
  let inReview = 0
  for (let i = 0; i < SERVICE_ITEMS; i++) {
    const lang = i % 2 ? 'en' : 'cs'
    const kind = i % 4 === 0 ? 'event' : 'news'
    const facultyId = i % (facultyIds.length + 1) === facultyIds.length ? null : facultyIds[i % (facultyIds.length + 1)]!
    const { id } = await editorial.create(
      'news',
      { placement: { translationKey: `bench/svc-${i}`, lang, kind, facultyId, slug: `bench-svc-${i}` }, content: contentOf(i, lang, kind) },
      actor,
    )
    const revise = async (n: number) => {
      for (let r = 1; r <= n; r++) await editorial.saveDraft('news', id, contentOf(i, lang, kind, r), actor)
    }
    if (i < reserved) {
      await revise(1)
      await editorial.submit('news', id, actor)
      ids.push(id)
      continue
    }
    switch (i % 7) {
      case 0: // a draft never published
        break
      case 1: // a draft revised twice
        await revise(2)
        break
      case 2: // revised and waiting for review
        await revise(1)
        await editorial.submit('news', id, actor)
        if (!inReview) inReview = id
        break
      case 3: // submitted and returned with a comment
        await editorial.submit('news', id, actor)
        await editorial.returnForChanges('news', id, { ...actor, comment: 'Doplňte prosím místo konání.' })
        break
      case 4: // published
        await editorial.publish('news', id, actor)
        break
      case 5: // published, changed since
        await editorial.publish('news', id, actor)
        await revise(2)
        break
      case 6: // scheduled
        await editorial.publish('news', id, { ...actor, at: new Date(Date.now() + (30 + i) * 24 * HOUR) })
        break
    }
  }
  return { reserved: ids, inReview }
}

// ---------------------------------------------------------------------------------------------
// Database

const newsCount = async (db: Db) => (await db.select({ n: count() }).from(news))[0]!.n

/** What the server would do on first start: migrate and seed the demo content, in a child process. */
async function freshDatabase(): Promise<Database> {
  if (engine === 'postgres') {
    const url = new URL(process.env.DATABASE_URL!)
    if (url.pathname.replace(/^\//, '') === 'test') throw new Error('bench:admin wipes its database: not the shared `test` one (create bench_admin, see the header)')
  }
  process.env.DATA_DIR = DATA_DIR
  log(`${engine}: migrating and seeding the demo content (seed CLI, child process)`)
  await seedInChildProcess(1)
  return openDatabase(engine === 'postgres' ? { url: process.env.DATABASE_URL!, poolSize: 4 } : { dataDir: path.join(DATA_DIR, 'pglite') })
}

async function analyze(db: Db) {
  for (const table of ['news', 'revisions', 'review_requests', 'editorial_log']) await db.execute(sql.raw(`analyze ${table}`))
}

/** The same connection, with a Drizzle that counts the statements it sends. */
function countingDb(database: Database): { db: Db; statements: () => string[] } {
  const sent: string[] = []
  const logger = { logQuery: (query: string) => void sent.push(query) }
  const client = (database.db as unknown as { $client: never }).$client
  const db = (database.engine === 'postgres' ? drizzlePg(client, { schema, logger }) : drizzlePglite(client, { schema, logger })) as unknown as Db
  return { db, statements: () => sent }
}

/** A statement as a few words: its verb and table (`update news`, `select revisions`). */
const gist = (query: string) => {
  const q = query.replace(/\s+/g, ' ').trim().toLowerCase()
  const verb = q.split(' ')[0]!
  // Drizzle quotes the statement's own table; subqueries written as SQL name theirs unquoted.
  const table = /^(?:update|insert into|delete from) "?([a-z_]+)/.exec(q)?.[1] ?? / from "([a-z_]+)"/.exec(q)?.[1] ?? ''
  return `${verb} ${table}`.trim()
}

/** Publishes the submitted drafts `ids` one by one (the first few untimed): times, statements, search rows queued. */
/**
 * The review mail (the app's `onReview`) is not wired here: in the app an approval also reads the
 * revision's title and writes the submitter's mail, a few statements more, as many at any size.
 */
async function publishAll(database: Database, userId: number, ids: number[]) {
  const counting = countingDb(database)
  const editorial = editorialService(counting.db, editorialRepository(counting.db), [newsEditorial])
  await database.db.execute(sql`delete from search_queue where source = 'news'`)
  const times: number[] = []
  const statements: string[][] = []
  for (const [k, id] of ids.entries()) {
    const before = counting.statements().length
    const t = performance.now()
    await editorial.publish('news', id, { userId })
    const elapsed = performance.now() - t
    if (k < PUBLISH_WARM_UP) continue
    times.push(elapsed)
    // Begin and commit are left out: PostgreSQL's driver logs them, PGlite's does not.
    statements.push(counting.statements().slice(before).map(gist).filter((g) => g !== 'begin' && g !== 'commit'))
  }
  const [queued] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from search_queue where source = 'news'`))
  return { times, statements, queued: queued!.n / ids.length }
}

/** EXPLAIN ANALYZE of the statements a list call sends (BENCH_EXPLAIN=1). */
async function explainList(database: Database, filter: { q: string; state?: AdminState; page: number }) {
  const sent: Array<{ query: string; params: unknown[] }> = []
  const client = (database.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Array<Record<string, string>> }> } }).$client
  const logger = { logQuery: (query: string, params: unknown[]) => void sent.push({ query, params }) }
  const db = (database.engine === 'postgres' ? drizzlePg(client as never, { schema, logger }) : drizzlePglite(client as never, { schema, logger })) as unknown as Db
  await newsAdminRepository(db).list({ all: true, faculties: [] }, filter)
  for (const { query, params } of sent) {
    const plan = await client.query(`explain (analyze, buffers) ${query}`, params)
    console.log(`\n-- ${JSON.stringify(filter)}\n${query}\n${plan.rows.map((r) => Object.values(r)[0]).join('\n')}`)
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP

async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}${paths.performLogin('cs')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(CHIEF).toString(),
    redirect: 'manual',
  })
  const cookie = /qf_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
  if (!cookie) throw new Error(`login failed: HTTP ${res.status}`)
  return `qf_session=${cookie}`
}

interface Sample {
  server: number
  client: number
}

async function request(url: string, cookie: string): Promise<Sample> {
  const t = performance.now()
  const res = await fetch(url, { headers: { cookie }, redirect: 'manual' })
  await res.arrayBuffer()
  const client = performance.now() - t
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`)
  const timing = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')
  if (!timing) throw new Error(`${url}: no Server-Timing header`)
  return { server: Number(timing[1]), client }
}

/** The JS and CSS a public page loads (scripts, module preloads, style sheets): bytes, gzip, and the CSS's admin rules. */
async function publicAssets(origin: string, page: string) {
  const html = await (await fetch(origin + page)).text()
  const urls = new Set<string>()
  for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/build\/[^"]+\.(?:js|css))"/g)) urls.add(m[1]!)
  const sum = { js: { files: 0, bytes: 0, gzip: 0 }, css: { files: 0, bytes: 0, gzip: 0 }, adminCss: { bytes: 0, gzip: 0 } }
  for (const url of urls) {
    const text = await (await fetch(origin + url)).text()
    const kind = url.endsWith('.css') ? sum.css : sum.js
    kind.files++
    kind.bytes += Buffer.byteLength(text)
    kind.gzip += gzipSync(text).byteLength
    if (url.endsWith('.css')) {
      // Innermost rules whose selector names the administration (`.admin-…`, `.admin …`).
      const admin = [...text.matchAll(/([^{}]+)\{[^{}]*\}/g)].filter((m) => /admin/.test(m[1]!)).map((m) => m[0]).join('')
      sum.adminCss.bytes += Buffer.byteLength(admin)
      sum.adminCss.gzip += admin ? gzipSync(admin).byteLength : 0
    }
  }
  return { ...sum, urls: [...urls] }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now()
  const database = await freshDatabase()
  const db = database.db
  const facultyIds = (await db.select({ id: faculties.id }).from(faculties).orderBy(faculties.sort)).map((f) => f.id)
  const [chief] = await db.select({ id: users.id }).from(users).where(sql`${users.email} = ${CHIEF.email}`)
  if (!chief) throw new Error(`${CHIEF.email} not seeded`)
  const seeded = await newsCount(db)

  // Items through the editorial service; the first ones wait for review, to be published below.
  const reservedCount = 2 * PUBLISH_PAIRS * (PUBLISH_WARM_UP + PUBLISHES)
  let t = Date.now()
  const made = await serviceItems(editorialService(db, editorialRepository(db), [newsEditorial]), chief.id, facultyIds, reservedCount)
  log(`${SERVICE_ITEMS} items through the editorial service in ${((Date.now() - t) / 1000).toFixed(0)} s (${seeded} seeded before)`)

  // Publishing at 1,000 rows and at 10,000, in turns, so that a change of the machine's load meets
  // both sizes; the rows between are deleted and inserted again, vacuumed, and a checkpoint
  // writes the bulk's dirty pages out before the publications are timed.
  let next = 0
  const resize = async (to: number) => {
    const now = await newsCount(db)
    t = Date.now()
    if (to > now) {
      await insertBulk(db, next, next + to - now, facultyIds)
      next += to - now
    } else if (to < now) {
      next -= now - to
      await db.execute(sql`delete from news where slug ~ '^bench-[0-9]+$' and substring(slug from 7)::int >= ${next}`)
    }
    await db.execute(sql`vacuum analyze news`)
    await analyze(db)
    if (engine === 'postgres') await db.execute(sql`checkpoint`).catch(() => log('(no checkpoint: the role may not)'))
    return `${to > now ? 'inserted' : 'deleted'} ${Math.abs(to - now)} rows in ${((Date.now() - t) / 1000).toFixed(1)} s`
  }
  const published: Record<'1k' | '10k', { times: number[]; statements: string[][]; queued: number[] }> = {
    '1k': { times: [], statements: [], queued: [] },
    '10k': { times: [], statements: [], queued: [] },
  }
  const pairRatios: number[] = []
  const perTurn = PUBLISH_WARM_UP + PUBLISHES
  let turn = 0
  for (let pair = 0; pair < PUBLISH_PAIRS; pair++) {
    const medians: number[] = []
    for (const size of [SMALL, ROWS]) {
      const resized = await resize(size)
      const run = await publishAll(database, chief.id, made.reserved.slice(turn * perTurn, (turn + 1) * perTurn))
      turn++
      const into = published[size === SMALL ? '1k' : '10k']
      into.times.push(...run.times)
      into.statements.push(...run.statements)
      into.queued.push(run.queued)
      medians.push(median(run.times))
      log(`${resized}; ${await newsCount(db)} rows: publish median ${ms(median(run.times))} ms over ${run.times.length}`)
    }
    pairRatios.push(medians[1]! / medians[0]!)
  }
  const figures = (key: '1k' | '10k') => ({
    medianMs: median(published[key].times),
    statements: median(published[key].statements.map((s) => s.length)),
    queued: median(published[key].queued),
  })
  const publish1k = figures('1k')
  const publish10k = figures('10k')
  log(`one publication's statements (Drizzle's logger): ${published['10k'].statements[0]!.join(', ')}`)
  // The server would index the imported rows while it is measured; the admin's title filter does not use the index.
  await db.execute(sql`delete from search_queue where source = 'news'`)
  await analyze(db)

  // What each list kind finds (the same repository the server uses).
  const repo = newsAdminRepository(db)
  const all = { all: true, faculties: [] }
  const totals: Record<string, number> = {}
  for (const [name, filter] of Object.entries({
    all: { q: '', page: 1 },
    draft: { q: '', state: 'draft' as const, page: 1 },
    review: { q: '', state: 'review' as const, page: 1 },
    changed: { q: '', state: 'changed' as const, page: 1 },
    scheduled: { q: '', state: 'scheduled' as const, page: 1 },
    [FOUND]: { q: FOUND, page: 1 },
    [NOT_FOUND]: { q: NOT_FOUND, page: 1 },
  })) {
    totals[name] = (await repo.list(all, filter)).total
  }
  log(`rows per filter: ${Object.entries(totals).map(([k, v]) => `${k} ${v}`).join(', ')}`)
  if (process.env.BENCH_EXPLAIN === '1') {
    for (const filter of [{ q: '', page: 1 }, { q: '', page: 200 }, { q: '', state: 'draft' as const, page: 1 }, { q: '', state: 'review' as const, page: 1 }, { q: FOUND, page: 1 }]) await explainList(database, filter)
  }
  const rows = await newsCount(db)
  await database.close()

  // The server in its own process.
  const server = await startServer({ DATA_DIR, ...(engine === 'pglite' ? { DATABASE_URL: '' } : {}) })
  const kinds: Record<string, string> = {
    list: paths.adminNews('cs'),
    page200: paths.adminNews('cs', { page: 200 }),
    draft: paths.adminNews('cs', { state: 'draft' }),
    review: paths.adminNews('cs', { state: 'review' }),
    search: paths.adminNews('cs', { q: FOUND.toLowerCase() }),
    searchNone: paths.adminNews('cs', { q: NOT_FOUND }),
    item: paths.adminNewsItem('cs', made.inReview),
  }
  const samples: Record<string, Sample[]> = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]))
  let assets: Awaited<ReturnType<typeof publicAssets>>
  try {
    const cookie = await signIn(server.origin)
    assets = await publicAssets(server.origin, paths.home('cs'))
    t = Date.now()
    for (let round = -WARM_UP; round < REQUESTS; round++) {
      for (const [name, url] of Object.entries(kinds)) {
        const sample = await request(server.origin + url, cookie)
        if (round >= 0) samples[name]!.push(sample)
      }
    }
    log(`${REQUESTS} requests per kind (+${WARM_UP} warm-up), round-robin, in ${((Date.now() - t) / 1000).toFixed(0)} s`)
  } finally {
    await server.stop()
  }

  const p = (name: string, q: number, of: keyof Sample = 'server') => percentile(samples[name]!.map((s) => s[of]), q)
  console.log(`\n${engine}, ${rows} news rows; server time (Server-Timing app;dur) and loopback round trip, ms`)
  console.log('kind          server p50   p95   round trip p50   p95   address')
  for (const [name, url] of Object.entries(kinds)) {
    console.log(`${name.padEnd(12)}${ms(p(name, 50)).padStart(11)}${ms(p(name, 95)).padStart(6)}${ms(p(name, 50, 'client')).padStart(17)}${ms(p(name, 95, 'client')).padStart(6)}   ${url}`)
  }
  // The median of the turns' ratios: a turn on a busier machine moves one ratio, not the figure.
  const ratio = median(pairRatios)
  console.log(
    `publish one item (median of ${published['1k'].times.length}): ${ms(publish1k.medianMs)} ms at ${SMALL} rows, ${ms(publish10k.medianMs)} ms at ${ROWS}; ` +
      `ratio ${ratio.toFixed(2)} (median of the turns' ${pairRatios.map((r) => r.toFixed(2)).join(', ')}); statements ${publish1k.statements} and ${publish10k.statements}; search rows queued ${publish1k.queued} and ${publish10k.queued}`,
  )
  console.log(
    `public page ${paths.home('cs')}: JS ${assets.js.bytes} B (gzip ${assets.js.gzip}) in ${assets.js.files} files, CSS ${assets.css.bytes} B (gzip ${assets.css.gzip}) in ${assets.css.files}; ` +
      `of that CSS the administration's rules ${assets.adminCss.bytes} B (gzip ${assets.adminCss.gzip}); no editor island exists yet`,
  )
  console.log(`assets: ${assets.urls.join(' ')}`)

  const state = Math.max(p('draft', 95), p('review', 95))
  const search = Math.max(p('search', 95), p('searchNone', 95))
  for (const name of Object.keys(kinds)) {
    if (p(name, 95) <= BUDGET_MS) continue
    const miss = `${name} p95 ${ms(p(name, 95))} ms (budget ≤ ${BUDGET_MS} ms)`
    console.log(engine === 'postgres' ? `WARNING: budget missed on postgres: ${miss}` : `informative (PGlite, the budget is PostgreSQL's): ${miss}`)
  }
  if (rows !== ROWS) console.log(`WARNING: ${rows} news rows, not ${ROWS}`)
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  console.log(
    `RESULT engine=${engine} rows=${rows} list_p95_ms=${ms(p('list', 95))} page200_p95_ms=${ms(p('page200', 95))} state_p95_ms=${ms(state)} search_p95_ms=${ms(search)} ` +
      `item_p95_ms=${ms(p('item', 95))} publish_ms_10k=${ms(publish10k.medianMs)} publish_ms_1k=${ms(publish1k.medianMs)} publish_ratio=${ratio.toFixed(2)} ` +
      `publish_statements_1k=${publish1k.statements} publish_statements_10k=${publish10k.statements} public_js_gzip_b=${assets.js.gzip} public_css_gzip_b=${assets.css.gzip} admin_css_in_public_gzip_b=${assets.adminCss.gzip}`,
  )
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
