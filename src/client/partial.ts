/**
 * Partial page updates, the browser half (spec 000 §2–§5, §7, §8; docs/protocol.md): the
 * update executor, the triggers that call it (links and forms in update containers, elements
 * with their own settings, data-driven events, UI events, process states, back/forward) and
 * the public API `window.pu`.
 *
 * Errors: each is logged with console.error and passed to the error callback (setting
 * `onError`, else `pu.config.onError`); then the promise of `pu.update` (and `refresh`,
 * `submit`) rejects with that PartialUpdateError. Triggers inside the runtime swallow the
 * rejection: it has been reported, and the page stays usable. Aborts are silent: the promise
 * resolves false.
 */
import { MAIN_TARGET, parsePushedEvents, parseTargets, requestHeaders, responseHeaders } from '../shared/protocol.js'
import * as alternate from './alternate.js'
import { config } from './config.js'
import * as events from './events.js'
import * as focus from './focus.js'
import * as form from './form.js'
import * as fragment from './fragment.js'
import * as history from './history.js'
import { PartialUpdateError, register, text, type ErrorKey } from './messages.js'
import * as network from './network.js'
import * as paging from './paging.js'
import * as scroll from './scroll.js'
import { CONTAINER_SELECTOR, hasSettings, merge, NONE_SELECTOR, readSettings, splitArea, withArea, type Settings } from './settings.js'
import * as spinner from './spinner.js'

/** How an update came about. */
interface Origin {
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
  restore?: history.Restore
}

const dataset = (el: Element) => (el as HTMLElement).dataset

function report(error: PartialUpdateError, settings: Settings): PartialUpdateError {
  console.error(error.message)
  ;(settings.onError ?? config.onError)(error)
  return error
}

const fail = (key: ErrorKey, values: Record<string, string> = {}, settings: Settings = {}) =>
  Promise.reject(report(new PartialUpdateError(key, values), settings))

/** A missing id (reported): custom elements get the web-component message, others the target one. */
const idError = (el: Element | null | undefined, settings: Settings) =>
  report(new PartialUpdateError(el?.localName.includes('-') ? 'componentWithoutId' : 'targetIdRequired', { tag: el?.localName ?? '' }), settings)

/** `url` resolved against the page, when it is an http(s) address of this origin; else (and for none) null. */
function local(url: string): URL | null {
  if (!url) return null
  try {
    const u = new URL(url, location.href)
    return u.origin === location.origin && /^https?:$/.test(u.protocol) ? u : null
  } catch {
    return null
  }
}

/**
 * Path, query and hash of a same-origin `url`; null for any other, and for a path that reads as
 * another host when used alone (`//evil.example/x`, from `/.//evil.example/x`).
 */
function sameOrigin(url: string): string | null {
  const u = local(url)
  return u && !u.pathname.startsWith('//') ? u.pathname + u.search + u.hash : null
}

const decode = (value: string | null) => {
  try {
    return decodeURIComponent(value ?? '')
  } catch {
    return ''
  }
}

/**
 * The request of an update: form fields (picked, omitted, merged with `data`), the internal
 * parameters, in the query of `address` (GET, changed in place) or the body; the headers.
 */
function requestInit(s: Settings, origin: Origin, address: URL, first: Element, requestTarget: string[]): RequestInit {
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
    if (f) address.search = ''
    for (const [name] of pairs) address.searchParams.delete(name)
    for (const [name, value] of pairs) address.searchParams.append(name, typeof value === 'string' ? value : value.name)
  } else body = form.toBody(pairs, !!f && form.isMultipart(f))
  const headers: Record<string, string> = { ...s.headers, [requestHeaders.target]: requestTarget.join(',') }
  if (s.layoutContext) headers[requestHeaders.layoutContext] = s.layoutContext
  if (s.suppressRedirect) headers[requestHeaders.suppressRedirect] = '1'
  if (origin.uiEvent) headers[requestHeaders.uiEvent] = origin.uiEvent
  const cache: RequestCache = s.clearCache ? 'reload' : s.cache === false ? 'no-store' : 'default'
  return { method, headers, body, cache }
}

/**
 * The update executor: asks `url` for the request target and swaps the answer into the
 * target. Resolves true when swapped, false when cancelled or aborted; rejects on errors.
 */
export async function update(url?: string, given: Settings = {}, origin: Origin = {}): Promise<boolean> {
  const s = withArea(merge(given, { url }))
  const target = s.target?.length ? s.target : s.requestTarget?.length ? s.requestTarget : [MAIN_TARGET]
  const requestTarget = s.requestTarget?.length ? s.requestTarget : target
  const elements: HTMLElement[] = []
  for (const id of target) {
    const el = document.getElementById(id)
    if (!el) return fail('containerMissing', { id }, s)
    elements.push(el)
  }
  const first = elements[0]!
  // A submit saves its own form's changes: only other changed forms stop it.
  const saved = origin.submit ? origin.form : null
  if (s.formsChangesDetection) {
    const changed = elements
      .flatMap((el) => [el, ...el.querySelectorAll('form')])
      .find((f) => f instanceof HTMLFormElement && f !== saved && form.isChanged(f))
    if (changed) {
      const proceed = () => update(url, { ...given, formsChangesDetection: false }, origin)
      ;(s.onFormChanged ?? config.onFormChanged)({ form: changed as HTMLFormElement, proceed })
      return false
    }
  }
  const address = new URL(s.url ?? history.clean(location.href), location.href)
  const detail = { url: address.href, settings: s, direction: origin.restore?.direction }
  if (!events.emit(first, events.names.start, detail, true)) return false

  const init = requestInit(s, origin, address, first, requestTarget)
  let anchor: Element = first
  const complete = (hasError: boolean) =>
    events.emit(anchor.isConnected ? anchor : document, events.names.complete, { url: address.href, hasError })
  const failed = (error: PartialUpdateError) => {
    complete(true)
    return Promise.reject(error)
  }

  events.emit(first, events.names.request, detail)
  let sent: network.Sent
  try {
    const options = { targets: elements, timeout: s.timeout ?? config.timeout, progress: origin.progress !== false }
    sent = await network.send(address.href, init, options)
  } catch (err) {
    const e = err instanceof network.RequestFailed ? err : new network.RequestFailed('error', String(err))
    if (e.reason === 'aborted') {
      complete(false)
      return false
    }
    const textStatus = e.reason === 'timeout' ? 'timeout' : 'error'
    return failed(report(new PartialUpdateError('requestFailed', { status: '0', textStatus, error: e.message }), s))
  }

  // The answer.
  const { response, body: html } = sent
  const header = (name: string) => response.headers.get(name)
  // The resolved, checked address: a bare path beginning with `//` would leave the site.
  const redirect = local(header(responseHeaders.location) ?? '')
  if (header(responseHeaders.location) && redirect) {
    location.assign(redirect.href)
    complete(false)
    return true
  }
  // A 422 is a form re-rendered with its messages (flagged as an error, swapped all the same).
  const swappable = (response.status === 200 && header(responseHeaders.error) !== '1') || response.status === 422
  if (!swappable || !html.trim()) return failed(report(new PartialUpdateError('httpStatus', { status: String(response.status) }), s))
  const rendered = parseTargets(header(responseHeaders.target) ?? '')
  let parts: Map<string, string>
  try {
    parts = fragment.split(html, rendered.length ? rendered : requestTarget)
  } catch (err) {
    return failed(report(err as PartialUpdateError, s))
  }
  // The server answers with the main region when the page has none of the asked ones.
  const fellBack = rendered.length === 1 && rendered[0] === MAIN_TARGET && !requestTarget.includes(MAIN_TARGET)
  const swapIds = fellBack ? [MAIN_TARGET] : target
  const contentUrl = sameOrigin(header(responseHeaders.url) ?? '') ?? address.pathname + address.search
  let params: unknown = null
  try {
    params = JSON.parse(decode(header(responseHeaders.params)))
  } catch {
    // No parameters header: the detail says null.
  }
  const olds = swapIds.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => !!el)
  const focused = focus.capture(olds, origin.progress !== false)
  let error: PartialUpdateError | null = null
  const regions: Element[] = []
  let added: Element | null = null
  for (const old of olds) {
    const id = old.id
    let next = fragment.find(parts.values(), id)
    if (!next) {
      error ??= report(new PartialUpdateError('responseMissing', { id }), s)
      next = fragment.placeholder(old)
    }
    if (!events.emit(old, events.names.replace, { url: contentUrl, target: id, html: next.outerHTML }, true)) continue
    const removeWidgets = s.removeContainerWidgetData !== false
    const swapped = s.append ? paging.append(old, next, s.append, removeWidgets) : { region: fragment.swap(old, next, removeWidgets), first: null }
    const fresh = swapped.region
    added ??= swapped.first
    regions.push(fresh)
    events.emit(fresh, events.names.replaced, { url: contentUrl, target: id, params })
  }
  const region = regions[0]
  if (region) {
    anchor = region
    const title = decode(header(responseHeaders.title))
    if (s.alterHistory) {
      // After an append the address names every page shown, so a reload or a return shows them all.
      const shown = added ? paging.address(contentUrl, paging.holder(region)?.dataset ?? {}) : contentUrl
      const pu = { requestTarget: requestTarget.join(','), target: swapIds.join(','), url: history.clean(shown) }
      const to = history.addressFor(shown, pu) + address.hash
      if (s.alterHistory === 'replace') history.replace(pu, to)
      else history.push(pu, to)
      if (title) document.title = title + (/ \| [^|]*$/.exec(document.title)?.[0] ?? '')
    }
    // The page changed: the language switch follows it to the same page in the other language.
    const other = (s.alterHistory || origin.restore) && sameOrigin(decode(header(responseHeaders.alternate)))
    if (other) alternate.follow(other)
    if (added && focused) focus.enter(added)
    else focus.restore(focused, regions, s.persistFocus !== false)
    focus.announce(title || focus.nameOf(region))
    const y = origin.restore?.scrollY
    if (y !== undefined) scroll.jump(y)
    else if (s.scroll && added) scroll.to(added, s.scrollOffset, s.scrollDuration)
    else if (s.scroll) scroll.reveal(region, address.hash, s.scrollOffset, s.scrollDuration)
  }
  if (!error && s.command) {
    try {
      events.runAction(s.command, { url: contentUrl, target: swapIds })
    } catch (err) {
      error = report(err as PartialUpdateError, s)
    }
  }
  if (error) return failed(error)
  if (saved && response.status === 200) form.clearChanged(saved)
  events.dispatchPushed(parsePushedEvents(header(responseHeaders.events)))
  complete(false)
  return true
}

/** Runs a trigger's update; its errors are already reported. */
const run = (work: () => Promise<unknown>) => void work().catch(() => {})

/**
 * Settings for a trigger: the update container's (whose empty target means itself), then each
 * element's own, then `given`. An error (reported) when no target can be named.
 */
function resolve(elements: (Element | null | undefined)[], defaults: Settings, given: Settings = {}): Settings | PartialUpdateError {
  const els = elements.filter((e): e is Element => !!e)
  const container = els[0]?.closest(CONTAINER_SELECTOR)
  const layers = [...new Set([container, ...els])].filter((e): e is Element => !!e)
  const s = merge(defaults, ...layers.map((e) => readSettings(dataset(e))), given)
  if (s.target?.length || (s.url && splitArea(s.url).area)) return s
  return container?.id ? { ...s, target: [container.id] } : idError(container, s)
}

const EXCLUDED_HREF = /^(#|javascript:|http|mailto:|\/?filebrowser\?)/i

/** Links that stay native (spec 000 §2.2), and any whose address is not an http(s) one of this origin. */
function native(link: HTMLAnchorElement): boolean {
  const href = link.getAttribute('href') ?? ''
  return (
    !!link.closest(NONE_SELECTOR) ||
    link.hasAttribute('target') ||
    link.hasAttribute('download') ||
    link.classList.contains('tree-row') ||
    EXCLUDED_HREF.test(href) ||
    !local(link.href)
  )
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null
  if (!link || native(link) || (!link.closest(CONTAINER_SELECTOR) && !hasSettings(link.dataset))) return
  event.preventDefault()
  // A link names the page it wants: the container's rememberPagination is for its refreshes.
  const s = resolve([link], { alterHistory: 'push', scroll: true }, { rememberPagination: false })
  if (!(s instanceof Error)) run(() => update(s.url ?? link.href, s))
}

function onSubmit(event: SubmitEvent): void {
  const f = event.target
  if (event.defaultPrevented || !(f instanceof HTMLFormElement)) return
  const submitter = event.submitter as HTMLButtonElement | null
  if (f.closest(NONE_SELECTOR) || submitter?.closest(NONE_SELECTOR) || f.hasAttribute('target') || submitter?.disabled) return
  if (!f.closest(CONTAINER_SELECTOR) && !hasSettings(f.dataset) && !(submitter && hasSettings(submitter.dataset))) return
  event.preventDefault()
  run(() => submitForm(f, submitter))
}

function submitForm(f: HTMLFormElement, submitter: HTMLElement | null, given: Settings = {}): Promise<boolean> {
  const method = submitter?.getAttribute('formmethod') || f.method
  const action = submitter?.getAttribute('formaction') ? (submitter as HTMLButtonElement).formAction : f.action
  const s = resolve([f, submitter], { type: method.toUpperCase(), alterHistory: 'push', scroll: true }, given)
  return s instanceof Error ? Promise.reject(s) : update(s.url ?? action, s, { form: f, submitter, submit: true })
}

function onTrigger(element: Element, type: string, source: Element): void {
  const f = (source as HTMLInputElement).form ?? source.closest('form') ?? element.closest('form')
  const s = resolve([element], { type: f?.method.toUpperCase(), alterHistory: false, scroll: false })
  const url = element instanceof HTMLAnchorElement ? element.href : (f?.action ?? location.href)
  if (!(s instanceof Error)) run(() => update(s.url ?? url, s, { form: f, eventName: type, submit: type === 'submit' }))
}

/** Refreshes an element from its own settings (UI events, process states, `pu.refresh`). */
function refresh(element: Element, origin: Origin = {}): Promise<boolean> {
  const s = readSettings(dataset(element))
  if (!element.id && !s.target?.length) return Promise.reject(idError(element, s))
  const target = s.target?.length ? s.target : [element.id]
  return update(s.url ?? history.clean(location.href), { ...s, target, alterHistory: false, scroll: false }, { progress: false, ...origin })
}

function restore(r: history.Restore): void {
  const present = r.target.every((id) => document.getElementById(id))
  run(() => update(r.url, { target: present ? r.target : [MAIN_TARGET], alterHistory: false, scroll: false }, { restore: r }))
}

const byId = (what: string | Element) => (typeof what === 'string' ? document.getElementById(what) : what)

/** The public API, also `window.pu`. */
export const api = {
  config,
  update: (url?: string, settings?: Settings) => update(url, settings),
  abort: (target: string | Element) => {
    const el = byId(target)
    if (el) network.abort(el)
  },
  refresh: (id: string) => {
    const el = document.getElementById(id)
    return el ? refresh(el) : fail('widgetMissing', { id })
  },
  /** Submits a form (or a form through its submit button) given by element or id. */
  submit: (what: string | Element, settings: Settings = {}) => {
    const el = byId(what)
    if (!el) return fail('submitMissing', { id: String(what) }, settings)
    const f = el instanceof HTMLFormElement ? el : ((el as HTMLButtonElement).form ?? el.closest('form'))
    if (!f) return fail('formMissing', {}, settings)
    return submitForm(f, el === f ? null : (el as HTMLElement), settings)
  },
  /** A native submit into the frame named `frame` (file uploads of old widgets). */
  submitToIframe: (id: string, frame: string) => {
    const el = document.getElementById(id)
    const f = el instanceof HTMLFormElement ? el : ((el as HTMLButtonElement | null)?.form ?? el?.closest('form'))
    if (!el || !f) return void fail('iframeSubmitMissing', { id }).catch(() => {})
    const before = f.getAttribute('target')
    f.target = frame
    f.requestSubmit(el === f ? null : (el as HTMLElement))
    if (before === null) f.removeAttribute('target')
    else f.target = before
  },
  dispatchUiEvent: events.dispatchUiEvent,
  processState: events.dispatchProcessState,
  isFormChanged: form.isChanged,
  clearFormChanged: form.clearChanged,
  connect: events.connect,
  messages: { text, register },
}

declare global {
  interface Window {
    pu: typeof api
    /** Set before the runtime loads to change its config at boot (e.g. `extraEventTypes`). */
    puConfig?: Partial<typeof config>
  }
}

export function init(): void {
  Object.assign(config, window.puConfig)
  window.pu = api
  spinner.init()
  form.init(onTrigger)
  history.init(restore)
  document.addEventListener('click', onClick)
  document.addEventListener('submit', onSubmit)
  events.init(refresh)
}
