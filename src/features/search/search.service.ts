/**
 * The site search (ADR 019): result pages and suggestions on one index. A query is
 * split into words (never parsed as tsquery); every word must match, through any of its terms.
 * When nothing matches, words that are not in the index are corrected within the typo rule
 * (one edit from 5 letters, two from 9) and searched again (`correctedText` says so); when even
 * that finds nothing, a looser correction that does find something is offered as `didYouMean`.
 */
import type { Lang } from '../../i18n/index.js'
import { paths, type SearchScope } from '../../ui/paths.js'
import type { CandidateRow, Filter, SearchRepository } from './search.repository.js'
import { allowedTypos, editDistance, foldWord, queryWords, termsOf, tsqueryOf, type QueryTerm } from './search-terms.js'
import type { SearchHit, SearchKind, SearchQuery, SearchResults, SearchService, Suggestion, Suggestions, SuggestQuery } from './search.types.js'
import { snippetHtml, type Matcher } from './snippet.js'
import type { FeatureMetrics, SearchCall } from '../../server/feature-metrics.js'
import { NO_SPANS, type Spans } from '../../server/spans.js'

/** Matches are counted up to here; a page beyond it is empty. */
export const COUNT_CAP = 1000
export const MAX_PAGE_SIZE = 50
/** Suggestions and category links per answer (spec 000 §4). */
export const SUGGESTIONS = 10
/** Corrections tried per misspelt word. */
const CORRECTIONS = 3

const NO_COUNTS = (): Record<SearchScope, number> => ({ web: 0, documents: 0, eshop: 0 })

/** A database integer id, or undefined for anything else (the caller answers "no results"). */
const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647

interface Parsed {
  words: string[]
  terms: QueryTerm[]
  /** Each word as corrected ('' when unchanged). */
  corrections: string[]
}

export interface SearchServiceOptions {
  /** Matches counted per scope before a count is reported as capped (COUNT_CAP; tests lower it). */
  countCap?: number
}

export function searchService(repo: SearchRepository, { countCap = COUNT_CAP }: SearchServiceOptions = {}): SearchService {
  /** Words not in the index get their close indexed neighbours as alternatives. */
  async function forgiving(lang: Lang, parsed: Parsed, prefixLast: boolean): Promise<Parsed | null> {
    let changed = false
    const terms: QueryTerm[] = []
    const corrections: string[] = []
    const folded = parsed.words.map(foldWord)
    const known = await repo.knownWords(lang, folded.filter((f) => allowedTypos(f.length)))
    // Only words the index does not hold are looked up: a correct word is not "corrected" to a neighbour.
    const similar = await Promise.all(folded.map((f) => (allowedTypos(f.length) && !known.has(f) ? repo.similarWords(lang, f, 12) : Promise.resolve([]))))
    parsed.words.forEach((w, i) => {
      const term: QueryTerm = { ...parsed.terms[i]! }
      const near = similar[i]!
      const fixes = near.filter((s) => editDistance(folded[i]!, s.word) <= allowedTypos(folded[i]!.length)).slice(0, CORRECTIONS)
      if (fixes.length) {
        changed = true
        term.alternatives = [...new Set([...term.alternatives, ...fixes.flatMap((f) => termsOf(lang, f.word))])]
      }
      if (prefixLast && i === parsed.words.length - 1 && folded[i]!.length >= 3 && !term.prefix) {
        changed = true
        term.prefix = folded[i]
      }
      corrections.push(fixes[0]?.word ?? '')
      terms.push(term)
    })
    return changed ? { words: parsed.words, terms, corrections } : null
  }

  /** A looser correction of every word that does find something in the scope, or undefined. */
  async function didYouMean(filter: Filter, words: string[]): Promise<string | undefined> {
    const fixed = await Promise.all(words.map(async (w) => {
      const folded = foldWord(w)
      if (folded.length < 3) return folded
      const near = await repo.similarWords(filter.lang, folded, 5)
      if (near.some((s) => s.word === folded)) return folded
      return near.sort((a, b) => editDistance(folded, a.word) - editDistance(folded, b.word) || b.frequency - a.frequency)[0]?.word ?? folded
    }))
    if (fixed.every((f, i) => f === foldWord(words[i]!))) return undefined
    const counts = await repo.counts(filter.lang, tsqueryOf(fixed.map((f) => ({ alternatives: termsOf(filter.lang, f) }))), filter.facultyId, 1)
    return counts[filter.scope] > 0 ? fixed.join(' ') : undefined
  }

  const parse = (lang: Lang, text: string, prefixLast = false): Parsed => {
    const words = queryWords(text)
    const terms = words.map((w, i) => {
      const folded = foldWord(w)
      const term: QueryTerm = { alternatives: termsOf(lang, w) }
      if (prefixLast && i === words.length - 1 && folded.length >= 2) term.prefix = folded
      return term
    })
    return { words, terms, corrections: words.map(() => '') }
  }

  const matcherOf = (parsed: Parsed): Matcher => ({
    terms: new Set(parsed.terms.flatMap((t) => t.alternatives)),
    prefixes: parsed.terms.flatMap((t) => (t.prefix ? [t.prefix] : [])),
  })

  /** The filter, or null when the faculty does not exist (no results, never an error). */
  async function filterOf(q: { lang: Lang; scope: SearchScope; facultyId?: number }): Promise<Filter | null> {
    if (q.facultyId === undefined) return { lang: q.lang, scope: q.scope }
    if (!validId(q.facultyId) || !(await repo.facultyExists(q.facultyId))) return null
    return { lang: q.lang, scope: q.scope, facultyId: q.facultyId }
  }

  return {
    async results(query) {
      const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(query.pageSize) || 1))
      const page = Math.max(1, Math.floor(query.page) || 1)
      const q = { ...query, page, pageSize }
      const empty: SearchResults = { query: q, hits: [], total: 0, totalIsExact: true, counts: NO_COUNTS(), countsCapped: false }
      let parsed = parse(q.lang, q.text)
      const filter = await filterOf(q)
      if (!parsed.words.length || !filter) return empty

      let counts = await repo.counts(q.lang, tsqueryOf(parsed.terms), filter.facultyId, countCap)
      let correctedText: string | undefined
      if (counts[q.scope] === 0) {
        const forgiven = await forgiving(q.lang, parsed, true)
        const forgivenCounts = forgiven && (await repo.counts(q.lang, tsqueryOf(forgiven.terms), filter.facultyId, countCap))
        if (forgiven && forgivenCounts && forgivenCounts[q.scope] > 0) {
          parsed = forgiven
          counts = forgivenCounts
          if (forgiven.corrections.some(Boolean)) correctedText = forgiven.words.map((w, i) => forgiven.corrections[i] || w).join(' ')
        }
      }
      const total = counts[q.scope]
      const countsCapped = Object.values(counts).some((n) => n >= countCap)
      const offset = (page - 1) * pageSize
      // Title candidates come on top of the capped body ones: never show more than the total says.
      const rows = total > offset ? (await repo.page(filter, tsqueryOf(parsed.terms), { cap: countCap, limit: pageSize, offset })).slice(0, total - offset) : []
      const matcher = matcherOf(parsed)
      const hits = rows.map((r): SearchHit => ({
        kind: r.kind,
        title: r.title,
        url: r.url,
        snippetHtml: snippetHtml(q.lang, r.body, matcher),
        ...(r.section ? { section: r.section } : {}),
        ...(r.date ? { date: new Date(r.date).toISOString() } : {}),
        ...(r.price_czk !== null ? { priceCzk: Number(r.price_czk) } : {}),
        ...(r.image_url ? { imageUrl: r.image_url } : {}),
        ...productOf(r),
      }))
      const results: SearchResults = { query: q, hits, total, totalIsExact: total < countCap, counts, countsCapped }
      if (correctedText) results.correctedText = correctedText
      if (total === 0) {
        const suggestion = await didYouMean(filter, parsed.words)
        if (suggestion) results.didYouMean = suggestion
      }
      return results
    },

    async suggest(query: SuggestQuery): Promise<Suggestions> {
      const empty: Suggestions = { items: [], categories: [] }
      const parsed = parse(query.lang, query.text, true)
      const filter = await filterOf(query)
      if (!parsed.words.length || !filter) return empty
      let rows = await repo.titleCandidates(filter, tsqueryOf(parsed.terms))
      if (!rows.length) {
        const forgiven = await forgiving(query.lang, parsed, false)
        if (forgiven) rows = await repo.titleCandidates(filter, tsqueryOf(forgiven.terms))
      }
      return suggestionsOf(filter, rows)
    },
  }
}

/**
 * The service with the time of each call, failed ones too, reported to the metrics (ADR 072),
 * and each call a span of the request's trace (ADR 076; the call's name, never what was asked).
 */
export function timedSearch(service: SearchService, metrics: Pick<FeatureMetrics, 'searched'>, spans: Spans = NO_SPANS): SearchService {
  function timed<T>(call: SearchCall, run: () => Promise<T>): Promise<T> {
    return spans.span(`search ${call}`, async () => {
      const start = performance.now()
      try {
        return await run()
      } finally {
        metrics.searched(call, (performance.now() - start) / 1000)
      }
    })
  }
  return {
    results: (query) => timed('results', () => service.results(query)),
    suggest: (query) => timed('suggest', () => service.suggest(query)),
  }
}

/** A product entry's product id (ids come from the database as numbers or, through some drivers, strings). */
const productOf = (r: { kind: SearchKind; source_id: number | string }) => (r.kind === 'product' ? { productId: Number(r.source_id) } : {})

/** Items (pages, documents, products) and the sections they are in (faculties, categories), ten of each at most. */
function suggestionsOf({ lang, scope }: Filter, rows: CandidateRow[]): Suggestions {
  const items: Suggestion[] = []
  const categories = new Map<string, { title: string; url: string; n: number }>()
  const addCategory = (key: string, title: string, url: string, weight: number) => {
    const c = categories.get(key) ?? { title, url, n: 0 }
    c.n += weight
    categories.set(key, c)
  }
  for (const r of rows) {
    if (r.kind === 'faculty') {
      // A matching faculty is a section of its own, ahead of faculties that merely hold matches.
      addCategory(`f${r.faculty_id}`, r.title, r.url, 1000)
      continue
    }
    if (items.length < SUGGESTIONS) items.push({ kind: r.kind, title: r.title, url: r.url, ...(r.section ? { section: r.section } : {}), ...productOf(r) })
    if (r.section && r.section_slug) {
      if (scope === 'eshop' && r.category_id !== null) addCategory(`c${r.category_id}`, r.section, paths.category(lang, r.section_slug), 1)
      else if (scope === 'documents' && r.faculty_code) addCategory(`f${r.faculty_id}`, r.section, paths.documentList(lang, 1, { faculty: r.faculty_code }), 1)
      else if (scope === 'web') addCategory(`f${r.faculty_id}`, r.section, paths.faculty(lang, r.section_slug), 1)
    }
  }
  const ranked = [...categories.values()].sort((a, b) => b.n - a.n).slice(0, SUGGESTIONS)
  return { items, categories: ranked.map(({ title, url }) => ({ title, url })) }
}
