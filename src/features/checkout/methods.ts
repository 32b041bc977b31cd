/**
 * Shipping and payment methods (ADR 027): the order's shipping and payment lines, in the
 * analytics categories `Doprava` and `Platba` (spec 001 §7). Prices incl. VAT in haléře; the
 * only source of these prices (a price or code sent by a browser is never read).
 */
export const SHIPPING_CATEGORY = 'Doprava'
export const PAYMENT_CATEGORY = 'Platba'

/** Goods worth this much (incl. VAT) ship free by any carrier. */
export const FREE_SHIPPING_MINOR = 1500_00

export interface Method<C extends string> {
  code: C
  sku: string
  name: { cs: string; en: string }
  description: { cs: string; en: string }
  priceMinor: number
  vatRate: number
}

export const SHIPPING_CODES = ['pickup', 'packeta', 'ceskaposta', 'ppl'] as const
export type ShippingCode = (typeof SHIPPING_CODES)[number]
export const PAYMENT_CODES = ['card', 'transfer', 'cod'] as const
export type PaymentCode = (typeof PAYMENT_CODES)[number]

export const SHIPPING: readonly Method<ShippingCode>[] = [
  {
    code: 'pickup',
    sku: 'DOPRAVA-PRODEJNA',
    name: { cs: 'Osobní odběr v univerzitní prodejně', en: 'Pick-up at the university shop' },
    description: { cs: 'Rektorát, přízemí; po–pá 9–17 h. Připraveno do 2 pracovních dnů.', en: 'Rectorate, ground floor; Mon–Fri 9 am–5 pm. Ready within 2 working days.' },
    priceMinor: 0,
    vatRate: 21,
  },
  {
    code: 'packeta',
    sku: 'DOPRAVA-ZASILKOVNA',
    name: { cs: 'Zásilkovna – výdejní místo', en: 'Packeta pick-up point' },
    description: { cs: 'Doručení na výdejní místo do 2 pracovních dnů.', en: 'Delivered to a pick-up point within 2 working days.' },
    priceMinor: 79_00,
    vatRate: 21,
  },
  {
    code: 'ceskaposta',
    sku: 'DOPRAVA-POSTA',
    name: { cs: 'Česká pošta – Balík Do ruky', en: 'Czech Post – parcel to the door' },
    description: { cs: 'Doručení na adresu do 3 pracovních dnů.', en: 'Delivered to your address within 3 working days.' },
    priceMinor: 129_00,
    vatRate: 21,
  },
  {
    code: 'ppl',
    sku: 'DOPRAVA-PPL',
    name: { cs: 'PPL – kurýr', en: 'PPL courier' },
    description: { cs: 'Kurýr doručí na adresu následující pracovní den.', en: 'A courier delivers to your address the next working day.' },
    priceMinor: 119_00,
    vatRate: 21,
  },
]

export const PAYMENT: readonly Method<PaymentCode>[] = [
  {
    code: 'card',
    sku: 'PLATBA-KARTA',
    name: { cs: 'Platební kartou online', en: 'Card online' },
    description: { cs: 'Zaplatíte hned po odeslání objednávky na stránce platební brány.', en: 'Pay right after placing the order on the payment gateway’s page.' },
    priceMinor: 0,
    vatRate: 21,
  },
  {
    code: 'transfer',
    sku: 'PLATBA-PREVOD',
    name: { cs: 'Bankovním převodem', en: 'Bank transfer' },
    description: { cs: 'Číslo účtu, variabilní symbol a QR kód dostanete po odeslání objednávky.', en: 'The account, variable symbol and QR code follow once you place the order.' },
    priceMinor: 0,
    vatRate: 21,
  },
  {
    code: 'cod',
    sku: 'PLATBA-DOBIRKA',
    name: { cs: 'Dobírkou', en: 'Cash on delivery' },
    description: { cs: 'Zaplatíte hotově nebo kartou při převzetí zásilky.', en: 'Pay in cash or by card when the parcel arrives.' },
    priceMinor: 39_00,
    vatRate: 21,
  },
]

/**
 * Which payments each shipping allows: cash on delivery needs a carrier that collects it (the
 * shop's own counter takes cards, so pick-up offers card and transfer in advance).
 */
export const PAYMENTS_BY_SHIPPING: Record<ShippingCode, readonly PaymentCode[]> = {
  pickup: ['card', 'transfer'],
  packeta: ['card', 'transfer', 'cod'],
  ceskaposta: ['card', 'transfer', 'cod'],
  ppl: ['card', 'transfer', 'cod'],
}

/**
 * Where each shipping delivers, and so what the checkout asks for: nothing more at the
 * university's own shop, a pick-up point for Packeta (ADR 052), the address for the carriers
 * that come to the door.
 */
export type Delivery = 'shop' | 'point' | 'address'
export const DELIVERY: Record<ShippingCode, Delivery> = { pickup: 'shop', packeta: 'point', ceskaposta: 'address', ppl: 'address' }

export const shippingOf = (code: string) => SHIPPING.find((m) => m.code === code)
export const paymentOf = (code: string) => PAYMENT.find((m) => m.code === code)
export const paymentAllowed = (shipping: ShippingCode, payment: PaymentCode) => PAYMENTS_BY_SHIPPING[shipping].includes(payment)

/** The shipping price for goods worth `goodsMinor`: free past the threshold. */
export const shippingPrice = (m: Method<ShippingCode>, goodsMinor: number) => (goodsMinor >= FREE_SHIPPING_MINOR ? 0 : m.priceMinor)
