/**
 * The card provider `PAYMENT_PROVIDER` names (ADR 028, 040), assembled once at start: the
 * simulated gateway (the default) or Comgate with its client, the checkout's repository and the
 * order status service (a verified payment moves the order on as staff's changes do: mail and
 * history). loadConfig has made sure Comgate's merchant and secret are there.
 */
import type { Db } from '../../db/client.js'
import type { Config } from '../../server/config.js'
import type { FeatureMetrics } from '../../server/feature-metrics.js'
import { checkoutRepository } from './checkout.repository.js'
import { comgateClient } from './comgate.js'
import { comgatePayments } from './comgate-payments.js'
import { orderStatusRepository } from './order-status.repository.js'
import { orderStatusService } from './order-status.js'
import { simulatedGateway, type CardProvider, type CardRefunds } from './payment-provider.js'

export interface CardProviderOptions {
  mailWritten?: () => void
  metrics?: Pick<FeatureMetrics, 'paymentFailed'>
}

export function cardProvider(db: Db, config: Config, { mailWritten, metrics }: CardProviderOptions = {}): CardProvider {
  if (config.PAYMENT_PROVIDER !== 'comgate') return { name: 'simulated', gateway: simulatedGateway(config.PAYMENT_SECRET) }
  const merchant = config.COMGATE_MERCHANT!
  const secret = config.COMGATE_SECRET!
  const gateway = comgateClient({ baseUrl: config.PAYMENT_GATEWAY_URL, merchant, secret, test: config.COMGATE_TEST === '1', timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS })
  const statusRepo = orderStatusRepository(db)
  const payments = comgatePayments({
    repo: checkoutRepository(db),
    gateway,
    orderStatus: (origin) => orderStatusService({ repo: statusRepo, origin, mailWritten }),
    metrics,
  })
  return { name: 'comgate', payments, merchant, secret, gateway }
}

/** Card refunds through the provider the shop takes payments with (ADR 082). */
export function cardRefunds(card: CardProvider): CardRefunds {
  if (card.name === 'simulated') return (call) => card.gateway.refund(call)
  return async ({ transId, amountMinor, refId }) => {
    if (!transId) return { ok: false, problem: 'refused' }
    const answer = await card.gateway.refund({ transId, amountMinor, refId })
    return answer === 'ok' ? { ok: true, providerRef: refId } : { ok: false, problem: answer }
  }
}

/**
 * Where the shopper's browser may be sent to pay, for the policy's `form-action` (a form post
 * placing the order is answered by redirects ending there). Comgate's answer names its payment
 * page; on its own host it may be another of its hosts (`pay1.comgate.cz` is seen in the wild).
 */
export function paymentPageOrigins(config: Config): string[] {
  if (config.PAYMENT_PROVIDER !== 'comgate') return []
  const { origin, hostname } = new URL(config.PAYMENT_GATEWAY_URL)
  return hostname === 'comgate.cz' || hostname.endsWith('.comgate.cz') ? [origin, 'https://*.comgate.cz'] : [origin]
}
