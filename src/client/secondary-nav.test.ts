import { describe, expect, it } from 'vitest'
import { currentIndex } from './secondary-nav.js'

describe('currentIndex: the section whose top reached the 120 px offset', () => {
  it('the first while none has reached it', () => {
    expect(currentIndex([300, 800, 1400], 120)).toBe(0)
  })
  it('the last at or above the offset', () => {
    expect(currentIndex([-900, -200, 120, 700], 120)).toBe(2)
    expect(currentIndex([-900, -200, 122, 700], 120)).toBe(1)
  })
  it('the last one when the page cannot scroll further', () => {
    expect(currentIndex([-900, -200, 300, 700], 120, true)).toBe(3)
  })
})
