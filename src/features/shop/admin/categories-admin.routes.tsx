/**
 * The category tree's administration (issue 26, ADR 090), the shop feature's admin part, for the
 * shop manager: the tree, the add form, a category's form, moving among siblings and deleting.
 * Who lacks a route's permission gets the site's 404 (the admin context). A refusal answers the
 * form again with its reason (422; an address another category holds: 409; deleting a category
 * that is not empty: 409) and changes nothing; a category that is gone is a 404 with the tree.
 * A new address leaves a 301 from the old one (the redirects feature, ADR 059).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { parseForm } from '../../../forms/form.js'
import { categoriesAdminMessages, type CategoriesAdminMessageKey } from '../../../i18n/categories-admin.js'
import { translate, type Lang } from '../../../i18n/index.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { paths, routes } from '../../../ui/paths.js'
import { CREATE_CATEGORIES, DELETE_CATEGORIES, READ_CATEGORIES, UPDATE_CATEGORIES } from './category-permissions.js'
import { categoriesTreePageModel, categoryFormPageModel, formOfCategory, newCategoryPageModel, type CategoryFormState } from './categories-admin-pages.js'
import type { CategoryRecord, CategoryRefusal, SlugMoved } from './categories-admin.repository.js'
import { CategoryForm, MoveForm } from './categories-admin.schema.js'

const DONE = ['created', 'saved', 'moved', 'deleted'] as const
const ID = /^[1-9]\d{0,8}$/

const doneOf = (q: unknown) => {
  const done = (q as Record<string, unknown>).done
  return typeof done === 'string' && (DONE as readonly string[]).includes(done) ? (done as (typeof DONE)[number]) : undefined
}

/** The refusal as the field it concerns. */
const errorsOf = (r: CategoryRefusal): CategoryFormState['errors'] =>
  r.refused === 'slugTaken' ? { [r.field]: 'slugTaken' } : r.refused === 'parentInvalid' || r.refused === 'parentCycle' ? { parentId: r.refused } : {}

export const categoriesAdminRoutes: FastifyPluginAsync = async (app) => {
  const { categoriesAdmin, redirects } = app.services
  const said = (lang: Lang, key: CategoriesAdminMessageKey, params?: Record<string, string>) => translate(categoriesAdminMessages, lang, key, params)
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminCategories(lang))
  const actor = (req: FastifyRequest) => ({ userId: req.user!.id, ip: req.ip })
  const refused = (lang: Lang): AdminNoticeModel => ({ kind: 'error', text: said(lang, 'refused') })
  const named = (raw: string): Promise<CategoryRecord | undefined> => (ID.test(raw) ? categoriesAdmin.one(Number(raw)) : Promise.resolve(undefined))
  const slugMoved =
    (req: FastifyRequest): SlugMoved =>
    (tx, lang, from, to) =>
      redirects.moved(tx, paths.category(lang, from), paths.category(lang, to), req.user!.id)

  const treePage = async (req: FastifyRequest, reply: FastifyReply, lang: Lang, notice?: AdminNoticeModel, status?: number) =>
    reply.code(status ?? 200).page(categoriesTreePageModel(lang, nav(req, lang), await categoriesAdmin.tree(lang), notice, status))
  const notFound = (req: FastifyRequest, reply: FastifyReply, lang: Lang) => treePage(req, reply, lang, { kind: 'error', text: said(lang, 'notFound') }, 404)
  const categoryPage = async (req: FastifyRequest, reply: FastifyReply, lang: Lang, category: CategoryRecord, state: CategoryFormState = formOfCategory(category), notice?: AdminNoticeModel, status?: number) =>
    reply.code(status ?? 200).page(categoryFormPageModel(lang, nav(req, lang), category, await categoriesAdmin.tree(lang), state, notice, status))

  eachLang((lang) => {
    const base = routes.adminCategories[lang]
    const newPath = paths.adminCategoryNew(lang)

    app.get(base, { config: { permission: READ_CATEGORIES } }, async (req, reply) => {
      const done = doneOf(req.query)
      return treePage(req, reply, lang, done ? { kind: 'status', text: said(lang, done) } : undefined)
    })

    app.get(newPath, { config: { permission: CREATE_CATEGORIES } }, async (req, reply) => reply.page(newCategoryPageModel(lang, nav(req, lang), await categoriesAdmin.tree(lang), { errors: {}, echo: {} })))

    app.post(newPath, { config: { permission: CREATE_CATEGORIES } }, async (req, reply) => {
      const parsed = parseForm(CategoryForm, formBody(req))
      const again = async (state: CategoryFormState, status: number) => reply.code(status).page(newCategoryPageModel(lang, nav(req, lang), await categoriesAdmin.tree(lang), state, refused(lang), status))
      if (!parsed.ok) return again(parsed, 422)
      const created = await categoriesAdmin.create(actor(req), parsed.values)
      if ('refused' in created) return again({ errors: errorsOf(created), echo: echoOf(req) }, created.refused === 'slugTaken' ? 409 : 422)
      return reply.redirect(paths.adminCategory(lang, created.id, 'created'), 303)
    })

    app.get<{ Params: { id: string } }>(`${base}/:id`, { config: { permission: READ_CATEGORIES } }, async (req, reply) => {
      const category = await named(req.params.id)
      if (!category) return notFound(req, reply, lang)
      const done = doneOf(req.query)
      return categoryPage(req, reply, lang, category, undefined, done ? { kind: 'status', text: said(lang, done) } : undefined)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id`, { config: { permission: UPDATE_CATEGORIES } }, async (req, reply) => {
      const category = await named(req.params.id)
      if (!category) return notFound(req, reply, lang)
      const parsed = parseForm(CategoryForm, formBody(req))
      if (!parsed.ok) return categoryPage(req, reply, lang, category, parsed, refused(lang), 422)
      const outcome = await categoriesAdmin.update(actor(req), category.id, parsed.values, slugMoved(req))
      if (outcome === 'missing') return notFound(req, reply, lang)
      if (outcome !== 'done') return categoryPage(req, reply, lang, category, { errors: errorsOf(outcome), echo: echoOf(req) }, refused(lang), outcome.refused === 'slugTaken' ? 409 : 422)
      return reply.redirect(paths.adminCategory(lang, category.id, 'saved'), 303)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${lang === 'cs' ? 'posunout' : 'move'}`, { config: { permission: UPDATE_CATEGORIES } }, async (req, reply) => {
      const category = await named(req.params.id)
      if (!category) return notFound(req, reply, lang)
      const parsed = parseForm(MoveForm, formBody(req))
      if (!parsed.ok) return treePage(req, reply, lang, { kind: 'error', text: said(lang, 'directionInvalid') }, 422)
      if ((await categoriesAdmin.move(actor(req), category.id, parsed.values.direction)) === 'missing') return notFound(req, reply, lang)
      return reply.redirect(`${paths.adminCategories(lang, 'moved')}#category-${category.id}`, 303)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${lang === 'cs' ? 'smazat' : 'delete'}`, { config: { permission: DELETE_CATEGORIES } }, async (req, reply) => {
      const category = await named(req.params.id)
      if (!category) return notFound(req, reply, lang)
      const outcome = await categoriesAdmin.remove(actor(req), category.id)
      if (outcome === 'missing') return notFound(req, reply, lang)
      if (outcome !== 'done') {
        const text = outcome.refused === 'hasProducts' || outcome.refused === 'hasChildren' ? said(lang, outcome.refused, { count: String(outcome.count) }) : said(lang, 'refused')
        return categoryPage(req, reply, lang, category, undefined, { kind: 'error', text }, 409)
      }
      return reply.redirect(paths.adminCategories(lang, 'deleted'), 303)
    })
  })
}

/** The submitted fields to show again (strings only, cut), when the database refused what the form accepted. */
function echoOf(req: FastifyRequest): Record<string, string> {
  const body = formBody(req)
  const echo: Record<string, string> = {}
  if (typeof body === 'object' && body !== null) for (const [k, v] of Object.entries(body)) if (typeof v === 'string') echo[k] = v.slice(0, 1000)
  return echo
}
