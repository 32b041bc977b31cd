/**
 * The delivery addresses edited together in one form (spec 000 "indexed widgets"):
 * each address is a block of fields named `addresses[i].name`, `addresses[i].postalCode` … with
 * its id in `addresses[i].id`, judged per index by the single address's own schema (AddressForm),
 * here on submit and by live validation (its `addresses[i].field` widgets) alike.
 */
import { isRecord, parseForm } from '../../forms/form.js'
import type { accountMessages } from '../../i18n/account.js'
import type { FormMessageKey } from '../../i18n/forms.js'
import { AddressForm, type AddressValues } from './account.schema.js'
import { MAX_ADDRESSES } from './profile.service.js'

const INDEXED = /^addresses\[(\d{1,2})\]\.([A-Za-z]{1,20})$/
const ID = /^[1-9]\d{0,8}$/

/** An indexed field's name. */
export const indexedName = (index: number, field: string) => `addresses[${index}].${field}`
/** Its element id (`addresses-1-postalCode`): live validation's message ids are derived the same way. */
export const indexedId = (index: number, field: string) => `addresses-${index}-${field}`

export type IndexedErrors = Record<string, keyof typeof accountMessages | FormMessageKey | undefined>

export type AddressesSubmission =
  | { ok: true; changes: { id: number; values: AddressValues }[] }
  | { ok: false; ids: number[]; errors: IndexedErrors; echo: Record<string, string> }
  /** An id that is not one of the user's, or twice: nothing of it is said or changed. */
  | { ok: false; forged: true }

/** Reads an indexed submission: per index the schema's messages, under the indexed names. */
export function parseAddresses(body: unknown, ownIds: ReadonlySet<number>): AddressesSubmission {
  if (!isRecord(body)) return { ok: false, ids: [], errors: { form: 'invalidSubmission' }, echo: {} }
  const groups = new Map<number, Record<string, unknown>>()
  for (const [name, value] of Object.entries(body)) {
    const m = INDEXED.exec(name)
    if (!m || Number(m[1]) >= MAX_ADDRESSES) continue
    const index = Number(m[1])
    if (!groups.has(index)) groups.set(index, Object.create(null) as Record<string, unknown>)
    groups.get(index)![m[2]!] = value
  }
  if (groups.size === 0) return { ok: false, ids: [], errors: { form: 'invalidSubmission' }, echo: {} }
  const seen = new Set<number>()
  const ids: number[] = []
  const changes: { id: number; values: AddressValues }[] = []
  const errors: IndexedErrors = {}
  const echo: Record<string, string> = {}
  // Indexes as sent may skip numbers; the page shows them again in order, renumbered.
  for (const [position, [, group]] of [...groups.entries()].sort(([a], [b]) => a - b).entries()) {
    const rawId = group.id
    const id = typeof rawId === 'string' && ID.test(rawId) ? Number(rawId) : NaN
    if (!ownIds.has(id) || seen.has(id)) return { ok: false, forged: true }
    seen.add(id)
    ids.push(id)
    const { id: _, ...fields } = group
    const parsed = parseForm(AddressForm, fields)
    if (parsed.ok) changes.push({ id, values: parsed.values })
    for (const [field, value] of Object.entries(parsed.ok ? parsed.values : parsed.echo)) if (typeof value === 'string') echo[indexedName(position, field)] = value
    if (!parsed.ok) for (const [field, key] of Object.entries(parsed.errors)) errors[field === 'form' ? 'form' : indexedName(position, field)] = key
  }
  return Object.keys(errors).length ? { ok: false, ids, errors, echo } : { ok: true, changes }
}

/** The form's state for the page from the stored addresses. */
export function addressesEcho(list: readonly ({ id: number } & AddressValues)[]): Record<string, string> {
  const echo: Record<string, string> = {}
  list.forEach((a, i) => {
    for (const field of Object.keys(AddressForm.schema.shape) as (keyof AddressValues)[]) echo[indexedName(i, field)] = a[field]
  })
  return echo
}
