/**
 * The customer's withdrawal form (ADR 083): pieces per goods line (`qty-<line>`), an optional
 * `reason`, the `account` for a refund by transfer (checked when given), and `key`, the form's
 * idempotency key. Whether the pieces are left to withdraw and the days not over is the
 * repository's check under the order's lock.
 */
import { bankAccount } from '../refunds/bank-account.js'
import { linesOf, MAX_NOTE, REFUND_KEY } from '../refunds/refund.schema.js'
import type { WithdrawalRequest } from './withdrawals.types.js'

const one = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined)

export type ParsedWithdrawal = { ok: true; values: Omit<WithdrawalRequest, 'lang'> } | { ok: false; problem: 'invalid' | 'account' }

export function parseWithdrawalForm(body: Record<string, unknown>): ParsedWithdrawal {
  const key = one(body.key) ?? ''
  const reason = one(body.reason) ?? ''
  if (!REFUND_KEY.test(key) || [...reason].length > MAX_NOTE || (body.reason !== undefined && typeof body.reason !== 'string')) return { ok: false, problem: 'invalid' }
  const lines = linesOf(body)
  if (!lines) return { ok: false, problem: 'invalid' }
  const typed = one(body.account) ?? ''
  const account = typed === '' ? null : bankAccount(typed)
  if (typed !== '' && !account) return { ok: false, problem: 'account' }
  return { ok: true, values: { requestKey: key, lines, reason, account } }
}
