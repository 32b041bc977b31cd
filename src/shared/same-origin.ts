/**
 * The same-origin check of every address the protocol hands on (links the runtime takes over,
 * `X-PU-Location`, `X-PU-Url`, `X-PU-Alternate`, `returnTo`, the `page` of a reload): one
 * implementation for the server and the browser, pure (the origin is a parameter).
 */

/** Longest address accepted; Node refuses request lines over 16 KB anyway. */
export const MAX_ADDRESS = 16_000

/** Longest path `sameOriginPath` hands on (redirect targets, history entries). */
export const MAX_PATH = 2000

/** A path that cannot read as another host: `/x`, never `//host` or `/\host`. */
const PLAIN_PATH = /^\/(?![/\\])/

/**
 * `candidate` resolved against `origin`, when it is an http(s) address of that origin written as
 * a path (`/x`) or in full (`https://site/x`); null for anything else (`//host`, `/\host`, other
 * schemes or origins, relative paths, malformed or overlong values). The resolved path may still
 * begin with `//` (`/.//host`): fine for navigating to the URL, not for handing on the path.
 */
export function sameOriginUrl(candidate: string, origin: string, max = MAX_ADDRESS): URL | null {
  if (candidate.length > max) return null
  try {
    const base = new URL(origin)
    const url = new URL(candidate, base)
    if (url.origin !== base.origin || !/^https?:$/.test(url.protocol)) return null
    return PLAIN_PATH.test(candidate) || candidate.startsWith(base.origin + '/') ? url : null
  } catch {
    return null
  }
}

/**
 * A same-origin path we may send the browser to, or null. Accepts `/path` and absolute URLs
 * whose origin is `origin`; rejects `//host`, `/\\host`, other schemes and other origins.
 */
export function sameOriginPath(candidate: string, origin: string): string | null {
  const url = sameOriginUrl(candidate, origin, MAX_PATH)
  // Dot segments can make `/.//host` resolve to `//host`, which a browser reads as another site.
  const path = url && url.pathname + url.search + url.hash
  return path && PLAIN_PATH.test(path) ? path : null
}

/** Whether `href` is an http(s) address of another origin than `origin`: a link to another site. */
export function isExternal(href: string, origin: string): boolean {
  if (href.length > MAX_ADDRESS) return false
  try {
    const url = new URL(href, origin)
    return /^https?:$/.test(url.protocol) && url.origin !== new URL(origin).origin
  } catch {
    return false
  }
}
