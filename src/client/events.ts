/**
 * Lifecycle events of a partial update (docs/protocol.md "Events"): dispatched on the target
 * element and bubbling; present tense before (cancelable), past tense after. Also the two
 * events the server's pushes arrive as (UI events and process states, each refreshing the
 * elements that listen for it). Web actions are actions.ts.
 */
import { eventNames, type PushedEvent } from '../shared/protocol.js'
import { attrSelector, readSettings } from './settings.js'
/** The event names live in the shared protocol module; re-exported for the runtime's modules. */
export const names = eventNames

/** Dispatches `name`; false when a listener cancelled it. */
export function emit(target: EventTarget, name: string, detail: unknown, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent(name, { bubbles: true, cancelable, detail }))
}

/** A server-pushed UI event named `name`. */
export function dispatchUiEvent(name: string): void {
  emit(document, names.uiEvent, { name })
}

/** A server-pushed process state. */
export function dispatchProcessState(token: string, message: string, progress: number): void {
  emit(document, names.processState, { token, message, progress })
}

/** Events the server pushed with an answer (`X-PU-Events`), in their order. */
export function dispatchPushed(pushed: PushedEvent[]): void {
  for (const e of pushed)
    if ('uiEvent' in e) dispatchUiEvent(e.uiEvent)
    else dispatchProcessState(e.processState.token, e.processState.message, e.processState.progress)
}

type Refresh = (element: Element, origin?: { uiEvent?: string }) => Promise<unknown>

const settingsOf = (el: Element) => readSettings((el as HTMLElement).dataset)
const quietly = (work: Promise<unknown>) => void work.catch(() => {})

/** Elements whose refreshEvent lists the UI event's name refresh, sending it as X-PU-UI-Event. */
function onUiEvent(refresh: Refresh, event: Event): void {
  const name = String((event as CustomEvent<{ name?: string }>).detail?.name ?? '')
  for (const el of document.querySelectorAll(attrSelector('refreshEvent')))
    if (settingsOf(el).refreshEvent?.includes(name)) quietly(refresh(el, { uiEvent: name }))
}

/** A process state reaches the elements with its token; progress ≥ 100 refreshes those with refreshEvent set. */
function onProcessState(refresh: Refresh, event: Event): void {
  if (event.target !== document) return
  const { token, message, progress } = (event as CustomEvent<{ token?: string; message?: string; progress?: number }>).detail ?? {}
  for (const el of document.querySelectorAll(attrSelector('processStateToken'))) {
    const s = settingsOf(el)
    if (s.processStateToken !== token) continue
    emit(el, names.processState, { message, progress })
    if (Number(progress) >= 100 && s.refreshEvent?.length) quietly(refresh(el))
  }
}

export function init(refresh: Refresh): void {
  document.addEventListener(names.uiEvent, (e) => onUiEvent(refresh, e))
  document.addEventListener(names.processState, (e) => onProcessState(refresh, e))
}
