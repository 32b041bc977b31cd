/**
 * Site search (spec 000 §2, §2.4, §2.5). The header search panel's results box, a
 * frame part that suggestions fill; the route the panel's form goes to without JavaScript,
 * which sends the visitor on (303) to the chosen scope's results page; the three result pages;
 * the three suggestion endpoints (HTML fragments, never stored by anyone).
 *
 * Result pages are rendered per request, not stored in the region cache: their addresses are
 * made of whatever anybody types, and storing them would let a stream of made-up queries push
 * the site's real pages out of the cache (ADR 020). The engine answers them within its budget.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { z } from 'zod'
import { translate, type Lang } from '../../i18n/index.js'
import { searchMessages } from '../../i18n/search.js'
import { BadRequestError } from '../../server/errors.js'
import { eachLang } from '../../server/localized.js'
import { renderRegion } from '../../server/render/page.js'
import { SUGGESTIONS } from '../../shared/suggestions.js'
import { paths, routes, SEARCH_SCOPES } from '../../ui/paths.js'
import { resultsPageModel } from './results-page.js'
import { searchPagesService } from './search-pages.service.js'
import { QUERY_MAX, ResultsQuery, SuggestQuery } from './search.schema.js'
import { SuggestionsFragment } from './suggestions-fragment.js'

/** The header form's fields; the query's limit is the form's `maxlength`. */
const SearchForm = z.object({
  searchScope: z.enum(SEARCH_SCOPES).default('web'),
  'frm.query': z.string().max(QUERY_MAX).default(''),
  'frm.facultyCategory': z.union([z.literal(''), z.string().regex(/^[1-9][0-9]{0,8}$/)]).default(''),
})

const resultsRoute = { web: routes.searchContent, documents: routes.searchFiles, eshop: routes.searchEshop } as const

export const searchRoutes: FastifyPluginAsync = async (app) => {
  const { content, search, shop } = app.services
  const pages = searchPagesService(search, (lang) => content.faculties(lang), (lang, ids) => shop.cards(lang, ids))

  /** A suggestion request the endpoint cannot read: a short message in the path's language. */
  const refuse = (reply: FastifyReply, lang: Lang) =>
    reply.code(400).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(translate(searchMessages, lang, 'badQuery'))

  eachLang((lang) => {
    app.get(routes.search[lang], async (request, reply) => {
      const form = SearchForm.safeParse(request.query)
      if (!form.success) throw new BadRequestError('search form')
      const { searchScope: scope, 'frm.query': query, 'frm.facultyCategory': category } = form.data
      return reply.redirect(paths.searchResults(lang, scope, { query: query.trim(), category: scope === 'web' ? category : undefined }), 303)
    })

    for (const scope of SEARCH_SCOPES) {
      app.get(resultsRoute[scope][lang], async (request, reply) => {
        const query = ResultsQuery.safeParse(request.query)
        if (!query.success) throw new BadRequestError('search query')
        const { 'frm.query': text, 'frm.facultyCategory': facultyId, page } = query.data
        const data = await pages.results({ lang, scope, query: text, facultyId: scope === 'eshop' ? undefined : facultyId, page })
        if (!data) throw new BadRequestError('search: no such faculty')
        return reply.page(resultsPageModel(lang, data))
      })

      app.get(paths.suggestions(lang, scope), async (request, reply) => {
        const query = SuggestQuery.safeParse(request.query)
        if (!query.success) return refuse(reply, lang)
        const { query: text, category } = query.data
        const facultyId = scope === 'eshop' ? undefined : category
        const found = await pages.suggest({ lang, scope, query: text, facultyId }, SUGGESTIONS.minLength)
        const empty = !found.items.length && !found.categories.length
        const html = empty ? '' : renderRegion({ lang }, <SuggestionsFragment lang={lang} scope={scope} query={text} facultyId={facultyId} suggestions={found} />)
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
      })
    }
  })
}
