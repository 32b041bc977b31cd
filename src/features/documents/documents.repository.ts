/** The documents feature's public reads: plain objects out, live documents only (ADR 058). */
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { documents, faculties } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import { isLive } from '../editorial/editorial.columns.js'
import type { DocumentSummary, DocumentFile, FacultyOption, DocumentFilter } from './documents.types.js'

export function documentsRepository(db: Db) {
  const where = (lang: Lang, filter: DocumentFilter): SQL | undefined =>
    and(
      isLive(documents),
      eq(documents.lang, lang),
      filter.facultyId === null ? isNull(documents.facultyId) : filter.facultyId === undefined ? undefined : eq(documents.facultyId, filter.facultyId),
      filter.kind ? eq(documents.kind, filter.kind) : undefined,
    )

  return {
    /** Newest first, the id breaking ties so paging never repeats or skips a document. */
    async list(lang: Lang, filter: DocumentFilter, limit: number, offset: number): Promise<DocumentSummary[]> {
      const rows = await db
        .select({
          id: documents.id,
          slug: documents.slug,
          kind: documents.kind,
          title: documents.title,
          description: documents.description,
          byteSize: documents.byteSize,
          pageCount: documents.pageCount,
          publishedAt: documents.publishedAt,
          facultyName: lang === 'cs' ? faculties.nameCs : faculties.nameEn,
        })
        .from(documents)
        .leftJoin(faculties, eq(faculties.id, documents.facultyId))
        .where(where(lang, filter))
        .orderBy(desc(documents.publishedAt), desc(documents.id))
        .limit(limit)
        .offset(offset)
      return rows
    },

    async count(lang: Lang, filter: DocumentFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(documents).where(where(lang, filter))
      return row?.n ?? 0
    },

    /** Every document's language and slug, for the sitemap. */
    async all(): Promise<{ lang: Lang; slug: string; publishedAt: Date }[]> {
      const rows = await db.select({ lang: documents.lang, slug: documents.slug, publishedAt: documents.publishedAt }).from(documents).where(isLive(documents)).orderBy(asc(documents.id))
      return rows.map((r) => ({ ...r, lang: r.lang as Lang }))
    },

    /** The faculties in their order, named in `lang`. */
    async faculties(lang: Lang): Promise<FacultyOption[]> {
      const rows = await db
        .select({ id: faculties.id, code: faculties.code, name: lang === 'cs' ? faculties.nameCs : faculties.nameEn })
        .from(faculties)
        .orderBy(asc(faculties.sort), asc(faculties.id))
      return rows.map((r) => ({ ...r, code: r.code.toLowerCase() }))
    },

    async file(lang: Lang, slug: string): Promise<DocumentFile | undefined> {
      const [row] = await db
        .select({
          fileName: documents.fileName,
          sha256: documents.sha256,
          content: documents.content,
        })
        .from(documents)
        .where(and(isLive(documents), eq(documents.lang, lang), eq(documents.slug, slug)))
      return row
    },
  }
}

export type DocumentsRepository = ReturnType<typeof documentsRepository>
