/**
 * The order administration (ADR 041), checkout's admin part: registered in the admin context
 * (src/server/admin.ts), so who lacks a route's permission (a guest, a customer) gets the site's
 * 404 for every address here and the pages are never revealed. Thin: read the address or the
 * form, ask the staff service, answer.
 *
 * - GET list (`?status=&q=&page=`) and GET an order (`?changed=` shows the notice after a change).
 * - POST an order's status (`to`, `from`): 303 to the order with the notice; a refusal changes
 *   nothing and answers the order's page with a localized message (409 when the order changed
 *   meanwhile, 422 for a change the rules refuse or a tampered field), or the list (404) when
 *   there is no such order. Cross-site posts never get here (the CSRF plugin, 403).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import type { OrderStatus } from '../../../db/schema.js'
import { parseForm } from '../../../forms/form.js'
import { formatPrice, translate, type Lang } from '../../../i18n/index.js'
import { refundMessages } from '../../../i18n/refunds.js'
import { staffMessages, type StaffMessageKey } from '../../../i18n/staff.js'
import { NotFoundError } from '../../../server/errors.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { originOf } from '../../../server/origin.js'
import { PACKING_SLIP, paths, routes, STAFF_SHIPMENT_ACTION, STAFF_STATUS_ACTION } from '../../../ui/paths.js'
import { packingSlipPdf } from '../packing-slip-pdf.js'
import { statusText } from '../order-pages.js'
import { staffOrderPageModel, staffOrdersPageModel, type ShipmentFormState, type StaffNotice } from './staff-pages.js'
import { ShipmentForm, StatusChangeForm, TARGET_STATUSES } from './staff.schema.js'
import { listQuery } from './staff.service.js'
import { ORDER_NUMBER } from '../order-status.js'
import { READ_ORDERS, staffCan, UPDATE_ORDERS } from '../permissions.js'
import { withdrawalMessages } from '../../../i18n/withdrawals.js'
import { refundFormFor } from '../withdrawals/withdrawal-refund.js'

export const staffRoutes: FastifyPluginAsync = async (app) => {
  const { staff } = app.services

  const said = (lang: Lang, key: StaffMessageKey, values?: Record<string, string>) => translate(staffMessages, lang, key, values)
  const statusWord = (lang: Lang, status: OrderStatus) => statusText(lang, status).toLowerCase()

  /** The order's page, or the 404 page when there is no such order. */
  async function orderPage(reply: FastifyReply, lang: Lang, number: string, notice?: StaffNotice, status?: number, shipmentForm?: ShipmentFormState) {
    const found = ORDER_NUMBER.test(number) ? await staff.order(number) : undefined
    if (!found) throw new NotFoundError(reply.request.url)
    return reply.code(status ?? 200).page(staffOrderPageModel(lang, { ...found, can: staffCan(app.access, reply.request.user) }, notice, status, shipmentForm))
  }

  eachLang((lang) => {
    const base = routes.staffOrders[lang]

    app.get<{ Querystring: Record<string, unknown> }>(base, { config: { permission: READ_ORDERS } }, async (req, reply) => {
      const query = listQuery(req.query)
      return reply.page(staffOrdersPageModel(lang, query, await staff.orders(query)))
    })

    app.get<{ Params: { number: string }; Querystring: { changed?: unknown; withdrawal?: unknown } }>(`${base}/:number`, { config: { permission: READ_ORDERS } }, async (req, reply) => {
      const found = ORDER_NUMBER.test(req.params.number) ? await staff.order(req.params.number) : undefined
      if (!found) throw new NotFoundError(req.url)
      // The notice only states what is true: the order has the status the address names, or a parcel.
      const changed = req.query.changed === found.order.status && (TARGET_STATUSES as readonly string[]).includes(found.order.status)
      const parcel = found.shipment && (req.query.changed === 'parcel' || req.query.changed === 'parcel-mailed')
      // After a refund: the last one, when it was made (a refused or waiting one never says "refunded").
      const refunded = req.query.changed === 'refunded' ? found.refunds.at(-1) : undefined
      // After a withdrawal's goods were received (ADR 083): the one the address names, if it was.
      const received = typeof req.query.changed === 'string' && /^received-\d{1,9}$/.test(req.query.changed) ? found.withdrawals.find((w) => `received-${w.id}` === req.query.changed && w.receivedAt) : undefined
      const can = staffCan(app.access, req.user)
      const notice = received
        ? { kind: 'status' as const, text: translate(withdrawalMessages, lang, 'receivedDone', { id: String(received.id) }) }
        : changed
        ? { kind: 'status' as const, text: said(lang, 'changed', { status: statusWord(lang, found.order.status) }) }
        : refunded?.status === 'succeeded'
          ? { kind: 'status' as const, text: translate(refundMessages, lang, 'done', { amount: formatPrice(lang, refunded.totalMinor) }) }
          : parcel
          ? { kind: 'status' as const, text: said(lang, req.query.changed === 'parcel-mailed' ? 'shipmentSavedMailed' : 'shipmentSaved') }
          : undefined
      // The refund form prefilled with a withdrawal's lines (ADR 083), for who may refund.
      const withdrawal = can.refund && typeof req.query.withdrawal === 'string' ? found.withdrawals.find((w) => String(w.id) === req.query.withdrawal) : undefined
      return reply.page(staffOrderPageModel(lang, { ...found, can }, notice, undefined, undefined, withdrawal ? refundFormFor(lang, found, withdrawal) : undefined))
    })

    app.post<{ Params: { number: string } }>(`${base}/:number/${STAFF_STATUS_ACTION[lang]}`, { config: { permission: UPDATE_ORDERS } }, async (req, reply) => {
      const { number } = req.params
      if (!ORDER_NUMBER.test(number)) throw new NotFoundError(req.url)
      const refuse = (key: StaffMessageKey, status: number, values?: Record<string, string>) => orderPage(reply, lang, number, { kind: 'error', text: said(lang, key, values) }, status)
      const submitted = parseForm(StatusChangeForm, formBody(req))
      if (!submitted.ok) return refuse('refusedInvalid', 422)
      const { to, from } = submitted.values
      const outcome = await staff.change(originOf(req, app.config.PUBLIC_ORIGIN), number, to, from)
      if (outcome.ok) return reply.redirect(paths.staffOrder(lang, number, to), 303)
      switch (outcome.problem) {
        case 'unknown': {
          const query = listQuery({})
          const notice = { kind: 'error' as const, text: said(lang, 'refusedUnknown', { number }) }
          return reply.code(404).page(staffOrdersPageModel(lang, query, await staff.orders(query), notice, 404))
        }
        case 'stale':
          return refuse('refusedStale', 409, { status: statusWord(lang, outcome.status) })
        case 'illegal':
          return refuse('refusedIllegal', 422, { status: statusWord(lang, outcome.status) })
      }
    })

    app.post<{ Params: { number: string } }>(`${base}/:number/${STAFF_SHIPMENT_ACTION[lang]}`, { config: { permission: UPDATE_ORDERS } }, async (req, reply) => {
      const { number } = req.params
      if (!ORDER_NUMBER.test(number)) throw new NotFoundError(req.url)
      const submitted = parseForm(ShipmentForm, formBody(req))
      if (!submitted.ok) return orderPage(reply, lang, number, { kind: 'error', text: said(lang, submitted.errors.carrier ? 'refusedCarrier' : 'refusedTrackingNumber') }, 422, submitted)
      const { carrier, trackingNumber } = submitted.values
      const outcome = await staff.setShipment(originOf(req, app.config.PUBLIC_ORIGIN), number, carrier, trackingNumber, { userId: req.user!.id, ip: req.ip })
      if (outcome.ok) return reply.redirect(paths.staffOrder(lang, number, outcome.mailed ? 'parcel-mailed' : 'parcel'), 303)
      if (outcome.problem === 'unknown') throw new NotFoundError(req.url)
      return orderPage(reply, lang, number, { kind: 'error', text: said(lang, 'refusedShipment', { status: statusWord(lang, outcome.status) }) }, 422)
    })

    app.get<{ Params: { number: string } }>(`${base}/:number/${PACKING_SLIP[lang]}`, { config: { permission: READ_ORDERS } }, async (req, reply) => {
      const found = ORDER_NUMBER.test(req.params.number) ? await staff.order(req.params.number) : undefined
      if (!found || found.order.status === 'cancelled') throw new NotFoundError(req.url)
      const origin = originOf(req, app.config.PUBLIC_ORIGIN)
      const pdf = await packingSlipPdf(lang, found.order, found.lines, found.shipment, origin + paths.withdrawal(lang))
      return reply
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${PACKING_SLIP[lang].replace('.pdf', '')}-${found.order.number}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf))
    })
  })
}
