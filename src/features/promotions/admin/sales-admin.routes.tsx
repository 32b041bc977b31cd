/**
 * The sales' administration (issue 26, ADR 087), the promotions feature's admin part, for the shop
 * manager: the list, the add form, a sale's form (a running sale: its end and texts only) and its
 * cancel. Every save and cancel writes the audit log in its transaction. A refusal answers the
 * form again with the reasons (422); an overlapping sale, or a sale whose state changed meanwhile,
 * is refused with 409; a sale that is gone is a 404 with the list.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { blankForm, isRecord, parseForm, singleValue } from '../../../forms/form.js'
import { salesAdminMessages, type SalesAdminMessageKey } from '../../../i18n/sales-admin.js'
import { toPragueLocal } from '../../../i18n/prague-time.js'
import { translate, type Lang } from '../../../i18n/index.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { paths, routes } from '../../../ui/paths.js'
import type { Sale, SaleValues } from '../promotions.repository.js'
import { CREATE_SALES, READ_SALES, UPDATE_SALES } from '../permissions.js'
import { formOfSale, saleFormPageModel, salesListPageModel, type SaleFormState } from './sales-admin-pages.js'
import { SaleForm } from './sales-admin.schema.js'

const DONE = ['created', 'saved', 'cancelled'] as const
/** A start this close to now counts as now: the form's time has minutes only. */
const START_SLACK_MS = 60_000

/** The ticked categories as sent: ids, or `invalid` when one is not a category of the list. */
function tickedCategories(body: unknown, known: number[]): number[] | 'invalid' {
  const raw = isRecord(body) && Object.hasOwn(body, 'category') ? body.category : []
  const values = Array.isArray(raw) ? raw : [raw]
  const ids = values.map((v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : NaN))
  return ids.every((id) => known.includes(id)) ? [...new Set(ids)].sort((a, b) => a - b) : 'invalid'
}

/** Every field of the form as sent (cut), so a refusal loses nothing typed. */
function echoOf(body: unknown): SaleFormState['echo'] {
  const echo: SaleFormState['echo'] = {}
  for (const name of Object.keys(SaleForm.schema.shape) as (keyof SaleFormState['echo'])[]) {
    const value = isRecord(body) ? body[name] : undefined
    if (typeof value === 'string') echo[name] = value.slice(0, 4000)
  }
  return echo
}

type Refusal = { status: number; text?: string; categoryError?: string }

export const salesAdminRoutes: FastifyPluginAsync = async (app) => {
  const { promotionsAdmin, productsAdmin, discountsAdmin } = app.services
  const said = (lang: Lang, key: SalesAdminMessageKey, values?: Record<string, string>) => translate(salesAdminMessages, lang, key, values)
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminSales(lang))
  const actor = (req: FastifyRequest) => ({ userId: req.user!.id, ip: req.ip })

  async function listPage(req: FastifyRequest, reply: FastifyReply, lang: Lang, notice?: { kind: 'status' | 'error'; text: string }, status?: number) {
    return reply.code(status ?? 200).page(salesListPageModel(lang, nav(req, lang), await promotionsAdmin.list(), notice, status))
  }
  const notFound = (req: FastifyRequest, reply: FastifyReply, lang: Lang) => listPage(req, reply, lang, { kind: 'error', text: said(lang, 'notFound') }, 404)

  async function formPage(req: FastifyRequest, reply: FastifyReply, lang: Lang, sale: Sale | undefined, state: SaleFormState, ticked: number[], refusal?: Refusal) {
    const categories = await productsAdmin.categories(lang)
    const notice = refusal ? { kind: 'error' as const, text: refusal.text ?? said(lang, 'refused') } : undefined
    return reply.code(refusal?.status ?? 200).page(saleFormPageModel(lang, nav(req, lang), sale, state, categories, ticked, notice, refusal?.status, refusal?.categoryError))
  }

  /** The submitted form as a sale's values, or the form again with its reasons. */
  async function read(req: FastifyRequest, reply: FastifyReply, lang: Lang, sale: Sale | undefined): Promise<{ ok: true; values: SaleValues; ticked: number[] } | { ok: false; answer: FastifyReply }> {
    const sent = formBody(req)
    const running = sale?.state === 'running'
    // A running sale's start, percent and goods are what it applied: the form does not send them, the stored ones stand.
    const body = running && isRecord(sent) ? { ...sent, startsAt: toPragueLocal(sale.startsAt), percent: String(sale.percentOff), products: '', category: sale.categoryIds.map(String) } : sent
    const parsed = parseForm(SaleForm, body)
    const known = (await productsAdmin.categories(lang)).map((c) => c.id)
    const ticked = running ? sale.categoryIds : tickedCategories(body, known)
    const shown = ticked === 'invalid' ? [] : ticked
    const again = (state: SaleFormState, refusal: Refusal = { status: 422 }) => formPage(req, reply, lang, sale, state, shown, refusal).then((answer) => ({ ok: false as const, answer }))
    if (!parsed.ok || ticked === 'invalid') return again(parsed.ok ? { errors: {}, echo: echoOf(body) } : parsed, { status: 422, categoryError: ticked === 'invalid' ? said(lang, 'categoryInvalid') : undefined })
    const v = parsed.values
    const now = Date.now()
    const echo = echoOf(body)
    if (running && v.endsAt.getTime() <= now) return again({ errors: { endsAt: 'endInPast' }, echo })
    if (!running && v.startsAt.getTime() < now - START_SLACK_MS && (!sale || v.startsAt.getTime() !== sale.startsAt.getTime())) return again({ errors: { startsAt: 'startInPast' }, echo })
    if (!running && v.products.length === 0 && shown.length === 0) return again({ errors: {}, echo }, { status: 422, categoryError: said(lang, 'nothingChosen') })
    const found = running ? [] : await discountsAdmin.productsBySku(v.products)
    const missing = v.products.filter((sku) => !found.some((p) => p.sku.toUpperCase() === sku))
    if (missing.length > 0) return again({ errors: { products: 'productsInvalid' }, echo }, { status: 422, text: said(lang, 'productsUnknown', { skus: missing.join(', ').slice(0, 300) }) })
    const values: SaleValues = {
      name: { cs: v.nameCs, en: v.nameEn },
      startsAt: v.startsAt,
      endsAt: v.endsAt,
      percentOff: v.percent,
      banner: { cs: v.bannerCs, en: v.bannerEn },
      productIds: running ? sale.productIds : found.map((p) => p.id).sort((a, b) => a - b),
      categoryIds: shown,
    }
    return { ok: true, values, ticked: shown }
  }

  const named = async (raw: string) => (/^\d{1,9}$/.test(raw) ? promotionsAdmin.byId(Number(raw)) : undefined)
  const overlap = (req: FastifyRequest, reply: FastifyReply, lang: Lang, sale: Sale | undefined, ticked: number[]) =>
    formPage(req, reply, lang, sale, { errors: {}, echo: echoOf(formBody(req)) }, ticked, { status: 409, text: said(lang, 'overlap') })

  eachLang((lang) => {
    const base = routes.adminSales[lang]
    const newPath = paths.adminSaleNew(lang)

    app.get<{ Querystring: Record<string, unknown> }>(base, { config: { permission: READ_SALES } }, async (req, reply) => {
      const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as (typeof DONE)[number]) : undefined
      return listPage(req, reply, lang, done ? { kind: 'status', text: said(lang, done) } : undefined)
    })

    app.get(newPath, { config: { permission: CREATE_SALES } }, async (req, reply) => formPage(req, reply, lang, undefined, blankForm(), []))

    app.post(newPath, { config: { permission: CREATE_SALES } }, async (req, reply) => {
      const got = await read(req, reply, lang, undefined)
      if (!got.ok) return got.answer
      const id = await promotionsAdmin.create(actor(req), got.values)
      if (id === 'overlap') return overlap(req, reply, lang, undefined, got.ticked)
      return reply.redirect(paths.adminSales(lang, 'created'), 303)
    })

    app.get<{ Params: { id: string } }>(`${base}/:id`, { config: { permission: UPDATE_SALES } }, async (req, reply) => {
      const sale = await named(req.params.id)
      if (!sale) return notFound(req, reply, lang)
      return formPage(req, reply, lang, sale, formOfSale(sale, await discountsAdmin.skusOf(sale.productIds)), sale.categoryIds)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id`, { config: { permission: UPDATE_SALES } }, async (req, reply) => {
      const sale = await named(req.params.id)
      if (!sale) return notFound(req, reply, lang)
      if (sale.state !== 'scheduled' && sale.state !== 'running') return formPage(req, reply, lang, sale, formOfSale(sale, []), sale.categoryIds, { status: 409, text: said(lang, 'closed') })
      const got = await read(req, reply, lang, sale)
      if (!got.ok) return got.answer
      const outcome = await promotionsAdmin.update(actor(req), sale.id, got.values, new Date())
      if (outcome === 'missing') return notFound(req, reply, lang)
      if (outcome === 'overlap') return overlap(req, reply, lang, sale, got.ticked)
      if (outcome === 'closed') return formPage(req, reply, lang, sale, formOfSale(sale, []), sale.categoryIds, { status: 409, text: said(lang, 'changed') })
      return reply.redirect(paths.adminSales(lang, 'saved'), 303)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${lang === 'cs' ? 'zrusit' : 'cancel'}`, { config: { permission: UPDATE_SALES } }, async (req, reply) => {
      const sale = await named(req.params.id)
      if (!sale) return notFound(req, reply, lang)
      // The state the manager saw: a sale the scheduler started or ended since is not cancelled blind.
      const seen = singleValue(formBody(req), 'state')
      const refuse = (status: number) => formPage(req, reply, lang, sale, formOfSale(sale, []), sale.categoryIds, { status, text: said(lang, 'changed') })
      if (seen !== 'scheduled' && seen !== 'running') return refuse(422)
      const outcome = await promotionsAdmin.cancel(actor(req), sale.id, seen, new Date())
      if (outcome === 'missing') return notFound(req, reply, lang)
      if (outcome === 'changed') return refuse(409)
      return reply.redirect(paths.adminSales(lang, 'cancelled'), 303)
    })
  })
}
