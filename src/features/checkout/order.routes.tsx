/**
 * An order's own pages, its owner's only (404 for anybody else): the confirmation, the "already
 * placed" page of another tab (ADR 045), the invoice (ADR 051) and the account's orders with
 * their status history (ADR 044).
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Lang } from '../../i18n/index.js'
import { NotFoundError } from '../../server/errors.js'
import { eachLang } from '../../server/localized.js'
import { noStore } from '../../server/no-store.js'
import { sendNavigate } from '../../server/partial.js'
import { ALREADY_PLACED, paths, routes } from '../../ui/paths.js'
import { invoicePdf } from './order-documents.js'
import { accountOrderPageModel, accountOrdersPageModel, alreadyPlacedPageModel, confirmationPageModel } from './order-pages.js'
import { orderRequests } from './order-requests.js'
import { ORDER_NUMBER } from './order-status.js'
import type { CardProvider } from './payment-provider.js'

export const orderRoutes: FastifyPluginAsync<{ card: CardProvider }> = async (app, { card }) => {
  const { checkout } = app.services
  const { ownOrder, orderData } = orderRequests(app, card)

  eachLang((lang: Lang) => {
    app.get<{ Params: { number: string } }>(`${routes.order[lang]}/:number`, async (req, reply) => {
      noStore(reply)
      const { order, lines } = await ownOrder(req)
      return reply.page(confirmationPageModel(lang, await orderData(lang, order, lines)))
    })

    app.get<{ Params: { number: string } }>(`${routes.order[lang]}/:number/${ALREADY_PLACED[lang]}`, async (req, reply) => {
      noStore(reply)
      const { order } = await ownOrder(req)
      return reply.page(alreadyPlacedPageModel(lang, order))
    })

    app.get<{ Params: { number: string } }>(`${routes.order[lang]}/:number/${lang === 'cs' ? 'faktura' : 'invoice'}.pdf`, async (req, reply) => {
      const { order, lines } = await ownOrder(req)
      const pdf = await invoicePdf(lang, order, lines)
      return reply
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${lang === 'cs' ? 'faktura' : 'invoice'}-${order.number}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf))
    })


    app.get(routes.accountOrders[lang], async (req, reply) => {
      noStore(reply)
      if (!req.user) return sendNavigate(reply, paths.login(lang, req.url))
      return reply.page(accountOrdersPageModel(lang, await checkout.ordersOfUser(req.user.id)))
    })

    app.get<{ Params: { number: string } }>(`${routes.accountOrders[lang]}/:number`, async (req, reply) => {
      noStore(reply)
      if (!req.user) return sendNavigate(reply, paths.login(lang, req.url))
      const found = ORDER_NUMBER.test(req.params.number) ? await checkout.orderFor(req.params.number, null, req.user.id) : undefined
      if (!found) throw new NotFoundError(req.url)
      const data = await orderData(lang, found.order, found.lines)
      const [history, refunded] = await Promise.all([app.services.orderStatus.historyOf(found.order.id), app.services.orderStatus.refundedOf(found.order.id)])
      return reply.page(accountOrderPageModel(lang, { ...data, history, refunded }))
    })
  })
}
