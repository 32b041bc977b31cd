/**
 * The audit log's administration (ADR 060), registered in the admin context with the site-wide
 * permission `read` `audit` (the audit manifest grants it to `admin`): anybody else gets the
 * site's 404 for both addresses.
 *
 * - GET `/qf/cs/sprava/audit` · `/qf/en/admin/audit` (`who`, `action`, `entity`, `from`, `to`,
 *   `page`): the entries newest first, 25 a page. A filter value that is not valid is left out
 *   and named (400, the page with the rest of the filter applied).
 * - GET `…/audit.csv` with the same filter: every matching entry (at most `MAX_EXPORT_ROWS`) as
 *   RFC 4180 CSV in UTF-8 with a BOM, as an attachment; an invalid filter gets the page's 400
 *   instead, never a file filtered other than asked.
 */
import { Readable } from 'node:stream'
import type { FastifyPluginAsync } from 'fastify'
import { auditMessages } from '../../../i18n/audit.js'
import { translator, type Lang } from '../../../i18n/index.js'
import { eachLang } from '../../../server/localized.js'
import { paths, routes } from '../../../ui/paths.js'
import type { Permission } from '../../access/permissions.js'
import type { AuditRow } from '../audit.repository.js'
import { parseAuditQuery } from './audit-filter.js'
import { actionKey, auditPageModel, entityLabel } from './audit-admin-pages.js'
import { csvLine, UTF8_BOM } from './csv.js'

/** Reading the log: site-wide, so only an unscoped grant holds it. */
export const READ_AUDIT: Permission = { action: 'read', entity: 'audit' }

const PRAGUE = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })

async function* csvOf(lang: Lang, rows: AsyncIterable<AuditRow>): AsyncGenerator<string> {
  const t = translator(auditMessages, lang)
  yield UTF8_BOM + csvLine([t('csvAt'), t('csvWho'), t('csvUserId'), t('csvAction'), t('csvActionCode'), t('csvEntity'), t('csvObjectId'), t('csvSummary'), t('csvIp')])
  let lines: string[] = []
  for await (const r of rows) {
    lines.push(csvLine([PRAGUE.format(r.at), r.actorEmail, r.userId, t(actionKey[r.action]), r.action, r.entity === null ? null : entityLabel(lang, r.entity), r.objectId, r.summary, r.ip]))
    if (lines.length >= 200) {
      yield lines.join('')
      lines = []
    }
  }
  if (lines.length) yield lines.join('')
}

export const auditAdminRoutes: FastifyPluginAsync = async (app) => {
  const { audit, editorial } = app.services
  /** The kinds of item the log names: the editorial ones and accounts. */
  const entities = [...editorial.entities(), 'account']

  eachLang((lang) => {
    const nav = (current: string, user: Parameters<typeof app.admin.linksFor>[0]) => app.admin.linksFor(user, lang, current)

    app.get<{ Querystring: Record<string, unknown> }>(routes.adminAudit[lang], { config: { permission: READ_AUDIT } }, async (req, reply) => {
      const parsed = parseAuditQuery(req.query, entities)
      const result = await audit.list(parsed.filter, parsed.page)
      const status = Object.keys(parsed.problems).length ? 400 : 200
      return reply.code(status).page(auditPageModel(lang, nav(paths.adminAudit(lang), req.user), parsed, entities, result, status === 200 ? undefined : status))
    })

    app.get<{ Querystring: Record<string, unknown> }>(routes.adminAuditCsv[lang], { config: { permission: READ_AUDIT } }, async (req, reply) => {
      const parsed = parseAuditQuery(req.query, entities)
      if (Object.keys(parsed.problems).length) {
        const result = await audit.list(parsed.filter, parsed.page)
        return reply.code(400).page(auditPageModel(lang, nav(paths.adminAudit(lang), req.user), parsed, entities, result, 400))
      }
      const day = new Date().toISOString().slice(0, 10)
      const name = `${translator(auditMessages, lang)('csvFile')}-${day}.csv`
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(csvOf(lang, audit.exportRows(parsed.filter))))
    })
  })
}
