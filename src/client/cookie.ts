/**
 * Cookies that keep a visitor's view states (spec 000 §4, §9: collapsible blocks, the shop's
 * comparison filter): 7 days, path `/`. A state cookie holds named on/off flags,
 * `name:1|other:0`, so one cookie serves every block of its kind. A value that does not parse
 * whole (tampered, truncated, from an older format) is ignored, never half-trusted.
 */
import { config } from './config.js'
import { FLAG_NAME, parseFlags, withFlag } from '../shared/state-cookie.js'

export { MAX_FLAGS, parseFlags, withFlag } from '../shared/state-cookie.js'

export function read(name: string): string | null {
  for (const part of document.cookie.split('; ')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at) === name) return part.slice(at + 1)
  }
  return null
}

/** Writes `name=value` for `days` (default 7) on path `/`. */
export function write(name: string, value: string, days: number = config.stateCookieDays): void {
  document.cookie = `${name}=${value}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax`
}

export const readFlags = (name: string): Map<string, boolean> => parseFlags(read(name))

/** Sets one flag in a state cookie, keeping the others. */
export function writeFlag(name: string, key: string, on: boolean): void {
  if (FLAG_NAME.test(key)) write(name, withFlag(readFlags(name), key, on))
}
