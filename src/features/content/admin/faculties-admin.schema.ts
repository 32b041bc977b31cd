/**
 * The faculty identity form (issue 25, ADR 092): the introduction in both languages, the colour
 * from the palette and the study office's contacts. The name, the slugs and the code are not here: addresses, the campus map's
 * labels and editors' scopes (`faculty:<slug>`) hang on them. `base` is the version the form was
 * filled from, so a save over someone else's newer one is refused (the route compares it).
 */
import { z } from 'zod'
import { defineForm, messageKeys, requiredString } from '../../../forms/form.js'
import { facultiesAdminMessages, type FacultiesAdminMessageKey } from '../../../i18n/faculties-admin.js'
import { PALETTE_HEXES } from '../faculty-palette.js'

const key = messageKeys(facultiesAdminMessages)

export const MAX_PEREX = 400
export const MAX_ADDRESS = 200
export const MAX_PHONE = 30

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
/** One line: line breaks and runs of spaces become one space, control characters are refused. */
const line = (required: FacultiesAdminMessageKey, tooLong: FacultiesAdminMessageKey, max: number) =>
  requiredString(key(required))
    .transform((s) => s.replace(/\r\n?|\n/g, ' ').replace(/[ \t]+/g, ' ').trim())
    .pipe(z.string().min(1, key(required)).max(max, key(tooLong)).refine((s) => !CONTROL.test(s), key('textInvalid')))

export const FacultyForm = defineForm({
  schema: z.object({
    perexCs: line('perexRequired', 'perexTooLong', MAX_PEREX),
    perexEn: line('perexRequired', 'perexTooLong', MAX_PEREX),
    address: line('addressRequired', 'addressTooLong', MAX_ADDRESS),
    // Digits in groups, an optional leading + (a country code): what a visitor's phone dials.
    phone: requiredString(key('phoneRequired'))
      .trim()
      .min(1, key('phoneRequired'))
      .max(MAX_PHONE, key('phoneInvalid'))
      .regex(/^\+?\d[\d ]{7,}\d$/, key('phoneInvalid')),
    email: requiredString(key('emailRequired')).trim().min(1, key('emailRequired')).max(254, key('emailInvalid')).pipe(z.email(key('emailInvalid'))),
    // One of the palette's colours (ADR 092): each keeps white text readable on it.
    color: requiredString(key('colourInvalid')).pipe(z.enum(PALETTE_HEXES, { error: key('colourInvalid') })),
    base: requiredString(key('baseInvalid')).regex(/^[0-9a-f]{16}$/, key('baseInvalid')),
  }),
  messages: facultiesAdminMessages,
})

export type FacultyValues = z.infer<typeof FacultyForm.schema>
