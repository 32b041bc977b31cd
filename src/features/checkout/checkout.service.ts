/**
 * The checkout's rules (ADR 027): what an order costs (the cart's catalogue prices, the shipping
 * with its free threshold, the payment's fee, VAT per rate), which payments suit which shipping,
 * placing the order once per checkout, and the card payment's outcome. No Fastify, no ORM.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Lang } from '../../i18n/index.js'
import type { Mail } from '../mail/mail.types.js'
import type { CartItem, CartService, VatLine } from '../cart/cart.service.js'
import { totals as cartTotals } from '../cart/cart.service.js'
import type { CheckoutRepository } from './checkout.repository.js'
import type { NewOrderLine, OrderLineRow, OrderRow, Placed } from './checkout.types.js'
import type { PlaceOrderValues } from './checkout.schema.js'
import {
  DELIVERY,
  PAYMENT_CATEGORY,
  paymentAllowed,
  paymentOf,
  SHIPPING_CATEGORY,
  shippingOf,
  shippingPrice,
  type PaymentCode,
  type ShippingCode,
} from './methods.js'
import type { PaymentResult } from './payment-provider.js'
import { NO_METRICS, type FeatureMetrics } from '../../server/feature-metrics.js'
import { discountMessages } from '../../i18n/discounts.js'
import { translate } from '../../i18n/index.js'
import type { DiscountsService, OrderDiscount } from '../discounts/discounts.service.js'
import type { Discount, DiscountProblem } from '../discounts/discounts.types.js'
import { pointAddress, type PickupPoint, type PickupPointSource } from './pickup-points.js'

/** A checkout form stays valid this long after the page was first opened. */
/** How long after an order an empty checkout still names it (another tab of the same shopper). */
const JUST_PLACED_MS = 30 * 60_000

export const CHECKOUT_TTL_MS = 2 * 3_600_000

export interface Quote {
  lines: NewOrderLine[]
  goodsMinor: number
  /** What the discount code took off (0 without one), and the code. */
  discountMinor: number
  discountCode: string | null
  shippingMinor: number
  paymentMinor: number
  totalMinor: number
  vatMinor: number
  vat: VatLine[]
}

const goodsLine = (lang: Lang, i: CartItem, other: CartItem | undefined): NewOrderLine => ({
  kind: 'goods',
  variantId: i.variantId,
  productId: i.productId,
  sku: i.sku,
  nameCs: lang === 'cs' ? i.name : (other?.name ?? i.name),
  nameEn: lang === 'en' ? i.name : (other?.name ?? i.name),
  size: i.size,
  category: i.trackingCategory,
  unitPriceMinor: i.priceMinor,
  vatRate: i.vatRate,
  quantity: i.quantity,
})

/**
 * The order's lines and sums from the cart in both languages (names are kept in both) and the
 * chosen methods; every price from the catalogue or the methods' table.
 */
/** A discount's lines: one per VAT rate, negative, so the VAT per rate falls in proportion (ADR 069). */
const discountLines = (d: Discount): NewOrderLine[] =>
  d.byRate.map((r) => ({
    kind: 'discount',
    variantId: null,
    productId: null,
    sku: `${DISCOUNT_CATEGORY}-${r.rate}`,
    nameCs: translate(discountMessages, 'cs', 'line', { code: d.code }),
    nameEn: translate(discountMessages, 'en', 'line', { code: d.code }),
    size: null,
    category: DISCOUNT_CATEGORY,
    unitPriceMinor: -r.minor,
    vatRate: r.rate,
    quantity: 1,
  }))

/** The analytics category of a discount line: no product (ga4.ts leaves it out of `items`). */
export const DISCOUNT_CATEGORY = 'Sleva'

export function quote(items: { cs: CartItem[]; en: CartItem[] }, shipping: ShippingCode, payment: PaymentCode | null, discount: Discount | null = null): Quote {
  const en = new Map(items.en.map((i) => [i.variantId, i]))
  const goods = items.cs.map((i) => goodsLine('cs', i, en.get(i.variantId)))
  const goodsMinor = items.cs.reduce((n, i) => n + i.lineTotalMinor, 0)
  const s = shippingOf(shipping)!
  // No payment chosen yet (the checkout's summary): no payment line.
  const p = payment ? paymentOf(payment)! : null
  // The free-shipping threshold counts the goods before the discount (ADR 069).
  const shippingMinor = shippingPrice(s, goodsMinor)
  const method = (kind: 'shipping' | 'payment', m: Pick<typeof s, 'sku' | 'name' | 'vatRate'>, priceMinor: number, category: string): NewOrderLine => ({
    kind,
    variantId: null,
    productId: null,
    sku: m.sku,
    nameCs: m.name.cs,
    nameEn: m.name.en,
    size: null,
    category,
    unitPriceMinor: priceMinor,
    vatRate: m.vatRate,
    quantity: 1,
  })
  const lines = [...goods, ...(discount ? discountLines(discount) : []), method('shipping', s, shippingMinor, SHIPPING_CATEGORY), ...(p ? [method('payment', p, p.priceMinor, PAYMENT_CATEGORY)] : [])]
  // VAT per rate over every line, shipping and payment included (zákon 235/2004 Sb. §37).
  const sums = cartTotals(lines.map((l) => ({ vatRate: l.vatRate, lineTotalMinor: l.unitPriceMinor * l.quantity, quantity: l.quantity }) as CartItem))
  return { lines, goodsMinor, discountMinor: discount?.totalMinor ?? 0, discountCode: discount && discount.totalMinor > 0 ? discount.code : null, shippingMinor, paymentMinor: p?.priceMinor ?? 0, totalMinor: sums.totalMinor, vatMinor: sums.vatMinor, vat: sums.vat }
}

/**
 * What the summary showed: the goods' variants, quantities, unit prices and VAT rates, as a
 * short digest the page's form sends back. A submit whose cart now has another digest was
 * changed (in another tab, or re-priced by the shop) since its page was shown.
 */
export function cartDigest(lines: NewOrderLine[]): string {
  // A discount applied or taken off in another tab changes the digest as a price does.
  const goods = lines.filter((l) => l.kind === 'goods' || l.kind === 'discount').map((l) => `${l.variantId ?? l.nameCs}x${l.quantity}@${l.unitPriceMinor}/${l.vatRate}`)
  return createHash('sha256').update(goods.join(',')).digest('base64url').slice(0, 22)
}

/** A page's own random id: its submits are told apart from another tab's. */
export const newPageId = () => randomBytes(16).toString('base64url')

export type PlaceProblem = 'discountRefused' | 'emptyCart' | 'cartChanged' | 'paymentNotAllowed' | 'checkoutExpired' | 'soldOut' | 'pickupPointUnknown' | 'pickupPointsUnavailable'

/** Refusals the service decides from the cart it read; the repository gives them only while nothing is placed. */
type Refusal = Extract<PlaceProblem, 'emptyCart' | 'cartChanged' | 'paymentNotAllowed' | 'pickupPointUnknown' | 'pickupPointsUnavailable'>

export type PlaceResult =
  /** `samePage`: the page whose submit placed the order sent it (a double click, a retry); else another tab did. */
  | { ok: true; order: OrderRow; created: boolean; samePage: boolean }
  | { ok: false; problem: PlaceProblem; name?: string; available?: number; discount?: { problem: DiscountProblem; code: string } }

export interface CheckoutDeps {
  cart: CartService
  repo: CheckoutRepository
  /** The confirmation e-mail of a placed order, its links on `origin` (order-documents.ts). */
  confirmationMail: (origin: string) => (order: OrderRow, lines: OrderLineRow[]) => Mail
  /** Told after an order wrote mail: the outbox worker delivers it at once. */
  mailWritten?: () => void
  /** The Packeta pick-up points an order may go to (ADR 052). */
  pickupPoints: PickupPointSource
  /** Discount codes (ADR 069); without them no order carries one. */
  discounts?: DiscountsService
  /** Orders placed and card payments failed, for the app's metrics (ADR 072). */
  metrics?: Pick<FeatureMetrics, 'orderPlaced' | 'paymentFailed'>
  now?: () => Date
}

/** A search of the pick-up points for the checkout: the points found, or the list could not be read. */
export type PickupSearch = { ok: true; points: PickupPoint[] } | { ok: false }

export function checkoutService({ cart, repo, confirmationMail, mailWritten = () => {}, pickupPoints, discounts, metrics = NO_METRICS, now = () => new Date() }: CheckoutDeps) {
  /**
   * Submits of one key on this node run one after another: a second one (another tab, a double
   * click) waits here instead of holding a pooled database connection while the first holds
   * the key's row lock, and then finds the order without a transaction. Only an economy of
   * connections: across nodes the row lock decides (repository).
   */
  const submitting = new Map<string, Promise<void>>()
  function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const run = (submitting.get(key) ?? Promise.resolve()).then(work)
    const done = run.then(
      () => {},
      () => {},
    )
    submitting.set(key, done)
    void done.then(() => {
      if (submitting.get(key) === done) submitting.delete(key)
    })
    return run
  }

  /**
   * Where the order goes, by what its shipping delivers to: the address typed only for a carrier
   * to the door, the point's id and address (as the list says now, not as a form says) for Packeta.
   */
  async function deliveryOf(values: PlaceOrderValues & { shippingCode: ShippingCode }) {
    const delivery = DELIVERY[values.shippingCode]
    const none = { street: '', city: '', postalCode: '', pickupPointId: null, pickupPointAddress: null }
    if (delivery === 'address') return { ok: true as const, where: { ...none, street: values.street ?? '', city: values.city ?? '', postalCode: values.postalCode ?? '' } }
    if (delivery === 'shop') return { ok: true as const, where: none }
    let point: PickupPoint | undefined
    try {
      point = await pickupPoints.byId(values.pickupPoint ?? '')
    } catch {
      return { ok: false as const, problem: 'pickupPointsUnavailable' as const }
    }
    if (!point) return { ok: false as const, problem: 'pickupPointUnknown' as const }
    return { ok: true as const, where: { ...none, pickupPointId: point.id, pickupPointAddress: pointAddress(point) } }
  }

  /**
   * The cart a checkout placed is emptied, then the checkout closed: only then may its owner
   * open another, so no page can show the ordered goods under a new key (ADR 045). Whoever finds
   * a placed checkout not yet closed does it (the placing request, a concurrent submit, the
   * next opening after a node stopped in between); emptying twice changes nothing.
   */
  async function emptyPlaced(owner: string, checkoutId: string) {
    await cart.clear(owner)
    await discounts?.forget(owner)
    await repo.close(checkoutId, now())
  }

  const answer = (placed: Placed, created: boolean, page: string | null): PlaceResult => ({
    ok: true,
    order: placed.order,
    created,
    samePage: created || (page !== null && placed.placedBy === page),
  })

  /** The cart in both languages (the order keeps both names). */
  async function cartItems(owner: string | null) {
    const { cs, en } = await cart.viewInBoth(owner)
    return { cs: cs.items, en: en.items }
  }

  /** Places the order of the visitor's cart (see `place`), this key's other submits on this node waiting. */
  async function placeNow(
    lang: Lang,
    owner: string,
    userId: number | null,
    values: PlaceOrderValues & { shippingCode: ShippingCode; paymentCode: PaymentCode },
    origin: string,
  ): Promise<PlaceResult> {
    const ref = { id: values.checkout, owner, page: values.tab ?? null }
    const known = await repo.placedOf(ref.id, owner)
    if (known) {
      if (!known.closed) await emptyPlaced(owner, ref.id)
      return answer(known, false, ref.page)
    }
    const items = await cartItems(owner)
    const customer = { userId, email: values.email }
    // The cart's code, checked now; checked again under its row lock when the order is written (ADR 069).
    const planned = discounts && items.cs.length > 0 ? await discounts.forOrder(owner, items.cs, customer) : null
    if (planned && 'problem' in planned) {
      await discounts!.remove(owner)
      return { ok: false, problem: 'discountRefused', discount: planned }
    }
    const q = items.cs.length > 0 ? quote(items, values.shippingCode, values.paymentCode, planned?.discount) : null
    const delivery = await deliveryOf(values)
    const refused: Refusal | null = !paymentAllowed(values.shippingCode, values.paymentCode)
      ? 'paymentNotAllowed'
      : !q
        ? 'emptyCart'
        : cartDigest(q.lines) !== values.cart
          ? 'cartChanged'
          : !delivery.ok
            ? delivery.problem
            : null
    const outcome = await repo.place(
      ref,
      refused || !q || !delivery.ok
        ? { refused: refused ?? 'emptyCart' }
        : {
            userId,
            lang,
            email: values.email,
            name: values.name,
            phone: values.phone,
            ...delivery.where,
            shippingCode: values.shippingCode,
            paymentCode: values.paymentCode,
            paymentStatus: values.paymentCode === 'card' ? 'pending' : 'none',
            totalMinor: q.totalMinor,
            vatMinor: q.vatMinor,
            discountCode: q.discountCode,
            discountMinor: q.discountMinor,
            shippingMinor: q.shippingMinor,
            paymentMinor: q.paymentMinor,
            lines: q.lines,
          },
      now(),
      confirmationMail(origin),
      planned ? (tx, orderId) => discounts!.redeemIn(tx, orderId, customer, planned as OrderDiscount) : undefined,
    )
    if (!outcome.ok) {
      if (outcome.problem === 'discountRefused') {
        // Used up (or changed) while this order was being placed: not placed, the code taken off the cart.
        await discounts!.remove(owner)
        return { ok: false, problem: 'discountRefused', discount: { problem: 'usedUp', code: (planned as OrderDiscount).discount.code } }
      }
      if (outcome.problem === 'expired') return { ok: false, problem: 'checkoutExpired' }
      if (outcome.problem !== 'soldOut') return { ok: false, problem: outcome.problem }
      const item = items[lang].find((i) => i.variantId === outcome.variantId)
      return { ok: false, problem: 'soldOut', name: item ? (item.size ? `${item.name}, ${item.size}` : item.name) : '', available: await repo.stockOf(outcome.variantId) }
    }
    if (outcome.created) {
      metrics.orderPlaced()
      mailWritten()
    }
    if (!outcome.closed) await emptyPlaced(owner, ref.id)
    return answer(outcome, outcome.created, ref.page)
  }

  return {
    /** Pick-up points matching what the shopper typed (the first ones for nothing typed). */
    async pickupSearch(query: string): Promise<PickupSearch> {
      try {
        return { ok: true, points: await pickupPoints.search(query) }
      } catch {
        return { ok: false }
      }
    },

    /** The pick-up point with this id, if the list holds it (and can be read). */
    pickupPoint: (id: string) => pickupPoints.byId(id).catch(() => undefined),

    /**
     * The visitor's open checkout's key (a new one when none is open), or null when the only
     * checkout left was one whose order was placed and whose cart had not been emptied: it is
     * emptied now, and the page shows the empty cart instead of the goods just ordered.
     */
    async begin(owner: string): Promise<string | null> {
      const opened = await repo.openCheckout(owner, randomBytes(24).toString('base64url'), now(), CHECKOUT_TTL_MS)
      if (opened.state === 'open') return opened.id
      await emptyPlaced(owner, opened.id)
      return null
    },

    items: cartItems,

    /** What the cart's discount code takes off these goods now, if it holds one that may be used. */
    async discountOf(owner: string | null, items: CartItem[], userId: number | null): Promise<Discount | null> {
      const applied = discounts ? await discounts.current(owner, items, { userId, email: null }) : null
      return applied?.ok ? applied.discount : null
    },

    /**
     * The order this visitor placed in the last half hour, for a checkout that finds the cart
     * empty: another tab of the same visitor (reloaded, or refreshed by live validation) then says
     * the order was placed and links it, rather than only "the cart is empty".
     */
    async justPlaced(owner: string | null): Promise<OrderRow | undefined> {
      if (!owner) return undefined
      return repo.lastPlacedSince(owner, new Date(now().getTime() - JUST_PLACED_MS))
    },

    /**
     * Places the order of the visitor's cart, once per checkout key: a second submit of the key
     * (double click, retry, another tab, another node) answers with the order the first placed,
     * whatever the cart holds by then. The cart must be what the page showed (`cart`, its
     * digest), else nothing is placed and the page is shown again with the cart as it is.
     */
    place(
      lang: Lang,
      owner: string,
      userId: number | null,
      values: PlaceOrderValues & { shippingCode: ShippingCode; paymentCode: PaymentCode },
      origin: string,
    ): Promise<PlaceResult> {
      return oneAtATime(values.checkout, () => placeNow(lang, owner, userId, values, origin))
    },

    /** The order with this number if `owner` placed it (or the signed-in user owns it), else undefined. */
    async orderFor(number: string, owner: string | null, userId: number | null) {
      if (!/^\d{10}$/.test(number)) return undefined
      const order = await repo.orderByNumber(number)
      if (!order || !((owner !== null && order.owner === owner) || (userId !== null && order.userId === userId))) return undefined
      return { order, lines: await repo.linesOf(order.id) }
    },

    ordersOfUser: (userId: number) => repo.ordersOfUser(userId, 100),

    /** The order with this number and its lines, whoever placed it: for staff's pages only (ADR 041). */
    async anyOrder(number: string) {
      if (!/^\d{10}$/.test(number)) return undefined
      const order = await repo.orderByNumber(number)
      return order && { order, lines: await repo.linesOf(order.id) }
    },

    /**
     * A verified return from the simulated card gateway (ADR 028). Approved is final, and a test
     * payment: that gateway moves no money (ADR 046); declined or abandoned may be followed by
     * another attempt. A replay finds the state already set and changes nothing.
     */
    async paymentReturned(orderNumber: string, result: PaymentResult): Promise<OrderRow | undefined> {
      const order = await repo.orderByNumber(orderNumber)
      if (!order || order.paymentCode !== 'card') return undefined
      const from = result === 'approved' ? (['pending', 'declined', 'abandoned'] as const) : (['pending'] as const)
      const changed = await repo.setPaymentStatus(order.id, result, [...from], now(), { testPayment: true })
      // A replayed return changes nothing and is not counted again.
      if (changed && result !== 'approved') metrics.paymentFailed(result)
      return order
    },

    orderByNumber: (number: string) => repo.orderByNumber(number),
  }
}

export type CheckoutService = ReturnType<typeof checkoutService>
