import { describe, expect, it } from 'vitest'
import { listingQuery, parseListing } from './listing.js'

describe('the category listing parameters', () => {
  it('reads each sort and the in-stock filter; absent and empty are the default', () => {
    expect(parseListing({})).toEqual({ listing: { sort: 'recommended', inStockOnly: false }, rejected: false })
    expect(parseListing({ sort: '', availability: '' })).toEqual({ listing: { sort: 'recommended', inStockOnly: false }, rejected: false })
    for (const sort of ['price-asc', 'price-desc', 'name', 'newest'] as const)
      expect(parseListing({ sort, availability: 'in-stock' })).toEqual({ listing: { sort, inStockOnly: true }, rejected: false })
  })

  it('rejects anything else and keeps the valid other parameter', () => {
    for (const sort of ['recommended', 'PRICE-ASC', '__proto__', 'toString', '<b>', ['name', 'name'], 5, null])
      expect(parseListing({ sort, availability: 'in-stock' })).toEqual({ listing: { sort: 'recommended', inStockOnly: true }, rejected: true })
    for (const availability of ['yes', 'in-stock ', ['in-stock'], '\0'])
      expect(parseListing({ sort: 'name', availability })).toEqual({ listing: { sort: 'name', inStockOnly: false }, rejected: true })
  })

  it('writes only what differs from the default, sort first', () => {
    expect(listingQuery({ sort: 'recommended', inStockOnly: false })).toEqual([])
    expect(listingQuery({ sort: 'newest', inStockOnly: true })).toEqual([['sort', 'newest'], ['availability', 'in-stock']])
  })
})
