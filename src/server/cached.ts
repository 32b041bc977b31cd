/**
 * Routes whose page is the same for every visitor of an address declare it with `cached()`:
 *
 *     app.get(routes.newsList[lang], cached(async ({ lang, query }) => newsListPageModel(...)))
 *
 * The loader gets a `ContentRequest`, never the request itself: no visitor, session, cookie
 * or nonce is in reach, so nothing of one visitor can be stored in the region cache and served
 * to the next (docs/decisions/010-frame-registry.md). Per-visitor parts belong in the frame.
 */
import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify'
import type { Lang } from '../i18n/index.js'
import type { PageModel } from '../ui/page-model.js'
import { pageAddress } from './partial.js'

export interface ContentRequest<Params = unknown, Query = unknown> {
  lang: Lang
  /** Path and query without the protocol's internal parameters. */
  address: string
  params: Params
  query: Query
}

/** A loader's other answer: send the visitor elsewhere (nothing is stored). */
export interface Redirect {
  redirect: string
  status: 301 | 302 | 303 | 307 | 308
}

export type ContentLoader<R extends RouteGenericInterface> = (
  request: ContentRequest<R['Params'], R['Querystring']>,
) => Promise<PageModel | Redirect>

export interface CachedOptions {
  /**
   * The query parameters the page reads. Only they reach `load` and the address the page is
   * stored under: `?page=2&r=<anything>` is the stored `?page=2`, so made-up parameters cannot
   * force a render per request (nor fill the cache with copies).
   */
  query?: readonly string[]
}

const BASE = 'http://site.invalid'

/** A route handler that answers from the region cache, or runs `load` on a miss and stores its regions. */
export function cached<R extends RouteGenericInterface = RouteGenericInterface>(load: ContentLoader<R>, { query: names = [] }: CachedOptions = {}) {
  return async (request: FastifyRequest<R>, reply: FastifyReply) => {
    const url = new URL(pageAddress(request), BASE)
    const kept = new URLSearchParams()
    for (const name of names) for (const value of url.searchParams.getAll(name)) kept.append(name, value)
    const address = url.pathname + (kept.size ? `?${kept}` : '')
    const raw = request.query as Record<string, unknown>
    const query = Object.create(null) as Record<string, unknown>
    for (const name of names) if (Object.hasOwn(raw, name)) query[name] = raw[name]
    const input: ContentRequest<R['Params'], R['Querystring']> = {
      lang: request.lang,
      address,
      params: request.params,
      query: query as R['Querystring'],
    }
    return reply.cachedPage(async () => {
      const result = await load(input)
      return 'redirect' in result ? reply.redirect(result.redirect, result.status) : result
    }, address)
  }
}
