/** Command-line parsing for the seed CLI, apart from cli.ts so tests can import it. */
import { MAX_SCALE } from './seed.js'

export const USAGE = `usage: npm run seed -- --scale N   (N a number above 0, at most ${MAX_SCALE})`

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

/** The value of `--scale N` or `--scale=N`, or a one-line error message. */
export function parseScale(argv: string[]): { scale: number } | { error: string } {
  let raw: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--scale') raw = argv[i + 1]
    else if (arg.startsWith('--scale=')) raw = arg.slice('--scale='.length)
  }
  if (raw === undefined || raw.startsWith('--')) return { error: `missing --scale; ${USAGE}` }
  // Number() alone would read '' as 0 and '0x10' as 16; accept plain decimal numbers only.
  const scale = NUMBER.test(raw.trim()) ? Number(raw) : Number.NaN
  if (!Number.isFinite(scale)) return { error: `--scale must be a number, got "${raw}"; ${USAGE}` }
  if (scale <= 0 || scale > MAX_SCALE) return { error: `--scale must be above 0 and at most ${MAX_SCALE}, got ${raw}; ${USAGE}` }
  return { scale }
}
