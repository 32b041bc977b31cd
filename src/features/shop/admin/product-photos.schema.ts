/**
 * A product photo's forms (ADR 089). Both alt texts are required: a product photo shows what is
 * sold (its colour, a view, a detail), so it is never decorative. Moving is `up` or `down`;
 * deleting needs its box ticked. The file is judged apart (the media service's `productPhoto`);
 * ids come from the address, never from a field.
 */
import { z } from 'zod'
import { defineForm, messageKeys } from '../../../forms/form.js'
import { productPhotosMessages } from '../../../i18n/product-photos.js'

const key = messageKeys(productPhotosMessages)

/** The longest alt text: a sentence or two, as screen readers read them (the media library's limit too). */
export const MAX_PHOTO_ALT = 300

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/** One required line of text: runs of white space become one space; control characters are refused. */
const alt = z
  .string()
  .default('')
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, key('altRequired')).max(MAX_PHOTO_ALT, key('altTooLong')).refine((s) => !CONTROL.test(s), key('textInvalid')))

export const PhotoTextsForm = defineForm({
  schema: z.object({ altCs: alt, altEn: alt }),
  messages: productPhotosMessages,
})
export type PhotoTexts = z.infer<typeof PhotoTextsForm.schema>

export const MovePhotoForm = defineForm({
  schema: z.object({ direction: z.string().default('').pipe(z.enum(['up', 'down'], { error: key('directionInvalid') })) }),
  messages: productPhotosMessages,
})

export const DeletePhotoForm = defineForm({
  schema: z.object({ confirm: z.string().default('').pipe(z.literal('on', { error: key('confirmRequired') })) }),
  messages: productPhotosMessages,
})

/** The file input's name in the upload form. */
export const PHOTO_FILE_FIELD = 'file'
