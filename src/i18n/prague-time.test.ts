import { describe, expect, it } from 'vitest'
import { fromPragueLocal, toPragueLocal } from './prague-time.js'

describe('Prague datetime-local fields', () => {
  it('reads winter and summer times with their offsets and writes them back', () => {
    expect(fromPragueLocal('2026-12-01T10:00')?.toISOString()).toBe('2026-12-01T09:00:00.000Z')
    expect(fromPragueLocal('2026-07-01T10:00')?.toISOString()).toBe('2026-07-01T08:00:00.000Z')
    expect(toPragueLocal(new Date('2026-12-01T09:00:00Z'))).toBe('2026-12-01T10:00')
    expect(toPragueLocal(new Date('2026-07-01T08:00:00Z'))).toBe('2026-07-01T10:00')
  })

  it('takes the earlier moment of the autumn’s repeated hour', () => {
    // 25 October 2026: 03:00 summer time becomes 02:00 winter time.
    expect(fromPragueLocal('2026-10-25T02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z')
  })

  it('refuses what is not a moment', () => {
    for (const bad of ['', '2026-02-31T10:00', '2026-12-01T25:00', '2026-12-01 10:00', '2026-12-01T10:00:00', '<script>', '1900-01-01T00:00']) expect(fromPragueLocal(bad), bad).toBeUndefined()
  })
})
