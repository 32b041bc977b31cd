import { describe, expect, it } from 'vitest'
import { salePriceOf } from './sale-math.js'

describe('a sale price', () => {
  it('is the regular price less the percent, rounded half up to whole crowns', () => {
    expect(salePriceOf(49_900, 20)).toBe(39_900) // 399.20 → 399
    expect(salePriceOf(29_900, 25)).toBe(22_400) // 224.25 → 224
    expect(salePriceOf(29_900, 50)).toBe(15_000) // 149.50 → 150 (half up)
    expect(salePriceOf(12_345, 10)).toBe(11_100) // 111.105 → 111
    expect(salePriceOf(100_000, 90)).toBe(10_000)
    expect(salePriceOf(149, 1)).toBe(100) // 1.4751 → 1 crown, below 1.49
  })

  it('is none when it would not be below the price or would be nothing', () => {
    expect(salePriceOf(100, 10)).toBeNull() // 0.90 → 1 crown: not below 1 crown
    expect(salePriceOf(40, 90)).toBeNull() // 0.04 → 0
    expect(salePriceOf(0, 50)).toBeNull()
    expect(salePriceOf(10_000, 10, 9_000)).toBeNull() // 90 crowns is not below a price already at 90
  })
})
