import type { FastifyRequest } from 'fastify'

const FORM_TYPES = ['application/x-www-form-urlencoded']

/**
 * The body of a form post, or null for anything else (JSON, text): the forms kit refuses a
 * submission that no form of ours sends (src/forms/form.ts `parseForm`). Multipart joins when a
 * form uploads files (and a multipart parser is registered).
 */
export function formBody(request: FastifyRequest): unknown {
  const type = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  return FORM_TYPES.includes(type) ? request.body : null
}
