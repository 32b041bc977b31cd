/**
 * The catalogue's forms (ADR 067): a product's (names, descriptions and meta descriptions in both
 * languages, category, price with its VAT rate, compare-at price, state, SKU), a variant's codes
 * (SKU, EAN) and the add form (what a product needs to exist: names, category, price, rate, the
 * one variant's SKU and EAN), a variant added later (ADR 088), and a product's publish time when
 * it is scheduled (Prague time, ADR 088). Prices are typed in CZK as people write them ("1 290", "1290,50")
 * and come out in haléře. Whether the category exists and the codes are free is the database's.
 */
import { z } from 'zod'
import { defineForm, messageKeys } from '../../../forms/form.js'
import { fromPragueLocal } from '../../../i18n/prague-time.js'
import { productsAdminMessages } from '../../../i18n/products-admin.js'
import { PRODUCT_STATUSES } from '../shop.tables.js'
import { MAX_STOCK_DELTA } from './stock-admin.schema.js'

const key = messageKeys(productsAdminMessages)

export const MAX_NAME = 200
export const MAX_DESCRIPTION = 5000
export const MAX_META = 300
export const MAX_SKU = 40
export const MAX_OPTION = 40
export const VAT_RATES = ['21', '12', '0'] as const
/** Ten million crowns less a haléř: above anything the shop sells, and within a 32-bit column. */
const MAX_PRICE_MINOR = 999_999_999

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/
const LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/** One line: runs of spaces become one, control characters (line breaks too) are refused. */
const line = (max: number, tooLong: string) =>
  z
    .string()
    .default('')
    .transform((s) => s.replace(/[ \t]+/g, ' ').trim())
    .pipe(z.string().max(max, tooLong).refine((s) => !LINE_CONTROL.test(s), key('textInvalid')))

/** Paragraphs: line breaks kept (as `\n`), other control characters refused. */
const paragraphs = z
  .string()
  .default('')
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(z.string().max(MAX_DESCRIPTION, key('descriptionTooLong')).refine((s) => !CONTROL.test(s), key('textInvalid')))

const name = line(MAX_NAME, key('nameTooLong')).pipe(z.string().min(1, key('nameRequired')))

/**
 * An amount in CZK as typed, in haléře: digits with spaces between thousands (also no-break
 * ones) and at most two decimals after a comma or a dot. Null when empty.
 */
export function parseCzk(raw: string): number | null | 'negative' | 'invalid' {
  const s = raw.replace(/[\s\u00a0\u202f]/g, '').replace(/(Kč|CZK)$/i, '')
  if (s === '') return null
  if (/^[-−]/.test(s) && /\d/.test(s)) return 'negative'
  const m = /^(\d{1,7})(?:[,.](\d{1,2}))?$/.exec(s)
  if (!m) return 'invalid'
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  return minor > MAX_PRICE_MINOR ? 'invalid' : minor
}

const czk = z
  .string()
  .default('')
  .transform((s, ctx) => {
    const v = parseCzk(s)
    if (v === 'negative' || v === 'invalid') {
      ctx.addIssue({ code: 'custom', message: v === 'negative' ? key('priceNegative') : key('priceInvalid') })
      return z.NEVER
    }
    return v
  })

const price = czk.refine((v) => v !== null, key('priceRequired')).transform((v) => v!)

/** Whether `code` is an EAN-13 (GTIN-13) or EAN-8 whose last digit is its check digit. */
export function isValidEan(code: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(code)) return false
  const digits = [...code].map(Number)
  const check = digits.pop()!
  // Weights 3, 1, 3, … from the digit next to the check digit leftwards.
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === check
}

const sku = z
  .string()
  .default('')
  .transform((s) => s.trim())
  .pipe(z.string().min(1, key('skuInvalid')).max(MAX_SKU, key('skuInvalid')).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, key('skuInvalid')))

const ean = z
  .string()
  .default('')
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(z.string().regex(/^(|\d{8}|\d{13})$/, key('eanInvalid')).refine((s) => s === '' || isValidEan(s), key('eanCheckDigit')))
  .transform((s) => s || null)

const categoryId = z
  .string()
  .default('')
  .pipe(z.string().regex(/^[1-9]\d{0,8}$/, key('categoryInvalid')))
  .transform(Number)

const vatRate = z.string().default('').pipe(z.enum(VAT_RATES, { error: key('vatInvalid') })).transform(Number)

/** A `datetime-local` value read as Prague time; null when empty. Whether it lies ahead is the route's (it knows the stored one). */
const publishAt = z
  .string()
  .default('')
  .transform((s, ctx) => {
    const t = s.trim()
    if (t === '') return null
    const at = fromPragueLocal(t)
    if (!at) {
      ctx.addIssue({ code: 'custom', message: key('publishAtInvalid') })
      return z.NEVER
    }
    return at
  })

/** A size or a colour: one short line, empty for none. */
const option = line(MAX_OPTION, key('optionTooLong')).transform((s) => s || null)

/** A low-stock threshold as the stock pages take it (ADR 068): a whole number from 0 to MAX_STOCK_DELTA. */
const threshold = z
  .string()
  .default('')
  .transform((s) => s.replace(/[\s\u00a0\u202f]/g, ''))
  .pipe(z.string().regex(/^\d{1,6}$/, key('thresholdInvalid')))
  .transform(Number)
  .refine((n) => n <= MAX_STOCK_DELTA, key('thresholdInvalid'))

const basics = { nameCs: name, nameEn: name, categoryId, price, vatRate }

export const ProductForm = defineForm({
  schema: z
    .object({
      ...basics,
      descriptionCs: paragraphs,
      descriptionEn: paragraphs,
      metaDescriptionCs: line(MAX_META, key('metaTooLong')),
      metaDescriptionEn: line(MAX_META, key('metaTooLong')),
      compareAt: czk,
      status: z.string().default('').pipe(z.enum(PRODUCT_STATUSES, { error: key('statusInvalid') })),
      publishAt,
      sku,
    })
    .refine((v) => v.compareAt === null || v.compareAt > v.price, { message: key('compareAtNotAbove'), path: ['compareAt'] })
    .refine((v) => v.status !== 'scheduled' || v.publishAt !== null, { message: key('publishAtRequired'), path: ['publishAt'] }),
  messages: productsAdminMessages,
})

export const VariantForm = defineForm({ schema: z.object({ sku, ean }), messages: productsAdminMessages })

/**
 * A variant added to a product (ADR 088): its size and colour (both languages, or neither), its
 * codes and its low-stock threshold. Its stock starts at 0: stock comes by adjustments (ADR 068).
 * Whether its size and colour are the product's already is the database's.
 */
export const NewVariantForm = defineForm({
  schema: z
    .object({ size: option, colourCs: option, colourEn: option, sku, ean, lowStockThreshold: threshold })
    .refine((v) => (v.colourCs === null) === (v.colourEn === null), { message: key('colourBoth'), path: ['colourEn'] }),
  messages: productsAdminMessages,
})

export const NewProductForm = defineForm({ schema: z.object({ ...basics, sku, ean }), messages: productsAdminMessages })

export type ProductValues = z.infer<typeof ProductForm.schema>
export type VariantValues = z.infer<typeof VariantForm.schema>
export type NewVariantValues = z.infer<typeof NewVariantForm.schema>
export type NewProductValues = z.infer<typeof NewProductForm.schema>
