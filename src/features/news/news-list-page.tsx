import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { newsMessages } from '../../i18n/news.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { Pagination } from '../../ui/pagination.js'
import { paths } from '../../ui/paths.js'
import { Picture } from '../../ui/picture.js'
import type { NewsKind } from './news.types.js'
import type { NewsListData } from './news.service.js'
import { NewsItemMeta, nextEventEnd } from './news-item-meta.js'

/** The listing URL with its filter; the filter survives paging and the language switch. */
function newsListHref(lang: Lang, page: number, kind?: NewsKind): string {
  const base = paths.newsList(lang, page)
  if (!kind) return base
  return `${base}${base.includes('?') ? '&' : '?'}kind=${kind}`
}

/** `newsList` is its own region so a partial request can fetch the next page of items alone. */
export function newsListPageModel(lang: Lang, data: NewsListData): PageModel {
  const t = translator(newsMessages, lang)
  return {
    title: data.page > 1 ? t('listTitlePaged', { page: data.page }) : t('listTitle'),
    description: t('listDescription'),
    alternate: newsListHref(otherLang(lang), data.page, data.kind),
    breadcrumbs: { trail: [], current: t('listTitle') },
    freshUntil: nextEventEnd(data.items),
    regions: {
      pageContent: () => <NewsListPage lang={lang} data={data} />,
      newsList: () => <NewsList lang={lang} data={data} />,
    },
  }
}

function NewsListPage({ lang, data }: { lang: Lang; data: NewsListData }) {
  const t = translator(newsMessages, lang)
  return (
    <Container id="pageContent" className="page-content news-listing">
      <Breadcrumbs trail={[]} current={t('listTitle')} />
      <PageHeading>{t('listTitle')}</PageHeading>
      <KindFilter lang={lang} current={data.kind} />
      <NewsList lang={lang} data={data} />
    </Container>
  )
}

const filters: { kind: NewsKind | undefined; label: 'filterAll' | 'filterNews' | 'filterEvents' }[] = [
  { kind: undefined, label: 'filterAll' },
  { kind: 'news', label: 'filterNews' },
  { kind: 'event', label: 'filterEvents' },
]

function KindFilter({ lang, current }: { lang: Lang; current: NewsKind | undefined }) {
  const t = translator(newsMessages, lang)
  return (
    <nav className="news-filter" aria-label={t('filterLabel')}>
      <ul>
        {filters.map((f) => (
          <li key={f.label}>
            <a href={newsListHref(lang, 1, f.kind)} aria-current={f.kind === current ? 'page' : undefined}>
              {t(f.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function NewsList({ lang, data }: { lang: Lang; data: NewsListData }) {
  const t = translator(newsMessages, lang)
  return (
    <Container id="newsList" className="news-list">
      {data.items.length === 0 ? (
        <p className="news-list__empty">{t('empty')}</p>
      ) : (
        <ul className="news-items">
          {data.items.map((n) => (
            <li key={n.id} className={`news-item news-item--${n.kind}`}>
              <article>
                {n.image ? <Picture image={n.image} rendition="thumb" sizes="(min-width: 768px) 240px, 100vw" className="news-item__image" decorative /> : null}
                <h2 className="news-item__title">
                  <a href={paths.newsDetail(lang, n.slug)}>{n.title}</a>
                </h2>
                <NewsItemMeta lang={lang} item={n} />
                <p className="news-item__perex">{n.perex}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} pages={data.pages} href={(p) => newsListHref(lang, p, data.kind)} />
    </Container>
  )
}
