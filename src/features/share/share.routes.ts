/**
 * `GET /qf/{lang}/ramjet/share?network=…&url=/qf/…` (ADR 039): 303 to the network's share page
 * for this site's page at `url`, made absolute with the site's origin. Content regions are the
 * same for every origin (they are stored), so the share links point here and the address is
 * completed per request. Anything but a known network and a path of this site is a 400.
 */
import type { FastifyPluginAsync } from 'fastify'
import { BadRequestError } from '../../server/errors.js'
import { eachLang } from '../../server/localized.js'
import { originOf } from '../../server/origin.js'
import { routes } from '../../ui/paths.js'
import { isSharablePath, isShareNetwork, shareTarget } from './share-targets.js'

export const shareRoutes: FastifyPluginAsync = async (app) => {
  eachLang((lang) => {
    app.get<{ Querystring: { network?: unknown; url?: unknown } }>(routes.share[lang], async (request, reply) => {
      const { network, url } = request.query
      if (!isShareNetwork(network) || !isSharablePath(url)) throw new BadRequestError('share link')
      reply.header('Cache-Control', 'no-store')
      return reply.redirect(shareTarget(network, originOf(request, app.config.PUBLIC_ORIGIN) + url), 303)
    })
  })
}
