/**
 * The documents administration (issue 25, ADR 062), on the news administration's pattern (ADR 059):
 * registered in the admin context, each document checked against the user's roles where it sits
 * (its faculty): out of reach is a 404, a forged act a 403 that changes nothing. Writes go
 * through the editorial service.
 *
 * - GET list (`?q=&state=&page=`), GET/POST `/novy` · `/new`: a multipart form with the file;
 *   creating makes a draft (303 to it).
 * - GET a document, POST it with the button pressed (draft, preview, submit, publish, unpublish,
 *   return), as news.
 * - POST `/{id}/soubor` · `/{id}/file`: a new file, multipart; saved as a draft revision naming
 *   it, so it goes on the site, at the same address, when that revision is published.
 * - GET `/{id}/nahled` · `/{id}/preview`: the public list's view of the draft.
 *
 * Every file passes `upload-checks.ts` before anything is stored; a refused one is stored nowhere.
 */
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { blankForm, parseForm, type FormState } from '../../../forms/form.js'
import { formatFileSize } from '../../../i18n/documents.js'
import { formatDateTime, translate, type Lang } from '../../../i18n/index.js'
import { NotFoundError } from '../../../server/errors.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { originOf } from '../../../server/origin.js'
import { slugify } from '../../../shared/slug.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { ADMIN_PREVIEW, paths, routes } from '../../../ui/paths.js'
import type { Target } from '../../access/permissions.js'
import { EditorialError } from '../../editorial/editorial.types.js'
import { cleanFileName } from '../../contact/contact.service.js'
import type { DocumentContent } from '../documents.editorial.js'
import { documentsPageModel } from '../documents-page.js'
import { checkDocumentUpload, type UploadProblem } from '../upload-checks.js'
import { CREATE_DOCUMENTS, READ_DOCUMENTS, UPDATE_DOCUMENTS } from '../permissions.js'
import { adminStateOf } from '../../editorial/admin/item-state.js'
import { autosaveFor, createKeyOf, newFormAgain, newFormAutosave, RESTORE_QUERY, type NewFormAutosave } from '../../editorial/admin/autosave-offer.js'
import { documentFormOf, documentPageModel, documentPreviewModel, documentsListPageModel, newDocumentPageModel, type DocumentPageData } from './documents-admin-pages.js'
import { DocumentForm, FILE_FIELD, NewDocumentForm, ReplaceFileForm, documentFormMessages, type DocumentMessageKey, type ItemAction } from './documents-admin.schema.js'
import { multipartLimits, readMultipart, type SentForm } from '../../../server/multipart.js'

const ID = /^[1-9]\d{0,8}$/
const DONE = ['created', 'saved', 'submitted', 'published', 'scheduledNotice', 'unpublished', 'returned', 'replaced'] as const
type Done = (typeof DONE)[number]
const MAX_FILTER = 100

type ItemForm = FormState<typeof DocumentForm.schema, DocumentMessageKey>

const sameContent = (a: DocumentContent, b: DocumentContent) => JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort())

export const documentsAdminRoutes: FastifyPluginAsync = async (app) => {
  // Only this plugin's routes take multipart bodies; a file over the limit is cut and refused.
  await app.register(multipart, { limits: multipartLimits(app.config.UPLOAD_MAX_BYTES), throwFileSizeLimit: false })

  const { editorial, documentsAdmin } = app.services
  const entity = editorial.entity('document')
  const maxSize = (lang: Lang) => formatFileSize(lang, app.config.UPLOAD_MAX_BYTES)

  const said = (lang: Lang, key: DocumentMessageKey, values?: Record<string, string>) => translate(documentFormMessages, lang, key, values)
  const refusal = (lang: Lang, key: DocumentMessageKey): AdminNoticeModel => ({ kind: 'error', text: said(lang, key, { max: maxSize(lang) }) })
  const chrome = (req: FastifyRequest, lang: Lang) => ({ nav: app.admin.linksFor(req.user, lang, paths.adminDocuments(lang)) })
  const may = (req: FastifyRequest, action: 'read' | 'create' | 'update' | 'review' | 'publish', target: Target) => app.access.can(req.user, action, 'document', target)
  const actor = (req: FastifyRequest) => ({ userId: req.user!.id, origin: originOf(req, app.config.PUBLIC_ORIGIN), ip: req.ip })

  /** The multipart form, or a url-encoded one (which carries no file). */
  const sentForm = async (req: FastifyRequest): Promise<SentForm> => (req.isMultipart() ? readMultipart(req, FILE_FIELD) : { body: (formBody(req) ?? {}) as Record<string, string>, file: null, broken: false })

  /** The sent file checked by its bytes: the PDF and its text, or why it is refused. */
  const checkFile = async (sent: SentForm) => {
    if (sent.broken) return { problem: 'uploadOne' as const }
    if (!sent.file) return { problem: 'uploadMissing' as const }
    return checkDocumentUpload(sent.file.bytes, { maxBytes: app.config.UPLOAD_MAX_BYTES, truncated: sent.file.truncated })
  }

  async function reachable(req: FastifyRequest, raw: string) {
    if (!ID.test(raw)) throw new NotFoundError(req.url)
    const id = Number(raw)
    const [item, target] = await Promise.all([documentsAdmin.item(id), entity.target!(app.db, id)])
    if (!item || !target || !may(req, 'read', target)) throw new NotFoundError(req.url)
    return { item, target }
  }

  async function pageData(req: FastifyRequest, id: number, target: Target): Promise<DocumentPageData> {
    const item = (await documentsAdmin.item(id))!
    const [state, review] = await Promise.all([editorial.state('document', id), editorial.latestReview('document', id)])
    const content = (state!.latestRevisionId !== null ? await editorial.revisionContent('document', id, state!.latestRevisionId) : await entity.snapshot(app.db, id)) as DocumentContent
    const pending = content.file && content.file !== item.sha256 ? await documentsAdmin.upload(id, content.file) : undefined
    return {
      item,
      state: state!,
      content,
      review,
      pending,
      powers: { update: may(req, 'update', target), publish: may(req, 'publish', target), review: may(req, 'review', target) },
      maxSize: maxSize(req.lang),
      autosave: { userId: req.user!.id, entity: 'document', key: String(id) },
    }
  }

  function itemPage(reply: FastifyReply, lang: Lang, data: DocumentPageData, form?: ItemForm, notice?: AdminNoticeModel, status?: number) {
    return reply.code(status ?? 200).page(documentPageModel(lang, chrome(reply.request, lang), data, form ?? documentFormOf(data.content, data.state.latestRevisionId), notice, status))
  }

  eachLang((lang) => {
    const base = routes.adminDocuments[lang]
    const newPath = paths.adminDocumentNew(lang)

    app.get<{ Querystring: Record<string, unknown> }>(base, { config: { permission: { ...READ_DOCUMENTS, somewhere: true } } }, async (req, reply) => {
      const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, MAX_FILTER) : ''
      const state = adminStateOf(req.query.state)
      const page = typeof req.query.page === 'string' && /^[1-9]\d{0,4}$/.test(req.query.page) ? Number(req.query.page) : 1
      const result = await documentsAdmin.list(app.access.reach(req.user, 'read', 'document'), { q, state, page })
      return reply.page(documentsListPageModel(lang, chrome(req, lang), { q, state, page }, result, app.access.canSomewhere(req.user, 'create', 'document')))
    })

    const newPageOf = async (req: FastifyRequest, reply: FastifyReply, state?: FormState<typeof NewDocumentForm.schema, DocumentMessageKey>, notice?: AdminNoticeModel, status?: number, autosave?: NewFormAutosave) => {
      const reach = app.access.reach(req.user, 'create', 'document')
      return reply.code(status ?? 200).page(newDocumentPageModel(lang, chrome(req, lang), await documentsAdmin.faculties(reach), reach.all, maxSize(lang), state ?? blankForm(), notice, status, autosave))
    }

    // The create form's autosave (`new`, ADR 094): offered, or with `?autosave=1` shown in the form (the file is chosen again).
    app.get<{ Querystring: { [RESTORE_QUERY]?: unknown } }>(newPath, { config: { permission: { ...CREATE_DOCUMENTS, somewhere: true } } }, async (req, reply) => {
      const autosave = await newFormAutosave(app.services.autosaves, { userId: req.user!.id, entity: 'document', restore: req.query[RESTORE_QUERY] === '1' })
      return newPageOf(req, reply, autosave.echo ? { errors: {}, echo: autosave.echo } : undefined, undefined, undefined, autosave)
    })

    app.post(newPath, { config: { permission: { ...CREATE_DOCUMENTS, somewhere: true } } }, async (req, reply) => {
      const sent = await sentForm(req)
      // The same form posted again (a double click, a second tab's restored copy): the document it made (ADR 094).
      const createKey = createKeyOf(sent.body)
      const before = await editorial.createdWith('document', req.user!.id, createKey)
      if (before !== undefined) return reply.redirect(paths.adminDocument(lang, before, 'created'), 303)
      const again = newFormAgain(req.user!.id, 'document', sent.body)
      const newPage = (r: FastifyRequest, rep: FastifyReply, state?: FormState<typeof NewDocumentForm.schema, DocumentMessageKey>, notice?: AdminNoticeModel, status?: number) => newPageOf(r, rep, state, notice, status, again)
      const submitted = parseForm(NewDocumentForm, sent.body)
      const echo = submitted.ok ? { errors: {}, echo: Object.fromEntries(Object.entries(sent.body).map(([k, v]) => [k, v.slice(0, 2000)])) } : submitted
      if (!submitted.ok) return newPage(req, reply, submitted, refusal(lang, 'refusedInvalid'), 422)
      const v = submitted.values
      // Where the document goes must be within the user's reach, whatever the form says.
      const reach = app.access.reach(req.user, 'create', 'document')
      const faculty = v.faculty === null ? null : (await documentsAdmin.faculties(reach)).find((f) => f.id === v.faculty)
      if (v.faculty === null ? !reach.all : !faculty) return newPage(req, reply, echo, refusal(lang, 'refusedPermission'), 403)
      const checked = await checkFile(sent)
      if ('problem' in checked) return newPage(req, reply, { errors: { form: checked.problem as UploadProblem }, echo: echo.echo }, refusal(lang, checked.problem), checked.problem === 'uploadTooBig' ? 413 : 422)
      const fileName = cleanFileName(sent.file!.name.replace(/\.[^.]*$/, '') || 'document') + '.pdf'
      let slug = slugify(v.title, 100) || `dokument-${Date.now().toString(36)}`
      if (await documentsAdmin.slugTaken(v.lang, slug)) slug = `${slug}-${Date.now().toString(36)}`
      try {
        const { id } = await editorial.create(
          'document',
          {
            placement: { lang: v.lang, facultyId: faculty?.id ?? null, slug, file: { fileName, bytes: checked.bytes, text: checked.text, pageCount: checked.pageCount } },
            content: { title: v.title, description: v.description, kind: v.kind, file: null },
          },
          { ...actor(req), createKey },
        )
        return reply.redirect(paths.adminDocument(lang, id, 'created'), 303)
      } catch (err) {
        if (err instanceof EditorialError && err.failure.kind === 'already-created') return reply.redirect(paths.adminDocument(lang, err.failure.id, 'created'), 303)
        if (err instanceof EditorialError && (err.failure.kind === 'conflict' || err.failure.kind === 'invalid')) return newPage(req, reply, echo, refusal(lang, 'refusedInvalid'), 422)
        throw err
      }
    })

    app.get<{ Params: { id: string }; Querystring: { done?: unknown; [RESTORE_QUERY]?: unknown } }>(`${base}/:id`, { config: { permission: { ...READ_DOCUMENTS, somewhere: true } } }, async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      const data = await pageData(req, item.id, target)
      const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as Done) : undefined
      const notice = done ? { kind: 'status' as const, text: said(lang, done, { at: data.state.goLiveAt ? formatDateTime(lang, data.state.goLiveAt) : '' }) } : undefined
      if (!data.powers.update) return itemPage(reply, lang, { ...data, autosave: undefined }, undefined, notice)
      // What the user typed into the metadata and did not save (ADR 094): offered, or with `?autosave=1` shown in the form.
      const form = documentFormOf(data.content, data.state.latestRevisionId)
      const latestAt = (await editorial.revisions('document', item.id)).find((r) => r.isLatest)?.createdAt ?? null
      const autosave = await autosaveFor(app.services.autosaves, { ...data.autosave!, latestAt, echo: form.echo, restore: req.query[RESTORE_QUERY] === '1' })
      return itemPage(reply, lang, { ...data, autosave: autosave.view }, autosave.echo ? { errors: {}, echo: autosave.echo } : form, notice)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id`, { config: { permission: { ...UPDATE_DOCUMENTS, somewhere: true } } }, async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      const body = (formBody(req) ?? {}) as Record<string, unknown>
      const submitted = parseForm(DocumentForm, formBody(req))
      const data = await pageData(req, item.id, target)
      const refuse = (key: DocumentMessageKey, status: number, form?: ItemForm) => itemPage(reply, lang, data, form, refusal(lang, key), status)
      // The roles decide what each button may do on this document; a button the page did not offer is refused.
      const needs: Record<ItemAction, 'update' | 'publish' | 'review'> = { draft: 'update', preview: 'update', submit: 'update', publish: 'publish', unpublish: 'publish', return: 'review' }
      const pressed = typeof body.action === 'string' ? (body.action as ItemAction) : undefined
      if (pressed && Object.hasOwn(needs, pressed) && !may(req, needs[pressed], target)) return refuse('refusedPermission', 403, submitted.ok ? undefined : submitted)
      if (!submitted.ok) return refuse('refusedInvalid', 422, submitted)
      const v = submitted.values
      const who = actor(req)
      if (v.action === 'unpublish') {
        await editorial.unpublish('document', item.id, who)
        return reply.redirect(paths.adminDocument(lang, item.id, 'unpublished'), 303)
      }
      if (v.action === 'return') {
        if (!v.comment) return refuse('commentRequired', 422, { errors: { comment: 'commentRequired' }, echo: documentFormOf(data.content, data.state.latestRevisionId).echo })
        try {
          await editorial.returnForChanges('document', item.id, { ...who, comment: v.comment })
        } catch (err) {
          if (err instanceof EditorialError && err.failure.kind === 'not-in-review') return refuse('refusedNotInReview', 409)
          throw err
        }
        return reply.redirect(paths.adminDocument(lang, item.id, 'returned'), 303)
      }
      const now = new Date()
      const content: DocumentContent = { title: v.title, description: v.description, kind: v.kind, file: data.content.file }
      if (v.action === 'publish' && v.publishAt && v.publishAt <= now) return refuse('refusedInvalid', 422, { errors: { publishAt: 'refusedPast' }, echo: { ...documentFormOf(content, v.base).echo, publishAt: String(body.publishAt ?? '') } })
      let revisionId = data.state.latestRevisionId
      if (v.base !== data.state.latestRevisionId || !sameContent(content, data.content)) {
        try {
          revisionId = await editorial.saveDraft('document', item.id, content, { ...who, base: v.base, now })
        } catch (err) {
          if (err instanceof EditorialError && err.failure.kind === 'stale') return itemPage(reply, lang, data, documentFormOf(content, data.state.latestRevisionId), refusal(lang, 'refusedStale'), 409)
          if (err instanceof EditorialError && err.failure.kind === 'invalid') return refuse('refusedInvalid', 422, { errors: {}, echo: documentFormOf(content, v.base).echo })
          throw err
        }
      }
      switch (v.action) {
        case 'preview':
          return reply.redirect(paths.adminDocumentPreview(item.lang, item.id, revisionId ?? undefined), 303)
        case 'submit':
          await editorial.submit('document', item.id, who)
          return reply.redirect(paths.adminDocument(lang, item.id, 'submitted'), 303)
        case 'publish': {
          const { scheduledFor } = await editorial.publish('document', item.id, { ...who, revisionId: revisionId ?? undefined, at: v.publishAt ?? undefined, now })
          return reply.redirect(paths.adminDocument(lang, item.id, scheduledFor ? 'scheduledNotice' : 'published'), 303)
        }
        default:
          return reply.redirect(paths.adminDocument(lang, item.id, 'saved'), 303)
      }
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${lang === 'cs' ? 'soubor' : 'file'}`, { config: { permission: { ...UPDATE_DOCUMENTS, somewhere: true } } }, async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      if (!may(req, 'update', target)) return itemPage(reply, lang, await pageData(req, item.id, target), undefined, refusal(lang, 'refusedPermission'), 403)
      const sent = await sentForm(req)
      const data = await pageData(req, item.id, target)
      const form = parseForm(ReplaceFileForm, sent.body)
      if (!form.ok) return itemPage(reply, lang, data, undefined, refusal(lang, 'refusedInvalid'), 422)
      const checked = await checkFile(sent)
      if ('problem' in checked) return itemPage(reply, lang, data, undefined, refusal(lang, checked.problem), checked.problem === 'uploadTooBig' ? 413 : 422)
      const fileName = cleanFileName(sent.file!.name.replace(/\.[^.]*$/, '') || item.slug) + '.pdf'
      // The file is kept first (one row per distinct file, off the site); a draft revision then names it.
      const digest = await documentsAdmin.keepUpload(item.id, { fileName, bytes: checked.bytes, text: checked.text, pageCount: checked.pageCount })
      try {
        await editorial.saveDraft('document', item.id, { ...data.content, file: digest }, { ...actor(req), base: form.values.base })
      } catch (err) {
        if (err instanceof EditorialError && err.failure.kind === 'stale') return itemPage(reply, lang, data, undefined, refusal(lang, 'refusedStale'), 409)
        throw err
      }
      return reply.redirect(paths.adminDocument(lang, item.id, 'replaced'), 303)
    })

    app.get<{ Params: { id: string }; Querystring: { revision?: unknown } }>(`${base}/:id/${ADMIN_PREVIEW[lang]}`, { config: { permission: { ...READ_DOCUMENTS, somewhere: true } } }, async (req, reply) => {
      const { item } = await reachable(req, req.params.id)
      const revision = typeof req.query.revision === 'string' && ID.test(req.query.revision) ? Number(req.query.revision) : undefined
      // The preview is the public list's view, so it is in the document's language.
      if (item.lang !== lang) return reply.redirect(paths.adminDocumentPreview(item.lang, item.id, revision), 303)
      const state = await editorial.state('document', item.id)
      const chosen = revision ?? state?.latestRevisionId ?? undefined
      let content: DocumentContent
      try {
        content = (chosen !== undefined ? await editorial.revisionContent('document', item.id, chosen) : await entity.snapshot(app.db, item.id)) as DocumentContent
      } catch (err) {
        if (err instanceof EditorialError && err.failure.kind === 'not-found') throw new NotFoundError(req.url)
        throw err
      }
      const file = content.file && content.file !== item.sha256 ? await documentsAdmin.upload(item.id, content.file) : undefined
      const model = documentsPageModel(lang, {
        items: [{ id: item.id, slug: item.slug, kind: content.kind, title: content.title, description: content.description, byteSize: file?.byteSize ?? item.byteSize, pageCount: file?.pageCount ?? item.pageCount, publishedAt: item.firstPublishedAt ?? new Date(), facultyName: item.faculty }],
        total: 1,
        query: {},
        faculties: [],
        page: 1,
        pages: 1,
      })
      return reply.page(documentPreviewModel(lang, item.id, model))
    })
  })
}
