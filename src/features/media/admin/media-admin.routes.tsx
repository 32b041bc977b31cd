/**
 * The media library's administration (issue 25, ADR 086), registered in the admin context. The
 * library is shared by the whole site: every editor and chief editor, of any scope, finds,
 * uploads and describes pictures; only chief editors delete, and never a picture in use.
 *
 * - GET the grid (`?q=&page=`); POST it: a multipart upload (the file, both alt texts or the
 *   decorative mark): 303 to the new picture.
 * - GET a picture; POST `/{id}/popis` · `/texts` (alt texts, decorative), `/{id}/ohnisko` ·
 *   `/focal-point` (two percentages: a new version, so new crops at new addresses),
 *   `/{id}/soubor` · `/file` (a new file under the same id), `/{id}/smazat` · `/delete`
 *   (`confirm`; refused 409 while the picture is used, with the uses listed).
 *
 * Every file is judged by its bytes and decoded whole before anything is stored; a refused one
 * is stored nowhere. Every act writes the audit log in its transaction.
 */
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { blankForm, parseForm } from '../../../forms/form.js'
import { formatFileSize } from '../../../i18n/documents.js'
import { formatNumber, translate, type Lang } from '../../../i18n/index.js'
import { mediaAdminMessages, type MediaAdminMessageKey } from '../../../i18n/media-admin.js'
import { NotFoundError } from '../../../server/errors.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { multipartLimits, readMultipart, type SentForm } from '../../../server/multipart.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { MEDIA_ACTS, paths, routes } from '../../../ui/paths.js'
import type { MediaUploadProblem } from '../media.service.js'
import type { MediaItem } from '../media.repository.js'
import { CREATE_MEDIA, DELETE_MEDIA, READ_MEDIA, UPDATE_MEDIA } from '../permissions.js'
import { focalFormOf, mediaItemPageModel, mediaListPageModel, textsFormOf, type MediaItemData } from './media-admin-pages.js'
import { DeleteMediaForm, FILE_FIELD, FocalForm, MediaTextsForm, textsOf } from './media-admin.schema.js'

const ID = /^[1-9]\d{0,8}$/
const DONE = ['created', 'saved', 'focused', 'replaced', 'deleted'] as const
type Done = (typeof DONE)[number]
const MAX_FILTER = 100

export const mediaAdminRoutes: FastifyPluginAsync = async (app) => {
  // Only this plugin's routes take multipart bodies; a file over the limit is cut and refused. The
  // file's name comes as sent, a path included, so a name no browser sends is refused, not trimmed.
  await app.register(multipart, { limits: multipartLimits(app.config.UPLOAD_MAX_BYTES), throwFileSizeLimit: false, preservePath: true })

  const { media } = app.services
  const limits = { maxBytes: app.config.UPLOAD_MAX_BYTES, maxPixels: app.config.IMAGE_MAX_PIXELS }
  const said = (lang: Lang, key: MediaAdminMessageKey, values: Record<string, string | number> = {}) =>
    translate(mediaAdminMessages, lang, key, { max: formatFileSize(lang, limits.maxBytes), pixels: formatNumber(lang, Math.floor(limits.maxPixels / 1_000_000)), ...values })
  const error = (lang: Lang, key: MediaAdminMessageKey, values?: Record<string, string | number>): AdminNoticeModel => ({ kind: 'error', text: said(lang, key, values) })
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminMedia(lang))
  const actor = (req: FastifyRequest) => ({ userId: req.user!.id, ip: req.ip })
  const may = (req: FastifyRequest, action: 'create' | 'update' | 'delete') => app.access.canSomewhere(req.user, action, 'media')

  /** The multipart form, or a url-encoded one (which carries no file). */
  const sentForm = async (req: FastifyRequest): Promise<SentForm> => (req.isMultipart() ? readMultipart(req, FILE_FIELD) : { body: (formBody(req) ?? {}) as Record<string, string>, file: null, broken: false })
  const prepare = async (sent: SentForm) => (sent.broken ? { problem: 'uploadOne' as const } : media.prepare(sent.file, limits))
  const uploadStatus = (problem: MediaUploadProblem) => (problem === 'imageTooBig' ? 413 : 422)

  async function named(req: FastifyRequest, raw: string): Promise<MediaItem> {
    const item = ID.test(raw) ? await media.item(Number(raw)) : undefined
    if (!item) throw new NotFoundError(req.url)
    return item
  }

  async function itemPage(req: FastifyRequest, reply: FastifyReply, lang: Lang, item: MediaItem, over: Partial<MediaItemData> = {}, notice?: AdminNoticeModel, status = 200) {
    const data: MediaItemData = {
      item,
      uses: over.uses ?? (await media.usesOf(item)),
      powers: { update: may(req, 'update'), delete: may(req, 'delete') },
      limits,
      texts: textsFormOf(item),
      focal: focalFormOf(item),
      ...over,
    }
    return reply.code(status).page(mediaItemPageModel(lang, nav(req, lang), data, notice, status))
  }

  eachLang((lang) => {
    const base = routes.adminMedia[lang]
    const act = (name: keyof typeof MEDIA_ACTS) => `${base}/:id/${MEDIA_ACTS[name][lang]}`

    async function listPage(req: FastifyRequest, reply: FastifyReply, query: { q: string; page: number }, upload = blankForm<typeof MediaTextsForm.schema, MediaAdminMessageKey>(), notice?: AdminNoticeModel, status = 200, fileError?: string) {
      const result = await media.list(query)
      return reply.code(status).page(mediaListPageModel(lang, nav(req, lang), { ...query, ...result, canCreate: may(req, 'create'), limits, upload, fileError }, notice, status))
    }

    app.get<{ Querystring: Record<string, unknown> }>(base, { config: { permission: READ_MEDIA } }, async (req, reply) => {
      const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, MAX_FILTER) : ''
      const page = typeof req.query.page === 'string' && /^[1-9]\d{0,4}$/.test(req.query.page) ? Number(req.query.page) : 1
      const done = req.query.done === 'deleted' ? ({ kind: 'status', text: said(lang, 'deleted') } as const) : undefined
      return listPage(req, reply, { q, page }, undefined, done)
    })

    app.post(base, { config: { permission: CREATE_MEDIA } }, async (req, reply) => {
      const sent = await sentForm(req)
      const texts = parseForm(MediaTextsForm, sent.body)
      const file = await prepare(sent)
      const echo = { errors: texts.ok ? {} : texts.errors, echo: texts.ok ? { altCs: sent.body.altCs ?? '', altEn: sent.body.altEn ?? '', decorative: sent.body.decorative ?? '' } : texts.echo }
      if ('problem' in file) return listPage(req, reply, { q: '', page: 1 }, echo, error(lang, file.problem), uploadStatus(file.problem), said(lang, file.problem))
      if (!texts.ok) return listPage(req, reply, { q: '', page: 1 }, texts, error(lang, 'refused'), 422)
      const id = await media.create(actor(req), textsOf(texts.values), file)
      return reply.redirect(paths.adminMediaItem(lang, id, 'created'), 303)
    })

    app.get<{ Params: { id: string }; Querystring: { done?: unknown } }>(`${base}/:id`, { config: { permission: READ_MEDIA } }, async (req, reply) => {
      const item = await named(req, req.params.id)
      const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as Done) : undefined
      return itemPage(req, reply, lang, item, {}, done ? { kind: 'status', text: said(lang, done) } : undefined)
    })

    app.post<{ Params: { id: string } }>(act('texts'), { config: { permission: UPDATE_MEDIA } }, async (req, reply) => {
      const item = await named(req, req.params.id)
      const texts = parseForm(MediaTextsForm, formBody(req))
      if (!texts.ok) return itemPage(req, reply, lang, item, { texts }, error(lang, 'refused'), 422)
      if (!(await media.setTexts(actor(req), item.id, textsOf(texts.values)))) throw new NotFoundError(req.url)
      return reply.redirect(paths.adminMediaItem(lang, item.id, 'saved'), 303)
    })

    app.post<{ Params: { id: string } }>(act('focal'), { config: { permission: UPDATE_MEDIA } }, async (req, reply) => {
      const item = await named(req, req.params.id)
      const focal = parseForm(FocalForm, formBody(req))
      if (!focal.ok) return itemPage(req, reply, lang, item, { focal }, error(lang, 'refused'), 422)
      if ((await media.setFocal(actor(req), item.id, { x: focal.values.focalX, y: focal.values.focalY })) === undefined) throw new NotFoundError(req.url)
      return reply.redirect(paths.adminMediaItem(lang, item.id, 'focused'), 303)
    })

    app.post<{ Params: { id: string } }>(act('file'), { config: { permission: UPDATE_MEDIA } }, async (req, reply) => {
      const item = await named(req, req.params.id)
      const file = await prepare(await sentForm(req))
      if ('problem' in file) return itemPage(req, reply, lang, item, { fileError: said(lang, file.problem) }, error(lang, file.problem), uploadStatus(file.problem))
      if (!(await media.replaceFile(actor(req), item.id, file))) throw new NotFoundError(req.url)
      return reply.redirect(paths.adminMediaItem(lang, item.id, 'replaced'), 303)
    })

    app.post<{ Params: { id: string } }>(act('delete'), { config: { permission: DELETE_MEDIA } }, async (req, reply) => {
      const item = await named(req, req.params.id)
      const confirmed = parseForm(DeleteMediaForm, formBody(req))
      if (!confirmed.ok) return itemPage(req, reply, lang, item, { deleteError: said(lang, 'confirmRequired') }, error(lang, 'confirmRequired'), 422)
      const outcome = await media.remove(actor(req), item)
      if (outcome === 'missing') throw new NotFoundError(req.url)
      if (outcome === 'in-use') {
        const uses = await media.usesOf(item)
        return itemPage(req, reply, lang, item, { uses }, error(lang, 'deleteInUse', { count: uses.length }), 409)
      }
      return reply.redirect(paths.adminMedia(lang, { done: 'deleted' }), 303)
    })
  })
}
