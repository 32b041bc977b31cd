/** Login page, sign-in, sign-out and sign out everywhere (spec 000 §4 Login, §7 Login; ADR 012). */
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { parseForm, singleValue } from '../../forms/form.js'
import { accountMessages } from '../../i18n/account.js'
import { translate, type Lang } from '../../i18n/index.js'
import { cached } from '../../server/cached.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { answersInPlace, sameOriginPath, sendNavigate, sendReload } from '../../server/partial.js'
import { paths, routes } from '../../ui/paths.js'
import { mergeGuestCartAtSignIn } from '../cart/cart.routes.js'
import { LoginForm } from './account.schema.js'
import { loginPageModel } from './login-page.js'
import { USER_MENU_NAME } from './user-menu.js'

/** The parts of the frame a login changes: reloaded through the include route after a partial login. */
const LOGIN_FRAME = ['userMenu', 'userLists', 'userListsRwd']

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
  const { accounts, sessions, audit } = app.services
  const cookie = app.sessionCookie
  const origin = app.config.PUBLIC_ORIGIN ?? 'http://localhost'

  /** Where a login leads: a same-origin page other than the login page itself, else home. */
  const returnAddress = (lang: Lang, candidate: unknown) => {
    const path = typeof candidate === 'string' ? sameOriginPath(candidate, origin) : null
    return path && !LOGIN_PAGES.includes(decodedPath(path)) ? path : paths.home(lang)
  }

  /** Signed in: the page the visitor came from, reloaded in place for the runtime. */
  const signedIn = (reply: FastifyReply, lang: Lang, returnTo: string, displayName: string) => {
    if (!answersInPlace(reply.request)) return sendNavigate(reply, returnTo)
    const announce = translate(accountMessages, lang, 'signedInAs', { name: displayName })
    return sendReload(reply, { frame: LOGIN_FRAME, page: returnTo, focus: USER_MENU_NAME, announce })
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
      const { token } = await sessions.rotate(cookie.read(req.cookies), user.id)
      cookie.set(reply, token)
      // A sign-in to the administration (the account holds a role) goes into the audit log (ADR 060).
      await audit.signIn(user.id, req.ip)
      await mergeGuestCartAtSignIn(app, req, reply, user.id)
      return signedIn(reply, lang, returnTo, user.displayName)
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
