/**
 * The rules of the result pages and suggestion fragments, between their routes and the engine
 * (search.service.ts): which category a scope takes, that it names a faculty, and which page
 * is shown when the asked one is past the end (the last, as every listing of the site does).
 */
import type { Lang } from '../../i18n/index.js'
import { clampPage } from '../../ui/query.js'
import type { SearchScope } from '../../ui/paths.js'
import type { ResultsPageData } from './results-page.js'
import { RESULTS_PAGE_SIZE } from './search.schema.js'
import type { ProductCards } from '../shop/shop.service.js'
import type { SearchService, Suggestions } from './search.types.js'

export interface Faculty {
  id: number
  name: string
}

export interface SearchRequest {
  lang: Lang
  scope: SearchScope
  query: string
  facultyId?: number
  page?: number
}

const NONE: Suggestions = { items: [], categories: [] }

/** The shop's cards of products (shop.cards): a product's photo and current price. */
export type CardsOf = (lang: Lang, productIds: number[]) => Promise<ProductCards>

/** Product hits or suggestions with their cards; the index's own price stays the analytics' value. */
async function withCards<T extends { productId?: number }>(lang: Lang, items: T[], cardsOf: CardsOf): Promise<T[]> {
  const ids = items.flatMap((i) => (i.productId === undefined ? [] : [i.productId]))
  if (ids.length === 0) return items
  const cards = await cardsOf(lang, ids)
  return items.map((i) => {
    const product = i.productId === undefined ? undefined : cards.get(i.productId)
    return product ? { ...i, product } : i
  })
}

export function searchPagesService(engine: SearchService, faculties: (lang: Lang) => Promise<Faculty[]>, cardsOf: CardsOf) {
  /** The faculty list, or null when `facultyId` names none of them. The e-shop has no category. */
  async function facultiesFor({ lang, scope, facultyId }: SearchRequest): Promise<{ list: Faculty[]; facultyId?: number } | null> {
    const list = (await faculties(lang)).map(({ id, name }) => ({ id, name }))
    if (scope === 'eshop' || facultyId === undefined) return { list }
    return list.some((f) => f.id === facultyId) ? { list, facultyId } : null
  }

  return {
    /** What a result page shows; null when the category is no faculty. No query, no search. */
    async results(request: SearchRequest): Promise<ResultsPageData | null> {
      const known = await facultiesFor(request)
      if (!known) return null
      const { lang, scope, query } = request
      const base = { scope, query, facultyId: known.facultyId, faculties: known.list }
      if (!query) return { ...base, results: null, page: 1, pages: 0 }
      const ask = (page: number) => engine.results({ lang, scope, text: query, facultyId: known.facultyId, page, pageSize: RESULTS_PAGE_SIZE })
      let page = request.page ?? 1
      let results = await ask(page)
      const pages = Math.ceil(results.total / RESULTS_PAGE_SIZE)
      if (page > pages && pages > 0) results = await ask((page = clampPage(page, pages)))
      return { ...base, results: { ...results, hits: await withCards(lang, results.hits, cardsOf) }, page, pages }
    },

    /** Suggestions for text of at least `min` characters; shorter text, or an unknown category, has none. */
    async suggest(request: SearchRequest, min: number): Promise<Suggestions> {
      if ([...request.query].length < min) return NONE
      const known = await facultiesFor(request)
      if (!known) return NONE
      const found = await engine.suggest({ lang: request.lang, scope: request.scope, text: request.query, facultyId: known.facultyId })
      return { ...found, items: await withCards(request.lang, found.items, cardsOf) }
    },
  }
}

export type SearchPagesService = ReturnType<typeof searchPagesService>
