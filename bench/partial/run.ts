/**
 * Partial responses against full pages, and the size of the browser runtime as shipped.
 * `npm run bench:partial` (after `npm run build`). Loopback only, bounded in count.
 * Times are taken with the region cache holding the page (what visitors meet once a page has
 * been asked for since its last change) and without (each address new: the page is rendered).
 * Ends with: RESULT bytes_ratio=X time_ratio=Y runtime_gzip_kb=Z protocol_header_bytes=H (worst
 * page for the ratios; the time ratio with stored regions; H the largest X-PU-* headers of a
 * partial answer).
 * Budgets (DESIGN.md, ADR 009): the answer is its regions plus at most 1 KB of protocol headers,
 * time ≤ 0.40 with stored regions, runtime ≤ 20 KB (bytes ≤ 0.25 is reported; see ADR 009).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildDir, CLIENT_ENTRY } from '../../src/server/assets.js'
import { requestHeaders } from '../../src/shared/protocol.js'
import { startServer } from '../support/server.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400)
const WARMUP = 50

/** Median server time from the Server-Timing header: what the server spent, not the loopback. */
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!

/** Bytes of the protocol's own response headers (`X-PU-*`), as they go over the wire. */
const protocolHeaderBytes = (headers: Headers) =>
  [...headers].filter(([name]) => name.startsWith('x-pu-')).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0)

async function serverTime(url: string, headers: Record<string, string>): Promise<{ ms: number; bytes: number; headerBytes: number }> {
  const res = await fetch(url, { headers })
  const body = await res.arrayBuffer()
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  const timing = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')
  if (!timing) throw new Error(`${url}: no Server-Timing header`)
  return { ms: Number(timing[1]), bytes: body.byteLength, headerBytes: protocolHeaderBytes(res.headers) }
}

interface Figures {
  fullBytes: number
  partBytes: number
  /** The partial answer's X-PU-* headers (budget: 1 KB). */
  partHeaderBytes: number
  /** Median ms: stored regions (the steady state) and rendered ones (`cold`: each address new). */
  full: number
  part: number
  fullCold: number
  partCold: number
}

/**
 * Full page and partial answer of one address, asked in turns so that both meet the same
 * machine. Cold requests go to a second server whose region cache is off (`REGION_CACHE_MB=0`):
 * the page's data is loaded and rendered each time. (A made-up parameter no longer misses the
 * cache: pages are stored under the parameters they read.)
 */
async function measure(origin: string, coldOrigin: string, path: string, target: string): Promise<Figures> {
  const partial = { [requestHeaders.target]: target }
  const url = origin + path
  const cold = () => coldOrigin + path
  const times = { full: [] as number[], part: [] as number[], fullCold: [] as number[], partCold: [] as number[] }
  let fullBytes = 0
  let partBytes = 0
  let partHeaderBytes = 0
  for (let i = -WARMUP; i < ROUNDS; i++) {
    const full = await serverTime(url, {})
    const part = await serverTime(url, partial)
    const fullCold = await serverTime(cold(), {})
    const partCold = await serverTime(cold(), partial)
    if (i < 0) continue
    times.full.push(full.ms)
    times.part.push(part.ms)
    times.fullCold.push(fullCold.ms)
    times.partCold.push(partCold.ms)
    fullBytes = full.bytes
    partBytes = part.bytes
    partHeaderBytes = part.headerBytes
  }
  return {
    fullBytes,
    partBytes,
    partHeaderBytes,
    full: median(times.full),
    part: median(times.part),
    fullCold: median(times.fullCold),
    partCold: median(times.partCold),
  }
}

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>

const readManifest = () => JSON.parse(readFileSync(path.join(buildDir, '.vite/manifest.json'), 'utf8')) as Manifest
const gzipBytes = (manifest: Manifest, key: string) => gzipSync(readFileSync(path.join(buildDir, manifest[key]!.file)), { level: 9 }).length

/** `key` and every chunk it imports statically, less those in `loaded`. */
function closure(manifest: Manifest, key: string, loaded: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>()
  const visit = (k: string) => {
    if (seen.has(k) || loaded.has(k)) return
    seen.add(k)
    for (const dep of manifest[k]?.imports ?? []) visit(dep)
  }
  visit(key)
  return seen
}

/** The entry chunk and every chunk it imports statically: what a page without islands loads. */
export function runtimeGzipBytes(): number {
  const manifest = readManifest()
  return [...closure(manifest, CLIENT_ENTRY)].reduce((sum, key) => sum + gzipBytes(manifest, key), 0)
}

/** React islands load through their own loader (ADR 002): not the runtime's chunks. */
const isIsland = (key: string) => key.startsWith('src/islands/')

/**
 * The runtime's chunks loaded on first use (the entry's dynamic imports, and theirs), each with
 * what it adds to the entry in min+gzip bytes; islands are not among them (their registry is).
 */
export function runtimeChunks(): { name: string; bytes: number }[] {
  const manifest = readManifest()
  const entry = closure(manifest, CLIENT_ENTRY)
  const chunks: { name: string; bytes: number }[] = []
  const seen = new Set<string>()
  const visit = (key: string) => {
    for (const dynamic of manifest[key]?.dynamicImports ?? []) {
      if (seen.has(dynamic) || entry.has(dynamic)) continue
      seen.add(dynamic)
      const adds = closure(manifest, dynamic, entry)
      chunks.push({ name: dynamic, bytes: [...adds].reduce((sum, k) => sum + gzipBytes(manifest, k), 0) })
      if (!isIsland(dynamic)) visit(dynamic)
    }
  }
  for (const key of entry) visit(key)
  return chunks.filter((c) => !isIsland(c.name))
}

async function main() {
  const server = await startServer()
  const uncached = await startServer({ REGION_CACHE_MB: '0', DATA_DIR: 'data/bench-uncached' })
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
    let worstCold = 0
    let worstHeaders = 0
    console.log('page        target        full B  part B  X-PU B  bytes | stored: full ms part ms  time | rendered: full ms part ms  time')
    for (const [name, url, target] of pages) {
      const f = await measure(origin, uncached.origin, url, target)
      const bytesRatio = f.partBytes / f.fullBytes
      const timeRatio = f.part / f.full
      const coldRatio = f.partCold / f.fullCold
      worstHeaders = Math.max(worstHeaders, f.partHeaderBytes)
      // The main-content swap of a whole page is reported but not budgeted: it *is* the page.
      if (target !== 'pageContent') {
        worstBytes = Math.max(worstBytes, bytesRatio)
        worstTime = Math.max(worstTime, timeRatio)
        worstCold = Math.max(worstCold, coldRatio)
      }
      const ms = (n: number) => n.toFixed(3).padStart(7)
      console.log(
        `${name.padEnd(11)} ${target.padEnd(12)} ${String(f.fullBytes).padStart(7)} ${String(f.partBytes).padStart(7)} ${String(f.partHeaderBytes).padStart(7)}  ${bytesRatio.toFixed(3)} |        ${ms(f.full)} ${ms(f.part)}  ${timeRatio.toFixed(3)} |          ${ms(f.fullCold)} ${ms(f.partCold)}  ${coldRatio.toFixed(3)}`,
      )
    }
    console.log(`rendered (region cache missed): worst time ratio ${worstCold.toFixed(3)}`)
    const kb = runtimeGzipBytes() / 1024
    console.log(`runtime (entry + static imports, min+gzip -9): ${kb.toFixed(2)} KB`)
    for (const chunk of runtimeChunks()) console.log(`  chunk on first use: ${chunk.name.replace(/^.*node_modules\//, '').padEnd(40)} +${(chunk.bytes / 1024).toFixed(2)} KB`)
    console.log(`RESULT bytes_ratio=${worstBytes.toFixed(3)} time_ratio=${worstTime.toFixed(3)} runtime_gzip_kb=${kb.toFixed(2)} protocol_header_bytes=${worstHeaders}`)
  } finally {
    await Promise.all([server.stop(), uncached.stop()])
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
