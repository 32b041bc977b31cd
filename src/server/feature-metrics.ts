/**
 * What the features count for the app's metrics (ADR 072), as their services see it: four
 * calls, no prom-client. `Metrics` (metrics.ts) is the app's implementation.
 */

export type PaymentFailure = 'declined' | 'abandoned' | 'unavailable'
export type ThrottledStep = 'password' | 'second_factor'
export type SearchCall = 'results' | 'suggest'

export interface FeatureMetrics {
  /** An order placed (once per checkout, however often its form was sent). */
  orderPlaced(): void
  /** A card payment declined or abandoned at the gateway, or a gateway that could not take it. */
  paymentFailed(reason: PaymentFailure): void
  /** A sign-in attempt the login throttle refused (ADR 011). */
  loginThrottled(step: ThrottledStep): void
  /** One call of the search service and how long it took. */
  searched(call: SearchCall, seconds: number): void
}

/** Counts nothing: for services built without an app (unit tests, command-line tools). */
export const NO_METRICS: FeatureMetrics = { orderPlaced() {}, paymentFailed() {}, loginThrottled() {}, searched() {} }
