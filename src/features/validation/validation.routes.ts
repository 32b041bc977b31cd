/**
 * `POST /validate/{lang}/...` (spec 000 §7 Live validation): the page path with `/qf/` replaced
 * by `/validate/`, form-encoded, answered with JSON `{ error, errorMessage, data }` (ADR 031).
 * Anything that is not a validation of a form we know is a JSON error, never a page or a 500.
 * The visitor's contexts are bound to the `qf_lv` cookie (set on the first answer).
 */
import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isLang } from '../../i18n/index.js'
import { formBody } from '../../server/forms.js'
import { LV_ERRORS, LV_FIELDS, pagePathOf, type LvAnswer } from '../../shared/live-validation.js'
import { isDatabaseUnavailable } from '../../db/unavailable.js'
import type { Redis } from '../../lib/redis.js'
import { contextDbStore } from './context.repository.js'
import { contextRedisStore } from './context-redis.store.js'
import { LiveFormRegistry } from './registry.js'
import { digest, validationService, type ValidationService } from './validation.service.js'

const COOKIE = 'qf_lv'
const VISITOR = /^[A-Za-z0-9_-]{43}$/

declare module 'fastify' {
  interface FastifyInstance {
    /** The forms live validation answers for: features register theirs (registry.ts). */
    liveForms: LiveFormRegistry
    liveValidation: ValidationService & {
      /** After a submission of `formId` went through: the visitor's contexts of it are released (error 04). */
      releaseFor(request: FastifyRequest, formId: string): Promise<void>
    }
  }
}

/** The registry and the service, shared: features register forms, submit handlers release them. */
export const liveValidationPlugin = fp<{ redis?: Redis; redisPrefix?: string }>(
  async (app, { redis, redisPrefix }) => {
    const registry = new LiveFormRegistry()
    const store = redis ? contextRedisStore(redis, redisPrefix) : contextDbStore(app.db)
    const service = validationService(registry, store, { ttlMs: app.config.LIVE_VALIDATION_TTL_SECONDS * 1000 })
    app.decorate('liveForms', registry)
    app.decorate('liveValidation', {
      ...service,
      async releaseFor(request: FastifyRequest, formId: string) {
        const visitor = request.cookies[COOKIE]
        if (!visitor || !VISITOR.test(visitor)) return
        // Called once the submission went through: a store that is away (Redis, ADR 031) must not
        // turn that into a 503 inviting a second submission. The contexts then live out their TTL.
        await service.release(digest(visitor), formId).catch((err: unknown) => {
          if (!isDatabaseUnavailable(err)) throw err
          request.log.warn({ err, formId }, 'live-validation contexts not released: their store is unavailable')
        })
      },
    })
  },
  { name: 'live-validation' },
)

/**
 * The digest of the visitor's `qf_lv` cookie, which live-validation contexts and contact uploads
 * are bound to; a missing or malformed cookie is replaced by a new one.
 */
export function visitorOwner(request: FastifyRequest, reply: FastifyReply, publicOrigin: string | undefined): string {
  let visitor = request.cookies[COOKIE]
  if (!visitor || !VISITOR.test(visitor)) {
    visitor = randomBytes(32).toString('base64url')
    const secure = publicOrigin !== undefined && new URL(publicOrigin).protocol === 'https:'
    // A session cookie: contexts live minutes, and a closed browser needs none.
    reply.setCookie(COOKIE, visitor, { path: '/', httpOnly: true, sameSite: 'lax', secure })
  }
  return digest(visitor)
}

/** The owner digest when the visitor has the cookie already, else null (nothing of theirs exists). */
export function knownVisitor(request: FastifyRequest): string | null {
  const visitor = request.cookies[COOKIE]
  return visitor && VISITOR.test(visitor) ? digest(visitor) : null
}

const json = (reply: FastifyReply, answer: LvAnswer) => reply.code(200).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(answer)

export const validationRoutes: FastifyPluginAsync = async (app) => {
  // Whatever else arrives (JSON, text, binary) is read as nothing: the answer is a JSON error, not a 415 page.
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) => done(null, null))

  app.post('/validate/*', async (req, reply) => {
    const path = req.url.split('?')[0]!
    const lang = /^\/validate\/([a-z]{2})\//.exec(path)?.[1]
    if (!isLang(lang)) return json(reply, { error: true, errorMessage: `Error ${LV_ERRORS.badRequest}: no such page`, data: null })
    const owner = visitorOwner(req, reply, app.config.PUBLIC_ORIGIN)
    const body = formBody(req)
    const formId = body && typeof body === 'object' ? (body as Record<string, unknown>)[LV_FIELDS.form] : undefined
    let answer: LvAnswer
    try {
      ;({ answer } = await app.liveValidation.validate(
        { body, lang, pagePath: pagePathOf(path), owner, userId: req.user?.id ?? null, check: { lang, request: req } },
        typeof formId === 'string' ? formId : undefined,
      ))
    } catch (err) {
      // The contexts' store is away: still a JSON answer (the runtime stops validating live and
      // the form is checked when sent), not an HTML error page.
      if (!isDatabaseUnavailable(err)) throw err
      req.log.warn({ err }, 'live validation unavailable: its store does not answer')
      return reply.code(503).header('retry-after', '30').header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ error: true, errorMessage: 'live validation temporarily unavailable', data: null } satisfies LvAnswer)
    }
    return json(reply, answer)
  })
}
