/** The shop's legal pages (texts in src/i18n/legal.ts): terms, complaints, withdrawal. */
import type { FastifyPluginAsync } from 'fastify'
import { eachLang } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { legalPageModel } from './order-pages.js'

export const legalRoutes: FastifyPluginAsync = async (app) => {
  eachLang((lang) => {
    app.get(routes.terms[lang], async (_req, reply) => reply.page(legalPageModel(lang, 'terms')))
    app.get(routes.complaints[lang], async (_req, reply) => reply.page(legalPageModel(lang, 'complaints')))
    app.get(routes.withdrawal[lang], async (_req, reply) => reply.page(legalPageModel(lang, 'withdrawal')))
  })
}
