import { describe, expect, it } from 'vitest'
import type { CartItem } from '../cart/cart.service.js'
import { quote } from './checkout.service.js'
import { FREE_SHIPPING_MINOR, paymentAllowed } from './methods.js'
import { simulatedGateway } from './payment-provider.js'
import { spayd } from './seller.js'

const item = (over: Partial<CartItem>): CartItem => ({
  variantId: 1,
  productId: 1,
  sku: 'QF-1',
  productSku: 'QF-1',
  size: null,
  colour: null,
  stock: 10,
  name: 'Mikina',
  priceMinor: 1000_00,
  vatRate: 21,
  slugs: { cs: 'mikina', en: 'sweatshirt' },
  categorySlugs: { cs: 'obleceni', en: 'clothing' },
  trackingCategory: 'Oblečení',
  quantity: 1,
  lineTotalMinor: 1000_00,
  ...over,
})

describe('quote', () => {
  it('adds shipping and the cash-on-delivery fee as lines of Doprava and Platba, VAT per rate', () => {
    const book = item({ variantId: 2, productId: 2, sku: 'QF-2', name: 'Kniha', priceMinor: 300_00, vatRate: 0, lineTotalMinor: 600_00, quantity: 2 })
    const q = quote({ cs: [book], en: [{ ...book, name: 'Book' }] }, 'ppl', 'cod')
    expect(q.lines.map((l) => [l.kind, l.category, l.unitPriceMinor])).toEqual([
      ['goods', 'Oblečení', 300_00],
      ['shipping', 'Doprava', 119_00],
      ['payment', 'Platba', 39_00],
    ])
    expect(q.lines[0]).toMatchObject({ nameCs: 'Kniha', nameEn: 'Book' })
    expect(q.totalMinor).toBe(600_00 + 119_00 + 39_00)
    // Books 0 %, shipping and the fee 21 %: VAT = round(158 Kč × 21 / 121).
    expect(q.vatMinor).toBe(Math.round((158_00 * 21) / 121))
  })

  it('ships free from the threshold of goods on', () => {
    const below = quote({ cs: [item({ priceMinor: FREE_SHIPPING_MINOR - 1, lineTotalMinor: FREE_SHIPPING_MINOR - 1 })], en: [] }, 'ceskaposta', 'card')
    const at = quote({ cs: [item({ priceMinor: FREE_SHIPPING_MINOR, lineTotalMinor: FREE_SHIPPING_MINOR })], en: [] }, 'ceskaposta', 'card')
    expect(below.shippingMinor).toBe(129_00)
    expect(at.shippingMinor).toBe(0)
  })
})

describe('payment availability', () => {
  it('offers cash on delivery only with carriers that collect it', () => {
    expect(paymentAllowed('pickup', 'cod')).toBe(false)
    expect(paymentAllowed('pickup', 'card')).toBe(true)
    for (const s of ['packeta', 'ceskaposta', 'ppl'] as const) expect(paymentAllowed(s, 'cod')).toBe(true)
  })
})

describe('SPAYD and the simulated gateway', () => {
  it('writes the Czech QR payment string with the IBAN, amount and variable symbol', () => {
    expect(spayd(1234_50, '2026000001')).toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:1234.50*CC:CZK*X-VS:2026000001*MSG:OBJEDNAVKA 2026000001')
  })

  it('verifies its own return signatures and nothing else', () => {
    const gateway = simulatedGateway('a-test-secret-of-some-length')
    const other = simulatedGateway('another-secret-entirely-here')
    const url = new URL(gateway.returnUrl('cs', '2026000001', 'approved'), 'http://x')
    const query = Object.fromEntries(url.searchParams)
    expect(gateway.verifyReturn(query)).toEqual({ orderNumber: '2026000001', result: 'approved' })
    expect(other.verifyReturn(query)).toBeNull()
    expect(gateway.verifyReturn({ ...query, result: 'declined' })).toBeNull()
    expect(gateway.verifyReturn({ ...query, order: '2026000002' })).toBeNull()
    expect(gateway.verifyReturn({ ...query, sig: ['x'] })).toBeNull()
    expect(gateway.verifyReturn({})).toBeNull()
  })
})
