/**
 * The discount code form (ADR 069): the code, percent or an amount in CZK, a minimum order, the
 * period in Prague time, the limits, and the products (by SKU) it is restricted to. The categories
 * are ticked boxes (a repeated field), read by the route; the code's id comes from the address.
 * The database's checks say the same (migration of discount codes), so no other writer stores
 * what this form refuses.
 */
import { z } from 'zod'
import { defineForm, messageKeys } from '../../../forms/form.js'
import { discountsAdminMessages } from '../../../i18n/discounts-admin.js'
import { fromPragueLocal } from '../../../i18n/prague-time.js'
import { parseCzk } from '../../shop/admin/products-admin.schema.js'
import { CODE_PATTERN } from '../discounts.service.js'

const key = messageKeys(discountsAdminMessages)

export const MAX_LIMIT = 1_000_000
/** The most products one code may be restricted to (a longer list is a category). */
export const MAX_PRODUCTS = 100

const trimmed = z
  .string()
  .default('')
  .transform((s) => s.trim())

/** A `datetime-local` in Prague time, or null when empty. */
const moment = trimmed.transform((s, ctx) => {
  if (s === '') return null
  const at = fromPragueLocal(s)
  if (!at) {
    ctx.addIssue({ code: 'custom', message: key('dateInvalid') })
    return z.NEVER
  }
  return at
})

const limit = trimmed.transform((s, ctx) => {
  if (s === '') return null
  const n = /^\d{1,7}$/.test(s) ? Number(s) : NaN
  if (!(n >= 1 && n <= MAX_LIMIT)) {
    ctx.addIssue({ code: 'custom', message: key('limitInvalid') })
    return z.NEVER
  }
  return n
})

/** The discount's value read by its kind: a whole percent 1–100, or a positive amount in CZK as haléře. */
export function valueOf(kind: 'percent' | 'amount', raw: string): number | undefined {
  if (kind === 'percent') return /^\d{1,3}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 100 ? Number(raw) : undefined
  const minor = parseCzk(raw)
  return typeof minor === 'number' && minor > 0 ? minor : undefined
}

export const DiscountForm = defineForm({
  schema: z
    .object({
      code: trimmed.pipe(z.string().regex(CODE_PATTERN, key('codeInvalid'))),
      kind: trimmed.pipe(z.enum(['percent', 'amount'], { error: key('kindInvalid') })),
      value: trimmed,
      minimum: trimmed.transform((s, ctx) => {
        const v = parseCzk(s)
        if (v === 'negative' || v === 'invalid') {
          ctx.addIssue({ code: 'custom', message: key('minimumInvalid') })
          return z.NEVER
        }
        return v ?? 0
      }),
      validFrom: moment,
      validUntil: moment,
      usageLimit: limit,
      perCustomerLimit: limit,
      products: z
        .string()
        .default('')
        .transform((s) => [...new Set(s.split(/[\s,;]+/).filter(Boolean).map((sku) => sku.toUpperCase()))])
        .pipe(z.array(z.string().max(64, key('productsTooMany'))).max(MAX_PRODUCTS, key('productsTooMany'))),
      active: z.string().default('').pipe(z.enum(['', 'on'], { error: key('activeInvalid') })),
    })
    .superRefine((v, ctx) => {
      if (valueOf(v.kind, v.value) === undefined) ctx.addIssue({ code: 'custom', message: key(v.kind === 'percent' ? 'percentInvalid' : 'amountInvalid'), path: ['value'] })
      if (v.validFrom && v.validUntil && v.validUntil <= v.validFrom) ctx.addIssue({ code: 'custom', message: key('untilBeforeFrom'), path: ['validUntil'] })
    }),
  messages: discountsAdminMessages,
})

export type DiscountValues = z.infer<typeof DiscountForm.schema>
