/**
 * Registration with e-mail confirmation and password reset by e-mail (ADR 025).
 * The visitor's answer never says whether an e-mail has an account.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { parseForm, singleValue } from '../../forms/form.js'
import type { Lang } from '../../i18n/index.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { originOf } from '../../server/origin.js'
import { sendNavigate } from '../../server/partial.js'
import { paths, routes } from '../../ui/paths.js'
import { ForgottenPasswordForm, RegisterForm, ResetPasswordForm } from './account.schema.js'
import { confirmPage, forgottenPage, invalidLinkPage, mailSentPage, registerPage, resetPage } from './account-pages.js'
import type { Refusal } from './profile.service.js'
import { noStore } from '../../server/no-store.js'

/** Pages that carry a token or answer about an e-mail are nobody's to keep. */

export const retryAfter = (reply: FastifyReply, refusal: Refusal) =>
  reply.header('retry-after', refusal.outcome === 'busy' ? 5 : refusal.retryAfterSeconds)

export const isRefusal = (result: { outcome: string }): result is Refusal => result.outcome === 'throttled' || result.outcome === 'busy'

export const registrationRoutes: FastifyPluginAsync = async (app) => {
  const { profile, sessions } = app.services
  const cookie = app.sessionCookie
  const mailContext = (req: FastifyRequest, lang: Lang) => ({ lang, origin: originOf(req, app.config.PUBLIC_ORIGIN) })

  /** Starts a session for a user who just proved the e-mail is theirs; the account page greets them. */
  const signIn = async (req: FastifyRequest, reply: FastifyReply, lang: Lang, userId: number, notice: string) => {
    const { token } = await sessions.rotate(cookie.read(req.cookies), userId)
    cookie.set(reply, token)
    return sendNavigate(reply, `${paths.account(lang)}?notice=${notice}`)
  }

  eachLang((lang) => {
    app.get(routes.register[lang], async (_req, reply) => reply.page(registerPage(lang)))

    app.post(routes.register[lang], async (req, reply) => {
      noStore(reply)
      const submitted = parseForm(RegisterForm, formBody(req))
      if (!submitted.ok) return reply.page(registerPage(lang, { form: submitted }))
      const result = await profile.register(submitted.values, req.ip, mailContext(req, lang))
      const echo = { displayName: submitted.values.displayName, email: submitted.values.email }
      if (result.outcome === 'invalid') return reply.page(registerPage(lang, { form: { errors: { password: result.problem }, echo } }))
      if (isRefusal(result)) return retryAfter(reply, result).page(registerPage(lang, { form: { errors: {}, echo }, refusal: result }))
      await app.liveValidation.releaseFor(req, 'registerForm')
      return reply.page(mailSentPage(lang, 'register', submitted.values.email))
    })

    app.get<{ Querystring: { token?: unknown } }>(routes.registerConfirm[lang], async (req, reply) => {
      noStore(reply)
      const { token } = req.query
      if (!(await profile.tokenValid('register', token))) return reply.page(invalidLinkPage(lang, 'register'))
      return reply.page(confirmPage(lang, token as string))
    })

    app.post(routes.registerConfirm[lang], async (req, reply) => {
      noStore(reply)
      const user = await profile.confirm(singleValue(formBody(req), 'token'))
      if (!user) return reply.page(invalidLinkPage(lang, 'register'))
      return signIn(req, reply, lang, user.id, 'welcome')
    })

    app.get(routes.passwordForgotten[lang], async (_req, reply) => reply.page(forgottenPage(lang)))

    app.post(routes.passwordForgotten[lang], async (req, reply) => {
      noStore(reply)
      const submitted = parseForm(ForgottenPasswordForm, formBody(req))
      if (!submitted.ok) return reply.page(forgottenPage(lang, { form: submitted }))
      const result = await profile.requestReset(submitted.values.email, req.ip, mailContext(req, lang))
      if (isRefusal(result)) return retryAfter(reply, result).page(forgottenPage(lang, { form: { errors: {}, echo: submitted.values }, refusal: result }))
      await app.liveValidation.releaseFor(req, 'forgottenForm')
      return reply.page(mailSentPage(lang, 'forgotten', submitted.values.email))
    })

    app.get<{ Querystring: { token?: unknown } }>(routes.passwordReset[lang], async (req, reply) => {
      noStore(reply)
      const { token } = req.query
      if (!(await profile.tokenValid('reset', token))) return reply.page(invalidLinkPage(lang, 'reset'))
      return reply.page(resetPage(lang, token as string))
    })

    app.post(routes.passwordReset[lang], async (req, reply) => {
      noStore(reply)
      const body = formBody(req)
      const token = singleValue(body, 'token')
      if (!(await profile.tokenValid('reset', token))) return reply.page(invalidLinkPage(lang, 'reset'))
      const submitted = parseForm(ResetPasswordForm, body)
      if (!submitted.ok) return reply.page(resetPage(lang, token!, { form: submitted }))
      const result = await profile.resetPassword(token, submitted.values.password, mailContext(req, lang))
      if (result.outcome === 'invalidToken') return reply.page(invalidLinkPage(lang, 'reset'))
      if (result.outcome === 'invalid') return reply.page(resetPage(lang, token!, { form: { errors: { password: result.problem }, echo: {} } }))
      if (isRefusal(result)) return retryAfter(reply, result).page(resetPage(lang, token!, { form: { errors: {}, echo: {} }, refusal: result }))
      // Whoever knew the old password is signed out everywhere; this browser starts afresh.
      await sessions.endAll(result.user.id)
      await app.liveValidation.releaseFor(req, 'resetForm')
      return signIn(req, reply, lang, result.user.id, 'passwordReset')
    })
  })
}
