/**
 * The alert form (ADR 065): a text per language (at least one), and the period in Prague time.
 * The alert's id comes from the address, never from a field; showing it again to who closed it
 * is a checkbox, which gives the alert a new id (the seen-alerts cookie holds ids, spec 001 §4).
 */
import { z } from 'zod'
import { defineForm, messageKeys } from '../../../forms/form.js'
import { alertsAdminMessages } from '../../../i18n/alerts-admin.js'
import { fromPragueLocal } from '../../../i18n/prague-time.js'

const key = messageKeys(alertsAdminMessages)

/** The longest text of an alert: a banner above the header is a sentence or two. */
export const MAX_ALERT_TEXT = 300

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/** One line of text: line breaks and runs of spaces become one space; control characters are refused. */
const text = z
  .string()
  .default('')
  .transform((s) => s.replace(/\r\n?|\n/g, ' ').replace(/[ \t]+/g, ' ').trim())
  .pipe(z.string().max(MAX_ALERT_TEXT, key('textTooLong')).refine((s) => !CONTROL.test(s), key('textInvalid')))

/** A `datetime-local` in Prague time, or null when empty. */
const moment = z
  .string()
  .default('')
  .transform((s, ctx) => {
    if (s.trim() === '') return null
    const at = fromPragueLocal(s.trim())
    if (!at) {
      ctx.addIssue({ code: 'custom', message: key('dateInvalid') })
      return z.NEVER
    }
    return at
  })

export const AlertForm = defineForm({
  schema: z
    .object({
      messageCs: text,
      messageEn: text,
      validFrom: moment,
      validUntil: moment.refine((v) => v !== null, key('untilRequired')),
      again: z.string().default('').pipe(z.enum(['', 'on'], { error: key('refused') })),
    })
    .refine((v) => v.messageCs !== '' || v.messageEn !== '', { message: key('textRequired'), path: ['messageCs'] })
    .refine((v) => !v.validFrom || !v.validUntil || v.validUntil > v.validFrom, { message: key('untilBeforeFrom'), path: ['validUntil'] }),
  messages: alertsAdminMessages,
})

export type AlertValues = z.infer<typeof AlertForm.schema>
