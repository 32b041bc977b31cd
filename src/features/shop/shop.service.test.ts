import { describe, expect, it } from 'vitest'
import { productCountKey } from '../../i18n/shop.js'
import type { ShopRepository } from './shop.repository.js'
import { christmasSaleEnd, priceWithoutVat, shopService } from './shop.service.js'

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

  it('asks the repository for the clamped page of a category', async () => {
    const offsets: number[] = []
    const repo = {
      categoryBySlug: async () => ({ id: 7, slugs: { cs: 'trika', en: 't-shirts' }, name: 'Trika', description: '' }),
      productCount: async () => 50,
      productsOfCategory: async (_lang: string, _id: number, limit: number, offset: number) => {
        expect(limit).toBe(24)
        offsets.push(offset)
        return []
      },
      imagesOf: async () => [],
    } as unknown as ShopRepository
    const shop = shopService(repo)
    expect((await shop.categoryPage('cs', 'trika', 2))!.page).toBe(2)
    const last = await shop.categoryPage('cs', 'trika', 99)
    expect([last!.page, last!.pages, last!.alternate]).toEqual([3, 3, '/qf/en/eshop/t-shirts?page=3'])
    expect(offsets).toEqual([24, 48])
  })
})

describe('Christmas sale end', () => {
  it('is this year’s 24 December before it', () => {
    expect(christmasSaleEnd(new Date('2026-11-22T10:00:00Z'))).toBe('2026-12-24T00:00:00+01:00')
  })
  it('moves to next year once it has passed', () => {
    expect(christmasSaleEnd(new Date('2026-12-23T23:00:00Z'))).toBe('2027-12-24T00:00:00+01:00')
    expect(christmasSaleEnd(new Date('2026-12-30T10:00:00Z'))).toBe('2027-12-24T00:00:00+01:00')
  })
})
