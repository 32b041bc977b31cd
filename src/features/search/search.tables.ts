/** The search feature's tables: the index, its words and the queue of rows to index (ADR 019). Re-exported by `db/schema.ts` (ADR 057). */
import { sql } from 'drizzle-orm'
import { bigint, customType, index, integer, pgSequence, primaryKey, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { langCheck } from '../../db/columns.js'

/** A tsvector column: the search index's terms, built in Node (src/features/search/search-terms.ts). */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' })

/** The index's parts: each language's web, documents and e-shop entries. */
const SEARCH_PARTS = (['cs', 'en'] as const).flatMap((lang) => (['web', 'documents', 'eshop'] as const).map((scope) => [lang, scope] as const))

/**
 * The site search's index (ADR 019): one row per searchable thing and language (a page, a news
 * item or event, a document, a person, a programme, a faculty, a product), written only by
 * src/features/search/search-indexer.ts. `title_tsv` holds the title's terms (suggestions),
 * `tsv` the title's (weight A) and the body's (weight D); both are built from terms that Node
 * folded and stemmed, with the `simple` configuration, so PGlite and PostgreSQL agree.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The table the entry comes from ('page', 'news', 'document', 'person', 'programme', 'faculty', 'product') and its row. */
    source: text().notNull(),
    sourceId: integer('source_id').notNull(),
    lang: text().notNull(),
    /** 'web', 'documents' or 'eshop'. */
    scope: text().notNull(),
    /** The SearchKind shown with the hit. */
    kind: text().notNull(),
    facultyId: integer('faculty_id'),
    /** Product category (eshop scope). */
    categoryId: integer('category_id'),
    title: text().notNull(),
    /** Plain text the snippet is cut from (bounded in length). */
    body: text().notNull(),
    url: text().notNull(),
    date: timestamp({ withTimezone: true }),
    priceCzk: integer('price_czk'),
    imageUrl: text('image_url'),
    titleTsv: tsvector('title_tsv').notNull(),
    tsv: tsvector().notNull(),
  },
  (t) => [
    uniqueIndex('search_entries_source_uq').on(t.source, t.sourceId, t.lang),
    // One GIN index per language and scope (ADR 019): every search names both as constants, so it
    // reads only its own part's posting lists, with no bitmap of the language's 50,000 rows to AND
    // and no heap rows of other scopes to filter out (a scoped count went from 216 ms to 6 ms).
    ...SEARCH_PARTS.flatMap(([lang, scope]) => [
      index(`search_entries_tsv_${lang}_${scope}_idx`).using('gin', t.tsv).where(sql.raw(`lang = '${lang}' and scope = '${scope}'`)),
      index(`search_entries_title_tsv_${lang}_${scope}_idx`).using('gin', t.titleTsv).where(sql.raw(`lang = '${lang}' and scope = '${scope}'`)),
    ]),
    langCheck('search_entries_lang_ck', t.lang),
  ],
)

/**
 * Every word the index holds, folded (no diacritics, lower case) and unstemmed, per language:
 * prefix completion (btree text_pattern_ops) and typo correction (trigram GIN) look words up
 * here instead of in whole titles. Words of removed content stay: a correction to one is only
 * offered when it finds something.
 */
export const searchWords = pgTable(
  'search_words',
  {
    lang: text().notNull(),
    word: text().notNull(),
    /** How many indexed entries had the word when it was first or last counted: ranks corrections. */
    frequency: integer().notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.word] }),
    index('search_words_prefix_idx').on(t.lang, t.word.op('text_pattern_ops')),
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
)

/** Numbers every queueing of a row (search_queue.seq): a later change of a queued row gets a higher one. */
export const searchQueueSeq = pgSequence('search_queue_seq')

/**
 * Rows whose search entries must be rebuilt, written by statement triggers on the content tables
 * (migrations 0006, 0057) and drained by whichever node hears `content_changed` first, with
 * `FOR UPDATE SKIP LOCKED`, so two nodes never index the same row. `source` 'all' rebuilds everything.
 * `seq` is renumbered by every change of a row already queued (ADR 102): a batch deletes only the
 * rows whose `seq` is still the one it read, so a change it did not see stays queued.
 */
export const searchQueue = pgTable(
  'search_queue',
  {
    source: text().notNull(),
    sourceId: integer('source_id').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    seq: bigint({ mode: 'number' })
      .notNull()
      .default(sql`nextval('search_queue_seq')`),
  },
  (t) => [primaryKey({ columns: [t.source, t.sourceId] })],
)
