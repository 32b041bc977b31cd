import { describe, expect, it } from 'vitest'
import { totals, vatOf, type CartItem } from './cart.service.js'

const item = (priceMinor: number, quantity: number, vatRate: number) => ({ priceMinor, quantity, vatRate, lineTotalMinor: priceMinor * quantity }) as CartItem

describe('cart totals and VAT', () => {
  it('takes the VAT out of prices that include it, per rate, rounded to haléře', () => {
    expect(vatOf(12_100, 21)).toBe(2_100)
    expect(vatOf(11_200, 12)).toBe(1_200)
    expect(vatOf(34_900, 21)).toBe(6_057) // 349 Kč: 60.57 Kč of VAT
    expect(vatOf(49_900, 0)).toBe(0)
  })

  it('sums the lines per rate (21 %, 12 %, books 0 %), highest rate first, and the whole', () => {
    const t = totals([item(34_900, 2, 21), item(22_900, 1, 12), item(49_900, 1, 0), item(8_900, 3, 21)])
    expect(t.count).toBe(7)
    expect(t.totalMinor).toBe(69_800 + 22_900 + 49_900 + 26_700)
    expect(t.vat.map((v) => v.rate)).toEqual([21, 12, 0])
    expect(t.vat[0]).toEqual({ rate: 21, totalMinor: 96_500, vatMinor: vatOf(96_500, 21), baseMinor: 96_500 - vatOf(96_500, 21) })
    expect(t.vatMinor).toBe(vatOf(96_500, 21) + vatOf(22_900, 12))
    expect(t.vat.every((v) => v.baseMinor + v.vatMinor === v.totalMinor)).toBe(true)
  })

  it('is zero for an empty cart', () => {
    expect(totals([])).toEqual({ count: 0, totalMinor: 0, vatMinor: 0, vat: [] })
  })
})
