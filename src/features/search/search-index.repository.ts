/**
 * Writes the search index (search_entries, search_words) and takes work from its queue
 * (search_queue, filled by the triggers of migration 0006). Rows travel as one JSON parameter
 * per batch, so a batch is one statement on both engines.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { tsvectorOf } from './search-terms.js'
import type { IndexEntry, Source } from './search-source.js'

/** Rows of a raw query, from either driver (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** PostgreSQL text cannot hold NUL; extracted PDF text sometimes does. */
const clean = (s: string) => s.replace(/\u0000/g, ' ')

/** Replaces the entries of these source rows (in every language) with `entries`. */
export async function replaceEntries(db: Db, source: Source, ids: number[], entries: IndexEntry[]): Promise<void> {
  if (ids.length) await db.execute(sql`delete from search_entries where source = ${source} and source_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`)
  if (!entries.length) return
  const words = new Map<string, number>()
  const rows = entries.map((e) => {
    const title = clean(e.title)
    const body = clean(e.body)
    const { tsv, titleTsv, words: seen } = tsvectorOf(e.lang, title, body)
    for (const w of seen) words.set(`${e.lang} ${w}`, (words.get(`${e.lang} ${w}`) ?? 0) + 1)
    return {
      source: e.source, source_id: e.sourceId, lang: e.lang, scope: e.scope, kind: e.kind, faculty_id: e.facultyId, category_id: e.categoryId,
      title, body, url: e.url, date: e.date?.toISOString() ?? null, price_czk: e.priceCzk, image_url: e.imageUrl, title_tsv: titleTsv, tsv,
    }
  })
  await db.execute(sql`
    insert into search_entries (source, source_id, lang, scope, kind, faculty_id, category_id, title, body, url, date, price_czk, image_url, title_tsv, tsv)
    select source, source_id, lang, scope, kind, faculty_id, category_id, title, body, url, date, price_czk, image_url, title_tsv::tsvector, tsv::tsvector
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(source text, source_id int, lang text, scope text, kind text, faculty_id int,
      category_id int, title text, body text, url text, date timestamptz, price_czk int, image_url text, title_tsv text, tsv text)`)
  const wordRows = [...words].map(([key, n]) => ({ lang: key.slice(0, 2), word: key.slice(3), n }))
  await db.execute(sql`
    insert into search_words (lang, word, frequency)
    select lang, word, n from jsonb_to_recordset(${JSON.stringify(wordRows)}::jsonb) as r(lang text, word text, n int)
    on conflict (lang, word) do update set frequency = search_words.frequency + excluded.frequency`)
}

/** Empties the index (before a full rebuild). */
export async function clearIndex(db: Db): Promise<void> {
  await db.execute(sql`delete from search_entries`)
  await db.execute(sql`delete from search_words`)
}

export interface QueuedRow {
  source: string
  source_id: number
  /** The row's number when it was read (a later change renumbers it, migration 0057); as text, a bigint. */
  seq: string
}

/**
 * Takes up to `limit` queued rows for this transaction: they are locked until it ends, so another
 * node draining at the same time skips them, as it skips a row whose change has not committed yet
 * (the change's trigger renumbered, and so locked, it). `releaseQueued` deletes them once indexed.
 */
export async function claimQueued(db: Db, limit: number): Promise<QueuedRow[]> {
  return rowsOf<QueuedRow>(
    await db.execute(sql`
      select source, source_id, seq::text as seq from search_queue
      order by queued_at, source, source_id limit ${limit} for update skip locked`),
  )
}

/**
 * Every queued row as committed now, unlocked (a whole rebuild's): what the rebuild, which loads
 * the content after this, covers. Locking them all would hold every editor of a queued row for the
 * rebuild's length; `releaseQueued` deletes only those not renumbered since.
 */
export async function readQueued(db: Db): Promise<QueuedRow[]> {
  return rowsOf<QueuedRow>(await db.execute(sql`select source, source_id, seq::text as seq from search_queue`))
}

const RELEASE_BATCH = 5000

/**
 * Deletes these rows, indexed, unless changed since they were read: a row whose `seq` moved on
 * (its item changed while the batch loaded it, ADR 102) stays queued for the next batch. A row
 * another transaction holds is left too (a batch's own rows are its own): an uncommitted change
 * renumbers it anyway, another node's batch deletes it, and waiting for either could deadlock a
 * whole rebuild, which reads its rows without locking them, with an editor.
 */
export async function releaseQueued(db: Db, rows: readonly QueuedRow[]): Promise<void> {
  // A whole rebuild's rows may be many: a few thousand per statement keeps its JSON small.
  for (let i = 0; i < rows.length; i += RELEASE_BATCH) {
    const slice = rows.slice(i, i + RELEASE_BATCH).map(({ source, source_id, seq }) => ({ source, source_id, seq }))
    await db.execute(sql`
      delete from search_queue where (source, source_id, seq) in (
        select q.source, q.source_id, q.seq from search_queue q
        join jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as r(source text, source_id int, seq bigint) using (source, source_id, seq)
        for update of q skip locked
      )`)
  }
}

/**
 * Moves the GIN indexes' pending lists (fast inserts, scanned linearly by every search) into the
 * indexes proper. PostgreSQL's autovacuum would do it some time later; PGlite has no autovacuum.
 */
export async function flushPendingIndexEntries(db: Db): Promise<void> {
  // Every GIN index of the two tables (one per language and scope on search_entries, migration 0011).
  await db.execute(sql`
    select gin_clean_pending_list(i.indexrelid::regclass)
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
    where a.amname = 'gin' and i.indrelid in ('search_entries'::regclass, 'search_words'::regclass)`)
}

/** After a rebuild: pending lists flushed, and fresh statistics so the planner sees how selective lang and scope are. */
export async function analyzeIndex(db: Db): Promise<void> {
  await flushPendingIndexEntries(db)
  await db.execute(sql`analyze search_entries, search_words`)
}

export async function clearQueue(db: Db): Promise<void> {
  await db.execute(sql`delete from search_queue`)
}
