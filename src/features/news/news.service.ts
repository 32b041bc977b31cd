/** Rules of the news listing and detail: paging, filtering, translations. No Fastify, no ORM. */
import type { PictureMeta } from '../../ui/picture.js'
import { otherLang, type Lang } from '../../i18n/index.js'
import { clampPage } from '../../ui/query.js'
import type { NewsRepository } from './news.repository.js'
import type { BlockRefs } from '../editorial/blocks/resolve.js'
import type { NewsDetail, NewsKind, NewsSummary } from './news.types.js'
import { pragueOffset } from '../../i18n/prague-time.js'

export const NEWS_PAGE_SIZE = 20

export interface NewsListData {
  items: NewsSummary[]
  kind: NewsKind | undefined
  page: number
  pages: number
}

export interface NewsDetailData {
  item: NewsDetail
  /** The item's slug in the other language; null when it is not translated. */
  translatedSlug: string | null
  /** Its photo galleries, in order (ADR 032). */
  galleries: Array<{ key: string; pictures: PictureMeta[] }>
  /** What its body refers to, as it is now (ADR 093). */
  refs: BlockRefs
}

export const EVENTS_PAGE_SIZE = 20
/** A month shows at most this many events (a busy month still renders quickly). */
const MONTH_EVENTS = 200
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
/** Months before and after this one that have a page of their own. */
const MONTHS_AROUND = 120

export interface EventsPageData {
  items: NewsSummary[]
  page: number
  pages: number
}

export interface EventsMonthData {
  /** `YYYY-MM`. */
  month: string
  /** Its first moment and the next month's, in the university's time zone. */
  from: Date
  to: Date
  items: NewsSummary[]
  /** The months before and after, null past the range that has pages. */
  previous: string | null
  next: string | null
}

/** Midnight starting the first day of a month in Prague. */
export function monthStart(year: number, month: number): Date {
  const utc = Date.UTC(year, month - 1, 1)
  return new Date(utc - pragueOffset(new Date(utc)))
}

/** `YYYY-MM` of `at` in Prague, moved by `delta` months. */
export function monthOf(at: Date, delta = 0): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit' }).format(at).split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) + delta
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

const monthIndex = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return y * 12 + m - 1
}

export function newsService(repo: NewsRepository) {
  async function eventsPage(lang: Lang, when: 'upcoming' | 'past', requested: number, now: Date): Promise<EventsPageData> {
    const first = await repo.eventsPage(lang, when, now, { limit: EVENTS_PAGE_SIZE, offset: (requested - 1) * EVENTS_PAGE_SIZE })
    const pages = Math.max(1, Math.ceil(first.total / EVENTS_PAGE_SIZE))
    const page = clampPage(requested, pages)
    if (page === requested) return { items: first.items, page, pages }
    const last = await repo.eventsPage(lang, when, now, { limit: EVENTS_PAGE_SIZE, offset: (page - 1) * EVENTS_PAGE_SIZE })
    return { items: last.items, page, pages }
  }

  return {
    /** Events still to come or under way, the soonest first (the events page). */
    upcomingPage: (lang: Lang, page: number, now = new Date()) => eventsPage(lang, 'upcoming', page, now),

    /** The archive: events that have ended, the latest first; `changesAt`: when the next one to end joins it. */
    async pastPage(lang: Lang, page: number, now = new Date()): Promise<EventsPageData & { changesAt: Date | undefined }> {
      const [data, coming] = await Promise.all([eventsPage(lang, 'past', page, now), repo.eventsPage(lang, 'upcoming', now, { limit: EVENTS_PAGE_SIZE, offset: 0 })])
      const ends = coming.items.map((e) => (e.eventEndsAt ?? e.eventStartsAt)?.getTime() ?? Infinity)
      return { ...data, changesAt: ends.length ? new Date(Math.min(...ends)) : undefined }
    },

    /**
     * A month's events (`YYYY-MM`, else this month); null for a month that is no month or lies
     * more than ten years from now (no page for every month of every century).
     */
    async month(lang: Lang, month: string | undefined, now = new Date()): Promise<EventsMonthData | null> {
      const current = monthOf(now)
      const chosen = month ?? current
      const m = MONTH.exec(chosen)
      if (!m || Math.abs(monthIndex(chosen) - monthIndex(current)) > MONTHS_AROUND) return null
      const [year, number] = [Number(m[1]), Number(m[2])]
      const from = monthStart(year, number)
      const to = monthStart(number === 12 ? year + 1 : year, number === 12 ? 1 : number + 1)
      const items = await repo.eventsBetween(lang, from, to, MONTH_EVENTS)
      const near = (delta: number) => {
        const other = monthOf(new Date((from.getTime() + to.getTime()) / 2), delta)
        return Math.abs(monthIndex(other) - monthIndex(current)) > MONTHS_AROUND ? null : other
      }
      return { month: chosen, from, to, items, previous: near(-1), next: near(1) }
    },

    /** One event by its slug (its calendar file); null for news or an unknown slug. */
    async event(lang: Lang, slug: string): Promise<NewsDetail | null> {
      const item = await repo.bySlug(lang, slug)
      return item && item.kind === 'event' && item.eventStartsAt ? item : null
    },

    /** A page past the end shows the last page rather than an empty list. */
    async listPage(lang: Lang, requested: number, kind?: NewsKind): Promise<NewsListData> {
      const total = await repo.count(lang, kind)
      const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE))
      const page = clampPage(requested, pages)
      const items = await repo.list(lang, { kind, limit: NEWS_PAGE_SIZE, offset: (page - 1) * NEWS_PAGE_SIZE })
      return { items, kind, page, pages }
    },

    /** Events still to come (or under way), the soonest first, for the home and faculty pages. */
    upcoming: (lang: Lang, options: { facultyId?: number; limit: number }, now = new Date()) => repo.upcoming(lang, now, options),

    /** The newest items, for the home and faculty pages. */
    latest: (lang: Lang, options: { kind?: NewsKind; facultyId?: number; limit: number }) => repo.latest(lang, options),

    /** Every item in both languages (the sitemap). */
    allItems: () => repo.allItems(),

    /** Events still to come or running, and those of the past `daysBack` days (the calendar feed). */
    calendar: (lang: Lang, now: Date, daysBack: number, limit: number) =>
      repo.eventsFrom(lang, new Date(now.getTime() - daysBack * 86_400_000), limit),

    async detail(lang: Lang, slug: string): Promise<NewsDetailData | null> {
      const item = await repo.bySlug(lang, slug)
      if (!item) return null
      const [translated, galleries, refs] = await Promise.all([repo.translatedSlug(item.translationKey, otherLang(lang)), repo.galleries(item.translationKey, lang), repo.refs(lang, item.blocks, item.translationKey)])
      return { item, translatedSlug: translated ?? null, galleries, refs }
    },
  }
}

export type NewsService = ReturnType<typeof newsService>
