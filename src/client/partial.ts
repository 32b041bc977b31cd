/**
 * Partial page updates, the browser half (spec 000 §2–§5, §7, §8; docs/protocol.md): the
 * triggers that call the update executor (update.ts) (links and forms in update containers, elements
 * with their own settings, data-driven events, UI events, process states, back/forward) and
 * the public API `window.pu`.
 *
 * Errors: each is logged with console.error and passed to the error callback (setting
 * `onError`, else `pu.config.onError`); then the promise of `pu.update` (and `refresh`,
 * `submit`) rejects with that PartialUpdateError. Triggers inside the runtime swallow the
 * rejection: it has been reported, and the page stays usable. Aborts are silent: the promise
 * resolves false.
 */
import { MAIN_TARGET, sameOriginUrl } from '../shared/protocol.js'
import * as actions from './actions.js'
import { config } from './config.js'
import * as events from './events.js'
import * as form from './form.js'
import * as history from './history.js'
import { PartialUpdateError, register, report, text, type ErrorKey } from './messages.js'
import * as network from './network.js'
import { CONTAINER_SELECTOR, hasSettings, merge, NONE_SELECTOR, readSettings, splitArea, type Settings } from './settings.js'
import * as spinner from './spinner.js'
import type { Origin } from './request.js'
import { update } from './update.js'

const dataset = (el: Element) => (el as HTMLElement).dataset

const fail = (key: ErrorKey, values: Record<string, string> = {}, settings: Settings = {}) =>
  Promise.reject(report(new PartialUpdateError(key, values), settings.onError))

/** A missing id (reported): custom elements get the web-component message, others the target one. */
const idError = (el: Element | null | undefined, settings: Settings) =>
  report(new PartialUpdateError(el?.localName.includes('-') ? 'componentWithoutId' : 'targetIdRequired', { tag: el?.localName ?? '' }), settings.onError)

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
    !sameOriginUrl(link.href, location.origin)
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
  connect: actions.connect,
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
