/**
 * Where a search's time goes: runs the bench queries (queries.ts) through the service with every
 * repository call timed, and prints per method its calls, median, p95 and total, for suggestions
 * and result pages separately. Uses the bench's database (run `npm run bench:search` first).
 *
 *   DATABASE_URL=postgres://… npx tsx bench/search/profile.ts      (PostgreSQL)
 *   npx tsx bench/search/profile.ts --scale 100                     (PGlite in data/bench-search/scale-100)
 */
import { openDatabase } from '../../src/db/client.js'
import { searchRepository, type SearchRepository } from '../../src/features/search/search.repository.js'
import { searchService } from '../../src/features/search/search.service.js'
import { projectPath } from '../../src/server/paths.js'
import { QUERIES } from './queries.js'

const scale = Number(process.argv[process.argv.indexOf('--scale') + 1] ?? 100) || 100
const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, poolSize: 4 } : { dataDir: projectPath(`data/bench-search/scale-${scale}`) })
const times = new Map<string, number[]>()
let phase = ''
const repo = searchRepository(database.db)
const timed = new Proxy(repo, {
  get(target, name: string) {
    const fn = target[name as keyof SearchRepository] as (...args: unknown[]) => Promise<unknown>
    return async (...args: unknown[]) => {
      const t = performance.now()
      try {
        return await fn(...args)
      } finally {
        const key = `${phase} ${name}`
        times.set(key, [...(times.get(key) ?? []), performance.now() - t])
      }
    }
  },
}) as SearchRepository
const search = searchService(timed)
for (let round = 0; round < 2; round++) {
  times.clear()
  for (const q of QUERIES) {
    phase = 'suggest'
    await search.suggest(q)
    phase = 'results'
    await search.results({ ...q, page: 1, pageSize: 20 })
  }
}
const pct = (v: number[], p: number) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.ceil(v.length * p) - 1)]!
for (const [key, v] of [...times].sort()) {
  const total = v.reduce((a, b) => a + b, 0)
  console.log(`${key.padEnd(28)} calls ${String(v.length).padStart(4)}  median ${pct(v, 0.5).toFixed(1).padStart(7)} ms  p95 ${pct(v, 0.95).toFixed(1).padStart(7)} ms  total ${total.toFixed(0).padStart(6)} ms`)
}
await database.close()
