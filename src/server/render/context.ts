import type { FastifyReply } from 'fastify'
import type { PageContextValue } from '../../ui/page-context.js'

/** What views know about the request they render for (language, nonce, URL, user). */
export function pageContextOf(reply: FastifyReply): PageContextValue {
  const { request } = reply
  return {
    lang: request.lang,
    nonce: reply.scriptNonce,
    url: request.url,
    user: request.user ? { displayName: request.user.displayName } : null,
  }
}
