import { describe, expect, it } from 'vitest'
import { pageWindow, paginationFragment } from './pagination.js'
import { clampPage, PageQuery, pageRangeQuery } from './query.js'

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

describe('page range query (pagination fragment)', () => {
  const query = pageRangeQuery(12)
  it.each([
    [{}, { page: 1, loaded: 1 }],
    [{ page: '4' }, { page: 4, loaded: 1 }],
    [{ page: '2', pageSize: '12' }, { page: 2, loaded: 1 }],
    [{ page: '1', pageSize: '36' }, { page: 1, loaded: 3 }],
    [{ pageSize: '120' }, { page: 1, loaded: 10 }],
    [{ page: '2', loadedPages: '3' }, { page: 2, loaded: 3 }],
    [{ pageSize: '36', loadedPages: '3' }, { page: 1, loaded: 3 }],
  ])('reads %o as %o', (raw, parsed) => {
    expect(query.parse(raw)).toEqual(parsed)
  })
  it.each([
    { pageSize: '0' },
    { pageSize: '-12' },
    { pageSize: '13' },
    { pageSize: '6' },
    { pageSize: '132' },
    { pageSize: '1e2' },
    { pageSize: 'x'.repeat(10_000) },
    { loadedPages: '11' },
    { loadedPages: '0' },
    { pageSize: '24', loadedPages: '3' },
    { pageSize: ['12', '24'] },
  ])('rejects %o', (raw) => {
    expect(query.safeParse(raw).success).toBe(false)
  })
})

describe('pagination fragment attributes', () => {
  it('names what the list holds and the query parameters that ask for it', () => {
    expect(paginationFragment({ loadedPages: 2, pageSize: 12, pageNumber: 5 })).toEqual({
      'data-pu-loaded-pages': 2,
      'data-pu-page-size': 12,
      'data-pu-page-number': 5,
      'data-pu-page-size-param': 'pageSize',
      'data-pu-page-number-param': 'page',
      'data-pu-loaded-pages-param': 'loadedPages',
    })
  })
})
