import { describe, expect, it } from 'vitest'
import { parseWithdrawalForm } from './withdrawal.schema.js'

const KEY = 'abcdefghijklmnop1234'

describe('withdrawal: the customer’s form as sent', () => {
  it('reads pieces per line, a reason, and an account normalised or none', () => {
    expect(parseWithdrawalForm({ key: KEY, 'qty-1': '2', 'qty-2': '0', reason: ' Nesedí velikost ', account: ' 19-2000145399/0800 ' })).toEqual({
      ok: true,
      values: { requestKey: KEY, lines: [{ line: 1, quantity: 2 }], reason: 'Nesedí velikost', account: '19-2000145399/0800' },
    })
    expect(parseWithdrawalForm({ key: KEY, 'qty-3': '1', account: '' })).toMatchObject({ ok: true, values: { account: null, reason: '' } })
  })

  it('refuses odd pieces, keys and reasons, and an account that is given but not valid', () => {
    for (const body of [{ key: KEY, 'qty-1': '1.5' }, { key: KEY, 'qty-1': '-1' }, { key: KEY, 'qty-1': ['1', '2'] }, { key: 'short', 'qty-1': '1' }, { key: KEY, 'qty-1': '1', reason: 'x'.repeat(501) }, { key: KEY, 'qty-1': '1', reason: ['a', 'b'] }])
      expect(parseWithdrawalForm(body), JSON.stringify(body).slice(0, 60)).toEqual({ ok: false, problem: 'invalid' })
    expect(parseWithdrawalForm({ key: KEY, 'qty-1': '1', account: '<script>alert(1)</script>' })).toEqual({ ok: false, problem: 'account' })
  })
})
