/**
 * The programmes administration's forms (ADR 085) on the shared editorial fields
 * (`editorial/admin/form-fields.ts`): what the programme's page shows, each field checked here
 * with its message in the form's language. The faculty (the editor's scope) is checked against the
 * user's reach on the server; the forms of study are two check boxes; the subjects two lists, one a
 * line, which must pair up.
 */
import { z } from 'zod'
import { defineForm, messageKeys } from '../../../forms/form.js'
import { editorialMessages } from '../../../i18n/editorial.js'
import { programmesAdminMessages } from '../../../i18n/programmes-admin.js'
import { idField, itemSchema, newItemSchema, slugField, text } from '../../editorial/admin/form-fields.js'
import { PROGRAMME_CODE, PROGRAMME_LIMITS } from '../study.editorial.js'
import { DEGREES, LANGUAGES } from '../study.types.js'

export const programmeAdminMessages = { ...editorialMessages, ...programmesAdminMessages }
const key = messageKeys(programmeAdminMessages)

/** A check box: sent ("on") or not. */
const box = z
  .string()
  .optional()
  .refine((v) => v === undefined || v === 'on', key('formsInvalid'))
  .transform((v) => v === 'on')

/** One subject a line; empty lines are dropped. */
const lines = (max: number) => text(max * PROGRAMME_LIMITS.subjects, undefined, true).transform((s) => s.split('\n').map((l) => l.trim()).filter(Boolean))

const content = {
  nameCs: text(PROGRAMME_LIMITS.name, key('nameRequired')),
  nameEn: text(PROGRAMME_LIMITS.name, key('nameRequired')),
  code: text(PROGRAMME_LIMITS.code, key('codeRequired')).pipe(z.string().regex(PROGRAMME_CODE, key('codeInvalid'))),
  faculty: idField(key('facultyInvalid')),
  degree: z.enum(DEGREES, { error: key('degreeInvalid') }),
  formFullTime: box,
  formCombined: box,
  language: z.enum(LANGUAGES, { error: key('languageInvalid') }),
  years: z
    .string({ error: key('yearsInvalid') })
    .transform((s) => s.trim())
    .pipe(z.string().regex(new RegExp(`^[1-${PROGRAMME_LIMITS.years}]$`), key('yearsInvalid')).transform(Number)),
  profileCs: text(PROGRAMME_LIMITS.text, key('profileRequired'), true),
  profileEn: text(PROGRAMME_LIMITS.text, key('profileRequired'), true),
  careerCs: text(PROGRAMME_LIMITS.text, undefined, true),
  careerEn: text(PROGRAMME_LIMITS.text, undefined, true),
  admissionCs: text(PROGRAMME_LIMITS.text, undefined, true),
  admissionEn: text(PROGRAMME_LIMITS.text, undefined, true),
  subjectsCs: lines(PROGRAMME_LIMITS.subject),
  subjectsEn: lines(PROGRAMME_LIMITS.subject),
  slugCs: slugField(key('slugInvalid')),
  slugEn: slugField(key('slugInvalid')),
}

export const NewProgrammeForm = defineForm({ schema: newItemSchema(content, key('refusedInvalid')), messages: programmeAdminMessages })

export const ProgrammeForm = defineForm({ schema: itemSchema(content, { dateInvalid: key('dateInvalid'), refusedInvalid: key('refusedInvalid') }), messages: programmeAdminMessages })
