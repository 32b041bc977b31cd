/**
 * Messages of the partial-update layer. The error texts are spec 000 §8's, word for word
 * (including their grammar): pages, tests and people search for them. `text()` is the client
 * message lookup of spec 000 §3: a key (with an optional prefix) in the global table
 * `window.puMessages`, `${name}` placeholders, `!key!` when the key is missing.
 */
import { config } from './config.js'

export const errors = {
  httpStatus: 'Server returned HTTP: {status} (no partial update performed)',
  requestFailed: 'Server returned HTTP: {status} {textStatus} ({error}). No partial update performed.',
  containerMissing: 'Cannot perform partial update of the container id {id} is not present.',
  responseMissing: "In server response wasn't find element with id attribute {id}",
  submitMissing: 'Cannot perform partial update - submit or form with id {id} is not present.',
  formMissing: 'Cannot perform partial update - form not found.',
  iframeSubmitMissing: 'Cannot perform submit to iframe - submit or form with id {id} is not present.',
  unparseable: 'Server returned unparseable result - expected response starting with: <!--pu-targets ... --',
  componentWithoutId: 'Element <{tag}> has no ID attribute. Please add an ID attribute.',
  widgetMissing: 'Widget s id {id} nebyl v dokumentu nalezen.',
  targetIdRequired: 'Je nutné zadat id v atributu data-partial-update-target.',
  actionsNotConnected: 'Webové akce nejsou nastaveny. Nejprve zavolejte funkci connect.',
} as const

export type ErrorKey = keyof typeof errors

/** `{name}` placeholders of the error texts. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all))
}

/** An error of the partial-update layer; `message` is the spec's text. */
export class PartialUpdateError extends Error {
  constructor(
    readonly key: ErrorKey,
    values?: Record<string, string | number>,
  ) {
    super(format(errors[key], values))
    this.name = 'PartialUpdateError'
  }
}

/** Reports `error`: logged with console.error, then passed to `onError` (else `pu.config.onError`). */
export function report(error: PartialUpdateError, onError?: (error: PartialUpdateError) => void): PartialUpdateError {
  console.error(error.message)
  ;(onError ?? config.onError)(error)
  return error
}

export type MessageTable = Record<string, string>

declare global {
  interface Window {
    puMessages?: MessageTable
  }
}

const table = (): MessageTable => (typeof window === 'undefined' ? {} : (window.puMessages ??= {}))

/** Adds messages to the global table (later keys win). */
export function register(messages: MessageTable, into: MessageTable = table()): void {
  Object.assign(into, messages)
}

/** The message under `prefix.key` (or `key`), with `${name}` replaced; `!key!` when missing. */
export function text(key: string, values: Record<string, string | number> = {}, prefix = '', from: MessageTable = table()): string {
  const full = prefix ? `${prefix}.${key}` : key
  const template = from[full]
  if (template === undefined) return `!${key}!`
  return template.replace(/\$\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all))
}

/** Registers the table the server rendered in the page's language (`#puMessages`, spec 000 §3). */
export function load(root: ParentNode = document): void {
  const script = root.querySelector('script#puMessages')
  if (!script?.textContent) return
  try {
    const parsed: unknown = JSON.parse(script.textContent)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const messages: MessageTable = {}
      for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') messages[key] = value
      register(messages)
    }
  } catch {
    console.error('puMessages: the message table is not JSON')
  }
}
