/**
 * Live validation (spec 000 §3, §4, §5, §8; ADR 031): one call validates a form's
 * fields with the schema its submit handler uses, adds the server-only checks, and answers for
 * the widgets asked. Every call runs in a validation context (context.store.ts): made on the
 * first answer, shared by every node, the visitor's own, one call at a time.
 */
import { createHash, randomBytes } from 'node:crypto'
import { parseForm } from '../../forms/form.js'
import { formMessages, type FormMessageKey } from '../../i18n/forms.js'
import { translate, type Lang } from '../../i18n/index.js'
import {
  LV_ERRORS,
  LV_FIELDS,
  LV_MAX_FIELDS,
  LV_MAX_VALUE,
  LV_RESERVED,
  messageIdOf,
  widgetIdOf,
  type LvAnswer,
  type LvMessage,
  type LvWidget,
} from '../../shared/live-validation.js'
import { LOCK_MS, type ContextStore } from './context.store.js'
import type { CheckContext, LiveForm, LiveFormRegistry, Note } from './registry.js'

export const digest = (value: string) => createHash('sha256').update(value).digest('base64url')

/** A context id the browser holds: 32 random bytes. Anything else is no id of ours. */
const CONTEXT_ID = /^[A-Za-z0-9_-]{43}$/
/** Widget names: field names, or indexed ones (`addresses[1].city`). */
const INDEXED = /^([A-Za-z][\w-]{0,63})\[(\d{1,3})\]\.([A-Za-z][\w-]{0,63})$/
const MAX_WIDGETS = 100

export interface ValidationCall {
  body: unknown
  lang: Lang
  /** The page the form is on (`/qf/...`). */
  pagePath: string
  /** Digest of the visitor's `qf_lv` cookie. */
  owner: string
  userId: number | null
  check: CheckContext
}

const failure = (code: string, text: string): LvAnswer => ({ error: true, errorMessage: `Error ${code}: ${text}`, data: null })

type Fields = Record<string, string>

/** The submission's fields as sent (a repeated one is an array, which parseForm refuses), or null past the limit. */
function fieldsOf(body: Record<string, unknown>): Record<string, unknown> | null {
  const names = Object.keys(body)
  if (names.length > LV_MAX_FIELDS) return null
  const out: Record<string, unknown> = Object.create(null)
  for (const name of names) out[name] = body[name]
  return out
}

/** Overlong values are refused by the schema's own length rules; past this they are not even parsed. */
const bounded = (value: unknown): unknown =>
  typeof value === 'string' ? value.slice(0, LV_MAX_VALUE + 1) : Array.isArray(value) ? value.slice(0, 2).map(bounded) : value

export function validationService(registry: LiveFormRegistry, store: ContextStore, { ttlMs }: { ttlMs: number }) {
  const noteOf = (note: Note): LvMessage => ({ type: note.type, text: note.text, ...(note.score !== undefined ? { score: note.score } : {}) })

  /** Validates one set of a form's fields: message per field (schema first, then the server's checks). */
  async function judge(form: LiveForm, raw: Record<string, unknown>, fields: Fields, lang: Lang, ctx: CheckContext) {
    const parsed = parseForm(form.spec, raw)
    const errors: Record<string, string | undefined> = parsed.ok ? {} : (parsed.errors as Record<string, string | undefined>)
    const notes: Record<string, LvMessage[]> = Object.create(null)
    const text = (key: string) =>
      Object.hasOwn(form.spec.messages, key) ? translate(form.spec.messages, lang, key) : translate(formMessages, lang, key as FormMessageKey)
    for (const [name, key] of Object.entries(errors)) if (key && name !== 'form') notes[name] = [{ type: 'error', text: text(key) }]
    const more = form.check ? await form.check(fields, ctx) : {}
    const keyed: Record<string, Record<string, LvMessage>> = Object.create(null)
    for (const [name, list] of Object.entries(more)) {
      for (const note of list) {
        keyed[name] ??= Object.create(null)
        keyed[name]![note.key] = noteOf(note)
        // A field's schema error stays its message; the server's notes add to a field that passed.
        if (!errors[name] || note.type !== 'error') (notes[name] ??= []).push(noteOf(note))
      }
    }
    return { notes, keyed }
  }

  function widget(form: LiveForm, name: string, value: string | undefined, messages: LvMessage[], keyed: Record<string, LvMessage>): LvWidget {
    const field = INDEXED.exec(name)?.[3] ?? name
    const secret = (form.spec.secret as readonly string[] | undefined)?.includes(field) ?? false
    const keyedList = Object.values(keyed)
    return {
      widgetId: widgetIdOf(form.id, name),
      widgetInputName: name,
      widgetMessageId: messageIdOf(form.id, name),
      validatedValue: secret ? null : (value ?? '').slice(0, 1000),
      hasErrors: messages.some((m) => m.type === 'error'),
      hasInfos: messages.some((m) => m.type === 'info'),
      hasMessages: messages.length > 0,
      messages,
      keyedMessages: keyed,
      hasKeyedErrors: keyedList.some((m) => m.type === 'error'),
    }
  }

  /** The widgets of the form's fields, plain (`email`) and indexed (`addresses[1].email`), asked or not. */
  async function validateAll(form: LiveForm, fields: Record<string, unknown>, lang: Lang, ctx: CheckContext) {
    const schemaFields = new Set(Object.keys(form.spec.schema.shape))
    const results = new Map<string, { messages: LvMessage[]; keyed: Record<string, LvMessage> }>()
    const plain = Object.create(null) as Record<string, unknown>
    const groups = new Map<string, Record<string, string>>()
    const strings: Fields = Object.create(null)
    for (const [name, value] of Object.entries(fields)) if (typeof value === 'string') strings[name] = value
    for (const [name, value] of Object.entries(fields)) {
      const m = INDEXED.exec(name)
      if (m && schemaFields.has(m[3]!) && typeof value === 'string') {
        const group = `${m[1]}[${m[2]}]`
        if (!groups.has(group)) groups.set(group, Object.create(null))
        groups.get(group)![m[3]!] = value
      } else plain[name] = value
    }
    const run = async (prefix: string, raw: Record<string, unknown>, strings: Fields) => {
      const { notes, keyed } = await judge(form, raw, strings, lang, ctx)
      for (const field of schemaFields) results.set(prefix + field, { messages: notes[field] ?? [], keyed: keyed[field] ?? {} })
    }
    // An indexed form (several addresses) is judged per index; a plain one as a whole.
    if (groups.size === 0 || Object.keys(plain).some((n) => schemaFields.has(n))) await run('', plain, strings)
    for (const [group, values] of groups) await run(`${group}.`, values, values)
    return results
  }

  return {
    async validate(call: ValidationCall, formIdSent: string | undefined): Promise<{ answer: LvAnswer; contextId?: string }> {
      const body = call.body
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return { answer: failure(LV_ERRORS.badRequest, 'not a form submission') }
      const fields = fieldsOf(body as Record<string, unknown>)
      if (!fields) return { answer: failure(LV_ERRORS.badRequest, 'too many fields') }
      const form = formIdSent ? registry.get(formIdSent) : undefined
      if (!form) return { answer: failure(LV_ERRORS.badRequest, 'unknown form') }
      if (!form.page(call.pagePath, call.lang)) return { answer: failure(LV_ERRORS.badRequest, 'the form is not on this page') }

      const sentId = typeof fields[LV_FIELDS.contextId] === 'string' ? (fields[LV_FIELDS.contextId] as string) : ''
      let contextId: string
      if (sentId === '') {
        contextId = randomBytes(32).toString('base64url')
        await store.create(digest(contextId), call.owner, { formId: form.id, pagePath: call.pagePath, userId: call.userId, released: false }, ttlMs, LOCK_MS)
      } else {
        // A forged or foreign id finds nothing, exactly like an expired one: never another's state.
        if (!CONTEXT_ID.test(sentId)) return { answer: failure(LV_ERRORS.contextGone, 'validation context no longer exists') }
        const got = await store.acquire(digest(sentId), call.owner, LOCK_MS)
        if (got.outcome === 'missing') return { answer: failure(LV_ERRORS.contextGone, 'validation context no longer exists') }
        if (got.outcome === 'busy') return { answer: failure(LV_ERRORS.parallel, 'parallel server call in progress') }
        const { context } = got
        const sessionEnded = context.userId !== null && context.userId !== call.userId
        if (context.released || sessionEnded || context.formId !== form.id) {
          await store.finish(digest(sentId), ttlMs)
          return { answer: failure(LV_ERRORS.released, 'form state released on the server') }
        }
        contextId = sentId
      }

      try {
        const values: Record<string, unknown> = Object.create(null)
        for (const [name, value] of Object.entries(fields)) if (!LV_RESERVED.includes(name)) values[name] = bounded(value)
        const results = await validateAll(form, values, call.lang, call.check)
        const askedRaw = fields[LV_FIELDS.widgets]
        const asked = (typeof askedRaw === 'string' ? askedRaw : '')
          .split(';')
          .map((w) => w.trim())
          .filter((w) => results.has(w))
        const names = [...new Set(asked)].slice(0, MAX_WIDGETS)
        const widgets = names.map((name) => {
          const r = results.get(name)!
          const value = values[name]
          return widget(form, name, typeof value === 'string' ? value : undefined, r.messages, r.keyed)
        })
        const all = [...results.values()]
        const requires = [...results.entries()].filter(([, r]) => r.messages.some((m) => m.type === 'error')).map(([name]) => name)
        const containerStatus = requires.length ? 'error' : all.some((r) => r.messages.some((m) => m.type === 'warning')) ? 'warning' : 'ok'
        return { answer: { error: false, errorMessage: '', data: { validationContextId: contextId, containerStatus, requires, widgets } }, contextId }
      } finally {
        await store.finish(digest(contextId), ttlMs)
      }
    },

    /** After a form's submission went through: its contexts are released (error 04 from then on). */
    release: (owner: string, formId: string) => store.release(owner, formId),
  }
}

export type ValidationService = ReturnType<typeof validationService>
