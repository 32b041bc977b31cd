/**
 * The clothing size chart (ADR 021, ADR 090): measurements per fit, in centimetres, in the table
 * `size_chart_rows` that the shop manager edits. A product has a size chart when its attributes
 * name a fit (the T-shirts and sweatshirts of the seed: unisex, women's, kids'); `fitOf` reads
 * which one, so the product page links to its own table.
 */
import type { ProductAttribute } from '../../db/schema.js'
import { FITS, type Fit } from './shop.tables.js'

export { FITS, type Fit }

export interface SizeRow {
  size: string
  /** Body height the size suits (cm), for kids' sizes; null for adults. */
  heightFrom: number | null
  heightTo: number | null
  chest: number
  length: number
}

export const isFit = (value: unknown): value is Fit => typeof value === 'string' && (FITS as readonly string[]).includes(value)

/** The size chart a product's attributes point to, or null (no fit attribute: no chart). */
export function fitOf(attributes: ProductAttribute[]): Fit | null {
  const fit = attributes.find((a) => a.key === 'fit')?.value.en.toLowerCase()
  if (!fit) return null
  if (fit.startsWith('women')) return 'women'
  if (fit.startsWith('kids')) return 'kids'
  return 'unisex'
}
