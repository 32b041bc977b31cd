/** Rules of the document library: paging and how a stored file is offered. No Fastify, no ORM. */
import type { Lang } from '../../i18n/index.js'
import { clampPage } from '../../ui/query.js'
import type { DocumentsRepository, DocumentSummary } from './documents.repository.js'

export const DOCUMENTS_PAGE_SIZE = 20

export interface DocumentListData {
  items: DocumentSummary[]
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
    /** A page past the end shows the last page rather than an empty list. */
    async listPage(lang: Lang, requested: number): Promise<DocumentListData> {
      const total = await repo.count(lang)
      const pages = Math.max(1, Math.ceil(total / DOCUMENTS_PAGE_SIZE))
      const page = clampPage(requested, pages)
      const items = await repo.list(lang, DOCUMENTS_PAGE_SIZE, (page - 1) * DOCUMENTS_PAGE_SIZE)
      return { items, page, pages }
    },

    file: (lang: Lang, slug: string) => repo.file(lang, slug),

    /** Every document of both languages (the sitemap). */
    all: () => repo.all(),
  }
}

export type DocumentsService = ReturnType<typeof documentsService>
