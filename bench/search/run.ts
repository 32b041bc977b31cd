/**
 * bench:search (issue 11): p95 server time of suggestions and of a results page over the fixed
 * queries (queries.ts) on an index of `--scale` × 1,050 searchable rows (the demo content of
 * scale 1 plus generated rows, generate.ts), on PGlite and, when DATABASE_URL is set, on
 * PostgreSQL; then recall of the known-item queries (recall.ts) on the same index.
 *
 *   npm run bench:search -- --scale 100        (PGlite in data/bench-search/scale-100, reused)
 *   DATABASE_URL=postgres://… npm run bench:search -- --scale 100   (PostgreSQL too: its schema is replaced)
 *   SEARCH_BENCH_ENGINES=pg|pglite   one engine only
 *
 * Ends with `RESULT suggest_p95_ms_pg=X results_p95_ms_pg=Y suggest_p95_ms_pglite=Z results_p95_ms_pglite=W`.
 */
import { existsSync, rmSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../../src/db/client.js'
import { seed } from '../../src/db/seed/index.js'
import { parseScale } from '../../src/db/seed/cli-args.js'
import { analyzeIndex, rowsOf } from '../../src/features/search/search-index.repository.js'
import { searchRepository } from '../../src/features/search/search.repository.js'
import { searchService } from '../../src/features/search/search.service.js'
import { projectPath } from '../../src/server/paths.js'
import { generateEntries } from './generate.js'
import { QUERIES } from './queries.js'
import { measureRecall, type RecallReport } from './recall.js'

/** Searchable rows (pages, news, documents) per unit of seed scale (seed at scale 1: 450 + 520 + 80). */
const ROWS_PER_SCALE = 1050
const PAGE_SIZE = 20
const WARM_UP = 20

const log = (msg: string) => console.log(`[bench:search] ${msg}`)

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!
}

async function entryCount(database: Database): Promise<number> {
  try {
    return Number(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from search_entries`))[0]!.n)
  } catch {
    return 0
  }
}

/** The engine's database with at least `target` index entries: reused when it has them, built otherwise. */
async function prepare(engine: 'pg' | 'pglite', target: number, scale: number): Promise<Database> {
  const dataDir = projectPath(`data/bench-search/scale-${scale}`)
  let database = await openDatabase(engine === 'pg' ? { url: process.env.DATABASE_URL!, poolSize: 4 } : { dataDir })
  if ((await entryCount(database)) >= target) {
    // A reused index is brought to the current schema (new indexes) before it is measured.
    await database.migrate()
    await analyzeIndex(database.db)
    log(`${engine}: reusing an index of ${await entryCount(database)} entries`)
    return database
  }
  if (engine === 'pg') {
    for (const statement of [sql`drop schema if exists drizzle cascade`, sql`drop schema if exists public cascade`, sql`create schema public`]) await database.db.execute(statement)
  } else {
    await database.close()
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true })
    database = await openDatabase({ dataDir })
  }
  await database.migrate()
  log(`${engine}: seeding the demo content (scale 1)`)
  await seed(database.db, { scale: 1 })
  const extra = target - (await entryCount(database))
  log(`${engine}: generating ${extra} more entries`)
  const started = Date.now()
  await generateEntries(database.db, extra, (m) => log(`${engine}: ${m}`))
  await analyzeIndex(database.db)
  log(`${engine}: ${await entryCount(database)} entries, generated in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return database
}

interface EngineFigures {
  suggestP95: number
  resultsP95: number
  recall: RecallReport
}

async function measure(engine: 'pg' | 'pglite', scale: number): Promise<EngineFigures> {
  const database = await prepare(engine, scale * ROWS_PER_SCALE, scale)
  try {
    const search = searchService(searchRepository(database.db))
    for (const q of QUERIES.slice(0, WARM_UP)) {
      await search.suggest(q)
      await search.results({ ...q, page: 1, pageSize: PAGE_SIZE })
    }
    const suggestMs: number[] = []
    const resultsMs: number[] = []
    for (const q of QUERIES) {
      let t = performance.now()
      await search.suggest(q)
      suggestMs.push(performance.now() - t)
      t = performance.now()
      await search.results({ ...q, page: 1, pageSize: PAGE_SIZE })
      resultsMs.push(performance.now() - t)
    }
    const figures = { suggestP95: p95(suggestMs), resultsP95: p95(resultsMs), recall: await measureRecall(search) }
    log(`${engine}: ${QUERIES.length} queries, suggest p95 ${figures.suggestP95.toFixed(1)} ms, results p95 ${figures.resultsP95.toFixed(1)} ms`)
    for (const [variant, misses] of Object.entries(figures.recall.misses)) if (misses.length) log(`${engine}: recall ${variant} missed: ${misses.join(' | ')}`)
    return figures
  } finally {
    await database.close()
  }
}

async function main() {
  const parsed = parseScale(process.argv.slice(2).length ? process.argv.slice(2) : ['--scale', '100'])
  if ('error' in parsed) throw new Error(parsed.error)
  const { scale } = parsed
  // SEARCH_BENCH_ENGINES=pg (or pglite) runs one engine only, e.g. to build the two indexes at the same time.
  const only = process.env.SEARCH_BENCH_ENGINES?.split(',')
  const engines = ((process.env.DATABASE_URL ? ['pg', 'pglite'] : ['pglite']) as Array<'pg' | 'pglite'>).filter((e) => !only || only.includes(e))
  const figures: Partial<Record<'pg' | 'pglite', EngineFigures>> = {}
  for (const engine of engines) figures[engine] = await measure(engine, scale)
  const fmt = (n: number | undefined) => (n === undefined ? 'n/a' : n.toFixed(1))
  const recall = (e: 'pg' | 'pglite') => {
    const r = figures[e]?.recall.recall
    return r ? `as_typed_${e}=${r.asTyped.toFixed(3)} without_accents_${e}=${r.withoutAccents.toFixed(3)} one_typo_${e}=${r.withTypo.toFixed(3)}` : `recall_${e}=n/a`
  }
  console.log(`RECALL ${recall('pg')} ${recall('pglite')} (top 3, scale ${scale})`)
  console.log(
    `RESULT suggest_p95_ms_pg=${fmt(figures.pg?.suggestP95)} results_p95_ms_pg=${fmt(figures.pg?.resultsP95)} ` +
      `suggest_p95_ms_pglite=${fmt(figures.pglite?.suggestP95)} results_p95_ms_pglite=${fmt(figures.pglite?.resultsP95)}`,
  )
}

await main()
