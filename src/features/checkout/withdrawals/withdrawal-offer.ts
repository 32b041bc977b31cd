/** Whether an order may be withdrawn from now, and until when (ADR 083): for the order's pages and the form. */
import type { OrderRow } from '../checkout.types.js'
import { withdrawalDeadline, withinPeriod } from './deadline.js'
import type { WithdrawalOffer } from './withdrawal-pages.js'
import type { Withdrawable, WithdrawalRow } from './withdrawals.types.js'

export function offerOf(order: Pick<OrderRow, 'status'>, withdrawable: Withdrawable, made: Pick<WithdrawalRow, 'id' | 'createdAt'>[], now: Date): WithdrawalOffer {
  const open = order.status !== 'cancelled' && withinPeriod(withdrawable.deliveredAt, now) && withdrawable.lines.some((l) => l.quantity > 0)
  return { open, lastDay: withdrawable.deliveredAt ? withdrawalDeadline(withdrawable.deliveredAt).lastDay : null, made: made.map(({ id, createdAt }) => ({ id, createdAt })) }
}
