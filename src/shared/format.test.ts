import { describe, expect, it } from 'vitest'
import { formatNumber, formatPrice } from './format.js'

const NBSP = '\u00a0'

describe('formatNumber: thousands grouped, a decimal comma in Czech (spec 001 §9)', () => {
  it.each([
    [0, '0', '0'],
    [999, '999', '999'],
    [1000, `1${NBSP}000`, '1,000'],
    [12345.5, `12${NBSP}345,5`, '12,345.5'],
    [1234567.125, `1${NBSP}234${NBSP}567,125`, '1,234,567.125'],
    [-9876.5, `-9${NBSP}876,5`, '-9,876.5'],
    [0.1 + 0.2, '0,3', '0.3'],
  ])('%s → cs %j, en %j', (n, cs, en) => {
    expect(formatNumber('cs', n)).toBe(cs)
    expect(formatNumber('en', n)).toBe(en)
  })

  it('Czech groups with the no-break space U+00A0, never a plain or narrow one', () => {
    const grouped = formatNumber('cs', 1_000_000)
    expect([...grouped].map((c) => c.codePointAt(0)!.toString(16))).toEqual(['31', 'a0', '30', '30', '30', 'a0', '30', '30', '30'])
  })

  it('fixed decimals when asked; minus zero and not-finite numbers', () => {
    expect(formatNumber('cs', 1234.5, 2)).toBe(`1${NBSP}234,50`)
    expect(formatNumber('en', 2, 2)).toBe('2.00')
    expect(formatNumber('cs', -0.0001)).toBe('0')
    expect(formatNumber('en', Number.NaN)).toBe('NaN')
    expect(formatNumber('en', Number.POSITIVE_INFINITY)).toBe('Infinity')
  })

  it('agrees with this Node’s Intl for whole numbers and one decimal', () => {
    for (const n of [7, 1500, 65_432.1, 1_000_001]) {
      expect(formatNumber('cs', n)).toBe(new Intl.NumberFormat('cs-CZ').format(n))
      expect(formatNumber('en', n)).toBe(new Intl.NumberFormat('en-GB').format(n))
    }
  })
})

describe('formatPrice: haléře to crowns', () => {
  it('whole crowns without decimals, else two', () => {
    expect(formatPrice('cs', 123_400)).toBe(`1${NBSP}234${NBSP}Kč`)
    expect(formatPrice('en', 123_400)).toBe(`CZK${NBSP}1,234`)
    expect(formatPrice('cs', 123_450)).toBe(`1${NBSP}234,50${NBSP}Kč`)
    expect(formatPrice('en', 99)).toBe(`CZK${NBSP}0.99`)
  })
})
