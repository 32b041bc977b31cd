/** What a withdrawal (ADR 083) looks like to checkout's pages, services and administration. */
import type { Lang } from '../../../i18n/index.js'
import type { OrderRow } from '../checkout.types.js'

/** Awaiting the goods, awaiting the refund (goods received), or settled (refunded, or the order cancelled). */
export type WithdrawalState = 'goods' | 'refund' | 'done'

export interface WithdrawalRow {
  id: number
  orderId: number
  lang: Lang
  reason: string
  account: string | null
  createdAt: Date
  receivedAt: Date | null
  /** Who received the goods: the account's display name. */
  receivedBy: string | null
  /** The refund made for it, not failed, if any. */
  refundId: number | null
  lines: { line: number; quantity: number }[]
}

/** One row of the administration's queue: the withdrawal with its order's number, customer and status. */
export interface QueueRow extends Omit<WithdrawalRow, 'lines'> {
  number: string
  name: string
  email: string
  orderStatus: OrderRow['status']
  pieces: number
  state: WithdrawalState
}

/** What may still be withdrawn of an order: per goods line, the pieces not withdrawn yet; and since when it runs. */
export interface Withdrawable {
  lines: { line: number; quantity: number }[]
  /** When the order was marked delivered (the 14 days run from it); null before. */
  deliveredAt: Date | null
}

/** What the customer sends: goods lines and pieces, a reason, the account for a transfer. */
export interface WithdrawalRequest {
  requestKey: string
  lang: Lang
  lines: { line: number; quantity: number }[]
  reason: string
  account: string | null
}

export type WithdrawOutcome =
  | { ok: true; withdrawal: WithdrawalRow; created: boolean }
  | { ok: false; problem: 'unknown' | 'cancelled' | 'empty' | 'account' }
  /** Past the 14 days: `lastDay` was the last. */
  | { ok: false; problem: 'late'; lastDay: Date }
  /** More pieces of a line than are left to withdraw (withdrawn before, or not a goods line). */
  | { ok: false; problem: 'quantity'; line: number }

export type ReceiveOutcome =
  | { ok: true; withdrawal: WithdrawalRow; mailed: number }
  | { ok: false; problem: 'unknown' }
  | { ok: false; problem: 'already'; withdrawal: WithdrawalRow }
  /** A line's pieces are back in stock already, by a refund that returned them (ADR 091). */
  | { ok: false; problem: 'returned'; line: number }
  /** The goods never left (the order is new or paid), or the order is cancelled (its cancel put them back). */
  | { ok: false; problem: 'notShipped'; status: OrderRow['status'] }
