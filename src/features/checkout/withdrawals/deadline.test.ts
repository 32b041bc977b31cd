import { describe, expect, it } from 'vitest'
import { isRestDay, withdrawalDeadline, withinPeriod } from './deadline.js'

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)

describe('withdrawal: the 14 days of §1829', () => {
  it('counts from the day after delivery in Prague, to the end of the 14th day', () => {
    // Delivered on Monday 2 November 2026 at 23:30 Prague time (22:30 UTC): the 14th day is Monday 16 November.
    const { lastDay, endsAt } = withdrawalDeadline(new Date('2026-11-02T22:30:00Z'))
    expect(lastDay.toISOString().slice(0, 10)).toBe('2026-11-16')
    expect(endsAt.toISOString()).toBe('2026-11-16T23:00:00.000Z')
    // Delivered at 00:30 Prague time on 3 November (23:30 UTC on the 2nd): that day is the 3rd.
    expect(withdrawalDeadline(new Date('2026-11-02T23:30:00Z')).lastDay.toISOString().slice(0, 10)).toBe('2026-11-18')
  })

  it('moves a last day on a weekend or a holiday to the next working day (§607)', () => {
    // 14 days after Saturday 3 October 2026 is Saturday the 17th: Monday the 19th.
    expect(withdrawalDeadline(new Date('2026-10-03T10:00:00Z')).lastDay.toISOString().slice(0, 10)).toBe('2026-10-19')
    // 14 days after 14 October 2026 is 28 October, a holiday (Wednesday): the 29th.
    expect(withdrawalDeadline(new Date('2026-10-14T10:00:00Z')).lastDay.toISOString().slice(0, 10)).toBe('2026-10-29')
    // 14 days after 20 March 2026 is Good Friday 3 April, then the weekend, then Easter Monday: Tuesday the 7th.
    expect(withdrawalDeadline(new Date('2026-03-20T10:00:00Z')).lastDay.toISOString().slice(0, 10)).toBe('2026-04-07')
    expect([isRestDay(day('2027-03-26')), isRestDay(day('2027-03-29')), isRestDay(day('2026-04-03')), isRestDay(day('2026-04-06')), isRestDay(day('2026-04-07'))]).toEqual([true, true, true, true, false])
  })

  it('is in time before delivery, and until the period ends', () => {
    const delivered = new Date('2026-11-02T10:00:00Z')
    expect(withinPeriod(null, new Date('2030-01-01T00:00:00Z'))).toBe(true)
    expect(withinPeriod(delivered, new Date('2026-11-16T22:59:59Z'))).toBe(true)
    expect(withinPeriod(delivered, new Date('2026-11-16T23:00:00Z'))).toBe(false)
  })
})
