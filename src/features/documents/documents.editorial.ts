/**
 * Documents as the editorial primitives handle them (ADR 058, 062): a revision holds the title,
 * the description, the kind and the file (`file`: the SHA-256 of one of the document's uploads,
 * `document_uploads`). A document is created by uploading its file, which has passed
 * `upload-checks.ts` with its text extracted: the placement carries it. Publishing a revision
 * copies its file and the file's text into the row, so search indexes the new text then.
 */
import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import { documentKinds, documentUploads, documents, faculties } from '../../db/schema.js'
import { paths } from '../../ui/paths.js'
import { editorialEntity } from '../editorial/editorial.types.js'
import { id, line, paragraphs, slug } from '../editorial/fields.js'

const sha256 = z.string().regex(/^[0-9a-f]{64}$/)

/** A file that passed the upload checks: what the row and its uploads keep of it. */
const file = z.strictObject({
  fileName: line(200),
  bytes: z.custom<Uint8Array>((b) => b instanceof Uint8Array && b.length > 0),
  text: z.string(),
  pageCount: z.number().int().positive(),
})

export type DocumentFileInput = z.infer<typeof file>

const placement = z.strictObject({
  lang: z.enum(['cs', 'en']),
  facultyId: id.nullable(),
  slug,
  file,
})

const content = z.strictObject({
  title: line(300),
  description: paragraphs(2000),
  kind: z.enum(documentKinds),
  /** The upload the document shows; null in revisions made before uploads were kept: the row's own file. */
  file: sha256.nullable().default(null),
})

export type DocumentContent = z.infer<typeof content>

export const digestOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Keeps an upload of a document (the same file twice is one upload); its SHA-256, which a revision names. */
export async function keepUpload(tx: Db, documentId: number, f: DocumentFileInput): Promise<string> {
  const digest = digestOf(f.bytes)
  await tx
    .insert(documentUploads)
    .values({ documentId, sha256: digest, fileName: f.fileName, byteSize: f.bytes.length, content: f.bytes, textContent: f.text, pageCount: f.pageCount })
    .onConflictDoNothing()
  return digest
}

export const documentEditorial = editorialEntity({
  name: 'document',
  table: 'documents',
  placement,
  content,
  async insert(tx: Db, p, c) {
    const [row] = await tx
      .insert(documents)
      .values({
        lang: p.lang,
        facultyId: p.facultyId,
        slug: p.slug,
        kind: c.kind,
        title: c.title,
        description: c.description,
        fileName: p.file.fileName,
        mimeType: 'application/pdf',
        byteSize: p.file.bytes.length,
        sha256: digestOf(p.file.bytes),
        content: p.file.bytes,
        textContent: p.file.text,
        pageCount: p.file.pageCount,
        publishedAt: new Date(),
        live: false,
      })
      .returning({ id: documents.id })
    await keepUpload(tx, row!.id, p.file)
    return row!.id
  },
  async apply(tx: Db, documentId, c, { now }) {
    const { file: digest, ...texts } = c
    // Dated by its first publication, which a later one (a replaced file too) keeps; a row live
    // before revisions were kept (the seed's) has no first publication recorded but keeps its date.
    const dated = sql`case when ${documents.live} or ${documents.firstPublishedAt} is not null then ${documents.publishedAt} else ${now.toISOString()}::timestamptz end`
    await tx.update(documents).set({ ...texts, publishedAt: dated }).where(eq(documents.id, documentId))
    if (!digest) return
    // The file comes from this document's own uploads only; an unchanged file is not copied again.
    await tx.execute(sql`
      update ${documents} d set file_name = u.file_name, byte_size = u.byte_size, sha256 = u.sha256, content = u.content,
        text_content = u.text_content, page_count = u.page_count
      from ${documentUploads} u
      where d.id = ${documentId} and u.document_id = d.id and u.sha256 = ${digest} and d.sha256 <> u.sha256`)
  },
  async snapshot(tx: Db, documentId) {
    const [d] = await tx.select({ title: documents.title, description: documents.description, kind: documents.kind, file: documents.sha256 }).from(documents).where(eq(documents.id, documentId))
    if (!d) return undefined
    // The row's file is one of its uploads when it was uploaded here; a seeded file is not.
    const [kept] = await tx.select({ sha256: documentUploads.sha256 }).from(documentUploads).where(and(eq(documentUploads.documentId, documentId), eq(documentUploads.sha256, d.file)))
    return { ...d, file: kept ? d.file : null }
  },
  async target(db: Db, documentId) {
    const [row] = await db.select({ faculty: faculties.slugCs }).from(documents).leftJoin(faculties, eq(faculties.id, documents.facultyId)).where(eq(documents.id, documentId))
    return row && (row.faculty ? { faculty: row.faculty } : {})
  },
  adminHref: (lang, documentId) => paths.adminDocument(lang, documentId),
  adminNewHref: (lang) => paths.adminDocumentNew(lang),
})
