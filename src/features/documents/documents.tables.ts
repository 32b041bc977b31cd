/** The documents feature's table: downloadable files with the text extracted from them. Re-exported by `db/schema.ts` (ADR 057). */
import { sql } from 'drizzle-orm'
import { check, index, integer, primaryKey, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { bytea, langCheck } from '../../db/columns.js'
import { draftStateColumns, draftStateIndexes } from '../editorial/editorial.columns.js'
import { faculties } from '../content/content.tables.js'

/** A downloadable file (PDF) with the text extracted from it at ingest. */
/** What a document is (the document list filters by it); i18n/documents.ts names each. */
export const documentKinds = ['regulation', 'report', 'guide', 'plan', 'minutes'] as const

export type DocumentKind = (typeof documentKinds)[number]

export const documents = pgTable(
  'documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lang: text().notNull(),
    kind: text().$type<DocumentKind>().notNull(),
    facultyId: integer('faculty_id').references(() => faculties.id),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    textContent: text('text_content').notNull(),
    pageCount: integer('page_count').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    ...draftStateColumns(),
  },
  (t) => [
    ...draftStateIndexes('documents', t),
    uniqueIndex('documents_lang_slug_uq').on(t.lang, t.slug),
    langCheck('documents_lang_ck', t.lang),
    check('documents_kind_ck', sql`${t.kind} in (${sql.raw(documentKinds.map((k) => `'${k}'`).join(', '))})`),
    index('documents_lang_published_idx').on(t.lang, t.publishedAt),
  ],
)
