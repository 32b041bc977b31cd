/** Rules of the news listing and detail: paging, filtering, translations. No Fastify, no ORM. */
import type { PictureMeta } from '../../ui/picture.js'
import { otherLang, type Lang } from '../../i18n/index.js'
import { clampPage } from '../../ui/query.js'
import type { NewsDetail, NewsKind, NewsRepository, NewsSummary } from './news.repository.js'

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
}

export function newsService(repo: NewsRepository) {
  return {
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
      const [translated, galleries] = await Promise.all([repo.translatedSlug(item.translationKey, otherLang(lang)), repo.galleries(item.translationKey, lang)])
      return { item, translatedSlug: translated ?? null, galleries }
    },
  }
}

export type NewsService = ReturnType<typeof newsService>
