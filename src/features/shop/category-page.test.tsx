import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../i18n/index.js'
import { renderRegions } from '../../server/render/page.js'
import type { ContentContextValue } from '../../ui/page-context.js'
import { categoryPageModel } from './category-page.js'
import type { ProductListing } from './catalogue.types.js'
import type { ProductTile } from './shop.service.js'

const ctx: ContentContextValue = { lang: 'cs' }

const tile = (id: number, stock: number): ProductTile => ({
  id,
  categoryId: 1,
  slugs: { cs: `triko-${id}`, en: `t-shirt-${id}` },
  name: `Triko ${id}`,
  priceMinor: 39_900,
  compareAtPriceMinor: null,
  sku: `QF-TRI-${id}`,
  stock,
  trackingCategory: 'Trička a mikiny',
  variants: [{ id: 500 + id, productId: id, size: null, stock }],
  categorySlug: 'trika',
  thumbnail: { id: 100 + id, productId: id, width: 1200, height: 900, thumbWidth: 400, thumbHeight: 300, alt: `Triko ${id} zepředu` },
})

const listing = (firstPage: number, page: number, pages = 3, order: ProductListing = { sort: 'recommended', inStockOnly: false }, tiles = [tile(1, 5), tile(2, 0)]) =>
  categoryPageModel('cs', {
    category: { id: 1, parentId: null, sort: 1, slugs: { cs: 'trika', en: 't-shirts' }, name: 'Trika', description: 'Popis', metaDescription: '' },
    ancestors: [],
    subcategories: [],
    tiles,
    firstPage,
    page,
    pages,
    listing: order,
  })
const productList = (model: ReturnType<typeof listing>) => renderRegions(ctx, model, ['productList']).html.get('productList')!

describe('category listing regions', () => {
  const model = listing(2, 2)

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
    // The tile's price is the shared Price (ADR 051): nothing on sale here, so no struck price.
    expect(list).toContain(`<p class="product-tile__price"><span class="price"><strong class="price__current">${formatPrice('cs', 39_900)}</strong></span></p>`)
    expect(list.match(/product-tile__availability--soldOut/g)).toHaveLength(1)
    expect(list.match(/product-tile__availability--inStock/g)).toHaveLength(1)
    // Only the tile in stock can be added to the cart, one piece of its one variant.
    expect(list.match(/<form class="add-to-cart no-partial-update"[^>]* action="\/qf\/cs\/eshop\/kosik\/pridat"/g)).toHaveLength(1)
    expect(list).toContain('<input type="hidden" name="variant" value="501"/><input type="hidden" name="quantity" value="1"/>')
    expect(list).toContain('aria-label="Do košíku: Triko 1"')
    expect(list).toContain('<a href="/qf/cs/eshop/trika" rel="prev"')
    expect(list).toContain('<a href="/qf/cs/eshop/trika?page=3" rel="next"')
  })

  it('carries a pagination fragment on the tiles and remembers it on refreshes', () => {
    const list = productList(model)
    expect(list).toMatch(/^<div id="productList" data-container="productList" data-pu-target="productList" data-pu-remember-pagination="true"/)
    expect(list).toContain(
      '<ul class="product-tiles" data-pu-loaded-pages="1" data-pu-page-size="12" data-pu-page-number="2" data-pu-page-size-param="pageSize" data-pu-page-number-param="page" data-pu-loaded-pages-param="loadedPages" data-item-list-id="category_trika" data-item-list-name="Trika" data-item-list-start="12">',
    )
  })

  it('links "show more" to the next page, appending and replacing the address', () => {
    expect(productList(model)).toContain(
      '<p class="product-list__more"><a href="/qf/cs/eshop/trika?page=3" data-pu-append=".product-tiles" data-pu-alter-history="replace" class="button">Zobrazit další produkty</a></p>',
    )
    expect(productList(listing(3, 3))).not.toContain('product-list__more')
  })

  it('shows a run of pages as one list, current on the last, titled with both ends', () => {
    const run = listing(1, 3)
    expect(productList(run)).toContain('data-pu-loaded-pages="3" data-pu-page-size="12" data-pu-page-number="3"')
    expect(productList(run)).toContain('<span aria-current="page" class="pagination__current">3</span>')
    expect(run.title).toBe('Trika – strany 1–3')
    expect(listing(2, 2).title).toBe('Trika – strana 2')
  })

  it('links the same page, or the same run of pages, in the other language', () => {
    expect(listing(3, 3).alternate).toBe('/qf/en/eshop/t-shirts?page=3')
    expect(listing(1, 3).alternate).toBe('/qf/en/eshop/t-shirts?pageSize=36')
    expect(listing(2, 3).alternate).toBe('/qf/en/eshop/t-shirts?page=2&pageSize=24')
  })

  it('shows the e-shop home above the category', () => {
    const page = renderRegions(ctx, model, ['pageContent']).html.get('pageContent')!
    expect(page).toContain(
      '<ol><li><a href="/qf/cs/uvod">Univerzita Quercus Fontana</a></li><li><a href="/qf/cs/eshop">Univerzitní e-shop</a></li><li aria-current="page">Trika</li></ol>',
    )
  })

  it('carries the sort and filter in paging, "show more" and the other language', () => {
    const sorted = listing(2, 2, 3, { sort: 'price-desc', inStockOnly: true })
    const list = productList(sorted)
    expect(list).toContain('<a href="/qf/cs/eshop/trika?sort=price-desc&amp;availability=in-stock" rel="prev"')
    expect(list).toContain('<a href="/qf/cs/eshop/trika?sort=price-desc&amp;availability=in-stock&amp;page=3" rel="next"')
    expect(list).toContain('<p class="product-list__more"><a href="/qf/cs/eshop/trika?sort=price-desc&amp;availability=in-stock&amp;page=3"')
    expect(sorted.alternate).toBe('/qf/en/eshop/t-shirts?sort=price-desc&availability=in-stock&page=2')
  })

  it('says nothing is in stock when the filter leaves no product, and the category is empty without it', () => {
    expect(productList(listing(1, 1, 1, { sort: 'name', inStockOnly: true }, []))).toContain('<p class="product-list__empty">Skladem teď v této kategorii nic není.</p>')
    expect(productList(listing(1, 1, 1, { sort: 'name', inStockOnly: false }, []))).toContain('<p class="product-list__empty">V této kategorii zatím nejsou žádné produkty.</p>')
  })
})
