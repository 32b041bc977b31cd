/**
 * The shop manager's withdrawals (ADR 083), in the admin context: who lacks the permission gets
 * the 404 of every admin address (a visitor, a customer, the `staff` role).
 *
 * - GET the queue `?state=&page=` (READ withdrawal).
 * - POST an order's withdrawal's goods received (UPDATE withdrawal): 303 to the order with
 *   `?changed=received-{id}`; refused with the order's page and a message, nothing changed: 409
 *   when they were received already (a double click, another tab) or a refund put them back (ADR 091), 422 when the goods never left;
 *   404 for a withdrawal that is not the order's.
 */
import type { FastifyPluginAsync } from 'fastify'
import { translate } from '../../../i18n/index.js'
import { withdrawalMessages } from '../../../i18n/withdrawals.js'
import { NotFoundError } from '../../../server/errors.js'
import { eachLang } from '../../../server/localized.js'
import { originOf } from '../../../server/origin.js'
import { paths, routes, WITHDRAWAL, WITHDRAWAL_RECEIVED } from '../../../ui/paths.js'
import { staffOrderPageModel } from '../admin/staff-pages.js'
import { ORDER_NUMBER } from '../order-status.js'
import { statusText } from '../order-pages.js'
import { READ_WITHDRAWALS, staffCan, UPDATE_WITHDRAWALS } from '../permissions.js'
import { withdrawalsQueuePageModel } from './withdrawals-admin-pages.js'
import { queueQuery } from './withdrawals.service.js'

export const withdrawalsAdminRoutes: FastifyPluginAsync = async (app) => {
  const { withdrawals, staff } = app.services

  eachLang((lang) => {
    app.get<{ Querystring: Record<string, unknown> }>(routes.adminWithdrawals[lang], { config: { permission: READ_WITHDRAWALS } }, async (req, reply) => {
      const filter = queueQuery(req.query)
      return reply.page(withdrawalsQueuePageModel(lang, filter, await withdrawals.queue(filter)))
    })

    app.post<{ Params: { number: string; id: string } }>(
      `${routes.staffOrders[lang]}/:number/${WITHDRAWAL[lang]}/:id/${WITHDRAWAL_RECEIVED[lang]}`,
      { config: { permission: UPDATE_WITHDRAWALS } },
      async (req, reply) => {
        const { number, id } = req.params
        if (!ORDER_NUMBER.test(number) || !/^\d{1,9}$/.test(id)) throw new NotFoundError(req.url)
        const outcome = await withdrawals.receive(originOf(req, app.config.PUBLIC_ORIGIN), number, Number(id), { userId: req.user!.id, ip: req.ip })
        if (outcome.ok) return reply.redirect(paths.staffOrder(lang, number, `received-${id}`), 303)
        if (outcome.problem === 'unknown') throw new NotFoundError(req.url)
        const found = await staff.order(number)
        if (!found) throw new NotFoundError(req.url)
        const [status, text] =
          outcome.problem === 'already'
            ? [409, translate(withdrawalMessages, lang, 'refusedAlready')]
            : outcome.problem === 'returned'
              ? [409, translate(withdrawalMessages, lang, 'refusedReturned', { line: String(outcome.line) })]
              : [422, translate(withdrawalMessages, lang, 'refusedNotShipped', { status: statusText(lang, outcome.status).toLowerCase() })]
        return reply.code(status).page(staffOrderPageModel(lang, { ...found, can: staffCan(app.access, req.user) }, { kind: 'error', text }, status))
      },
    )
  })
}
