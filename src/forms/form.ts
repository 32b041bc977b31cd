/**
 * The forms kit: one Zod schema per form (STYLE §3), used by the submit handler and, later, by
 * the live-validation endpoint (spec 000 §3 "Validation response"). `parseForm` turns whatever
 * arrived (a form-encoded body with missing, repeated or odd fields, JSON, nothing) into typed
 * values or into per-field message keys and the values to show again; it never throws.
 *
 * Error shape: one message key per field (the first problem found, as a person fixes one thing
 * at a time), plus `form` for the submission as a whole. A live-validation widget answers with
 * `messages: [text of that key]`, `hasErrors: key !== undefined`; the submit handler renders the
 * same keys beside the same fields. Keys, not texts: the view localizes them (`formView`).
 */
import { z } from 'zod'
import { formMessages, type FormMessageKey } from '../i18n/forms.js'
import { translate, type Lang, type Messages } from '../i18n/index.js'

/** What one form is: its schema, its own messages and the fields never shown again (passwords). */
export interface FormSpec<S extends z.ZodObject, K extends string> {
  schema: S
  messages: Messages<K>
  secret?: readonly (keyof z.infer<S> & string)[]
}

export type Field<S extends z.ZodObject> = keyof z.infer<S> & string

export type FormErrors<S extends z.ZodObject, K extends string> = Partial<Record<Field<S> | 'form', K | FormMessageKey>>

/** A failed submission, or the blank form: message keys by field and the values to show again. */
export interface FormState<S extends z.ZodObject, K extends string> {
  errors: FormErrors<S, K>
  echo: Partial<Record<Field<S>, string>>
}

export type FormResult<S extends z.ZodObject, K extends string> =
  | { ok: true; values: z.infer<S> }
  | ({ ok: false } & FormState<S, K>)

/** Longest text shown again in a field: anything longer was not typed by a person. */
const MAX_ECHO = 1000

/**
 * A typed message-key helper for a form's schema: `.min(1, key('emailRequired'))` compiles only
 * for keys of the form's catalogue or of the kit's own.
 */
export const messageKeys =
  <K extends string>(_messages: Messages<K>) =>
  <T extends K | FormMessageKey>(key: T) =>
    key

/**
 * A text field that must be sent: `key` when it is missing, the kit's keys (or the checks'
 * own) for everything else. (`z.string(key)` would give `key` for every problem of the field.)
 */
export const requiredString = (key: string) => z.string({ error: (issue) => (issue.input === undefined ? key : undefined) })

export function defineForm<S extends z.ZodObject, K extends string>(spec: FormSpec<S, K>): FormSpec<S, K> {
  return spec
}

export const blankForm = <S extends z.ZodObject, K extends string>(): FormState<S, K> => ({ errors: {}, echo: {} })

export const isRecord = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && !Buffer.isBuffer(body)

/** The key a Zod issue stands for: the schema's own key, else one of the kit's by the issue's code. */
function keyOf<K extends string>(issue: z.core.$ZodIssue, messages: Messages<K>, input: unknown): K | FormMessageKey {
  if (Object.hasOwn(messages, issue.message) || Object.hasOwn(formMessages, issue.message)) return issue.message as K
  switch (issue.code) {
    case 'too_big':
      return 'tooLong'
    case 'too_small':
      return input === undefined || input === '' ? 'required' : 'tooShort'
    case 'invalid_type':
      return input === undefined ? 'required' : 'invalid'
    case 'invalid_format':
      return issue.format === 'email' ? 'emailInvalid' : 'invalid'
    default:
      return 'invalid'
  }
}

/**
 * One field of a submission that is not the visitor's to get wrong (a return address, say): its
 * value when sent once as a string, else undefined. Such fields stay out of the schema.
 */
export function singleValue(body: unknown, name: string): string | undefined {
  if (!isRecord(body) || !Object.hasOwn(body, name)) return undefined
  const value = body[name]
  return typeof value === 'string' ? value : undefined
}

/**
 * Reads a submission. `body` is what the body parser gave (`null` when the request was not a
 * form post: the whole submission is refused then). Only the schema's fields are read, each as
 * one string: a missing field is empty, a repeated one (an array) or a non-string is an error of
 * that field.
 */
export function parseForm<S extends z.ZodObject, K extends string>(spec: FormSpec<S, K>, body: unknown): FormResult<S, K> {
  const fields = Object.keys(spec.schema.shape) as Field<S>[]
  const errors: FormErrors<S, K> = {}
  const echo: Partial<Record<Field<S>, string>> = {}
  const input: Record<string, string | undefined> = {}
  if (!isRecord(body)) errors.form = 'invalidSubmission'
  const raw = isRecord(body) ? body : {}
  for (const name of fields) {
    const value = Object.hasOwn(raw, name) ? raw[name] : undefined
    if (Array.isArray(value)) errors[name] = 'repeated'
    else if (value !== undefined && typeof value !== 'string') errors[name] = 'invalid'
    else input[name] = value
    if (typeof value === 'string' && !spec.secret?.includes(name)) echo[name] = value.slice(0, MAX_ECHO)
  }
  const parsed = spec.schema.safeParse(input)
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, values: parsed.data as z.infer<S> }
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const name = String(issue.path[0] ?? 'form') as Field<S> | 'form'
    errors[name] ??= keyOf(issue, spec.messages, input[name])
  }
  return { ok: false, errors, echo }
}

/** A form state with its keys turned into texts of one language, for the field components. */
export interface FormView {
  value(name: string): string | undefined
  error(name: string): string | undefined
  /** The form-level message, and whether any field has one. */
  summary: { text: string | undefined; any: boolean }
}

export function formView<S extends z.ZodObject, K extends string>(
  spec: FormSpec<S, K>,
  state: FormState<S, K>,
  lang: Lang,
): FormView {
  const text = (key: K | FormMessageKey | undefined) => {
    if (key === undefined) return undefined
    return Object.hasOwn(spec.messages, key) ? translate(spec.messages, lang, key as K) : translate(formMessages, lang, key as FormMessageKey)
  }
  const errors = state.errors as Record<string, K | FormMessageKey | undefined>
  const echo = state.echo as Record<string, string | undefined>
  return {
    value: (name) => (Object.hasOwn(echo, name) ? echo[name] : undefined),
    error: (name) => (Object.hasOwn(errors, name) ? text(errors[name]) : undefined),
    summary: { text: text(errors.form), any: Object.values(errors).some(Boolean) },
  }
}
