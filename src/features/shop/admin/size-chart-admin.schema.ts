/**
 * The size chart's form (ADR 090): one fit's rows, each with its size, measurements in whole
 * centimetres and, for kids' sizes, the range of body height. The fields are numbered
 * (`size_0`, `chest_0`, …) so the form works as plain HTML: a row is added by filling in the
 * empty one and removed by ticking its `remove_N`; rows left blank are skipped.
 */
import { z } from 'zod'
import { defineForm, messageKeys } from '../../../forms/form.js'
import { sizeChartAdminMessages } from '../../../i18n/categories-admin.js'
import { FITS, type Fit } from '../shop.tables.js'

const key = messageKeys(sizeChartAdminMessages)

/** Rows a fit can have: more than any clothing line needs. */
export const MAX_SIZE_ROWS = 12
export const MAX_MEASURE = 300
export const MAX_HEIGHT = 250
const SIZE = /^[A-Za-z0-9][A-Za-z0-9 /.+-]{0,9}$/

export const ROW_FIELDS = ['size', 'heightFrom', 'heightTo', 'chest', 'length', 'remove'] as const
export type RowField = (typeof ROW_FIELDS)[number]
export const fieldName = (field: RowField, i: number) => `${field}_${i}`

export interface SizeChartRowValues {
  size: string
  heightFrom: number | null
  heightTo: number | null
  chest: number
  length: number
}

/** Centimetres as typed: empty is null; a sign, a fraction or letters are refused. */
const cm = (max: number) =>
  z
    .string()
    .default('')
    .transform((s, ctx) => {
      const v = s.trim()
      if (v === '') return null
      if (/^[-−]\s*\d/.test(v)) ctx.addIssue({ code: 'custom', message: key('numberNegative') })
      else if (!/^\d{1,6}$/.test(v) || Number(v) === 0) ctx.addIssue({ code: 'custom', message: key('numberInvalid') })
      else if (Number(v) > max) ctx.addIssue({ code: 'custom', message: key('numberTooBig') })
      else return Number(v)
      return z.NEVER
    })

const text = z
  .string()
  .default('')
  .transform((s) => s.trim())

const shape: Record<string, z.ZodType> = { fit: z.string().default('').pipe(z.enum(FITS, { error: key('fitInvalid') })) }
for (let i = 0; i < MAX_SIZE_ROWS; i++) {
  shape[fieldName('size', i)] = text
  shape[fieldName('heightFrom', i)] = cm(MAX_HEIGHT)
  shape[fieldName('heightTo', i)] = cm(MAX_HEIGHT)
  shape[fieldName('chest', i)] = cm(MAX_MEASURE)
  shape[fieldName('length', i)] = cm(MAX_MEASURE)
  shape[fieldName('remove', i)] = text
}

type Parsed = Record<string, string | number | null> & { fit: Fit }

/** The rows the form keeps: neither removed nor left blank. */
export function keptRows(v: Parsed): { index: number; row: Partial<Record<RowField, string | number | null>> }[] {
  const kept = []
  for (let i = 0; i < MAX_SIZE_ROWS; i++) {
    const row = Object.fromEntries(ROW_FIELDS.map((f) => [f, v[fieldName(f, i)] ?? null])) as Record<RowField, string | number | null>
    if (row.remove) continue
    if (!row.size && row.heightFrom === null && row.heightTo === null && row.chest === null && row.length === null) continue
    kept.push({ index: i, row })
  }
  return kept
}

export const SizeChartForm = defineForm({
  schema: z.object(shape).superRefine((raw, ctx) => {
    const v = raw as Parsed
    const kept = keptRows(v)
    if (kept.length === 0) ctx.addIssue({ code: 'custom', message: key('rowsRequired'), path: ['form'] })
    const seen = new Set<string>()
    const issue = (field: RowField, i: number, message: string) => ctx.addIssue({ code: 'custom', message, path: [fieldName(field, i)] })
    for (const { index: i, row } of kept) {
      const size = String(row.size ?? '')
      if (!SIZE.test(size)) issue('size', i, key('sizeInvalid'))
      else if (seen.has(size.toUpperCase())) issue('size', i, key('sizeRepeated'))
      seen.add(size.toUpperCase())
      if (row.chest === null) issue('chest', i, key('measureRequired'))
      if (row.length === null) issue('length', i, key('measureRequired'))
      if (v.fit === 'kids') {
        if (row.heightFrom === null) issue('heightFrom', i, key('heightRequired'))
        if (row.heightTo === null) issue('heightTo', i, key('heightRequired'))
        else if (row.heightFrom !== null && Number(row.heightTo) < Number(row.heightFrom)) issue('heightTo', i, key('heightOrder'))
      } else {
        if (row.heightFrom !== null) issue('heightFrom', i, key('heightOnlyKids'))
        if (row.heightTo !== null) issue('heightTo', i, key('heightOnlyKids'))
      }
    }
  }),
  messages: sizeChartAdminMessages,
})

/** A valid submission's rows in the form's order. */
export function rowsOfForm(values: Record<string, unknown>): { fit: Fit; rows: SizeChartRowValues[] } {
  const v = values as Parsed
  return {
    fit: v.fit,
    rows: keptRows(v).map(({ row }) => ({
      size: String(row.size),
      heightFrom: row.heightFrom === null ? null : Number(row.heightFrom),
      heightTo: row.heightTo === null ? null : Number(row.heightTo),
      chest: Number(row.chest),
      length: Number(row.length),
    })),
  }
}
