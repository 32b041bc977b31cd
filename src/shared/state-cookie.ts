/**
 * The value of a state cookie (spec 000 §4, §9: collapsible blocks, the shop's comparison
 * filter; ADR 023): named on/off flags, `name:1|other:0`, so one cookie serves every block of its
 * kind. Read by the browser (src/client/cookie.ts) and by the server, which renders the state so
 * the first paint is final. A value that does not parse whole (tampered, truncated, from an
 * older format) is ignored, never half-trusted.
 */
export const FLAG_NAME = /^[A-Za-z0-9_-]{1,64}$/
/** Flags kept per cookie: the oldest give way, so the cookie stays far below the 4 KB limit. */
export const MAX_FLAGS = 40

/** The flags of a state cookie's value; empty when it is missing or does not parse whole. */
export function parseFlags(value: string | null | undefined): Map<string, boolean> {
  const flags = new Map<string, boolean>()
  if (!value) return flags
  const parts = value.split('|')
  if (parts.length > MAX_FLAGS) return flags
  for (const part of parts) {
    const [key, state, extra] = part.split(':')
    if (extra !== undefined || key === undefined || !FLAG_NAME.test(key) || (state !== '0' && state !== '1')) return new Map()
    flags.set(key, state === '1')
  }
  return flags
}

/** `flags` with `key` set last (the most recent), the oldest dropped past MAX_FLAGS, as a cookie value. */
export function withFlag(flags: Map<string, boolean>, key: string, on: boolean): string {
  const next = new Map(flags)
  next.delete(key)
  next.set(key, on)
  return [...next].slice(-MAX_FLAGS).map(([k, v]) => `${k}:${v ? 1 : 0}`).join('|')
}

/** The comparison's "show different only" filter (ADR 029): its state cookie and flag. */
export const COMPARE_FILTER = { cookie: 'compareFilter', flag: 'differentOnly' } as const
