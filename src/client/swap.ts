/**
 * The swap stage: each target region takes the answer's element of the same id (an empty
 * placeholder, reported, when the answer lacks it), announced by `pu:contents:replace`
 * (cancelable: that region stays) and `pu:contents:replaced`. How a region takes the new one is
 * a strategy chosen by name: `replace`, or `append` for list paging (paging.ts). A new way (a
 * popup's, say) is one more entry in `strategies`.
 */
import type { Params } from '../shared/protocol.js'
import * as events from './events.js'
import * as fragment from './fragment.js'
import { PartialUpdateError, report } from './messages.js'
import * as paging from './paging.js'
import type { Settings } from './settings.js'

export interface Swapped {
  /** The region now in the page. */
  region: Element
  /** The first item added to the shown ones (append), else null. */
  first: Element | null
}

/** Puts `next` in the place of `old`, the way its settings ask. */
export type Strategy = (old: Element, next: Element, s: Settings) => Swapped

const removeWidgets = (s: Settings) => s.removeContainerWidgetData !== false

export const strategies: Record<string, Strategy> = {
  replace: (old, next, s) => ({ region: fragment.swap(old, next, removeWidgets(s)), first: null }),
  append: (old, next, s) => paging.append(old, next, s.append!, removeWidgets(s)),
}

/** The strategy's name for settings `s`. */
export const strategyOf = (s: Settings) => (s.append ? 'append' : 'replace')

export interface Result {
  /** The swapped regions in order (cancelled ones left out). */
  regions: Element[]
  /** The first added item of the first appending region. */
  added: Element | null
  /** The first error (reported), if any. */
  error: PartialUpdateError | null
}

/** Swaps `olds` with their elements of `parts`; `url` and `params` are the content's, for the events. */
export function regions(olds: Element[], parts: Map<string, string>, url: string, params: Params | null, s: Settings): Result {
  const strategy = strategies[strategyOf(s)]!
  const out: Result = { regions: [], added: null, error: null }
  for (const old of olds) {
    const id = old.id
    let next = fragment.find(parts.values(), id)
    if (!next) {
      out.error ??= report(new PartialUpdateError('responseMissing', { id }), s.onError)
      next = fragment.placeholder(old)
    }
    if (!events.emit(old, events.names.replace, { url, target: id, html: next.outerHTML }, true)) continue
    const { region, first } = strategy(old, next, s)
    out.added ??= first
    out.regions.push(region)
    events.emit(region, events.names.replaced, { url, target: id, params })
  }
  return out
}
