/**
 * The shop manager's stock (issue 26, ADR 068), the shop feature's admin part: the list of
 * variants with the low-stock report, a variant's page, its adjustment and its threshold. An
 * adjustment is relative and refused when it would take the stock below zero; both writes are
 * audited. The variants' table is content: its trigger drops the rendered product pages on every
 * node through the change feed. A refusal answers the variant's page with the reasons (422); an
 * unknown variant is a 404 with the list.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { blankForm, parseForm } from '../../../forms/form.js'
import { translate, type Lang } from '../../../i18n/index.js'
import { stockAdminMessages, type StockAdminMessageKey } from '../../../i18n/stock-admin.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { originOf } from '../../../server/origin.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { paths, routes } from '../../../ui/paths.js'
import type { StockFilter } from '../stock.repository.js'
import { MAX_STOCK_QUERY, stockListPageModel, stockVariantPageModel, type AdjustState, type ThresholdState } from './stock-admin-pages.js'
import { AdjustForm, ThresholdForm } from './stock-admin.schema.js'
import { READ_STOCK, UPDATE_STOCK } from './stock-permissions.js'

const DONE = ['adjusted', 'thresholdSaved'] as const

/** A variant id as an address may carry it (an integer column's range). */
const variantIdOf = (raw: string) => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined)

export const stockAdminRoutes: FastifyPluginAsync = async (app) => {
  const { stock } = app.services
  const said = (lang: Lang, key: StockAdminMessageKey, values?: Record<string, number>) => translate(stockAdminMessages, lang, key, values)
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminStock(lang))
  const actor = (req: FastifyRequest) => ({ userId: req.user!.id, ip: req.ip })

  const listPage = async (req: FastifyRequest, reply: FastifyReply, lang: Lang, filter: StockFilter, notice?: AdminNoticeModel, status?: number) =>
    reply.code(status ?? 200).page(stockListPageModel(lang, nav(req, lang), filter, await stock.list(lang, filter), notice, status))

  const notFound = (req: FastifyRequest, reply: FastifyReply, lang: Lang) => listPage(req, reply, lang, { q: '', low: false, page: 1 }, { kind: 'error', text: said(lang, 'notFound') }, 404)

  /** The variant's page, or the 404 when it is gone; `forms` are the two forms' states after a refusal. */
  async function variantPage(req: FastifyRequest, reply: FastifyReply, lang: Lang, id: number | undefined, forms: { adjust?: AdjustState; threshold?: ThresholdState } = {}, notice?: AdminNoticeModel, status = 200) {
    const variant = id === undefined ? undefined : await stock.variant(lang, id)
    if (!variant) return notFound(req, reply, lang)
    const data = { variant, history: await stock.history(variant.variantId), adjust: forms.adjust ?? blankForm(), threshold: forms.threshold ?? blankForm() }
    return reply.code(status).page(stockVariantPageModel(lang, nav(req, lang), data, notice, status))
  }

  const refused = (lang: Lang, text = said(lang, 'refused')): AdminNoticeModel => ({ kind: 'error', text })

  eachLang((lang) => {
    const base = routes.adminStock[lang]

    app.get<{ Querystring: Record<string, unknown> }>(base, { config: { permission: READ_STOCK } }, async (req, reply) => {
      const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, MAX_STOCK_QUERY) : ''
      const page = typeof req.query.page === 'string' && /^[1-9]\d{0,4}$/.test(req.query.page) ? Number(req.query.page) : 1
      return listPage(req, reply, lang, { q, low: req.query.low === '1', page })
    })

    app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(`${base}/:id`, { config: { permission: READ_STOCK } }, async (req, reply) => {
      const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as (typeof DONE)[number]) : undefined
      return variantPage(req, reply, lang, variantIdOf(req.params.id), {}, done ? { kind: 'status', text: said(lang, done) } : undefined)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${lang === 'cs' ? 'upravit' : 'adjust'}`, { config: { permission: UPDATE_STOCK } }, async (req, reply) => {
      const id = variantIdOf(req.params.id)
      if (id === undefined) return notFound(req, reply, lang)
      const parsed = parseForm(AdjustForm, formBody(req))
      if (!parsed.ok) return variantPage(req, reply, lang, id, { adjust: parsed }, refused(lang), 422)
      const outcome = await stock.adjust(actor(req), { variantId: id, ...parsed.values }, originOf(req, app.config.PUBLIC_ORIGIN))
      if (!outcome.ok) {
        if (outcome.problem === 'missing') return notFound(req, reply, lang)
        const text = said(lang, outcome.problem, { stock: outcome.stock })
        const state: AdjustState = { errors: { delta: outcome.problem === 'belowZero' ? 'belowZeroField' : 'tooHigh' }, echo: { delta: String(parsed.values.delta), reason: parsed.values.reason, note: parsed.values.note } }
        return variantPage(req, reply, lang, id, { adjust: state }, refused(lang, text), 422)
      }
      return reply.redirect(paths.adminStockVariant(lang, id, 'adjusted'), 303)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${lang === 'cs' ? 'hranice' : 'threshold'}`, { config: { permission: UPDATE_STOCK } }, async (req, reply) => {
      const id = variantIdOf(req.params.id)
      if (id === undefined) return notFound(req, reply, lang)
      const parsed = parseForm(ThresholdForm, formBody(req))
      if (!parsed.ok) return variantPage(req, reply, lang, id, { threshold: parsed }, refused(lang), 422)
      if (!(await stock.setThreshold(actor(req), id, parsed.values.threshold))) return notFound(req, reply, lang)
      return reply.redirect(paths.adminStockVariant(lang, id, 'thresholdSaved'), 303)
    })
  })
}
