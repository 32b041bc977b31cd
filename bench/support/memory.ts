/**
 * Resident memory of another process, from /proc (Linux): what the kernel charges the server,
 * native memory (WASM heaps, malloc arenas, buffers) included, which process.memoryUsage() of
 * the bench itself could never see.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { median } from './load.js'

function statusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) : NaN
}

/** Peak resident memory (VmHWM) in MB since start or the last `resetPeak`. */
export const peakRssMb = (pid: number) => statusKb(pid, 'VmHWM') / 1024

export const rssMb = (pid: number) => statusKb(pid, 'VmRSS') / 1024

/** Starts the peak over (clear_refs 5), so it covers the load and not start-up or seeding. */
export function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
}

/** Samples RSS every `ms` until stopped; `stop` gives the median sample in MB. */
export function sampleRss(pid: number, ms = 200): { stop(): number } {
  const samples: number[] = []
  const timer = setInterval(() => samples.push(rssMb(pid)), ms)
  return {
    stop() {
      clearInterval(timer)
      return samples.length ? median(samples) : rssMb(pid)
    },
  }
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux, 100 ticks a second). */
export function cpuMs(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return 0 // gone (a pooled connection closed): its time is not counted
  }
}

/** What the server's memory was made of at its highest resident size (memory-probe.mjs), in MB. */
export interface MemoryBreakdown {
  rss: number
  /** V8's heap. */
  heap: number
  /** Held outside the heap by V8 objects: WebAssembly memories (PGlite) and Buffers. */
  external: number
  /** Everything else: code, malloc arenas, stacks. */
  native: number
}

/** The probe's reading from `file`, or null when it wrote none (the probe was not loaded). */
export function readBreakdown(file: string): MemoryBreakdown | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as MemoryBreakdown
  } catch {
    return null
  }
}

/** Starts the probe's peak over (it keeps the highest reading since), like `resetPeak`. */
export function resetBreakdown(file: string): void {
  rmSync(file, { force: true })
}
