/**
 * The alert banner (spec 001 §3, §4, §9; ADR 033): a frame part above the header on every page,
 * and the close form's endpoint, which adds the id to the seen-alerts cookie and goes back.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { parseSeenAlerts, SEEN_ALERTS_COOKIE, seenAlertsCookieLine, withSeenAlert, isAlertId } from '../../shared/seen-alerts.js'
import { BadRequestError } from '../../server/errors.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { sameOriginPath } from '../../server/partial.js'
import { paths } from '../../ui/paths.js'
import { AlertBanner } from './alert-banner.js'
import type { SiteAlert } from './alerts.types.js'

const CloseForm = z.object({
  alertId: z.string().refine(isAlertId),
  returnTo: z.string().max(2000).optional(),
})

const seenOf = (request: FastifyRequest) => parseSeenAlerts(request.cookies[SEEN_ALERTS_COOKIE])

export const alertsRoutes: FastifyPluginAsync = async (app) => {
  const { alerts } = app.services
  const origin = app.config.PUBLIC_ORIGIN ?? 'http://localhost'
  const secure = (request: FastifyRequest) => (app.config.PUBLIC_ORIGIN ? app.config.PUBLIC_ORIGIN.startsWith('https:') : request.protocol === 'https')

  app.frame.register<SiteAlert | null>({
    id: 'siteAlert',
    slot: 'pageTop',
    load: (request, ctx) => alerts.alertFor(ctx.lang, seenOf(request)),
    render: (ctx, alert) => <AlertBanner lang={ctx.lang} alert={alert} returnTo={ctx.url} />,
  })

  eachLang((lang) => {
    app.post(paths.alertClose(lang), async (request, reply) => {
      const parsed = CloseForm.safeParse(formBody(request))
      if (!parsed.success) throw new BadRequestError('alert close form')
      const { alertId, returnTo } = parsed.data
      reply.header('set-cookie', seenAlertsCookieLine(withSeenAlert(seenOf(request), alertId), secure(request)))
      const back = (returnTo && sameOriginPath(returnTo, origin)) || paths.home(lang)
      return reply.redirect(back, 303)
    })
  })
}
