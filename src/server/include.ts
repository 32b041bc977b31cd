/**
 * `/qf/{lang}/ramjet/include` (spec 000 §2, §7): the frame parts named by `X-PU-Target`
 * (`userMenu`, `userLists`, `userListsRwd`, ... any registered part), alone, for this visitor;
 * several come in the multi-target envelope. `returnTo` names the page they are shown on (the
 * login link leads back there); `updatedCart=1` tells the user lists that the cart just changed.
 * It is not a page: without targets, or with none that is a frame part, it answers 400.
 */
import type { FastifyPluginAsync } from 'fastify'
import { LANGS } from '../i18n/index.js'
import { INCLUDE_PAGE_PARAM, includePath } from '../shared/protocol.js'
import { paths } from '../ui/paths.js'
import { BadRequestError } from './errors.js'
import { requestedTargets, sameOriginPath } from './partial.js'

/** Flags the include route passes on to the frame parts. */
export const INCLUDE_FLAGS = ['updatedCart'] as const

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

export const includeRoutes: FastifyPluginAsync = async (app) => {
  for (const lang of LANGS) {
    app.get<{ Querystring: Record<string, unknown> }>(includePath(lang), async (req, reply) => {
      const targets = requestedTargets(req)
      const parts = targets?.filter((id) => app.frame.has(id)) ?? []
      if (parts.length === 0) throw new BadRequestError('include without frame-part targets')
      const asked = first(req.query[INCLUDE_PAGE_PARAM])
      const url = (typeof asked === 'string' && sameOriginPath(asked, 'http://site.invalid')) || paths.home(lang)
      const flags = new Set<string>(INCLUDE_FLAGS.filter((flag) => ['1', 'true'].includes(String(first(req.query[flag])))))
      reply.header('x-robots-tag', 'noindex')
      return reply.frameParts(parts, { url, flags })
    })
  }
}
