/**
 * The checkout and its orders (issue 12, ADR 027, 028). Thin: parse with the forms' schemas, ask
 * the checkout service, answer with a page or a 303.
 *
 * - GET checkout: the form, prefilled from the account (e-mail, name, first saved address); the
 *   visitor's open checkout's key in a hidden field (the idempotency key).
 * - POST place: `intent=address` fills in a saved address, `intent=recalculate` shows the summary
 *   for the choices made (both for pages without JavaScript), anything else places the order:
 *   303 to the card gateway or to the confirmation; refusals 422 with a localized message.
 * - The confirmation, the invoice and the account's orders are their owner's only: 404 otherwise.
 * - Card payments go to the configured provider (ADR 028, 040): the simulated gateway's pages
 *   here, or Comgate, where our own "pay" address founds the payment and sends the shopper on,
 *   and both the shopper's return and Comgate's push notification are settled by asking
 *   Comgate's status API. A provider that does not answer is a 503 page saying so; nothing changes.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import QRCode from 'qrcode'
import { blankForm, formView, parseForm, singleValue, type FormState } from '../../forms/form.js'
import { checkoutMessages } from '../../i18n/checkout.js'
import { formatPrice, translate, type Lang } from '../../i18n/index.js'
import { BadRequestError, NotFoundError } from '../../server/errors.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { originOf } from '../../server/origin.js'
import { announce, sendNavigate } from '../../server/partial.js'
import { paths, routes } from '../../ui/paths.js'
import { cartCookie } from '../cart/cart-cookie.js'
import { guestOwner, userOwner } from '../cart/cart.service.js'
import { requestHeaders } from '../../shared/protocol.js'
import { CHECKOUT_FORM, checkoutPageModel, type CheckoutView, type SavedAddress } from './checkout-page.js'
import { PlaceOrderForm } from './checkout.schema.js'
import { quote, type PlaceProblem } from './checkout.service.js'
import { PAYMENT_CODES, paymentAllowed, paymentOf, SHIPPING_CODES, shippingOf, type PaymentCode, type ShippingCode } from './methods.js'
import { invoicePdf } from './order-documents.js'
import { accountOrderPageModel, accountOrdersPageModel, confirmationPageModel, gatewayPageModel, legalPageModel, type OrderPageData } from './order-pages.js'
import { spayd } from './seller.js'
import type { OrderRow } from './checkout.repository.js'
import { same as sameSecret, type CardProvider } from './payment-provider.js'

type PlaceState = FormState<typeof PlaceOrderForm.schema, keyof typeof checkoutMessages>

const NUMBER = /^\d{10}$/

const problemKey: Record<PlaceProblem, keyof typeof checkoutMessages> = {
  emptyCart: 'cartChanged',
  paymentNotAllowed: 'paymentNotAllowed',
  checkoutExpired: 'checkoutExpired',
  soldOut: 'soldOut',
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store')

export const checkoutRoutes: FastifyPluginAsync<{ card: CardProvider }> = async (app, { card }) => {
  const { checkout, profile } = app.services
  const cookie = cartCookie(app.config.PUBLIC_ORIGIN)

  const ownerOf = (req: FastifyRequest): string | null => {
    if (req.user) return userOwner(req.user.id)
    const token = cookie.read(req.cookies)
    return token ? guestOwner(token) : null
  }

  const savedAddresses = async (req: FastifyRequest): Promise<{ email?: string; name?: string; addresses: SavedAddress[] }> => {
    if (!req.user) return { addresses: [] }
    const data = await profile.profile(req.user.id)
    return data ? { email: data.email, name: data.displayName, addresses: data.addresses } : { addresses: [] }
  }

  const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback)

  /**
   * The checkout page for this visitor with a form state (blank, echoed or failed). The payment
   * echoed stays chosen only when the shipping allows it; otherwise it is unchecked and
   * `paymentNotice` says why (ADR 044). A first visit chooses pick-up and card.
   */
  async function viewOf(req: FastifyRequest, lang: Lang, state: PlaceState | null, problem?: string): Promise<CheckoutView | null> {
    const owner = ownerOf(req)
    const items = await checkout.items(owner)
    if (!owner || items.cs.length === 0) return null
    const saved = await savedAddresses(req)
    let form = state
    if (!form) {
      // A first visit: prefilled from the account and its first saved address.
      const a = saved.addresses[0]
      form = { errors: {}, echo: { email: saved.email, name: a?.name ?? saved.name, phone: a?.phone, street: a?.street, city: a?.city, postalCode: a?.postalCode, shippingCode: 'pickup', paymentCode: 'card' } }
    }
    const shippingCode = pick(form.echo.shippingCode, SHIPPING_CODES, 'pickup')
    const echoed = PAYMENT_CODES.includes(form.echo.paymentCode as PaymentCode) ? (form.echo.paymentCode as PaymentCode) : null
    const paymentCode = echoed && paymentAllowed(shippingCode, echoed) ? echoed : null
    const paymentNotice =
      echoed && !paymentCode ? translate(checkoutMessages, lang, 'paymentUnchecked', { payment: paymentOf(echoed)!.name[lang], shipping: shippingOf(shippingCode)!.name[lang] }) : undefined
    const q = quote(items, shippingCode, paymentCode)
    return {
      items: items[lang],
      goodsMinor: q.goodsMinor,
      quote: q,
      shippingCode,
      paymentCode,
      paymentNotice,
      checkoutKey: await checkout.begin(owner),
      form: formView(PlaceOrderForm, form, lang),
      addresses: saved.addresses,
      problem,
    }
  }

  /** Where the shop sends the shopper to pay an order by card: always an address on this site. */
  const payUrlOf = (lang: Lang, order: OrderRow) =>
    card.name === 'simulated' ? card.gateway.startUrl({ orderNumber: order.number, amountMinor: order.totalMinor, lang }) : paths.cardPayment(lang, order.number)

  const page = async (req: FastifyRequest, lang: Lang, state: PlaceState | null, status?: number, problem?: string) => checkoutPageModel(lang, await viewOf(req, lang, state, problem), status)

  async function orderData(lang: Lang, order: OrderRow, lines: OrderPageData['lines']): Promise<OrderPageData> {
    const data: OrderPageData = { order, lines }
    if (order.paymentCode === 'transfer' && order.status === 'new') data.qrSvg = await QRCode.toString(spayd(order.totalMinor, order.number), { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 200 })
    if (order.paymentCode === 'card' && order.status === 'new' && order.paymentStatus !== 'approved') data.payUrl = payUrlOf(lang, order)
    return data
  }

  const ownOrder = async (req: FastifyRequest<{ Params: { number: string } }>) => {
    const found = NUMBER.test(req.params.number) ? await checkout.orderFor(req.params.number, ownerOf(req), req.user?.id ?? null) : undefined
    if (!found) throw new NotFoundError(req.url)
    return found
  }

  /**
   * The shopper back from Comgate at the address set in its client portal, `…?id=${id}&refId=${refId}`:
   * only which payment it was is taken from it; the status API says how it went. Its owner sees
   * the order; a gateway that does not answer leaves it as it was, with a 503 saying so.
   */
  async function comgateReturn(req: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply, lang: Lang) {
    if (card.name !== 'comgate') throw new NotFoundError(req.url)
    const { id, refId } = req.query
    if (typeof id !== 'string' || typeof refId !== 'string' || !NUMBER.test(refId)) throw new BadRequestError(translate(checkoutMessages, lang, 'gatewayBadReturn'))
    const settled = await card.payments.settle(id, originOf(req, app.config.PUBLIC_ORIGIN), refId)
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
      const settled = await payments.settle(transId, originOf(req, app.config.PUBLIC_ORIGIN))
      if (settled.ok) return reply.type('application/x-www-form-urlencoded').send('code=0&message=OK')
      if (settled.problem === 'unavailable') return reply.code(503).header('retry-after', '60').type('application/x-www-form-urlencoded').send('code=1&message=unavailable')
      return reply.code(400).type('application/x-www-form-urlencoded').send(`code=1&message=${settled.problem}`)
    })
  }

  eachLang((lang) => {
    app.get(routes.checkout[lang], async (req, reply) => {
      noStore(reply)
      return reply.page(await page(req, lang, null))
    })

    app.post(routes.checkoutPlace[lang], async (req, reply) => {
      noStore(reply)
      const body = formBody(req)
      const intent = singleValue(body, 'intent')
      const submitted = parseForm(PlaceOrderForm, body)
      if (intent === 'address' || intent === 'recalculate') {
        const echo = { ...submitted.ok ? {} : submitted.echo }
        if (submitted.ok) Object.assign(echo, Object.fromEntries(Object.entries(submitted.values).map(([k, v]) => [k, String(v)])))
        const chosen = singleValue(body, 'savedAddress')
        if (intent === 'address' && chosen && /^[1-9]\d{0,8}$/.test(chosen)) {
          const a = (await savedAddresses(req)).addresses.find((x) => x.id === Number(chosen))
          if (a) Object.assign(echo, { name: a.name, street: a.street, city: a.city, postalCode: a.postalCode, phone: a.phone })
        }
        const view = await viewOf(req, lang, { errors: {}, echo })
        // With script a shipping or payment choice updates the payment options and the summary: say what changed.
        if (view && intent === 'recalculate') {
          const total = translate(checkoutMessages, lang, 'summaryUpdated', { total: formatPrice(lang, view.quote.totalMinor) })
          announce(reply, view.paymentNotice ? `${view.paymentNotice} ${total}` : view.paymentCode ? total : `${total} ${translate(checkoutMessages, lang, 'paymentChoose')}`)
        }
        return reply.page(checkoutPageModel(lang, view))
      }
      if (!submitted.ok) return reply.code(422).page(await page(req, lang, submitted, 422))
      const owner = ownerOf(req)
      if (!owner) return reply.code(422).page(await page(req, lang, { errors: {}, echo: submitted.values as PlaceState['echo'] }, 422, translate(checkoutMessages, lang, 'cartChanged')))
      const values = submitted.values as typeof submitted.values & { shippingCode: ShippingCode; paymentCode: PaymentCode }
      const placed = await checkout.place(lang, owner, req.user?.id ?? null, values, originOf(req, app.config.PUBLIC_ORIGIN))
      if (!placed.ok) {
        const echo = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) as PlaceState['echo']
        const errors: PlaceState['errors'] = placed.problem === 'paymentNotAllowed' ? { paymentCode: 'paymentNotAllowed' } : {}
        const text = translate(checkoutMessages, lang, problemKey[placed.problem], { name: placed.name ?? '', available: placed.available ?? 0 })
        // An expired key is a 409, except to the runtime: it shows a refusal in place only from a 422.
        const status = placed.problem === 'checkoutExpired' && req.headers[requestHeaders.target] === undefined ? 409 : 422
        return reply.code(status).page(await page(req, lang, { errors, echo }, status, text))
      }
      const { order } = placed
      await app.liveValidation.releaseFor(req, CHECKOUT_FORM)
      if (order.paymentCode === 'card' && order.paymentStatus !== 'approved' && order.status === 'new') {
        return sendNavigate(reply, payUrlOf(lang, order))
      }
      return sendNavigate(reply, paths.order(lang, order.number))
    })

    app.get<{ Params: { number: string } }>(`${routes.order[lang]}/:number`, async (req, reply) => {
      noStore(reply)
      const { order, lines } = await ownOrder(req)
      return reply.page(confirmationPageModel(lang, await orderData(lang, order, lines)))
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

    if (card.name === 'simulated') app.get<{ Querystring: Record<string, unknown> }>(routes.gateway[lang], async (req, reply) => {
      const { gateway } = card
      noStore(reply)
      const { order: number, amount, sig } = req.query
      if (typeof number !== 'string' || typeof amount !== 'string' || typeof sig !== 'string' || !NUMBER.test(number) || !gateway.verifyStart(number, amount, sig)) throw new BadRequestError('payment')
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
        const started = await card.payments.start(order, lang)
        if (started.ok) return reply.redirect(started.redirect, 303)
        if (started.problem === 'settled') return reply.redirect(paths.order(lang, order.number), 303)
        const data = { ...(await orderData(lang, order, lines)), notice: translate(checkoutMessages, lang, 'gatewayUnavailable') }
        return reply.code(503).header('retry-after', '30').page(confirmationPageModel(lang, data, 503))
      })
    }

    app.get(routes.terms[lang], async (_req, reply) => reply.page(legalPageModel(lang, 'terms')))
    app.get(routes.complaints[lang], async (_req, reply) => reply.page(legalPageModel(lang, 'complaints')))
    app.get(routes.withdrawal[lang], async (_req, reply) => reply.page(legalPageModel(lang, 'withdrawal')))

    app.get(routes.accountOrders[lang], async (req, reply) => {
      noStore(reply)
      if (!req.user) return sendNavigate(reply, paths.login(lang, req.url))
      return reply.page(accountOrdersPageModel(lang, await checkout.ordersOfUser(req.user.id)))
    })

    app.get<{ Params: { number: string } }>(`${routes.accountOrders[lang]}/:number`, async (req, reply) => {
      noStore(reply)
      if (!req.user) return sendNavigate(reply, paths.login(lang, req.url))
      const found = NUMBER.test(req.params.number) ? await checkout.orderFor(req.params.number, null, req.user.id) : undefined
      if (!found) throw new NotFoundError(req.url)
      const data = await orderData(lang, found.order, found.lines)
      return reply.page(accountOrderPageModel(lang, { ...data, history: await app.services.orderStatus.historyOf(found.order.id) }))
    })
  })
}
