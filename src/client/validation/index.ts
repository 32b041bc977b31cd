/**
 * The live-validation runtime (spec 000 §4, §5, §8, §9; ADR 031). Delegated listeners
 * on the document, so forms swapped in later need nothing; state per form in a WeakMap.
 *
 * - Triggers: blur of text-like inputs, selects and textareas; change of file inputs, selects
 *   and radios; click of checkboxes. Skipped when the value is what was last validated, except
 *   on the first visit and for an unchecked checkbox or radio.
 * - At least 1000 ms between calls: what comes in between waits and goes in one batch.
 * - Answers mark each field `error` / `warning` / `ok`, put the server's messages beside it
 *   (`aria-describedby`, `aria-invalid`) and announce them in the polite live region.
 * - Error 01 restarts the handshake, 02 retries after 200 ms, 04 drops the context and refreshes
 *   the page entirely, after which what the visitor had typed (never a password, a file or a
 *   hidden field) is put back and the field they were in has focus again; a 04 again right
 *   after such a refresh only drops the context (no refresh loop). Anything else and network
 *   failures run the failure callback (the `validation:failed` event with code 500) and let the
 *   submit go ahead.
 * - Submit: validated first, sent when no field has errors or nothing is required; postponed
 *   300 ms while a call runs; with `data-live-validation-prevent-submit` blocked at once while
 *   errors are shown, focus (and scroll, if above the viewport) on the first such field.
 */
import { announce } from '../focus.js'
import { errorCodeOf, LV_FIELDS, LV_TIMING, validationPath, type LvAnswer, type LvWidget } from '../../shared/live-validation.js'

interface State {
  form: HTMLFormElement
  contextId: string
  visited: Set<string>
  /** Values as last validated, by field name. */
  last: Map<string, string>
  pending: Set<string>
  lastCallAt: number
  timer: ReturnType<typeof setTimeout> | null
  inFlight: boolean
  errors: Set<string>
  requires: string[] | null
  /** The form state was released on the server (04): no more calls, the submit goes ahead. */
  released: boolean
  /** The last call failed (network, unknown error): the submit goes ahead. */
  failed: boolean
  /** A submit waits for the call of all fields. */
  submitting: { submitter: HTMLElement | null } | null
}

const states = new WeakMap<HTMLFormElement, State>()
/** Forms whose next submit event is ours, after validation: it passes. */
const allowed = new WeakSet<HTMLFormElement>()
const STATES = ['error', 'warning', 'ok'] as const

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const isField = (el: EventTarget | null): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement

const liveForm = (field: Field): HTMLFormElement | null => {
  const form = field.form
  return form?.hasAttribute('data-live-validation') ? form : null
}

function stateOf(form: HTMLFormElement): State {
  let s = states.get(form)
  if (!s) {
    s = { form, contextId: '', visited: new Set(), last: new Map(), pending: new Set(), lastCallAt: -Infinity, timer: null, inFlight: false, errors: new Set(), requires: null, released: false, failed: false, submitting: null }
    states.set(form, s)
  }
  return s
}

/** What a field holds as the server sees it: checked values of a group, file names, else the value. */
function valueOf(form: HTMLFormElement, name: string): string {
  const values: string[] = []
  for (const el of Array.from(form.elements)) {
    if (!isField(el) || el.name !== name) continue
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked) values.push(el.value)
    } else if (el instanceof HTMLInputElement && el.type === 'file') values.push(...Array.from(el.files ?? []).map((f) => f.name))
    else values.push(el.value)
  }
  return values.join('\n')
}

const fieldsNamed = (form: HTMLFormElement, name: string) => Array.from(form.elements).filter((el): el is Field => isField(el) && el.name === name)

/** Names of the fields a person fills in (not hidden ones, not buttons). */
const fieldNames = (form: HTMLFormElement) => [
  ...new Set(
    Array.from(form.elements)
      .filter((el): el is Field => isField(el) && el.name !== '' && !(el instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'reset', 'image'].includes(el.type)))
      .map((el) => el.name),
  ),
]

function consider(field: Field): void {
  const form = liveForm(field)
  if (!form || !field.name) return
  const s = stateOf(form)
  if (s.released) return
  const value = valueOf(form, field.name)
  const first = !s.visited.has(field.name)
  s.visited.add(field.name)
  for (const f of fieldsNamed(form, field.name)) f.dataset.lvVisited = ''
  const unchecked = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') && !field.checked
  if (!first && !unchecked && s.last.get(field.name) === value) return
  s.pending.add(field.name)
  schedule(s)
}

function schedule(s: State): void {
  if (s.inFlight || s.timer !== null || s.pending.size === 0) return
  const wait = s.lastCallAt + LV_TIMING.minInterval - Date.now()
  if (wait <= 0) flush(s)
  else s.timer = setTimeout(() => {
    s.timer = null
    flush(s)
  }, wait)
}

function flush(s: State): void {
  const names = [...s.pending]
  s.pending.clear()
  if (names.length) void call(s, names)
}

function failed(s: State, code: number, detail?: unknown): void {
  s.failed = true
  s.form.dispatchEvent(new CustomEvent('validation:failed', { bubbles: true, detail: { code, error: detail } }))
}

async function call(s: State, names: string[], restarted = false): Promise<void> {
  s.inFlight = true
  s.lastCallAt = Date.now()
  const sent = new Map(names.map((n) => [n, valueOf(s.form, n)]))
  const body = new URLSearchParams()
  for (const [name, value] of new FormData(s.form)) body.append(name, typeof value === 'string' ? value : value.name)
  body.set(LV_FIELDS.contextId, s.contextId)
  body.set(LV_FIELDS.widgets, names.join(';'))
  body.set(LV_FIELDS.form, s.form.getAttribute('data-live-validation') ?? s.form.id)
  body.set(LV_FIELDS.layoutContext, document.documentElement.dataset.layoutContext ?? '')
  let retryIn: number | null = null
  try {
    const res = await fetch(validationPath(location.pathname), {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
    const answer = (await res.json()) as LvAnswer
    if (!answer.error && answer.data) {
      s.failed = false
      s.contextId = answer.data.validationContextId
      s.requires = answer.data.requires
      for (const [name, value] of sent) s.last.set(name, value)
      const texts = answer.data.widgets.map((w) => apply(s, w)).filter(Boolean)
      if (texts.length) announce(texts.join(' '))
    } else {
      const code = errorCodeOf(answer.errorMessage)
      if (code === '01' && !restarted) {
        s.contextId = ''
        s.inFlight = false
        return await call(s, names, true)
      }
      if (code === '02') retryIn = LV_TIMING.parallelRetry
      else if (code === '04') {
        if (refresh(s)) return
        release(s)
      }
      else failed(s, 500, answer.errorMessage)
    }
  } catch (error) {
    console.warn('Live validation failed', error)
    failed(s, 0, error)
  }
  if (retryIn !== null) {
    setTimeout(() => void call(s, names, restarted), retryIn)
    return
  }
  s.inFlight = false
  if (s.submitting) decide(s)
  else schedule(s)
}

/** sessionStorage: a form's values kept across the refresh error 04 asks for, per page and form. */
const KEPT_PREFIX = 'qfLvKept:'
const keptKey = (form: HTMLFormElement) => `${KEPT_PREFIX}${location.pathname}${location.search}#${form.getAttribute('data-live-validation') ?? form.id}`
/** Forms filled in again after a refresh: another 04 only drops the context. */
const restored = new WeakSet<HTMLFormElement>()
const NOT_KEPT = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image'])

interface Kept {
  /** [name, value] of each field in document order; a checkbox or radio only when checked. */
  values: [string, string][]
  focus: string | null
}

/** Keeps what the visitor typed and refreshes the page (spec 000 §8, error 04); false when it cannot. */
function refresh(s: State): boolean {
  if (restored.has(s.form)) return false
  const kept: Kept = { values: [], focus: null }
  for (const el of Array.from(s.form.elements)) {
    if (!isField(el) || !el.name || (el instanceof HTMLInputElement && NOT_KEPT.has(el.type))) continue
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') && !el.checked) continue
    kept.values.push([el.name, el.value])
  }
  const active = document.activeElement
  if (isField(active) && active.form === s.form) kept.focus = active.name
  try {
    sessionStorage.setItem(keptKey(s.form), JSON.stringify(kept))
  } catch {
    return false
  }
  s.released = true
  s.pending.clear()
  location.reload()
  return true
}

/** After the refresh: the kept values back in their fields, the kept focus back. */
function restore(form: HTMLFormElement): void {
  let kept: Kept
  try {
    const raw = sessionStorage.getItem(keptKey(form))
    if (raw === null) return
    sessionStorage.removeItem(keptKey(form))
    kept = JSON.parse(raw) as Kept
    if (!Array.isArray(kept.values)) return
  } catch {
    return
  }
  restored.add(form)
  const byName = new Map<string, string[]>()
  for (const entry of kept.values) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') continue
    byName.set(entry[0], [...(byName.get(entry[0]) ?? []), entry[1]])
  }
  for (const [name, values] of byName) {
    const fields = fieldsNamed(form, name).filter((f) => !(f instanceof HTMLInputElement && NOT_KEPT.has(f.type)))
    const choices = fields.filter((f): f is HTMLInputElement => f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio'))
    if (choices.length) for (const f of choices) f.checked = values.includes(f.value)
    else fields.forEach((f, i) => {
      if (i < values.length) f.value = values[i]!
    })
  }
  const focus = kept.focus ? fieldsNamed(form, kept.focus)[0] : undefined
  focus?.focus()
}

function release(s: State): void {
  s.released = true
  s.contextId = ''
  s.pending.clear()
  const text = s.form.getAttribute('data-live-validation-released')
  if (!text) return
  let notice = s.form.querySelector<HTMLElement>('.form__released')
  if (!notice) {
    notice = document.createElement('p')
    notice.className = 'form__released notice'
    notice.setAttribute('role', 'alert')
    s.form.prepend(notice)
  }
  notice.textContent = text
}

/** Shows one widget's answer on its field; returns the text to announce ('' when none). */
function apply(s: State, widget: LvWidget): string {
  const fields = fieldsNamed(s.form, widget.widgetInputName)
  const field = fields[0]
  if (!field) {
    // A field a partial update took away (the address when pick-up is chosen) holds no error.
    s.errors.delete(widget.widgetInputName)
    return ''
  }
  const state = widget.hasErrors ? 'error' : widget.messages.some((m) => m.type === 'warning') ? 'warning' : 'ok'
  if (widget.hasErrors) s.errors.add(widget.widgetInputName)
  else s.errors.delete(widget.widgetInputName)
  const shown = widget.messages.filter((m) => m.score === undefined)
  const id = widget.widgetMessageId
  // The server-rendered message of a refused submission gives way to the live one.
  const rendered = field.id ? document.getElementById(`${field.id}-error`) : null
  rendered?.remove()
  let message = document.getElementById(id)
  for (const f of fields) {
    f.classList.remove(...STATES)
    f.classList.add(state)
    if (widget.hasErrors) f.setAttribute('aria-invalid', 'true')
    else f.removeAttribute('aria-invalid')
    const described = new Set((f.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean))
    if (rendered) described.delete(rendered.id)
    if (shown.length) described.add(id)
    else described.delete(id)
    if (described.size) f.setAttribute('aria-describedby', [...described].join(' '))
    else f.removeAttribute('aria-describedby')
  }
  if (shown.length) {
    if (!message) {
      message = document.createElement('p')
      message.id = id
      const last = fields[fields.length - 1]!
      const anchor = last.closest('label') && last.closest('label') !== last.closest('.form__field') ? last.closest('label')! : last
      anchor.after(message)
    }
    message.className = `form__message form__message--${state}`
    message.textContent = shown.map((m) => m.text).join(' ')
  } else message?.remove()
  const strength = Object.values(widget.keyedMessages).find((m) => m.score !== undefined)
  if (strength) meter(s.form, widget.widgetInputName, strength.score!, strength.text)
  return shown.map((m) => m.text).join(' ')
}

function meter(form: HTMLFormElement, name: string, score: number, text: string): void {
  const box = form.querySelector<HTMLElement>(`[data-password-meter="${CSS.escape(name)}"]`)
  if (!box) return
  const bar = box.querySelector('meter')
  if (bar) {
    bar.value = score
    bar.setAttribute('aria-valuetext', text)
  }
  box.dataset.score = String(score)
  const label = box.querySelector('.password-meter__text')
  if (label) label.textContent = text
}

function firstError(s: State): Field | null {
  return Array.from(s.form.elements).find((el): el is Field => isField(el) && el.classList.contains('error')) ?? null
}

function focusFirstError(s: State): void {
  const field = firstError(s)
  if (!field) return
  const above = field.getBoundingClientRect().top < 0
  if (above) field.scrollIntoView({ block: 'center' })
  field.focus({ preventScroll: above })
}

/** Forgets the errors of fields no longer in the form: a partial update may have taken them away. */
function prune(s: State): void {
  for (const name of s.errors) if (fieldsNamed(s.form, name).length === 0) s.errors.delete(name)
}

/** After the submit's call: send the form, or keep it and say why. */
function decide(s: State): void {
  const pending = s.submitting
  s.submitting = null
  if (!pending) return
  prune(s)
  if (s.failed || s.released || s.errors.size === 0 || (s.requires !== null && s.requires.length === 0)) return submit(s.form, pending.submitter)
  const text = s.form.getAttribute('data-live-validation-errors')
  if (text) announce(text)
  if (s.form.hasAttribute('data-live-validation-prevent-submit')) focusFirstError(s)
}

function submit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  allowed.add(form)
  form.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null)
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-live-validation')) return
  if (allowed.has(form)) {
    allowed.delete(form)
    return
  }
  const s = stateOf(form)
  // Without a usable server the submit handler validates alone (it does anyway).
  if (s.released || s.failed) return
  event.preventDefault()
  event.stopImmediatePropagation()
  const submitter = event.submitter instanceof HTMLElement ? event.submitter : null
  if (s.inFlight || s.timer !== null || s.submitting) {
    // The retry is a submit like the first: it is validated again.
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null
    setTimeout(() => form.requestSubmit(button), LV_TIMING.postponedSubmit)
    return
  }
  prune(s)
  if (form.hasAttribute('data-live-validation-prevent-submit') && s.errors.size > 0) {
    const text = form.getAttribute('data-live-validation-errors')
    if (text) announce(text)
    focusFirstError(s)
    return
  }
  s.submitting = { submitter }
  for (const name of fieldNames(form)) s.pending.add(name)
  schedule(s)
}

const TEXT_LIKE = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden', 'range', 'color'])

let installed = false

export function start(): void {
  if (installed) return
  installed = true
  document.addEventListener('focusout', (event) => {
    const el = event.target
    if (el instanceof HTMLInputElement && !TEXT_LIKE.has(el.type)) consider(el)
    else if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) consider(el)
  })
  document.addEventListener('change', (event) => {
    const el = event.target
    if (el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && (el.type === 'file' || el.type === 'radio'))) consider(el)
  })
  document.addEventListener('click', (event) => {
    const el = event.target
    if (el instanceof HTMLInputElement && el.type === 'checkbox') consider(el)
  })
  document.addEventListener('submit', onSubmit, true)
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-live-validation]')) restore(form)
}
