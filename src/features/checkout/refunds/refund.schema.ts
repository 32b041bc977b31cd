/**
 * The refund form (ADR 082): a number of pieces per goods line (`qty-<line>`, empty is none), the
 * shipping and payment amount in crowns (`shipping`, a comma or a point for haléře), `method`,
 * the customer's `account` for a transfer, a `note`, `restock` (its goods back in stock), the
 * `withdrawal` it settles (ADR 083), and `key`, the form's idempotency key. The
 * order's number comes from the address. Whether the amounts are within what is left is the
 * service's check under the order's lock.
 */
import { bankAccount } from './bank-account.js'
import type { RefundMethod, RefundRequest } from './refunds.types.js'

export const REFUND_KEY = /^[A-Za-z0-9_-]{16,64}$/
export const MAX_NOTE = 500

const one = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined)

export type RefundForm = Omit<RefundRequest, 'actor'>

export type ParsedRefund = { ok: true; values: RefundForm } | { ok: false; problem: 'invalid' | 'account' }

/** Crowns as typed (`89`, `89,50`, `89.5`) in haléře; null when not an amount. */
export function minorOf(text: string): number | null {
  const m = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.replace(/\s+/g, ''))
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null
}

/** Pieces per line as the forms send them (`qty-<line>`, empty or 0 is none); null when one is not a whole number. */
export function linesOf(body: Record<string, unknown>): { line: number; quantity: number }[] | null {
  const lines: { line: number; quantity: number }[] = []
  for (const [name, value] of Object.entries(body)) {
    const line = /^qty-(\d{1,3})$/.exec(name)?.[1]
    if (!line) continue
    const text = one(value)
    if (text === undefined) return null
    if (text === '' || text === '0') continue
    if (!/^\d{1,4}$/.test(text)) return null
    lines.push({ line: Number(line), quantity: Number(text) })
  }
  return lines
}

export function parseRefundForm(body: Record<string, unknown>): ParsedRefund {
  const key = one(body.key) ?? ''
  const method = one(body.method) as RefundMethod | undefined
  const note = one(body.note) ?? ''
  if (!REFUND_KEY.test(key) || (method !== 'card' && method !== 'transfer') || note.length > MAX_NOTE) return { ok: false, problem: 'invalid' }
  const shippingText = one(body.shipping) ?? ''
  const shippingMinor = shippingText === '' ? 0 : minorOf(shippingText)
  if (shippingMinor === null) return { ok: false, problem: 'invalid' }
  const lines = linesOf(body)
  if (!lines) return { ok: false, problem: 'invalid' }
  let account: string | null = null
  if (method === 'transfer') {
    account = bankAccount(one(body.account) ?? '')
    if (!account) return { ok: false, problem: 'account' }
  }
  // The withdrawal it settles (ADR 083), if any; whether its goods go back in stock.
  const withdrawal = one(body.withdrawal) ?? ''
  if (withdrawal !== '' && !/^\d{1,9}$/.test(withdrawal)) return { ok: false, problem: 'invalid' }
  const restock = one(body.restock) === 'on'
  return { ok: true, values: { requestKey: key, lines, shippingMinor, method, account, note, restock, withdrawalId: withdrawal === '' ? null : Number(withdrawal) } }
}
