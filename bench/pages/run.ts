/**
 * Page throughput against a static file of the same size from the same server, and the
 * server's memory under a mix of requests like real use.
 * `npm run bench:pages` (after `npm run build`). Loopback only, bounded in time and count.
 *
 * The server is a child process of its own (bench/support/server.ts), started as production
 * starts it (scripts/serve.sh); this process only drives autocannon. Each round measures,
 * in turn, the static file, a cached anonymous page, the same page with a made-up parameter
 * unique per request, the page signed in (its frame rendered per request), and the mix
 * (mix.ts: stored and rendered pages of every type, photos, PDF downloads, signed-in and
 * partial requests over addresses crawled from the site). Figures are medians over the rounds,
 * ratios medians of each round's ratio. Memory: the peak (VmHWM) over the rounds, start-up left
 * out, and the steady RSS (median of samples every 200 ms under load).
 *
 * CPU per request of each variant: the server's CPU time (user + system, /proc) over its requests,
 * which a busy machine distorts far less than requests per second. Where the peak's memory was
 * (V8 heap, external: WebAssembly memory and Buffers, other native): the server's own probe (../support/memory-probe.mjs).
 *
 * Engines: PGlite, or PostgreSQL when DATABASE_URL is set; BENCH_ENGINES=pglite,postgres runs
 * both in turn (PostgreSQL at DATABASE_URL).
 * Budgets (DESIGN.md, ADRs 010, 012, 014): cached ≥ 0.9 × static, made-up parameter ≥ 0.25 ×,
 * signed in ≥ 0.8 × static and ≥ 0.9 × cached; peak RSS ≤ 400 MB on PGlite, 200 MB on
 * PostgreSQL. A missed budget is a line starting `WARNING: budget`; the exit code is 0 anyway.
 * BENCH_SHORT=1: a short run for CI (3 rounds of 2 s, a mix over 100 pages; about 2 minutes).
 * Ends with one line per engine: RESULT engine=E cached_vs_static=X junk_vs_static=Y
 * signed_in_vs_static=Z signed_in_vs_cached=C mix_rps=M idle_rss_mb=I steady_rss_mb=S
 * peak_rss_mb=N cpu_ms_cached=… cpu_ms_signed_in=… cpu_ms_mix=…
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildDir } from '../../src/server/assets.js'
import { fmt, load, median, type LoadResult } from '../support/load.js'
import { cpuMs, peakRssMb, readBreakdown, resetBreakdown, resetPeak, rssMb, sampleRss } from '../support/memory.js'
import { startServer } from '../support/server.js'
import { crawl, mix } from './mix.js'

const SHORT = process.env.BENCH_SHORT === '1'
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SHORT ? 2 : 3))
const PAGE = '/qf/cs/aktuality?page=2'
/** Pages the mix draws on, and the length of its (cycling) sequence. */
const CRAWL_PAGES = SHORT ? 100 : 600
const MIX_LENGTH = SHORT ? 2_000 : 20_000

/** Lowest ratios to the static file (`signedIn` also to the cached page), highest peak per engine. */
const BUDGET = { cached: 0.9, junk: 0.25, signedIn: 0.8, signedInVsCached: 0.9, peakMb: { pglite: 400, postgres: 200 } }

type Engine = 'pglite' | 'postgres'

function engines(): Engine[] {
  const asked = process.env.BENCH_ENGINES?.split(',').map((e) => e.trim())
  const list = asked ?? [process.env.DATABASE_URL ? 'postgres' : 'pglite']
  for (const e of list) if (e !== 'pglite' && e !== 'postgres') throw new Error(`BENCH_ENGINES: unknown engine ${e}`)
  if (list.includes('postgres') && !process.env.DATABASE_URL) throw new Error('BENCH_ENGINES=postgres needs DATABASE_URL')
  return list as Engine[]
}

async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/qf/cs/ramjet/performLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=student%40example.cz&password=Heslo-2026',
    redirect: 'manual',
  })
  const cookie = /qf_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
  if (!cookie) throw new Error(`login failed: HTTP ${res.status}`)
  return `qf_session=${cookie}`
}

/** The addresses of the mix, found on a server of their own, so the measured one starts with nothing stored. */
async function addresses(env: Record<string, string>) {
  const server = await startServer(env)
  try {
    return await crawl(server.origin, CRAWL_PAGES)
  } finally {
    await server.stop()
  }
}

async function bench(engine: Engine): Promise<string> {
  // An empty DATABASE_URL counts as unset (config.ts): the embedded database.
  const env: Record<string, string> = engine === 'pglite' ? { DATABASE_URL: '' } : {}
  const found = await addresses(env)
  const server = await startServer(env)
  try {
    const { origin, pid, memoryFile } = server
    const idle = rssMb(pid)
    const bytes = Buffer.byteLength(await (await fetch(origin + PAGE)).text())
    const staticDir = path.join(buildDir, 'bench')
    mkdirSync(staticDir, { recursive: true })
    writeFileSync(path.join(staticDir, 'page.html'), 'x'.repeat(bytes))
    const cookie = await signIn(origin)
    const sequence = mix(found, cookie, MIX_LENGTH)

    const variants: Record<string, () => Promise<LoadResult>> = {
      static: () => load(`${origin}/build/bench/page.html`, { seconds: SECONDS }),
      cached: () => load(origin + PAGE, { seconds: SECONDS }),
      junk: () => load(`${origin}${PAGE}&r=[<id>]`, { seconds: SECONDS, unique: true }),
      signedIn: () => load(origin + PAGE, { seconds: SECONDS, headers: { cookie } }),
      mix: () => load(origin, { seconds: SECONDS, sequence }),
    }
    const runs: Record<string, (LoadResult & { cpuMs: number })[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]))
    // A warm-up (the page stored, the code hot), then the rounds, every variant in turn.
    await load(origin + PAGE, { seconds: 1 })
    resetPeak(pid)
    resetBreakdown(memoryFile)
    const sampler = sampleRss(pid)
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, run] of Object.entries(variants)) {
        const before = cpuMs(pid)
        const result = await run()
        if (result.errors) throw new Error(`${engine} ${name}: ${result.errors} failed requests`)
        runs[name]!.push({ ...result, cpuMs: cpuMs(pid) - before })
      }
    }
    const steady = sampler.stop()
    const peak = peakRssMb(pid)
    const where = readBreakdown(memoryFile)
    const rps = (name: string) => median(runs[name]!.map((r) => r.requestsPerSecond))
    const ratio = (name: string, to = 'static') => median(runs[name]!.map((r, i) => r.requestsPerSecond / runs[to]![i]!.requestsPerSecond))
    // Per round, then the median: CPU ticks are 10 ms, so a round needs its thousands of requests.
    const cpuPerRequest = (name: string) => median(runs[name]!.map((r) => r.cpuMs / Math.max(1, r.requests)))
    console.log(`\n${engine}: page ${PAGE}, ${bytes} bytes; ${ROUNDS} rounds of ${SECONDS} s, 10 connections`)
    console.log(`mix over ${found.hot.length} + ${found.tail.length} pages, ${found.photos.length} photos, ${found.pdfs.length} PDFs`)
    console.log('variant       req/s   p99 ms   vs static   CPU ms/request')
    for (const name of Object.keys(variants)) {
      const p99 = median(runs[name]!.map((r) => r.p99Ms))
      console.log(`${name.padEnd(9)}${fmt(rps(name))}${fmt(p99)}   ${name === 'static' ? '     ' : ratio(name).toFixed(3)}   ${fmt(cpuPerRequest(name), 3)}`)
    }
    console.log(`signed in vs cached page: ${ratio('signedIn', 'cached').toFixed(3)}`)
    console.log(`server RSS: ${idle.toFixed(0)} MB idle, ${steady.toFixed(0)} MB steady under load, ${peak.toFixed(0)} MB peak`)
    if (where) {
      console.log(
        `at its highest (${where.rss.toFixed(0)} MB): V8 heap ${where.heap.toFixed(0)} MB, ` +
          `external (WebAssembly memory, Buffers) ${where.external.toFixed(0)} MB, other native ${where.native.toFixed(0)} MB`,
      )
    }
    const missed = [
      ratio('cached') < BUDGET.cached && `cached page ${ratio('cached').toFixed(3)} of the static file (budget ≥ ${BUDGET.cached})`,
      ratio('junk') < BUDGET.junk && `made-up parameter ${ratio('junk').toFixed(3)} of the static file (budget ≥ ${BUDGET.junk})`,
      ratio('signedIn') < BUDGET.signedIn && `signed in ${ratio('signedIn').toFixed(3)} of the static file (budget ≥ ${BUDGET.signedIn})`,
      ratio('signedIn', 'cached') < BUDGET.signedInVsCached && `signed in ${ratio('signedIn', 'cached').toFixed(3)} of the cached page (budget ≥ ${BUDGET.signedInVsCached})`,
      peak > BUDGET.peakMb[engine] && `peak RSS ${peak.toFixed(0)} MB (budget ≤ ${BUDGET.peakMb[engine]} MB)`,
    ].filter(Boolean)
    for (const miss of missed) console.log(`WARNING: budget missed on ${engine}: ${miss}`)
    return (
      `RESULT engine=${engine} cached_vs_static=${ratio('cached').toFixed(3)} junk_vs_static=${ratio('junk').toFixed(3)} ` +
      `signed_in_vs_static=${ratio('signedIn').toFixed(3)} signed_in_vs_cached=${ratio('signedIn', 'cached').toFixed(3)} mix_rps=${rps('mix').toFixed(0)} ` +
      `idle_rss_mb=${idle.toFixed(0)} steady_rss_mb=${steady.toFixed(0)} peak_rss_mb=${peak.toFixed(0)} ` +
      `heap_mb=${where?.heap.toFixed(0) ?? 'NaN'} external_mb=${where?.external.toFixed(0) ?? 'NaN'} native_mb=${where?.native.toFixed(0) ?? 'NaN'} ` +
      `cpu_ms_cached=${cpuPerRequest('cached').toFixed(3)} cpu_ms_signed_in=${cpuPerRequest('signedIn').toFixed(3)} cpu_ms_mix=${cpuPerRequest('mix').toFixed(3)}`
    )
  } finally {
    await server.stop()
  }
}

async function main() {
  const results: string[] = []
  for (const engine of engines()) results.push(await bench(engine))
  console.log(`\n${results.join('\n')}`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
