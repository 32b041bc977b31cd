/**
 * The signed-in visitor's account: profile, addresses and password change (ADR 025).
 * A visitor who is not signed in is sent to the login page, which returns here; another user's
 * address id is a 404, as is any id that is not one.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { parseForm } from '../../forms/form.js'
import type { Lang } from '../../i18n/index.js'
import { NotFoundError } from '../../server/errors.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { originOf } from '../../server/origin.js'
import { sendNavigate } from '../../server/partial.js'
import type { RequestUser } from '../../server/plugins/request-context.js'
import { paths, routes } from '../../ui/paths.js'
import { AddressForm, ChangePasswordForm, ProfileForm } from './account.schema.js'
import { accountPageModel, addressesPage, addressPage, changePasswordPage, isNotice } from './account-pages.js'
import { addressesEcho, parseAddresses } from './addresses-form.js'
import { MAX_ADDRESSES } from './profile.service.js'
import { isRefusal, retryAfter } from './registration.routes.js'
import { noStore } from '../../server/no-store.js'

const ID = /^[1-9]\d{0,8}$/

export const profileRoutes: FastifyPluginAsync = async (app) => {
  const { accounts, profile, sessions } = app.services
  const cookie = app.sessionCookie

  // Nothing of an account page may be kept by a browser or a proxy.
  app.addHook('onRequest', async (_req, reply) => void noStore(reply))

  /** The signed-in user, or null after sending the visitor to log in and come back (a GET's address; else the account page). */
  const signedIn = (req: FastifyRequest, reply: FastifyReply, lang: Lang): RequestUser | null => {
    if (req.user) return req.user
    void sendNavigate(reply, paths.login(lang, req.method === 'GET' ? req.url : paths.account(lang)))
    return null
  }

  const addressId = (req: FastifyRequest<{ Params: { id: string } }>) => {
    if (!ID.test(req.params.id)) throw new NotFoundError(req.url)
    return Number(req.params.id)
  }

  const accountPage = async (lang: Lang, userId: number, state: Parameters<typeof accountPageModel>[2] = {}) => {
    const data = await profile.profile(userId)
    if (!data) throw new NotFoundError(paths.account(lang))
    return accountPageModel(lang, data, state)
  }

  eachLang((lang) => {
    const addresses = routes.accountAddresses[lang]
    const newAddress = paths.addressNew(lang)
    const deleteSuffix = lang === 'cs' ? 'smazat' : 'delete'

    app.get<{ Querystring: { notice?: unknown } }>(routes.account[lang], async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      return reply.page(await accountPage(lang, user.id, { notice: isNotice(req.query.notice) ? req.query.notice : undefined }))
    })

    app.post(routes.account[lang], async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      const submitted = parseForm(ProfileForm, formBody(req))
      if (!submitted.ok) return reply.page(await accountPage(lang, user.id, { form: submitted }))
      await profile.rename(user.id, submitted.values.displayName)
      await app.liveValidation.releaseFor(req, 'profileForm')
      return sendNavigate(reply, `${paths.account(lang)}?notice=profileSaved`)
    })

    app.get(routes.accountPassword[lang], async (req, reply) => {
      if (!signedIn(req, reply, lang)) return reply
      return reply.page(changePasswordPage(lang))
    })

    app.post(routes.accountPassword[lang], async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      const submitted = parseForm(ChangePasswordForm, formBody(req))
      if (!submitted.ok) return reply.page(changePasswordPage(lang, { form: submitted }))
      const { currentPassword, password } = submitted.values
      const verify = async (email: string, given: string) => {
        const result = await accounts.authenticate(email, given, req.ip)
        if (result.outcome === 'signedIn') return 'ok' as const
        if (result.outcome === 'badCredentials') return 'wrong' as const
        return result
      }
      const result = await profile.changePassword(user.id, currentPassword, password, { lang, origin: originOf(req, app.config.PUBLIC_ORIGIN) }, verify)
      if (result.outcome === 'invalid') return reply.page(changePasswordPage(lang, { form: { errors: { [result.field]: result.problem }, echo: {} } }))
      if (isRefusal(result)) return retryAfter(reply, result).page(changePasswordPage(lang, { form: { errors: {}, echo: {} }, refusal: result }))
      // Every other browser is signed out; this one goes on in a new session.
      await sessions.endAll(user.id)
      await app.liveValidation.releaseFor(req, 'changePasswordForm')
      const { token } = await sessions.rotate(undefined, user.id)
      cookie.set(reply, token)
      return sendNavigate(reply, `${paths.account(lang)}?notice=passwordReset`)
    })

    app.get(addresses, async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      const list = await profile.addresses(user.id)
      // With no address there is nothing to edit together: the account page lists and adds them.
      if (list.length === 0) return sendNavigate(reply, paths.account(lang))
      return reply.page(addressesPage(lang, list.map((a) => a.id), { echo: addressesEcho(list) }))
    })

    app.post(addresses, async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      const own = new Set((await profile.addresses(user.id)).map((a) => a.id))
      const submitted = parseAddresses(formBody(req), own)
      // Another user's address, or one twice: as the single address's edit, nothing is told.
      if (!submitted.ok && 'forged' in submitted) throw new NotFoundError(req.url)
      if (!submitted.ok) return reply.page(addressesPage(lang, submitted.ids, submitted))
      if (!(await profile.updateAddresses(user.id, submitted.changes))) throw new NotFoundError(req.url)
      await app.liveValidation.releaseFor(req, 'addressesForm')
      return sendNavigate(reply, `${paths.account(lang)}?notice=addressesSaved`)
    })

    app.get(newAddress, async (req, reply) => {
      if (!signedIn(req, reply, lang)) return reply
      return reply.page(addressPage(lang, undefined))
    })

    app.post(newAddress, async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      const submitted = parseForm(AddressForm, formBody(req))
      if (!submitted.ok) return reply.page(addressPage(lang, undefined, { form: submitted }))
      if (!(await profile.addAddress(user.id, submitted.values))) return reply.page(addressPage(lang, undefined, { values: submitted.values, limit: MAX_ADDRESSES }))
      await app.liveValidation.releaseFor(req, 'addressForm')
      return sendNavigate(reply, `${paths.account(lang)}?notice=addressSaved`)
    })

    app.get<{ Params: { id: string } }>(`${addresses}/:id`, async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      const id = addressId(req)
      const address = await profile.address(user.id, id)
      if (!address) throw new NotFoundError(req.url)
      const { id: _, ...values } = address
      return reply.page(addressPage(lang, id, { values }))
    })

    app.post<{ Params: { id: string } }>(`${addresses}/:id`, async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      const id = addressId(req)
      if (!(await profile.address(user.id, id))) throw new NotFoundError(req.url)
      const submitted = parseForm(AddressForm, formBody(req))
      if (!submitted.ok) return reply.page(addressPage(lang, id, { form: submitted }))
      if (!(await profile.updateAddress(user.id, id, submitted.values))) throw new NotFoundError(req.url)
      await app.liveValidation.releaseFor(req, 'addressForm')
      return sendNavigate(reply, `${paths.account(lang)}?notice=addressSaved`)
    })

    app.post<{ Params: { id: string } }>(`${addresses}/:id/${deleteSuffix}`, async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      if (!(await profile.deleteAddress(user.id, addressId(req)))) throw new NotFoundError(req.url)
      return sendNavigate(reply, `${paths.account(lang)}?notice=addressDeleted`)
    })
  })
}
