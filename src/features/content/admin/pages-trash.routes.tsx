/**
 * The trash of pages (ADR 063) and deleting from it for good (ADR 103), chief editors' (`delete
 * page`; anyone else gets the site's 404, as the admin context answers a missing permission):
 *
 * - GET `/kos` · `/trash`: the items, each with "Obnovit" and "Smazat natrvalo", and "Vyprázdnit koš".
 * - POST `/kos/{id}` restores one.
 * - GET/POST `/kos/{id}/smazat` · `/trash/{id}/delete`: deletes one item and every page below it
 *   for good; a post without `confirmed=1` (no script, so no popup asked) gets the confirmation page.
 * - GET/POST `/kos/vyprazdnit` · `/trash/empty`: the same for every item the post names (`ids`,
 *   the items the person was shown: one trashed after the question is not taken along).
 *
 * Deleting for good forgets the pages everywhere in one transaction: the redirects leading to
 * their addresses, menu items left leading to no page, their revisions and editorial records; an
 * audit entry per page stays. A link to one in text is then what the broken links report lists
 * as deleted; search, the sitemap and the caches follow the rows' change feed.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { isRecord, parseForm } from '../../../forms/form.js'
import { editorialMessages } from '../../../i18n/editorial.js'
import { translate, type Lang } from '../../../i18n/index.js'
import { pagesAdminMessages, type PagesAdminMessageKey } from '../../../i18n/pages-admin.js'
import { NotFoundError } from '../../../server/errors.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { PAGE_ACTS, paths, routes } from '../../../ui/paths.js'
import { DELETE_PAGE, pageTarget } from '../permissions.js'
import type { PurgedPage, TrashedPage } from './pages-admin.repository.js'
import { CopyForm } from './pages-admin.schema.js'
import { CONFIRMED, emptyPageModel, purgePageModel, trashPageModel } from './pages-trash-pages.js'

const ID = /^[1-9]\d{0,8}$/
/** The items a post to empty the trash may name: the list shows at most 500. */
const IDS = /^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,499}$/

export const pagesTrashRoutes: FastifyPluginAsync = async (app) => {
  const { pagesAdmin, redirects, editorial, menusAdmin } = app.services
  const p = (lang: Lang, key: PagesAdminMessageKey, values?: Record<string, string | number>) => translate(pagesAdminMessages, lang, key, values)
  const e = (lang: Lang, key: 'refusedPermission' | 'refusedInvalid') => translate(editorialMessages, lang, key)
  const error = (text: string): AdminNoticeModel => ({ kind: 'error', text })
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminPages(lang))
  const mayDelete = (req: FastifyRequest, r: TrashedPage) => app.access.can(req.user, 'delete', 'page', pageTarget(r, r.facultySlug))
  /** The trash's items the user may delete (a chief editor scoped to a faculty sees that faculty's). */
  const listed = async (req: FastifyRequest) => (await pagesAdmin.trashList()).filter((r) => mayDelete(req, r))
  const confirmed = (body: unknown) => isRecord(body) && body[CONFIRMED] === '1'

  /** What deleting pages for good makes the other features forget, in its transaction. */
  const forget = (req: FastifyRequest) => async (tx: Parameters<typeof redirects.gone>[0], gone: PurgedPage[]) => {
    const actor = { userId: req.user!.id, ip: req.ip }
    await redirects.gone(tx, gone.map((g) => paths.content(g.lang, g.path)), actor.userId)
    await editorial.forget(tx, 'page', gone.map((g) => g.id))
    // Menu items name a page by its translation key: asked once the rows are gone from this list.
    await menusAdmin.pagesGone(tx, [...new Set(gone.map((g) => g.translationKey))], actor, new Set(gone.map((g) => g.id)))
  }

  eachLang((lang) => {
    const trash = `${routes.adminPages[lang]}/${PAGE_ACTS.trash[lang]}`
    const perm = { config: { permission: { ...DELETE_PAGE, somewhere: true } } }
    const listPage = async (req: FastifyRequest, reply: FastifyReply, notice?: AdminNoticeModel, status = 200) => reply.code(status).page(trashPageModel(lang, nav(req, lang), await listed(req), notice, status))

    app.get<{ Querystring: Record<string, unknown> }>(trash, perm, async (req, reply) => {
      const done = req.query.done
      const count = typeof req.query.count === 'string' && /^\d{1,6}$/.test(req.query.count) ? Number(req.query.count) : 0
      const notice = done === 'untrashed' ? p(lang, 'doneRestored') : done === 'purged' ? p(lang, 'donePurged', { count }) : undefined
      return listPage(req, reply, notice ? { kind: 'status', text: notice } : undefined)
    })

    app.post<{ Params: { id: string } }>(`${trash}/:id`, perm, async (req, reply) => {
      const rows = await pagesAdmin.trashList()
      const row = ID.test(req.params.id) ? rows.find((r) => r.id === Number(req.params.id)) : undefined
      if (!row || !app.access.can(req.user, 'read', 'page', pageTarget(row, row.facultySlug))) throw new NotFoundError(req.url)
      if (!mayDelete(req, row)) return listPage(req, reply, error(e(lang, 'refusedPermission')), 403)
      if (!parseForm(CopyForm, formBody(req)).ok) return listPage(req, reply, error(e(lang, 'refusedInvalid')), 422)
      const done = await pagesAdmin.restore(row.id, { userId: req.user!.id, ip: req.ip })
      if (done === 'parent-trashed') return listPage(req, reply, error(p(lang, 'refusedParentTrashed')), 409)
      if (done === 'not-found') throw new NotFoundError(req.url)
      return reply.redirect(paths.adminPagesTrash(lang, 'untrashed'), 303)
    })

    /** The item of the trash `raw` names, if the user may delete it; a page that exists but is no item of the trash is refused with a message. */
    async function itemOf(req: FastifyRequest, reply: FastifyReply, raw: string): Promise<TrashedPage | undefined> {
      if (!ID.test(raw)) throw new NotFoundError(req.url)
      const item = (await listed(req)).find((r) => r.id === Number(raw))
      if (item) return item
      const page = await pagesAdmin.item(Number(raw))
      if (!page || !app.access.can(req.user, 'read', 'page', pageTarget(page, page.facultySlug))) throw new NotFoundError(req.url)
      await listPage(req, reply, error(p(lang, 'refusedNotInTrash')), 409)
      return undefined
    }

    const askOne = async (req: FastifyRequest, reply: FastifyReply, item: TrashedPage) => reply.page(purgePageModel(lang, nav(req, lang), item, await pagesAdmin.below(item.id)))

    app.get<{ Params: { id: string } }>(`${trash}/:id/${PAGE_ACTS.delete[lang]}`, perm, async (req, reply) => {
      const item = await itemOf(req, reply, req.params.id)
      return item ? askOne(req, reply, item) : reply
    })

    app.post<{ Params: { id: string } }>(`${trash}/:id/${PAGE_ACTS.delete[lang]}`, perm, async (req, reply) => {
      const item = await itemOf(req, reply, req.params.id)
      if (!item) return reply
      if (!confirmed(formBody(req))) return askOne(req, reply, item)
      const done = await pagesAdmin.purge([item.id], { userId: req.user!.id, ip: req.ip }, { strict: true }, forget(req))
      if (!done.ok) return listPage(req, reply, error(p(lang, 'refusedNotInTrash')), 409)
      return reply.redirect(`${paths.adminPagesTrash(lang, 'purged')}&count=${done.pages.length}`, 303)
    })

    const empty = `${trash}/${PAGE_ACTS.empty[lang]}`
    const askAll = async (req: FastifyRequest, reply: FastifyReply, notice?: AdminNoticeModel, status = 200) => reply.code(status).page(emptyPageModel(lang, nav(req, lang), await listed(req), notice, status))

    app.get(empty, perm, async (req, reply) => askAll(req, reply))

    app.post(empty, perm, async (req, reply) => {
      const body = formBody(req)
      const raw = isRecord(body) ? body.ids : undefined
      // A missing or forged list: ask again, nothing changes.
      if (typeof raw !== 'string' || !IDS.test(raw)) return askAll(req, reply, error(e(lang, 'refusedInvalid')), 422)
      if (!confirmed(body)) return askAll(req, reply)
      // Only what was shown and still is an item the user may delete: one restored meanwhile stays.
      const shown = new Set(raw.split(',').map(Number))
      const ids = (await listed(req)).filter((r) => shown.has(r.id)).map((r) => r.id)
      if (ids.length === 0) return askAll(req, reply, error(p(lang, 'refusedNothingToEmpty')), 409)
      const done = await pagesAdmin.purge(ids, { userId: req.user!.id, ip: req.ip }, { strict: false }, forget(req))
      if (!done.ok) return listPage(req, reply, error(p(lang, 'refusedNotInTrash')), 409)
      return reply.redirect(`${paths.adminPagesTrash(lang, 'purged')}&count=${done.pages.length}`, 303)
    })
  })
}
