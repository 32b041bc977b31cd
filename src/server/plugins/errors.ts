/**
 * One error handler for the whole app: every error becomes a localized page (400, 403, 404,
 * 500, or 503 with Retry-After when the database does not answer) in the normal frame. If even
 * that fails, a minimal page is sent.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isDatabaseUnavailable } from '../../db/unavailable.js'
import { errorPageModel, type ErrorStatus } from '../../ui/error-page.js'
import { common } from '../../i18n/common.js'
import { RedisUnavailableError } from '../../lib/redis.js'
import { translate } from '../../i18n/index.js'
import { responseHeaders } from '../../shared/protocol.js'
import { requestedTargets } from '../partial.js'

/** Seconds a client should wait before asking again while the database is away. */
const RETRY_AFTER_S = 30

export function statusOf(error: FastifyError): ErrorStatus {
  if (isDatabaseUnavailable(error)) return 503
  const code = error.statusCode ?? 500
  if (code === 404) return 404
  if (code === 403) return 403
  if (code >= 400 && code < 500) return 400
  return 500
}

/**
 * Whether the error is the client going away (a closed tab, a cancelled fetch, a load generator
 * that stops): the answer's stream closed early, or the body stopped coming, and the socket is
 * gone. Nothing is wrong with the server, and nobody is left to answer.
 */
export function clientHungUp(error: FastifyError, request: FastifyRequest): boolean {
  const gone = error.code === 'ERR_STREAM_PREMATURE_CLOSE' || (error.code === 'ECONNRESET' && error.message === 'aborted')
  return gone && request.raw.socket?.destroyed !== false
}

const splitUrl = (url: string): [string, string] => {
  const q = url.indexOf('?')
  return q < 0 ? [url, ''] : [url.slice(0, q), url.slice(q)]
}

/** A partial request whose target header itself is bad gets a short error fragment. */
function hasBadTargets(request: FastifyRequest): boolean {
  try {
    requestedTargets(request)
    return false
  } catch {
    return true
  }
}

/** How long a browser may keep a redirect of a moved address (it may be corrected). */
const MOVED_MAX_AGE_S = 3600

export async function sendErrorPage(request: FastifyRequest, reply: FastifyReply, status: ErrorStatus, explanation?: string) {
  // An address that moved (ADR 059): a 301 where it would be a 404, so a redirect never hides a page.
  if (status === 404 && (request.method === 'GET' || request.method === 'HEAD') && request.server.services?.redirects) {
    const [path, query] = splitUrl(request.url)
    const target = await request.server.services.redirects.lookup(path).catch(() => undefined)
    if (target) return reply.header('cache-control', `public, max-age=${MOVED_MAX_AGE_S}`).redirect(target + query, 301)
  }
  if (hasBadTargets(request)) {
    const text = translate(common, request.lang, 'badRequestTitle')
    return reply
      .code(400)
      .type('text/html; charset=utf-8')
      .header(responseHeaders.error, '1')
      .send(`<p class="partial-error">${text}</p>`)
  }
  try {
    // Before routing (a malformed address) the reply has no render path yet: the short page.
    if (typeof reply.page === 'function') return await reply.page(errorPageModel(request.lang, status, explanation), { frame: false })
  } catch (err) {
    request.log.error({ err }, 'error page could not be rendered')
  }
  const titles = { 400: 'badRequestTitle', 403: 'forbiddenTitle', 404: 'notFoundTitle', 500: 'errorTitle', 503: 'unavailableTitle' } as const
  const title = translate(common, request.lang, titles[status])
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header(responseHeaders.error, '1')
    .send(`<!DOCTYPE html><html lang="${request.lang}"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1 id="mainContent">${title}</h1></main></body></html>`)
}

export const errorsPlugin = fp(
  async (app) => {
    app.setNotFoundHandler(async (request, reply) => sendErrorPage(request, reply, 404))

    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      // Logged for tracing, at a level that pages nobody: not a 500, nor a database away.
      if (clientHungUp(error, request)) return void request.log.info({ code: error.code }, 'client closed the connection before the answer')
      const status = statusOf(error)
      if (status === 500) request.log.error({ err: error }, 'request failed')
      else if (status === 503) request.log.warn({ err: error }, error instanceof RedisUnavailableError ? 'redis unavailable' : 'database unavailable')
      else request.log.info({ code: error.code, status }, error.message)
      if (status === 503) reply.header('retry-after', String(RETRY_AFTER_S))
      if (reply.sent) return
      return sendErrorPage(request, reply, status)
    })
  },
  { name: 'errors', dependencies: ['render'] },
)
