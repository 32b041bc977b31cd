import { formatDate, translator, type Lang } from '../../i18n/index.js'
import { formatTime, newsMessages } from '../../i18n/news.js'
import type { NewsSummary } from './news.types.js'

/**
 * An event that has ended by `now` (the time of rendering: a stored region says so as of when it
 * was rendered, ADR 017).
 */
export const eventIsOver = (item: Pick<NewsSummary, 'eventEndsAt'>, now = new Date()) =>
  item.eventEndsAt !== null && item.eventEndsAt.getTime() < now.getTime()

/**
 * The next moment one of these items' events ends, when it is over and the page that lists it
 * must say so (or list it no longer): the page's `freshUntil`. Undefined when none is yet to end.
 */
export function nextEventEnd(items: Pick<NewsSummary, 'eventEndsAt'>[], now = new Date()): Date | undefined {
  const ends = items.map((i) => i.eventEndsAt?.getTime()).filter((t): t is number => t !== undefined && t > now.getTime())
  return ends.length ? new Date(Math.min(...ends)) : undefined
}

/** The date line of a news item; events show when and where they take place instead, and whether they are over. */
export function NewsItemMeta({ lang, item }: { lang: Lang; item: NewsSummary }) {
  const t = translator(newsMessages, lang)
  if (item.kind === 'event' && item.eventStartsAt) {
    return (
      <p className="news-item__meta news-item__meta--event">
        <span className="badge">{t('eventLabel')}</span>{' '}
        {eventIsOver(item) ? (
          <>
            <span className="badge badge--past">{t('eventPast')}</span>{' '}
          </>
        ) : null}
        <time dateTime={item.eventStartsAt.toISOString()}>{formatDate(lang, item.eventStartsAt)}</time>
        {item.eventLocation ? <span className="news-item__location">, {item.eventLocation}</span> : null}
      </p>
    )
  }
  return (
    <p className="news-item__meta">
      <time dateTime={item.publishedAt.toISOString()}>{formatDate(lang, item.publishedAt)}</time>
    </p>
  )
}

/** When an event takes place: its date and time, and its end (the time alone on the same day). */
export function EventWhen({ lang, starts, ends }: { lang: Lang; starts: Date; ends: Date | null }) {
  const sameDay = ends !== null && formatDate(lang, ends) === formatDate(lang, starts)
  return (
    <>
      <time dateTime={starts.toISOString()}>
        {formatDate(lang, starts)} {formatTime(lang, starts)}
      </time>
      {ends && ends > starts ? (
        <>
          {' – '}
          <time dateTime={ends.toISOString()}>{sameDay ? formatTime(lang, ends) : `${formatDate(lang, ends)} ${formatTime(lang, ends)}`}</time>
        </>
      ) : null}
    </>
  )
}
