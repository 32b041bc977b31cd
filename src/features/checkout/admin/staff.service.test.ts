import { describe, expect, it } from 'vitest'
import { changesFrom } from './staff-pages.js'
import { listQuery, MAX_PAGE } from './staff.service.js'

describe('staff: the order list’s filter from the address', () => {
  it('reads a known status, the search trimmed and cut, and a page number', () => {
    expect(listQuery({ status: 'shipped', q: '  2026000001 ', page: '3' })).toEqual({ status: 'shipped', query: '2026000001', page: 3 })
    expect(listQuery({ q: 'x'.repeat(500) }).query).toHaveLength(100)
  })

  it('counts anything odd as not given: unknown statuses, arrays, negative or huge pages', () => {
    expect(listQuery({ status: 'lost', q: ['a', 'b'], page: '-1' })).toEqual({ status: null, query: '', page: 1 })
    expect(listQuery({ status: ['paid'], page: '0' })).toEqual({ status: null, query: '', page: 1 })
    expect(listQuery({ page: '9999' }).page).toBe(MAX_PAGE)
    expect(listQuery({ page: '1e3' }).page).toBe(1)
  })
})

describe('staff: the buttons an order gets', () => {
  it('only the changes the rules allow from its status and payment', () => {
    expect(changesFrom({ status: 'new', paymentCode: 'transfer' })).toEqual(['paid', 'cancelled'])
    expect(changesFrom({ status: 'new', paymentCode: 'cod' })).toEqual(['paid', 'shipped', 'cancelled'])
    expect(changesFrom({ status: 'paid', paymentCode: 'card' })).toEqual(['shipped', 'cancelled'])
    expect(changesFrom({ status: 'shipped', paymentCode: 'card' })).toEqual(['delivered'])
    expect(changesFrom({ status: 'delivered', paymentCode: 'card' })).toEqual([])
    expect(changesFrom({ status: 'cancelled', paymentCode: 'cod' })).toEqual([])
  })
})
