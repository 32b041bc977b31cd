/** What checkout's pages, services and administration read of orders (ADR 057). */
import type { OrderStatus, PaymentStatus } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'

/** What an order's line says: the same when placed and when read. */
export interface LineFields {
  kind: 'goods' | 'shipping' | 'payment' | 'discount'
  variantId: number | null
  sku: string
  nameCs: string
  nameEn: string
  size: string | null
  category: string
  unitPriceMinor: number
  vatRate: number
  quantity: number
}

export interface NewOrderLine extends LineFields {
  productId: number | null
}

/** What an order says of its buyer, delivery, payment and sums: the same when placed and when read. */
export interface OrderFields {
  owner: string
  userId: number | null
  lang: Lang
  email: string
  name: string
  phone: string
  street: string
  city: string
  postalCode: string
  shippingCode: string
  paymentCode: string
  paymentStatus: PaymentStatus
  totalMinor: number
  vatMinor: number
  shippingMinor: number
  paymentMinor: number
  /** The Packeta pick-up point (ADR 052); null for other shippings. */
  pickupPointId: string | null
  pickupPointAddress: string | null
  /** The discount code used and what it took off (ADR 069): null and 0 without one. */
  discountCode: string | null
  discountMinor: number
}

/** An order to place: its checkout and owner are the submit's (`CheckoutRef`). */
export interface NewOrder extends Omit<OrderFields, 'owner'> {
  lines: NewOrderLine[]
}

export interface OrderRow extends OrderFields {
  id: number
  number: string
  status: OrderStatus
  createdAt: Date
  /** Paid by the simulated gateway: no money moved (ADR 046). */
  testPayment: boolean
}

export interface OrderLineRow extends LineFields {
  line: number
}

/** A stored line with its product's SKU (null for shipping and payment, or a variant since deleted). */
export interface OrderLineView extends OrderLineRow {
  productSku: string | null
}

/** Which checkout a submit names, who sends it and from which page (the page's own id, if any). */
export interface CheckoutRef {
  id: string
  owner: string
  page: string | null
}

/** An order a checkout placed: by which page, and whether the cart it placed was emptied since. */
export interface Placed {
  order: OrderRow
  placedBy: string | null
  closed: boolean
}

export type PlaceOutcome<R extends string> =
  | ({ ok: true; created: boolean } & Placed)
  | { ok: false; problem: 'expired' }
  | { ok: false; problem: 'soldOut'; variantId: number }
  | { ok: false; problem: 'discountRefused' }
  | { ok: false; problem: R }

/** The owner's open checkout, or one whose order was placed but whose cart was not emptied yet. */
export type Opened = { state: 'open'; id: string } | { state: 'placed'; id: string }

/** A Prague day's sales (ADR 078): `day` is `YYYY-MM-DD`. */
export interface SalesDay {
  day: string
  orders: number
  revenueMinor: number
}

/** A variant sold in a period: its goods lines summed, before discounts (ADR 078). */
export interface ProductSales {
  sku: string
  nameCs: string
  nameEn: string
  size: string | null
  quantity: number
  revenueMinor: number
}

/** One VAT rate's part of a period's invoices, each invoice's recapitulation summed (ADR 078). */
export interface VatPart {
  rate: number
  baseMinor: number
  vatMinor: number
  totalMinor: number
}

/** Money given back for an order in a period (ADR 078): today an order cancelled after it was paid. */
export interface Refund {
  number: string
  at: Date
  amountMinor: number
}

/** A period of Prague days, `from` and `to` inclusive, as `YYYY-MM-DD`. */
export interface DayPeriod {
  from: string
  to: string
}
