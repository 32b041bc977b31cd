/**
 * The media library's forms (ADR 086). Alt texts in both languages are required unless the
 * picture is marked decorative (then they are stored empty: a decorative picture is shown with
 * `alt=""`). The focal point is two whole percentages; the upload's file is judged apart
 * (media.service.ts `prepare`). Ids come from the address, never from a field.
 */
import { z } from 'zod'
import { defineForm, messageKeys } from '../../../forms/form.js'
import { mediaAdminMessages } from '../../../i18n/media-admin.js'

const key = messageKeys(mediaAdminMessages)

/** The longest alt text: a sentence or two, as screen readers read them. */
export const MAX_ALT = 300

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/** One line of text: runs of white space become one space; control characters are refused. */
const alt = z
  .string()
  .default('')
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().max(MAX_ALT, key('altTooLong')).refine((s) => !CONTROL.test(s), key('textInvalid')))

const check = z.string().default('').pipe(z.enum(['', 'on'], { error: key('refused') }))

/** The texts of a picture: both alt texts, or the decorative mark (which empties them). */
export const MediaTextsForm = defineForm({
  schema: z
    .object({ altCs: alt, altEn: alt, decorative: check })
    .refine((v) => v.decorative === 'on' || v.altCs !== '', { message: key('altRequired'), path: ['altCs'] })
    .refine((v) => v.decorative === 'on' || v.altEn !== '', { message: key('altRequired'), path: ['altEn'] }),
  messages: mediaAdminMessages,
})

/** The texts as stored: a decorative picture's alt texts are empty. */
export const textsOf = (v: z.infer<typeof MediaTextsForm.schema>) => (v.decorative === 'on' ? { altCs: '', altEn: '', decorative: true } : { altCs: v.altCs, altEn: v.altEn, decorative: false })

const percent = z
  .string()
  .default('')
  .transform((s) => s.trim().replace(',', '.'))
  .pipe(z.string().regex(/^\d{1,3}(\.\d{1,4})?$/, key('focalInvalid')))
  .transform(Number)
  .pipe(z.number().max(100, key('focalInvalid')))
  .transform(Math.round)

export const FocalForm = defineForm({
  schema: z.object({ focalX: percent, focalY: percent }),
  messages: mediaAdminMessages,
})

export const DeleteMediaForm = defineForm({
  schema: z.object({ confirm: z.string().default('').pipe(z.literal('on', { error: key('confirmRequired') })) }),
  messages: mediaAdminMessages,
})

/** The file input's name in the upload and replace forms. */
export const FILE_FIELD = 'file'
