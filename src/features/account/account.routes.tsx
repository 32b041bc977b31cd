/** Login page, sign-in, sign-out and sign out everywhere (spec 000 §4 Login, §7 Login; ADR 012). */
import type { FastifyPluginAsync } from 'fastify'
import { parseForm, singleValue } from '../../forms/form.js'
import type { Lang } from '../../i18n/index.js'
import { cached } from '../../server/cached.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { sameOriginPath, sendNavigate } from '../../server/partial.js'
import { paths, routes } from '../../ui/paths.js'
import { LoginForm } from './account.schema.js'
import { loginPageModel } from './login-page.js'
import { completeSignIn } from './sign-in.js'
import { pendingCookie } from '../two-factor/pending-cookie.js'

/** Retry-After of a login refused because too many are being checked at once. */
const BUSY_RETRY_SECONDS = 5

const LOGIN_PAGES: string[] = Object.values(routes.login)

/** The path of an address as the router sees it (`/qf/cs/prihl%61seni` is the login page too). */
function decodedPath(address: string): string {
  const path = address.split(/[?#]/)[0]!
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const { accounts, sessions } = app.services
  const cookie = app.sessionCookie
  const pending = pendingCookie(app.config.PUBLIC_ORIGIN)
  const origin = app.config.PUBLIC_ORIGIN ?? 'http://localhost'

  /** Where a login leads: a same-origin page other than the login page itself, else home. */
  const returnAddress = (lang: Lang, candidate: unknown) => {
    const path = typeof candidate === 'string' ? sameOriginPath(candidate, origin) : null
    return path && !LOGIN_PAGES.includes(decodedPath(path)) ? path : paths.home(lang)
  }

  eachLang((lang) => {
    app.get<{ Querystring: { returnTo?: unknown } }>(
      routes.login[lang],
      cached<{ Querystring: { returnTo?: unknown } }>(async ({ query }) => {
        const returnTo = typeof query.returnTo === 'string' ? sameOriginPath(query.returnTo, origin) : null
        return loginPageModel(lang, { returnTo: returnTo ?? undefined })
      }, { query: ['returnTo'] }),
    )

    app.post(paths.performLogin(lang), async (req, reply) => {
      const body = formBody(req)
      const returnTo = returnAddress(lang, singleValue(body, 'returnTo'))
      const submitted = parseForm(LoginForm, body)
      if (!submitted.ok) return reply.page(loginPageModel(lang, { returnTo, form: submitted }))
      const { email, password } = submitted.values
      const result = await accounts.authenticate(email, password, req.ip)
      if (result.outcome === 'badCredentials') {
        return reply.page(loginPageModel(lang, { returnTo, form: { errors: { form: 'badCredentials' }, echo: { email } } }))
      }
      if (result.outcome !== 'signedIn') {
        reply.header('retry-after', result.outcome === 'busy' ? BUSY_RETRY_SECONDS : result.retryAfterSeconds)
        return reply.page(loginPageModel(lang, { returnTo, form: { errors: {}, echo: { email } }, refusal: result }))
      }
      const { user } = result
      // With two-factor sign-in (ADR 064) no session yet: the second step, bound to this browser,
      // in the whole window (the login popup's partial answer navigates there).
      const { twoFactor } = app.services
      if (await twoFactor.enrolled(user.id)) {
        pending.set(reply, await twoFactor.startPending(user.id, returnTo))
        return sendNavigate(reply, paths.loginSecondStep(lang))
      }
      return completeSignIn(app, req, reply, lang, user, returnTo)
    })

    app.post(paths.performLogout(lang), async (req, reply) => {
      await sessions.end(cookie.read(req.cookies))
      cookie.clear(reply)
      return sendNavigate(reply, paths.home(lang))
    })

    // Every browser of the account is signed out on its next request; this one at once.
    app.post(paths.performLogoutEverywhere(lang), async (req, reply) => {
      if (req.user) await sessions.endAll(req.user.id)
      cookie.clear(reply)
      return sendNavigate(reply, paths.home(lang))
    })
  })
}
