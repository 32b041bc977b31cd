/** The only file of the documents feature that touches the ORM; plain objects out. */
import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { documents } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'

export interface DocumentSummary {
  id: number
  slug: string
  title: string
  description: string
  byteSize: number
  pageCount: number
  publishedAt: Date
}

export interface DocumentFile {
  fileName: string
  sha256: string
  content: Uint8Array
}

export function documentsRepository(db: Db) {
  return {
    /** Newest first, the id breaking ties so paging never repeats or skips a document. */
    async list(lang: Lang, limit: number, offset: number): Promise<DocumentSummary[]> {
      return db
        .select({
          id: documents.id,
          slug: documents.slug,
          title: documents.title,
          description: documents.description,
          byteSize: documents.byteSize,
          pageCount: documents.pageCount,
          publishedAt: documents.publishedAt,
        })
        .from(documents)
        .where(eq(documents.lang, lang))
        .orderBy(desc(documents.publishedAt), desc(documents.id))
        .limit(limit)
        .offset(offset)
    },

    async count(lang: Lang): Promise<number> {
      const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.lang, lang))
      return row?.n ?? 0
    },

    /** Every document's language and slug, for the sitemap. */
    async all(): Promise<{ lang: Lang; slug: string; publishedAt: Date }[]> {
      const rows = await db.select({ lang: documents.lang, slug: documents.slug, publishedAt: documents.publishedAt }).from(documents).orderBy(asc(documents.id))
      return rows.map((r) => ({ ...r, lang: r.lang as Lang }))
    },

    async file(lang: Lang, slug: string): Promise<DocumentFile | undefined> {
      const [row] = await db
        .select({
          fileName: documents.fileName,
          sha256: documents.sha256,
          content: documents.content,
        })
        .from(documents)
        .where(and(eq(documents.lang, lang), eq(documents.slug, slug)))
      return row
    },
  }
}

export type DocumentsRepository = ReturnType<typeof documentsRepository>
