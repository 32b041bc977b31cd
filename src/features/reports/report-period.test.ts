import { describe, expect, it } from 'vitest'
import { daysOf, parsePeriod, presets } from './report-period.js'

describe('the reports’ period', () => {
  it('is this month so far when none is given, by the Prague calendar', () => {
    // 23:30 UTC on 31 January is already 1 February in Prague.
    expect(parsePeriod({}, new Date('2026-01-31T23:30:00Z'))).toEqual({ ok: true, period: { from: '2026-02-01', to: '2026-02-01' } })
  })

  it('offers last month across the year’s turn and this year so far', () => {
    expect(presets(new Date('2026-01-15T10:00:00Z'))).toEqual({
      thisMonth: { from: '2026-01-01', to: '2026-01-15' },
      lastMonth: { from: '2025-12-01', to: '2025-12-31' },
      thisYear: { from: '2026-01-01', to: '2026-01-15' },
    })
    expect(presets(new Date('2028-03-10T10:00:00Z')).lastMonth).toEqual({ from: '2028-02-01', to: '2028-02-29' })
  })

  it('takes two years with a leap day, not a day more', () => {
    const now = new Date()
    expect(parsePeriod({ from: '2027-01-01', to: '2028-12-31' }, now).ok).toBe(true)
    expect(parsePeriod({ from: '2026-12-31', to: '2028-12-31' }, now)).toMatchObject({ ok: false, problem: 'long', field: 'to' })
    expect(daysOf({ from: '2028-02-28', to: '2028-03-01' })).toEqual(['2028-02-28', '2028-02-29', '2028-03-01'])
  })
})
