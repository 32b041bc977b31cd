/**
 * The stock forms (ADR 068): an adjustment is a signed whole number of pieces (never zero, at
 * most MAX_STOCK_DELTA either way), a reason from the list and an optional note; the threshold a
 * whole number from zero. Whether the stock may go that low is the database's to say.
 */
import { z } from 'zod'
import { MAX_STOCK_NOTE, STOCK_REASONS } from '../../../db/schema.js'
import { defineForm, messageKeys } from '../../../forms/form.js'
import { stockAdminMessages } from '../../../i18n/stock-admin.js'

const key = messageKeys(stockAdminMessages)

/** The largest change of one adjustment: a delivery is hundreds, not millions. */
export const MAX_STOCK_DELTA = 100_000

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/

/** A whole number as typed: an optional sign (a typographic minus too), digits, spaces between thousands. */
const wholeNumber = (required: string, invalid: string) =>
  z
    .string()
    .default('')
    .transform((s) => s.trim().replace(/[\s\u00a0\u202f]/g, '').replace(/^[\u2212\u2013]/, '-'))
    .pipe(z.string().min(1, required).regex(/^[+-]?\d{1,9}$/, invalid).transform(Number))

export const AdjustForm = defineForm({
  schema: z.object({
    delta: wholeNumber(key('deltaRequired'), key('deltaInvalid'))
      .refine((n) => n !== 0, key('deltaZero'))
      .refine((n) => Math.abs(n) <= MAX_STOCK_DELTA, key('deltaTooBig')),
    reason: z.string().default('').pipe(z.enum(STOCK_REASONS, { error: key('reasonInvalid') })),
    note: z
      .string()
      .default('')
      .transform((s) => s.replace(/\r\n?/g, '\n').trim())
      .pipe(z.string().max(MAX_STOCK_NOTE, key('noteTooLong')).refine((s) => !CONTROL.test(s), key('noteInvalid'))),
  }),
  messages: stockAdminMessages,
})

export const ThresholdForm = defineForm({
  schema: z.object({
    threshold: wholeNumber(key('thresholdInvalid'), key('thresholdInvalid')).refine((n) => n >= 0 && n <= MAX_STOCK_DELTA, key('thresholdInvalid')),
  }),
  messages: stockAdminMessages,
})

export type AdjustValues = z.infer<typeof AdjustForm.schema>
