import { describe, expect, it } from 'vitest'
import { median, percentile } from './load.js'

describe('percentile', () => {
  it('takes the nearest rank, whatever the order of the values', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i) // 100 … 1
    expect(percentile(values, 95)).toBe(95)
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 100)).toBe(100)
    expect(percentile(values, 0)).toBe(1)
  })

  it('gives the largest of few values for a high percentile, NaN for none', () => {
    expect(percentile([3, 1, 2], 95)).toBe(3)
    expect(percentile([7], 50)).toBe(7)
    expect(percentile([], 95)).toBeNaN()
  })

  it('agrees with the median on an odd count', () => {
    const values = [5, 1, 4, 2, 3]
    expect(percentile(values, 50)).toBe(median(values))
  })
})
