/**
 * The reports' period from an address's query (ADR 078): `from` and `to`, Prague days as
 * `YYYY-MM-DD`, `to` inclusive, at most `MAX_DAYS`. No dates at all is this month so far. What
 * cannot be a period — one date only, 31 February, `to` before `from`, three years — is named,
 * never corrected: the page says why and shows no figures.
 */
import { toPragueLocal } from '../../i18n/prague-time.js'
import type { DayPeriod } from '../checkout/checkout.types.js'

/** Two years, a leap day included. */
export const MAX_DAYS = 731

export type PeriodProblem = 'missing' | 'date' | 'range' | 'long'

export type ParsedPeriod =
  | { ok: true; period: DayPeriod }
  | { ok: false; problem: PeriodProblem; field: 'from' | 'to'; echo: { from: string; to: string } }

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** The UTC midnight of a real day `YYYY-MM-DD` (ms), else undefined. */
function dayMs(value: string): number | undefined {
  const m = DAY.exec(value)
  if (!m) return undefined
  const [y, mo, d] = m.slice(1).map(Number) as [number, number, number]
  const at = Date.UTC(y, mo - 1, d)
  const back = new Date(at)
  return y >= 1970 && back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? at : undefined
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Every day of the period, in order. */
export function daysOf(p: DayPeriod): string[] {
  const days: string[] = []
  for (let at = dayMs(p.from)!, end = dayMs(p.to)!; at <= end; at += DAY_MS) days.push(dayOf(at))
  return days
}

/** The quick choices for today in Prague: this month and this year so far, last month whole. */
export function presets(now: Date): Record<'thisMonth' | 'lastMonth' | 'thisYear', DayPeriod> {
  const today = toPragueLocal(now).slice(0, 10)
  const [y, m] = today.split('-').map(Number) as [number, number]
  const first = Date.UTC(y, m - 1, 1)
  return {
    thisMonth: { from: dayOf(first), to: today },
    lastMonth: { from: dayOf(Date.UTC(y, m - 2, 1)), to: dayOf(first - DAY_MS) },
    thisYear: { from: `${y}-01-01`, to: today },
  }
}

export function parsePeriod(raw: Record<string, unknown>, now: Date): ParsedPeriod {
  const text = (name: string) => {
    const v = Object.hasOwn(raw, name) ? raw[name] : undefined
    return typeof v === 'string' ? v.trim() : v === undefined ? '' : undefined
  }
  const from = text('from')
  const to = text('to')
  // A date field can only hold a real day: what is not one is shown empty, with its reason.
  const real = (v: string | undefined) => (v && dayMs(v) !== undefined ? v : '')
  const echo = { from: real(from), to: real(to) }
  if (from === '' && to === '') return { ok: true, period: presets(now).thisMonth }
  const refuse = (problem: PeriodProblem, field: 'from' | 'to'): ParsedPeriod => ({ ok: false, problem, field, echo })
  if (from === undefined) return refuse('date', 'from')
  if (to === undefined) return refuse('date', 'to')
  if (from === '') return refuse('missing', 'from')
  if (to === '') return refuse('missing', 'to')
  const start = dayMs(from)
  if (start === undefined) return refuse('date', 'from')
  const end = dayMs(to)
  if (end === undefined) return refuse('date', 'to')
  if (end < start) return refuse('range', 'to')
  if ((end - start) / DAY_MS + 1 > MAX_DAYS) return refuse('long', 'to')
  return { ok: true, period: { from, to } }
}
