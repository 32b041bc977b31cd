/** Operations endpoints and the site root. */
import type { FastifyPluginAsync } from 'fastify'
import { DEFAULT_LANG } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'

export const systemRoutes: FastifyPluginAsync = async (app) => {
  /** The process is up and serving. */
  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }))

  /** The database answers: take traffic. */
  app.get('/readyz', async (req, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      await app.database.ping()
      return reply.send({ status: 'ready', database: app.database.engine })
    } catch (err) {
      req.log.warn({ err }, 'readiness check failed')
      return reply.code(503).send({ status: 'unavailable', database: app.database.engine })
    }
  })

  app.get('/', async (_req, reply) => reply.redirect(paths.home(DEFAULT_LANG)))
  app.get('/qf', async (_req, reply) => reply.redirect(paths.home(DEFAULT_LANG)))
  app.get('/qf/', async (_req, reply) => reply.redirect(paths.home(DEFAULT_LANG)))
}
