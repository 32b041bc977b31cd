/**
 * The search service's contract: the engine (search.service.ts) answers these, the
 * routes and views of the result pages and suggestion fragments consume them.
 */
import type { Lang } from '../../i18n/index.js'
import type { SearchScope } from '../../ui/paths.js' // 'web' | 'documents' | 'eshop'
import type { ProductCard } from '../shop/shop.service.js'

export type SearchKind = 'page' | 'news' | 'event' | 'document' | 'person' | 'programme' | 'product' | 'faculty'

export interface SearchQuery {
  lang: Lang
  scope: SearchScope
  text: string
  facultyId?: number
  /** 1-based */
  page: number
  pageSize: number
}

export interface SearchHit {
  kind: SearchKind
  title: string
  url: string
  /** HTML-escaped passage with the matching words wrapped in <mark>; safe to insert as HTML */
  snippetHtml: string
  /** faculty name (web/documents) or category name (eshop) */
  section?: string
  /** ISO */
  date?: string
  priceCzk?: number
  imageUrl?: string
  /** A product hit's product: the result page adds its card (photo, current price). */
  productId?: number
  product?: ProductCard
}

export interface SearchResults {
  query: SearchQuery
  hits: SearchHit[]
  total: number
  totalIsExact: boolean
  /** per scope for the same text (bounded counts: countsCapped says when one reached the cap) */
  counts: Record<SearchScope, number>
  countsCapped: boolean
  /** only when hits is empty and a correction finds something */
  didYouMean?: string
  /** the words as searched when typos in the text were forgiven (`knihvona` → `knihovna`): "Results for …" */
  correctedText?: string
}

export interface Suggestion {
  kind: SearchKind
  title: string
  url: string
  section?: string
  /** As in SearchHit: a product suggestion shows its photo and price. */
  productId?: number
  product?: ProductCard
}

export interface Suggestions {
  /** <= 10: pages/documents/products */
  items: Suggestion[]
  /** <= 10: sections/faculties/categories */
  categories: { title: string; url: string }[]
}

export interface SuggestQuery {
  lang: Lang
  scope: SearchScope
  text: string
  facultyId?: number
}

export interface SearchService {
  results(q: SearchQuery): Promise<SearchResults>
  suggest(q: SuggestQuery): Promise<Suggestions>
}
