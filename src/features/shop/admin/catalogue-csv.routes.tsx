/**
 * The catalogue's CSV (issue 26, ADR 077), for the shop manager: GET `…/produkty/katalog.csv` ·
 * `…/products/catalogue.csv` the export; GET `…/import` the upload form, with `?run=` a staged
 * file's dry run as the catalogue stands now; POST `…/import` (multipart) reads, stages and
 * 303s to its dry run, or answers the form with the file's problems (422, 413 too big) and keeps
 * nothing; POST `…/import/zapsat` · `…/import/apply` (`import`, `digest`) writes it all or nothing
 * and 303s to the dry run with `done=applied`; a catalogue changed since the dry run answers the
 * new dry run (409), a file with problems its dry run (422). Nothing is written then.
 */
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { catalogueCsvMessages, type CatalogueCsvMessageKey } from '../../../i18n/catalogue-csv.js'
import { formatFileSize } from '../../../i18n/documents.js'
import { formatNumber, translate, type Lang } from '../../../i18n/index.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { paths } from '../../../ui/paths.js'
import { multipartLimits, readMultipart } from '../../../server/multipart.js'
import { csvDryRunPageModel, csvImportPageModel, CSV_FILE_FIELD } from './catalogue-csv-pages.js'
import type { CsvIssue } from './catalogue-csv.js'
import type { DryRun } from './catalogue-csv.service.js'
import { READ_PRODUCTS, UPDATE_PRODUCTS } from './product-permissions.js'

const RUN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const DIGEST = /^[0-9a-f]{64}$/
const one = (v: unknown) => (typeof v === 'string' ? v : '')

export const catalogueCsvRoutes: FastifyPluginAsync = async (app) => {
  // Only this plugin's routes take multipart bodies; a file over the limit is cut and refused.
  await app.register(multipart, { limits: multipartLimits(app.config.UPLOAD_MAX_BYTES), throwFileSizeLimit: false })
  const { catalogueCsv } = app.services
  const said = (lang: Lang, key: CatalogueCsvMessageKey, values?: Record<string, string>) => translate(catalogueCsvMessages, lang, key, values)
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminProducts(lang))
  const actor = (req: FastifyRequest) => ({ userId: req.user!.id, ip: req.ip })
  const limits = (lang: Lang) => ({ rows: formatNumber(lang, app.config.CATALOGUE_IMPORT_MAX_ROWS), size: formatFileSize(lang, app.config.UPLOAD_MAX_BYTES) })
  const error = (lang: Lang, key: CatalogueCsvMessageKey): AdminNoticeModel => ({ kind: 'error', text: said(lang, key, { size: limits(lang).size }) })

  const importPage = (req: FastifyRequest, reply: FastifyReply, lang: Lang, refused: CsvIssue[] = [], notice?: AdminNoticeModel, status = 200) =>
    reply.code(status).page(csvImportPageModel(lang, nav(req, lang), limits(lang), refused.map((i) => (i.key === 'tooBig' ? { ...i, values: { size: limits(lang).size } } : i)), notice, status))
  const dryRunPage = (req: FastifyRequest, reply: FastifyReply, lang: Lang, run: DryRun, notice?: AdminNoticeModel, status = 200) => reply.code(status).page(csvDryRunPageModel(lang, nav(req, lang), run, notice, status))

  eachLang((lang) => {
    app.get(paths.adminProductsExport(lang), { config: { permission: READ_PRODUCTS } }, async (_req, reply) => {
      const name = `${said(lang, 'exportFile')}-${new Date().toISOString().slice(0, 10)}.csv`
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .send(await catalogueCsv.exportCsv())
    })

    app.get<{ Querystring: Record<string, unknown> }>(paths.adminProductsImport(lang), { config: { permission: UPDATE_PRODUCTS } }, async (req, reply) => {
      const runId = one(req.query.run)
      if (!runId) return importPage(req, reply, lang)
      const run = RUN.test(runId) ? await catalogueCsv.dryRun(req.user!.id, runId) : undefined
      if (!run) return importPage(req, reply, lang, [], error(lang, 'gone'), 404)
      const notice: AdminNoticeModel | undefined = !run.applied ? undefined : one(req.query.done) === 'applied' ? { kind: 'status', text: said(lang, 'applied') } : { kind: 'status', text: said(lang, 'alreadyApplied') }
      return dryRunPage(req, reply, lang, run, notice)
    })

    app.post(paths.adminProductsImport(lang), { config: { permission: UPDATE_PRODUCTS } }, async (req, reply) => {
      if (!req.isMultipart()) return importPage(req, reply, lang, [], error(lang, 'missingFile'), 422)
      const sent = await readMultipart(req, CSV_FILE_FIELD)
      if (sent.broken) return importPage(req, reply, lang, [], error(lang, 'uploadBroken'), 422)
      if (!sent.file) return importPage(req, reply, lang, [], error(lang, 'missingFile'), 422)
      const outcome = await catalogueCsv.upload(actor(req), sent.file)
      if ('refused' in outcome) return importPage(req, reply, lang, outcome.refused, error(lang, 'refused'), outcome.refused.some((i) => i.key === 'tooBig') ? 413 : 422)
      return reply.redirect(paths.adminProductsDryRun(lang, outcome.id), 303)
    })

    app.post(paths.adminProductsApply(lang), { config: { permission: UPDATE_PRODUCTS } }, async (req, reply) => {
      const body = (formBody(req) ?? {}) as Record<string, unknown>
      const runId = one(body.import)
      const digest = one(body.digest)
      if (!RUN.test(runId) || !DIGEST.test(digest)) return importPage(req, reply, lang, [], error(lang, 'gone'), 422)
      const before = await catalogueCsv.dryRun(req.user!.id, runId)
      if (!before) return importPage(req, reply, lang, [], error(lang, 'gone'), 422)
      // A new product needs the right to add products as well as to change them.
      if (before.plan.writes.creates.length && !app.access.can(req.user, 'create', 'product')) return dryRunPage(req, reply, lang, before, error(lang, 'refused'), 403)
      const outcome = await catalogueCsv.apply(actor(req), runId, digest)
      if (outcome.ok) return reply.redirect(paths.adminProductsDryRun(lang, runId, 'applied'), 303)
      if (outcome.problem === 'gone') return importPage(req, reply, lang, [], error(lang, 'gone'), 422)
      if (outcome.problem === 'applied') return dryRunPage(req, reply, lang, { ...before, applied: true }, error(lang, 'alreadyApplied'), 409)
      const now = (await catalogueCsv.dryRun(req.user!.id, runId))!
      if (outcome.problem === 'invalid') return dryRunPage(req, reply, lang, now, error(lang, 'hasErrors'), 422)
      return dryRunPage(req, reply, lang, now, error(lang, 'changedMeanwhile'), 409)
    })
  })
}
