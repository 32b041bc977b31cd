import { describe, expect, it } from 'vitest'
import { minorOf, parseRefundForm } from './refund.schema.js'

const KEY = 'abcdefghijklmnop1234'

describe('refunds: the form as sent', () => {
  it('reads pieces per line, crowns with a comma or a point, and a transfer’s account normalised', () => {
    expect(parseRefundForm({ key: KEY, 'qty-1': '2', 'qty-2': '0', 'qty-3': '', shipping: '89,50', method: 'transfer', account: ' 19-2000145399/0800 ', note: ' rozbité ' })).toEqual({
      ok: true,
      values: { requestKey: KEY, lines: [{ line: 1, quantity: 2 }], shippingMinor: 89_50, method: 'transfer', account: '19-2000145399/0800', note: 'rozbité', restock: false, withdrawalId: null },
    })
    expect(parseRefundForm({ key: KEY, 'qty-1': '1', method: 'card', account: 'ignored' })).toMatchObject({ ok: true, values: { account: null, shippingMinor: 0 } })
    expect(parseRefundForm({ key: KEY, 'qty-1': '1', method: 'card', restock: 'on', withdrawal: '12' })).toMatchObject({ ok: true, values: { restock: true, withdrawalId: 12 } })
    expect([minorOf('89'), minorOf('89.5'), minorOf('1 089,05'), minorOf('-1'), minorOf('8,999')]).toEqual([89_00, 89_50, 1089_05, null, null])
  })

  it('refuses odd pieces, amounts, methods, keys and notes, and a transfer without a valid account', () => {
    for (const body of [
      { key: KEY, 'qty-1': '1.5', method: 'card' },
      { key: KEY, 'qty-1': '-1', method: 'card' },
      { key: KEY, 'qty-1': ['1', '2'], method: 'card' },
      { key: KEY, shipping: 'abc', method: 'card' },
      { key: KEY, 'qty-1': '1', method: 'cash' },
      { key: 'short', 'qty-1': '1', method: 'card' },
      { key: KEY, 'qty-1': '1', method: 'card', note: 'x'.repeat(501) },
      { key: KEY, 'qty-1': '1', method: 'card', withdrawal: '1 OR 1=1' },
    ])
      expect(parseRefundForm(body), JSON.stringify(body).slice(0, 60)).toEqual({ ok: false, problem: 'invalid' })
    expect(parseRefundForm({ key: KEY, 'qty-1': '1', method: 'transfer', account: '2000145398/0800' })).toEqual({ ok: false, problem: 'account' })
  })
})
