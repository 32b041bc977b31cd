/**
 * Promotion countdown (spec 001 §4, §9). The server renders the time left at `now`, so the
 * first paint (and a page without JavaScript) shows it; hydration renders the same `now`, then
 * it ticks every second from the browser's clock, hides the days, hours and minutes while they
 * lead with zero, and hides itself and stops when the time has passed.
 * The ticking numbers sit in a `role="timer"` with `aria-live="off"`: screen readers read them
 * on demand, never every second; the label with the end date is their text alternative.
 */
import { useEffect, useState } from 'react'
import type { Lang } from '../i18n/index.js'

export interface CountdownProps {
  /** ISO 8601 date-time with offset, e.g. `2026-12-24T00:00:00+01:00`. */
  until: string
  /** What ends, e.g. "Christmas sale ends"; the end date follows it. */
  label: string
  lang: Lang
  /** When the server rendered it (ISO 8601): the first render counts down from here. */
  now: string
}

export const TICK_MS = 1000

const UNITS = [
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
  { unit: 'second', ms: 1000 },
] as const

type Unit = (typeof UNITS)[number]['unit']

const LOCALES: Record<Lang, string> = { cs: 'cs-CZ', en: 'en-GB' }

/** Whole days, hours, minutes and seconds left; each part is hidden while it and all larger parts are zero. */
export function countdownParts(msLeft: number): { unit: Unit; value: number; hidden: boolean }[] {
  let rest = Math.max(0, Math.ceil(msLeft / 1000) * 1000)
  let leading = true
  return UNITS.map(({ unit, ms }) => {
    const value = Math.floor(rest / ms)
    rest -= value * ms
    leading &&= value === 0 && unit !== 'second'
    return { unit, value, hidden: leading }
  })
}

/** The unit word for a value ("dny", "hours"), from the browser's plural rules. */
function unitLabel(lang: Lang, unit: Unit, value: number): string {
  const parts = new Intl.NumberFormat(LOCALES[lang], { style: 'unit', unit, unitDisplay: 'long' }).formatToParts(value)
  return parts
    .filter((p) => p.type === 'unit')
    .map((p) => p.value)
    .join(' ')
}

/** `rendered` on the server and during hydration, then the browser's time every second until `end`. */
function useNow(rendered: number, end: number): number {
  const [now, setNow] = useState(rendered)
  useEffect(() => {
    const tick = () => {
      const time = Date.now()
      setNow(time)
      return time < end
    }
    if (!tick()) return
    const timer = setInterval(() => {
      if (!tick()) clearInterval(timer)
    }, TICK_MS)
    return () => clearInterval(timer)
  }, [end])
  return now
}

export default function Countdown({ until, label, lang, now: rendered }: CountdownProps) {
  const end = Date.parse(until)
  const left = end - useNow(Date.parse(rendered), end)
  const endText = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Prague' }).format(end)
  return (
    <div className="countdown" hidden={left <= 0}>
      <p className="countdown__label">
        {label} <time dateTime={until}>{endText}</time>
      </p>
      <div className="countdown__timer" role="timer" aria-live="off" aria-label={label}>
        {countdownParts(left).map(({ unit, value, hidden }) => (
          <span key={unit} className={`countdown__part countdown__part--${unit}`} hidden={hidden}>
            <span className="countdown__value">{unit === 'day' ? value : String(value).padStart(2, '0')}</span>{' '}
            <span className="countdown__unit">{unitLabel(lang, unit, value)}</span>
          </span>
        ))}
      </div>
    </div>
  )
}
