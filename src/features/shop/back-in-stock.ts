/**
 * "Tell me when it is back in stock" (issue 26, ADR 081): the request a product page offers for a
 * sold-out variant, and the mail a restock writes. `mailBackInStock` is the shop's one write for
 * the features that put stock back (the stock adjustments here, a cancelled order's goods in the
 * checkout): called in the transaction of that change, it writes one mail per waiting request to
 * the outbox, so the mails exist exactly when the stock change was committed (ADR 025).
 */
import { z } from 'zod'
import { defineForm, messageKeys, requiredString } from '../../forms/form.js'
import { backInStockMessages } from '../../i18n/back-in-stock.js'
import { mailMessages } from '../../i18n/mail.js'
import { translate, translator, type Lang } from '../../i18n/index.js'
import { paths, routes } from '../../ui/paths.js'
import { onPages, type LiveForm } from '../validation/registry.js'
import type { Db } from '../../db/client.js'
import { enqueueMail } from '../mail/enqueue.js'
import { takeRestocked, type backInStockRepository, type RequestOutcome, type Restocked } from './back-in-stock.repository.js'

const key = messageKeys(backInStockMessages)

/** The form's id, for live validation too. */
export const BACK_IN_STOCK_FORM = 'backInStockForm'

/** The product page's `?notice=` after a saved request. */
export const BACK_IN_STOCK_NOTICE = 'backInStock'

/** The request: the variant and an address (empty: a signed-in shopper's own). */
export const BackInStockForm = defineForm({
  schema: z.object({
    variant: requiredString(key('variantRequired')).regex(/^[1-9]\d{0,8}$/, key('variantRequired')).transform(Number),
    email: z
      .string()
      .trim()
      .max(254, 'emailInvalid')
      .refine((v) => v === '' || z.email().safeParse(v).success, 'emailInvalid')
      .optional()
      .transform((v) => v ?? ''),
  }),
  messages: backInStockMessages,
})

function letter(r: Restocked, origin: string) {
  const t = translator(backInStockMessages, r.lang)
  const name = [r.lang === 'cs' ? r.nameCs : r.nameEn, r.size, r.lang === 'cs' ? r.colourCs : r.colourEn].filter(Boolean).join(', ')
  const link = origin + paths.product(r.lang, r.categorySlugs[r.lang], r.productSlugs[r.lang])
  return {
    to: r.email,
    subject: t('mailSubject', { name }),
    text: `${translate(mailMessages, r.lang, 'greeting')}\n\n${t('mailBody', { name, link })}\n\n--\n${translate(mailMessages, r.lang, 'signature')}\n`,
  }
}

/**
 * In `tx`, the transaction that put stock back: one mail per waiting request of those variants
 * now in stock (and shown), each request marked mailed. Returns how many were written.
 */
export async function mailBackInStock(tx: Db, variantIds: readonly number[], origin: string): Promise<number> {
  const due = await takeRestocked(tx, variantIds)
  for (const r of due) await enqueueMail(tx, letter(r, origin))
  return due.length
}

/** The request form's live validation: on every product page, and where a refusal shows it again. */
export const backInStockLiveForm: LiveForm = { id: BACK_IN_STOCK_FORM, spec: BackInStockForm, page: onPages(/^\/qf\/(cs|en)\/eshop\/[^/]+\/[^/]+$/, routes.backInStock) }

export interface BackInStockDeps {
  repo: ReturnType<typeof backInStockRepository>
}

export function backInStockService({ repo }: BackInStockDeps) {
  return {
    /** Where the variant's product page is in `lang`, when the variant exists. */
    target: (lang: Lang, variantId: number) => repo.target(lang, variantId),
    /** Records the request of `email` for a sold-out, shown variant; anything else is refused. */
    request: (lang: Lang, variantId: number, email: string): Promise<RequestOutcome> => repo.request(variantId, email, lang),
  }
}

export type BackInStockService = ReturnType<typeof backInStockService>
