/** Operations endpoints and the site root. */
import { readFileSync } from 'node:fs'
import { setTimeout } from 'node:timers/promises'
import type { FastifyPluginAsync } from 'fastify'
import { DEFAULT_LANG } from '../../i18n/index.js'
import { projectPath } from '../../server/paths.js'
import { paths } from '../../ui/paths.js'

/** The logo icon in the university green, as the site icon. */
const favicon = readFileSync(projectPath('src/ui/icons/logo.svg'), 'utf8').replace('fill="currentColor"', 'fill="#1d5a3a"')

/** /readyz says 503 when the database has not answered within this (ms). */
const READY_TIMEOUT_MS = 1000

export const systemRoutes: FastifyPluginAsync = async (app) => {
  app.get('/favicon.svg', async (_req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon),
  )
  app.get('/favicon.ico', async (_req, reply) => reply.redirect('/favicon.svg', 301))

  /** The process is up and serving. */
  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }))

  /** The database answers: take traffic. */
  app.get('/readyz', async (req, reply) => {
    reply.header('cache-control', 'no-store')
    // Shutting down: still serving, but a load balancer should send no more.
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining', database: app.database.engine })
    // A load balancer asks often and waits little: a database slower than this is not ready.
    const timer = new AbortController()
    try {
      await Promise.race([
        app.database.ping(),
        setTimeout(READY_TIMEOUT_MS, undefined, { signal: timer.signal }).then(() => Promise.reject(new Error('database ping timed out'))),
      ])
      return reply.send({ status: 'ready', database: app.database.engine })
    } catch (err) {
      req.log.warn({ err }, 'readiness check failed')
      return reply.code(503).send({ status: 'unavailable', database: app.database.engine })
    } finally {
      timer.abort()
    }
  })

  app.get('/', async (_req, reply) => reply.redirect(paths.home(DEFAULT_LANG)))
  app.get('/qf', async (_req, reply) => reply.redirect(paths.home(DEFAULT_LANG)))
}
