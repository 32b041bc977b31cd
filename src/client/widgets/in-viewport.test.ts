import { describe, expect, it } from 'vitest'
import { MIN_VISIBLE, visibleShare } from './in-viewport.js'

const rect = (top: number, height: number, left = 0, width = 100) => ({ top, bottom: top + height, left, right: left + width, width, height, x: left, y: top, toJSON: () => ({}) })

describe('in-viewport: the visible share of an element', () => {
  it('counts from 40 % of the area in view', () => {
    expect(MIN_VISIBLE).toBe(0.4)
    expect(visibleShare(rect(800 - 60, 200), 1000, 800)).toBeCloseTo(0.3)
    expect(visibleShare(rect(800 - 80, 200), 1000, 800)).toBeCloseTo(0.4)
    expect(visibleShare(rect(100, 200), 1000, 800)).toBe(1)
    expect(visibleShare(rect(-150, 200), 1000, 800)).toBeCloseTo(0.25)
    expect(visibleShare(rect(100, 200, 950, 100), 1000, 800)).toBeCloseTo(0.5)
  })

  it('is 0 out of view and for an element without size', () => {
    expect(visibleShare(rect(900, 200), 1000, 800)).toBe(0)
    expect(visibleShare(rect(100, 0), 1000, 800)).toBe(0)
  })
})
