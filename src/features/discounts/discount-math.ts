/**
 * What a code takes off a cart (ADR 069), without I/O. The rule, stated once:
 * - eligible lines: every goods line, or only those of the code's products or categories;
 * - percent: round(eligible × percent / 100) to whole haléře, half up; amount: the amount,
 *   at most the eligible sum, so nothing goes below zero;
 * - the discount is split over the eligible lines' VAT rates in proportion to their sums,
 *   rounded down, the haléře left over going to the rates with the largest remainders (ties: the
 *   higher rate), so the parts add up exactly and each rate's VAT is reduced in proportion.
 */
import type { Discount, DiscountCode, DiscountItem, DiscountProblem, Usage } from './discounts.types.js'

export function eligibleItems<T extends DiscountItem>(code: Pick<DiscountCode, 'productIds' | 'categoryIds'>, items: T[], categoryOf: (productId: number) => number | undefined): T[] {
  if (code.productIds.length === 0 && code.categoryIds.length === 0) return items
  return items.filter((i) => code.productIds.includes(i.productId) || code.categoryIds.includes(categoryOf(i.productId) ?? -1))
}

export function discountOf(code: Pick<DiscountCode, 'code' | 'kind' | 'value'>, eligible: DiscountItem[]): Discount {
  const byRate = new Map<number, number>()
  for (const i of eligible) byRate.set(i.vatRate, (byRate.get(i.vatRate) ?? 0) + i.lineTotalMinor)
  const base = [...byRate.values()].reduce((n, m) => n + m, 0)
  const totalMinor = base <= 0 ? 0 : code.kind === 'percent' ? Math.min(base, Math.round((base * code.value) / 100)) : Math.min(base, code.value)
  const parts = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, sum]) => {
      const exact = base > 0 ? (totalMinor * sum) / base : 0
      return { rate, minor: Math.floor(exact), rest: exact - Math.floor(exact) }
    })
  let left = totalMinor - parts.reduce((n, p) => n + p.minor, 0)
  for (const p of [...parts].sort((a, b) => b.rest - a.rest || b.rate - a.rate)) {
    if (left <= 0) break
    p.minor += 1
    left -= 1
  }
  return { code: code.code, totalMinor, byRate: parts.filter((p) => p.minor > 0).map(({ rate, minor }) => ({ rate, minor })) }
}

/**
 * Why a code may not be used now, or null. `usage` counts redemptions (in all, by this customer);
 * `goodsMinor` is the goods' sum before the discount (the minimum order), `eligibleMinor` what it applies to.
 */
export function refusalOf(code: DiscountCode, now: Date, usage: Usage, goodsMinor: number, eligibleMinor: number): DiscountProblem | null {
  if (!code.active) return 'inactive'
  if (code.validFrom && now < code.validFrom) return 'notYet'
  if (code.validUntil && now >= code.validUntil) return 'expired'
  if (code.usageLimit !== null && usage.total >= code.usageLimit) return 'usedUp'
  if (code.perCustomerLimit !== null && usage.customer >= code.perCustomerLimit) return 'usedByYou'
  if (goodsMinor < code.minimumMinor) return 'minimum'
  if (eligibleMinor <= 0) return 'notEligible'
  return null
}
