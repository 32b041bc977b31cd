/** A refused code's localized message (ADR 069): in the cart, and where the checkout refused an order for it. */
import { discountMessages } from '../../i18n/discounts.js'
import { formatPrice, translate, type Lang } from '../../i18n/index.js'
import type { DiscountProblem } from './discounts.types.js'

export function discountProblemText(lang: Lang, problem: DiscountProblem, code: string, minimumMinor = 0): string {
  return translate(discountMessages, lang, problem, { code, minimum: formatPrice(lang, minimumMinor) })
}

/** An order not placed because its code may no longer be used: why, and that the code was taken off. */
export const discountRefusedText = (lang: Lang, refused: { problem: DiscountProblem; code: string }) =>
  `${discountProblemText(lang, refused.problem, refused.code)} ${translate(discountMessages, lang, 'dropped')}`
