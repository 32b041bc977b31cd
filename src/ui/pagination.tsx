import { common } from '../i18n/common.js'
import { translate } from '../i18n/index.js'
import { useContent } from './page-context.js'
import { pageParams } from './query.js'

interface Props {
  page: number
  pages: number
  href: (page: number) => string
}

/** Numbered pagination with rel="prev"/"next" on the neighbour links. */
export function Pagination({ page, pages, href }: Props) {
  const { lang } = useContent()
  const t = (key: keyof typeof common, values?: Record<string, number>) => translate(common, lang, key, values)
  if (pages <= 1) return null
  const numbers = pageWindow(page, pages)
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      <p className="visually-hidden">{t('pageOf', { page, pages })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev" className="pagination__prev">
              {t('previousPage')}
            </a>
          </li>
        ) : null}
        {numbers.map((n, i) =>
          n === null ? (
            <li key={`gap${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className="pagination__current">
                  {n}
                </span>
              ) : (
                <a href={href(n)}>{n}</a>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} rel="next" className="pagination__next">
              {t('nextPage')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/** First, last and two around the current page; null marks a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2])
  const sorted = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b)
  const out: (number | null)[] = []
  for (const n of sorted) {
    const last = out[out.length - 1]
    if (typeof last === 'number' && n - last > 1) out.push(null)
    out.push(n)
  }
  return out
}

export interface PaginationFragment {
  /** Pages shown at once, ending with `pageNumber`. */
  loadedPages: number
  pageSize: number
  pageNumber: number
}

/**
 * The data attributes of a pagination fragment (spec 000 §3): what the list holds and the names
 * of the query parameters, so a refresh can ask for every loaded page in one request.
 */
export function paginationFragment({ loadedPages, pageSize, pageNumber }: PaginationFragment) {
  return {
    'data-pu-loaded-pages': loadedPages,
    'data-pu-page-size': pageSize,
    'data-pu-page-number': pageNumber,
    'data-pu-page-size-param': pageParams.pageSize,
    'data-pu-page-number-param': pageParams.pageNumber,
    'data-pu-loaded-pages-param': pageParams.loadedPages,
  }
}
