/** Rules of the news listing and detail: paging, filtering, translations. No Fastify, no ORM. */
import { newsMessages } from '../../i18n/news.js'
import { otherLang, translate, type Lang } from '../../i18n/index.js'
import type { Crumb } from '../../ui/breadcrumbs.js'
import { paths } from '../../ui/paths.js'
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
  trail: Crumb[]
  alternate: string
}

/** The listing URL with its filter; the filter survives paging and the language switch. */
export function newsListHref(lang: Lang, page: number, kind?: NewsKind): string {
  const base = paths.newsList(lang, page)
  if (!kind) return base
  return `${base}${base.includes('?') ? '&' : '?'}kind=${kind}`
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

    /** The newest items, for the home and faculty pages. */
    latest: (lang: Lang, options: { kind?: NewsKind; facultyId?: number; limit: number }) => repo.latest(lang, options),

    async detail(lang: Lang, slug: string): Promise<NewsDetailData | null> {
      const item = await repo.bySlug(lang, slug)
      if (!item) return null
      const other = otherLang(lang)
      const translated = await repo.translatedSlug(item.translationKey, other)
      return {
        item,
        trail: [{ label: translate(newsMessages, lang, 'listTitle'), href: paths.newsList(lang) }],
        // Untranslated items switch to the other language's listing rather than its home.
        alternate: translated ? paths.newsDetail(other, translated) : paths.newsList(other),
      }
    },
  }
}

export type NewsService = ReturnType<typeof newsService>
