/**
 * Requests in flight, tracked per target (spec 000 §4): a target with a request is busy
 * (`is-busy`, `aria-busy="true"`); a new request for a target aborts the one running there,
 * and aborting a target aborts the requests of the targets inside it. Aborts are silent;
 * a request that outlives its time-out fails with `timedOut`.
 */
import * as spinner from './spinner.js'

export const BUSY_CLASS = 'is-busy'

interface Active {
  targets: Element[]
  controller: AbortController
}

const active = new Set<Active>()

export interface Sent {
  response: Response
  body: string
}

/** Why a request produced no answer. */
export class RequestFailed extends Error {
  constructor(
    readonly reason: 'aborted' | 'timeout' | 'error',
    message: string,
  ) {
    super(message)
  }
}

const within = (outer: Element, inner: Element) => outer === inner || outer.contains(inner)

function setBusy(element: Element, busy: boolean): void {
  element.classList.toggle(BUSY_CLASS, busy)
  if (busy) element.setAttribute('aria-busy', 'true')
  else element.removeAttribute('aria-busy')
}

/** Aborts every request whose targets are `target` or lie inside it. */
export function abort(target: Element): void {
  for (const request of [...active]) if (request.targets.some((t) => within(target, t))) request.controller.abort()
}

export function isBusy(target: Element): boolean {
  return [...active].some((r) => r.targets.includes(target))
}

export interface Options {
  targets: Element[]
  timeout: number
  /** Counts toward progress: shows the spinner. */
  progress: boolean
}

/** Fetches `url` for `targets`, body included; rejects with RequestFailed. */
export async function send(url: string, init: RequestInit, { targets, timeout, progress }: Options): Promise<Sent> {
  for (const target of targets) abort(target)
  const request: Active = { targets, controller: new AbortController() }
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    request.controller.abort()
  }, timeout)
  active.add(request)
  for (const t of targets) setBusy(t, true)
  if (progress) spinner.start()
  try {
    const response = await fetch(url, { ...init, signal: request.controller.signal, credentials: 'same-origin' })
    return { response, body: await response.text() }
  } catch (err) {
    if (timedOut) throw new RequestFailed('timeout', 'timeout')
    if (request.controller.signal.aborted) throw new RequestFailed('aborted', 'abort')
    throw new RequestFailed('error', err instanceof Error ? err.message : String(err))
  } finally {
    clearTimeout(timer)
    active.delete(request)
    for (const t of targets) if (!isBusy(t)) setBusy(t, false)
    if (progress) spinner.stop()
  }
}
