/**
 * The reload stage (`X-PU-Reload`, spec 000 §4 and §7 "Login"): instead of swapping an answer,
 * refresh the frame parts it names through the include route (no history change) and the main
 * region from its `page` (history replaced when that is the current address, else pushed), both
 * at once; then focus its `focus` element and announce its `announce` text.
 */
import { INCLUDE_PAGE_PARAM, includePath, MAIN_TARGET, stripInternal, type Reload } from '../shared/protocol.js'
import * as focus from './focus.js'
import type { Settings } from './settings.js'

/** Runs one update (the executor's `update`). */
export type Run = (url: string, settings: Settings) => Promise<boolean>

/** Path and query of `url` without the internal parameters. */
const address = (url: string) => {
  const u = stripInternal(new URL(url, location.href))
  return u.pathname + u.search
}

/**
 * The include request for the frame parts of `reload` that `present` says the page has: its
 * url (`returnTo` = `current`, each flag as `name=1`) and targets; null when there are none.
 */
export function includeRequest(reload: Reload, lang: string, current: string, present: (id: string) => boolean): { url: string; target: string[] } | null {
  const target = reload.frame.filter(present)
  if (!target.length) return null
  const query = new URLSearchParams({ [INCLUDE_PAGE_PARAM]: current })
  for (const flag of reload.flags ?? []) query.append(flag, '1')
  return { url: `${includePath(lang)}?${query}`, target }
}

/** Reloads what `reload` names with `run`; true when both updates swapped, false when one was cancelled or aborted. */
export async function run(reload: Reload, update: Run): Promise<boolean> {
  const current = address(location.href)
  const include = includeRequest(reload, document.documentElement.lang, current, (id) => !!document.getElementById(id))
  const { page } = reload
  const updates = [
    page && update(page, { target: [MAIN_TARGET], alterHistory: address(page) === current ? 'replace' : 'push', scroll: true }),
    include && update(include.url, { target: include.target, alterHistory: false, scroll: false }),
  ]
  const results = await Promise.allSettled(updates)
  for (const r of results) if (r.status === 'rejected') throw r.reason
  const el = reload.focus ? document.getElementById(reload.focus) : null
  if (el) focus.on(el)
  if (reload.announce) focus.announce(reload.announce)
  return results.every((r) => r.status === 'fulfilled' && r.value !== false)
}
