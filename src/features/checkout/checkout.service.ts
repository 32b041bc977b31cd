/**
 * The checkout's rules (ADR 027): what an order costs (the cart's catalogue prices, the shipping
 * with its free threshold, the payment's fee, VAT per rate), which payments suit which shipping,
 * placing the order once per checkout, and the card payment's outcome. No Fastify, no ORM.
 */
import { randomBytes } from 'node:crypto'
import type { Lang } from '../../i18n/index.js'
import type { Mail } from '../mail/outbox.repository.js'
import type { CartItem, CartService, VatLine } from '../cart/cart.service.js'
import { totals as cartTotals } from '../cart/cart.service.js'
import type { CheckoutRepository, NewOrderLine, OrderLineRow, OrderRow } from './checkout.repository.js'
import type { ContactAddress } from './checkout.schema.js'
import {
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

/** A checkout form stays valid this long after the page was first opened. */
export const CHECKOUT_TTL_MS = 2 * 3_600_000

export interface Quote {
  lines: NewOrderLine[]
  goodsMinor: number
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
export function quote(items: { cs: CartItem[]; en: CartItem[] }, shipping: ShippingCode, payment: PaymentCode | null): Quote {
  const en = new Map(items.en.map((i) => [i.variantId, i]))
  const goods = items.cs.map((i) => goodsLine('cs', i, en.get(i.variantId)))
  const goodsMinor = items.cs.reduce((n, i) => n + i.lineTotalMinor, 0)
  const s = shippingOf(shipping)!
  // No payment chosen yet (the checkout's summary): no payment line.
  const p = payment ? paymentOf(payment)! : null
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
  const lines = [...goods, method('shipping', s, shippingMinor, SHIPPING_CATEGORY), ...(p ? [method('payment', p, p.priceMinor, PAYMENT_CATEGORY)] : [])]
  // VAT per rate over every line, shipping and payment included (zákon 235/2004 Sb. §37).
  const sums = cartTotals(lines.map((l) => ({ vatRate: l.vatRate, lineTotalMinor: l.unitPriceMinor * l.quantity, quantity: l.quantity }) as CartItem))
  return { lines, goodsMinor, shippingMinor, paymentMinor: p?.priceMinor ?? 0, totalMinor: sums.totalMinor, vatMinor: sums.vatMinor, vat: sums.vat }
}

export type PlaceProblem = 'emptyCart' | 'paymentNotAllowed' | 'checkoutExpired' | 'soldOut'

export type PlaceResult =
  | { ok: true; order: OrderRow; created: boolean }
  | { ok: false; problem: PlaceProblem; name?: string; available?: number }

export interface CheckoutDeps {
  cart: CartService
  repo: CheckoutRepository
  /** The confirmation e-mail of a placed order, its links on `origin` (order-documents.ts). */
  confirmationMail: (origin: string) => (order: OrderRow, lines: OrderLineRow[]) => Mail
  /** Told after an order wrote mail: the outbox worker delivers it at once. */
  mailWritten?: () => void
  now?: () => Date
}

export function checkoutService({ cart, repo, confirmationMail, mailWritten = () => {}, now = () => new Date() }: CheckoutDeps) {
  return {
    /** The visitor's open checkout's key (a new one when none is open). */
    begin: (owner: string) => repo.openCheckout(owner, randomBytes(24).toString('base64url'), now(), CHECKOUT_TTL_MS),

    /** The cart in both languages (the order keeps both names). */
    async items(owner: string | null) {
      const { cs, en } = await cart.viewInBoth(owner)
      return { cs: cs.items, en: en.items }
    },

    /**
     * Places the order of the visitor's cart, once per checkout key: a second submit of the key
     * (double click, retry, another tab) answers with the order the first placed.
     */
    async place(
      lang: Lang,
      owner: string,
      userId: number | null,
      values: ContactAddress & { shippingCode: ShippingCode; paymentCode: PaymentCode; checkout: string },
      origin: string,
    ): Promise<PlaceResult> {
      const placed = await repo.orderOfCheckout(values.checkout, owner)
      if (placed) return { ok: true, order: placed, created: false }
      if (!paymentAllowed(values.shippingCode, values.paymentCode)) return { ok: false, problem: 'paymentNotAllowed' }
      const items = await this.items(owner)
      if (items.cs.length === 0) return { ok: false, problem: 'emptyCart' }
      const q = quote(items, values.shippingCode, values.paymentCode)
      const outcome = await repo.place(
        {
          checkoutId: values.checkout,
          owner,
          userId,
          lang,
          email: values.email,
          name: values.name,
          phone: values.phone,
          street: values.street,
          city: values.city,
          postalCode: values.postalCode,
          shippingCode: values.shippingCode,
          paymentCode: values.paymentCode,
          paymentStatus: values.paymentCode === 'card' ? 'pending' : 'none',
          totalMinor: q.totalMinor,
          vatMinor: q.vatMinor,
          shippingMinor: q.shippingMinor,
          paymentMinor: q.paymentMinor,
          lines: q.lines,
        },
        now(),
        confirmationMail(origin),
      )
      if (!outcome.ok) {
        if (outcome.problem === 'expired') return { ok: false, problem: 'checkoutExpired' }
        const item = items[lang].find((i) => i.variantId === outcome.variantId)
        return { ok: false, problem: 'soldOut', name: item ? (item.size ? `${item.name}, ${item.size}` : item.name) : '', available: await repo.stockOf(outcome.variantId) }
      }
      if (outcome.created) {
        mailWritten()
        await cart.clear(owner)
      }
      return outcome
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
     * A verified return from the card gateway. Approved is final; declined or abandoned may be
     * followed by another attempt. A replay finds the state already set and changes nothing.
     */
    async paymentReturned(orderNumber: string, result: PaymentResult): Promise<OrderRow | undefined> {
      const order = await repo.orderByNumber(orderNumber)
      if (!order || order.paymentCode !== 'card') return undefined
      const from = result === 'approved' ? (['pending', 'declined', 'abandoned'] as const) : (['pending'] as const)
      await repo.setPaymentStatus(order.id, result, [...from], now())
      return order
    },

    orderByNumber: (number: string) => repo.orderByNumber(number),
  }
}

export type CheckoutService = ReturnType<typeof checkoutService>
