/** Rules of the document library: paging and how a stored file is offered. No Fastify, no ORM. */
import type { Lang } from '../../i18n/index.js'
import { clampPage } from '../../ui/query.js'
import type { DocumentKind } from '../../db/schema.js'
import type { DocumentsRepository } from './documents.repository.js'
import type { DocumentSummary, FacultyOption } from './documents.types.js'

export const DOCUMENTS_PAGE_SIZE = 20

/** The filter value of university-wide documents (faculties are named by their code). */
export const UNIVERSITY_ISSUER = 'university'

/** The list's filters as the address names them: a faculty code or `university`, and a kind. */
export interface DocumentQuery {
  faculty?: string
  kind?: DocumentKind
}

export interface DocumentListData {
  items: DocumentSummary[]
  total: number
  query: DocumentQuery
  faculties: FacultyOption[]
  page: number
  pages: number
}

/**
 * A Content-Disposition value that opens the PDF in the browser and still saves it under its
 * own name: an ASCII `filename` for old clients and the exact UTF-8 name in `filename*` (RFC 6266, 5987).
 */
export function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '_') || 'document.pdf'
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

export function documentsService(repo: DocumentsRepository) {
  return {
    /**
     * One page of the documents that match `query`; null when it names a faculty that does not
     * exist. A page past the end shows the last page rather than an empty list.
     */
    async listPage(lang: Lang, requested: number, query: DocumentQuery): Promise<DocumentListData | null> {
      const faculties = await repo.faculties(lang)
      let facultyId: number | null | undefined
      if (query.faculty === UNIVERSITY_ISSUER) facultyId = null
      else if (query.faculty !== undefined) {
        facultyId = faculties.find((f) => f.code === query.faculty)?.id
        if (facultyId === undefined) return null
      }
      const filter = { facultyId, kind: query.kind }
      const total = await repo.count(lang, filter)
      const pages = Math.max(1, Math.ceil(total / DOCUMENTS_PAGE_SIZE))
      const page = clampPage(requested, pages)
      const items = await repo.list(lang, filter, DOCUMENTS_PAGE_SIZE, (page - 1) * DOCUMENTS_PAGE_SIZE)
      return { items, total, query, faculties, page, pages }
    },

    file: (lang: Lang, slug: string) => repo.file(lang, slug),

    /** Every document of both languages (the sitemap). */
    all: () => repo.all(),
  }
}

export type DocumentsService = ReturnType<typeof documentsService>
