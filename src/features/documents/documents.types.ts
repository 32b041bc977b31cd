/** What the documents' pages read of documents (ADR 057). */
import type { DocumentKind } from '../../db/schema.js'

export interface DocumentSummary {
  id: number
  slug: string
  kind: DocumentKind
  title: string
  description: string
  byteSize: number
  pageCount: number
  publishedAt: Date
  /** The issuing faculty's name; null for a university-wide document. */
  facultyName: string | null
}

export interface DocumentFile {
  fileName: string
  sha256: string
  content: Uint8Array
}

/** A faculty as the filter offers it: its code is the filter value. */
export interface FacultyOption {
  id: number
  code: string
  name: string
}

/** `facultyId` null: university-wide documents only; undefined: every issuer. */
export interface DocumentFilter {
  facultyId?: number | null
  kind?: DocumentKind
}
