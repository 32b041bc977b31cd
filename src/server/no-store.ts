import type { FastifyReply } from 'fastify'

/**
 * An answer for one visitor (a form with its token, an order, an account page): no cache keeps
 * it, shared or the browser's own. `private` says the same to caches that do not know `no-store`.
 */
export const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'private, no-store')
