/**
 * Strong ETags for bytes served from the database (product photos, documents) and the
 * If-None-Match check, shared by every route that serves stored bytes.
 */
import { createHash } from 'node:crypto'

export const etagOf = (bytes: Uint8Array) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`

/** True when the client's If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
