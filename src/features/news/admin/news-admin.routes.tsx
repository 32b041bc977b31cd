/**
 * The news administration (issue 25, ADR 059), the news feature's admin part: registered in the
 * admin context, so who may not read news anywhere gets the site's 404 for every address here.
 * Each item is then checked against the user's roles where it sits (its faculty): an item out of
 * reach is a 404 as well; an act the user's roles do not allow on it (a forged "publish") is
 * refused with a message and changes nothing. Every write goes through the editorial service.
 *
 * - GET list (`?q=&state=&page=`), GET/POST `/nova` · `/new` (creates a draft; 303 to the item).
 * - GET an item (`?done=` shows the notice after an act), POST it with the button pressed
 *   (`action`): save a draft, preview, submit for review, publish (now or at `publishAt`),
 *   unpublish, return for changes. A save on an older revision than the latest (`base`) is
 *   refused (409) with both versions shown.
 * - GET `/{id}/nahled` · `/{id}/preview` (`?revision=`): the public page's view of the draft.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { blankForm, isRecord, parseForm, singleValue, type FormState } from '../../../forms/form.js'
import { previewLinkMessages } from '../../../i18n/preview-links.js'
import { SharedLink } from '../../editorial/admin/share-preview.js'
import { PREVIEW_LINK_HOURS, type PreviewLinkHours } from '../../editorial/preview-links.js'
import { editorialMessages, type EditorialMessageKey } from '../../../i18n/editorial.js'
import { formatDateTime, otherLang, translate, type Lang } from '../../../i18n/index.js'
import { galleriesAdminMessages } from '../../../i18n/galleries-admin.js'
import { NotFoundError } from '../../../server/errors.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { originOf } from '../../../server/origin.js'
import { slugify } from '../../../shared/slug.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { ADMIN_COMPARE, ADMIN_NEW, ADMIN_PREVIEW, ADMIN_RESTORE, ADMIN_TRANSLATE, paths, routes } from '../../../ui/paths.js'
import { compareRevisions } from '../../editorial/compare.js'
import type { Target } from '../../access/permissions.js'
import { EditorialError } from '../../editorial/editorial.types.js'
import { readNewsContent, type NewsContent } from '../news.editorial.js'
import type { Block } from '../../editorial/blocks/blocks.js'
import { findingText } from '../../editorial/blocks/block-rows.js'
import { bodyFindings } from '../../editorial/blocks/resolve.js'
import { blocksOfForm, markupOf, type BlockRow, type RowsResult } from '../../editorial/blocks/rows.js'
import { blockMessages } from '../../../i18n/blocks.js'
import { CREATE_NEWS, READ_NEWS, UPDATE_NEWS } from '../permissions.js'
import { adminStateOf } from '../../editorial/admin/item-state.js'
import { formOfContent, newNewsPageModel, newsComparePageModel, newsItemPageModel, newsListPageModel, previewPageModel, translationsPageModel, type ItemPageData } from './news-admin-pages.js'
import { autosaveFor, createKeyOf, newFormAgain, newFormAutosave, RESTORE_QUERY } from '../../editorial/admin/autosave-offer.js'
import { MAX_FILTER, NewNewsForm, NewsItemForm, type ItemAction } from './news-admin.schema.js'
import { pickedImages, pickerInput } from '../../media/admin/media-picker.js'

const ID = /^[1-9]\d{0,8}$/
const DONE = ['created', 'saved', 'submitted', 'published', 'scheduled', 'unpublished', 'returned', 'restored', 'moved', 'unshared'] as const
type Done = (typeof DONE)[number]
const doneKey: Record<Done, EditorialMessageKey> = {
  created: 'created',
  saved: 'saved',
  submitted: 'submitted',
  published: 'published',
  scheduled: 'scheduledNotice',
  unpublished: 'unpublished',
  returned: 'returned',
  restored: 'restored',
  moved: 'moved',
  unshared: 'previewLinkRevoked',
}

type ItemForm = FormState<typeof NewsItemForm.schema, EditorialMessageKey>
type ItemValues = z.infer<typeof NewsItemForm.schema>

const iso = (d: Date | null) => d?.toISOString() ?? null

/** The revision's content from the form: publishedAt and the picture stay as they were. */
function contentOf(values: Omit<ItemValues, 'base'>, kind: 'news' | 'event', body: Block[], previous?: NewsContent): NewsContent {
  const event = kind === 'event'
  return {
    title: values.title,
    perex: values.perex,
    body,
    publishedAt: previous?.publishedAt ?? null,
    eventStartsAt: event ? iso(values.eventStartsAt) : null,
    eventEndsAt: event ? iso(values.eventEndsAt) : null,
    eventLocation: event && values.eventLocation ? values.eventLocation : null,
    imageId: previous?.imageId ?? null,
  }
}

/** The create form's fields as sent, to show again after a refusal that is not about a field. */
const echoOf = (body: unknown): Record<string, string> =>
  isRecord(body) ? Object.fromEntries(Object.entries(body).flatMap(([k, v]) => (typeof v === 'string' && Object.hasOwn(NewNewsForm.schema.shape, k) ? [[k, v.slice(0, 1000)]] : []))) : {}

/** JSON with every object's keys in order, so equal content is equal text however it was built. */
const canonical = (v: unknown): string =>
  Array.isArray(v) ? `[${v.map(canonical).join(',')}]` : v && typeof v === 'object' ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}` : JSON.stringify(v) ?? 'null'

const sameContent = (a: NewsContent, b: NewsContent) => canonical(a) === canonical(b)

/** What refuses a body's rows, naming the row. */
const rowsRefusal = (lang: Lang, r: Extract<RowsResult, { ok: false }>, host = '') => translate(blockMessages, lang, 'rowRefused', { n: r.row, problem: translate(blockMessages, lang, r.problem, { host }) })

/** A revision's content for comparing: the body as its markup, one text. */
const comparable = (stored: unknown) => {
  const c = readNewsContent(stored)
  return { ...c, body: markupOf(c.body) }
}

function FindingList({ lang, findings }: { lang: Lang; findings: Parameters<typeof findingText>[1][] }) {
  return (
    <ul id="blockFindings">
      {findings.map((f, i) => (
        <li key={i}>{findingText(lang, f)}</li>
      ))}
    </ul>
  )
}
/** An item form's fields as sent, to show again as they were typed (after a search in the picker, a refusal). */
const echoed = (body: unknown): ItemForm => ({
  errors: {},
  echo: isRecord(body) ? Object.fromEntries(Object.entries(body).flatMap(([k, v]) => (typeof v === 'string' && k !== 'action' ? [[k, v.slice(0, 100_000)]] : []))) : {},
})

export const newsAdminRoutes: FastifyPluginAsync = async (app) => {
  const { editorial, newsAdmin, redirects, previewLinks, media, newsGalleries } = app.services
  // Sign-language videos only from the configured host (ADR 101).
  const videoHost = app.config.SIGN_LANGUAGE_VIDEO_HOST
  const rowsOptions = { videoHost }
  const entity = editorial.entity('news')

  const said = (lang: Lang, key: EditorialMessageKey, values?: Record<string, string>) => translate(editorialMessages, lang, key, values)
  const chrome = (req: FastifyRequest, lang: Lang) => ({ nav: app.admin.linksFor(req.user, lang, paths.adminNews(lang)) })
  const may = (req: FastifyRequest, action: 'read' | 'create' | 'update' | 'review' | 'publish', target: Target) => app.access.can(req.user, action, 'news', target)
  const actor = (req: FastifyRequest) => ({ userId: req.user!.id, origin: originOf(req, app.config.PUBLIC_ORIGIN), ip: req.ip })

  /** The item and where it sits, or a 404 for an item that does not exist or is out of the user's reach. */
  async function reachable(req: FastifyRequest, raw: string) {
    if (!ID.test(raw)) throw new NotFoundError(req.url)
    const id = Number(raw)
    const [item, target] = await Promise.all([newsAdmin.item(id), entity.target!(app.db, id)])
    if (!item || !target || !may(req, 'read', target)) throw new NotFoundError(req.url)
    return { item, target }
  }

  async function itemData(req: FastifyRequest, id: number, target: Target): Promise<ItemPageData> {
    const item = (await newsAdmin.item(id))!
    const [state, review, revisions, others, translation, shares] = await Promise.all([
      editorial.state('news', id),
      editorial.latestReview('news', id),
      editorial.revisions('news', id),
      editorial.presence('news', id, req.user!.id),
      newsAdmin.translationOf(item.translationKey, otherLang(item.lang)),
      previewLinks.active('news', id),
    ])
    const content = readNewsContent(state!.latestRevisionId !== null ? await editorial.revisionContent('news', id, state!.latestRevisionId) : await entity.snapshot(app.db, id))
    const [image, galleries] = await Promise.all([content.imageId ? media.item(content.imageId) : undefined, newsGalleries.galleries(item.translationKey)])
    return {
      checks: await bodyFindings(app.db, item.lang, content.body, { translationKey: item.translationKey }),
      picker: { query: '', page: 1, chosen: image ? [image] : [] },
      galleries: galleries.length,
      galleryChoices: galleries.map((g) => ({ n: g.n, count: g.pictures.length })),
      videoHost,
      item,
      state: state!,
      content,
      review,
      revisions,
      powers: { update: may(req, 'update', target), publish: may(req, 'publish', target), review: may(req, 'review', target) },
      others,
      translation,
      canTranslate: may(req, 'create', target),
      canChangeSlug: may(req, item.firstPublishedAt ? 'publish' : 'update', target),
      shares,
      autosave: { userId: req.user!.id, entity: 'news', key: String(id) },
    }
  }

  function itemPage(reply: FastifyReply, lang: Lang, data: ItemPageData, form?: ItemForm, notice?: AdminNoticeModel, status?: number) {
    return reply.code(status ?? 200).page(newsItemPageModel(lang, chrome(reply.request, lang), data, form ?? formOfContent(data.content, data.state.latestRevisionId, data.item.slug), notice, status))
  }

  eachLang((lang) => {
    const base = routes.adminNews[lang]

    app.get<{ Querystring: Record<string, unknown> }>(routes.adminTranslations[lang], { config: { permission: { ...READ_NEWS, somewhere: true } } }, async (req, reply) => {
      const page = typeof req.query.page === 'string' && /^[1-9]\d{0,4}$/.test(req.query.page) ? Number(req.query.page) : 1
      const result = await newsAdmin.translationGaps(app.access.reach(req.user, 'read', 'news'), page)
      return reply.page(translationsPageModel(lang, { nav: app.admin.linksFor(req.user, lang, paths.adminTranslations(lang)) }, page, result))
    })

    app.get<{ Querystring: Record<string, unknown> }>(base, { config: { permission: { ...READ_NEWS, somewhere: true } } }, async (req, reply) => {
      const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, MAX_FILTER) : ''
      const state = adminStateOf(req.query.state)
      const page = typeof req.query.page === 'string' && /^[1-9]\d{0,4}$/.test(req.query.page) ? Number(req.query.page) : 1
      const kind = req.query.kind === 'event' || req.query.kind === 'news' ? req.query.kind : undefined
      const reach = app.access.reach(req.user, 'read', 'news')
      const result = await newsAdmin.list(reach, { q, state, kind, page })
      const nav = app.admin.linksFor(req.user, lang, paths.adminNews(lang, { kind: kind === 'event' ? 'event' : undefined }))
      return reply.page(newsListPageModel(lang, { nav }, { q, state, kind, page }, result, app.access.canSomewhere(req.user, 'create', 'news')))
    })

    // A refused post shows the form again with its key, so posting it again still makes one item (ADR 094).
    const newPage = async (req: FastifyRequest, reply: FastifyReply, state?: FormState<typeof NewNewsForm.schema, EditorialMessageKey>, notice?: AdminNoticeModel, status?: number, rows?: BlockRow[], autosave = newFormAgain(req.user!.id, 'news', formBody(req))) => {
      const reach = app.access.reach(req.user, 'create', 'news')
      const kind = (req.query as Record<string, unknown>).kind === 'event' ? 'event' : 'news'
      return reply.code(status ?? 200).page(newNewsPageModel(lang, chrome(req, lang), await newsAdmin.faculties(reach), reach.all, state ?? blankForm(), notice, status, kind, rows, undefined, videoHost, autosave))
    }

    // The create form's autosave (`new`, ADR 094): offered, or with `?autosave=1` shown in the form with its rows.
    app.get<{ Querystring: { [RESTORE_QUERY]?: unknown } }>(`${base}/${ADMIN_NEW[lang]}`, { config: { permission: { ...CREATE_NEWS, somewhere: true } } }, async (req, reply) => {
      const autosave = await newFormAutosave(app.services.autosaves, { userId: req.user!.id, entity: 'news', restore: req.query[RESTORE_QUERY] === '1' })
      const rows = autosave.echo ? blocksOfForm(autosave.echo, rowsOptions).rows : undefined
      return newPage(req, reply, autosave.echo ? { errors: {}, echo: autosave.echo } : undefined, undefined, undefined, rows, autosave)
    })

    app.post(`${base}/${ADMIN_NEW[lang]}`, { config: { permission: { ...CREATE_NEWS, somewhere: true } } }, async (req, reply) => {
      // The same form posted again (a double click, a second tab's restored copy): the item it made (ADR 094).
      const before = await editorial.createdWith('news', req.user!.id, createKeyOf(formBody(req)))
      if (before !== undefined) return reply.redirect(paths.adminNewsItem(lang, before, 'created'), 303)
      const submitted = parseForm(NewNewsForm, formBody(req))
      const read = blocksOfForm(formBody(req), rowsOptions)
      if (!submitted.ok) return newPage(req, reply, submitted, { kind: 'error', text: said(lang, 'refusedInvalid') }, 422, read.rows)
      const v = submitted.values
      const echo = { errors: {}, echo: echoOf(formBody(req)) }
      if (!read.ok) return newPage(req, reply, echo, { kind: 'error', text: rowsRefusal(lang, read, videoHost) }, 422, read.rows)
      const found = await bodyFindings(app.db, v.lang, read.blocks)
      if (found.errors.length) return newPage(req, reply, echo, { kind: 'error', text: translate(blockMessages, lang, 'checksRefused'), detail: <FindingList lang={lang} findings={found.errors} /> }, 422, read.rows)
      // Where the item goes must be within the user's reach, whatever the form says.
      const reach = app.access.reach(req.user, 'create', 'news')
      const allowed = await newsAdmin.faculties(reach)
      const faculty = v.faculty === null ? null : allowed.find((f) => f.id === v.faculty)
      if (v.faculty === null ? !reach.all : !faculty) return newPage(req, reply, echo, { kind: 'error', text: said(lang, 'refusedPermission') }, 403)
      const slug = v.slug || slugify(v.title, 100) || `${v.kind === 'event' ? 'akce' : 'aktualita'}-${Date.now().toString(36)}`
      const content = contentOf(v, v.kind, read.blocks)
      try {
        const { id } = await editorial.create(
          'news',
          { placement: { translationKey: `news/${randomUUID()}`, lang: v.lang, kind: v.kind, facultyId: faculty?.id ?? null, slug }, content },
          { ...actor(req), createKey: createKeyOf(formBody(req)) },
        )
        return reply.redirect(paths.adminNewsItem(lang, id, 'created'), 303)
      } catch (err) {
        if (err instanceof EditorialError && err.failure.kind === 'already-created') return reply.redirect(paths.adminNewsItem(lang, err.failure.id, 'created'), 303)
        if (err instanceof EditorialError && err.failure.kind === 'conflict') {
          return newPage(req, reply, { errors: { slug: 'refusedConflict' }, echo: { ...echo.echo, slug } }, { kind: 'error', text: said(lang, 'refusedConflict') }, 409, read.rows)
        }
        if (err instanceof EditorialError && err.failure.kind === 'invalid') return newPage(req, reply, echo, { kind: 'error', text: said(lang, 'refusedInvalid') }, 422, read.rows)
        throw err
      }
    })

    app.get<{ Params: { id: string }; Querystring: { done?: unknown; [RESTORE_QUERY]?: unknown } }>(`${base}/:id`, { config: { permission: { ...READ_NEWS, somewhere: true } } }, async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      const data = await itemData(req, item.id, target)
      const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as Done) : undefined
      const notice = done ? { kind: 'status' as const, text: said(lang, doneKey[done], { at: data.state.goLiveAt ? formatDateTime(lang, data.state.goLiveAt) : '' }) } : undefined
      // What the user typed and did not save (ADR 094): offered, or with `?autosave=1` shown in the form.
      const form = formOfContent(data.content, data.state.latestRevisionId, data.item.slug)
      if (!data.powers.update) return itemPage(reply, lang, { ...data, autosave: undefined }, form, notice)
      const autosave = await autosaveFor(app.services.autosaves, { ...data.autosave!, latestAt: data.revisions.find((r) => r.isLatest)?.createdAt ?? null, echo: form.echo, restore: req.query[RESTORE_QUERY] === '1' })
      // The body's rows come back from the autosave too (ADR 093, 094).
      const rows = autosave.echo ? blocksOfForm(autosave.echo, rowsOptions).rows : []
      return itemPage(reply, lang, { ...data, autosave: autosave.view, ...(rows.length ? { rows } : {}) }, autosave.echo ? { errors: {}, echo: autosave.echo } : form, notice)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id`, { config: { permission: { ...UPDATE_NEWS, somewhere: true } } }, async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      const body = formBody(req)
      const submitted = parseForm(NewsItemForm, body)
      const data = await itemData(req, item.id, target)
      // The picture (ADR 096): the media picker's radio buttons; without the field the picture stays.
      const pick = pickerInput(body, 'imageId')
      const picked = pick.forged || pick.ids.length > 1 ? { error: translate(galleriesAdminMessages, lang, 'refusedImageMissing') } : await pickedImages(media.item, lang, pick.ids)
      if ('items' in picked && Object.hasOwn(isRecord(body) ? body : {}, 'imageId')) data.picker = { ...data.picker, chosen: picked.items }
      // The body's rows as typed, shown again when the page comes back before a save (a search, a refusal).
      const typedRows = blocksOfForm(body, rowsOptions).rows
      if (typedRows.length) data.rows = typedRows
      if (pick.find && may(req, 'update', target)) {
        // A search in the picker: the same form again with everything typed kept and the matches.
        data.picker = { ...data.picker, query: pick.query, page: pick.page, results: await media.list({ q: pick.query, page: pick.page }), error: 'error' in picked ? picked.error : undefined }
        return itemPage(reply, lang, data, echoed(body))
      }
      const refuse = (key: EditorialMessageKey, status: number, form?: ItemForm) => itemPage(reply, lang, data, form, { kind: 'error', text: said(lang, key) }, status)
      const action = (submitted.ok ? submitted.values.action : undefined) as ItemAction | undefined
      // The roles decide what each button may do on this item; a button the page did not offer is refused.
      const needs: Record<ItemAction, 'update' | 'publish' | 'review'> = { draft: 'update', preview: 'update', submit: 'update', publish: 'publish', unpublish: 'publish', return: 'review' }
      const pressed = typeof (body as Record<string, unknown> | null)?.action === 'string' ? ((body as Record<string, string>).action as ItemAction) : undefined
      if (pressed && Object.hasOwn(needs, pressed) && !may(req, needs[pressed], target)) return refuse('refusedPermission', 403, submitted.ok ? undefined : submitted)
      if (!submitted.ok) return refuse('refusedInvalid', 422, submitted)
      if ('error' in picked) {
        data.picker = { ...data.picker, error: picked.error }
        return refuse('refusedInvalid', 422, echoed(body))
      }
      const v = submitted.values
      const who = actor(req)

      if (action === 'unpublish') {
        await editorial.unpublish('news', item.id, who)
        return reply.redirect(paths.adminNewsItem(lang, item.id, 'unpublished'), 303)
      }
      if (action === 'return') {
        if (!v.comment) return refuse('commentRequired', 422, { errors: { comment: 'commentRequired' }, echo: submitted.ok ? formOfContent(data.content, data.state.latestRevisionId).echo : {} })
        try {
          await editorial.returnForChanges('news', item.id, { ...who, comment: v.comment })
        } catch (err) {
          if (err instanceof EditorialError && err.failure.kind === 'not-in-review') return refuse('refusedNotInReview', 409)
          throw err
        }
        return reply.redirect(paths.adminNewsItem(lang, item.id, 'returned'), 303)
      }

      const read = blocksOfForm(body, rowsOptions)
      const typed = formOfContent(contentOf(v, item.kind, [], data.content), v.base)
      if (!read.ok) return itemPage(reply, lang, { ...data, rows: read.rows }, typed, { kind: 'error', text: rowsRefusal(lang, read, videoHost) }, 422)
      const found = await bodyFindings(app.db, item.lang, read.blocks, { translationKey: item.translationKey })
      if (found.errors.length) {
        const notice = { kind: 'error' as const, text: translate(blockMessages, lang, 'checksRefused'), detail: <FindingList lang={lang} findings={found.errors} /> }
        return itemPage(reply, lang, { ...data, rows: read.rows, checks: found }, typed, notice, 422)
      }
      const content = { ...contentOf(v, item.kind, read.blocks, data.content), ...(Object.hasOwn(body as object, 'imageId') ? { imageId: picked.items[0]?.id ?? null } : {}) }
      const now = new Date()
      const newSlug = v.slug && v.slug !== item.slug ? v.slug : undefined
      if (newSlug && !data.canChangeSlug) return refuse('refusedPermission', 403)
      if (newSlug && (await newsAdmin.slugTaken(item.lang, newSlug))) {
        return refuse('refusedConflict', 409, { errors: { slug: 'refusedConflict' }, echo: { ...formOfContent(content, v.base).echo, slug: newSlug } })
      }
      if (action === 'publish' && v.publishAt && v.publishAt <= now) {
        return refuse('refusedInvalid', 422, { errors: { publishAt: 'refusedPast' }, echo: { ...formOfContent(content, v.base).echo, publishAt: (body as Record<string, string>).publishAt ?? '' } })
      }
      // A revision only when something changed; the check against `base` holds either way.
      let revisionId = data.state.latestRevisionId
      if (v.base !== data.state.latestRevisionId || !sameContent(content, data.content)) {
        try {
          revisionId = await editorial.saveDraft('news', item.id, content, { ...who, base: v.base, now })
        } catch (err) {
          if (err instanceof EditorialError && err.failure.kind === 'stale') {
            const latest = data.revisions.find((r) => r.isLatest)
            const stale = { saved: data.content, savedBy: latest?.authorEmail ?? null, savedAt: latest?.createdAt ?? now }
            // The form keeps what the user typed, now based on the latest revision: saving again is a choice made with both in view.
            return itemPage(reply, lang, { ...data, content, stale }, formOfContent(content, data.state.latestRevisionId), { kind: 'error', text: said(lang, 'refusedStale') }, 409)
          }
          if (err instanceof EditorialError && err.failure.kind === 'invalid') return refuse('refusedInvalid', 422, { errors: {}, echo: formOfContent(content, v.base).echo })
          throw err
        }
      }
      if (newSlug) {
        // Once published, the old address is known to people and search engines: it redirects.
        const moved = await newsAdmin.changeSlug(item.id, newSlug, (tx, itemLang, old) =>
          item.firstPublishedAt ? redirects.moved(tx, paths.newsDetail(itemLang, old), paths.newsDetail(itemLang, newSlug), who.userId) : Promise.resolve(),
        )
        if (!moved) return refuse('refusedConflict', 409, { errors: { slug: 'refusedConflict' }, echo: { ...formOfContent(content, revisionId).echo, slug: newSlug } })
      }
      switch (action) {
        case 'preview':
          return reply.redirect(paths.adminNewsPreview(item.lang, item.id, revisionId ?? undefined), 303)
        case 'submit':
          await editorial.submit('news', item.id, who)
          return reply.redirect(paths.adminNewsItem(lang, item.id, 'submitted'), 303)
        case 'publish': {
          const { scheduledFor } = await editorial.publish('news', item.id, { ...who, revisionId: revisionId ?? undefined, at: v.publishAt ?? undefined, now })
          return reply.redirect(paths.adminNewsItem(lang, item.id, scheduledFor ? 'scheduled' : 'published'), 303)
        }
        default:
          return reply.redirect(paths.adminNewsItem(lang, item.id, newSlug ? 'moved' : 'saved'), 303)
      }
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${ADMIN_TRANSLATE[lang]}`, { config: { permission: { ...CREATE_NEWS, somewhere: true } } }, async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      const existing = await newsAdmin.translationOf(item.translationKey, otherLang(item.lang))
      if (existing) return reply.redirect(paths.adminNewsItem(lang, existing.id), 303)
      if (!may(req, 'create', target)) return itemPage(reply, lang, await itemData(req, item.id, target), undefined, { kind: 'error', text: said(lang, 'refusedPermission') }, 403)
      const data = await itemData(req, item.id, target)
      const to = otherLang(item.lang)
      // The version to translate starts as a copy, undated, at the same address if it is free in that language.
      const slug = (await newsAdmin.slugTaken(to, item.slug)) ? `${item.slug}-${to}` : item.slug
      try {
        const { id } = await editorial.create(
          'news',
          { placement: { translationKey: item.translationKey, lang: to, kind: item.kind, facultyId: (await newsAdmin.facultyIdOf(item.id)) ?? null, slug }, content: { ...data.content, publishedAt: null } },
          { ...actor(req), createKey: createKeyOf(formBody(req)) },
        )
        return reply.redirect(paths.adminNewsItem(lang, id, 'created'), 303)
      } catch (err) {
        if (err instanceof EditorialError && err.failure.kind === 'already-created') return reply.redirect(paths.adminNewsItem(lang, err.failure.id, 'created'), 303)
        if (err instanceof EditorialError && (err.failure.kind === 'conflict' || err.failure.kind === 'invalid')) return itemPage(reply, lang, data, undefined, { kind: 'error', text: said(lang, 'refusedConflict') }, 409)
        throw err
      }
    })

    app.get<{ Params: { id: string }; Querystring: { a?: unknown; b?: unknown } }>(`${base}/:id/${ADMIN_COMPARE[lang]}`, { config: { permission: { ...READ_NEWS, somewhere: true } } }, async (req, reply) => {
      const { item } = await reachable(req, req.params.id)
      const revisions = await editorial.revisions('news', item.id)
      const pick = (raw: unknown) => (typeof raw === 'string' && ID.test(raw) ? revisions.find((r) => r.id === Number(raw)) : undefined)
      // Without a choice: what is live (or the one before) against the latest.
      const newer = pick(req.query.b) ?? revisions[0]
      const older = pick(req.query.a) ?? revisions.find((r) => r.isLive && r !== newer) ?? revisions[1] ?? newer
      if ((req.query.a !== undefined && !pick(req.query.a)) || (req.query.b !== undefined && !pick(req.query.b))) throw new NotFoundError(req.url)
      // An item made before revisions were kept has none yet: nothing to compare.
      if (!newer || !older) return reply.page(newsComparePageModel(lang, chrome(req, lang), item, item.title, undefined, undefined, []))
      const [a, b] = older.id <= newer.id ? [older, newer] : [newer, older]
      const [before, after] = await Promise.all([editorial.revisionContent('news', item.id, a.id), editorial.revisionContent('news', item.id, b.id)])
      const [olderContent, newerContent] = [comparable(before), comparable(after)]
      return reply.page(newsComparePageModel(lang, chrome(req, lang), item, newerContent.title, a, b, await compareRevisions(olderContent, newerContent, lang, app.services.media.byIds)))
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${ADMIN_RESTORE[lang]}`, { config: { permission: { ...UPDATE_NEWS, somewhere: true } } }, async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      const data = await itemData(req, item.id, target)
      if (!may(req, 'update', target)) return itemPage(reply, lang, data, undefined, { kind: 'error', text: said(lang, 'refusedPermission') }, 403)
      const body = formBody(req)
      const field = (name: string) => (isRecord(body) && typeof body[name] === 'string' ? (body[name] as string) : '')
      const revision = data.revisions.find((r) => ID.test(field('revision')) && r.id === Number(field('revision')))
      if (!revision || !/^\d{1,10}$/.test(field('base'))) return itemPage(reply, lang, data, undefined, { kind: 'error', text: said(lang, 'refusedInvalid') }, 422)
      try {
        // Restoring makes a new revision with the old content: the history keeps everything.
        await editorial.saveDraft('news', item.id, await editorial.revisionContent('news', item.id, revision.id), { ...actor(req), base: Number(field('base')) })
      } catch (err) {
        if (err instanceof EditorialError && err.failure.kind === 'stale') return itemPage(reply, lang, data, undefined, { kind: 'error', text: said(lang, 'refusedStale') }, 409)
        if (err instanceof EditorialError && err.failure.kind === 'invalid') return itemPage(reply, lang, data, undefined, { kind: 'error', text: said(lang, 'refusedInvalid') }, 422)
        throw err
      }
      return reply.redirect(paths.adminNewsItem(lang, item.id, 'restored'), 303)
    })

    // A shared preview link (ADR 066): who may change the item may show its draft outside; the new
    // link is shown once, in the answer to this post (only its hash is kept).
    app.post<{ Params: { id: string } }>(`${base}/:id/${lang === 'cs' ? 'sdilet' : 'share'}`, { config: { permission: { ...UPDATE_NEWS, somewhere: true } } }, async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      if (!may(req, 'update', target)) return itemPage(reply, lang, await itemData(req, item.id, target), undefined, { kind: 'error', text: said(lang, 'refusedPermission') }, 403)
      const hours = Number(singleValue(formBody(req), 'hours'))
      if (!(PREVIEW_LINK_HOURS as readonly number[]).includes(hours)) {
        return itemPage(reply, lang, await itemData(req, item.id, target), undefined, { kind: 'error', text: translate(previewLinkMessages, lang, 'hoursInvalid') }, 422)
      }
      const { token } = await previewLinks.share({ userId: req.user!.id, ip: req.ip }, 'news', item.id, hours as PreviewLinkHours)
      const url = `${originOf(req, app.config.PUBLIC_ORIGIN)}${paths.sharedPreview(item.lang, token)}`
      return itemPage(reply, lang, await itemData(req, item.id, target), undefined, { kind: 'status', text: translate(previewLinkMessages, lang, 'created'), detail: <SharedLink lang={lang} url={url} /> }, 201)
    })

    app.post<{ Params: { id: string; link: string } }>(`${base}/:id/${lang === 'cs' ? 'sdilet' : 'share'}/:link/${lang === 'cs' ? 'zrusit' : 'revoke'}`, { config: { permission: { ...UPDATE_NEWS, somewhere: true } } }, async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      if (!may(req, 'update', target)) return itemPage(reply, lang, await itemData(req, item.id, target), undefined, { kind: 'error', text: said(lang, 'refusedPermission') }, 403)
      const revoked = ID.test(req.params.link) && (await previewLinks.revoke({ userId: req.user!.id, ip: req.ip }, 'news', item.id, Number(req.params.link)))
      if (!revoked) return itemPage(reply, lang, await itemData(req, item.id, target), undefined, { kind: 'error', text: translate(previewLinkMessages, lang, 'revokeMissing') }, 404)
      return reply.redirect(paths.adminNewsItem(lang, item.id, 'unshared'), 303)
    })

    app.get<{ Params: { id: string }; Querystring: { revision?: unknown } }>(`${base}/:id/${ADMIN_PREVIEW[lang]}`, { config: { permission: { ...READ_NEWS, somewhere: true } } }, async (req, reply) => {
      const { item } = await reachable(req, req.params.id)
      const revision = typeof req.query.revision === 'string' && ID.test(req.query.revision) ? Number(req.query.revision) : undefined
      // The preview is the public page, so it is in the item's language.
      if (item.lang !== lang) return reply.redirect(paths.adminNewsPreview(item.lang, item.id, revision), 303)
      const state = await editorial.state('news', item.id)
      const chosen = revision ?? state?.latestRevisionId ?? undefined
      let content: NewsContent
      try {
        content = readNewsContent(chosen !== undefined ? await editorial.revisionContent('news', item.id, chosen) : await entity.snapshot(app.db, item.id))
      } catch (err) {
        if (err instanceof EditorialError && err.failure.kind === 'not-found') throw new NotFoundError(req.url)
        throw err
      }
      const shown = await entity.preview!(app.db, item.id, content, { videoHost })
      if (!shown) throw new NotFoundError(req.url)
      const model = shown.model
      return reply.page(previewPageModel(lang, item.id, model))
    })
  })
}
