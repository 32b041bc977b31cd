import { describe, expect, it } from 'vitest'
import { placement } from './spinner.js'

describe('spinner: placement beside the pointer (spec 000 §9)', () => {
  it('sits 18 px right of and below the pointer', () => {
    expect(placement(100, 200, 1000, 800)).toEqual({ x: 118, y: 218 })
  })

  it('hides within 10 px of the top and left edges', () => {
    expect(placement(9, 200, 1000, 800)).toBeNull()
    expect(placement(100, 9, 1000, 800)).toBeNull()
    expect(placement(10, 10, 1000, 800)).not.toBeNull()
  })

  it('hides within 50 px of the bottom and right edges', () => {
    expect(placement(951, 200, 1000, 800)).toBeNull()
    expect(placement(100, 751, 1000, 800)).toBeNull()
    expect(placement(950, 750, 1000, 800)).not.toBeNull()
  })
})
