import { describe, expect, it } from 'vitest'
import { christmasSaleEnd } from './sales.js'

describe('the demo Christmas sale’s end', () => {
  it('is this year’s 24 December before it', () => {
    expect(christmasSaleEnd(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-12-23T23:00:00.000Z')
  })
  it('moves to next year once it has passed', () => {
    expect(christmasSaleEnd(new Date('2026-12-23T23:00:00Z')).toISOString()).toBe('2027-12-23T23:00:00.000Z')
    expect(christmasSaleEnd(new Date('2026-12-30T10:00:00Z')).toISOString()).toBe('2027-12-23T23:00:00.000Z')
  })
})
