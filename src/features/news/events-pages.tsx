/**
 * The events pages (ADR 054): those to come, the soonest first; the archive of past ones, the
 * latest first; a month as a calendar grid with the month's events by day below it. Every event
 * shows when and where it takes place and links its page and its calendar file.
 */
import { formatDate, translator, type Lang } from '../../i18n/index.js'
import { newsMessages } from '../../i18n/news.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { Pagination } from '../../ui/pagination.js'
import { paths } from '../../ui/paths.js'
import type { NewsSummary } from './news.types.js'
import { monthOf, type EventsMonthData, type EventsPageData } from './news.service.js'
import { EventWhen, nextEventEnd } from './news-item-meta.js'

type View = 'upcoming' | 'month' | 'past'

const monthFormats = {
  cs: new Intl.DateTimeFormat('cs-CZ', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
}
const weekdayFormats = {
  cs: new Intl.DateTimeFormat('cs-CZ', { weekday: 'short', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }),
}
const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' })

/** "prosinec 2026" · "December 2026" for `YYYY-MM`. */
export function monthName(lang: Lang, month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return monthFormats[lang].format(new Date(Date.UTC(y, m - 1, 15)))
}

export function eventsPageModel(lang: Lang, data: EventsPageData): PageModel {
  const t = translator(newsMessages, lang)
  return {
    title: t('eventsTitle'),
    description: t('eventsDescription'),
    alternate: paths.events(lang === 'cs' ? 'en' : 'cs'),
    breadcrumbs: { trail: [], current: t('eventsTitle') },
    freshUntil: nextEventEnd(data.items),
    regions: {
      pageContent: () => (
        <EventsFrame lang={lang} view="upcoming" heading={t('eventsTitle')} current={t('eventsTitle')}>
          <h2 className="events__subheading">{t('eventsUpcoming')}</h2>
          <EventList lang={lang} items={data.items} empty={t('eventsNoneUpcoming')} />
          <Pagination page={data.page} pages={data.pages} href={(p) => paths.events(lang) + (p > 1 ? `?page=${p}` : '')} />
        </EventsFrame>
      ),
    },
  }
}

export function pastEventsPageModel(lang: Lang, data: EventsPageData & { changesAt: Date | undefined }): PageModel {
  const t = translator(newsMessages, lang)
  const title = data.page > 1 ? t('eventsPastTitlePaged', { page: data.page }) : t('eventsPastTitle')
  return {
    title,
    description: t('eventsPastDescription'),
    alternate: paths.eventsPast(lang === 'cs' ? 'en' : 'cs', data.page),
    breadcrumbs: { trail: [{ label: t('eventsTitle'), href: paths.events(lang) }], current: t('eventsPastTitle') },
    freshUntil: data.changesAt,
    regions: {
      pageContent: () => (
        <EventsFrame lang={lang} view="past" heading={title} current={t('eventsPastTitle')}>
          <EventList lang={lang} items={data.items} empty={t('empty')} headingLevel="h2" />
          <Pagination page={data.page} pages={data.pages} href={(p) => paths.eventsPast(lang, p)} />
        </EventsFrame>
      ),
    },
  }
}

export function monthEventsPageModel(lang: Lang, data: EventsMonthData, now = new Date()): PageModel {
  const t = translator(newsMessages, lang)
  const name = monthName(lang, data.month)
  const title = t('eventsMonthTitle', { month: name })
  // The page of this month names its month only when asked for one: the address stays the month's.
  const month = data.month === monthOf(now) ? undefined : data.month
  return {
    title,
    description: t('eventsMonthDescription', { month: name }),
    alternate: paths.eventsMonth(lang === 'cs' ? 'en' : 'cs', month),
    breadcrumbs: { trail: [{ label: t('eventsTitle'), href: paths.events(lang) }], current: title },
    // This month's page without a month in its address is another month's from the next month on.
    freshUntil: month === undefined ? data.to : undefined,
    regions: {
      pageContent: () => (
        <EventsFrame lang={lang} view="month" heading={title} current={title}>
          <MonthNav lang={lang} data={data} />
          <MonthGrid lang={lang} data={data} />
          <MonthAgenda lang={lang} data={data} />
        </EventsFrame>
      ),
    },
  }
}

function EventsFrame({ lang, view, heading, current, children }: { lang: Lang; view: View; heading: string; current: string; children: React.ReactNode }) {
  const t = translator(newsMessages, lang)
  const trail = view === 'upcoming' ? [] : [{ label: t('eventsTitle'), href: paths.events(lang) }]
  const views: { view: View; href: string; label: string }[] = [
    { view: 'upcoming', href: paths.events(lang), label: t('eventsViewUpcoming') },
    { view: 'month', href: paths.eventsMonth(lang), label: t('eventsViewMonth') },
    { view: 'past', href: paths.eventsPast(lang), label: t('eventsViewPast') },
  ]
  return (
    <Container id="pageContent" className="page-content events">
      <Breadcrumbs trail={trail} current={current} />
      <PageHeading>{heading}</PageHeading>
      <nav className="news-filter events__views" aria-label={t('eventsViews')}>
        <ul>
          {views.map((v) => (
            <li key={v.view}>
              <a href={v.href} aria-current={v.view === view ? 'page' : undefined}>
                {v.label}
              </a>
            </li>
          ))}
          <li>
            <a href={paths.eventsCalendar(lang)} type="text/calendar">
              {t('eventsViewFeed')}
            </a>
          </li>
        </ul>
      </nav>
      {children}
    </Container>
  )
}

function EventList({ lang, items, empty, headingLevel = 'h3' }: { lang: Lang; items: NewsSummary[]; empty: string; headingLevel?: 'h2' | 'h3' }) {
  const t = translator(newsMessages, lang)
  if (items.length === 0) return <p className="news-list__empty">{empty}</p>
  const Heading = headingLevel
  return (
    <ul className="event-list">
      {items.map((e) => (
        <li key={e.id} className="event-item">
          <article>
            <Heading className="event-item__title">
              <a href={paths.newsDetail(lang, e.slug)}>{e.title}</a>
            </Heading>
            <p className="event-item__when">{e.eventStartsAt ? <EventWhen lang={lang} starts={e.eventStartsAt} ends={e.eventEndsAt} /> : null}</p>
            {e.eventLocation ? <p className="event-item__where">{e.eventLocation}</p> : null}
            <p className="event-item__perex">{e.perex}</p>
            <p className="event-item__ics">
              <a href={paths.eventIcs(lang, e.slug)} download={`${e.slug}.ics`} type="text/calendar" aria-label={t('eventIcsOf', { title: e.title })}>
                {t('eventIcs')}
              </a>
            </p>
          </article>
        </li>
      ))}
    </ul>
  )
}

function MonthNav({ lang, data }: { lang: Lang; data: EventsMonthData }) {
  const t = translator(newsMessages, lang)
  return (
    <p className="events__month-nav">
      {data.previous ? (
        <a href={paths.eventsMonth(lang, data.previous)} rel="prev">
          ← {t('eventsMonthPrevious', { month: monthName(lang, data.previous) })}
        </a>
      ) : null}
      {data.next ? (
        <a href={paths.eventsMonth(lang, data.next)} rel="next">
          {t('eventsMonthNext', { month: monthName(lang, data.next) })} →
        </a>
      ) : null}
    </p>
  )
}

/** The month's days (`YYYY-MM-DD`, in Prague) each with the events under way on it. */
function eventDays(data: EventsMonthData): Map<string, NewsSummary[]> {
  const days = new Map<string, NewsSummary[]>()
  for (const e of data.items) {
    if (!e.eventStartsAt) continue
    const first = dayOf.format(new Date(Math.max(e.eventStartsAt.getTime(), data.from.getTime())))
    const last = dayOf.format(new Date(Math.min((e.eventEndsAt ?? e.eventStartsAt).getTime(), data.to.getTime() - 1)))
    // Calendar days counted on the date itself, free of clock changes.
    for (let day = first; day <= last; day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
      days.set(day, [...(days.get(day) ?? []), e])
    }
  }
  return days
}

const dayId = (day: string) => `den-${day}`

function MonthGrid({ lang, data }: { lang: Lang; data: EventsMonthData }) {
  const t = translator(newsMessages, lang)
  const [y, m] = data.month.split('-').map(Number) as [number, number]
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate()
  // Monday first: 0 = Monday.
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7
  const days = eventDays(data)
  const cells: (number | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length }, (_, i) => i + 1)]
  while (cells.length % 7) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
  // 2024-01-01 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => weekdayFormats[lang].format(new Date(Date.UTC(2024, 0, 1 + i))))
  return (
    <table className="events-month">
      <caption className="visually-hidden">{t('eventsMonthGrid', { month: monthName(lang, data.month) })}</caption>
      <thead>
        <tr>
          {weekdays.map((d) => (
            <th key={d} scope="col">
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((day, i) => {
              if (day === null) return <td key={i} />
              const key = `${data.month}-${String(day).padStart(2, '0')}`
              const events = days.get(key)
              return (
                <td key={i} className={events ? 'events-month__day events-month__day--busy' : 'events-month__day'}>
                  {events ? (
                    <a href={`#${dayId(key)}`} aria-label={t('eventsDayEvents', { day: formatDate(lang, new Date(`${key}T12:00:00Z`)), count: events.length })}>
                      {day}
                    </a>
                  ) : (
                    day
                  )}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function MonthAgenda({ lang, data }: { lang: Lang; data: EventsMonthData }) {
  const t = translator(newsMessages, lang)
  const days = [...eventDays(data)].sort(([a], [b]) => a.localeCompare(b))
  if (days.length === 0) return <p className="news-list__empty">{t('eventsMonthNone')}</p>
  return (
    <div className="events-agenda">
      {days.map(([day, events]) => (
        <section key={day} id={dayId(day)} className="events-agenda__day" aria-labelledby={`${dayId(day)}-h`}>
          <h2 id={`${dayId(day)}-h`}>{formatDate(lang, new Date(`${day}T12:00:00Z`))}</h2>
          <EventList lang={lang} items={events} empty="" />
        </section>
      ))}
    </div>
  )
}
