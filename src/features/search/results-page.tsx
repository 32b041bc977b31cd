import { formatDate, formatNumber, formatPrice, otherLang, translator, type Lang } from '../../i18n/index.js'
import { searchMessages } from '../../i18n/search.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { Pagination } from '../../ui/pagination.js'
import { paths, SEARCH_SCOPES, type SearchScope } from '../../ui/paths.js'
import { Price } from '../shop/price.js'
import { ProductThumb } from '../shop/product-thumb.js'
import { QUERY_MAX } from './search.schema.js'
import type { SearchHit, SearchKind, SearchResults } from './search.types.js'

type T = ReturnType<typeof translator<keyof typeof searchMessages>>

/** What a result page shows: the search asked for and, when there was a query, what it found. */
export interface ResultsPageData {
  scope: SearchScope
  query: string
  facultyId?: number
  /** The faculties the category select offers (web search). */
  faculties: { id: number; name: string }[]
  /** null when no query was given. */
  results: SearchResults | null
  page: number
  pages: number
}

const scopeTitle = { web: 'titleWeb', documents: 'titleDocuments', eshop: 'titleEshop' } as const
const scopeLabel = { web: 'scopeWeb', documents: 'scopeDocuments', eshop: 'scopeEshop' } as const
const kindLabel = {
  page: 'kindPage',
  news: 'kindNews',
  event: 'kindEvent',
  document: 'kindDocument',
  person: 'kindPerson',
  programme: 'kindProgramme',
  product: 'kindProduct',
  faculty: 'kindFaculty',
} as const satisfies Record<SearchKind, keyof typeof searchMessages>

/** The category is a faculty of web and document search; the e-shop has none. */
export const categoryOf = (scope: SearchScope, facultyId?: number) => (scope === 'eshop' || facultyId === undefined ? undefined : String(facultyId))

/** A result page's address: the query, the category where the scope has one, the page. */
export function resultsHref(lang: Lang, scope: SearchScope, query: string, facultyId?: number, page = 1): string {
  const href = paths.searchResults(lang, scope, { query, category: categoryOf(scope, facultyId) })
  return page > 1 ? `${href}${href.includes('?') ? '&' : '?'}page=${page}` : href
}

/**
 * `searchResults` is an update container: its pagination swaps it alone, and so do the form's
 * faculty select (change) and submit button, which name it as their target (spec 000 §2.5, §7
 * Search results load). Result pages are kept out of search engines' indexes.
 */
export function resultsPageModel(lang: Lang, data: ResultsPageData): PageModel {
  const t = translator(searchMessages, lang)
  const scopeName = t(scopeTitle[data.scope])
  const base = data.query ? t('titleQuery', { scope: scopeName, query: data.query }) : scopeName
  return {
    title: data.page > 1 ? t('titlePaged', { title: base, page: data.page }) : base,
    description: t('description'),
    alternate: resultsHref(otherLang(lang), data.scope, data.query, data.facultyId, data.page),
    section: data.scope === 'eshop' ? 'eshop' : 'web',
    robots: 'noindex',
    breadcrumbs: { trail: [], current: scopeName },
    regions: {
      pageContent: () => <ResultsPage lang={lang} data={data} />,
      searchResults: () => <ResultsRegion lang={lang} data={data} />,
    },
  }
}

function ResultsPage({ lang, data }: { lang: Lang; data: ResultsPageData }) {
  const t = translator(searchMessages, lang)
  return (
    <Container id="pageContent" className="page-content search-page">
      <Breadcrumbs trail={[]} current={t(scopeTitle[data.scope])} />
      <PageHeading>{t(scopeTitle[data.scope])}</PageHeading>
      <ResultsForm lang={lang} data={data} />
      <ResultsRegion lang={lang} data={data} />
    </Container>
  )
}

/**
 * Searches again in the same scope. The select's change and the button update `searchResults`
 * alone with the form's fields; without JavaScript the button loads the page.
 */
function ResultsForm({ lang, data }: { lang: Lang; data: ResultsPageData }) {
  const t = translator(searchMessages, lang)
  return (
    <form className="search-form" method="get" action={paths.searchResults(lang, data.scope)} data-pu-target="searchResults" role="search" aria-label={t('formLabel')} data-autocomplete={data.scope} data-suggest={paths.suggestions(lang, data.scope)} data-suggest-box="searchSuggestions">
      <p className="search-form__field search-form__field--query">
        <label htmlFor="searchQuery">{t('query')}</label>
        <input id="searchQuery" type="search" name="frm.query" defaultValue={data.query} maxLength={QUERY_MAX} autoComplete="off" />
      </p>
      {data.scope === 'eshop' ? null : (
        <p className="search-form__field">
          <label htmlFor="searchFaculty">{t('faculty')}</label>
          <select id="searchFaculty" className="select-box" data-component="Select" name="frm.facultyCategory" defaultValue={data.facultyId === undefined ? '' : String(data.facultyId)} data-pu-event="change" data-pu-target="searchResults" data-pu-alter-history="push">
            <option value="">{t('allFaculties')}</option>
            {data.faculties.map((f) => (
              <option key={f.id} value={String(f.id)}>
                {f.name}
              </option>
            ))}
          </select>
        </p>
      )}
      <p className="search-form__actions">
        <button type="submit" className="button button--primary">
          {t('submit')}
        </button>
      </p>
      <div className="search-form__suggestions" id="searchSuggestions" />
    </form>
  )
}

function ResultsRegion({ lang, data }: { lang: Lang; data: ResultsPageData }) {
  const t = translator(searchMessages, lang)
  const { results } = data
  return (
    <Container id="searchResults" className="search-results" aria-label={t('resultsLabel')}>
      {results ? <ScopeCounts lang={lang} data={data} results={results} /> : null}
      {!results ? (
        <p className="search-results__empty">{t('noQuery')}</p>
      ) : (
        <>
          <h2 className="search-results__count">{t(results.totalIsExact ? 'resultCount' : 'resultCountCapped', { count: formatNumber(lang, results.total) })}</h2>
          {results.correctedText && results.hits.length ? (
            <p className="search-results__corrected">
              {`${t('correctedTo')} `}
              <strong>{results.correctedText}</strong>
            </p>
          ) : null}
          {results.hits.length ? (
            <ol
              className="search-hits"
              start={(data.page - 1) * results.query.pageSize + 1}
              {...(data.scope === 'eshop'
                ? // The e-shop's hits are a list GA4's view_item_list and select_item name (ADR 030).
                  { 'data-item-list-id': 'search_results', 'data-item-list-name': t(scopeTitle.eshop), 'data-item-list-start': (data.page - 1) * results.query.pageSize }
                : {})}
            >
              {results.hits.map((hit) => (
                <Hit key={hit.url} lang={lang} hit={hit} t={t} />
              ))}
            </ol>
          ) : (
            <Empty lang={lang} data={data} results={results} t={t} />
          )}
          <Pagination page={data.page} pages={data.pages} href={(p) => resultsHref(lang, data.scope, data.query, data.facultyId, p)} />
        </>
      )}
    </Container>
  )
}

/** Every scope with its count for the same text; each link loads that scope's page (not a swap). */
function ScopeCounts({ lang, data, results }: { lang: Lang; data: ResultsPageData; results: SearchResults }) {
  const t = translator(searchMessages, lang)
  return (
    <nav className="search-scopes no-partial-update" aria-label={t('scopes')}>
      <ul>
        {SEARCH_SCOPES.map((scope) => (
          <li key={scope}>
            <a href={resultsHref(lang, scope, data.query, data.facultyId)} aria-current={scope === data.scope ? 'page' : undefined}>
              {`${t(scopeLabel[scope])} `}
              <span className="search-scopes__count">{`(${t(results.countsCapped ? 'scopeCountCapped' : 'scopeCount', { count: formatNumber(lang, results.counts[scope]) })})`}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A product hit's GA4 item (the index knows its name, price and category, not its SKU). */
const hitTracking = (hit: SearchHit) =>
  hit.kind === 'product' && hit.priceCzk !== undefined ? { 'data-product-tracking': JSON.stringify({ ga4: { item_name: hit.title, price: hit.priceCzk, item_category: hit.section, quantity: 1 } }) } : {}

function Hit({ lang, hit, t }: { lang: Lang; hit: SearchHit; t: T }) {
  return (
    <li className={`search-hit search-hit--${hit.kind}`} {...hitTracking(hit)}>
      {hit.kind === 'product' ? <ProductThumb image={hit.product?.thumbnail} className="search-hit__thumb" /> : null}
      <h3 className="search-hit__title">
        <a href={hit.url}>{hit.title}</a>
      </h3>
      <p className="search-hit__meta">
        <span className="search-hit__kind">{t(kindLabel[hit.kind])}</span>
        {hit.section ? <span className="search-hit__section">{hit.section}</span> : null}
        {hit.date ? (
          <time className="search-hit__date" dateTime={hit.date}>
            {formatDate(lang, new Date(hit.date))}
          </time>
        ) : null}
        {hit.product ? (
          <Price lang={lang} priceMinor={hit.product.priceMinor} compareAtPriceMinor={hit.product.compareAtPriceMinor} className="search-hit__price" />
        ) : hit.priceCzk === undefined ? null : (
          <span className="search-hit__price">{formatPrice(lang, Math.round(hit.priceCzk * 100))}</span>
        )}
      </p>
      {/* The engine escapes the passage before it marks the matching words (search.types.ts). */}
      <p className="search-hit__snippet" dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} />
    </li>
  )
}

function Empty({ lang, data, results, t }: { lang: Lang; data: ResultsPageData; results: SearchResults; t: T }) {
  return (
    <div className="search-results__empty">
      <p>{t('empty', { query: data.query })}</p>
      {results.didYouMean ? (
        <p className="search-results__did-you-mean no-partial-update">
          {`${t('didYouMean')} `}
          <a href={resultsHref(lang, data.scope, results.didYouMean, data.facultyId)}>{results.didYouMean}</a>?
        </p>
      ) : null}
      <h3>{t('hintsTitle')}</h3>
      <ul className="search-results__hints">
        <li>{t('hintSpelling')}</li>
        <li>{t('hintFewer')}</li>
        <li>{t('hintScope')}</li>
      </ul>
    </div>
  )
}
