/**
 * The shop's reports (issue 26, ADR 078), the reports feature's admin part, for whoever holds
 * `read` `report` (the shop manager); anybody else gets the site's 404 for every address.
 *
 * - GET `/qf/cs/sprava/prehledy` · `/qf/en/admin/reports` (`from`, `to`): every report for the
 *   period; none given, this month so far. A period that cannot be one is a 400 with the form,
 *   the reason at its field and no figures.
 * - GET `…/{file}.csv` with the same period (REPORT_FILES): that report as a CSV attachment; a bad
 *   period gets the page's 400 instead, never a file of another period than asked.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { Lang } from '../../../i18n/index.js'
import { eachLang } from '../../../server/localized.js'
import { paths, REPORT_FILES, routes, type ReportFile } from '../../../ui/paths.js'
import { READ_REPORTS } from '../permissions.js'
import { parsePeriod, type ParsedPeriod } from '../report-period.js'
import { csvRows, csvText } from './reports-csv.js'
import { reportsPageModel } from './reports-admin-pages.js'

type Query = { Querystring: Record<string, unknown> }

export const reportsAdminRoutes: FastifyPluginAsync = async (app) => {
  const { reports } = app.services
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminReports(lang))

  async function page(req: FastifyRequest, reply: FastifyReply, lang: Lang, parsed: ParsedPeriod, now: Date) {
    const report = parsed.ok ? await reports.report(parsed.period) : undefined
    return reply.code(parsed.ok ? 200 : 400).page(reportsPageModel(lang, nav(req, lang), parsed, report, now))
  }

  eachLang((lang) => {
    app.get<Query>(routes.adminReports[lang], { config: { permission: READ_REPORTS } }, async (req, reply) => {
      const now = new Date()
      return page(req, reply, lang, parsePeriod(req.query, now), now)
    })

    for (const report of Object.keys(REPORT_FILES) as ReportFile[]) {
      app.get<Query>(`${routes.adminReports[lang]}/${REPORT_FILES[report][lang]}`, { config: { permission: READ_REPORTS } }, async (req, reply) => {
        const now = new Date()
        const parsed = parsePeriod(req.query, now)
        if (!parsed.ok) return page(req, reply, lang, parsed, now)
        const { from, to } = parsed.period
        const name = `${REPORT_FILES[report][lang].replace(/\.csv$/, '')}-${from}-${to}.csv`
        const body = csvText(await csvRows(reports, lang, report, parsed.period))
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('x-content-type-options', 'nosniff')
          .send(body)
      })
    }
  })
}

