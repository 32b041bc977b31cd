/**
 * The 14 days of a withdrawal (občanský zákoník §1829): they run from the day after the goods
 * were received (§605: the day of the event is not counted) and end at the end of the 14th day in
 * Prague; a last day on a Saturday, a Sunday or a public holiday moves to the next working day
 * (§607). Before delivery the consumer may withdraw as well (§1829(1)), so no delivery, no end.
 */
import { pragueOffset } from '../../../i18n/prague-time.js'

export const WITHDRAWAL_DAYS = 14
const DAY = 86_400_000

/** Easter Sunday of `year` (Gregorian; the anonymous algorithm), as [month 1-12, day]. */
function easter(year: number): [number, number] {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  return [month, ((h + l - 7 * m + 114) % 31) + 1]
}

/** Czech public holidays and days of rest (zákon 245/2000 Sb.), fixed ones as `MM-DD`. */
const FIXED_HOLIDAYS = new Set(['01-01', '05-01', '05-08', '07-05', '07-06', '09-28', '10-28', '11-17', '12-24', '12-25', '12-26'])

/** Whether the calendar day (UTC fields standing for a Prague date) is no working day. */
export function isRestDay(day: Date): boolean {
  const weekday = day.getUTCDay()
  if (weekday === 0 || weekday === 6) return true
  const mmdd = day.toISOString().slice(5, 10)
  if (FIXED_HOLIDAYS.has(mmdd)) return true
  const [month, date] = easter(day.getUTCFullYear())
  const sunday = Date.UTC(day.getUTCFullYear(), month - 1, date)
  // Good Friday and Easter Monday.
  return day.getTime() === sunday - 2 * DAY || day.getTime() === sunday + DAY
}

/** The Prague calendar day of a moment, as midnight UTC of that date. */
const pragueDay = (at: Date) => {
  const local = new Date(at.getTime() + pragueOffset(at))
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())
}

/** The moment a Prague date (midnight UTC of it) begins. */
const pragueMidnight = (day: number) => {
  const guess = day - pragueOffset(new Date(day))
  return new Date(day - pragueOffset(new Date(guess)))
}

/**
 * The last day to withdraw from goods delivered at `deliveredAt` (a Prague date, as midnight UTC
 * of it) and the moment the period is over (the next day's start in Prague).
 */
export function withdrawalDeadline(deliveredAt: Date): { lastDay: Date; endsAt: Date } {
  let last = pragueDay(deliveredAt) + WITHDRAWAL_DAYS * DAY
  while (isRestDay(new Date(last))) last += DAY
  return { lastDay: new Date(last), endsAt: pragueMidnight(last + DAY) }
}

/** Whether a withdrawal sent at `now` is in time: always before delivery, else before the period ends. */
export function withinPeriod(deliveredAt: Date | null, now: Date): boolean {
  return deliveredAt === null || now.getTime() < withdrawalDeadline(deliveredAt).endsAt.getTime()
}
