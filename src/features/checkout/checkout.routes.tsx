/**
 * The checkout (ADR 027, 045). Thin: parse with the forms' schemas, ask the checkout service,
 * answer with a page or a 303.
 *
 * - GET checkout: the form, prefilled from the account (e-mail, name, first saved address); the
 *   visitor's open checkout's key in a hidden field (the idempotency key).
 * - POST place: `intent=address` fills in a saved address, `intent=recalculate` shows the summary
 *   for the choices made (both for pages without JavaScript), anything else places the order:
 *   303 to the card payment or to the confirmation; another tab's submit of a placed checkout
 *   303 to the "already placed" page (ADR 045); refusals 422 with a localized message, a cart
 *   changed since the page was shown and an expired key 409 (422 to the runtime).
 *
 * The order's own pages are order.routes.tsx, card payments payment.routes.tsx, the shop's
 * legal pages legal.routes.tsx; what they share of a request, order-requests.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { formView, parseForm, singleValue, type FormState } from '../../forms/form.js'
import { checkoutMessages } from '../../i18n/checkout.js'
import { formatPrice, translate, type Lang } from '../../i18n/index.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { noStore } from '../../server/no-store.js'
import { originOf } from '../../server/origin.js'
import { announce, sendNavigate } from '../../server/partial.js'
import { requestHeaders } from '../../shared/protocol.js'
import { paths, routes } from '../../ui/paths.js'
import { CHECKOUT_FORM, checkoutPageModel, type CheckoutView, type SavedAddress } from './checkout-page.js'
import { PlaceOrderForm } from './checkout.schema.js'
import { discountRefusedText } from '../discounts/discount-text.js'
import { cartDigest, newPageId, quote, type PlaceProblem } from './checkout.service.js'
import { DELIVERY, PAYMENT_CODES, paymentAllowed, paymentOf, SHIPPING_CODES, shippingOf, type PaymentCode, type ShippingCode } from './methods.js'
import { orderRequests } from './order-requests.js'
import type { CardProvider } from './payment-provider.js'
import { pickupFixture } from './pickup-fixture.js'

type PlaceState = FormState<typeof PlaceOrderForm.schema, keyof typeof checkoutMessages>

const problemKey: Record<Exclude<PlaceProblem, 'discountRefused'>, keyof typeof checkoutMessages> = {
  emptyCart: 'cartChanged',
  cartChanged: 'cartChangedSince',
  paymentNotAllowed: 'paymentNotAllowed',
  checkoutExpired: 'checkoutExpired',
  soldOut: 'soldOut',
  pickupPointUnknown: 'pickupPointUnknown',
  pickupPointsUnavailable: 'pickupPointsUnavailable',
}

/** What the shopper typed into the pick-up point search (no field of the order). */
const pickupQueryOf = (body: unknown) => (singleValue(body, 'pickupQuery') ?? '').slice(0, 100)

export const checkoutRoutes: FastifyPluginAsync<{ card: CardProvider }> = async (app, { card }) => {
  const { checkout, profile } = app.services
  const { ownerOf, payUrlOf } = orderRequests(app, card)

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
  async function viewOf(req: FastifyRequest, lang: Lang, state: PlaceState | null, problem?: string, pickupQuery = ''): Promise<CheckoutView | null> {
    const owner = ownerOf(req)
    const items = await checkout.items(owner)
    if (!owner || items.cs.length === 0) return null
    // Null: these were the goods of an order just placed, whose cart is emptied now.
    const checkoutKey = await checkout.begin(owner)
    if (!checkoutKey) return null
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
    const q = quote(items, shippingCode, paymentCode, await checkout.discountOf(owner, items.cs, req.user?.id ?? null))
    // Packeta: the points matching the search, and the one chosen even when the search left it out.
    const chosenId = form.echo.pickupPoint
    const pickup =
      DELIVERY[shippingCode] === 'point'
        ? { query: pickupQuery, found: await checkout.pickupSearch(pickupQuery), chosen: chosenId ? await checkout.pickupPoint(chosenId) : undefined }
        : undefined
    return {
      pickup,
      items: items[lang],
      goodsMinor: q.goodsMinor,
      quote: q,
      shippingCode,
      paymentCode,
      paymentNotice,
      checkoutKey,
      cartDigest: cartDigest(q.lines),
      pageId: newPageId(),
      form: formView(PlaceOrderForm, form, lang),
      addresses: saved.addresses,
      problem,
    }
  }

  /** The checkout page; with the cart empty, it names the order this visitor has just placed, if any. */
  const page = async (req: FastifyRequest, lang: Lang, state: PlaceState | null, status?: number, problem?: string, pickupQuery?: string) => {
    const view = await viewOf(req, lang, state, problem, pickupQuery)
    return checkoutPageModel(lang, view, status, view ? undefined : await checkout.justPlaced(ownerOf(req)))
  }

  // The demo source of Packeta's pick-up points that PICKUP_POINTS_URL points to unless it names another (ADR 052).
  app.get(paths.pickupPointsFixture(), async (_req, reply) => reply.header('cache-control', 'no-store').send(pickupFixture()))

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
        const view = await viewOf(req, lang, { errors: {}, echo }, undefined, pickupQueryOf(body))
        // With script a shipping or payment choice updates the payment options and the summary: say what changed.
        if (view && intent === 'recalculate') {
          const total = translate(checkoutMessages, lang, 'summaryUpdated', { total: formatPrice(lang, view.quote.totalMinor) })
          announce(reply, view.paymentNotice ? `${view.paymentNotice} ${total}` : view.paymentCode ? total : `${total} ${translate(checkoutMessages, lang, 'paymentChoose')}`)
        }
        return reply.page(checkoutPageModel(lang, view, undefined, view ? undefined : await checkout.justPlaced(ownerOf(req))))
      }
      if (!submitted.ok) return reply.code(422).page(await page(req, lang, submitted, 422, undefined, pickupQueryOf(body)))
      const owner = ownerOf(req)
      if (!owner) return reply.code(422).page(await page(req, lang, { errors: {}, echo: submitted.values as PlaceState['echo'] }, 422, translate(checkoutMessages, lang, 'cartChanged')))
      const values = submitted.values as typeof submitted.values & { shippingCode: ShippingCode; paymentCode: PaymentCode }
      const placed = await checkout.place(lang, owner, req.user?.id ?? null, values, originOf(req, app.config.PUBLIC_ORIGIN))
      if (!placed.ok) {
        const echo = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) as PlaceState['echo']
        const errors: PlaceState['errors'] =
          placed.problem === 'paymentNotAllowed' ? { paymentCode: 'paymentNotAllowed' } : placed.problem === 'pickupPointUnknown' ? { pickupPoint: 'pickupPointUnknown' } : {}
        const text =
          placed.problem === 'discountRefused'
            ? discountRefusedText(lang, placed.discount!)
            : translate(checkoutMessages, lang, problemKey[placed.problem], { name: placed.name ?? '', available: placed.available ?? 0 })
        // An expired key and a cart changed meanwhile are a 409, except to the runtime: it shows a refusal in place only from a 422.
        const conflict = placed.problem === 'checkoutExpired' || placed.problem === 'cartChanged'
        const status = conflict && req.headers[requestHeaders.target] === undefined ? 409 : 422
        return reply.code(status).page(await page(req, lang, { errors, echo }, status, text, pickupQueryOf(body)))
      }
      const { order } = placed
      await app.liveValidation.releaseFor(req, CHECKOUT_FORM)
      // Another tab's submit: the order is there, this page did not place it; say so and link it.
      if (!placed.samePage) return sendNavigate(reply, paths.orderAlreadyPlaced(lang, order.number))
      if (order.paymentCode === 'card' && order.paymentStatus !== 'approved' && order.status === 'new') {
        return sendNavigate(reply, payUrlOf(lang, order))
      }
      return sendNavigate(reply, paths.order(lang, order.number))
    })

  })
}
