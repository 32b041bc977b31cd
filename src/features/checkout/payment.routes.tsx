/**
 * Card payments through the configured provider (ADR 028, 040): the simulated gateway's pages,
 * or Comgate, where our own "pay" address founds the payment and sends the shopper on, and both
 * the shopper's return and Comgate's push notification are settled by asking Comgate's status
 * API. A provider that does not answer is a 503 page saying so; nothing changes.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { singleValue } from '../../forms/form.js'
import { checkoutMessages } from '../../i18n/checkout.js'
import { translate, type Lang } from '../../i18n/index.js'
import { BadRequestError, NotFoundError } from '../../server/errors.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { noStore } from '../../server/no-store.js'
import { originOf } from '../../server/origin.js'
import { paths, routes } from '../../ui/paths.js'
import { confirmationPageModel, gatewayPageModel } from './order-pages.js'
import { orderRequests } from './order-requests.js'
import { ORDER_NUMBER } from './order-status.js'
import { same as sameSecret, type CardProvider } from './payment-provider.js'

export const paymentRoutes: FastifyPluginAsync<{ card: CardProvider }> = async (app, { card }) => {
  const { checkout } = app.services
  const { ownerOf, ownOrder, orderData } = orderRequests(app, card)

  /**
   * The shopper back from Comgate at the address set in its client portal, `…?id=${id}&refId=${refId}`:
   * only which payment it was is taken from it; the status API says how it went. Its owner sees
   * the order; a gateway that does not answer leaves it as it was, with a 503 saying so.
   */
  async function comgateReturn(req: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply, lang: Lang) {
    if (card.name !== 'comgate') throw new NotFoundError(req.url)
    const { id, refId } = req.query
    if (typeof id !== 'string' || typeof refId !== 'string' || !ORDER_NUMBER.test(refId)) throw new BadRequestError(translate(checkoutMessages, lang, 'gatewayBadReturn'))
    const settled = await card.payments.settle(id, originOf(req, app.config.PUBLIC_ORIGIN), { refId, log: req.log })
    if (settled.ok) return reply.redirect(paths.order(settled.order.lang, settled.order.number), 303)
    if (settled.problem !== 'unavailable') throw new BadRequestError(translate(checkoutMessages, lang, 'gatewayBadReturn'))
    const own = await checkout.orderFor(refId, ownerOf(req), req.user?.id ?? null)
    if (!own) throw new NotFoundError(req.url)
    const data = { ...(await orderData(lang, own.order, own.lines)), notice: translate(checkoutMessages, lang, 'gatewayNotYet') }
    return reply.code(503).header('retry-after', '30').page(confirmationPageModel(lang, data, 503))
  }

  /**
   * Comgate's push notification (a form post from its servers, set in its client portal): it
   * must carry our merchant and secret; then the status API decides. 200 `code=0&message=OK`
   * when settled (a replay changes nothing and is answered alike); 400 for a forged or unknown
   * payment; 503 while the status API does not answer, so Comgate sends it again later.
   */
  if (card.name === 'comgate') {
    const { payments, merchant, secret } = card
    app.post(routes.paymentNotify.cs, async (req, reply) => {
      noStore(reply)
      const body = formBody(req)
      const transId = singleValue(body, 'transId') ?? ''
      if (singleValue(body, 'merchant') !== merchant || !sameSecret(singleValue(body, 'secret') ?? '', secret)) {
        req.log.warn({ transId: transId.slice(0, 40) }, 'comgate notification with a wrong merchant or secret refused')
        return reply.code(400).type('application/x-www-form-urlencoded').send('code=1&message=refused')
      }
      const settled = await payments.settle(transId, originOf(req, app.config.PUBLIC_ORIGIN), { log: req.log })
      if (settled.ok) return reply.type('application/x-www-form-urlencoded').send('code=0&message=OK')
      if (settled.problem === 'unavailable') return reply.code(503).header('retry-after', '60').type('application/x-www-form-urlencoded').send('code=1&message=unavailable')
      return reply.code(400).type('application/x-www-form-urlencoded').send(`code=1&message=${settled.problem}`)
    })
  }

  eachLang((lang) => {
    if (card.name === 'simulated') app.get<{ Querystring: Record<string, unknown> }>(routes.gateway[lang], async (req, reply) => {
      const { gateway } = card
      noStore(reply)
      const { order: number, amount, sig } = req.query
      if (typeof number !== 'string' || typeof amount !== 'string' || typeof sig !== 'string' || !ORDER_NUMBER.test(number) || !gateway.verifyStart(number, amount, sig)) throw new BadRequestError('payment')
      const order = await checkout.orderByNumber(number)
      if (!order || order.paymentCode !== 'card' || String(order.totalMinor) !== amount) throw new NotFoundError(req.url)
      return reply.page(
        gatewayPageModel(lang, order, {
          approved: gateway.returnUrl(lang, number, 'approved'),
          declined: gateway.returnUrl(lang, number, 'declined'),
          abandoned: gateway.returnUrl(lang, number, 'abandoned'),
        }),
      )
    })

    app.get<{ Querystring: Record<string, unknown> }>(routes.paymentReturn[lang], async (req, reply) => {
      noStore(reply)
      if (card.name === 'comgate') return comgateReturn(req, reply, lang)
      const verified = card.gateway.verifyReturn(req.query)
      if (!verified) throw new BadRequestError(translate(checkoutMessages, lang, 'gatewayBadReturn'))
      const order = await checkout.paymentReturned(verified.orderNumber, verified.result)
      if (!order) throw new NotFoundError(req.url)
      return reply.redirect(paths.order(lang, order.number), 303)
    })

    if (card.name === 'comgate') {
      app.get<{ Params: { number: string } }>(`${routes.order[lang]}/:number/${lang === 'cs' ? 'zaplatit' : 'pay'}`, async (req, reply) => {
        noStore(reply)
        const { order, lines } = await ownOrder(req)
        const started = await card.payments.start(order, lang, req.log)
        if (started.ok) return reply.redirect(started.redirect, 303)
        if (started.problem === 'settled') return reply.redirect(paths.order(lang, order.number), 303)
        const data = { ...(await orderData(lang, order, lines)), notice: translate(checkoutMessages, lang, 'gatewayUnavailable') }
        return reply.code(503).header('retry-after', '30').page(confirmationPageModel(lang, data, 503))
      })
    }

  })
}
