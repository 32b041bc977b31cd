/**
 * The news administration's forms (ADR 059). An item's form carries its content, the revision it
 * was opened on (`base`: a save on an older one is refused as stale) and the button pressed
 * (`action`). The create form adds where the item goes (language, kind, faculty, address), set
 * once. The body is not a field here: its numbered block rows are read by `blocksOfForm`
 * (ADR 093). The item's id comes from the address, never from a field; what the user may do is
 * decided by their roles on the server, whatever the form says.
 */
import { z } from 'zod'
import { defineForm, messageKeys, requiredString } from '../../../forms/form.js'
import { fromPragueLocal } from '../../../i18n/prague-time.js'
import { editorialMessages } from '../../../i18n/editorial.js'
import { MAX_REVIEW_COMMENT } from '../../editorial/editorial.tables.js'

const key = messageKeys(editorialMessages)

import { ITEM_ACTIONS } from '../../editorial/admin/item-actions.js'

export { ITEM_ACTIONS, type ItemAction } from '../../editorial/admin/item-actions.js'

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const text = (max: number, required?: Parameters<typeof key>[0]) => {
  const base = z
    .string()
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max).refine((s) => !CONTROL.test(s), key('invalid')))
  return required ? requiredString(required).pipe(base).pipe(z.string().min(1, required)) : z.string().default('').pipe(base)
}

/** A `datetime-local` in Prague time, or empty. */
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

const content = {
  title: text(200, key('titleRequired')),
  perex: text(1000, key('perexRequired')),
  eventStartsAt: moment,
  eventEndsAt: moment,
  eventLocation: text(200),
  publishAt: moment,
  comment: text(MAX_REVIEW_COMMENT),
  action: z.enum(ITEM_ACTIONS, { error: key('refusedInvalid') }),
}

const ends = <T extends { eventStartsAt: Date | null; eventEndsAt: Date | null }>(v: T) => !v.eventEndsAt || !v.eventStartsAt || v.eventEndsAt >= v.eventStartsAt

export const NewsItemForm = defineForm({
  schema: z
    .object({
      ...content,
      /** A new address; empty or the same keeps it. */
      slug: z
        .string()
        .default('')
        .transform((s) => s.trim())
        .pipe(z.string().regex(/^$|^[a-z0-9][a-z0-9-]{0,119}$/, key('slugInvalid'))),
      /** The revision the form was opened on; empty for an item that has none yet. */
      base: z
        .string()
        .default('')
        .pipe(z.string().regex(/^\d{0,10}$/, key('refusedInvalid')))
        .transform((s) => (s === '' ? null : Number(s))),
    })
    .refine(ends, { message: key('refusedEndsBefore'), path: ['eventEndsAt'] }),
  messages: editorialMessages,
})

export const NewNewsForm = defineForm({
  schema: z
    .object({
      ...content,
      lang: z.enum(['cs', 'en'], { error: key('refusedInvalid') }),
      kind: z.enum(['news', 'event'], { error: key('refusedInvalid') }),
      /** A faculty's id, or empty for the whole university. */
      faculty: z
        .string()
        .default('')
        .pipe(z.string().regex(/^\d{0,9}$/, key('refusedInvalid')))
        .transform((s) => (s === '' ? null : Number(s))),
      slug: z
        .string()
        .default('')
        .transform((s) => s.trim())
        .pipe(z.string().regex(/^$|^[a-z0-9][a-z0-9-]{0,119}$/, key('slugInvalid'))),
    })
    .refine(ends, { message: key('refusedEndsBefore'), path: ['eventEndsAt'] }),
  messages: editorialMessages,
})

/** The list's filter: a title fragment (cut at this length), a state and a page. */
export const MAX_FILTER = 100
