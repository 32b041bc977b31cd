/**
 * Fragments of an answer and their swap into the page: split a body into its targets'
 * HTML (one target: the body; several: the `<!--pu-targets …-->` envelope), find the element
 * for an id, replace a region (islands unmounted before, mounted after), and the request
 * parameters of a pagination fragment.
 */
import { parseMulti } from '../shared/protocol.js'
import * as islands from './islands.js'
import { PartialUpdateError } from './messages.js'
import { datasetValue, type Dataset } from './settings.js'

/** Target id → HTML. Several targets need the envelope, else the spec's unparseable error. */
export function split(body: string, targets: string[]): Map<string, string> {
  if (targets.length === 1) return new Map([[targets[0]!, body]])
  const parts = parseMulti(body)
  if (!parts) throw new PartialUpdateError('unparseable')
  return parts
}

/** The element with `id` in any of the HTML parts (a part's root or inside it), or null. */
export function find(parts: Iterable<string>, id: string): Element | null {
  for (const html of parts) {
    const template = document.createElement('template')
    template.innerHTML = html
    const found = template.content.getElementById(id)
    if (found) return found
  }
  return null
}

/** An empty element standing in for a region the answer lacked. */
export function placeholder(old: Element): Element {
  const empty = document.createElement(old.localName)
  empty.id = old.id
  return empty
}

/** Replaces `old` with `next`; islands in `old` are unmounted first unless told otherwise. */
export function swap(old: Element, next: Element, removeWidgets = true): Element {
  if (removeWidgets) islands.unmount(old)
  const adopted = document.adoptNode(next)
  old.replaceWith(adopted)
  void islands.mount(adopted)
  return adopted
}

/**
 * A pagination fragment (spec 000 §3): with loaded pages, page size, page number and the three
 * parameter names all present, one request fetches every loaded page: page size × loaded
 * pages, page number − loaded pages + 1. Null when anything is missing. Both prefixes work
 * (`data-pu-page-size`, `data-partial-update-page-size`).
 */
export function paginationParams(d: Dataset): Record<string, string> | null {
  const get = (name: string) => datasetValue(d, name)
  const [loaded, size, page] = ['loadedPages', 'pageSize', 'pageNumber'].map((n) => Number(get(n))) as [number, number, number]
  const [sizeParam, pageParam, loadedParam] = ['pageSizeParam', 'pageNumberParam', 'loadedPagesParam'].map(get)
  if (!sizeParam || !pageParam || !loadedParam) return null
  if (![loaded, size, page].every((n) => Number.isInteger(n) && n > 0)) return null
  return { [sizeParam]: String(size * loaded), [pageParam]: String(Math.max(1, page - loaded + 1)) }
}
