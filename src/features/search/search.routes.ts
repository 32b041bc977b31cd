/**
 * Site search (spec 000 §2.4, §2.5). For now the header search panel's results box, a frame
 * part that suggestions fill; the result pages and suggestion endpoints come with the search
 * engine.
 */
import type { FastifyPluginAsync } from 'fastify'
import { headerSearchResultsPart } from './search-results.js'

export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.frame.register(headerSearchResultsPart)
}
