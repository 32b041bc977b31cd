/**
 * The enrolment page of the administration (ADR 064), for every role of it (`update`
 * `two_factor`, granted to all four): exempt from the admin's duty to enrol (`twoFactorSetup`),
 * as it is where that duty leads.
 *
 * - GET: not enrolled, a new secret as a QR code and as text, sealed into the form; enrolled, the
 *   status with the forms for new recovery codes and for turning it off. `?done=` shows a notice.
 * - POST `zapnout` · `enable` (`offer`, `code`): enrols, and answers the recovery codes, shown once.
 * - POST `nove-kody` · `new-codes` (`code`): new recovery codes, shown once.
 * - POST `vypnout` · `disable` (`code`): turns it off; 303 to the page.
 *
 * A malformed code is a 422 with the field's message, a wrong or reused one a 422 too (counted by
 * the login throttle: 429 when over), a forged or expired offer a 422 with a new secret, an act on
 * a state that has changed (enrolled already, not enrolled) a 409; nothing changes.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import QRCode from 'qrcode'
import { parseForm, singleValue } from '../../../forms/form.js'
import { translate, type Lang } from '../../../i18n/index.js'
import { twoFactorMessages } from '../../../i18n/two-factor.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { paths, routes, TWO_FACTOR_ACTS, type TwoFactorAct } from '../../../ui/paths.js'
import type { Permission, RoutePermission } from '../../access/permissions.js'
import { waitText, enrolPageModel, type EnrolPageState } from '../two-factor-pages.js'
import { TotpCodeForm, type CodeFormState } from '../two-factor.schema.js'
import { groupedSecret, otpauthUri } from '../totp.js'
import type { Offer, Refusal } from '../two-factor.service.js'

/** Every role of the administration enrols itself, on whatever scope it holds its role (`somewhere`). */
export const ENROL_TWO_FACTOR: Permission = { action: 'update', entity: 'two_factor' }
export const ENROL_ROUTE: RoutePermission = { ...ENROL_TWO_FACTOR, somewhere: true }

/** The issuer authenticator apps show beside the account. */
const ISSUER = 'Univerzita QF'

const DONE = ['disabled'] as const
type Done = (typeof DONE)[number]

export const twoFactorAdminRoutes: FastifyPluginAsync = async (app) => {
  const { twoFactor, profile } = app.services
  const config = { permission: ENROL_ROUTE, twoFactorSetup: true }
  const said = (lang: Lang, key: keyof typeof twoFactorMessages, values?: Record<string, string | number>) => translate(twoFactorMessages, lang, key, values)

  async function page(req: FastifyRequest, reply: FastifyReply, lang: Lang, extra: Omit<Partial<EnrolPageState>, 'offer'> & { offer?: Offer } = {}, status = 200) {
    const user = req.user!
    const [state, account] = await Promise.all([twoFactor.status(user.id), profile.profile(user.id)])
    let offer: EnrolPageState['offer']
    if (!state.enrolled && !extra.codes) {
      const made = extra.offer ?? twoFactor.offer(user.id)
      const uri = otpauthUri(made.secret, ISSUER, account?.email ?? String(user.id))
      offer = { grouped: groupedSecret(made.secret), sealed: made.sealed, qrSvg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) }
    }
    const holdsAdmin = user.grants.some((g) => g.role === 'admin')
    const model = enrolPageModel(lang, app.admin.linksFor(user, lang, paths.adminTwoFactor(lang)), {
      status: state,
      forced: holdsAdmin && !state.enrolled,
      holdsAdmin,
      ...extra,
      offer,
      status_: status,
    })
    return reply.code(status).page(model)
  }

  /** A refused code: its message on the form it came from, 429 with Retry-After when throttled. */
  function refused(req: FastifyRequest, reply: FastifyReply, lang: Lang, act: TwoFactorAct, result: Refusal, offer?: Offer) {
    if (result.outcome === 'throttled') {
      reply.header('retry-after', result.retryAfterSeconds)
      const notice: AdminNoticeModel = { kind: 'error', text: said(lang, 'throttled', { wait: waitText(lang, result.retryAfterSeconds) }) }
      return page(req, reply, lang, { notice, offer }, 429)
    }
    const form: CodeFormState = { errors: { code: 'wrongCode' }, echo: {} }
    return page(req, reply, lang, { formOf: act, form, offer, notice: { kind: 'error', text: said(lang, 'wrongCode') } }, 422)
  }

  eachLang((lang) => {
    const base = routes.adminTwoFactor[lang]
    const act = (name: TwoFactorAct) => `${base}/${TWO_FACTOR_ACTS[name][lang]}`

    app.get<{ Querystring: { done?: unknown } }>(base, { config }, async (req, reply) => {
      const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as Done) : undefined
      return page(req, reply, lang, done ? { notice: { kind: 'status', text: said(lang, done) } } : {})
    })

    app.post(act('confirm'), { config }, async (req, reply) => {
      const body = formBody(req)
      const sealed = singleValue(body, 'offer')
      const offer = sealed ? twoFactor.reopen(req.user!.id, sealed) : null
      const submitted = parseForm(TotpCodeForm, body)
      if (!offer) return page(req, reply, lang, { notice: { kind: 'error', text: said(lang, 'offerExpired') } }, 422)
      if (!submitted.ok) return page(req, reply, lang, { formOf: 'confirm', form: submitted, offer }, 422)
      const result = await twoFactor.confirm(req.user!.id, offer, submitted.values.code, req.ip)
      if (result.outcome === 'enrolled') return page(req, reply, lang, { codes: result.codes, notice: { kind: 'status', text: said(lang, 'enrolled') } })
      if (result.outcome === 'already') return page(req, reply, lang, { notice: { kind: 'error', text: said(lang, 'alreadyEnrolled') } }, 409)
      return refused(req, reply, lang, 'confirm', result, offer)
    })

    app.post(act('codes'), { config }, async (req, reply) => {
      const submitted = parseForm(TotpCodeForm, formBody(req))
      if (!submitted.ok) return page(req, reply, lang, { formOf: 'codes', form: submitted }, 422)
      const result = await twoFactor.regenerate(req.user!.id, submitted.values.code, req.ip)
      if (result.outcome === 'regenerated') return page(req, reply, lang, { codes: result.codes })
      if (result.outcome === 'notEnrolled') return page(req, reply, lang, { notice: { kind: 'error', text: said(lang, 'notEnrolled') } }, 409)
      return refused(req, reply, lang, 'codes', result)
    })

    app.post(act('disable'), { config }, async (req, reply) => {
      const submitted = parseForm(TotpCodeForm, formBody(req))
      if (!submitted.ok) return page(req, reply, lang, { formOf: 'disable', form: submitted }, 422)
      const result = await twoFactor.disable(req.user!.id, submitted.values.code, req.ip)
      if (result.outcome === 'disabled') return reply.redirect(paths.adminTwoFactor(lang, 'disabled'), 303)
      if (result.outcome === 'notEnrolled') return page(req, reply, lang, { notice: { kind: 'error', text: said(lang, 'notEnrolled') } }, 409)
      return refused(req, reply, lang, 'disable', result)
    })
  })
}
