/**
 * The people administration's forms (ADR 079). A person's form carries what the profile page
 * shows, the revision it was opened on (`base`: a save on an older one is refused as stale) and
 * the button pressed (`action`), as news does. The create form is the same without `base`; the
 * person's id comes from the address, never from a field, and the department (which decides the
 * faculty, so the editor's scope) is checked against the user's reach on the server.
 */
import { z } from 'zod'
import { defineForm, messageKeys, requiredString } from '../../../forms/form.js'
import { fromPragueLocal } from '../../../i18n/prague-time.js'
import { editorialMessages } from '../../../i18n/editorial.js'
import { peopleAdminMessages } from '../../../i18n/people-admin.js'
import { MAX_REVIEW_COMMENT } from '../../editorial/editorial.tables.js'
import { ITEM_ACTIONS } from '../../editorial/admin/item-actions.js'
import { PERSON_LIMITS } from '../people.editorial.js'

export { ITEM_ACTIONS, type ItemAction } from '../../editorial/admin/item-actions.js'

export const personAdminMessages = { ...editorialMessages, ...peopleAdminMessages }
const key = messageKeys(personAdminMessages)

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const BREAK = /[\n\t]/

/** Trimmed text; `lines` allows line breaks (research interests), else one line. */
const text = (max: number, required?: Parameters<typeof key>[0], lines = false) => {
  const base = z
    .string()
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max).refine((s) => !CONTROL.test(s) && (lines || !BREAK.test(s)), key('invalid')))
  return required ? requiredString(required).pipe(base).pipe(z.string().min(1, required)) : z.string().default('').pipe(base)
}

const slugField = z
  .string()
  .default('')
  .transform((s) => s.trim())
  .pipe(z.string().regex(/^$|^[a-z0-9][a-z0-9-]{0,119}$/, key('slugInvalid')))

const content = {
  titlesBefore: text(PERSON_LIMITS.titles),
  givenName: text(PERSON_LIMITS.name, key('givenNameRequired')),
  familyName: text(PERSON_LIMITS.name, key('familyNameRequired')),
  titlesAfter: text(PERSON_LIMITS.titles),
  roleCs: text(PERSON_LIMITS.role, key('roleRequired')),
  roleEn: text(PERSON_LIMITS.role, key('roleRequired')),
  department: requiredString(key('departmentInvalid')).pipe(z.string().regex(/^[1-9]\d{0,8}$/, key('departmentInvalid')).transform(Number)),
  email: text(PERSON_LIMITS.email, key('emailRequired')).pipe(z.email(key('emailInvalid'))),
  phone: text(PERSON_LIMITS.phone, key('phoneRequired')).pipe(z.string().regex(/^\+?[0-9][0-9 ]*$/, key('phoneInvalid'))),
  officeCs: text(PERSON_LIMITS.office, key('officeRequired')),
  officeEn: text(PERSON_LIMITS.office, key('officeRequired')),
  officeHoursCs: text(PERSON_LIMITS.officeHours),
  officeHoursEn: text(PERSON_LIMITS.officeHours),
  researchCs: text(PERSON_LIMITS.research, undefined, true),
  researchEn: text(PERSON_LIMITS.research, undefined, true),
  slug: slugField,
}

export const NewPersonForm = defineForm({
  schema: z.object({ ...content, action: z.enum(['draft'], { error: key('refusedInvalid') }) }),
  messages: personAdminMessages,
})

export const PersonForm = defineForm({
  schema: z.object({
    ...content,
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
    comment: text(MAX_REVIEW_COMMENT, undefined, true),
    action: z.enum(ITEM_ACTIONS, { error: key('refusedInvalid') }),
    base: z
      .string()
      .default('')
      .pipe(z.string().regex(/^\d{0,10}$/, key('refusedInvalid')))
      .transform((s) => (s === '' ? null : Number(s))),
  }),
  messages: personAdminMessages,
})

/** The list's filter: a name fragment is cut at this length. */
export const MAX_FILTER = 100
