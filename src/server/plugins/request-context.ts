/**
 * Per-request facts every route and view relies on: the language (from the /qf/{lang}/
 * prefix, Czech otherwise) and the signed-in user (set by the session layer).
 */
import fp from 'fastify-plugin'
import type { Grant } from '../../features/access/permissions.js'
import { DEFAULT_LANG, isLang, type Lang } from '../../i18n/index.js'

export interface RequestUser {
  id: number
  displayName: string
  /** The roles the account holds, and where (ADR 057); what they permit is `app.access`'s to say. */
  grants: readonly Grant[]
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang
    user: RequestUser | null
  }
}

/** The addresses whose answers depend on who is signed in: the site's pages and their fragments. */
const VISITOR_PATHS = /^\/(?:qf|validate)(?:[/?#]|$)/

export function langOfUrl(url: string): Lang {
  const match = /^\/(?:qf|validate)\/([a-z]{2})(?:[/?#]|$)/.exec(url)
  return match && isLang(match[1]) ? match[1] : DEFAULT_LANG
}

export interface RequestContextOptions {
  /** The signed-in user for the request's cookies, or null. */
  resolveUser: (cookies: Record<string, string | undefined>) => Promise<RequestUser | null>
}

export const requestContextPlugin = fp<RequestContextOptions>(
  async (app, { resolveUser }) => {
    app.decorateRequest('lang', DEFAULT_LANG)
    app.decorateRequest('user', null)
    app.addHook('onRequest', async (request) => {
      request.lang = langOfUrl(request.url)
      // Only pages know the visitor: build files, media, health answers never touch the sessions.
      if (VISITOR_PATHS.test(request.url)) request.user = await resolveUser(request.cookies)
    })
  },
  { name: 'request-context' },
)
