/**
 * The size chart's administration (issue 26, ADR 090), for the shop manager: a fit's rows
 * (`?fit=`, unisex when absent) and their form, posted to the same address with the fit in the
 * body. A refusal answers the form again with its reasons (422) and changes nothing; the public
 * size chart shows a saved chart at once (the table is content).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { parseForm } from '../../../forms/form.js'
import { sizeChartAdminMessages } from '../../../i18n/categories-admin.js'
import { translate, type Lang } from '../../../i18n/index.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { paths, routes } from '../../../ui/paths.js'
import { isFit, type Fit } from '../size-chart.js'
import { READ_CATEGORIES, UPDATE_CATEGORIES } from './category-permissions.js'
import { formOfChart, sizeChartAdminPageModel, type SizeChartFormState } from './size-chart-admin-pages.js'
import { rowsOfForm, SizeChartForm } from './size-chart-admin.schema.js'

export const sizeChartAdminRoutes: FastifyPluginAsync = async (app) => {
  const { sizeChart } = app.services
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminSizeChart(lang))
  const page = async (req: FastifyRequest, reply: FastifyReply, lang: Lang, fit: Fit, state?: SizeChartFormState, notice?: AdminNoticeModel, status?: number) =>
    reply.code(status ?? 200).page(sizeChartAdminPageModel(lang, nav(req, lang), fit, state ?? formOfChart(fit, await sizeChart.rows(fit)), notice, status))

  eachLang((lang) => {
    const base = routes.adminSizeChart[lang]

    app.get<{ Querystring: Record<string, unknown> }>(base, { config: { permission: READ_CATEGORIES } }, async (req, reply) => {
      const fit = req.query.fit ?? 'unisex'
      if (!isFit(fit)) return reply.redirect(paths.adminSizeChart(lang), 302)
      return page(req, reply, lang, fit, undefined, req.query.done === 'saved' ? { kind: 'status', text: translate(sizeChartAdminMessages, lang, 'saved') } : undefined)
    })

    app.post(base, { config: { permission: UPDATE_CATEGORIES } }, async (req, reply) => {
      const parsed = parseForm(SizeChartForm, formBody(req))
      const refused = { kind: 'error', text: translate(sizeChartAdminMessages, lang, 'refused') } as const
      if (!parsed.ok) {
        const sent = (parsed.echo as Record<string, string | undefined>).fit
        return page(req, reply, lang, isFit(sent) ? sent : 'unisex', isFit(sent) ? parsed : undefined, refused, 422)
      }
      const { fit, rows } = rowsOfForm(parsed.values)
      await sizeChart.replace({ userId: req.user!.id, ip: req.ip }, fit, rows)
      return reply.redirect(paths.adminSizeChart(lang, fit, 'saved'), 303)
    })
  })
}
