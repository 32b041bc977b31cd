/**
 * Site search (spec 000 §2.4, §2.5). The header search panel's results box, a frame part that
 * suggestions fill, and the route the panel's form goes to without JavaScript: it sends the
 * visitor on (303) to the chosen scope's results page with the query (and, for web search, the
 * faculty category). With JavaScript the form goes to that page directly. The result pages and
 * suggestion endpoints come with the search engine.
 */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { BadRequestError } from '../../server/errors.js'
import { eachLang } from '../../server/localized.js'
import { paths, routes, SEARCH_SCOPES } from '../../ui/paths.js'
import { headerSearchResultsPart } from './search-results.js'

/** The header form's fields; the query's limit is the form's `maxlength`. */
const SearchForm = z.object({
  searchScope: z.enum(SEARCH_SCOPES).default('web'),
  'frm.query': z.string().max(200).default(''),
  'frm.facultyCategory': z.union([z.literal(''), z.string().regex(/^[1-9][0-9]{0,8}$/)]).default(''),
})

export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.frame.register(headerSearchResultsPart)

  eachLang((lang) => {
    app.get(routes.search[lang], async (request, reply) => {
      const form = SearchForm.safeParse(request.query)
      if (!form.success) throw new BadRequestError('search form')
      const { searchScope: scope, 'frm.query': query, 'frm.facultyCategory': category } = form.data
      return reply.redirect(paths.searchResults(lang, scope, { query: query.trim(), category: scope === 'web' ? category : undefined }), 303)
    })
  })
}
