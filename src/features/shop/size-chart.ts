/**
 * The clothing size chart (ADR 021): measurements per fit, in centimetres. A product has a size
 * chart when its attributes name a fit (the T-shirts and sweatshirts of the seed: unisex, women's,
 * kids'); `fitOf` reads which one, so the product page links to its own table.
 */
import type { ProductAttribute } from '../../db/schema.js'

export const FITS = ['unisex', 'women', 'kids'] as const
export type Fit = (typeof FITS)[number]

export interface SizeRow {
  size: string
  /** Body height the size suits (cm range), for kids' sizes; null for adults. */
  height: string | null
  chest: number
  length: number
}

export const SIZE_CHART: Record<Fit, SizeRow[]> = {
  unisex: [
    { size: 'S', height: null, chest: 50, length: 70 },
    { size: 'M', height: null, chest: 53, length: 72 },
    { size: 'L', height: null, chest: 56, length: 74 },
    { size: 'XL', height: null, chest: 59, length: 76 },
    { size: 'XXL', height: null, chest: 62, length: 78 },
  ],
  women: [
    { size: 'S', height: null, chest: 44, length: 62 },
    { size: 'M', height: null, chest: 47, length: 64 },
    { size: 'L', height: null, chest: 50, length: 66 },
    { size: 'XL', height: null, chest: 53, length: 68 },
    { size: 'XXL', height: null, chest: 56, length: 70 },
  ],
  kids: [
    { size: 'S', height: '110–116', chest: 34, length: 46 },
    { size: 'M', height: '122–128', chest: 37, length: 50 },
    { size: 'L', height: '134–140', chest: 40, length: 54 },
    { size: 'XL', height: '146–152', chest: 43, length: 58 },
    { size: 'XXL', height: '158–164', chest: 46, length: 62 },
  ],
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
