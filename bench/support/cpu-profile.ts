/**
 * Summarises V8 CPU profiles (`node --cpu-prof`, `.cpuprofile` files): self time per function and
 * per module (the package under node_modules, or the file of our own code), highest first, so a
 * benchmark can say where a server's time went without a profiler UI.
 *
 *   npx tsx bench/support/cpu-profile.ts data/bench/profile/*.cpuprofile [--top 30]
 */
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
  children?: number[]
}

interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
  endTime: number
}

/** The module a frame belongs to: `node_modules/<package>` or our file, `(native)` for V8 and node internals. */
export function moduleOf(url: string): string {
  if (!url) return '(native)'
  if (url.startsWith('node:')) return url
  const nm = url.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/')
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  const src = url.indexOf('/src/')
  return src >= 0 ? url.slice(src + 1) : url.replace(/^file:\/\//, '')
}

export interface ProfileSummary {
  totalMs: number
  /** Milliseconds the thread was idle (waiting for I/O). */
  idleMs: number
  byFunction: Map<string, number>
  byModule: Map<string, number>
}

/** Self time from the samples and their time deltas (more exact than hit counts times the interval). */
export function summarise(profiles: Profile[]): ProfileSummary {
  const byFunction = new Map<string, number>()
  const byModule = new Map<string, number>()
  let totalMs = 0
  let idleMs = 0
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms)
  for (const p of profiles) {
    const nodes = new Map(p.nodes.map((n) => [n.id, n]))
    for (let i = 0; i < p.samples.length; i++) {
      const node = nodes.get(p.samples[i]!)!
      // A sample's time is the delta to the next sample.
      const ms = (p.timeDeltas[i + 1] ?? 0) / 1000
      totalMs += ms
      const { functionName, url, lineNumber } = node.callFrame
      if (functionName === '(idle)') {
        idleMs += ms
        continue
      }
      const mod = moduleOf(url)
      add(byModule, mod, ms)
      add(byFunction, `${functionName || '(anonymous)'} ${mod}:${lineNumber + 1}`, ms)
    }
  }
  return { totalMs, idleMs, byFunction, byModule }
}

function print(title: string, map: Map<string, number>, busyMs: number, top: number) {
  console.log(`\n${title}`)
  for (const [key, ms] of [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / busyMs).toFixed(1).padStart(5)} %  ${key}`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const t = args.indexOf('--top')
  const top = t >= 0 ? Number(args[t + 1]) : 30
  const files = args.filter((a, i) => a.endsWith('.cpuprofile') && i !== t + 1)
  if (files.length === 0) {
    console.error('usage: tsx bench/support/cpu-profile.ts FILE.cpuprofile… [--top N]')
    process.exit(2)
  }
  const s = summarise(files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Profile))
  const busy = s.totalMs - s.idleMs
  console.log(`profiled ${(s.totalMs / 1000).toFixed(1)} s: busy ${(busy / 1000).toFixed(1)} s (${((100 * busy) / s.totalMs).toFixed(0)} %), idle ${(s.idleMs / 1000).toFixed(1)} s`)
  print('self time by module (% of busy)', s.byModule, busy, top)
  print('self time by function (% of busy)', s.byFunction, busy, top)
}
