/**
 * The sale form (ADR 087): names and banners in both languages, the period in Prague time, the
 * percent off, and the products by SKU (categories are ticked boxes, read by the route). The
 * database's checks say the same (migration 0047), so no other writer stores what this refuses.
 * Whether the start may lie in the past depends on the sale (a new one: no), so the route checks it.
 */
import { z } from 'zod'
import { defineForm, messageKeys } from '../../../forms/form.js'
import { salesAdminMessages } from '../../../i18n/sales-admin.js'
import { fromPragueLocal } from '../../../i18n/prague-time.js'

const key = messageKeys(salesAdminMessages)

/** The most products one sale names by SKU (a longer list is a category). */
export const MAX_SALE_PRODUCTS = 100
export const MAX_NAME = 120
export const MAX_BANNER = 300

const trimmed = z
  .string()
  .default('')
  .transform((s) => s.trim())

const name = trimmed.pipe(z.string().min(1, key('nameInvalid')).max(MAX_NAME, key('nameInvalid')))
/** An optional banner: null when empty. Stored as text (the banner renders it escaped). */
const banner = trimmed.pipe(z.string().max(MAX_BANNER, key('bannerTooLong'))).transform((s) => (s === '' ? null : s))

const moment = trimmed.transform((s, ctx) => {
  const at = s === '' ? undefined : fromPragueLocal(s)
  if (!at) {
    ctx.addIssue({ code: 'custom', message: key('dateInvalid') })
    return z.NEVER
  }
  return at
})

export const SaleForm = defineForm({
  schema: z
    .object({
      nameCs: name,
      nameEn: name,
      startsAt: moment,
      endsAt: moment,
      percent: trimmed.pipe(z.string().regex(/^\d{1,2}$/, key('percentInvalid'))).transform(Number).pipe(z.number().min(1, key('percentInvalid')).max(90, key('percentInvalid'))),
      bannerCs: banner,
      bannerEn: banner,
      products: z
        .string()
        .default('')
        .transform((s) => [...new Set(s.split(/[\s,;]+/).filter(Boolean).map((sku) => sku.toUpperCase()))])
        .pipe(z.array(z.string().max(64, key('productsTooMany'))).max(MAX_SALE_PRODUCTS, key('productsTooMany'))),
    })
    .superRefine((v, ctx) => {
      if (v.endsAt <= v.startsAt) ctx.addIssue({ code: 'custom', message: key('endBeforeStart'), path: ['endsAt'] })
    }),
  messages: salesAdminMessages,
})

export type SaleFormValues = z.infer<typeof SaleForm.schema>
