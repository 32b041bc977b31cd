/** The news feature's search source (ADR 019): live news items and events. */
import { and, asc } from 'drizzle-orm'
import type { Lang } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import { news } from '../../db/schema.js'
import { isLive } from '../editorial/editorial.columns.js'
import type { Db } from '../../db/client.js'
import { entry, joinText, select, type Loader, type SearchSource } from '../search/search-source.js'

const loadNews: Loader = async (db, selection) => {
  const { where, limit } = select(news.id, selection)
  const q = db.select().from(news).where(and(where, isLive(news))).orderBy(asc(news.id))
  const rows = await (limit ? q.limit(limit) : q)
  const entries = rows.map((n) =>
    entry({
      source: 'news', sourceId: n.id, lang: n.lang as Lang, scope: 'web', kind: n.kind === 'event' ? 'event' : 'news', facultyId: n.facultyId,
      title: n.title, body: joinText(n.perex, n.eventLocation, n.body), url: paths.newsDetail(n.lang as Lang, n.slug), date: n.eventStartsAt ?? n.publishedAt,
    }),
  )
  return { ids: rows.map((r) => r.id), entries }
}

export const newsSearch: readonly SearchSource[] = [{ name: 'news', load: loadNews }]
