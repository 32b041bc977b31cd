/**
 * The search index's queries. Every one is bounded (ADR 019): matches are counted up to a cap,
 * ranked among at most `cap` body candidates plus 200 title candidates, and suggestions rank 200
 * title candidates at most, so a query that matches half the index costs what a rare one does.
 * Every query names its language and scope as constants (`part`), never as parameters: only then
 * can the planner pick that part's own GIN index (one per language and scope, migration 0011).
 * The tsquery arrives as a literal built by search-terms.ts from letters and digits only.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import type { Lang } from '../../i18n/index.js'
import type { SearchScope } from '../../ui/paths.js'
import { rowsOf } from './search-index.repository.js'
import type { SearchKind } from './search.types.js'

/**
 * Body matches ranked beyond the requested page: page 1 ranks 200 + 20 of them, not the whole cap
 * (ts_rank reads every candidate's tsvector). Deeper pages rank more; a rare case, and bounded by the cap.
 */
export const RANK_WINDOW = 200

/** Title matches always considered, whatever the order in which the body index returns rows. */
export const TITLE_CANDIDATES = 200

export interface Filter {
  lang: Lang
  scope: SearchScope
  facultyId?: number
}

export interface HitRow {
  kind: SearchKind
  title: string
  url: string
  /** The start of the body: what the snippet is cut from. */
  body: string
  date: string | Date | null
  price_czk: number | null
  image_url: string | null
  section: string | null
  /** The row the entry was made of (a product's id for a product). */
  source_id: number
}

export interface CandidateRow {
  kind: SearchKind
  title: string
  url: string
  faculty_id: number | null
  category_id: number | null
  section: string | null
  /** The faculty's or category's slug and the faculty's code, for the category links. */
  section_slug: string | null
  faculty_code: string | null
  source_id: number
}

export interface SimilarWord {
  word: string
  similarity: number
  frequency: number
}

/** Column names are chosen from the two languages, never from input. */
const col = (alias: string, name: string, lang: Lang) => sql.raw(`${alias}.${name}_${lang === 'en' ? 'en' : 'cs'}`)

const LANGS: readonly Lang[] = ['cs', 'en']
const SCOPES: readonly SearchScope[] = ['web', 'documents', 'eshop']

/**
 * `e.lang = 'cs' and e.scope = 'web'` as SQL constants, which is what lets the planner use the
 * part's partial index (a bound parameter would not match its predicate in a generic plan). Both
 * values are checked against the closed lists first: nothing typed by a visitor gets here.
 */
function part(lang: Lang, scope: SearchScope): SQL {
  if (!LANGS.includes(lang) || !SCOPES.includes(scope)) throw new Error(`no search index part ${String(lang)}/${String(scope)}`)
  return sql.raw(`e.lang = '${lang}' and e.scope = '${scope}'`)
}

/** Web and documents are filtered by faculty; the e-shop has no faculties. */
const facultyFilter = (scope: SearchScope, facultyId?: number) =>
  facultyId === undefined || scope === 'eshop' ? sql`true` : sql`e.faculty_id = ${facultyId}`

/** Bytes of body sent for a snippet: the passage is looked for in the first part of long texts. */
const SNIPPET_SOURCE_CHARS = 20_000

export function searchRepository(db: Db) {
  return {
    async facultyExists(id: number): Promise<boolean> {
      return rowsOf(await db.execute(sql`select 1 from faculties where id = ${id}`)).length > 0
    },

    /** Matches per scope, each counted up to `cap`. */
    async counts(lang: Lang, tsquery: string, facultyId: number | undefined, cap: number): Promise<Record<SearchScope, number>> {
      const count = (scope: SearchScope) => sql`(
        select count(*) from (
          select 1 from search_entries e
          where ${part(lang, scope)} and ${facultyFilter(scope, facultyId)} and e.tsv @@ ${tsquery}::tsquery
          limit ${cap}
        ) x
      )::int`
      const [row] = rowsOf<Record<SearchScope, number>>(
        await db.execute(sql`select ${count('web')} as web, ${count('documents')} as documents, ${count('eshop')} as eshop`),
      )
      return { web: Number(row?.web ?? 0), documents: Number(row?.documents ?? 0), eshop: Number(row?.eshop ?? 0) }
    },

    /** One page of ranked hits: title matches above body matches, then by rank among the candidates. */
    async page(filter: Filter, tsquery: string, { cap, limit, offset }: { cap: number; limit: number; offset: number }): Promise<HitRow[]> {
      const { lang, scope, facultyId } = filter
      const where = sql`${part(lang, scope)} and ${facultyFilter(scope, facultyId)}`
      // The tsquery is repeated as a constant, not joined from a CTE: only a constant lets the planner use the GIN index.
      const q = sql`${tsquery}::tsquery`
      return rowsOf<HitRow>(
        await db.execute(sql`
          with candidates as (
            (select e.id from search_entries e where ${where} and e.title_tsv @@ ${q} limit ${TITLE_CANDIDATES})
            union
            (select e.id from search_entries e where ${where} and e.tsv @@ ${q} limit ${Math.min(cap, offset + limit + RANK_WINDOW)})
          )
          select e.kind, e.title, e.url, left(e.body, ${SNIPPET_SOURCE_CHARS}) as body, e.date, e.price_czk, e.image_url, e.source_id,
            coalesce(${col('f', 'name', lang)}, ${col('pc', 'name', lang)}) as section
          from candidates c
          join search_entries e on e.id = c.id
          left join faculties f on f.id = e.faculty_id and e.kind <> 'faculty'
          left join product_categories pc on pc.id = e.category_id
          order by (e.title_tsv @@ ${q})::int + ts_rank('{0.1, 0.2, 0.4, 1.0}', e.tsv, ${q}, 1) + ts_rank(e.title_tsv, ${q}, 2) desc, e.id
          limit ${limit} offset ${offset}`),
      )
    },

    /** Title matches for suggestions, best first: at most TITLE_CANDIDATES looked at. */
    async titleCandidates(filter: Filter, tsquery: string): Promise<CandidateRow[]> {
      const { lang, scope, facultyId } = filter
      const q = sql`${tsquery}::tsquery`
      return rowsOf<CandidateRow>(
        await db.execute(sql`
          with candidates as (
            select e.id, e.kind, e.title, e.url, e.faculty_id, e.category_id, e.source_id, e.title_tsv from search_entries e
            where ${part(lang, scope)} and ${facultyFilter(scope, facultyId)} and e.title_tsv @@ ${q}
            limit ${TITLE_CANDIDATES}
          )
          select c.kind, c.title, c.url, c.faculty_id, c.category_id, c.source_id,
            coalesce(${col('f', 'name', lang)}, ${col('pc', 'name', lang)}) as section,
            coalesce(${col('f', 'slug', lang)}, ${col('pc', 'slug', lang)}) as section_slug, f.code as faculty_code
          from candidates c
          left join faculties f on f.id = c.faculty_id
          left join product_categories pc on pc.id = c.category_id
          order by ts_rank(c.title_tsv, ${q}, 2) desc, length(c.title), c.id`),
      )
    },

    /** Which of these folded words the index holds (one lookup for a whole query). */
    async knownWords(lang: Lang, words: string[]): Promise<Set<string>> {
      if (!words.length) return new Set()
      const rows = rowsOf<{ word: string }>(
        await db.execute(sql`select word from search_words where lang = ${lang} and word in (select jsonb_array_elements_text(${JSON.stringify(words)}::jsonb))`),
      )
      return new Set(rows.map((r) => r.word))
    },

    /** Indexed words near `word` by trigrams (migration 0006's function), most similar first. */
    async similarWords(lang: Lang, word: string, n: number): Promise<SimilarWord[]> {
      return rowsOf<SimilarWord>(await db.execute(sql`select word, similarity, frequency from qf_search_similar_words(${lang}, ${word}, ${n})`))
    },
  }
}

export type SearchRepository = ReturnType<typeof searchRepository>
