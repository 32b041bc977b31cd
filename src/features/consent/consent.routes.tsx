/**
 * Cookie consent (spec 001 §2-§9; ADR 024): the banner and settings as a frame part on every
 * page, and the form's endpoint, which records the proof, sets the cookies and goes back.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { CONSENT_COOKIE, cookieLine, formatLevels, formatRecipients, RECIPIENT_COOKIE } from '../../shared/consent.js'
import { BadRequestError } from '../../server/errors.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { sameOriginPath } from '../../server/partial.js'
import { paths } from '../../ui/paths.js'
import { consentSettings, RECIPIENTS, type ConsentSettings } from './consent-config.js'
import { ConsentForm } from './consent.schema.js'
import { decide, formatProofCookie, parseProofCookie, PROOF_COOKIE, stateOf } from './consent.service.js'
import { ConsentView, type ConsentState } from './consent-view.js'

const cookiesOf = (request: FastifyRequest) => ({
  accepted: request.cookies[CONSENT_COOKIE],
  recipients: request.cookies[RECIPIENT_COOKIE],
  proof: request.cookies[PROOF_COOKIE],
})

function isHttps(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  return publicOrigin ? publicOrigin.startsWith('https:') : request.protocol === 'https'
}

export const consentRoutes: FastifyPluginAsync = async (app) => {
  const settings: ConsentSettings = consentSettings(app.config)
  const { consent } = app.services
  const origin = app.config.PUBLIC_ORIGIN ?? 'http://localhost'

  app.frame.register<ConsentState>({
    id: 'consent',
    slot: 'bodyEnd',
    load: (request) => stateOf(cookiesOf(request), settings),
    render: (ctx, state) => <ConsentView lang={ctx.lang} settings={settings} state={state} returnTo={ctx.url} />,
  })

  const setCookies = (reply: FastifyReply, values: Record<string, string>, httpOnly: readonly string[]) => {
    const options = { lifetimeDays: settings.lifetimeDays, secure: isHttps(reply.request, app.config.PUBLIC_ORIGIN), iframe: settings.iframe }
    reply.header('set-cookie', Object.entries(values).map(([name, value]) => cookieLine(name, value, options) + (httpOnly.includes(name) ? '; HttpOnly' : '')))
  }

  eachLang((lang) => {
    app.post(paths.consent(lang), async (request, reply) => {
      const parsed = ConsentForm.safeParse(formBody(request))
      if (!parsed.success) throw new BadRequestError('consent form')
      const { choice, purpose, recipient, returnTo } = parsed.data
      if (recipient.some((key) => !Object.hasOwn(RECIPIENTS, key))) throw new BadRequestError('consent recipient')
      const decided = decide({ choice, purposes: purpose, recipients: recipient }, settings)
      const known = parseProofCookie(request.cookies[PROOF_COOKIE])
      const consentId = await consent.record(decided, settings.revision, known?.consentId)
      const values: Record<string, string> = {
        [CONSENT_COOKIE]: formatLevels(decided.levels),
        [PROOF_COOKIE]: formatProofCookie(consentId, settings.revision),
      }
      if (settings.complex) values[RECIPIENT_COOKIE] = formatRecipients(decided.recipients)
      setCookies(reply, values, [PROOF_COOKIE])
      // The runtime's chunk posts with fetch for the proof alone: it has written the cookies itself.
      if (request.headers.accept === 'application/json') return reply.code(200).send({ levels: decided.levels, recipients: decided.recipients })
      const back = (returnTo && sameOriginPath(returnTo, origin)) || paths.home(lang)
      return reply.redirect(back, 303)
    })
  })
}
