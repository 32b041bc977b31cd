/**
 * The success action of a popup (spec 000 §4 "Popups"): after a successful POST partial update
 * inside it, `close` the popup, `refresh:<ids>` named targets of the page (and close), or
 * `redirect[:<path>]` the window (to the path, else to the address of the content the answer
 * swapped in, else the page again). The trigger names it
 * (`data-popup-success`); a form marked `data-popup-success-ignore` skips it. Pure parsing here;
 * the popup runs it.
 */
import { sameOriginPath } from '../../shared/same-origin.js'

export type Success = { kind: 'close' } | { kind: 'refresh'; targets: string[] } | { kind: 'redirect'; url: string | null }

const ID = /^[A-Za-z][\w-]{0,99}$/

/** The action `value` names, or null (none, or malformed: a popup without an action stays open). */
export function parse(value: string | undefined, origin: string): Success | null {
  const raw = value?.trim() ?? ''
  if (raw === 'close') return { kind: 'close' }
  const [kind, ...rest] = raw.split(':')
  const arg = rest.join(':').trim()
  if (kind === 'refresh') {
    const targets = arg.split(/[\s,+]+/).filter(Boolean)
    return targets.length && targets.length <= 20 && targets.every((t) => ID.test(t)) ? { kind: 'refresh', targets } : null
  }
  if (kind === 'redirect') {
    if (!arg) return { kind: 'redirect', url: null }
    const path = sameOriginPath(arg, origin)
    return path ? { kind: 'redirect', url: path } : null
  }
  return null
}
