/**
 * Comgate's payment API, protocol 1.0 over HTTP POST (ADR 040; apidoc.comgate.cz "Payment
 * process", "Push notifications", and Comgate's own PHP SDK `comgate-payments/sdk-php`): every
 * call is a form-encoded POST to `{base}/v1.0/{method}` carrying `merchant` and `secret`, and the
 * answer is form-encoded too, `code=0&message=OK&…` when it went well.
 *
 * - `create` with `prepareOnly=true` founds the payment in the background: the price cannot be
 *   changed by the payer. The answer names the payment (`transId`) and where the payer goes
 *   (`redirect`).
 * - `status` tells what Comgate knows of a payment: `PENDING`, `PAID`, `CANCELLED` or
 *   `AUTHORIZED` (pre-authorisations only, which we never ask for), with its price, currency,
 *   reference and test flag. The shop believes nothing else: a push notification or a return to
 *   the shop only says which payment to ask about.
 *
 * - `refund` returns an amount of a paid payment to the payer (ADR 082), with our `refId`: a
 *   retried call names the same refund.
 *
 * Every call is bounded by a time-out; a refused connection, a time-out, an HTTP error or an
 * answer that is not the protocol's is `unavailable`, never an exception.
 */
import type { Lang } from '../../i18n/index.js'

export type ComgateStatus = 'PENDING' | 'PAID' | 'CANCELLED' | 'AUTHORIZED'
const STATUSES: readonly ComgateStatus[] = ['PENDING', 'PAID', 'CANCELLED', 'AUTHORIZED']

/** Comgate's transaction ids look like `AB12-CD34-EF56`; anything else is not one of theirs. */
export const TRANS_ID = /^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){2,3}$/

export interface ComgateOptions {
  /** The API's origin (`PAYMENT_GATEWAY_URL`), without `/v1.0`. */
  baseUrl: string
  merchant: string
  secret: string
  /** Whether payments are created (and accepted) as test payments. */
  test: boolean
  timeoutMs: number
}

export interface ComgateCreate {
  orderNumber: string
  amountMinor: number
  email: string
  lang: Lang
}

export interface ComgatePayment {
  transId: string
  status: ComgateStatus
  refId: string
  priceMinor: number
  curr: string
  test: boolean
  merchant: string
}

/** Answers are a few hundred bytes; anything much longer is not Comgate's. */
const MAX_ANSWER = 16_384

export function comgateClient({ baseUrl, merchant, secret, test, timeoutMs }: ComgateOptions) {
  async function call(method: 'create' | 'status' | 'refund', params: Record<string, string>): Promise<URLSearchParams | 'unavailable'> {
    try {
      const res = await fetch(`${baseUrl}/v1.0/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ merchant, secret, ...params }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      })
      const text = await res.text()
      if (!res.ok || text.length > MAX_ANSWER) return 'unavailable'
      const answer = new URLSearchParams(text.trim())
      return /^\d+$/.test(answer.get('code') ?? '') ? answer : 'unavailable'
    } catch {
      return 'unavailable'
    }
  }

  return {
    merchant,
    test,
    /** The secret the shop shares with Comgate: a push notification must carry it. */
    secret,

    /**
     * Founds a card payment of an order in the background. `refused` when Comgate answers with an
     * error code (a wrong merchant or secret, an address not on the allow-list, a bad parameter).
     */
    async create({ orderNumber, amountMinor, email, lang }: ComgateCreate): Promise<{ transId: string; redirect: string } | 'unavailable' | 'refused'> {
      const answer = await call('create', {
        test: test ? 'true' : 'false',
        price: String(amountMinor),
        curr: 'CZK',
        // 1–16 characters, shown to the payer.
        label: `QF ${orderNumber}`,
        refId: orderNumber,
        method: 'CARD_ALL',
        email,
        lang,
        country: 'CZ',
        prepareOnly: 'true',
      })
      if (answer === 'unavailable') return answer
      if (answer.get('code') !== '0') return 'refused'
      const transId = answer.get('transId') ?? ''
      const redirect = answer.get('redirect') ?? ''
      if (!TRANS_ID.test(transId) || !/^https?:\/\/[^/?#]+\//.test(redirect)) return 'unavailable'
      return { transId, redirect }
    },

    /** Returns `amountMinor` of the payment `transId` to the payer; `refused` when Comgate says no (an amount above what is left, an unpaid payment). */
    async refund({ transId, amountMinor, refId }: { transId: string; amountMinor: number; refId: string }): Promise<'ok' | 'refused' | 'unavailable'> {
      const answer = await call('refund', { transId, amount: String(amountMinor), curr: 'CZK', refId, test: test ? 'true' : 'false' })
      if (answer === 'unavailable') return answer
      return answer.get('code') === '0' ? 'ok' : 'refused'
    },

    /** What Comgate knows of a payment; `unknown` when it has no such payment (of this shop). */
    async status(transId: string): Promise<ComgatePayment | 'unavailable' | 'unknown'> {
      const answer = await call('status', { transId })
      if (answer === 'unavailable') return answer
      if (answer.get('code') !== '0') return 'unknown'
      const status = answer.get('status') as ComgateStatus
      const price = answer.get('price') ?? ''
      if (!STATUSES.includes(status) || !/^\d{1,12}$/.test(price) || answer.get('transId') !== transId) return 'unavailable'
      return {
        transId,
        status,
        refId: answer.get('refId') ?? '',
        priceMinor: Number(price),
        curr: answer.get('curr') ?? '',
        test: answer.get('test') === 'true',
        merchant: answer.get('merchant') ?? '',
      }
    },
  }
}

export type ComgateClient = ReturnType<typeof comgateClient>
