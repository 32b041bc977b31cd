/**
 * The countdown as a React island: the view of src/ui/countdown.tsx re-rendered every second.
 * Pages use the framework-free widget instead (ADR 033); the island remains the example the
 * island loader's tests hydrate.
 */
import { useEffect, useState } from 'react'
import { TICK_MS } from '../shared/countdown.js'
import { CountdownView } from '../ui/countdown.js'
import type { Lang } from '../i18n/index.js'

export { countdownParts, TICK_MS } from '../shared/countdown.js'

export interface CountdownProps {
  /** ISO 8601 date-time with offset, e.g. `2026-12-24T00:00:00+01:00`. */
  until: string
  /** What ends, e.g. "Christmas sale ends"; the end date follows it. */
  label: string
  lang: Lang
  /** When the server rendered it (ISO 8601): the first render counts down from here. */
  now: string
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
  const now = useNow(Date.parse(rendered), Date.parse(until))
  return <CountdownView until={until} label={label} lang={lang} now={now} />
}
