/**
 * Serving stored image bytes, shared by every media route (product photos, the university's
 * pictures). URLs name an id (and for pictures a version, ADR 086) that is never reused for other
 * bytes, so answers are cacheable for a year; the ETag still lets a client revalidate. Routes only
 * parse their file names.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { etagOf, matchesEtag } from './etag.js'
import { NotFoundError } from './errors.js'

export interface StoredFile {
  mimeType: string
  content: Uint8Array
}

/** Largest value of a PostgreSQL integer: a bigger id would be a database error, not a miss. */
const MAX_ID = 2_147_483_647
const ID = /^[1-9]\d{0,9}$/

/** The id in a media URL, or null when it cannot name a stored image. */
export function mediaId(raw: string): number | null {
  const id = ID.test(raw) ? Number(raw) : 0
  return id >= 1 && id <= MAX_ID ? id : null
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Sends `file` with its type and caching headers, 304 when the client has it, 404 when it is missing. */
export async function sendMedia(request: FastifyRequest, reply: FastifyReply, file: StoredFile | undefined) {
  if (!file) throw new NotFoundError(request.url)
  const etag = etagOf(file.content)
  reply.header('cache-control', IMMUTABLE).header('etag', etag)
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()
  return reply
    .type(file.mimeType)
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength))
}
