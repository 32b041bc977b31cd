import { describe, expect, it } from 'vitest'
import { productCountKey } from '../../i18n/shop.js'
import type { ShopRepository } from './shop.repository.js'
import { priceWithoutVat, PRODUCT_PAGE_SIZE, shopService } from './shop.service.js'

describe('shop rules', () => {
  it('derives the price without VAT in whole haléře', () => {
    expect(priceWithoutVat(12_100, 21)).toBe(10_000)
    expect(priceWithoutVat(39_900, 21)).toBe(32_975)
    expect(priceWithoutVat(10_000, 0)).toBe(10_000)
  })

  it('picks the Czech plural form of the product count', () => {
    expect([1, 2, 4, 5, 16, 22].map((n) => productCountKey('cs', n))).toEqual([
      'productCountOne',
      'productCountFew',
      'productCountFew',
      'productCountOther',
      'productCountOther',
      'productCountOther',
    ])
    expect(productCountKey('en', 1)).toBe('productCountOne')
    expect(productCountKey('en', 3)).toBe('productCountOther')
  })

  /** A category of 30 products (3 pages of 12); records what the service asks for. */
  function categoryOf30() {
    const asked: [limit: number, offset: number][] = []
    const repo = {
      categoriesWithCounts: async () => [{ id: 7, parentId: null, sort: 1, slugs: { cs: 'trika', en: 't-shirts' }, name: 'Trika', description: '', metaDescription: '', productCount: 30 }],
      productCount: async () => 30,
      productsOfCategory: async (_lang: string, _id: number, limit: number, offset: number) => {
        asked.push([limit, offset])
        return []
      },
      imagesOf: async () => [],
      variantsOf: async () => [],
    } as unknown as ShopRepository
    return { shop: shopService(repo), asked }
  }

  it('asks the repository for the clamped page of a category', async () => {
    const { shop, asked } = categoryOf30()
    expect(PRODUCT_PAGE_SIZE).toBe(12)
    expect((await shop.categoryPage('cs', 'trika', 2))!.page).toBe(2)
    const last = await shop.categoryPage('cs', 'trika', 99)
    expect([last!.firstPage, last!.page, last!.pages]).toEqual([3, 3, 3])
    expect(asked).toEqual([[12, 12], [12, 24]])
  })

  it('asks for a run of loaded pages at once, stopping at the last page', async () => {
    const { shop, asked } = categoryOf30()
    const run = await shop.categoryPage('cs', 'trika', 1, 3)
    expect([run!.firstPage, run!.page]).toEqual([1, 3])
    const past = await shop.categoryPage('cs', 'trika', 2, 10)
    expect([past!.firstPage, past!.page]).toEqual([2, 3])
    expect(asked).toEqual([[36, 0], [24, 12]])
  })
})
