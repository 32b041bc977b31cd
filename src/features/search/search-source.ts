/**
 * What a feature gives the search index (ADR 019, 057): its manifest's `search` lists sources,
 * each turning the feature's rows into index entries, one per language. The indexer reads them
 * all from the manifests; the triggers that queue changed rows name the same sources
 * (migrations 0006, 0011, 0016).
 */
import { gt, inArray, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.js'
import type { Lang } from '../../i18n/index.js'
import type { SearchScope } from '../../ui/paths.js'
import { readableText } from '../../shared/content-links.js'
import type { SearchKind } from './search.types.js'

/** A source's name: the `source` of its entries and of the queue's rows. */
export type Source = string

export interface IndexEntry {
  source: Source
  sourceId: number
  lang: Lang
  scope: SearchScope
  kind: SearchKind
  facultyId: number | null
  categoryId: number | null
  title: string
  body: string
  url: string
  date: Date | null
  priceCzk: number | null
  imageUrl: string | null
}

/** Bodies are cut here: a snippet and the ranking need the text, not a whole book. */
export const MAX_BODY_CHARS = 100_000

/** `ids`: those rows (a queue batch); else a slice of all rows by id, for a full rebuild in bounded batches. */
export type Selection = { ids: number[] } | { after: number; limit: number }

export const select = (id: PgColumn, selection: Selection): { where: SQL | undefined; limit?: number } =>
  'ids' in selection ? { where: inArray(id, selection.ids.length ? selection.ids : [-1]) } : { where: gt(id, selection.after), limit: selection.limit }

/** The parts a reader sees, links written as `[label](address)` reduced to their labels. */
export const joinText = (...parts: Array<string | null | undefined>) =>
  readableText(parts.filter(Boolean).join('\n\n')).slice(0, MAX_BODY_CHARS)

export const entry = (e: Omit<IndexEntry, 'categoryId' | 'date' | 'priceCzk' | 'imageUrl'> & Partial<IndexEntry>): IndexEntry => ({
  categoryId: null,
  date: null,
  priceCzk: null,
  imageUrl: null,
  ...e,
})

/** The rows selected that exist (and may be shown), and their entries; a row not returned loses its entries. */
export type Loader = (db: Db, selection: Selection) => Promise<{ ids: number[]; entries: IndexEntry[] }>

export interface SearchSource {
  name: Source
  load: Loader
  /**
   * Queue sources that stand for this source's rows (a category for its products): the ids of
   * the rows to index again when such a queued row changed.
   */
  dependents?: Record<string, (db: Db, ids: number[]) => Promise<number[]>>
}
