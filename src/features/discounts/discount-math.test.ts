import { describe, expect, it } from 'vitest'
import { discountOf, eligibleItems, refusalOf } from './discount-math.js'
import type { DiscountCode } from './discounts.types.js'

const code = (over: Partial<DiscountCode> = {}): DiscountCode => ({
  id: 1, code: 'X10', kind: 'percent', value: 10, minimumMinor: 0, validFrom: null, validUntil: null,
  usageLimit: null, perCustomerLimit: null, productIds: [], categoryIds: [], active: true, ...over,
})

describe('discount math (ADR 069)', () => {
  it('percent: rounded half up to haléře, split over VAT rates by largest remainder, adding up exactly', () => {
    const d = discountOf(code({ value: 15 }), [
      { productId: 1, vatRate: 21, lineTotalMinor: 33_333 },
      { productId: 2, vatRate: 12, lineTotalMinor: 10_001 },
      { productId: 3, vatRate: 0, lineTotalMinor: 5 },
    ])
    // 43 339 × 15 % = 6 500.85 → 6 501
    expect(d.totalMinor).toBe(6501)
    expect(d.byRate.reduce((n, r) => n + r.minor, 0)).toBe(6501)
    expect(d.byRate).toEqual([
      { rate: 21, minor: 5000 },
      { rate: 12, minor: 1500 },
      { rate: 0, minor: 1 },
    ])
  })

  it('an amount never takes more than the eligible lines cost; 100 % takes all of them', () => {
    expect(discountOf(code({ kind: 'amount', value: 99_999 }), [{ productId: 1, vatRate: 21, lineTotalMinor: 1234 }]).totalMinor).toBe(1234)
    expect(discountOf(code({ value: 100 }), [{ productId: 1, vatRate: 21, lineTotalMinor: 1235 }]).totalMinor).toBe(1235)
  })

  it('a restricted code applies to its products and categories only', () => {
    const items = [
      { productId: 1, vatRate: 21, lineTotalMinor: 100 },
      { productId: 2, vatRate: 0, lineTotalMinor: 200 },
      { productId: 3, vatRate: 0, lineTotalMinor: 400 },
    ]
    expect(eligibleItems(code({ productIds: [2], categoryIds: [7] }), items, (p) => (p === 3 ? 7 : 1)).map((i) => i.productId)).toEqual([2, 3])
  })

  it('refusals: inactive, not yet, expired, used up, used by this customer, under the minimum, nothing eligible', () => {
    const now = new Date('2026-06-01T12:00:00Z')
    const none = { total: 0, customer: 0 }
    expect(refusalOf(code({ active: false }), now, none, 100, 100)).toBe('inactive')
    expect(refusalOf(code({ validFrom: new Date('2026-07-01') }), now, none, 100, 100)).toBe('notYet')
    expect(refusalOf(code({ validUntil: now }), now, none, 100, 100)).toBe('expired')
    expect(refusalOf(code({ usageLimit: 3 }), now, { total: 3, customer: 0 }, 100, 100)).toBe('usedUp')
    expect(refusalOf(code({ perCustomerLimit: 1 }), now, { total: 1, customer: 1 }, 100, 100)).toBe('usedByYou')
    expect(refusalOf(code({ minimumMinor: 101 }), now, none, 100, 100)).toBe('minimum')
    expect(refusalOf(code(), now, none, 100, 0)).toBe('notEligible')
    expect(refusalOf(code({ usageLimit: 3, perCustomerLimit: 1 }), now, { total: 2, customer: 0 }, 100, 100)).toBeNull()
  })
})
