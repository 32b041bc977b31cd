/**
 * The menus' administration (issue 25, ADR 095), the content feature's admin part, for chief
 * editors: both menus, the add form, an item's form, moving an item among its siblings, and
 * deleting it after a confirmation page. Who lacks a route's permission gets the site's 404 (the
 * admin context). A refusal answers the form again with its reason (422) and changes nothing; a
 * save filled from an older version is refused (409) with the saved version shown; an item that
 * is gone is a 404 with the menus.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { parseForm } from '../../../forms/form.js'
import { type Lang, translate } from '../../../i18n/index.js'
import { menusAdminMessages, type MenusAdminMessageKey } from '../../../i18n/menus-admin.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { ADMIN_NEW, paths, routes } from '../../../ui/paths.js'
import { READ_MENU, UPDATE_MENU } from '../permissions.js'
import { deletePageModel, formOfItem, itemPageModel, menusPageModel, newItemPageModel, type MenuFormState } from './menus-admin-pages.js'
import { versionOf, type MenuItemAdmin, type MenuRefusal } from './menus-admin.repository.js'
import { DeleteForm, MenuItemEditForm, MenuItemForm, MoveForm } from './menus-admin.schema.js'

const DONE = ['created', 'saved', 'moved', 'deleted'] as const
const ID = /^[1-9]\d{0,8}$/

const doneOf = (q: unknown) => {
  const done = (q as Record<string, unknown>).done
  return typeof done === 'string' && (DONE as readonly string[]).includes(done) ? (done as (typeof DONE)[number]) : undefined
}

/** The submitted fields to show again (strings only, cut), when the database refused what the form accepted. */
function echoOf(req: FastifyRequest): Record<string, string> {
  const body = formBody(req)
  const echo: Record<string, string> = {}
  if (typeof body === 'object' && body !== null) for (const [k, v] of Object.entries(body)) if (typeof v === 'string') echo[k] = v.slice(0, 1000)
  return echo
}

const errorsOf = (r: MenuRefusal): MenuFormState['errors'] => (r.refused === 'pageUnknown' ? { pageKey: 'pageUnknown' } : { parentId: r.refused })

export const menusAdminRoutes: FastifyPluginAsync = async (app) => {
  const { menusAdmin } = app.services
  const said = (lang: Lang, key: MenusAdminMessageKey) => translate(menusAdminMessages, lang, key)
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminMenus(lang))
  const actor = (req: FastifyRequest) => ({ userId: req.user!.id, ip: req.ip })
  const refused = (lang: Lang): AdminNoticeModel => ({ kind: 'error', text: said(lang, 'refused') })

  const listPage = async (req: FastifyRequest, reply: FastifyReply, lang: Lang, notice?: AdminNoticeModel, status?: number) =>
    reply.code(status ?? 200).page(menusPageModel(lang, nav(req, lang), await menusAdmin.list(), notice, status))
  const notFound = (req: FastifyRequest, reply: FastifyReply, lang: Lang) => listPage(req, reply, lang, { kind: 'error', text: said(lang, 'notFound') }, 404)
  /** The item the address names, with its pages' state, if it exists. */
  const named = async (raw: string): Promise<{ item: MenuItemAdmin; all: MenuItemAdmin[] } | undefined> => {
    if (!ID.test(raw)) return undefined
    const all = await menusAdmin.list()
    const item = all.find((i) => i.id === Number(raw))
    return item ? { item, all } : undefined
  }
  const formPage = async (req: FastifyRequest, reply: FastifyReply, lang: Lang, all: MenuItemAdmin[], item: MenuItemAdmin | undefined, state: MenuFormState, notice?: AdminNoticeModel, status?: number, saved?: MenuItemAdmin) => {
    const choices = await menusAdmin.pageChoices()
    const model = item ? itemPageModel(lang, nav(req, lang), item, all, choices, state, notice, status, saved) : newItemPageModel(lang, nav(req, lang), all, choices, state, notice, status)
    return reply.code(status ?? 200).page(model)
  }

  eachLang((lang) => {
    const base = routes.adminMenus[lang]
    const newPath = `${base}/${ADMIN_NEW[lang]}`
    const read = { config: { permission: READ_MENU } }
    const update = { config: { permission: UPDATE_MENU } }

    app.get(base, read, async (req, reply) => {
      const done = doneOf(req.query)
      return listPage(req, reply, lang, done ? { kind: 'status', text: said(lang, done) } : undefined)
    })

    app.get<{ Querystring: { menu?: unknown; parent?: unknown } }>(newPath, update, async (req, reply) => {
      const menu = req.query.menu === 'footer' ? 'footer' : 'main'
      const parent = typeof req.query.parent === 'string' && ID.test(req.query.parent) ? req.query.parent : ''
      return formPage(req, reply, lang, await menusAdmin.list(), undefined, { errors: {}, echo: { menu, parentId: menu === 'main' ? parent : '', kind: 'page' } })
    })

    app.post(newPath, update, async (req, reply) => {
      const parsed = parseForm(MenuItemForm, formBody(req))
      if (!parsed.ok) return formPage(req, reply, lang, await menusAdmin.list(), undefined, parsed, refused(lang), 422)
      const created = await menusAdmin.create(actor(req), parsed.values)
      if ('refused' in created) return formPage(req, reply, lang, await menusAdmin.list(), undefined, { errors: errorsOf(created), echo: echoOf(req) }, refused(lang), 422)
      return reply.redirect(`${paths.adminMenus(lang, 'created')}#menu-item-${created.id}`, 303)
    })

    app.get<{ Params: { id: string } }>(`${base}/:id`, read, async (req, reply) => {
      const found = await named(req.params.id)
      if (!found) return notFound(req, reply, lang)
      const done = doneOf(req.query)
      return formPage(req, reply, lang, found.all, found.item, formOfItem(found.item), done ? { kind: 'status', text: said(lang, done) } : undefined)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id`, update, async (req, reply) => {
      const found = await named(req.params.id)
      if (!found) return notFound(req, reply, lang)
      const { item, all } = found
      const parsed = parseForm(MenuItemEditForm, formBody(req))
      if (!parsed.ok) return formPage(req, reply, lang, all, item, parsed, refused(lang), 422)
      const outcome = await menusAdmin.update(actor(req), item.id, parsed.values)
      if (outcome === 'missing') return notFound(req, reply, lang)
      if (typeof outcome === 'object' && 'stale' in outcome) {
        // What the editor chose stays in the form, now based on the saved version: saving again is a choice made with both in view.
        const saved = (await menusAdmin.list()).find((i) => i.id === item.id) ?? item
        return formPage(req, reply, lang, all, saved, { errors: {}, echo: { ...echoOf(req), base: versionOf(outcome.stale) } }, { kind: 'error', text: said(lang, 'stale') }, 409, saved)
      }
      if (outcome !== 'done') return formPage(req, reply, lang, all, item, { errors: errorsOf(outcome), echo: echoOf(req) }, refused(lang), 422)
      return reply.redirect(`${paths.adminMenus(lang, 'saved')}#menu-item-${item.id}`, 303)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${lang === 'cs' ? 'posunout' : 'move'}`, update, async (req, reply) => {
      if (!ID.test(req.params.id)) return notFound(req, reply, lang)
      const parsed = parseForm(MoveForm, formBody(req))
      if (!parsed.ok) return listPage(req, reply, lang, { kind: 'error', text: said(lang, 'directionInvalid') }, 422)
      const id = Number(req.params.id)
      if ((await menusAdmin.move(actor(req), id, parsed.values.direction)) === 'missing') return notFound(req, reply, lang)
      return reply.redirect(`${paths.adminMenus(lang, 'moved')}#menu-item-${id}`, 303)
    })

    const deletePath = `${base}/:id/${lang === 'cs' ? 'smazat' : 'delete'}`
    const askAgain = async (req: FastifyRequest, reply: FastifyReply, item: MenuItemAdmin, notice?: AdminNoticeModel, status?: number) =>
      reply.code(status ?? 200).page(deletePageModel(lang, nav(req, lang), item, await menusAdmin.childCount(item.id), notice, status))

    app.get<{ Params: { id: string } }>(deletePath, update, async (req, reply) => {
      const found = await named(req.params.id)
      return found ? askAgain(req, reply, found.item) : notFound(req, reply, lang)
    })

    app.post<{ Params: { id: string } }>(deletePath, update, async (req, reply) => {
      const found = await named(req.params.id)
      if (!found) return notFound(req, reply, lang)
      const parsed = parseForm(DeleteForm, formBody(req))
      if (!parsed.ok) return askAgain(req, reply, found.item, { kind: 'error', text: said(lang, 'baseInvalid') }, 422)
      const outcome = await menusAdmin.remove(actor(req), found.item.id, parsed.values.base)
      if (outcome === 'missing') return notFound(req, reply, lang)
      // Changed since the question was asked: ask again about what it is now.
      if (outcome === 'stale') return askAgain(req, reply, (await named(req.params.id))?.item ?? found.item, { kind: 'error', text: said(lang, 'deleteStale') }, 409)
      return reply.redirect(paths.adminMenus(lang, 'deleted'), 303)
    })
  })
}
