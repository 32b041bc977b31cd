/**
 * The promotion countdown's markup (spec 001 §4, §9; ADR 033). The server renders the time left
 * at `now`, so the first paint (and a page without JavaScript) shows it; with `ticking`, the
 * runtime widget (src/client/widgets/countdown.ts) counts on from the browser's clock. A target
 * that has passed or does not parse renders the countdown hidden.
 * The ticking numbers sit in a `role="timer"` with `aria-live="off"`: screen readers read them
 * on demand, never every second; the label with the end date is their text alternative.
 */
import { countdownParts, LOCALES, partValue, unitLabel } from '../shared/countdown.js'
import type { Lang } from '../i18n/index.js'

export interface CountdownProps {
  /** ISO 8601 date-time with offset, e.g. `2026-12-24T00:00:00+01:00`. */
  until: string
  /** What ends, e.g. "Christmas sale ends"; the end date follows it. */
  label: string
  lang: Lang
  /** The time the parts are counted from (ms since the epoch). */
  now: number
  /** Marks it for the runtime widget, which keeps it ticking. */
  ticking?: boolean
}

export function CountdownView({ until, label, lang, now, ticking }: CountdownProps) {
  const end = Date.parse(until)
  const left = end - now
  const valid = Number.isFinite(end)
  return (
    <div
      className="countdown"
      hidden={!(left > 0)}
      data-countdown={ticking ? until : undefined}
      data-lang={ticking ? lang : undefined}
      data-counted-from={ticking ? new Date(now).toISOString() : undefined}
    >
      <p className="countdown__label">
        {label}{' '}
        {valid ? (
          <time dateTime={until}>{new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Prague' }).format(end)}</time>
        ) : null}
      </p>
      <div className="countdown__timer" role="timer" aria-live="off" aria-label={label}>
        {countdownParts(valid ? left : 0).map((part) => (
          <span key={part.unit} className={`countdown__part countdown__part--${part.unit}`} hidden={part.hidden}>
            <span className="countdown__value">{partValue(part)}</span> <span className="countdown__unit">{unitLabel(lang, part.unit, part.value)}</span>
          </span>
        ))}
      </div>
    </div>
  )
}
