/**
 * The category page's sort and filter as the address carries them (spec 001 §5, §7): `sort` is
 * `price-asc`, `price-desc`, `name` or `newest` (absent or empty: the shop's own order), and
 * `availability=in-stock` keeps the products that can be bought. The values are the same in both
 * languages, so the language switch keeps them. No Fastify, no ORM.
 */
import { DEFAULT_LISTING, type ProductListing, type ProductSort } from './catalogue.types.js'

export const listingParams = { sort: 'sort', availability: 'availability' } as const

/** The sort options in the order the select offers them; `recommended` is the empty value. */
export const SORTS: readonly ProductSort[] = ['recommended', 'price-asc', 'price-desc', 'name', 'newest']
export const IN_STOCK = 'in-stock'

const sortValue = (sort: ProductSort) => (sort === 'recommended' ? '' : sort)

export interface ParsedListing {
  listing: ProductListing
  /** A parameter was there but not one of the values above (or repeated): the caller drops it. */
  rejected: boolean
}

/** Reads the two parameters; anything else than their values falls back to the default. */
export function parseListing(query: Record<string, unknown>): ParsedListing {
  const sort = query[listingParams.sort]
  const availability = query[listingParams.availability]
  let rejected = false
  let listingSort: ProductSort = DEFAULT_LISTING.sort
  if (sort !== undefined) {
    const known = typeof sort === 'string' ? SORTS.find((s) => sortValue(s) === sort) : undefined
    if (known) listingSort = known
    else rejected = true
  }
  let inStockOnly = DEFAULT_LISTING.inStockOnly
  if (availability !== undefined) {
    if (availability === IN_STOCK) inStockOnly = true
    else if (availability !== '') rejected = true
  }
  return { listing: { sort: listingSort, inStockOnly }, rejected }
}

/** The listing's query pairs, only those that differ from the default. */
export function listingQuery(listing: ProductListing | undefined): [string, string][] {
  if (!listing) return []
  const pairs: [string, string][] = []
  if (listing.sort !== 'recommended') pairs.push([listingParams.sort, listing.sort])
  if (listing.inStockOnly) pairs.push([listingParams.availability, IN_STOCK])
  return pairs
}

export { sortValue }
