/** The login page. Signing in itself (performLogin, sessions) is the login issue's work. */
import type { FastifyPluginAsync } from 'fastify'
import { eachLang } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { loginPageModel } from './login-page.js'

export const accountRoutes: FastifyPluginAsync = async (app) => {
  eachLang((lang) => {
    app.get(routes.login[lang], async (_req, reply) => reply.page(loginPageModel(lang)))
  })
}
