import { describe, expect, it } from 'vitest'
import { swipeDuration } from './swipe.js'

describe('gallery swipe duration', () => {
  it('is the distance over the speed, clamped to 250–400 ms', () => {
    expect(swipeDuration(300, 1)).toBe(300)
    expect(swipeDuration(-300, -1)).toBe(300)
    expect(swipeDuration(1000, 10)).toBe(250)
    expect(swipeDuration(1000, 0.5)).toBe(400)
  })

  it('is 333 ms without a flick (arrows and keys)', () => {
    expect(swipeDuration(1200, 0)).toBe(333)
  })
})
