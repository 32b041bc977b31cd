/**
 * The category tree's forms (ADR 090): a category's names, addresses, descriptions and search
 * engine descriptions in both languages and its parent; the move form's direction. Text is
 * plain: markup is refused rather than stored. Whether the parent exists, would make a cycle or
 * the address is free is the database's (checked under the tree's lock).
 */
import { z } from 'zod'
import { defineForm, messageKeys } from '../../../forms/form.js'
import { categoriesAdminMessages } from '../../../i18n/categories-admin.js'
import { routes } from '../../../ui/paths.js'

const key = messageKeys(categoriesAdminMessages)

export const MAX_CATEGORY_NAME = 100
export const MAX_CATEGORY_SLUG = 80
export const MAX_CATEGORY_DESCRIPTION = 2000
export const MAX_CATEGORY_META = 300

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/
const LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
const MARKUP = /<\s*[a-z/!?]/i
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The first segments under the e-shop's address that its own pages hold (the cart, the size
 * chart, …): a category there would never be reached.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(
  Object.values(routes).flatMap((r) =>
    (['cs', 'en'] as const).flatMap((lang) => {
      const base = `${routes.eshop[lang]}/`
      return r[lang].startsWith(base) ? [r[lang].slice(base.length).split('/')[0]!] : []
    }),
  ),
)

const line = (max: number, tooLong: string) =>
  z
    .string()
    .default('')
    .transform((s) => s.replace(/[ \t]+/g, ' ').trim())
    .pipe(
      z
        .string()
        .max(max, tooLong)
        .refine((s) => !LINE_CONTROL.test(s), key('textInvalid'))
        .refine((s) => !MARKUP.test(s), key('markupRefused')),
    )

const paragraphs = z
  .string()
  .default('')
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .max(MAX_CATEGORY_DESCRIPTION, key('descriptionTooLong'))
      .refine((s) => !CONTROL.test(s), key('textInvalid'))
      .refine((s) => !MARKUP.test(s), key('markupRefused')),
  )

const name = line(MAX_CATEGORY_NAME, key('nameTooLong')).pipe(z.string().min(1, key('nameRequired')))

const slug = z
  .string()
  .default('')
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .max(MAX_CATEGORY_SLUG, key('slugInvalid'))
      .regex(SLUG, key('slugInvalid'))
      .refine((s) => !RESERVED_SLUGS.has(s), key('slugReserved')),
  )

/** Empty: a top-level category. */
const parentId = z
  .string()
  .default('')
  .pipe(z.string().regex(/^(|[1-9]\d{0,8})$/, key('parentInvalid')))
  .transform((s) => (s === '' ? null : Number(s)))

export const CategoryForm = defineForm({
  schema: z.object({
    nameCs: name,
    nameEn: name,
    slugCs: slug,
    slugEn: slug,
    parentId,
    descriptionCs: paragraphs,
    descriptionEn: paragraphs,
    metaDescriptionCs: line(MAX_CATEGORY_META, key('metaTooLong')),
    metaDescriptionEn: line(MAX_CATEGORY_META, key('metaTooLong')),
  }),
  messages: categoriesAdminMessages,
})

export const MoveForm = defineForm({
  schema: z.object({ direction: z.string().default('').pipe(z.enum(['up', 'down'], { error: key('directionInvalid') })) }),
  messages: categoriesAdminMessages,
})

export type CategoryValues = z.infer<typeof CategoryForm.schema>
