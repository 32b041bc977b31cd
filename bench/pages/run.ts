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
 * Engines: PGlite, or PostgreSQL when DATABASE_URL is set; BENCH_ENGINES=pglite,postgres runs
 * both in turn (PostgreSQL at DATABASE_URL).
 * Budgets (DESIGN.md): cached ≥ 0.9 × static, made-up parameter ≥ 0.25 ×, signed in ≥ 0.8 ×;
 * peak RSS ≤ 450 MB on PGlite, 250 MB on PostgreSQL.
 * Ends with one line per engine: RESULT engine=E cached_vs_static=X junk_vs_static=Y
 * signed_in_vs_static=Z mix_rps=M idle_rss_mb=I steady_rss_mb=S peak_rss_mb=N
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildDir } from '../../src/server/assets.js'
import { fmt, load, median, type LoadResult } from '../support/load.js'
import { peakRssMb, resetPeak, rssMb, sampleRss } from '../support/memory.js'
import { startServer } from '../support/server.js'
import { crawl, mix } from './mix.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const PAGE = '/qf/cs/aktuality?page=2'
/** Pages the mix draws on, and the length of its (cycling) sequence. */
const CRAWL_PAGES = 600
const MIX_LENGTH = 20_000

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
    const { origin, pid } = server
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
    const runs: Record<string, LoadResult[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]))
    // A warm-up (the page stored, the code hot), then the rounds, every variant in turn.
    await load(origin + PAGE, { seconds: 1 })
    resetPeak(pid)
    const sampler = sampleRss(pid)
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, run] of Object.entries(variants)) {
        const result = await run()
        if (result.errors) throw new Error(`${engine} ${name}: ${result.errors} failed requests`)
        runs[name]!.push(result)
      }
    }
    const steady = sampler.stop()
    const peak = peakRssMb(pid)
    const rps = (name: string) => median(runs[name]!.map((r) => r.requestsPerSecond))
    const ratio = (name: string) => median(runs[name]!.map((r, i) => r.requestsPerSecond / runs.static![i]!.requestsPerSecond))
    console.log(`\n${engine}: page ${PAGE}, ${bytes} bytes; ${ROUNDS} rounds of ${SECONDS} s, 10 connections`)
    console.log(`mix over ${found.hot.length} + ${found.tail.length} pages, ${found.photos.length} photos, ${found.pdfs.length} PDFs`)
    console.log('variant       req/s   p99 ms   vs static')
    for (const name of Object.keys(variants)) {
      const p99 = median(runs[name]!.map((r) => r.p99Ms))
      console.log(`${name.padEnd(9)}${fmt(rps(name))}${fmt(p99)}   ${name === 'static' ? '' : ratio(name).toFixed(3)}`)
    }
    console.log(`server RSS: ${idle.toFixed(0)} MB idle, ${steady.toFixed(0)} MB steady under load, ${peak.toFixed(0)} MB peak`)
    return (
      `RESULT engine=${engine} cached_vs_static=${ratio('cached').toFixed(3)} junk_vs_static=${ratio('junk').toFixed(3)} ` +
      `signed_in_vs_static=${ratio('signedIn').toFixed(3)} mix_rps=${rps('mix').toFixed(0)} ` +
      `idle_rss_mb=${idle.toFixed(0)} steady_rss_mb=${steady.toFixed(0)} peak_rss_mb=${peak.toFixed(0)}`
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
