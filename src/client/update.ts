/**
 * The update executor (spec 000 §4, §7, §8; docs/protocol.md "Stages"): asks a URL for the
 * request target and acts on the answer, in named stages around one decoded answer:
 *
 * 1. `prepare`: settings, targets (each must exist), the changed-form check;
 * 2. `build` (request.ts): address, method, body, headers, once, before `pu:update:start`;
 * 3. `transmit` (network.ts), between `pu:update:request` and the answer;
 * 4. `decode` (answer.ts): status, every protocol header, the rendered targets and their HTML;
 * 5. act: the first of `outcomes` that takes the answer (navigate, refuse an error, reload),
 *    else `swap` (swap.ts: a strategy per region) and `settle` (history, title, alternate,
 *    focus, announcement, scroll);
 * 6. `finish`: the command, the saved form, the pushed events, `pu:update:complete`.
 *
 * Resolves true when done, false when cancelled or aborted; rejects with the reported error.
 */
import { MAIN_TARGET } from '../shared/protocol.js'
import * as alternate from './alternate.js'
import * as actions from './actions.js'
import { decode, type Answer } from './answer.js'
import { config } from './config.js'
import * as events from './events.js'
import * as focus from './focus.js'
import * as form from './form.js'
import * as history from './history.js'
import { PartialUpdateError, report, type ErrorKey } from './messages.js'
import * as network from './network.js'
import * as paging from './paging.js'
import * as reload from './reload.js'
import { build, type Origin, type Outgoing } from './request.js'
import * as scroll from './scroll.js'
import { merge, withArea, type Settings } from './settings.js'
import * as swap from './swap.js'

/** One update under way: what its stages share. */
interface Job {
  s: Settings
  origin: Origin
  /** The containers swapped, and those asked for (`X-PU-Target`). */
  target: string[]
  requestTarget: string[]
  elements: HTMLElement[]
  request: Outgoing
  /** Where `pu:update:complete` goes: the first target, then the first swapped region. */
  anchor: Element
}

/**
 * A way to act on an answer other than swapping it: the update's result when it takes the
 * answer, undefined to leave it to the next. A new kind of answer is one more entry.
 */
type Outcome = (job: Job, answer: Answer) => Promise<boolean> | undefined

/** `status`: the answer's HTTP status (0 without one), so a popup tells a 422 form from a success. */
const complete = (job: Job, hasError: boolean, status = 0) =>
  events.emit(job.anchor.isConnected ? job.anchor : document, events.names.complete, { url: job.request.url.href, hasError, status })

/** Ends the update with `error` (already reported). */
function failed(job: Job, error: unknown): Promise<never> {
  complete(job, true)
  return Promise.reject(error)
}

const fail = (job: Job, key: ErrorKey, values: Record<string, string> = {}) => failed(job, report(new PartialUpdateError(key, values), job.s.onError))

/** The content's address: `X-PU-Url`, else the address asked. */
const contentUrl = (job: Job, answer: Answer) => answer.url ?? job.request.url.pathname + job.request.url.search

/** `X-PU-Location`: the whole window goes there. */
const navigate: Outcome = (job, answer) => {
  if (!answer.location) return
  location.assign(answer.location.href)
  complete(job, false)
  return Promise.resolve(true)
}

/** A status other than 200 (or a 200 flagged as an error) swaps nothing; a 422 is a form with its messages. */
const refuse: Outcome = (job, answer) => {
  if ((answer.status === 200 && !answer.error) || answer.status === 422) return
  return fail(job, 'httpStatus', { status: String(answer.status) })
}

/** `X-PU-Reload`: frame parts and the main region are reloaded by updates of their own (reload.ts). */
const reloading: Outcome = (job, answer) => {
  if (!answer.reload) return
  const target = [...answer.reload.frame, ...(answer.reload.page ? [MAIN_TARGET] : [])]
  return reload.run(answer.reload, (url, s) => update(url, { ...s, onError: job.s.onError })).then(
    (done) => finish(job, answer, target, null).then((ok) => ok && done),
    (error) => failed(job, error),
  )
}

const outcomes: Outcome[] = [navigate, refuse, reloading]

/** Swaps the answer into the targets (or the main region, when the server fell back to it). */
function swapStage(job: Job, answer: Answer): Promise<boolean> {
  if (!answer.body.trim()) return fail(job, 'httpStatus', { status: String(answer.status) })
  if (!answer.parts) return fail(job, 'unparseable')
  const { s, origin, requestTarget } = job
  const fellBack = answer.target.length === 1 && answer.target[0] === MAIN_TARGET && !requestTarget.includes(MAIN_TARGET)
  const ids = fellBack ? [MAIN_TARGET] : job.target
  const url = contentUrl(job, answer)
  const olds = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => !!el)
  const focused = focus.capture(olds, origin.progress !== false)
  const result = swap.regions(olds, answer.parts, url, answer.params, s)
  if (result.regions[0]) settle(job, answer, ids, url, result, focused)
  return finish(job, answer, ids, result.error)
}

/** After a swap: history and title, the language switch, focus, the announcement, scrolling. */
function settle(job: Job, answer: Answer, ids: string[], url: string, { regions, added }: swap.Result, focused: focus.Focused | null): void {
  const { s, origin } = job
  const region = regions[0]!
  job.anchor = region
  if (s.alterHistory) {
    // After an append the address names every page shown, so a reload or a return shows them all.
    const shown = added ? paging.address(url, paging.holder(region)?.dataset ?? {}) : url
    const pu = { requestTarget: job.requestTarget.join(','), target: ids.join(','), url: history.clean(shown) }
    const to = history.addressFor(shown, pu) + job.request.url.hash
    if (s.alterHistory === 'replace') history.replace(pu, to)
    else history.push(pu, to)
    if (answer.title) document.title = answer.title + (/ \| [^|]*$/.exec(document.title)?.[0] ?? '')
  }
  // The page changed: the language switch follows it to the same page in the other language.
  if ((s.alterHistory || origin.restore) && answer.alternate) alternate.follow(answer.alternate)
  if (added && focused) focus.enter(added)
  else focus.restore(focused, regions, s.persistFocus !== false)
  focus.announce(answer.announce || answer.title || focus.nameOf(region))
  const y = origin.restore?.scrollY
  if (y !== undefined) scroll.jump(y)
  else if (s.scroll && added) scroll.to(added, s.scrollOffset, s.scrollDuration)
  else if (s.scroll) scroll.reveal(region, job.request.url.hash, s.scrollOffset, s.scrollDuration)
}

/** The command (unless something failed), the saved form's flag, the pushed events, complete. */
function finish(job: Job, answer: Answer, target: string[], error: PartialUpdateError | null): Promise<boolean> {
  const { s, origin } = job
  if (!error && s.command) {
    try {
      actions.run(s.command, { url: contentUrl(job, answer), target })
    } catch (err) {
      error = report(err as PartialUpdateError, s.onError)
    }
  }
  if (error) return failed(job, error)
  // A submit saved its own form's changes.
  if (origin.submit && origin.form && answer.status === 200) form.clearChanged(origin.form)
  events.dispatchPushed(answer.events)
  complete(job, false, answer.status)
  return Promise.resolve(true)
}

/** Sends the request; null when it was aborted (complete already dispatched). */
async function transmit(job: Job): Promise<network.Sent | null> {
  const { s, origin, elements, request } = job
  try {
    const options = { targets: elements, timeout: s.timeout ?? config.timeout, progress: origin.progress !== false }
    return await network.send(request.url.href, request.init, options)
  } catch (err) {
    const e = err instanceof network.RequestFailed ? err : new network.RequestFailed('error', String(err))
    if (e.reason === 'aborted') {
      complete(job, false)
      return null
    }
    return fail(job, 'requestFailed', { status: '0', textStatus: e.reason === 'timeout' ? 'timeout' : 'error', error: e.message })
  }
}

/** Settings and targets of a job; the reported error when a target is missing; false when a changed form stopped it. */
function prepare(url: string | undefined, given: Settings, origin: Origin): Omit<Job, 'request' | 'anchor'> | PartialUpdateError | false {
  const s = withArea(merge(given, { url }))
  const target = s.target?.length ? s.target : s.requestTarget?.length ? s.requestTarget : [MAIN_TARGET]
  const requestTarget = s.requestTarget?.length ? s.requestTarget : target
  const elements: HTMLElement[] = []
  for (const id of target) {
    const el = document.getElementById(id)
    if (!el) return report(new PartialUpdateError('containerMissing', { id }), s.onError)
    elements.push(el)
  }
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
  return { s, origin, target, requestTarget, elements }
}

/** The executor: see the stages above. */
export async function update(url?: string, given: Settings = {}, origin: Origin = {}): Promise<boolean> {
  const prepared = prepare(url, given, origin)
  if (prepared instanceof Error) return Promise.reject(prepared)
  if (!prepared) return false
  const { s, requestTarget, elements } = prepared
  const first = elements[0]!
  const request = build(s, origin, s.url ?? history.clean(location.href), first, requestTarget)
  const job: Job = { ...prepared, request, anchor: first }
  const detail = { url: request.url.href, settings: s, direction: origin.restore?.direction }
  if (!events.emit(first, events.names.start, detail, true)) return false
  events.emit(first, events.names.request, detail)
  const sent = await transmit(job)
  if (!sent) return false
  const answer = decode(sent, requestTarget)
  for (const outcome of outcomes) {
    const result = outcome(job, answer)
    if (result) return result
  }
  return swapStage(job, answer)
}
