/**
 * What an autosave may hold (ADR 094): the form's fields as the administration's script sends them,
 * `{ base, fields }` with each field a string or a list of strings (check boxes, numbered rows).
 * Refused whole, never trimmed: at most 500 fields, names of 1–100 characters that are not an
 * object's own machinery (`__proto__`), values of at most 100,000 characters without control
 * characters other than tab and line breaks (PostgreSQL's jsonb cannot even hold NUL), and at
 * most 512 KB in all. The pressed button (`action`) and the revision (`base`) are not fields.
 */
import { AUTOSAVE_LIMITS } from './editorial.tables.js'

export type AutosaveFields = Record<string, string | string[]>
export type AutosaveRefusal = 'shape' | 'count' | 'name' | 'value' | 'size'
export type ParsedAutosave = { ok: true; base: number | null; fields: AutosaveFields } | { ok: false; reason: AutosaveRefusal }

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype'])
const NOT_FIELDS = new Set(['action', 'base'])
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const NAME = /^[^\u0000-\u001f\u007f]{1,100}$/

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

export function parseAutosave(body: unknown): ParsedAutosave {
  if (!isRecord(body) || !isRecord(body.fields)) return { ok: false, reason: 'shape' }
  const rawBase = body.base
  let base: number | null = null
  if (typeof rawBase === 'number' || (typeof rawBase === 'string' && rawBase !== '')) {
    base = Number(rawBase)
    if (!Number.isInteger(base) || base < 1 || base > 2_147_483_647) return { ok: false, reason: 'shape' }
  } else if (rawBase !== undefined && rawBase !== null && rawBase !== '') return { ok: false, reason: 'shape' }
  const names = Object.keys(body.fields)
  if (names.length > AUTOSAVE_LIMITS.fields) return { ok: false, reason: 'count' }
  const fields: AutosaveFields = {}
  for (const name of names) {
    if (!NAME.test(name) || name.length > AUTOSAVE_LIMITS.name || FORBIDDEN.has(name)) return { ok: false, reason: 'name' }
    if (NOT_FIELDS.has(name)) continue
    const value = body.fields[name]
    const values = Array.isArray(value) ? value : [value]
    if (Array.isArray(value) && value.length > AUTOSAVE_LIMITS.fields) return { ok: false, reason: 'count' }
    for (const v of values) if (typeof v !== 'string' || v.length > AUTOSAVE_LIMITS.value || CONTROL.test(v)) return { ok: false, reason: 'value' }
    Object.defineProperty(fields, name, { value: Array.isArray(value) ? [...(value as string[])] : value, enumerable: true, writable: true, configurable: true })
  }
  if (Buffer.byteLength(JSON.stringify(fields), 'utf8') > AUTOSAVE_LIMITS.bytes) return { ok: false, reason: 'size' }
  return { ok: true, base, fields }
}

/** The fields a form shows as text (its echo): lists are left to the form's own rows. */
export const echoOfAutosave = (fields: AutosaveFields): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])))

/** Whether the autosave holds something the form does not already show (a save that changed nothing, a late post). */
export const differsFrom = (fields: AutosaveFields, echo: Record<string, string | undefined>): boolean =>
  Object.entries(fields).some(([k, v]) => typeof v === 'string' && Object.hasOwn(echo, k) && (echo[k] ?? '') !== v)
