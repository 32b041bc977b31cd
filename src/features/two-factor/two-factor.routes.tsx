/**
 * The second step of a login (ADR 064) at `/qf/cs/prihlaseni/overeni` · `/qf/en/login/verify`:
 * the login (account.routes.tsx) sends an account with two-factor sign-in here after a right
 * password, with the pending sign-in's token in this browser's cookie only. GET shows the form;
 * POST takes a TOTP code or a recovery code and, when right, signs in as the login would have
 * (sign-in.ts: session, audit, cart, back to the page the visitor came from). Never stored.
 *
 * A sign-in expired, used or started in another browser (no cookie, a forged one) is a 410 with a
 * link to log in again; a malformed code a 422 with the field's message; a wrong or reused code a
 * 422 (recorded in the audit log, counted by the login throttle: 429 when over).
 */
import type { FastifyPluginAsync } from 'fastify'
import { parseForm } from '../../forms/form.js'
import { translate } from '../../i18n/index.js'
import { twoFactorMessages } from '../../i18n/two-factor.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { noStore } from '../../server/no-store.js'
import { routes } from '../../ui/paths.js'
import { completeSignIn } from '../account/sign-in.js'
import { pendingCookie } from './pending-cookie.js'
import { secondStepPageModel, waitText } from './two-factor-pages.js'
import { SecondStepForm } from './two-factor.schema.js'

export const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  const { twoFactor, profile } = app.services
  const cookie = pendingCookie(app.config.PUBLIC_ORIGIN)

  eachLang((lang) => {
    app.get(routes.loginSecondStep[lang], async (req, reply) => {
      void noStore(reply)
      if (await twoFactor.pending(cookie.read(req.cookies))) return reply.page(secondStepPageModel(lang))
      cookie.clear(reply)
      return reply.page(secondStepPageModel(lang, { expired: true }))
    })

    app.post(routes.loginSecondStep[lang], async (req, reply) => {
      void noStore(reply)
      const token = cookie.read(req.cookies)
      const expired = () => {
        cookie.clear(reply)
        return reply.page(secondStepPageModel(lang, { expired: true }))
      }
      if (!(await twoFactor.pending(token))) return expired()
      const submitted = parseForm(SecondStepForm, formBody(req))
      if (!submitted.ok) return reply.page(secondStepPageModel(lang, { form: submitted }))
      const result = await twoFactor.secondStep(token, submitted.values.code, req.ip)
      switch (result.outcome) {
        case 'expired':
          return expired()
        case 'throttled':
          reply.header('retry-after', result.retryAfterSeconds)
          return reply.page(secondStepPageModel(lang, { refusal: translate(twoFactorMessages, lang, 'throttled', { wait: waitText(lang, result.retryAfterSeconds) }), status: 429 }))
        case 'wrongCode':
          return reply.page(secondStepPageModel(lang, { form: { errors: { code: 'wrongCode' }, echo: {} } }))
        default: {
          cookie.clear(reply)
          const account = await profile.profile(result.userId)
          return completeSignIn(app, req, reply, lang, { id: result.userId, displayName: account?.displayName ?? '' }, result.returnTo)
        }
      }
    })
  })
}
