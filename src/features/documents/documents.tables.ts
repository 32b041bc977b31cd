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

/**
 * Every file uploaded to a document (ADR 062), named by its SHA-256: a revision's `file` names one,
 * and publishing it copies the file and its extracted text into the document's row, so a replaced
 * file waits here, off the site, until its revision goes live, and an old revision brings its file back.
 */
export const documentUploads = pgTable(
  'document_uploads',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    sha256: text().notNull(),
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    content: bytea().notNull(),
    textContent: text('text_content').notNull(),
    pageCount: integer('page_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.sha256] })],
)
