import type { FastifyRequest } from 'fastify'

/**
 * The site's public origin for absolute addresses (canonical links, hreflang alternates, feeds,
 * the sitemap): PUBLIC_ORIGIN when it is set, else the origin the request was made to (its
 * protocol and host; behind a trusted proxy, the forwarded ones).
 */
export function originOf(request: FastifyRequest, publicOrigin: string | undefined): string {
  if (publicOrigin) return new URL(publicOrigin).origin
  return new URL(`${request.protocol}://${request.host}`).origin
}
