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

/** A route handler that answers from the region cache, or runs `load` on a miss and stores its regions. */
export function cached<R extends RouteGenericInterface = RouteGenericInterface>(load: ContentLoader<R>) {
  return async (request: FastifyRequest<R>, reply: FastifyReply) => {
    const input: ContentRequest<R['Params'], R['Querystring']> = {
      lang: request.lang,
      address: pageAddress(request),
      params: request.params,
      query: request.query,
    }
    return reply.cachedPage(async () => {
      const result = await load(input)
      return 'redirect' in result ? reply.redirect(result.redirect, result.status) : result
    })
  }
}
