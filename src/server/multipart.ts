/**
 * A multipart form with one file, read as the forms kit reads a url-encoded one (ADR 062, after
 * contact.routes.tsx; the documents administration and the catalogue's CSV import use it): the
 * fields, and the file's bytes with whether the parser cut them at the limit. A form that breaks
 * the limits (a second file, too many fields) or is not well-formed multipart (a cut body, a bad
 * boundary) is `broken`: input to refuse, never a fault of ours.
 */
import type { FastifyRequest } from 'fastify'

export interface SentFile {
  name: string
  bytes: Uint8Array
  /** Longer than the limit: the parser kept only the start. */
  truncated: boolean
}

export interface SentForm {
  body: Record<string, string>
  file: SentFile | null
  broken: boolean
}

/** Multipart limits of the upload forms: one file of at most `maxBytes`, a few short fields. */
export const multipartLimits = (maxBytes: number) => ({ files: 1, fileSize: maxBytes, fields: 20, parts: 21, fieldSize: 64 * 1024, fieldNameSize: 100, headerPairs: 20 })

export async function readMultipart(req: FastifyRequest, fileField: string): Promise<SentForm> {
  // Prototype-free, and a repeated name keeps its first value: no form of ours repeats one.
  const body: Record<string, string> = Object.create(null)
  let file: SentFile | null = null
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in body)) body[part.fieldname] = part.value
        continue
      }
      const chunks: Buffer[] = []
      for await (const chunk of part.file) chunks.push(chunk as Buffer)
      const bytes = Buffer.concat(chunks)
      // A file input left empty sends a part with no name and no bytes.
      if (part.fieldname !== fileField || (bytes.length === 0 && !part.filename)) continue
      file = { name: part.filename, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), truncated: part.file.truncated }
    }
  } catch {
    return { body, file: null, broken: true }
  }
  return { body, file, broken: false }
}
