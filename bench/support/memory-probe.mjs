/**
 * Preloaded into a benchmarked server (NODE_OPTIONS=--import, bench/support/server.ts): every
 * 500 ms it reads where the process's memory is, and keeps the reading of the highest resident
 * size seen in BENCH_MEMORY_FILE (JSON, MB; removing the file starts over), for the bench to report what its peak was made of:
 * - heap: V8's heap (what it has of the system: heapTotal);
 * - external: memory V8 objects hold outside the heap: WebAssembly memories (PGlite's, its
 *   largest part) and Buffers;
 * - native: the rest: the node binary's code, malloc arenas, thread stacks.
 * Plain JavaScript: the server runs built code, without tsx.
 */
import { existsSync, writeFileSync } from 'node:fs'

const file = process.env.BENCH_MEMORY_FILE
const MB = 1024 * 1024
if (file) {
  let peak = null
  const timer = setInterval(() => {
    // The bench removes the file to start the peak over (after start-up).
    if (peak && !existsSync(file)) peak = null
    const m = process.memoryUsage()
    const rss = m.rss / MB
    if (peak && rss <= peak.rss) return
    const [heap, external] = [m.heapTotal / MB, m.external / MB]
    peak = { rss, heap, external, native: rss - heap - external }
    writeFileSync(file, JSON.stringify(peak))
  }, 500)
  timer.unref()
}
