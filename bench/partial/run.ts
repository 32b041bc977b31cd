/**
 * Partial responses against full pages, and the size of the browser runtime as shipped.
 * `npm run bench:partial` (after `npm run build`). Loopback only, bounded in count.
 * Ends with: RESULT bytes_ratio=X time_ratio=Y runtime_gzip_kb=Z (worst page for the ratios).
 * Budgets (DESIGN.md): bytes ≤ 0.25, time ≤ 0.40, runtime ≤ 16 KB.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildDir, CLIENT_ENTRY } from '../../src/server/assets.js'
import { requestHeaders } from '../../src/shared/protocol.js'
import { startServer } from '../support/server.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300)

interface Sample {
  bytes: number
  /** Median server time from the Server-Timing header: what the server spent, not the loopback. */
  medianMs: number
}

async function measure(url: string, headers: Record<string, string>): Promise<Sample> {
  const times: number[] = []
  let bytes = 0
  for (let i = 0; i < ROUNDS; i++) {
    const res = await fetch(url, { headers })
    const body = await res.arrayBuffer()
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
    const timing = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')
    if (!timing) throw new Error(`${url}: no Server-Timing header`)
    times.push(Number(timing[1]))
    bytes = body.byteLength
  }
  times.sort((a, b) => a - b)
  return { bytes, medianMs: times[Math.floor(times.length / 2)]! }
}

/** The entry chunk and every chunk it imports statically: what a page without islands loads. */
export function runtimeGzipBytes(): number {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const dep of manifest[key]?.imports ?? []) visit(dep)
  }
  visit(CLIENT_ENTRY)
  return [...seen].reduce((sum, key) => sum + gzipSync(readFileSync(path.join(buildDir, manifest[key]!.file)), { level: 9 }).length, 0)
}

async function main() {
  const server = await startServer()
  try {
    const { origin } = server
    const html = await (await fetch(`${origin}/qf/cs/eshop`)).text()
    const category = /href="(\/qf\/cs\/eshop\/[a-z0-9-]+)"/.exec(html)?.[1]
    if (!category) throw new Error('no category link on the e-shop home')
    const pages: [string, string, string][] = [
      ['news list', '/qf/cs/aktuality?page=2', 'newsList'],
      ['category', `${category}?page=2`, 'productList'],
      ['login', '/qf/en/login', 'loginForm'],
      ['content', '/qf/cs/uvod', 'pageContent'],
    ]
    let worstBytes = 0
    let worstTime = 0
    console.log('page        target        full B  part B  bytes   full ms  part ms  time')
    for (const [name, url, target] of pages) {
      const full = await measure(origin + url, {})
      const part = await measure(origin + url, { [requestHeaders.target]: target })
      const bytesRatio = part.bytes / full.bytes
      const timeRatio = part.medianMs / full.medianMs
      // The main-content swap of a whole page is reported but not budgeted: it *is* the page.
      if (target !== 'pageContent') {
        worstBytes = Math.max(worstBytes, bytesRatio)
        worstTime = Math.max(worstTime, timeRatio)
      }
      console.log(
        `${name.padEnd(11)} ${target.padEnd(12)} ${String(full.bytes).padStart(7)} ${String(part.bytes).padStart(7)}  ${bytesRatio.toFixed(3)}  ${full.medianMs.toFixed(2).padStart(7)}  ${part.medianMs.toFixed(2).padStart(7)}  ${timeRatio.toFixed(3)}`,
      )
    }
    const kb = runtimeGzipBytes() / 1024
    console.log(`runtime (entry + static imports, min+gzip -9): ${kb.toFixed(2)} KB`)
    console.log(`RESULT bytes_ratio=${worstBytes.toFixed(3)} time_ratio=${worstTime.toFixed(3)} runtime_gzip_kb=${kb.toFixed(2)}`)
  } finally {
    await server.stop()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
