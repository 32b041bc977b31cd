import { translator, type Lang } from '../../i18n/index.js'
import { searchMessages } from '../../i18n/search.js'
import { SUGGESTIONS } from '../../shared/suggestions.js'
import type { SearchScope } from '../../ui/paths.js'
import { Price } from '../shop/price.js'
import { ProductThumb } from '../shop/product-thumb.js'
import { resultsHref } from './results-page.js'
import type { ProductCard } from '../shop/shop.service.js'
import type { Suggestion, Suggestions } from './search.types.js'

/** A suggestion is one line of text high: its photo is smaller than a result row's. */
const SUGGESTION_THUMB_WIDTH = 48

const itemsLabel = { web: 'itemsWeb', documents: 'itemsDocuments', eshop: 'itemsEshop' } as const
const categoriesLabel = { web: 'categoriesWeb', documents: 'categoriesDocuments', eshop: 'categoriesEshop' } as const

interface Props {
  lang: Lang
  scope: SearchScope
  query: string
  facultyId?: number
  suggestions: Suggestions
}

/**
 * The suggestion fragment (spec 000 §3, §4, §9): one listbox of a combobox holding the item list
 * (pages, documents or products) and the category list (sections, faculties or categories),
 * each a group, and the Show all results option when a list has exactly 10 entries. Options
 * are links, so a click follows them; they are not in the tab order (the box keeps focus and
 * points at them with aria-activedescendant). The title above it is what the spec's title focus
 * reads: its label is every title, joined by commas. The runtime gives the ids.
 */
export function SuggestionsFragment({ lang, scope, query, facultyId, suggestions: { items, categories } }: Props) {
  const t = translator(searchMessages, lang)
  const showAll = items.length === SUGGESTIONS.listFull || categories.length === SUGGESTIONS.listFull
  const count = items.length + categories.length
  const titles = [...items, ...categories].map((s) => s.title)
  return (
    <div className="suggestions no-partial-update" data-count={count}>
      <h2 className="suggestions__title" tabIndex={0} aria-label={titles.join(', ')}>
        {t('suggestionCount', { count })}
      </h2>
      <div className="suggestions__list" role="listbox" aria-label={t('suggestions')}>
        {items.length ? (
          <div className="suggestions__group" role="group" aria-label={t(itemsLabel[scope])}>
            <div className="suggestions__label" aria-hidden="true">
              {t(itemsLabel[scope])}
            </div>
            {items.map((s) => (
              <a key={s.url} className={`suggestions__option suggestions__option--${s.kind}`} role="option" aria-selected="false" tabIndex={-1} href={s.url}>
                {s.product ? <ProductSuggestion lang={lang} suggestion={s} product={s.product} /> : <SuggestionText suggestion={s} />}
              </a>
            ))}
          </div>
        ) : null}
        {categories.length ? (
          <div className="suggestions__group" role="group" aria-label={t(categoriesLabel[scope])}>
            <div className="suggestions__label" aria-hidden="true">
              {t(categoriesLabel[scope])}
            </div>
            {categories.map((c) => (
              <a key={c.url} className="suggestions__option suggestions__option--category" role="option" aria-selected="false" tabIndex={-1} href={c.url}>
                {c.title}
              </a>
            ))}
          </div>
        ) : null}
        {showAll ? (
          <a className="suggestions__option suggestions__all" role="option" aria-selected="false" tabIndex={-1} href={resultsHref(lang, scope, query, facultyId)}>
            {t('showAll')}
          </a>
        ) : null}
      </div>
    </div>
  )
}

function SuggestionText({ suggestion: s }: { suggestion: Suggestion }) {
  return (
    <>
      {s.title}
      {s.section ? <span className="suggestions__section">{` – ${s.section}`}</span> : null}
    </>
  )
}

/** A product's option: its photo beside its name and price (ADR 056). */
function ProductSuggestion({ lang, suggestion, product }: { lang: Lang; suggestion: Suggestion; product: ProductCard }) {
  return (
    <>
      <ProductThumb image={product.thumbnail} width={SUGGESTION_THUMB_WIDTH} className="suggestions__thumb" />
      <span className="suggestions__text">
        <SuggestionText suggestion={suggestion} />{' '}
        <Price lang={lang} priceMinor={product.priceMinor} compareAtPriceMinor={product.compareAtPriceMinor} className="suggestions__price" />
      </span>
    </>
  )
}
