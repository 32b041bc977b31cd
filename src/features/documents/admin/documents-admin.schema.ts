/**
 * The documents administration's forms (ADR 062). The create form is multipart: the title first,
 * the description, the kind, the faculty, the language and the file. A document's form carries its
 * texts, the revision it was opened on (`base`) and the button pressed (`action`), as news does;
 * its file is replaced by a form of its own. The id comes from the address, never from a field.
 */
import { z } from 'zod'
import { defineForm, messageKeys, requiredString } from '../../../forms/form.js'
import { documentKinds } from '../../../db/schema.js'
import { fromPragueLocal } from '../../../i18n/prague-time.js'
import { documentAdminMessages } from '../../../i18n/documents-admin.js'
import { editorialMessages } from '../../../i18n/editorial.js'
import { MAX_REVIEW_COMMENT } from '../../editorial/editorial.tables.js'
import { ITEM_ACTIONS } from '../../editorial/admin/item-actions.js'

export { ITEM_ACTIONS, type ItemAction } from '../../editorial/admin/item-actions.js'

const messages = { ...editorialMessages, ...documentAdminMessages }
const key = messageKeys(messages)

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const text = (max: number, required?: Parameters<typeof key>[0]) => {
  const base = z
    .string()
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max).refine((s) => !CONTROL.test(s), key('invalid')))
  return required ? requiredString(required).pipe(base).pipe(z.string().min(1, required)) : z.string().default('').pipe(base)
}

const texts = {
  title: text(300, key('titleRequired')),
  description: text(2000, key('descriptionRequired')),
  kind: z.enum(documentKinds, { error: key('refusedInvalid') }),
}

export const DocumentForm = defineForm({
  schema: z.object({
    ...texts,
    publishAt: z
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
      }),
    comment: text(MAX_REVIEW_COMMENT),
    action: z.enum(ITEM_ACTIONS, { error: key('refusedInvalid') }),
    base: z
      .string()
      .default('')
      .pipe(z.string().regex(/^\d{0,10}$/, key('refusedInvalid')))
      .transform((s) => (s === '' ? null : Number(s))),
  }),
  messages,
})

export const NewDocumentForm = defineForm({
  schema: z.object({
    ...texts,
    lang: z.enum(['cs', 'en'], { error: key('refusedInvalid') }),
    /** A faculty's id, or empty for the whole university. */
    faculty: z
      .string()
      .default('')
      .pipe(z.string().regex(/^\d{0,9}$/, key('refusedInvalid')))
      .transform((s) => (s === '' ? null : Number(s))),
  }),
  messages,
})

/** The replace form: the file, and the revision the page was opened on. */
export const ReplaceFileForm = defineForm({
  schema: z.object({
    base: z
      .string()
      .default('')
      .pipe(z.string().regex(/^\d{0,10}$/, key('refusedInvalid')))
      .transform((s) => (s === '' ? null : Number(s))),
  }),
  messages,
})

/** The file input's name in both upload forms. */
export const FILE_FIELD = 'file'

export type DocumentMessageKey = keyof typeof messages
export const documentFormMessages = messages
