/**
 * What the checkout's routes ask of a request alike: whose cart it is, which of the visitor's
 * orders it names (404 for anybody else's), and what an order's pages show of its payment.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import QRCode from 'qrcode'
import type { Lang } from '../../i18n/index.js'
import { NotFoundError } from '../../server/errors.js'
import { paths } from '../../ui/paths.js'
import { cartCookie } from '../cart/cart-cookie.js'
import { guestOwner, userOwner } from '../cart/cart.service.js'
import type { OrderRow } from './checkout.types.js'
import type { OrderPageData } from './order-pages.js'
import { ORDER_NUMBER } from './order-status.js'
import type { CardProvider } from './payment-provider.js'
import { spayd } from './seller.js'
import { offerOf } from './withdrawals/withdrawal-offer.js'

export function orderRequests(app: FastifyInstance, card: CardProvider) {
  const { checkout } = app.services
  const cookie = cartCookie(app.config.PUBLIC_ORIGIN)

  const ownerOf = (req: FastifyRequest): string | null => {
    if (req.user) return userOwner(req.user.id)
    const token = cookie.read(req.cookies)
    return token ? guestOwner(token) : null
  }


  /** Where the shop sends the shopper to pay an order by card: always an address on this site. */
  const payUrlOf = (lang: Lang, order: OrderRow) =>
    card.name === 'simulated' ? card.gateway.startUrl({ orderNumber: order.number, amountMinor: order.totalMinor, lang }) : paths.cardPayment(lang, order.number)


  async function orderData(lang: Lang, order: OrderRow, lines: OrderPageData['lines']): Promise<OrderPageData> {
    const data: OrderPageData = { order, lines }
    const [shipment, creditNotes] = await Promise.all([app.services.orderStatus.shipmentOf(order.id), app.services.creditNotes.ofOrder(order.id)])
    if (shipment) data.shipment = shipment
    if (creditNotes.length) data.creditNotes = creditNotes
    if (order.paymentCode === 'transfer' && order.status === 'new') data.qrSvg = await QRCode.toString(spayd(order.totalMinor, order.number), { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 200 })
    if (order.paymentCode === 'card' && order.status === 'new' && order.paymentStatus !== 'approved') data.payUrl = payUrlOf(lang, order)
    // Whether the customer may withdraw, and the withdrawals made (ADR 083).
    const { withdrawals } = app.services
    const [withdrawable, made] = await Promise.all([withdrawals.withdrawable(order.id), withdrawals.withdrawalsOf(order.id)])
    data.withdrawal = offerOf(order, withdrawable, made, withdrawals.now())
    return data
  }

  const ownOrder = async (req: FastifyRequest<{ Params: { number: string } }>) => {
    const found = ORDER_NUMBER.test(req.params.number) ? await checkout.orderFor(req.params.number, ownerOf(req), req.user?.id ?? null) : undefined
    if (!found) throw new NotFoundError(req.url)
    return found
  }


  return { ownerOf, payUrlOf, orderData, ownOrder }
}

export type OrderRequests = ReturnType<typeof orderRequests>
