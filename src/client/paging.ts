/**
 * List paging (spec 001 §4, docs/protocol.md "Appending"): with the `append` setting, an update
 * adds the items of the answer's list (the element the setting's selector names) after those
 * shown instead of replacing them; the rest of the region (pagination, "show more") is the
 * answer's. The region's pagination fragment (spec 000 §3) then counts every page shown, and
 * `address` names them all, so a reload, a return or a refresh shows the same list.
 */
import * as fragment from './fragment.js'
import * as islands from './islands.js'
import { attrSelector, datasetKey, type Dataset } from './settings.js'

const HOLDER = attrSelector('pageSizeParam')

/** The pagination fragment's element: the region itself or inside it. */
export const holder = (region: Element): HTMLElement | null =>
  region.matches(HOLDER) ? (region as HTMLElement) : region.querySelector<HTMLElement>(HOLDER)

/** The query parameters asking for every page the region shows (rememberPagination); none without a fragment. */
export const params = (region: Element): Record<string, string> => {
  const h = holder(region)
  return (h && fragment.paginationParams(h.dataset)) ?? {}
}

/** The dataset key of the loaded pages in `d`: the short prefix's, unless only the long one is there. */
const loadedKey = (d: Dataset) => datasetKey(d, 'loadedPages')

const count = (d: Dataset) => {
  const n = Number(d[loadedKey(d)])
  return Number.isInteger(n) && n > 0 ? n : 0
}

/**
 * The fragment of the answer, `added`, once it follows the pages `shown`: the loaded pages add
 * up; its page number is already the last one. Empty when either count is missing.
 */
export function appended(shown: Dataset, added: Dataset): Dataset {
  const [was, now] = [count(shown), count(added)]
  return was && now ? { [loadedKey(added)]: String(was + now) } : {}
}

/** `url` (path and query) asking for every page the fragment `d` holds; `url` itself without a complete fragment. */
export function address(url: string, d: Dataset): string {
  const wanted = fragment.paginationParams(d)
  if (!wanted) return url
  const u = new URL(url, 'http://origin.invalid')
  for (const [name, value] of Object.entries(wanted)) u.searchParams.set(name, value)
  return u.pathname + u.search + u.hash
}

/**
 * Replaces `old` with `next`, whose list (`selector`) first receives the items of `old`'s list.
 * `first` is the first added item; null when either list is missing (a plain swap then).
 */
export function append(old: Element, next: Element, selector: string, removeWidgets: boolean): { region: Element; first: Element | null } {
  const listOf = (el: Element) => (el.matches(selector) ? el : el.querySelector(selector))
  const [from, to] = [listOf(old), listOf(next)]
  if (!from || !to) return { region: fragment.swap(old, next, removeWidgets), first: null }
  const first = to.firstElementChild
  const [was, now] = [holder(old), holder(next)]
  if (was && now) Object.assign(now.dataset, appended(was.dataset, now.dataset))
  if (removeWidgets) islands.unmount(old)
  // Into this document first: shown items never pass through the answer's inert one.
  document.adoptNode(next)
  to.prepend(...from.childNodes)
  return { region: fragment.swap(old, next, false), first }
}
