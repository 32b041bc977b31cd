/**
 * The page tree's administration (issue 25, ADR 063), the content feature's admin part, on the
 * news administration's pattern (ADR 059): every route names its permission; each page is then
 * checked where it sits (its faculty and its address, `section:` scopes): out of reach is the
 * site's 404, an act the user's roles do not allow there is a 403 with a message that changes
 * nothing. Content goes through the editorial service; the tree's acts through the repository's
 * locked transactions, with the redirects of moved addresses in the same transaction.
 *
 * - GET the tree (`?site=`), GET/POST `/nova` · `/new` (`?parent=` or `?site=`).
 * - GET/POST `/{id}`: the page's form and its editorial buttons; preview, compare, restore.
 * - POST `/{id}/presunout` · `move`, `/poradi` · `order`, `/kopirovat` · `copy`, `/smazat` · `delete`.
 * The trash's routes are pages-trash.routes.tsx.
 */
import type { ItemAction } from '../../editorial/admin/item-actions.js'
import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { isRecord, parseForm, type FormState } from '../../../forms/form.js'
import { editorialMessages, type EditorialMessageKey } from '../../../i18n/editorial.js'
import { formatDateTime, translate, type Lang } from '../../../i18n/index.js'
import { pagesAdminMessages, type PagesAdminMessageKey } from '../../../i18n/pages-admin.js'
import { NotFoundError } from '../../../server/errors.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { originOf } from '../../../server/origin.js'
import { parseVideoCodes } from '../../../shared/sign-language.js'
import { slugify } from '../../../shared/slug.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { ADMIN_COMPARE, ADMIN_NEW, ADMIN_PREVIEW, ADMIN_RESTORE, PAGE_ACTS, paths, routes } from '../../../ui/paths.js'
import type { Action, Target } from '../../access/permissions.js'
import { compareRevisions } from '../../editorial/compare.js'
import { EditorialError } from '../../editorial/editorial.types.js'
import { sitePath } from '../../redirects/redirects.service.js'
import { contentPageModel } from '../content-page.js'
import type { PageContent } from '../pages.editorial.js'
import { CREATE_PAGE, DELETE_PAGE, pageTarget, READ_PAGE, UPDATE_PAGE } from '../permissions.js'
import { pageComparePageModel, pagePreviewModel } from './pages-admin-extra.js'
import { formOfPage, newPagePageModel, pageItemPageModel, treePageModel, type PageItemData, type Site, type TreeNode } from './pages-admin-pages.js'
import { autosaveFor, createKeyOf, newFormAgain, newFormAutosave, RESTORE_QUERY } from '../../editorial/admin/autosave-offer.js'
import type { AdminPageItem, AdminPageRow } from './pages-admin.repository.js'
import { CopyForm, MoveForm, NewPageForm, OrderForm, PageForm, rowsOfForm, TrashForm } from './pages-admin.schema.js'

const ID = /^[1-9]\d{0,8}$/
const DONE = ['created', 'saved', 'submitted', 'published', 'scheduled', 'unpublished', 'returned', 'restored', 'moved', 'ordered', 'copied', 'trashed', 'untrashed'] as const
type Done = (typeof DONE)[number]
const doneText: Record<Done, { e?: EditorialMessageKey; p?: PagesAdminMessageKey }> = {
  created: { p: 'doneCreated' },
  saved: { e: 'saved' },
  submitted: { e: 'submitted' },
  published: { e: 'published' },
  scheduled: { e: 'scheduledNotice' },
  unpublished: { e: 'unpublished' },
  returned: { e: 'returned' },
  restored: { e: 'restored' },
  moved: { p: 'doneMoved' },
  ordered: { p: 'doneOrdered' },
  copied: { p: 'doneCopied' },
  trashed: { p: 'doneTrashed' },
  untrashed: { p: 'doneRestored' },
}

const ADMIN_PREFIXES = [routes.adminHome.cs, routes.adminHome.en]

const sameContent = (a: PageContent, b: PageContent) => JSON.stringify({ ...a, sort: undefined }) === JSON.stringify({ ...b, sort: undefined })

export const pagesAdminRoutes: FastifyPluginAsync = async (app) => {
  const { editorial, pagesAdmin, redirects } = app.services
  const entity = editorial.entity('page')

  const e = (lang: Lang, key: EditorialMessageKey, values?: Record<string, string>) => translate(editorialMessages, lang, key, values)
  const p = (lang: Lang, key: PagesAdminMessageKey, values?: Record<string, string>) => translate(pagesAdminMessages, lang, key, values)
  const error = (text: string): AdminNoticeModel => ({ kind: 'error', text })
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminPages(lang))
  const may = (req: FastifyRequest, action: Action, target: Target) => app.access.can(req.user, action, 'page', target)
  const actor = (req: FastifyRequest) => ({ userId: req.user!.id, origin: originOf(req, app.config.PUBLIC_ORIGIN), ip: req.ip })
  const targetOf = pageTarget

  async function sites(lang: Lang): Promise<Array<Site & { slug: string | null }>> {
    const faculties = await pagesAdmin.faculties()
    return [{ id: null, slug: null, name: p(lang, 'siteUniversity') }, ...faculties.map((f) => ({ id: f.id, slug: f.slug, name: lang === 'cs' ? f.nameCs : f.nameEn }))]
  }

  const siteTarget = (site: { slug: string | null }): Target => (site.slug ? { faculty: site.slug } : {})
  /** The first site where the user may `action` pages as a whole, else the university's. */
  const firstSite = <S extends { slug: string | null }>(req: FastifyRequest, all: S[], action: Action): S => all.find((s) => may(req, action, siteTarget(s))) ?? all[0]!

  /** The page and where it sits, or a 404 for a page that does not exist, is in the trash or is out of reach. */
  async function reachable(req: FastifyRequest, raw: string): Promise<{ item: AdminPageItem; target: Target }> {
    if (!ID.test(raw)) throw new NotFoundError(req.url)
    const item = await pagesAdmin.item(Number(raw))
    if (!item || item.trashedAt) throw new NotFoundError(req.url)
    const target = targetOf(item, item.facultySlug)
    if (!may(req, 'read', target)) throw new NotFoundError(req.url)
    return { item, target }
  }

  /** The tree of a site as the user may see it: a page whose parent is out of reach shows at the top. */
  function nest(req: FastifyRequest, rows: AdminPageRow[], facultySlug: string | null): TreeNode[] {
    const visible = rows.filter((r) => may(req, 'read', targetOf(r, facultySlug)))
    const ids = new Set(visible.map((r) => r.id))
    const nodes = new Map<number, TreeNode>(visible.map((r) => [r.id, { row: r, canCreate: may(req, 'create', targetOf(r, facultySlug)), canOrder: may(req, 'update', targetOf(r, facultySlug)), children: [] }]))
    const top: TreeNode[] = []
    for (const r of visible) {
      const node = nodes.get(r.id)!
      if (r.parentId !== null && ids.has(r.parentId)) nodes.get(r.parentId)!.children.push(node)
      else top.push(node)
    }
    return top
  }

  async function itemData(req: FastifyRequest, item: AdminPageItem, target: Target): Promise<PageItemData> {
    const [state, review, revisions, others, tree, below] = await Promise.all([
      editorial.state('page', item.id),
      editorial.latestReview('page', item.id),
      editorial.revisions('page', item.id),
      editorial.presence('page', item.id, req.user!.id),
      pagesAdmin.tree(item.lang, item.facultyId),
      pagesAdmin.subtree(item.id),
    ])
    const content = (state!.latestRevisionId !== null ? await editorial.revisionContent('page', item.id, state!.latestRevisionId) : await entity.snapshot(app.db, item.id)) as PageContent
    const published = item.firstPublishedAt !== null
    const excluded = new Set(below)
    return {
      item,
      state: state!,
      content,
      review,
      revisions,
      others,
      powers: {
        update: may(req, 'update', target),
        publish: may(req, 'publish', target),
        review: may(req, 'review', target),
        create: may(req, 'create', target),
        move: may(req, published ? 'publish' : 'update', target),
        delete: may(req, 'delete', target),
      },
      parents: tree.filter((r) => !excluded.has(r.id) && may(req, 'update', targetOf(r, item.facultySlug))).map((r) => ({ id: r.id, label: `${r.title} (/${r.path})` })),
      autosave: { userId: req.user!.id, entity: 'page', key: String(item.id) },
    }
  }

  function itemPage(reply: FastifyReply, lang: Lang, data: PageItemData, form?: FormState<typeof PageForm.schema, EditorialMessageKey>, notice?: AdminNoticeModel, status?: number) {
    return reply.code(status ?? 200).page(pageItemPageModel(lang, nav(reply.request, lang), data, form ?? formOfPage(data.content, data.state.latestRevisionId, data.item.slug), notice, status))
  }

  /** Tells the redirects of every published address a move or rename changed, in its transaction. */
  const redirectMoves = (userId: number) => async (tx: Parameters<typeof redirects.moved>[0], changes: Array<{ lang: Lang; from: string; to: string; published: boolean }>) => {
    for (const c of changes) if (c.published && c.from !== c.to) await redirects.moved(tx, paths.content(c.lang, c.from), paths.content(c.lang, c.to), userId)
  }

  eachLang((lang) => {
    const base = routes.adminPages[lang]
    const perm = (permission: typeof READ_PAGE) => ({ config: { permission: { ...permission, somewhere: true } } })

    app.get<{ Querystring: Record<string, unknown> }>(base, perm(READ_PAGE), async (req, reply) => {
      const all = await sites(lang)
      const raw = req.query.site
      // Without a choice: the first site the user may read pages of (a faculty's editor, their faculty).
      const site = typeof raw === 'string' && ID.test(raw) ? all.find((s) => s.id === Number(raw)) : raw === '' ? all[0] : raw === undefined ? firstSite(req, all, 'read') : undefined
      if (!site) throw new NotFoundError(req.url)
      const rows = await pagesAdmin.tree(lang, site.id)
      const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as Done) : undefined
      const siteTarget: Target = site.slug ? { faculty: site.slug } : {}
      return reply.page(
        treePageModel(lang, nav(req, lang), {
          sites: all,
          site,
          nodes: nest(req, rows, site.slug),
          canCreateTop: may(req, 'create', siteTarget),
          canTrash: app.access.canSomewhere(req.user, 'delete', 'page'),
          notice: done ? { kind: 'status', text: doneText[done].p ? p(lang, doneText[done].p!) : e(lang, doneText[done].e!) } : undefined,
        }),
      )
    })

    /** Where a new page goes: under a parent in reach, or at the top of a site the user may create in. */
    async function placeOf(req: FastifyRequest, at: { parent: number | null; site: number | null | undefined }) {
      const all = await sites(lang)
      if (at.parent !== null) {
        const parent = await pagesAdmin.item(at.parent)
        if (!parent || parent.trashedAt || !may(req, 'read', targetOf(parent, parent.facultySlug))) return undefined
        const site = all.find((s) => s.id === parent.facultyId)!
        return { lang: parent.lang, site, parent: { id: parent.id, label: `${parent.title} (/${parent.path})`, path: parent.path }, allowed: may(req, 'create', targetOf(parent, parent.facultySlug)) }
      }
      const site = at.site === undefined ? firstSite(req, all, 'create') : all.find((s) => s.id === at.site)
      if (!site) return undefined
      return { lang, site, parent: null, allowed: may(req, 'create', site.slug ? { faculty: site.slug } : {}) }
    }

    app.get<{ Querystring: Record<string, unknown> }>(`${base}/${ADMIN_NEW[lang]}`, perm(CREATE_PAGE), async (req, reply) => {
      const num = (v: unknown) => (typeof v === 'string' && ID.test(v) ? Number(v) : null)
      if ((req.query.parent !== undefined && num(req.query.parent) === null) || (req.query.site !== undefined && num(req.query.site) === null)) throw new NotFoundError(req.url)
      // The create form's autosave (`new`, ADR 094): offered, or with `?autosave=1` shown in the form, where it was typed (when still allowed).
      const autosave = await newFormAutosave(app.services.autosaves, { userId: req.user!.id, entity: 'page', restore: req.query[RESTORE_QUERY] === '1' })
      const saved = autosave.echo ? await placeOf(req, { parent: num(autosave.echo.parent), site: autosave.echo.site === '' ? null : (num(autosave.echo.site) ?? undefined) }) : undefined
      const place = saved?.allowed ? saved : await placeOf(req, { parent: num(req.query.parent), site: req.query.site === undefined ? undefined : num(req.query.site) })
      if (!place || !place.allowed) throw new NotFoundError(req.url)
      return reply.page(newPagePageModel(lang, nav(req, lang), place, autosave.echo ? { errors: {}, echo: autosave.echo } : undefined, undefined, undefined, autosave))
    })

    app.post(`${base}/${ADMIN_NEW[lang]}`, perm(CREATE_PAGE), async (req, reply) => {
      // The same form posted again (a double click, a second tab's restored copy): the page it made (ADR 094).
      const before = await editorial.createdWith('page', req.user!.id, createKeyOf(formBody(req)))
      if (before !== undefined) return reply.redirect(paths.adminPage(lang, before, 'created'), 303)
      const again = newFormAgain(req.user!.id, 'page', formBody(req))
      const submitted = parseForm(NewPageForm, formBody(req))
      const fallback = { lang, site: (await sites(lang))[0]!, parent: null }
      if (!submitted.ok) return reply.code(422).page(newPagePageModel(lang, nav(req, lang), fallback, submitted, error(e(lang, 'refusedInvalid')), 422, again))
      const v = submitted.values
      const place = await placeOf(req, { parent: v.parent, site: v.site })
      const echo = { errors: {}, echo: { title: v.title, perex: v.perex, slug: v.slug } }
      // Where the page goes must be within the user's reach, whatever the form says.
      if (!place || !place.allowed) return reply.code(403).page(newPagePageModel(lang, nav(req, lang), place ?? fallback, echo, error(e(lang, 'refusedPermission')), 403, again))
      const pageLang = place.parent ? place.lang : v.lang
      const slug = v.slug || slugify(v.title, 100) || `stranka-${Date.now().toString(36)}`
      try {
        const { id } = await editorial.create(
          'page',
          {
            placement: { translationKey: `page/${randomUUID()}`, lang: pageLang, facultyId: place.site.id, parentId: place.parent?.id ?? null, slug },
            content: { title: v.title, perex: v.perex, inMenu: false, sections: [], faqs: [] },
          },
          { ...actor(req), createKey: createKeyOf(formBody(req)) },
        )
        return reply.redirect(paths.adminPage(lang, id, 'created'), 303)
      } catch (err) {
        if (err instanceof EditorialError && err.failure.kind === 'already-created') return reply.redirect(paths.adminPage(lang, err.failure.id, 'created'), 303)
        if (err instanceof EditorialError && err.failure.kind === 'conflict') return reply.code(409).page(newPagePageModel(lang, nav(req, lang), place, { errors: { slug: 'refusedConflict' }, echo: { ...echo.echo, slug } }, error(p(lang, 'refusedPathTaken')), 409, again))
        if (err instanceof EditorialError && err.failure.kind === 'invalid') return reply.code(422).page(newPagePageModel(lang, nav(req, lang), place, echo, error(e(lang, 'refusedInvalid')), 422, again))
        throw err
      }
    })

    app.get<{ Params: { id: string }; Querystring: { done?: unknown; [RESTORE_QUERY]?: unknown } }>(`${base}/:id`, perm(READ_PAGE), async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      const data = await itemData(req, item, target)
      const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as Done) : undefined
      const text = done ? (doneText[done].p ? p(lang, doneText[done].p!) : e(lang, doneText[done].e!, { at: data.state.goLiveAt ? formatDateTime(lang, data.state.goLiveAt) : '' })) : undefined
      const notice = text ? { kind: 'status' as const, text } : undefined
      if (!data.powers.update) return itemPage(reply, lang, { ...data, autosave: undefined }, undefined, notice)
      // What the user typed and did not save (ADR 094): offered, or with `?autosave=1` shown in the form, its rows too.
      const form = formOfPage(data.content, data.state.latestRevisionId, item.slug)
      const autosave = await autosaveFor(app.services.autosaves, { ...data.autosave!, latestAt: data.revisions.find((r) => r.isLatest)?.createdAt ?? null, echo: form.echo, restore: req.query[RESTORE_QUERY] === '1' })
      const rows = autosave.fields ? rowsOfForm(autosave.fields) : undefined
      return itemPage(reply, lang, { ...data, content: rows ? { ...data.content, ...rows } : data.content, autosave: autosave.view }, autosave.echo ? { errors: {}, echo: autosave.echo } : form, notice)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id`, perm(UPDATE_PAGE), async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      const body = formBody(req)
      const submitted = parseForm(PageForm, body)
      const data = await itemData(req, item, target)
      const refuse = (text: string, status: number, form?: FormState<typeof PageForm.schema, EditorialMessageKey>) => itemPage(reply, lang, data, form, error(text), status)
      const needs: Record<ItemAction, Action> = { draft: 'update', preview: 'update', submit: 'update', publish: 'publish', unpublish: 'publish', return: 'review' }
      const pressed = isRecord(body) && typeof body.action === 'string' ? (body.action as ItemAction) : undefined
      if (pressed && Object.hasOwn(needs, pressed) && !may(req, needs[pressed], target)) return refuse(e(lang, 'refusedPermission'), 403)
      if (!submitted.ok) return refuse(e(lang, 'refusedInvalid'), 422, submitted)
      const v = submitted.values
      const who = actor(req)
      if (v.action === 'unpublish') {
        await editorial.unpublish('page', item.id, who)
        return reply.redirect(paths.adminPage(lang, item.id, 'unpublished'), 303)
      }
      if (v.action === 'return') {
        if (!v.comment) return refuse(e(lang, 'commentRequired'), 422)
        try {
          await editorial.returnForChanges('page', item.id, { ...who, comment: v.comment })
        } catch (err) {
          if (err instanceof EditorialError && err.failure.kind === 'not-in-review') return refuse(e(lang, 'refusedNotInReview'), 409)
          throw err
        }
        return reply.redirect(paths.adminPage(lang, item.id, 'returned'), 303)
      }
      const rows = rowsOfForm(body)
      const echo = { errors: {}, echo: { title: v.title, perex: v.perex, inMenu: v.inMenu, slug: v.slug, base: v.base === null ? '' : String(v.base) } }
      if (!rows) return refuse(p(lang, 'refusedRows'), 422, echo)
      const content: PageContent = { title: v.title, perex: v.perex, inMenu: v.inMenu === 'on', ...rows }
      const now = new Date()
      const newSlug = v.slug && v.slug !== item.slug ? v.slug : undefined
      if (newSlug && !data.powers.move) return refuse(e(lang, 'refusedPermission'), 403)
      if (v.action === 'publish' && v.publishAt && v.publishAt <= now) return refuse(e(lang, 'refusedInvalid'), 422, { errors: { publishAt: 'refusedPast' }, echo: echo.echo })
      let revisionId = data.state.latestRevisionId
      if (v.base !== data.state.latestRevisionId || !sameContent(content, data.content)) {
        try {
          revisionId = await editorial.saveDraft('page', item.id, content, { ...who, base: v.base, now })
        } catch (err) {
          if (err instanceof EditorialError && err.failure.kind === 'stale') {
            const latest = data.revisions.find((r) => r.isLatest)
            const stale = { saved: data.content, savedBy: latest?.authorEmail ?? null, savedAt: latest?.createdAt ?? now }
            // What the user typed stays, now based on the latest revision: saving again is a choice made with both in view.
            return itemPage(reply, lang, { ...data, content, stale }, formOfPage(content, data.state.latestRevisionId, item.slug), error(e(lang, 'refusedStale')), 409)
          }
          if (err instanceof EditorialError && err.failure.kind === 'invalid') return refuse(e(lang, 'refusedInvalid'), 422, echo)
          throw err
        }
      }
      if (newSlug) {
        const moved = await pagesAdmin.move(item.id, { parentId: item.parentId, slug: newSlug }, redirectMoves(who.userId))
        if (!moved.ok) return refuse(p(lang, 'refusedPathTaken'), 409, { errors: { slug: 'refusedConflict' }, echo: { ...formOfPage(content, revisionId, newSlug).echo } })
      }
      switch (v.action) {
        case 'preview':
          return reply.redirect(paths.adminPagePreview(item.lang, item.id, revisionId ?? undefined), 303)
        case 'submit':
          await editorial.submit('page', item.id, who)
          return reply.redirect(paths.adminPage(lang, item.id, 'submitted'), 303)
        case 'publish': {
          const { scheduledFor } = await editorial.publish('page', item.id, { ...who, revisionId: revisionId ?? undefined, at: v.publishAt ?? undefined, now })
          return reply.redirect(paths.adminPage(lang, item.id, scheduledFor ? 'scheduled' : 'published'), 303)
        }
        default:
          return reply.redirect(paths.adminPage(lang, item.id, newSlug ? 'moved' : 'saved'), 303)
      }
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${PAGE_ACTS.move[lang]}`, perm(UPDATE_PAGE), async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      const data = await itemData(req, item, target)
      const refuse = (text: string, status: number) => itemPage(reply, lang, data, undefined, error(text), status)
      if (!data.powers.move) return refuse(e(lang, 'refusedPermission'), 403)
      const submitted = parseForm(MoveForm, formBody(req))
      if (!submitted.ok) return refuse(e(lang, 'refusedInvalid'), 422)
      const parentId = submitted.values.parent
      // The destination must be within the user's reach too: moving out of one's section is no way to reach another.
      if (parentId !== null) {
        const parent = await pagesAdmin.item(parentId)
        if (parent && !parent.trashedAt && !may(req, 'update', targetOf(parent, parent.facultySlug))) return refuse(e(lang, 'refusedPermission'), 403)
      } else if (!may(req, 'create', item.facultySlug ? { faculty: item.facultySlug } : {})) return refuse(e(lang, 'refusedPermission'), 403)
      const moved = await pagesAdmin.move(item.id, { parentId, slug: item.slug }, redirectMoves(req.user!.id))
      if (!moved.ok) {
        const key: Record<typeof moved.problem, PagesAdminMessageKey> = { 'not-found': 'refusedNoParent', 'no-parent': 'refusedNoParent', cycle: 'refusedCycle', 'other-site': 'refusedOtherSite', conflict: 'refusedPathTaken' }
        return refuse(p(lang, key[moved.problem]), moved.problem === 'conflict' ? 409 : 422)
      }
      return reply.redirect(paths.adminPage(lang, item.id, 'moved'), 303)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${PAGE_ACTS.order[lang]}`, perm(UPDATE_PAGE), async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      const back = async (status: number, text: string) => reply.code(status).page(await treePageModelFor(req, item, text, status))
      if (!may(req, 'update', target)) return back(403, e(lang, 'refusedPermission'))
      const submitted = parseForm(OrderForm, formBody(req))
      if (!submitted.ok) return back(422, e(lang, 'refusedInvalid'))
      const done = await pagesAdmin.reorder(item.id, submitted.values.direction)
      if (done === undefined) throw new NotFoundError(req.url)
      if (!done) return back(409, p(lang, 'refusedEdge'))
      return reply.redirect(`${paths.adminPages(lang, { site: item.facultyId ?? undefined, done: 'ordered' })}#page-${item.id}`, 303)
    })

    /** The tree of the page's site with a refusal (an order act answers on the tree it came from). */
    async function treePageModelFor(req: FastifyRequest, item: AdminPageItem, text: string, status: number) {
      const all = await sites(lang)
      const site = all.find((s) => s.id === item.facultyId)!
      return treePageModel(lang, nav(req, lang), {
        sites: all,
        site,
        nodes: nest(req, await pagesAdmin.tree(lang, site.id), site.slug),
        canCreateTop: may(req, 'create', site.slug ? { faculty: site.slug } : {}),
        canTrash: app.access.canSomewhere(req.user, 'delete', 'page'),
        notice: error(text),
        status,
      })
    }

    app.post<{ Params: { id: string } }>(`${base}/:id/${PAGE_ACTS.copy[lang]}`, perm(CREATE_PAGE), async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      const data = await itemData(req, item, target)
      if (!may(req, 'create', target)) return itemPage(reply, lang, data, undefined, error(e(lang, 'refusedPermission')), 403)
      if (!parseForm(CopyForm, formBody(req)).ok) return itemPage(reply, lang, data, undefined, error(e(lang, 'refusedInvalid')), 422)
      const suffix = translate(pagesAdminMessages, item.lang, 'copySuffix')
      const word = translate(pagesAdminMessages, item.lang, 'copySlug')
      const parentPath = item.path.slice(0, item.path.length - item.slug.length)
      // A free address: `…-kopie`, `…-kopie-2`, … (the trash's addresses are taken too).
      let slug = `${item.slug.slice(0, 100)}-${word}`
      for (let n = 2; await pagesAdmin.pathTaken(item.lang, parentPath + slug); n++) slug = `${item.slug.slice(0, 100)}-${word}-${n}`
      const title = data.content.title.slice(0, 200 - suffix.length) + suffix
      try {
        const { id } = await editorial.create(
          'page',
          { placement: { translationKey: `page/${randomUUID()}`, lang: item.lang, facultyId: item.facultyId, parentId: item.parentId, slug }, content: { ...data.content, title, inMenu: false, sort: undefined } },
          actor(req),
        )
        return reply.redirect(paths.adminPage(lang, id, 'copied'), 303)
      } catch (err) {
        if (err instanceof EditorialError && (err.failure.kind === 'conflict' || err.failure.kind === 'invalid')) return itemPage(reply, lang, data, undefined, error(p(lang, 'refusedPathTaken')), 409)
        throw err
      }
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${PAGE_ACTS.delete[lang]}`, perm(DELETE_PAGE), async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      const data = await itemData(req, item, target)
      const refuse = (text: string, status: number) => itemPage(reply, lang, data, undefined, error(text), status)
      if (!may(req, 'delete', target)) return refuse(e(lang, 'refusedPermission'), 403)
      const submitted = parseForm(TrashForm, formBody(req))
      if (!submitted.ok) return refuse(e(lang, 'refusedInvalid'), 422)
      const raw = submitted.values.redirectTo.trim()
      const to = raw ? sitePath(raw) : undefined
      const own = paths.content(item.lang, item.path)
      if (raw && (!to || to === own || ADMIN_PREFIXES.some((a) => to === a || to.startsWith(`${a}/`)))) return refuse(p(lang, 'refusedRedirect'), 422)
      const gone = await pagesAdmin.trash(item.id, new Date(), { userId: req.user!.id, ip: req.ip }, async (tx, page) => {
        if (to && page.published) await redirects.moved(tx, paths.content(page.lang, page.path), to, req.user!.id)
      })
      if (gone === undefined) throw new NotFoundError(req.url)
      return reply.redirect(paths.adminPages(lang, { site: item.facultyId ?? undefined, done: 'trashed' }), 303)
    })

    app.get<{ Params: { id: string }; Querystring: { a?: unknown; b?: unknown } }>(`${base}/:id/${ADMIN_COMPARE[lang]}`, perm(READ_PAGE), async (req, reply) => {
      const { item } = await reachable(req, req.params.id)
      const revisions = await editorial.revisions('page', item.id)
      const pick = (raw: unknown) => (typeof raw === 'string' && ID.test(raw) ? revisions.find((r) => r.id === Number(raw)) : undefined)
      if ((req.query.a !== undefined && !pick(req.query.a)) || (req.query.b !== undefined && !pick(req.query.b))) throw new NotFoundError(req.url)
      const newer = pick(req.query.b) ?? revisions[0]
      const older = pick(req.query.a) ?? revisions.find((r) => r.isLive && r !== newer) ?? revisions[1] ?? newer
      if (!newer || !older) return reply.page(pageComparePageModel(lang, nav(req, lang), item, item.title, undefined, undefined, []))
      const [a, b] = older.id <= newer.id ? [older, newer] : [newer, older]
      const [before, after] = await Promise.all([editorial.revisionContent('page', item.id, a.id), editorial.revisionContent('page', item.id, b.id)])
      return reply.page(pageComparePageModel(lang, nav(req, lang), item, (after as PageContent).title, a, b, await compareRevisions(before, after, lang, app.services.media.byIds)))
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${ADMIN_RESTORE[lang]}`, perm(UPDATE_PAGE), async (req, reply) => {
      const { item, target } = await reachable(req, req.params.id)
      const data = await itemData(req, item, target)
      if (!may(req, 'update', target)) return itemPage(reply, lang, data, undefined, error(e(lang, 'refusedPermission')), 403)
      const body = formBody(req)
      const field = (name: string) => (isRecord(body) && typeof body[name] === 'string' ? (body[name] as string) : '')
      const revision = data.revisions.find((r) => ID.test(field('revision')) && r.id === Number(field('revision')))
      if (!revision || !/^\d{1,10}$/.test(field('base'))) return itemPage(reply, lang, data, undefined, error(e(lang, 'refusedInvalid')), 422)
      try {
        await editorial.saveDraft('page', item.id, await editorial.revisionContent('page', item.id, revision.id), { ...actor(req), base: Number(field('base')) })
      } catch (err) {
        if (err instanceof EditorialError && err.failure.kind === 'stale') return itemPage(reply, lang, data, undefined, error(e(lang, 'refusedStale')), 409)
        if (err instanceof EditorialError && err.failure.kind === 'invalid') return itemPage(reply, lang, data, undefined, error(e(lang, 'refusedInvalid')), 422)
        throw err
      }
      return reply.redirect(paths.adminPage(lang, item.id, 'restored'), 303)
    })

    app.get<{ Params: { id: string }; Querystring: { revision?: unknown } }>(`${base}/:id/${ADMIN_PREVIEW[lang]}`, perm(READ_PAGE), async (req, reply) => {
      const { item } = await reachable(req, req.params.id)
      const revision = typeof req.query.revision === 'string' && ID.test(req.query.revision) ? Number(req.query.revision) : undefined
      // The preview is the public page, so it is in the page's language.
      if (item.lang !== lang) return reply.redirect(paths.adminPagePreview(item.lang, item.id, revision), 303)
      const state = await editorial.state('page', item.id)
      const chosen = revision ?? state?.latestRevisionId ?? undefined
      let content: PageContent
      try {
        content = (chosen !== undefined ? await editorial.revisionContent('page', item.id, chosen) : await entity.snapshot(app.db, item.id)) as PageContent
      } catch (err) {
        if (err instanceof EditorialError && err.failure.kind === 'not-found') throw new NotFoundError(req.url)
        throw err
      }
      const model = contentPageModel(item.lang, {
        page: { id: item.id, translationKey: item.translationKey, facultyId: item.facultyId, parentId: item.parentId, path: item.path, title: content.title, perex: content.perex },
        sections: content.sections.map((s) => ({ ...s, signLanguageVideos: parseVideoCodes(s.signLanguageVideos) })),
        faqs: content.faqs,
        // The host the public page uses (SIGN_LANGUAGE_VIDEO_HOST): the preview is that page.
        videoHost: app.config.SIGN_LANGUAGE_VIDEO_HOST,
        children: [],
        ancestors: [],
        faculty: null,
        translationPath: null,
      })
      return reply.page(pagePreviewModel(lang, item.id, model))
    })
  })
}
