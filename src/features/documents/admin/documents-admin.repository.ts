/**
 * What the documents administration reads (ADR 062), as the news administration's repository
 * does (ADR 059): documents in every state, filtered by the editor's reach, by title and by state,
 * a page at a time; one document with its faculty; the uploads its revisions name. Writes go
 * through the editorial service, and uploads through `keepUpload` in its transaction.
 */
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { documentUploads, documents, faculties, type DocumentKind } from '../../../db/schema.js'
import { keepUpload, type DocumentFileInput } from '../documents.editorial.js'
import { reviewRequests } from '../../editorial/editorial.tables.js'
import { ADMIN_PAGE_SIZE, ADMIN_STATES, type AdminState, type Reach } from '../../news/admin/news-admin.repository.js'
import { containing } from '../../../db/like.js'

export { ADMIN_PAGE_SIZE, ADMIN_STATES, type AdminState, type Reach }

export interface AdminDocumentRow {
  id: number
  title: string
  kind: DocumentKind
  lang: 'cs' | 'en'
  slug: string
  faculty: string | null
  live: boolean
  hasUnpublishedChanges: boolean
  goLiveAt: Date | null
  inReview: boolean
  changedAt: Date
}

export interface AdminDocument extends AdminDocumentRow {
  facultyId: number | null
  fileName: string
  byteSize: number
  pageCount: number
  sha256: string
  firstPublishedAt: Date | null
}

/** An upload as the edit page names it. */
export interface UploadFacts {
  fileName: string
  byteSize: number
  pageCount: number
}

const inReview = sql<boolean>`exists (select 1 from ${reviewRequests} where ${reviewRequests.entity} = 'document' and ${reviewRequests.objectId} = ${documents.id} and ${reviewRequests.status} = 'pending')`
const changedAt = sql<Date>`greatest(${documents.publishedAt}, coalesce((select max(r.created_at) from revisions r where r.entity = 'document' and r.object_id = ${documents.id}), ${documents.publishedAt}))`.mapWith(
  (v: Date | string) => new Date(v),
)

const rowColumns = {
  id: documents.id,
  title: documents.title,
  kind: documents.kind,
  lang: sql<'cs' | 'en'>`${documents.lang}`,
  slug: documents.slug,
  faculty: sql<string | null>`case when ${documents.lang} = 'en' then ${faculties.nameEn} else ${faculties.nameCs} end`,
  live: documents.live,
  hasUnpublishedChanges: documents.hasUnpublishedChanges,
  goLiveAt: documents.goLiveAt,
  inReview,
  changedAt,
}

function stateWhere(state: AdminState | undefined): SQL | undefined {
  switch (state) {
    case 'draft':
      return and(eq(documents.live, false), isNull(documents.goLiveAt))
    case 'review':
      return inReview
    case 'scheduled':
      return isNotNull(documents.goLiveAt)
    case 'changed':
      return and(eq(documents.live, true), eq(documents.hasUnpublishedChanges, true))
    case 'live':
      return eq(documents.live, true)
    default:
      return undefined
  }
}

export function documentsAdminRepository(db: Db) {
  const reachWhere = (reach: Reach): SQL | undefined => (reach.all ? undefined : reach.faculties.length ? inArray(faculties.slugCs, reach.faculties) : sql`false`)

  return {
    async list(reach: Reach, filter: { q: string; state?: AdminState; page: number }): Promise<{ rows: AdminDocumentRow[]; total: number }> {
      const where = and(reachWhere(reach), stateWhere(filter.state), filter.q ? ilike(documents.title, containing(filter.q)) : undefined)
      // The page's ids first, then their columns (as news-admin.repository.ts, ADR 061).
      const pageIds = db
        .select({ id: documents.id })
        .from(documents)
        .leftJoin(faculties, eq(faculties.id, documents.facultyId))
        .where(where)
        .orderBy(desc(documents.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((filter.page - 1) * ADMIN_PAGE_SIZE)
      const [rows, [total]] = await Promise.all([
        db.select(rowColumns).from(documents).leftJoin(faculties, eq(faculties.id, documents.facultyId)).where(inArray(documents.id, pageIds)).orderBy(desc(documents.id)),
        db.select({ n: count() }).from(documents).leftJoin(faculties, eq(faculties.id, documents.facultyId)).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    async item(id: number): Promise<AdminDocument | undefined> {
      const [row] = await db
        .select({
          ...rowColumns,
          facultyId: documents.facultyId,
          fileName: documents.fileName,
          byteSize: documents.byteSize,
          pageCount: documents.pageCount,
          sha256: documents.sha256,
          firstPublishedAt: documents.firstPublishedAt,
        })
        .from(documents)
        .leftJoin(faculties, eq(faculties.id, documents.facultyId))
        .where(eq(documents.id, id))
      return row
    },

    /** An upload of the document, by its SHA-256. */
    async upload(documentId: number, sha256: string): Promise<UploadFacts | undefined> {
      const [row] = await db
        .select({ fileName: documentUploads.fileName, byteSize: documentUploads.byteSize, pageCount: documentUploads.pageCount })
        .from(documentUploads)
        .where(and(eq(documentUploads.documentId, documentId), eq(documentUploads.sha256, sha256)))
      return row
    },

    /** The faculties a new document may belong to (all, or those in reach). */
    async faculties(reach: Reach): Promise<Array<{ id: number; nameCs: string; nameEn: string }>> {
      return db
        .select({ id: faculties.id, nameCs: faculties.nameCs, nameEn: faculties.nameEn })
        .from(faculties)
        .where(reach.all ? undefined : reach.faculties.length ? inArray(faculties.slugCs, reach.faculties) : sql`false`)
        .orderBy(faculties.sort)
    },

    /** Keeps a checked file among the document's uploads; its SHA-256 for the revision. */
    keepUpload: (documentId: number, file: DocumentFileInput) => keepUpload(db, documentId, file),

    /** Whether a slug is taken in a language. */
    async slugTaken(lang: 'cs' | 'en', slug: string): Promise<boolean> {
      const [row] = await db.select({ id: documents.id }).from(documents).where(and(eq(documents.lang, lang), eq(documents.slug, slug)))
      return !!row
    },
  }
}

export type DocumentsAdminRepository = ReturnType<typeof documentsAdminRepository>
