/**
 * An order's refund (ADR 082), beside the order administration (staff.routes.tsx) with the same
 * permission and the same 404 for whoever lacks it. Thin: read the form, ask the refunds service,
 * answer. Success is a 303 to the order with `?changed=refunded`; a refusal answers the order's
 * page with a localized message and the values sent, nothing changed: 422 for a form or a rule
 * refused, 409 when the amounts are above what is left (a refund made meanwhile, e.g. by someone
 * racing this one), 503 when the gateway did not answer (the refund waits, and the form keeps its
 * key so sending it again asks for the same refund). And the list of refunds owed (ADR 091): the
 * cancelled paid orders not refunded in full, for whoever may refund.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { formatPrice, translate, type Lang } from '../../../i18n/index.js'
import { refundMessages, type RefundMessageKey } from '../../../i18n/refunds.js'
import { NotFoundError } from '../../../server/errors.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { originOf } from '../../../server/origin.js'
import { paths, routes, STAFF_REFUND_ACTION } from '../../../ui/paths.js'
import { cardProvider, cardRefunds } from '../card-provider.js'
import { ORDER_NUMBER } from '../order-status.js'
import { CREATE_REFUNDS, staffCan } from '../permissions.js'
import { parseRefundForm, REFUND_KEY } from '../refunds/refund.schema.js'
import { refundsRepository } from '../refunds/refunds.repository.js'
import { refundsService } from '../refunds/refunds.service.js'
import { freshRefundForm, type RefundFormState } from './refund-section.js'
import { OWED_PAGE_SIZE, owedPage, refundsOwedPageModel } from './refunds-owed-pages.js'
import { staffOrderPageModel } from './staff-pages.js'

export const refundRoutes: FastifyPluginAsync = async (app) => {
  const { staff } = app.services
  const refunds = refundsService({ repo: refundsRepository(app.db), card: cardRefunds(cardProvider(app.db, app.config)), mailWritten: () => app.outbox?.wake() })

  eachLang((lang) => {
    app.get<{ Querystring: Record<string, unknown> }>(routes.adminRefundsOwed[lang], { config: { permission: CREATE_REFUNDS } }, async (req, reply) => {
      const page = owedPage(req.query)
      return reply.page(refundsOwedPageModel(lang, app.admin.linksFor(req.user, lang, paths.adminRefundsOwed(lang)), page, await staff.refundsOwed(page, OWED_PAGE_SIZE)))
    })

    app.post<{ Params: { number: string } }>(`${routes.staffOrders[lang]}/:number/${STAFF_REFUND_ACTION[lang]}`, { config: { permission: CREATE_REFUNDS } }, async (req, reply) => {
      const { number } = req.params
      if (!ORDER_NUMBER.test(number)) throw new NotFoundError(req.url)
      const raw = formBody(req)
      // A body that is not a form is a form with nothing in it: refused as invalid.
      const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
      const sent: Record<string, string> = Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'))
      /** The order's page with the message; the form shows what was sent, under a new key unless `keep`. */
      const refuse = async (status: number, key: RefundMessageKey, values?: Record<string, string>, keep = false) => {
        const form: RefundFormState = { key: keep && REFUND_KEY.test(sent.key ?? '') ? sent.key! : freshRefundForm().key, values: sent }
        return orderPage(reply, lang, number, status, translate(refundMessages, lang, key, values), form)
      }
      const parsed = parseRefundForm(body)
      if (!parsed.ok) return refuse(422, parsed.problem === 'account' ? 'refusedAccount' : 'refusedInvalid')
      // A withdrawal it settles must be this order's (ADR 083).
      if (parsed.values.withdrawalId !== null) {
        const order = await staff.order(number)
        if (!order) throw new NotFoundError(req.url)
        if (!order.withdrawals.some((w) => w.id === parsed.values.withdrawalId)) return refuse(422, 'refusedInvalid')
      }
      const outcome = await refunds.refund(originOf(req, app.config.PUBLIC_ORIGIN), number, { ...parsed.values, actor: req.user!.id })
      if (outcome.ok) return reply.redirect(paths.staffOrder(lang, number, 'refunded'), 303)
      const money = (minor: number) => formatPrice(lang, minor)
      switch (outcome.problem) {
        case 'unknown':
          throw new NotFoundError(req.url)
        case 'exceeds':
          return refuse(409, 'refusedExceeds', { left: money(outcome.leftMinor) })
        case 'quantity':
          return refuse(409, 'refusedQuantity', { line: String(outcome.line) })
        case 'shipping':
          return refuse(409, 'refusedShipping', { left: money(outcome.leftMinor) })
        case 'received':
          return refuse(409, 'refusedReceived')
        case 'returned':
          return refuse(409, 'refusedReturned', { line: String(outcome.line) })
        case 'empty':
          return refuse(422, 'refusedEmpty')
        case 'unpaid':
          return refuse(422, 'refusedUnpaid')
        case 'method':
          return refuse(422, 'refusedMethod')
        case 'provider':
          return refuse(422, 'refusedProvider')
        case 'pending':
          reply.header('retry-after', '30')
          return refuse(503, 'providerPending', undefined, true)
      }
    })
  })

  async function orderPage(reply: FastifyReply, lang: Lang, number: string, status: number, text: string, form: RefundFormState) {
    const found = await staff.order(number)
    if (!found) throw new NotFoundError(reply.request.url)
    return reply.code(status).page(staffOrderPageModel(lang, { ...found, can: staffCan(app.access, reply.request.user) }, { kind: 'error', text }, status, undefined, form))
  }
}
