import { describe, expect, it } from 'vitest'
import { pageWindow } from './pagination.js'
import { clampPage, PageQuery } from './query.js'

describe('pagination window', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
  })
  it('keeps first and last with gaps around the current page', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20])
  })
  it('has no gap marker between neighbours', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5])
  })
})

describe('page query', () => {
  it.each([['1', 1], ['42', 42]])('accepts page=%s', (raw, n) => {
    expect(PageQuery.parse({ page: raw }).page).toBe(n)
  })
  it.each(['-1', 'abc', '1.5', '0', '99999999', '%00', 'x'.repeat(10_000), ''])('rejects page=%s', (raw) => {
    expect(PageQuery.safeParse({ page: raw }).success).toBe(false)
  })
  it('clamps past the last page and below the first', () => {
    expect(clampPage(50, 7)).toBe(7)
    expect(clampPage(0, 7)).toBe(1)
    expect(clampPage(3, 0)).toBe(1)
  })
})
