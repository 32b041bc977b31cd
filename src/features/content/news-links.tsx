import { formatDate, type Lang } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import type { NewsSummary } from '../news/news.types.js'

/** A compact list of news links with dates, for the home and faculty pages. */
export function NewsLinks({ lang, items }: { lang: Lang; items: NewsSummary[] }) {
  return (
    <ul className="news-links">
      {items.map((n) => {
        const date = n.kind === 'event' && n.eventStartsAt ? n.eventStartsAt : n.publishedAt
        return (
          <li key={n.id}>
            <time dateTime={date.toISOString()}>{formatDate(lang, date)}</time>
            <a href={paths.newsDetail(lang, n.slug)}>{n.title}</a>
          </li>
        )
      })}
    </ul>
  )
}
