import { describe, expect, it } from 'vitest'
import { christmasSaleEnd } from './shop.service.js'

describe('Christmas sale end', () => {
  it('is this year’s 24 December before it', () => {
    expect(christmasSaleEnd(new Date('2026-11-22T10:00:00Z'))).toBe('2026-12-24T00:00:00+01:00')
  })
  it('moves to next year once it has passed', () => {
    expect(christmasSaleEnd(new Date('2026-12-23T23:00:00Z'))).toBe('2027-12-24T00:00:00+01:00')
    expect(christmasSaleEnd(new Date('2026-12-30T10:00:00Z'))).toBe('2027-12-24T00:00:00+01:00')
  })
})
