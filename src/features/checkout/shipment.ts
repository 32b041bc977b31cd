/**
 * An order's shipment (issue 26, ADR 071): the carrier that took the parcel and its tracking
 * number, set by the shop manager on the order's page (one per order, `order_shipments`). The
 * customer's order page and the "shipped" e-mail link the carrier's own tracking page. Pick-up at
 * the university shop has no carrier and no shipment.
 */
import type { ShippingCode } from './methods.js'

export const CARRIERS = ['packeta', 'ceskaposta', 'ppl'] as const
export type Carrier = (typeof CARRIERS)[number]

interface CarrierInfo {
  name: { cs: string; en: string }
  /** The carrier's public tracking page for a parcel number (already validated: letters, digits, dashes). */
  trackingUrl: (number: string) => string
}

export const CARRIER: Record<Carrier, CarrierInfo> = {
  packeta: { name: { cs: 'Zásilkovna', en: 'Packeta' }, trackingUrl: (n) => `https://tracking.packeta.com/cs/?id=${n}` },
  ceskaposta: { name: { cs: 'Česká pošta', en: 'Czech Post' }, trackingUrl: (n) => `https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers=${n}` },
  ppl: { name: { cs: 'PPL', en: 'PPL' }, trackingUrl: (n) => `https://www.ppl.cz/vyhledat-zasilku?shipmentId=${n}` },
}

export const isCarrier = (value: string): value is Carrier => (CARRIERS as readonly string[]).includes(value)

/** The carrier an order's shipping method uses; none for pick-up at the shop. */
export const carrierFor = (shippingCode: ShippingCode | string): Carrier | undefined => (isCarrier(shippingCode) ? shippingCode : undefined)

/**
 * A tracking number as carriers print them: 4–40 letters, digits and dashes. Spaces a person
 * copies with it are dropped and letters upper-cased before the check.
 */
export const TRACKING_NUMBER = /^[A-Z0-9][A-Z0-9-]{2,38}[A-Z0-9]$/
export const normalTrackingNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase()

export interface Shipment {
  carrier: Carrier
  trackingNumber: string
  setAt: Date
}

export const trackingUrlOf = (s: Pick<Shipment, 'carrier' | 'trackingNumber'>) => CARRIER[s.carrier].trackingUrl(encodeURIComponent(s.trackingNumber))
