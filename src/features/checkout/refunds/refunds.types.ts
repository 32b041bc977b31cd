/** What an order's refunds look like to checkout's pages, services and reports (ADR 082). */
import type { RefundMethod, RefundStatus } from '../../../db/schema.js'
import type { OrderRow } from '../checkout.types.js'

export type { RefundMethod, RefundStatus }

export interface RefundLine {
  line: number
  quantity: number
  amountMinor: number
}

export interface RefundRow {
  id: number
  orderId: number
  shippingMinor: number
  totalMinor: number
  method: RefundMethod
  account: string | null
  providerRef: string | null
  status: RefundStatus
  note: string
  createdAt: Date
  /** Who made it: the account's display name, null when that account is gone. */
  by: string | null
  /** Its goods went (or go, once it succeeds) back in stock (ADR 083). */
  restock: boolean
  lines: RefundLine[]
}

/** What the shop manager asks for: goods lines and quantities, a shipping amount, how, and why. */
export interface RefundRequest {
  /** The form's idempotency key: the same key never makes a second refund. */
  requestKey: string
  lines: { line: number; quantity: number }[]
  shippingMinor: number
  method: RefundMethod
  /** The normalised account, for a transfer only. */
  account: string | null
  note: string
  actor: number | null
  /** Put its goods lines back in stock when it succeeds (ADR 083). */
  restock: boolean
  /** The customer's withdrawal it settles, the order's own (ADR 083). */
  withdrawalId: number | null
}

/** What may still be refunded of an order: per goods line, the shipping and payment, in all. */
export interface Refundable {
  paid: boolean
  lines: { line: number; quantity: number; unitPriceMinor: number }[]
  shippingMinor: number
  totalMinor: number
}

export type ReserveOutcome =
  | { ok: true; order: OrderRow; refund: RefundRow; created: boolean; transId: string | null }
  | { ok: false; problem: 'unknown' }
  /** Not paid (yet), or a card refund of an order not paid by card. */
  | { ok: false; problem: 'unpaid' | 'method' | 'empty' }
  /** A line's quantity above what is left of it, or a line that is not a goods line of the order. */
  | { ok: false; problem: 'quantity'; line: number }
  | { ok: false; problem: 'shipping'; leftMinor: number }
  /** Asked to restock goods back already (ADR 091): its withdrawal's goods received, or a line's pieces returned. */
  | { ok: false; problem: 'received' }
  | { ok: false; problem: 'returned'; line: number }
  /** Above what was paid less what was refunded. */
  | { ok: false; problem: 'exceeds'; leftMinor: number }

/** A cancelled paid order still owed a refund (ADR 091): what was paid, refunded (succeeded) and is left. */
export interface OwedRow {
  number: string
  name: string
  email: string
  paymentCode: string
  paidMinor: number
  refundedMinor: number
  owedMinor: number
  /** When it was cancelled (its last change to cancelled); null for history without one. */
  cancelledAt: Date | null
}
