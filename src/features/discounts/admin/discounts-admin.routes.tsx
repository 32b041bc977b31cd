/**
 * The discount codes' administration (issue 26, ADR 069), the discounts feature's admin part, for
 * the shop manager: the list, the add form and a code's form (a code is made inactive there, never
 * deleted: its redemptions belong to orders). Every save writes the audit log in its transaction.
 * A refusal answers the form again with the reasons (422); a code whose text another code has is
 * refused at its field (409, the unique index decides); a code that is gone is a 404 with the list.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { blankForm, parseForm } from '../../../forms/form.js'
import { discountsAdminMessages, type DiscountsAdminMessageKey } from '../../../i18n/discounts-admin.js'
import { translate, type Lang } from '../../../i18n/index.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { paths, routes } from '../../../ui/paths.js'
import type { CodeValues } from '../discounts.repository.js'
import type { DiscountCode } from '../discounts.types.js'
import { CREATE_DISCOUNTS, READ_DISCOUNTS, UPDATE_DISCOUNTS } from '../permissions.js'
import { discountFormPageModel, discountsListPageModel, formOfCode, type DiscountFormState } from './discounts-admin-pages.js'
import { DiscountForm, valueOf } from './discounts-admin.schema.js'

const DONE = ['created', 'saved'] as const

/** The ticked categories as sent: ids, or `invalid` when one is not a category of the list. */
function tickedCategories(body: unknown, known: number[]): number[] | 'invalid' {
  const raw = typeof body === 'object' && body !== null && Object.hasOwn(body, 'category') ? (body as Record<string, unknown>).category : []
  const values = Array.isArray(raw) ? raw : [raw]
  const ids = values.map((v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : NaN))
  return ids.every((id) => known.includes(id)) ? [...new Set(ids)] : 'invalid'
}

export const discountsAdminRoutes: FastifyPluginAsync = async (app) => {
  const { discountsAdmin, productsAdmin } = app.services
  const said = (lang: Lang, key: DiscountsAdminMessageKey, values?: Record<string, string>) => translate(discountsAdminMessages, lang, key, values)
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminDiscounts(lang))
  const actor = (req: FastifyRequest) => ({ userId: req.user!.id, ip: req.ip })

  async function listPage(req: FastifyRequest, reply: FastifyReply, lang: Lang, notice?: { kind: 'status' | 'error'; text: string }, status?: number) {
    return reply.code(status ?? 200).page(discountsListPageModel(lang, nav(req, lang), await discountsAdmin.list(), new Date(), notice, status))
  }
  const notFound = (req: FastifyRequest, reply: FastifyReply, lang: Lang) => listPage(req, reply, lang, { kind: 'error', text: said(lang, 'notFound') }, 404)

  async function formPage(req: FastifyRequest, reply: FastifyReply, lang: Lang, code: DiscountCode | undefined, state: DiscountFormState, ticked: number[], refusal?: { status: number; text?: string; categoryError?: string }) {
    const categories = await productsAdmin.categories(lang)
    const notice = refusal ? { kind: 'error' as const, text: refusal.text ?? said(lang, 'refused') } : undefined
    return reply.code(refusal?.status ?? 200).page(discountFormPageModel(lang, nav(req, lang), code, state, categories, ticked, notice, refusal?.status, refusal?.categoryError))
  }

  /** The submitted form as a code's values, or the form again with its reasons. */
  async function read(req: FastifyRequest, reply: FastifyReply, lang: Lang, code: DiscountCode | undefined): Promise<{ ok: true; values: CodeValues } | { ok: false; answer: FastifyReply }> {
    const body = formBody(req)
    const parsed = parseForm(DiscountForm, body)
    const known = (await productsAdmin.categories(lang)).map((c) => c.id)
    const ticked = tickedCategories(body, known)
    const categoryError = ticked === 'invalid' ? said(lang, 'categoryInvalid') : undefined
    const shown = ticked === 'invalid' ? [] : ticked
    if (!parsed.ok || ticked === 'invalid') return { ok: false, answer: await formPage(req, reply, lang, code, parsed.ok ? { errors: {}, echo: echoOf(body) } : parsed, shown, { status: 422, categoryError }) }
    const v = parsed.values
    const found = await discountsAdmin.productsBySku(v.products)
    const missing = v.products.filter((sku) => !found.some((p) => p.sku.toUpperCase() === sku))
    if (missing.length > 0) {
      const state: DiscountFormState = { errors: { products: 'productsInvalid' }, echo: echoOf(body) }
      return { ok: false, answer: await formPage(req, reply, lang, code, state, shown, { status: 422, text: said(lang, 'productsUnknown', { skus: missing.join(', ').slice(0, 300) }) }) }
    }
    const values: CodeValues = {
      code: v.code,
      kind: v.kind,
      value: valueOf(v.kind, v.value)!,
      minimumMinor: v.minimum,
      validFrom: v.validFrom,
      validUntil: v.validUntil,
      usageLimit: v.usageLimit,
      perCustomerLimit: v.perCustomerLimit,
      productIds: found.map((p) => p.id).sort((a, b) => a - b),
      categoryIds: shown.sort((a, b) => a - b),
      active: v.active === 'on',
    }
    return { ok: true, values }
  }

  const taken = (req: FastifyRequest, reply: FastifyReply, lang: Lang, code: DiscountCode | undefined, values: CodeValues) =>
    formPage(req, reply, lang, code, { errors: { code: 'codeTaken' }, echo: echoOf(formBody(req)) }, values.categoryIds, { status: 409 })

  const named = async (raw: string) => (/^\d{1,9}$/.test(raw) ? discountsAdmin.byId(Number(raw)) : undefined)

  eachLang((lang) => {
    const base = routes.adminDiscounts[lang]
    const newPath = paths.adminDiscountNew(lang)

    app.get<{ Querystring: Record<string, unknown> }>(base, { config: { permission: READ_DISCOUNTS } }, async (req, reply) => {
      const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as (typeof DONE)[number]) : undefined
      return listPage(req, reply, lang, done ? { kind: 'status', text: said(lang, done) } : undefined)
    })

    app.get(newPath, { config: { permission: CREATE_DISCOUNTS } }, async (req, reply) => formPage(req, reply, lang, undefined, blankForm(), []))

    app.post(newPath, { config: { permission: CREATE_DISCOUNTS } }, async (req, reply) => {
      const got = await read(req, reply, lang, undefined)
      if (!got.ok) return got.answer
      const { values } = got
      const id = await discountsAdmin.create(actor(req), values)
      if (id === undefined) return taken(req, reply, lang, undefined, values)
      return reply.redirect(paths.adminDiscounts(lang, 'created'), 303)
    })

    app.get<{ Params: { id: string } }>(`${base}/:id`, { config: { permission: UPDATE_DISCOUNTS } }, async (req, reply) => {
      const code = await named(req.params.id)
      if (!code) return notFound(req, reply, lang)
      return formPage(req, reply, lang, code, formOfCode(code, await discountsAdmin.skusOf(code.productIds)), code.categoryIds)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id`, { config: { permission: UPDATE_DISCOUNTS } }, async (req, reply) => {
      const code = await named(req.params.id)
      if (!code) return notFound(req, reply, lang)
      const got = await read(req, reply, lang, code)
      if (!got.ok) return got.answer
      const { values } = got
      const outcome = await discountsAdmin.update(actor(req), code.id, values)
      if (outcome === 'missing') return notFound(req, reply, lang)
      if (outcome === 'taken') return taken(req, reply, lang, code, values)
      return reply.redirect(paths.adminDiscounts(lang, 'saved'), 303)
    })
  })
}

/** Every field of the form as sent (cut), so a refusal loses nothing typed. */
function echoOf(body: unknown): DiscountFormState['echo'] {
  const echo: DiscountFormState['echo'] = {}
  if (typeof body !== 'object' || body === null) return echo
  for (const name of ['code', 'kind', 'value', 'minimum', 'validFrom', 'validUntil', 'usageLimit', 'perCustomerLimit', 'products', 'active'] as const) {
    const value = (body as Record<string, unknown>)[name]
    if (typeof value === 'string' && Object.hasOwn(body, name)) echo[name] = value.slice(0, 4000)
  }
  return echo
}
