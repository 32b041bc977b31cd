/**
 * The academic calendar of the demo university, from which every dated item of the written
 * content pack takes its day: one application deadline per admission round, open days,
 * teaching and examination periods, graduation, holidays. An academic year starts on
 * 1 September; `academicCalendar(2026)` is the year 2026/2027. Days are UTC midnights, so
 * nothing depends on the machine's time zone.
 */
import { addDays, seedDay } from './random.js'
import { bi, type Bi } from './text.js'

export interface Period {
  from: Date
  to: Date
}

export interface AcademicCalendar {
  startYear: number
  /** `2026/2027` / `2026/27`. */
  label: Bi
  /** The next year's label: the year applicants of this year's admission round apply for. */
  nextLabel: Bi
  researchersNight: Date
  matriculation: Date
  winterTeaching: Period
  /** The university is closed: no public event, no publication falls in it. */
  christmasBreak: Period
  openDays: [Date, Date]
  winterExams: Period
  summerTeaching: Period
  /** The one deadline of this year's admission round (for study from next September). */
  applicationDeadline: Date
  summerExams: Period
  entranceExams: Period
  finalExams: Period
  graduation: Date
  summerHolidays: Period
}

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d))

/** The first `weekday` (0 Sunday … 6 Saturday) on or after the day. */
export function onOrAfter(day: Date, weekday: number): Date {
  return addDays(day, (weekday - day.getUTCDay() + 7) % 7)
}

const MON = 1
const THU = 4
const FRI = 5
const SAT = 6

export function academicCalendar(startYear: number): AcademicCalendar {
  const y = startYear
  const winterStart = onOrAfter(utc(y, 9, 22), MON)
  const summerStart = onOrAfter(utc(y + 1, 2, 16), MON)
  const entrance = onOrAfter(utc(y + 1, 6, 1), MON)
  return {
    startYear: y,
    label: bi(`${y}/${y + 1}`, `${y}/${String(y + 1).slice(2)}`),
    nextLabel: bi(`${y + 1}/${y + 2}`, `${y + 1}/${String(y + 2).slice(2)}`),
    // The last Friday of September, as across Europe.
    researchersNight: addDays(onOrAfter(utc(y, 10, 1), FRI), -7),
    matriculation: onOrAfter(utc(y, 10, 8), THU),
    winterTeaching: { from: winterStart, to: utc(y, 12, 19) },
    christmasBreak: { from: utc(y, 12, 22), to: utc(y + 1, 1, 2) },
    openDays: [onOrAfter(utc(y, 11, 21), SAT), onOrAfter(utc(y + 1, 1, 24), SAT)],
    winterExams: { from: utc(y + 1, 1, 5), to: utc(y + 1, 2, 13) },
    summerTeaching: { from: summerStart, to: utc(y + 1, 5, 15) },
    applicationDeadline: utc(y + 1, 3, 31),
    summerExams: { from: utc(y + 1, 5, 18), to: utc(y + 1, 6, 30) },
    entranceExams: { from: entrance, to: addDays(entrance, 4) },
    finalExams: { from: utc(y + 1, 5, 25), to: utc(y + 1, 6, 12) },
    graduation: onOrAfter(utc(y + 1, 6, 24), FRI),
    summerHolidays: { from: utc(y + 1, 7, 1), to: utc(y + 1, 9, 20) },
  }
}

/** The academic year running on `day` (it starts on 1 September). */
export function calendarOn(day: Date): AcademicCalendar {
  const d = seedDay(day)
  return academicCalendar(d.getUTCMonth() >= 8 ? d.getUTCFullYear() : d.getUTCFullYear() - 1)
}

/**
 * The academic year a visitor plans by on `day`: the running one until its summer holidays
 * begin (1 July), then the one about to start. A calendar page seeded in July or August shows
 * the coming year, not one whose examinations are over.
 */
export function calendarAhead(day: Date): AcademicCalendar {
  const running = calendarOn(day)
  return seedDay(day) >= running.summerHolidays.from ? academicCalendar(running.startYear + 1) : running
}

/** Czech public holidays with a fixed date (month, day); Easter moves and is left to the calendar's breaks. */
const PUBLIC_HOLIDAYS: Array<[number, number]> = [
  [1, 1], [5, 1], [5, 8], [7, 5], [7, 6], [9, 28], [10, 28], [11, 17], [12, 24], [12, 25], [12, 26],
]

/**
 * A day nothing public may happen on: a public holiday, New Year's Eve, or the Christmas
 * break (22 December to 2 January), when the university is closed.
 */
export function isClosedDay(day: Date): boolean {
  const m = day.getUTCMonth() + 1
  const d = day.getUTCDate()
  if (PUBLIC_HOLIDAYS.some(([hm, hd]) => hm === m && hd === d)) return true
  return (m === 12 && d >= 22) || (m === 1 && d <= 2)
}

const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6

/**
 * The first working day on or after `day` that is not closed (for an event that can be moved),
 * or the first such day that is also the given weekday.
 */
export function nextOpenDay(day: Date, weekday?: number): Date {
  let d = seedDay(day)
  for (;;) {
    if (weekday !== undefined && d.getUTCDay() !== weekday) d = onOrAfter(d, weekday)
    if (!isClosedDay(d) && (weekday !== undefined || !isWeekend(d))) return d
    d = addDays(d, 1)
  }
}

/**
 * The latest yearly occurrence of a calendar day (`pick` of some academic year) before `limit`:
 * a seed on any day then holds exactly one of each yearly thing, the last that has begun by
 * then or is about to.
 */
export function latestBefore(limit: Date, pick: (c: AcademicCalendar) => Date): { calendar: AcademicCalendar; day: Date } {
  const start = calendarOn(limit).startYear
  for (let y = start + 1; ; y--) {
    const calendar = academicCalendar(y)
    const day = pick(calendar)
    if (day < limit) return { calendar, day }
  }
}

/** The latest day on or before `day` that is not closed (a publication moves back, never past the seed day). */
export function openDayOnOrBefore(day: Date): Date {
  let d = seedDay(day)
  while (isClosedDay(d)) d = addDays(d, -1)
  return d
}

/** Last Sunday of a month (UTC day). */
const lastSunday = (year: number, month: number) => {
  const end = new Date(Date.UTC(year, month, 0))
  return addDays(end, -end.getUTCDay())
}

/**
 * The instant of a Prague wall-clock time on a day: UTC+2 in summer time (from the last
 * Sunday of March to the last Sunday of October, EU rule), UTC+1 otherwise.
 */
export function pragueTime(day: Date, hour: number, minute: number): Date {
  const y = day.getUTCFullYear()
  const summer = day >= lastSunday(y, 3) && day < lastSunday(y, 10)
  return new Date(seedDay(day).getTime() + ((hour - (summer ? 2 : 1)) * 60 + minute) * 60_000)
}
