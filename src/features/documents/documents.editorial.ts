/**
 * Documents as the editorial primitives handle them (ADR 058): a revision holds the title, the
 * description and the kind. A document is created, and its file replaced, by uploading a file
 * (text extraction belongs to that step), so it has no placement here.
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import { documentKinds, documents } from '../../db/schema.js'
import { editorialEntity } from '../editorial/editorial.types.js'
import { line, paragraphs } from '../editorial/fields.js'

const content = z.strictObject({
  title: line(300),
  description: paragraphs(2000),
  kind: z.enum(documentKinds),
})

export const documentEditorial = editorialEntity<never, z.infer<typeof content>>({
  name: 'document',
  table: 'documents',
  content,
  async apply(tx: Db, documentId, c) {
    await tx.update(documents).set(c).where(eq(documents.id, documentId))
  },
  async snapshot(tx: Db, documentId) {
    const [d] = await tx.select({ title: documents.title, description: documents.description, kind: documents.kind }).from(documents).where(eq(documents.id, documentId))
    return d
  },
})
