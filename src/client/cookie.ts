/**
 * Cookies that keep a visitor's view states (spec 000 §4, §9: collapsible blocks, the shop's
 * comparison filter): 7 days, path `/`. A state cookie holds named on/off flags,
 * `name:1|other:0`, so one cookie serves every block of its kind. A value that does not parse
 * whole (tampered, truncated, from an older format) is ignored, never half-trusted.
 */
import { config } from './config.js'

const NAME = /^[A-Za-z0-9_-]{1,64}$/
/** Flags kept per cookie: the oldest give way, so the cookie stays far below the 4 KB limit. */
export const MAX_FLAGS = 40

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

/** The flags of a state cookie's value; empty when it is missing or does not parse whole. */
export function parseFlags(value: string | null): Map<string, boolean> {
  const flags = new Map<string, boolean>()
  if (!value) return flags
  const parts = value.split('|')
  if (parts.length > MAX_FLAGS) return flags
  for (const part of parts) {
    const [key, state, extra] = part.split(':')
    if (extra !== undefined || key === undefined || !NAME.test(key) || (state !== '0' && state !== '1')) return new Map()
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

export const readFlags = (name: string): Map<string, boolean> => parseFlags(read(name))

/** Sets one flag in a state cookie, keeping the others. */
export function writeFlag(name: string, key: string, on: boolean): void {
  if (NAME.test(key)) write(name, withFlag(readFlags(name), key, on))
}
