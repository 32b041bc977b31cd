/**
 * The request of an update, built once before its start event (so start, request and complete
 * report the same address): form fields (picked, omitted, merged with `data`) and the internal
 * parameters, in the query (GET) or the body; the method; the protocol's request headers.
 */
import { codecs, requestHeaders } from '../shared/protocol.js'
import * as form from './form.js'
import type { Restore } from './history.js'
import * as paging from './paging.js'
import type { Settings } from './settings.js'

/** How an update came about. */
export interface Origin {
  form?: HTMLFormElement | null
  /** The update submits `form`: its changes are being saved, not lost. */
  submit?: boolean
  submitter?: HTMLElement | null
  /** The DOM event type of a data-driven update, sent as `puEventName`. */
  eventName?: string
  /** The UI event of an event-driven refresh, sent as `X-PU-UI-Event`. */
  uiEvent?: string
  /** Counts toward progress (spinner); background refreshes do not. Default true. */
  progress?: boolean
  /** Back/forward: scroll position to restore. */
  restore?: Restore
}

export interface Outgoing {
  /** The address, with the query a GET sends. */
  url: URL
  init: RequestInit
}

/** The request for `requestTarget` at `address`; `first` is the first target (its pagination fragment). */
export function build(s: Settings, origin: Origin, address: string, first: Element, requestTarget: string[]): Outgoing {
  const url = new URL(address, location.href)
  const f = s.collectFormData === false ? null : (origin.form ?? null)
  const fields = form.combine(f ? form.filter(form.pairs(f, origin.submitter), s.pick, s.omit) : [], form.dataPairs(s.data), s.dataMerge)
  const internal: form.Pair[] = s.rememberPagination ? Object.entries(paging.params(first)) : []
  if (s.historyScope) internal.push(['puHistoryScope', s.historyScope])
  if (origin.eventName) internal.push(['puEventName', origin.eventName])
  if (s.cache === false) internal.push(['_', ''])
  const pairs = form.combine(fields, internal)
  const method = (s.type ?? 'GET').toUpperCase()
  let body: BodyInit | undefined
  if (method === 'GET' || method === 'HEAD') {
    // A GET form replaces the query, as the browser's own submit does.
    if (f) url.search = ''
    for (const [name] of pairs) url.searchParams.delete(name)
    for (const [name, value] of pairs) url.searchParams.append(name, typeof value === 'string' ? value : value.name)
  } else body = form.toBody(pairs, !!f && form.isMultipart(f))
  const headers: Record<string, string> = { ...s.headers, [requestHeaders.target]: codecs.target.encode(requestTarget) }
  if (s.layoutContext) headers[requestHeaders.layoutContext] = codecs.layoutContext.encode(s.layoutContext)
  if (s.suppressRedirect) headers[requestHeaders.suppressRedirect] = codecs.suppressRedirect.encode(true)
  if (origin.uiEvent) headers[requestHeaders.uiEvent] = codecs.uiEvent.encode(origin.uiEvent)
  const cache: RequestCache = s.clearCache ? 'reload' : s.cache === false ? 'no-store' : 'default'
  return { url, init: { method, headers, body, cache } }
}
