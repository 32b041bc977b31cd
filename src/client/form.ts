/**
 * Forms in partial updates (spec 000 §3, §4, §5): the fields as name/value pairs (plus
 * `formId`; `frm.`-prefixed names are sent as they are), multipart only when a file input lies
 * outside the upload widget or the form asks for it, the changed-form flag, and data-driven
 * triggers: elements with `data-pu-event="change debounce …"` update on those events, text
 * fields only when their value changed, nameless fields never.
 */
import { config } from './config.js'
import { attrSelector, datasetValue, list, type Data } from './settings.js'

export type Pair = [name: string, value: string | File]

export const UPLOAD_WIDGET = '.upload-widget,[data-upload-widget]'
export const NO_FILE_UPLOAD = attrSelector('noFileUpload')
export const IGNORE_CHANGES = attrSelector('ignoreChanges')
const TRIGGER = attrSelector('event', 'eventName')

/** The form's fields as pairs; files of the upload widget are left to the widget. */
export function pairs(form: HTMLFormElement, submitter?: HTMLElement | null): Pair[] {
  const data = new FormData(form, submitter ?? null)
  for (const input of form.querySelectorAll<HTMLInputElement>(`input[type=file][name]`))
    if (input.closest(UPLOAD_WIDGET)) data.delete(input.name)
  const out = [...data] as Pair[]
  if (form.id && !data.has('formId')) out.push(['formId', form.id])
  return out
}

export function isMultipart(form: HTMLFormElement): boolean {
  if (form.matches(NO_FILE_UPLOAD)) return false
  if (form.getAttribute('enctype')?.toLowerCase() === 'multipart/form-data') return true
  return [...form.querySelectorAll('input[type=file]')].some((input) => !input.closest(UPLOAD_WIDGET))
}

/** The pairs whose names `pick` lists (when given) and `omit` does not. */
export function filter(all: Pair[], pick?: string[], omit?: string[]): Pair[] {
  return all.filter(([name]) => (!pick || pick.includes(name)) && !omit?.includes(name))
}

/** The `data` setting as pairs: a query string or an object (arrays give repeated names). */
export function dataPairs(data: Data | undefined): Pair[] {
  if (data === undefined) return []
  if (typeof data === 'string') return [...new URLSearchParams(data)]
  return Object.entries(data).flatMap(([name, v]) => (Array.isArray(v) ? v : [v]).map((x): Pair => [name, String(x)]))
}

/** `extra` replaces the fields of the same names (merge), or all fields (no merge). */
export function combine(fields: Pair[], extra: Pair[], merge = true): Pair[] {
  if (!merge && extra.length) return extra
  const names = new Set(extra.map(([n]) => n))
  return [...fields.filter(([n]) => !names.has(n)), ...extra]
}

export function toBody(all: Pair[], multipart: boolean): FormData | URLSearchParams {
  const body = multipart ? new FormData() : new URLSearchParams()
  for (const [name, value] of all) {
    if (body instanceof FormData) body.append(name, value)
    else body.append(name, typeof value === 'string' ? value : value.name)
  }
  return body
}

// Changed-form flags.
const changed = new WeakSet<HTMLFormElement>()
export const isChanged = (form: HTMLFormElement) => changed.has(form)
export const clearChanged = (form: HTMLFormElement) => void changed.delete(form)

/** Text-like fields: they trigger only when their value differs from the last one seen. */
const TEXT = /^(text|search|email|url|tel|password|number|date|datetime-local|month|week|time|color)$/
const previous = new WeakMap<Element, string>()
const isField = (el: Element): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
const isText = (el: Element): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TEXT.test(el.type))

/** Event types where an unchanged text value triggers nothing. */
const VALUE_EVENTS = new Set(['change', 'input', 'debounce', 'keyup', 'blur'])

/** The element whose settings an event of `type` on `from` triggers, or null. */
export function triggerFor(from: Element, type: string): Element | null {
  const el = from.closest(TRIGGER)
  if (!el) return null
  const types = list(datasetValue((el as HTMLElement).dataset, 'event', 'eventName') ?? '')
  return types.includes(type) ? el : null
}

/** Has the field's value changed since the last trigger? Records the new value. */
function valueChanged(field: HTMLInputElement | HTMLTextAreaElement): boolean {
  const before = previous.get(field) ?? field.defaultValue
  previous.set(field, field.value)
  return field.value !== before
}

const debounces = new WeakMap<Element, ReturnType<typeof setTimeout>>()
const domType = (type: string) => (type === 'debounce' ? 'input' : type === 'selectionChange' ? 'selectionchange' : type)

/** Wires the changed-form flag and the data-driven event types; `run` performs an element's update. */
export function init(run: (element: Element, type: string, source: Element) => void): void {
  document.addEventListener('change', (event) => {
    const field = event.target
    if (field instanceof Element && isField(field) && field.form && !field.closest(IGNORE_CHANGES)) changed.add(field.form)
  })
  for (const type of new Set([...config.eventTypes, ...config.extraEventTypes])) {
    document.addEventListener(
      domType(type),
      (event) => {
        const source = event.target
        if (!(source instanceof Element)) return
        const element = triggerFor(source, type)
        if (!element) return
        if (isField(source) && !source.getAttribute('name')) return
        const fire = () => {
          if (!VALUE_EVENTS.has(type) || !isText(source) || valueChanged(source)) run(element, type, source)
        }
        if (type === 'submit' || (type === 'click' && source.closest('a[href],button,input[type=submit]'))) event.preventDefault()
        if (type !== 'debounce') return fire()
        clearTimeout(debounces.get(element))
        debounces.set(element, setTimeout(fire, config.debounce))
      },
      true,
    )
  }
}
