/** The only file of the news feature that touches the ORM; plain objects out. */
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { news } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'

export interface NewsSummary {
  id: number
  kind: 'news' | 'event'
  slug: string
  title: string
  perex: string
  publishedAt: Date
  eventStartsAt: Date | null
  eventLocation: string | null
}

export const newsSummaryColumns = {
  id: news.id,
  kind: news.kind,
  slug: news.slug,
  title: news.title,
  perex: news.perex,
  publishedAt: news.publishedAt,
  eventStartsAt: news.eventStartsAt,
  eventLocation: news.eventLocation,
}

export function newsRepository(db: Db) {
  return {
    /** Newest first; `kind` narrows to news or events, `facultyId` to one faculty. */
    async latest(
      lang: Lang,
      options: { kind?: 'news' | 'event'; facultyId?: number; limit: number },
    ): Promise<NewsSummary[]> {
      const rows = await db
        .select(newsSummaryColumns)
        .from(news)
        .where(
          and(
            eq(news.lang, lang),
            options.kind ? eq(news.kind, options.kind) : undefined,
            options.facultyId ? eq(news.facultyId, options.facultyId) : undefined,
          ),
        )
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(options.limit)
      return rows as NewsSummary[]
    },
  }
}

export type NewsRepository = ReturnType<typeof newsRepository>
