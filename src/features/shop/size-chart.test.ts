import { describe, expect, it } from 'vitest'
import { APPAREL_AND_ACCESSORIES } from '../../db/seed/products-catalogue.js'
import { SEED_SIZE_CHART } from '../../db/seed/size-chart.js'
import { FITS, fitOf, isFit } from './size-chart.js'

describe('size chart: which products have one', () => {
  it('T-shirts and sweatshirts point to their fit; caps and socks have none', () => {
    const fits = new Set<string | null>()
    for (const category of APPAREL_AND_ACCESSORIES) {
      for (const item of category.items) {
        const fit = fitOf(item.attributes)
        if (category.slug.en === 't-shirts-and-sweatshirts') expect(fit, item.name.en).not.toBeNull()
        else expect(fit, item.name.en).toBeNull()
        fits.add(fit)
      }
    }
    expect([...fits].filter(Boolean).sort()).toEqual(['kids', 'unisex', 'women'])
  })

  it('every fit of the seed lists the sizes the products are sold in, growing with the size', () => {
    for (const fit of FITS) {
      expect(SEED_SIZE_CHART[fit].map((r) => r[0])).toEqual(['S', 'M', 'L', 'XL', 'XXL'])
      const chest = SEED_SIZE_CHART[fit].map((r) => r[2])
      expect([...chest].sort((a, b) => a - b)).toEqual(chest)
    }
  })

  it.each(['', 'XL', 'Unisex', '__proto__', 'constructor', ['kids'], null])('refuses %j as a fit', (value) => {
    expect(isFit(value)).toBe(false)
  })
})
