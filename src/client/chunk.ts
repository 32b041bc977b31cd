/**
 * Script chunks: the runtime's rarely used parts are loaded with `import()` on first use.
 * A chunk that has not arrived within `config.chunkTimeout` (120000 ms, spec 000 §7, §9) fails,
 * so a caller can show a message instead of waiting for ever; a failed chunk may be asked again.
 */
import { config } from './config.js'

export class ChunkTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`Script chunk did not load within ${ms} ms`)
    this.name = 'ChunkTimeoutError'
  }
}

/** Runs `importer` (an `() => import('./x.js')`) with the chunk time-out. */
export function load<T>(importer: () => Promise<T>, ms: number = config.chunkTimeout): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms)
  })
  return Promise.race([importer(), timeout]).finally(() => clearTimeout(timer))
}
