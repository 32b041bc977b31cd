/**
 * Card payments through a provider (ADR 028, 040), chosen by `PAYMENT_PROVIDER`. The built-in
 * simulated gateway is a provider whose pages are on our own server and whose return is signed
 * by us; Comgate (comgate.ts, comgate-payments.ts) is a real one: the payment is founded
 * server-to-server, the shopper pays on Comgate's page, and its notification and the shopper's
 * return are verified by asking Comgate's status API. The routes hold one `CardProvider`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Lang } from '../../i18n/index.js'
import type { ComgatePayments } from './comgate-payments.js'
import type { ComgateClient } from './comgate.js'
import { paths } from '../../ui/paths.js'

export type PaymentResult = 'approved' | 'declined' | 'abandoned'
export const PAYMENT_RESULTS: readonly PaymentResult[] = ['approved', 'declined', 'abandoned']

export interface PaymentStart {
  orderNumber: string
  amountMinor: number
  lang: Lang
}

export interface PaymentProvider {
  /** Where the shopper's browser goes to pay. */
  startUrl(payment: PaymentStart): string
  /** The provider's return call, verified: the order and the outcome, or null when forged. */
  verifyReturn(query: Record<string, unknown>): { orderNumber: string; result: PaymentResult } | null
}

/** A card refund asked of the provider (ADR 082): `refId` is ours and the same on every retry of one refund. */
export interface RefundCall {
  orderNumber: string
  /** The provider's id of the order's payment (Comgate's `transId`); null for the simulated gateway. */
  transId: string | null
  amountMinor: number
  refId: string
}

export type RefundAnswer = { ok: true; providerRef: string } | { ok: false; problem: 'refused' | 'unavailable' }

/** Returns money to the card an order was paid with; never twice for one `refId`. */
export type CardRefunds = (call: RefundCall) => Promise<RefundAnswer>

const sign = (secret: string, ...parts: string[]) => createHmac('sha256', secret).update(parts.join('|')).digest('base64url')

/** Whether two secrets are equal, in time independent of where they differ. */
export const same = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined)

/**
 * The simulated gateway (ADR 028): its page shows the order and the amount with approve,
 * decline and abandon; each answer returns to the shop with an HMAC of the order and the outcome,
 * as a real gateway's notification is signed. The page's address is signed too, so nobody opens
 * it for another amount.
 */
export function simulatedGateway(secret: string) {
  return {
    startUrl({ orderNumber, amountMinor, lang }: PaymentStart) {
      return paths.gateway(lang, orderNumber, amountMinor, sign(secret, 'start', orderNumber, String(amountMinor)))
    },

    /** Whether a gateway page's address was signed by us. */
    verifyStart(orderNumber: string, amount: string, sig: string) {
      return same(sig, sign(secret, 'start', orderNumber, amount))
    },

    /** The return address for an outcome (what the gateway's buttons lead to). */
    returnUrl(lang: Lang, orderNumber: string, result: PaymentResult) {
      return paths.paymentReturn(lang, orderNumber, result, sign(secret, 'return', orderNumber, result))
    },

    verifyReturn(query: Record<string, unknown>) {
      const orderNumber = str(query.order)
      const result = str(query.result) as PaymentResult | undefined
      const sig = str(query.sig)
      if (!orderNumber || !result || !sig || !PAYMENT_RESULTS.includes(result)) return null
      if (!/^\d{10}$/.test(orderNumber)) return null
      return same(sig, sign(secret, 'return', orderNumber, result)) ? { orderNumber, result } : null
    },

    /**
     * A refund through the simulated gateway (ADR 082): no money moved, as with its payments; it
     * answers with its own reference, the same for a retried `refId`.
     */
    async refund({ refId }: RefundCall): Promise<RefundAnswer> {
      return { ok: true, providerRef: `SIM-${refId}` }
    },
  } satisfies PaymentProvider & Record<string, unknown>
}

export type SimulatedGateway = ReturnType<typeof simulatedGateway>

/** The provider the shop takes card payments with (`PAYMENT_PROVIDER`). */
export type CardProvider =
  | { name: 'simulated'; gateway: SimulatedGateway }
  | { name: 'comgate'; payments: ComgatePayments; merchant: string; secret: string; gateway: ComgateClient }
