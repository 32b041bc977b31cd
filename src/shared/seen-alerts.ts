/**
 * The seen-alerts cookie (spec 001 §4, §9; ADR 033), shared by the server (which renders no
 * banner for a seen alert, so it never flashes) and the alert widget (which adds the id on
 * close without a round trip). The value is alert ids joined by `|`; anything else in it is
 * ignored, so a tampered cookie can only show a banner again, never break a page.
 */
export const SEEN_ALERTS_COOKIE = 'qfSeenAlerts'

/** About five years (spec 001 §9: 1826 days). */
export const SEEN_ALERTS_DAYS = 1826

/** The newest ids are kept; older alerts have long expired by then. */
export const SEEN_ALERTS_MAX = 20

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/

export const isAlertId = (value: unknown): value is string => typeof value === 'string' && ID.test(value)

export function parseSeenAlerts(value: string | undefined): string[] {
  if (!value || value.length > 4096) return []
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return []
  }
  return [...new Set(decoded.split('|').filter(isAlertId))].slice(-SEEN_ALERTS_MAX)
}

/** `seen` plus `id` (moved to the end), at most SEEN_ALERTS_MAX, as the cookie's value. */
export function withSeenAlert(seen: readonly string[], id: string): string {
  return [...seen.filter((s) => s !== id), id].slice(-SEEN_ALERTS_MAX).join('|')
}

/** The whole Set-Cookie / document.cookie line (the widget writes it without HttpOnly, as the server does). */
export function seenAlertsCookieLine(value: string, secure: boolean): string {
  return `${SEEN_ALERTS_COOKIE}=${value}; Max-Age=${SEEN_ALERTS_DAYS * 86_400}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
