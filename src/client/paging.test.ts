import { describe, expect, it } from 'vitest'
import { address, appended } from './paging.js'

const fragment = { puLoadedPages: '1', puPageSize: '12', puPageNumber: '3', puPageSizeParam: 'pageSize', puPageNumberParam: 'page', puLoadedPagesParam: 'loadedPages' }

describe('paging: the pagination fragment after an append', () => {
  it('adds the answer’s loaded pages to those shown', () => {
    expect(appended({ puLoadedPages: '2' }, { puLoadedPages: '1' })).toEqual({ puLoadedPages: '3' })
    expect(appended({ puLoadedPages: '1' }, { puLoadedPages: '4' })).toEqual({ puLoadedPages: '5' })
  })

  it('writes with the prefix the answer uses', () => {
    expect(appended({ puLoadedPages: '2' }, { partialUpdateLoadedPages: '1' })).toEqual({ partialUpdateLoadedPages: '3' })
    expect(appended({ partialUpdateLoadedPages: '2' }, { puLoadedPages: '1' })).toEqual({ puLoadedPages: '3' })
  })

  it.each([[{}, { puLoadedPages: '1' }], [{ puLoadedPages: '2' }, {}], [{ puLoadedPages: 'x' }, { puLoadedPages: '1' }], [{ puLoadedPages: '0' }, { puLoadedPages: '1' }]])(
    'changes nothing without two counts (%o, %o)',
    (shown, added) => {
      expect(appended(shown, added)).toEqual({})
    },
  )
})

describe('paging: the address of every page shown', () => {
  it('asks for page size × loaded pages from the first page shown', () => {
    expect(address('/qf/cs/eshop/tricka?page=3', { ...fragment, puLoadedPages: '3' })).toBe('/qf/cs/eshop/tricka?page=1&pageSize=36')
    expect(address('/qf/cs/eshop/tricka?page=3&x=1#top', { ...fragment, puLoadedPages: '2' })).toBe('/qf/cs/eshop/tricka?page=2&x=1&pageSize=24#top')
  })

  it('leaves the url alone without a complete fragment', () => {
    expect(address('/qf/cs/eshop/tricka?page=3', { ...fragment, puPageSizeParam: undefined })).toBe('/qf/cs/eshop/tricka?page=3')
  })
})
