/** A sale's price (ADR 087): whole crowns, so a sale never shows haléře the regular price did not have. */

/**
 * The price of a product of regular price `regularMinor` (haléře) at `percent` off: the regular
 * price × (100 − percent) / 100 rounded half up to whole crowns. Null when that is not below the
 * product's `currentMinor` price or not above zero (the product is left out of the sale).
 */
export function salePriceOf(regularMinor: number, percent: number, currentMinor = regularMinor): number | null {
  // Integers throughout: regular × (100 − p) is haléře × 100; + 5 000 rounds half up to whole crowns.
  const crowns = Math.floor((regularMinor * (100 - percent) + 5_000) / 10_000)
  const sale = crowns * 100
  return sale > 0 && sale < currentMinor ? sale : null
}
