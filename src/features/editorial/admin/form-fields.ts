/**
 * The form fields every editorial kind's forms share (ADR 085): trimmed text without control
 * characters, an address segment, and what an item's form adds to its content's fields — when to
 * publish, the review comment, the button pressed and the revision the form was opened on (`base`).
 * Each kind's schema spreads its own fields into `newItemSchema` and `itemSchema`.
 */
import { z } from 'zod'
import { requiredString } from '../../../forms/form.js'
import { fromPragueLocal } from '../../../i18n/prague-time.js'
import { MAX_REVIEW_COMMENT } from '../editorial.tables.js'
import { ITEM_ACTIONS } from './item-actions.js'

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const BREAK = /[\n\t]/

/** Trimmed text up to `max`; `required` names the message of an empty one; `lines` allows line breaks, else one line. */
export const text = (max: number, required?: string, lines = false) => {
  const base = z
    .string()
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max).refine((s) => !CONTROL.test(s) && (lines || !BREAK.test(s)), 'invalid'))
  return required ? requiredString(required).pipe(base).pipe(z.string().min(1, required)) : z.string().default('').pipe(base)
}

/** An address segment, or empty (made from the name on creation, kept on an item). */
export const slugField = (message: string) =>
  z
    .string()
    .default('')
    .transform((s) => s.trim())
    .pipe(z.string().regex(/^$|^[a-z0-9][a-z0-9-]{0,119}$/, message))

/** A whole number id from a select; `message` for anything else. */
export const idField = (message: string) => requiredString(message).pipe(z.string().regex(/^[1-9]\d{0,8}$/, message).transform(Number))

/** The create form: the content's fields and the one button, "save draft". */
export const newItemSchema = <F extends z.ZodRawShape>(fields: F, refused: string) => z.object({ ...fields, action: z.enum(['draft'], { error: refused }) })

/** An item's form: the content's fields, when to publish, the review comment, the button and the base revision. */
export const itemSchema = <F extends z.ZodRawShape>(fields: F, messages: { dateInvalid: string; refusedInvalid: string }) =>
  z.object({
    ...fields,
    publishAt: z
      .string()
      .default('')
      .transform((s, ctx) => {
        if (s.trim() === '') return null
        const at = fromPragueLocal(s.trim())
        if (!at) {
          ctx.addIssue({ code: 'custom', message: messages.dateInvalid })
          return z.NEVER
        }
        return at
      }),
    comment: text(MAX_REVIEW_COMMENT, undefined, true),
    action: z.enum(ITEM_ACTIONS, { error: messages.refusedInvalid }),
    base: z
      .string()
      .default('')
      .pipe(z.string().regex(/^\d{0,10}$/, messages.refusedInvalid))
      .transform((s) => (s === '' ? null : Number(s))),
  })

/** What every item form's values carry besides the content's fields. */
export interface ItemFormExtras {
  publishAt: Date | null
  comment: string
  action: (typeof ITEM_ACTIONS)[number]
  base: number | null
}
