/**
 * The multi-target envelope (docs/protocol.md "Response"): a body for several targets begins with
 * a comment listing one delimiter per target, then each target's HTML after its delimiter.
 */

/** Start of a multi-target body: `<!--pu-targets D1 D2 ...-->`, one delimiter per target. */
export const MULTI_PREFIX = '<!--pu-targets '
export const MULTI_SUFFIX = '-->'

/** The delimiter for one target; in the body it stands as a comment, `<!--pu:id:token-->`. */
export const delimiterFor = (target: string, token: string) => `pu:${target}:${token}`

const marker = (delimiter: string) => `<!--${delimiter}-->`

/** Builds a multi-target body from [target, html] pairs. */
export function serializeMulti(parts: [string, string][], token: string): string {
  const delimiters = parts.map(([t]) => delimiterFor(t, token))
  return MULTI_PREFIX + delimiters.join(' ') + MULTI_SUFFIX + parts.map(([, html], i) => marker(delimiters[i]!) + html).join('')
}

/** Parses a multi-target body; null when it does not start with the delimiter comment. */
export function parseMulti(body: string): Map<string, string> | null {
  if (!body.startsWith(MULTI_PREFIX)) return null
  const end = body.indexOf(MULTI_SUFFIX, MULTI_PREFIX.length)
  if (end < 0) return null
  const delimiters = body.slice(MULTI_PREFIX.length, end).split(' ').filter(Boolean)
  if (delimiters.length === 0) return null
  const out = new Map<string, string>()
  let rest = body.slice(end + MULTI_SUFFIX.length)
  for (let i = 0; i < delimiters.length; i++) {
    const d = delimiters[i]!
    const match = /^pu:([^:\s]+):[A-Za-z0-9]+$/.exec(d)
    if (!match || !rest.startsWith(marker(d))) return null
    const next = delimiters[i + 1]
    const stop = next ? rest.indexOf(marker(next), marker(d).length) : rest.length
    if (stop < 0) return null
    out.set(match[1]!, rest.slice(marker(d).length, stop))
    rest = rest.slice(stop)
  }
  return out
}
