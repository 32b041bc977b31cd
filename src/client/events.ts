/**
 * Lifecycle events of a partial update (docs/protocol.md "Events"): dispatched on the target
 * element and bubbling; present tense before (cancelable), past tense after. Also the two
 * events the server's pushes arrive as: UI events and process states.
 */
export const names = {
  start: 'pu:update:start',
  request: 'pu:update:request',
  replace: 'pu:contents:replace',
  replaced: 'pu:contents:replaced',
  complete: 'pu:update:complete',
  /** On document, detail `{ name }`: elements whose refreshEvent lists `name` refresh. */
  uiEvent: 'pu:ui:event',
  /** On document, detail `{ token, message, progress }`; re-dispatched on the matching elements. */
  processState: 'pu:process:state',
} as const

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
