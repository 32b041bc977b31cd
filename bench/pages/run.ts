/**
 * Page throughput against a static file of the same size from the same server.
 * `npm run bench:pages` (after `npm run build`). Loopback only, bounded in time and count.
 *
 * The server is a child process of its own (bench/support/server.ts); this process only drives
 * autocannon. Each round measures, in turn, the static file, a cached anonymous page, the same
 * page with a made-up parameter unique per request, and the page signed in (its frame rendered
 * per request); figures are medians over the rounds, ratios medians of each round's ratio.
 * The server's peak resident memory (VmHWM) is read at the end.
 *
 * Budgets (DESIGN.md): cached ≥ 0.9 × static, made-up parameter ≥ 0.25 ×, signed in ≥ 0.8 ×;
 * peak RSS ≤ 450 MB on PGlite, 250 MB on PostgreSQL (DATABASE_URL passes through).
 * Ends with: RESULT cached_vs_static=X junk_vs_static=Y signed_in_vs_static=Z peak_rss_mb=N
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildDir } from '../../src/server/assets.js'
import { fmt, load, median, type LoadResult } from '../support/load.js'
import { startServer } from '../support/server.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const PAGE = '/qf/cs/aktuality?page=2'

/** Peak resident memory of a process in MB, from /proc (Linux). */
function peakRssMb(pid: number): number {
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return hwm ? Number(hwm[1]) / 1024 : NaN
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

async function main() {
  const server = await startServer()
  try {
    const { origin } = server
    const bytes = Buffer.byteLength(await (await fetch(origin + PAGE)).text())
    const staticDir = path.join(buildDir, 'bench')
    mkdirSync(staticDir, { recursive: true })
    writeFileSync(path.join(staticDir, 'page.html'), 'x'.repeat(bytes))
    const cookie = await signIn(origin)

    const variants: Record<string, () => Promise<LoadResult>> = {
      static: () => load(`${origin}/build/bench/page.html`, { seconds: SECONDS }),
      cached: () => load(origin + PAGE, { seconds: SECONDS }),
      junk: () => load(`${origin}${PAGE}&r=[<id>]`, { seconds: SECONDS, unique: true }),
      signedIn: () => load(origin + PAGE, { seconds: SECONDS, headers: { cookie } }),
    }
    const runs: Record<string, LoadResult[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]))
    // A warm-up (the page stored, the code hot), then the rounds, every variant in turn.
    await load(origin + PAGE, { seconds: 1 })
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, run] of Object.entries(variants)) {
        const result = await run()
        if (result.errors) throw new Error(`${name}: ${result.errors} failed requests`)
        runs[name]!.push(result)
      }
    }
    const ratio = (name: string) => median(runs[name]!.map((r, i) => r.requestsPerSecond / runs.static![i]!.requestsPerSecond))
    console.log(`page ${PAGE}, ${bytes} bytes; ${ROUNDS} rounds of ${SECONDS} s, 10 connections`)
    console.log('variant       req/s   p99 ms   vs static')
    for (const name of Object.keys(variants)) {
      const rps = median(runs[name]!.map((r) => r.requestsPerSecond))
      const p99 = median(runs[name]!.map((r) => r.p99Ms))
      console.log(`${name.padEnd(9)}${fmt(rps)}${fmt(p99)}   ${name === 'static' ? '' : ratio(name).toFixed(3)}`)
    }
    const rss = peakRssMb(server.pid)
    console.log(`server peak RSS: ${rss.toFixed(0)} MB`)
    console.log(
      `RESULT cached_vs_static=${ratio('cached').toFixed(3)} junk_vs_static=${ratio('junk').toFixed(3)} signed_in_vs_static=${ratio('signedIn').toFixed(3)} peak_rss_mb=${rss.toFixed(0)}`,
    )
  } finally {
    await server.stop()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
