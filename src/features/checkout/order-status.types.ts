/** What an order's status changes look like to checkout's pages and services (ADR 044, 057). */
import type { OrderStatus, PaymentStatus } from '../../db/schema.js'
import type { OrderRow } from './checkout.types.js'

export interface StatusChange {
  from: OrderStatus
  to: OrderStatus
  at: Date
}

/** A change's conditions: the card payment's state set with it, the status the order must still have. */
export interface ChangeOptions {
  payment?: PaymentStatus
  expected?: OrderStatus
}

export type ChangeOutcome =
  | { ok: true; order: OrderRow; from: OrderStatus; restocked: number }
  | { ok: false; problem: 'unknown' }
  | { ok: false; problem: 'illegal'; status: OrderStatus }
  /** The order is no longer in the status the change was asked from (someone else changed it meanwhile). */
  | { ok: false; problem: 'stale'; status: OrderStatus }
