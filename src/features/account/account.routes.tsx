/** Login page, sign-in and sign-out (spec 000 §7 performLogin). */
import type { FastifyPluginAsync } from 'fastify'
import { eachLang } from '../../server/localized.js'
import { sameOriginPath, sendNavigate } from '../../server/partial.js'
import { paths, routes } from '../../ui/paths.js'
import { LoginSchema, loginErrors } from './account.schema.js'
import { SESSION_COOKIE, SESSION_TTL_MS } from './account.service.js'
import { loginPageModel } from './login-page.js'
import { userMenuPart } from './user-menu.js'

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const { accounts } = app.services
  app.frame.register(userMenuPart)
  const origin = app.config.PUBLIC_ORIGIN ?? 'http://localhost'

  eachLang((lang) => {
    app.get<{ Querystring: { returnTo?: unknown } }>(routes.login[lang], async (req, reply) =>
      reply.cachedPage(async () => {
        const returnTo = typeof req.query.returnTo === 'string' ? sameOriginPath(req.query.returnTo, origin) : null
        return loginPageModel(lang, { returnTo: returnTo ?? undefined })
      }),
    )

    app.post(paths.performLogin(lang), async (req, reply) => {
      const parsed = LoginSchema.safeParse(req.body ?? {})
      const email = typeof (req.body as { email?: unknown })?.email === 'string' ? (req.body as { email: string }).email.slice(0, 254) : ''
      if (!parsed.success) return reply.page(loginPageModel(lang, { email, errors: loginErrors(parsed.error) }))
      const returnTo = (parsed.data.returnTo && sameOriginPath(parsed.data.returnTo, origin)) || paths.home(lang)
      const user = await accounts.authenticate(parsed.data.email, parsed.data.password)
      if (!user) return reply.page(loginPageModel(lang, { email, returnTo, errors: { form: 'badCredentials' } }))
      const { token } = await accounts.startSession(user.id)
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: origin.startsWith('https:'),
        maxAge: SESSION_TTL_MS / 1000,
      })
      return sendNavigate(reply, returnTo)
    })

    app.post(paths.performLogout(lang), async (req, reply) => {
      await accounts.endSession(req.cookies[SESSION_COOKIE])
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
      return sendNavigate(reply, paths.home(lang))
    })
  })
}
