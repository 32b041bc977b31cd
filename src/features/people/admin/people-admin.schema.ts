/**
 * The people administration's forms (ADR 079). A person's form carries what the profile page
 * shows, the revision it was opened on (`base`: a save on an older one is refused as stale) and
 * the button pressed (`action`), as news does. The create form is the same without `base`; the
 * person's id comes from the address, never from a field, and the department (which decides the
 * faculty, so the editor's scope) is checked against the user's reach on the server.
 */
import { z } from 'zod'
import { defineForm, messageKeys } from '../../../forms/form.js'
import { editorialMessages } from '../../../i18n/editorial.js'
import { peopleAdminMessages } from '../../../i18n/people-admin.js'
import { idField, itemSchema, newItemSchema, slugField as sharedSlug, text as sharedText } from '../../editorial/admin/form-fields.js'
import { PERSON_LIMITS } from '../people.editorial.js'

export { ITEM_ACTIONS, type ItemAction } from '../../editorial/admin/item-actions.js'

export const personAdminMessages = { ...editorialMessages, ...peopleAdminMessages }
const key = messageKeys(personAdminMessages)

const text = (max: number, required?: Parameters<typeof key>[0], lines = false) => sharedText(max, required, lines)
const slugField = sharedSlug(key('slugInvalid'))

const content = {
  titlesBefore: text(PERSON_LIMITS.titles),
  givenName: text(PERSON_LIMITS.name, key('givenNameRequired')),
  familyName: text(PERSON_LIMITS.name, key('familyNameRequired')),
  titlesAfter: text(PERSON_LIMITS.titles),
  roleCs: text(PERSON_LIMITS.role, key('roleRequired')),
  roleEn: text(PERSON_LIMITS.role, key('roleRequired')),
  department: idField(key('departmentInvalid')),
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

export const NewPersonForm = defineForm({ schema: newItemSchema(content, key('refusedInvalid')), messages: personAdminMessages })

export const PersonForm = defineForm({ schema: itemSchema(content, { dateInvalid: key('dateInvalid'), refusedInvalid: key('refusedInvalid') }), messages: personAdminMessages })

/** The list's filter: a name fragment is cut at this length. */
export const MAX_FILTER = 100
