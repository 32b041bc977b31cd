/**
 * One editorial kind's administration routes (ADR 085), from what the kind gives: its entity, list
 * address, permissions, forms, content, scope, addresses and pages. Registered in the admin context,
 * so who may not read the kind anywhere gets the site's 404 for every address here. Each item is then
 * checked against the user's roles where it sits: an item out of reach is a 404 as well; an act the
 * roles do not allow (a forged "publish", a placement out of the user's scope) is refused with a
 * message and changes nothing. Every write goes through the editorial service but the address.
 *
 * - GET the list, GET/POST the create form (a draft; 303 to the item).
 * - GET an item (`?done=`), POST it with the button pressed (`action`): save a draft, preview,
 *   submit for review, publish (now or at `publishAt`), unpublish, return for changes; a save on an
 *   older revision than the latest (`base`) is refused (409) with both versions shown.
 * - GET `/{id}/nahled` · `/{id}/preview` (`?revision=`), `/{id}/porovnani` · `/{id}/compare`,
 *   POST `/{id}/obnovit` · `/{id}/restore`, `/{id}/sdilet` · `/{id}/share` and its links' revoke.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { blankForm, isRecord, parseForm, singleValue, type FormSpec, type FormState } from '../../../forms/form.js'
import { previewLinkMessages } from '../../../i18n/preview-links.js'
import { formatDateTime, translate, type Lang, type Messages } from '../../../i18n/index.js'
import { NotFoundError } from '../../../server/errors.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { originOf } from '../../../server/origin.js'
import { slugify } from '../../../shared/slug.js'
import type { AdminNavLink, AdminNoticeModel } from '../../../ui/admin-frame.js'
import type { PageModel } from '../../../ui/page-model.js'
import { ADMIN_COMPARE, ADMIN_PREVIEW, ADMIN_RESTORE, paths, type EditorialAdminPaths } from '../../../ui/paths.js'
import type { Permission, Target } from '../../access/permissions.js'
import type { Reach } from '../../news/admin/news-admin.repository.js'
import type { Db } from '../../../db/client.js'
import { compareRevisions, type FieldChange } from '../compare.js'
import { EditorialError, type RevisionSummary } from '../editorial.types.js'
import { PREVIEW_LINK_HOURS, type PreviewLinkHours } from '../preview-links.js'
import type { ItemFrameData } from './editorial-admin-pages.js'
import { adminStateOf, type AdminState } from './item-state.js'
import type { ItemAction } from './item-actions.js'
import type { ItemFormExtras } from './form-fields.js'
import { SharedLink } from './share-preview.js'
import { autosaveFor, createKeyOf, newFormAgain, newFormAutosave, RESTORE_QUERY, type NewFormAutosave } from './autosave-offer.js'
import { galleriesAdminMessages } from '../../../i18n/galleries-admin.js'
import { pickedImages, pickerInput } from '../../media/admin/media-picker.js'

const ID = /^[1-9]\d{0,8}$/
const DONE = ['created', 'saved', 'submitted', 'published', 'scheduled', 'unpublished', 'returned', 'restored', 'moved', 'unshared'] as const
type Done = (typeof DONE)[number]
const doneKey: Record<Done, string> = {
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

/** What every kind's admin row carries: its address fields and whether it has ever been on the site. */
export interface AdminItemRow {
  id: number
  live: boolean
  firstPublishedAt: Date | null
}

/** A field the server refused, with its message's key and the answer's status. */
export interface Refusal {
  field: string
  key: string
  status: number
}

/** What a kind gives the scaffold. `C` is a revision's content, `V` the form's values, `R` the row, `S` the user's scope. */
export interface EditorialAdminKind<C extends object, V extends object, R extends AdminItemRow, S> {
  entity: string
  /** The list's address per language (`routes.adminX`). */
  route: Record<Lang, string>
  paths: EditorialAdminPaths
  /** The editorial messages and the kind's own. */
  messages: Messages<string>
  permissions: { read: Permission; create: Permission; update: Permission }
  newForm: FormSpec<z.ZodObject, string>
  itemForm: FormSpec<z.ZodObject, string>
  /** The address fields (`slug`, or `slugCs` and `slugEn`): set on creation, moved with a redirect. */
  slugFields: readonly string[]

  item: (id: number) => Promise<R | undefined>
  /** The item's display name in a content. */
  nameOf: (content: C) => string
  contentOf: (values: V, previous?: C) => C
  /** The form's fields as a content gives them (and the row's addresses). */
  echoOf: (content: C, row?: R) => Record<string, string>
  /** The row's current addresses by field. */
  slugsOf: (row: R) => Record<string, string>
  /** A new item's addresses by field when the form leaves them empty (from the name; a number is added while taken). */
  madeSlugs: (values: V) => Record<string, string>
  /** The field whose address another item has, if any. */
  slugTaken: (slugs: Record<string, string>, except?: number) => Promise<string | undefined>
  /** Writes new addresses and calls `moved` in the same transaction; false when another item took one meanwhile. */
  changeSlugs: (id: number, slugs: Record<string, string>, moved: (tx: Db, old: Record<string, string>) => Promise<void>) => Promise<boolean>
  /** The public address in `lang` of an item at these addresses (the 301s of an address change). */
  publicPath: (lang: Lang, slugs: Record<string, string>) => string
  /** The placement of a new item from its addresses. */
  placementOf: (slugs: Record<string, string>, content: C) => unknown

  /** What the user may place an item in for `action` (faculties, departments). */
  scope: (reach: Reach) => Promise<S>
  /** Whether the content's placement is within the scope; else `scopeRefusal` (403, nothing changed). */
  inScope: (scope: S, content: C) => boolean
  scopeRefusal: { field: string; key: string }
  /** Other checks the database would make late (a unique e-mail or code). */
  check?: (content: C, except?: number) => Promise<Refusal | undefined>

  /** A picture of the media library the form chooses through the picker (ADR 096): the content's field holding its id. */
  picture?: { field: string }

  /** The public page of a content in `lang`, for the preview. */
  preview: (db: Db, id: number, content: C, lang: Lang) => Promise<PageModel | undefined>
  pages: {
    list: (req: FastifyRequest, lang: Lang, nav: AdminNavLink[], query: { q: string; state?: AdminState; page: number; raw: Record<string, unknown> }, reach: Reach, canCreate: boolean) => Promise<PageModel>
    new: (lang: Lang, nav: AdminNavLink[], scope: S, state: FormState<z.ZodObject, string>, notice?: AdminNoticeModel, status?: number, autosave?: NewFormAutosave) => PageModel
    item: (lang: Lang, nav: AdminNavLink[], data: ItemData<C, R, S>, state: FormState<z.ZodObject, string>, notice?: AdminNoticeModel, status?: number) => PageModel
    compare: (lang: Lang, nav: AdminNavLink[], row: R, name: string, older: RevisionSummary | undefined, newer: RevisionSummary | undefined, rows: FieldChange[]) => PageModel
    preview: (lang: Lang, id: number, revision: number | undefined, model: PageModel) => PageModel
  }
}

/** An item's page's data: the frame's and the kind's row and scope. */
export interface ItemData<C, R, S> extends ItemFrameData<C> {
  row: R
  scope: S
  /** Whether the user may change the address (a published item's only who publishes). */
  canChangeSlug: boolean
}

/** The fields as sent, to show again after a refusal that is not about a field. */
const echoOfBody = (form: FormSpec<z.ZodObject, string>, body: unknown): Record<string, string> =>
  isRecord(body) ? Object.fromEntries(Object.entries(body).flatMap(([k, v]) => (typeof v === 'string' && Object.hasOwn(form.schema.shape, k) && k !== 'base' ? [[k, v.slice(0, 3000)]] : []))) : {}

const sameContent = (a: object, b: object) => JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort())

export function editorialAdminRoutes<C extends object, V extends object, R extends AdminItemRow, S>(kind: EditorialAdminKind<C, V, R, S>): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const { editorial, redirects, previewLinks, media } = app.services
    const name = kind.entity
    const entity = editorial.entity(name)
    const p = kind.paths
    const { read: READ, create: CREATE, update: UPDATE } = kind.permissions

    const said = (lang: Lang, key: string, values?: Record<string, string>) => translate(kind.messages, lang, key, values)
    const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, p.list(lang))
    const may = (req: FastifyRequest, action: 'read' | 'create' | 'update' | 'review' | 'publish', target: Target) => app.access.can(req.user, action, name, target)
    const actor = (req: FastifyRequest) => ({ userId: req.user!.id, origin: originOf(req, app.config.PUBLIC_ORIGIN), ip: req.ip })
    const scopeFor = (req: FastifyRequest, action: 'create' | 'update') => kind.scope(app.access.reach(req.user, action, name))
    const contentAt = async (id: number, revision: number | null) => (revision !== null ? await editorial.revisionContent(name, id, revision) : await entity.snapshot(app.db, id)) as C

    /** The item and where it sits, or a 404 for one that does not exist or is out of the user's reach. */
    async function reachable(req: FastifyRequest, raw: string) {
      if (!ID.test(raw)) throw new NotFoundError(req.url)
      const id = Number(raw)
      const [row, target] = await Promise.all([kind.item(id), entity.target!(app.db, id)])
      if (!row || !target || !may(req, 'read', target)) throw new NotFoundError(req.url)
      return { row, target }
    }

    async function itemData(req: FastifyRequest, id: number, target: Target): Promise<ItemData<C, R, S>> {
      const row = (await kind.item(id))!
      const [state, review, revisions, others, scope, shares] = await Promise.all([
        editorial.state(name, id),
        editorial.latestReview(name, id),
        editorial.revisions(name, id),
        editorial.presence(name, id, req.user!.id),
        scopeFor(req, 'update'),
        previewLinks.active(name, id),
      ])
      const content = await contentAt(id, state!.latestRevisionId)
      const published = !!(row.firstPublishedAt || row.live)
      const pictureId = kind.picture ? (content as Record<string, unknown>)[kind.picture.field] : undefined
      const image = typeof pictureId === 'number' ? await media.item(pictureId) : undefined
      return {
        id,
        row,
        state: state!,
        content,
        review,
        revisions,
        powers: { update: may(req, 'update', target), publish: may(req, 'publish', target), review: may(req, 'review', target) },
        others,
        canChangeSlug: may(req, published ? 'publish' : 'update', target),
        scope,
        shares,
        autosave: { userId: req.user!.id, entity: name, key: String(id) },
        ...(kind.picture ? { picker: { query: '', page: 1, chosen: image ? [image] : [] } } : {}),
      }
    }

    const formOf = (data: ItemData<C, R, S>, content = data.content) => ({ errors: {}, echo: { ...kind.echoOf(content, data.row), base: data.state.latestRevisionId === null ? '' : String(data.state.latestRevisionId) } })

    function itemPage(reply: FastifyReply, lang: Lang, data: ItemData<C, R, S>, form?: FormState<z.ZodObject, string>, notice?: AdminNoticeModel, status?: number) {
      return reply.code(status ?? 200).page(kind.pages.item(lang, nav(reply.request, lang), data, form ?? formOf(data), notice, status))
    }

    eachLang((lang) => {
      const base = kind.route[lang]
      const share = lang === 'cs' ? 'sdilet' : 'share'
      const error = (key: string) => ({ kind: 'error' as const, text: said(lang, key) })

      app.get<{ Querystring: Record<string, unknown> }>(base, { config: { permission: { ...READ, somewhere: true } } }, async (req, reply) => {
        const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, 100) : ''
        const state = adminStateOf(req.query.state)
        const page = typeof req.query.page === 'string' && /^[1-9]\d{0,4}$/.test(req.query.page) ? Number(req.query.page) : 1
        const model = await kind.pages.list(req, lang, nav(req, lang), { q, state, page, raw: req.query }, app.access.reach(req.user, 'read', name), app.access.canSomewhere(req.user, 'create', name))
        return reply.page(model)
      })

      // A refused post shows the form again with its key, so posting it again still makes one item (ADR 094).
      const newPage = async (req: FastifyRequest, reply: FastifyReply, state?: FormState<z.ZodObject, string>, notice?: AdminNoticeModel, status?: number, autosave = newFormAgain(req.user!.id, name, formBody(req))) =>
        reply.code(status ?? 200).page(kind.pages.new(lang, nav(req, lang), await scopeFor(req, 'create'), state ?? blankForm(), notice, status, autosave))

      // The create form's autosave (`new`, ADR 094): offered, or with `?autosave=1` shown in the form.
      app.get<{ Querystring: { [RESTORE_QUERY]?: unknown } }>(p.new(lang), { config: { permission: { ...CREATE, somewhere: true } } }, async (req, reply) => {
        const autosave = await newFormAutosave(app.services.autosaves, { userId: req.user!.id, entity: name, restore: req.query[RESTORE_QUERY] === '1' })
        return newPage(req, reply, autosave.echo ? { errors: {}, echo: autosave.echo } : undefined, undefined, undefined, autosave)
      })

      app.post(p.new(lang), { config: { permission: { ...CREATE, somewhere: true } } }, async (req, reply) => {
        const body = formBody(req)
        // The same form posted again (a double click, a second tab's restored copy): the item it made (ADR 094).
        const before = await editorial.createdWith(name, req.user!.id, createKeyOf(body))
        if (before !== undefined) return reply.redirect(p.item(lang, before, 'created'), 303)
        const submitted = parseForm(kind.newForm, body)
        if (!submitted.ok) return newPage(req, reply, submitted, error('refusedInvalid'), 422)
        const v = submitted.values as unknown as V
        const echo = echoOfBody(kind.newForm, body)
        const content = kind.contentOf(v)
        const refuse = (r: Refusal) => newPage(req, reply, { errors: { [r.field]: r.key }, echo }, error(r.status === 403 ? 'refusedPermission' : 'refusedInvalid'), r.status)
        // The placement decides the scope: it must be within the user's reach, whatever the form says.
        if (!kind.inScope(await scopeFor(req, 'create'), content)) return refuse({ ...kind.scopeRefusal, status: 403 })
        const checked = await kind.check?.(content)
        if (checked) return refuse(checked)
        const typed = Object.fromEntries(kind.slugFields.map((f) => [f, String((v as Record<string, unknown>)[f] ?? '')]))
        const given = Object.fromEntries(Object.entries(typed).filter(([, s]) => s))
        const takenField = Object.keys(given).length ? await kind.slugTaken(given) : undefined
        if (takenField) return refuse({ field: takenField, key: 'slugTaken', status: 409 })
        // Empty addresses are made from the name; a namesake's get a number.
        const made = kind.madeSlugs(v)
        const slugs: Record<string, string> = {}
        for (const f of kind.slugFields) {
          if (typed[f]) {
            slugs[f] = typed[f]
            continue
          }
          const stem = slugify(made[f] ?? '', 100) || `${name}-${Date.now().toString(36)}`
          slugs[f] = stem
          for (let n = 2; (await kind.slugTaken({ [f]: slugs[f]! })) !== undefined; n++) slugs[f] = `${stem}-${n}`
        }
        try {
          const { id } = await editorial.create(name, { placement: kind.placementOf(slugs, content), content }, { ...actor(req), createKey: createKeyOf(body) })
          return reply.redirect(p.item(lang, id, 'created'), 303)
        } catch (err) {
          // The same form posted again (a double click, a second tab's restored copy): the item it made.
          if (err instanceof EditorialError && err.failure.kind === 'already-created') return reply.redirect(p.item(lang, err.failure.id, 'created'), 303)
          // Taken meanwhile by someone else's save: the same answers as the checks above.
          if (err instanceof EditorialError && (err.failure.kind === 'conflict' || err.failure.kind === 'invalid')) return newPage(req, reply, { errors: {}, echo }, error('refusedInvalid'), err.failure.kind === 'conflict' ? 409 : 422)
          throw err
        }
      })

      app.get<{ Params: { id: string }; Querystring: { done?: unknown; [RESTORE_QUERY]?: unknown } }>(`${base}/:id`, { config: { permission: { ...READ, somewhere: true } } }, async (req, reply) => {
        const { row, target } = await reachable(req, req.params.id)
        const data = await itemData(req, row.id, target)
        const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as Done) : undefined
        const notice = done ? { kind: 'status' as const, text: said(lang, doneKey[done], { at: data.state.goLiveAt ? formatDateTime(lang, data.state.goLiveAt) : '' }) } : undefined
        if (!data.powers.update) return itemPage(reply, lang, { ...data, autosave: undefined }, undefined, notice)
        // What the user typed and did not save (ADR 094): offered, or with `?autosave=1` shown in the form.
        const form = formOf(data)
        const autosave = await autosaveFor(app.services.autosaves, { ...data.autosave!, latestAt: data.revisions.find((r) => r.isLatest)?.createdAt ?? null, echo: form.echo, restore: req.query[RESTORE_QUERY] === '1' })
        return itemPage(reply, lang, { ...data, autosave: autosave.view }, autosave.echo ? { errors: {}, echo: autosave.echo } : form, notice)
      })

      app.post<{ Params: { id: string } }>(`${base}/:id`, { config: { permission: { ...UPDATE, somewhere: true } } }, async (req, reply) => {
        const { row, target } = await reachable(req, req.params.id)
        const id = row.id
        const body = formBody(req)
        const submitted = parseForm(kind.itemForm, body)
        const data = await itemData(req, id, target)
        const refuse = (key: string, status: number, form?: FormState<z.ZodObject, string>) => itemPage(reply, lang, data, form, error(key), status)
        // The picture (ADR 096): the picker's radio buttons; without its field the picture stays.
        const pictureField = kind.picture?.field
        const sentPicture = pictureField !== undefined && isRecord(body) && Object.hasOwn(body, pictureField)
        const pick = pictureField ? pickerInput(body, pictureField) : undefined
        const picked = !pick ? undefined : pick.forged || pick.ids.length > 1 ? { error: translate(galleriesAdminMessages, lang, 'refusedImageMissing') } : await pickedImages(media.item, lang, pick.ids)
        if (picked && 'items' in picked && sentPicture) data.picker = { ...data.picker!, chosen: picked.items }
        if (pick?.find && may(req, 'update', target)) {
          // A search in the picker: the same form again with everything typed kept and the matches.
          data.picker = { ...data.picker!, query: pick.query, page: pick.page, results: await media.list({ q: pick.query, page: pick.page }), error: picked && 'error' in picked ? picked.error : undefined }
          const base = isRecord(body) && typeof body.base === 'string' ? body.base : ''
          return itemPage(reply, lang, data, { errors: {}, echo: { ...echoOfBody(kind.itemForm, body), base } })
        }
        // The roles decide what each button may do on this item; a button the page did not offer is refused.
        const needs: Record<ItemAction, 'update' | 'publish' | 'review'> = { draft: 'update', preview: 'update', submit: 'update', publish: 'publish', unpublish: 'publish', return: 'review' }
        const pressed = isRecord(body) && typeof body.action === 'string' ? (body.action as ItemAction) : undefined
        if (pressed && Object.hasOwn(needs, pressed) && !may(req, needs[pressed], target)) return refuse('refusedPermission', 403, submitted.ok ? undefined : submitted)
        if (!submitted.ok) return refuse('refusedInvalid', 422, submitted)
        const v = submitted.values as unknown as V & ItemFormExtras
        const who = actor(req)

        if (v.action === 'unpublish') {
          await editorial.unpublish(name, id, who)
          return reply.redirect(p.item(lang, id, 'unpublished'), 303)
        }
        if (v.action === 'return') {
          if (!v.comment) return refuse('commentRequired', 422, { errors: { comment: 'commentRequired' }, echo: formOf(data).echo })
          try {
            await editorial.returnForChanges(name, id, { ...who, comment: v.comment })
          } catch (err) {
            if (err instanceof EditorialError && err.failure.kind === 'not-in-review') return refuse('refusedNotInReview', 409)
            throw err
          }
          return reply.redirect(p.item(lang, id, 'returned'), 303)
        }

        const typed = { ...echoOfBody(kind.itemForm, body), base: v.base === null ? '' : String(v.base) }
        if (picked && 'error' in picked) {
          data.picker = { ...data.picker!, error: picked.error }
          return refuse('refusedInvalid', 422, { errors: {}, echo: typed })
        }
        const content = { ...kind.contentOf(v, data.content), ...(sentPicture && picked && 'items' in picked ? { [pictureField!]: picked.items[0]?.id ?? null } : {}) } as C
        // A placement out of the user's scope (a forged one) is refused, as is one that does not exist.
        if (!kind.inScope(data.scope, content)) return refuse('refusedPermission', 403, { errors: { [kind.scopeRefusal.field]: kind.scopeRefusal.key }, echo: typed })
        const checked = await kind.check?.(content, id)
        if (checked) return refuse(checked.status === 403 ? 'refusedPermission' : 'refusedInvalid', checked.status, { errors: { [checked.field]: checked.key }, echo: typed })
        const now = new Date()
        const old = kind.slugsOf(row)
        const next = Object.fromEntries(kind.slugFields.map((f) => [f, String((v as Record<string, unknown>)[f] ?? '') || old[f]!]))
        const changed = Object.fromEntries(Object.entries(next).filter(([f, s]) => s !== old[f]))
        const moves = Object.keys(changed).length > 0
        if (moves && !data.canChangeSlug) return refuse('refusedPermission', 403)
        const takenField = moves ? await kind.slugTaken(changed, id) : undefined
        if (takenField) return refuse('refusedInvalid', 409, { errors: { [takenField]: 'slugTaken' }, echo: typed })
        if (v.action === 'publish' && v.publishAt && v.publishAt <= now) return refuse('refusedInvalid', 422, { errors: { publishAt: 'refusedPast' }, echo: typed })
        // A revision only when something changed; the check against `base` holds either way.
        let revisionId = data.state.latestRevisionId
        if (v.base !== data.state.latestRevisionId || !sameContent(content, data.content)) {
          try {
            revisionId = await editorial.saveDraft(name, id, content, { ...who, base: v.base, now })
          } catch (err) {
            if (err instanceof EditorialError && err.failure.kind === 'stale') {
              const latest = data.revisions.find((r) => r.isLatest)
              const stale = { saved: data.content, savedBy: latest?.authorEmail ?? null, savedAt: latest?.createdAt ?? now }
              // The form keeps what the user typed, now based on the latest revision: saving again is a choice made with both in view.
              return itemPage(reply, lang, { ...data, content, stale }, formOf(data, content), error('refusedStale'), 409)
            }
            if (err instanceof EditorialError && (err.failure.kind === 'invalid' || err.failure.kind === 'conflict')) return refuse('refusedInvalid', 422, { errors: {}, echo: typed })
            throw err
          }
        }
        if (moves) {
          // Once on the site, the old address is known to people and search engines: it redirects, in both languages.
          const known = !!(row.firstPublishedAt || row.live)
          const moved = await kind.changeSlugs(id, next, async (tx, before) => {
            if (!known) return
            for (const l of ['cs', 'en'] as const) {
              const from = kind.publicPath(l, before)
              const to = kind.publicPath(l, next)
              if (from !== to) await redirects.moved(tx, from, to, who.userId)
            }
          })
          if (!moved) return refuse('refusedInvalid', 409, { errors: { [kind.slugFields[0]!]: 'slugTaken' }, echo: typed })
        }
        switch (v.action) {
          case 'preview':
            return reply.redirect(p.preview(lang, id, revisionId ?? undefined), 303)
          case 'submit':
            await editorial.submit(name, id, who)
            return reply.redirect(p.item(lang, id, 'submitted'), 303)
          case 'publish': {
            const { scheduledFor } = await editorial.publish(name, id, { ...who, revisionId: revisionId ?? undefined, at: v.publishAt ?? undefined, now })
            return reply.redirect(p.item(lang, id, scheduledFor ? 'scheduled' : 'published'), 303)
          }
          default:
            return reply.redirect(p.item(lang, id, moves ? 'moved' : 'saved'), 303)
        }
      })

      app.get<{ Params: { id: string }; Querystring: { a?: unknown; b?: unknown } }>(`${base}/:id/${ADMIN_COMPARE[lang]}`, { config: { permission: { ...READ, somewhere: true } } }, async (req, reply) => {
        const { row } = await reachable(req, req.params.id)
        const revisions = await editorial.revisions(name, row.id)
        const pick = (raw: unknown) => (typeof raw === 'string' && ID.test(raw) ? revisions.find((r) => r.id === Number(raw)) : undefined)
        if ((req.query.a !== undefined && !pick(req.query.a)) || (req.query.b !== undefined && !pick(req.query.b))) throw new NotFoundError(req.url)
        // Without a choice: what is live (or the one before) against the latest.
        const newer = pick(req.query.b) ?? revisions[0]
        const older = pick(req.query.a) ?? revisions.find((r) => r.isLive && r !== newer) ?? revisions[1] ?? newer
        if (!newer || !older) {
          const current = await contentAt(row.id, null)
          return reply.page(kind.pages.compare(lang, nav(req, lang), row, current ? kind.nameOf(current) : '', undefined, undefined, []))
        }
        const [a, b] = older.id <= newer.id ? [older, newer] : [newer, older]
        const [before, after] = await Promise.all([editorial.revisionContent(name, row.id, a.id), editorial.revisionContent(name, row.id, b.id)])
        return reply.page(kind.pages.compare(lang, nav(req, lang), row, kind.nameOf(after as C), a, b, await compareRevisions(before, after, lang, app.services.media.byIds)))
      })

      app.post<{ Params: { id: string } }>(`${base}/:id/${ADMIN_RESTORE[lang]}`, { config: { permission: { ...UPDATE, somewhere: true } } }, async (req, reply) => {
        const { row, target } = await reachable(req, req.params.id)
        const data = await itemData(req, row.id, target)
        if (!may(req, 'update', target)) return itemPage(reply, lang, data, undefined, error('refusedPermission'), 403)
        const body = formBody(req)
        const field = (n: string) => (isRecord(body) && typeof body[n] === 'string' ? (body[n] as string) : '')
        const revision = data.revisions.find((r) => ID.test(field('revision')) && r.id === Number(field('revision')))
        if (!revision || !/^\d{1,10}$/.test(field('base'))) return itemPage(reply, lang, data, undefined, error('refusedInvalid'), 422)
        const old = (await editorial.revisionContent(name, row.id, revision.id)) as C
        // An old revision may place the item out of the user's scope now: restoring it would move it out.
        if (!kind.inScope(data.scope, old)) return itemPage(reply, lang, data, undefined, error('refusedPermission'), 403)
        try {
          // Restoring makes a new revision with the old content: the history keeps everything.
          await editorial.saveDraft(name, row.id, old, { ...actor(req), base: Number(field('base')) })
        } catch (err) {
          if (err instanceof EditorialError && err.failure.kind === 'stale') return itemPage(reply, lang, data, undefined, error('refusedStale'), 409)
          if (err instanceof EditorialError && (err.failure.kind === 'invalid' || err.failure.kind === 'conflict')) return itemPage(reply, lang, data, undefined, error('refusedInvalid'), 422)
          throw err
        }
        return reply.redirect(p.item(lang, row.id, 'restored'), 303)
      })

      // A shared preview link (ADR 066): who may change the item may show the draft outside; the
      // new link is shown once, in the answer to this post.
      app.post<{ Params: { id: string } }>(`${base}/:id/${share}`, { config: { permission: { ...UPDATE, somewhere: true } } }, async (req, reply) => {
        const { row, target } = await reachable(req, req.params.id)
        if (!may(req, 'update', target)) return itemPage(reply, lang, await itemData(req, row.id, target), undefined, error('refusedPermission'), 403)
        const hours = Number(singleValue(formBody(req), 'hours'))
        if (!(PREVIEW_LINK_HOURS as readonly number[]).includes(hours)) {
          return itemPage(reply, lang, await itemData(req, row.id, target), undefined, { kind: 'error', text: translate(previewLinkMessages, lang, 'hoursInvalid') }, 422)
        }
        const { token } = await previewLinks.share({ userId: req.user!.id, ip: req.ip }, name, row.id, hours as PreviewLinkHours)
        const url = `${originOf(req, app.config.PUBLIC_ORIGIN)}${paths.sharedPreview('cs', token)}`
        return itemPage(reply, lang, await itemData(req, row.id, target), undefined, { kind: 'status', text: translate(previewLinkMessages, lang, 'created'), detail: <SharedLink lang={lang} url={url} /> }, 201)
      })

      app.post<{ Params: { id: string; link: string } }>(`${base}/:id/${share}/:link/${lang === 'cs' ? 'zrusit' : 'revoke'}`, { config: { permission: { ...UPDATE, somewhere: true } } }, async (req, reply) => {
        const { row, target } = await reachable(req, req.params.id)
        if (!may(req, 'update', target)) return itemPage(reply, lang, await itemData(req, row.id, target), undefined, error('refusedPermission'), 403)
        const revoked = ID.test(req.params.link) && (await previewLinks.revoke({ userId: req.user!.id, ip: req.ip }, name, row.id, Number(req.params.link)))
        if (!revoked) return itemPage(reply, lang, await itemData(req, row.id, target), undefined, { kind: 'error', text: translate(previewLinkMessages, lang, 'revokeMissing') }, 404)
        return reply.redirect(p.item(lang, row.id, 'unshared'), 303)
      })

      // The public page as the draft (or a revision) would make it, in the administration's language.
      app.get<{ Params: { id: string }; Querystring: { revision?: unknown } }>(`${base}/:id/${ADMIN_PREVIEW[lang]}`, { config: { permission: { ...READ, somewhere: true } } }, async (req, reply) => {
        const { row } = await reachable(req, req.params.id)
        const revision = typeof req.query.revision === 'string' && ID.test(req.query.revision) ? Number(req.query.revision) : undefined
        const state = await editorial.state(name, row.id)
        let content: C
        try {
          content = await contentAt(row.id, revision ?? state?.latestRevisionId ?? null)
        } catch (err) {
          if (err instanceof EditorialError && err.failure.kind === 'not-found') throw new NotFoundError(req.url)
          throw err
        }
        const model = await kind.preview(app.db, row.id, content, lang)
        if (!model) throw new NotFoundError(req.url)
        return reply.page(kind.pages.preview(lang, row.id, revision, model))
      })
    })
  }
}
