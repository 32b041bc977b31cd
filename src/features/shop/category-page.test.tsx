import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../i18n/index.js'
import { renderRegions } from '../../server/render/page.js'
import type { PageContextValue } from '../../ui/page-context.js'
import { categoryPageModel } from './category-page.js'
import type { ProductTile } from './shop.service.js'

const ctx: PageContextValue = { lang: 'cs', nonce: '', url: '/qf/cs/eshop/trika?page=2', user: null }

const tile = (id: number, stock: number): ProductTile => ({
  id,
  categoryId: 1,
  slugs: { cs: `triko-${id}`, en: `t-shirt-${id}` },
  name: `Triko ${id}`,
  priceMinor: 39_900,
  stock,
  categorySlug: 'trika',
  thumbnail: { id: 100 + id, productId: id, width: 1200, height: 900, thumbWidth: 400, thumbHeight: 300, alt: `Triko ${id} zepředu` },
})

describe('category listing regions', () => {
  const model = categoryPageModel('cs', {
    category: { id: 1, slugs: { cs: 'trika', en: 't-shirts' }, name: 'Trika', description: 'Popis' },
    tiles: [tile(1, 5), tile(2, 0)],
    page: 2,
    pages: 3,
    trail: [],
    alternate: '/qf/en/eshop/t-shirts?page=2',
  })

  it('is an e-shop page', () => {
    expect(model.section).toBe('eshop')
  })

  it('renders the productList region alone with tiles and pagination, without the page heading', () => {
    const { html, missing } = renderRegions(ctx, model, ['productList'])
    const list = html.get('productList')!
    expect(missing).toEqual([])
    expect(list.startsWith('<div id="productList"')).toBe(true)
    expect(list).not.toContain('<h1')
    expect(list).toContain(
      '<img class="product-tile__image" src="/media/products/101/thumb.webp" alt="Triko 1 zepředu" width="400" height="300" loading="lazy"',
    )
    expect(list).toContain(`<p class="product-tile__price">${formatPrice('cs', 39_900)}</p>`)
    expect(list.match(/class="product-tile__sold-out"/g)).toHaveLength(1)
    expect(list).toContain('<a href="/qf/cs/eshop/trika" rel="prev"')
    expect(list).toContain('<a href="/qf/cs/eshop/trika?page=3" rel="next"')
  })
})
