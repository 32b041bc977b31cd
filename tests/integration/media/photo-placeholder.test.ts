/**
 * A product without a photo (issue 22): every product in the seed has photos, so this file adds
 * one without any, in a category of its own, and finds the placeholder everywhere a photo would
 * be: its tile, its category's tile, its page (named there, the only picture of it), the cart
 * line, the comparison, e-shop search results and suggestions (hidden beside the name). Nowhere
 * an image address that would show broken.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productCategories, products, productVariants } from '../../../src/db/schema.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, type Jar } from '../../support/client.js'

let app: FastifyInstance
let product = 0
let variant = 0

const NAME = { cs: 'Pláštěnka Quercus Zeta', en: 'Quercus Zeta rain cape' }
const CATEGORY = { cs: '/qf/cs/eshop/plastenky-bez-fotek', en: '/qf/en/eshop/capes-without-photos' }
const PAGE = { cs: `${CATEGORY.cs}/plastenka-quercus-zeta`, en: `${CATEGORY.en}/quercus-zeta-rain-cape` }

beforeAll(async () => {
  app = await testApp()
  const [category] = await app.db
    .insert(productCategories)
    .values({ slugCs: 'plastenky-bez-fotek', slugEn: 'capes-without-photos', nameCs: 'Pláštěnky', nameEn: 'Capes', descriptionCs: 'Pláštěnky.', descriptionEn: 'Capes.', sort: 999 })
    .returning({ id: productCategories.id })
  const [row] = await app.db
    .insert(products)
    .values({
      categoryId: category!.id,
      sku: 'QF-ZETA-001',
      slugCs: 'plastenka-quercus-zeta',
      slugEn: 'quercus-zeta-rain-cape',
      nameCs: NAME.cs,
      nameEn: NAME.en,
      descriptionCs: 'Lehká pláštěnka do deště.',
      descriptionEn: 'A light cape for the rain.',
      priceMinor: 29_900,
      vatRate: 21,
      stock: 0,
      attributes: [{ key: 'material', label: { cs: 'Materiál', en: 'Material' }, value: { cs: 'polyester', en: 'polyester' } }],
    })
    .returning({ id: products.id })
  product = row!.id
  const [v] = await app.db.insert(productVariants).values({ productId: product, sku: 'QF-ZETA-001-U', stock: 5 }).returning({ id: productVariants.id })
  variant = v!.id
  app.searchIndexer.wake()
  await app.searchIndexer.idle()
})
afterAll(async () => {
  await app?.close()
})

const get = async (url: string, jar: Jar = {}) => {
  const res = await app.inject({ url, cookies: jar })
  expect(res.statusCode, url).toBe(200)
  return res.body
}

/** The placeholder with the classes of its place, hidden from screen readers, at the size the photo would take. */
const hidden = (className: string, width: number, height: number) =>
  new RegExp(`<svg class="photo-placeholder ${className}" width="${width}" height="${height}" viewBox="0 0 400 300" focusable="false" aria-hidden="true">`)

/** The part of `html` from the element holding the product's name back to the start of its row. */
const around = (html: string, start: RegExp, end: string) => {
  const from = html.search(start)
  expect(from, String(start)).toBeGreaterThanOrEqual(0)
  return html.slice(from, html.indexOf(end, from) + end.length)
}

describe(`a product without a photo on ${engine}`, () => {
  it.each(['cs', 'en'] as const)('its tile and its category’s tile show the placeholder in the thumbnail’s box (%s)', async (lang) => {
    const listing = await get(CATEGORY[lang])
    const tile = around(listing, /<li class="product-tile[^"]*"/, '</li>')
    expect(tile).toMatch(new RegExp(`^<li[^>]*><a class="product-tile__link" href="${PAGE[lang]}">${hidden('product-tile__image', 400, 300).source}`))
    expect(tile).not.toContain('<img')
    const home = await get(lang === 'cs' ? '/qf/cs/eshop' : '/qf/en/eshop')
    const categoryTile = around(home, new RegExp(`<li class="category-tile">(?:(?!</li>).)*?href="${CATEGORY[lang]}"`, 's'), '</li>')
    expect(categoryTile).toMatch(new RegExp(`^<li class="category-tile">${hidden('category-tile__image', 400, 300).source}`))
  })

  it.each([
    ['cs', 'Produkt zatím nemá fotografii'],
    ['en', 'This product has no photo yet'],
  ] as const)('its page shows the placeholder as an image named in the page’s language (%s)', async (lang, label) => {
    const page = await get(PAGE[lang])
    const gallery = around(page, /<div class="product-gallery">/, '</div>')
    expect(gallery).toBe(
      `<div class="product-gallery"><svg class="photo-placeholder product-gallery__none" width="1200" height="900" viewBox="0 0 400 300" focusable="false" role="img" aria-label="${label}">` +
        gallery.slice(gallery.indexOf('<g '), gallery.indexOf('</svg>')) +
        '</svg></div>',
    )
    expect(page).not.toMatch(/\/media\/products\//)
    expect(page).not.toContain('property="og:image" content="/media/products')
  })

  it('the cart line and the comparison show the placeholder beside the name', async () => {
    const jar: Jar = {}
    expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(variant), quantity: '1' }, jar)).statusCode).toBe(303)
    const cart = await get('/qf/cs/eshop/kosik', jar)
    const line = around(cart, new RegExp(`<tr class="cart-line" data-variant-id="${variant}"`), '</tr>')
    expect(line).toMatch(hidden('product-thumb cart-line__thumb', 64, 48))
    expect(line).not.toContain('<img')

    expect((await postForm(app, '/qf/cs/eshop/porovnani/pridat', { product: String(product) }, jar)).statusCode).toBe(303)
    const compare = await get('/qf/cs/eshop/porovnani', jar)
    const head = around(compare, new RegExp(`<th scope="col" data-product-id="${product}">`), '</th>')
    expect(head).toMatch(new RegExp(`^<th scope="col" data-product-id="${product}">${hidden('product-thumb comparison__thumb', 64, 48).source}<g [^]*?</svg><a href="${PAGE.cs}">`))
  })

  it('e-shop search results and suggestions show the placeholder beside the name', async () => {
    const results = await get(`/qf/cs/ramjet/vyhledavani-eshop?frm.query=${encodeURIComponent('pláštěnka zeta')}`)
    const hit = around(results, /<li class="search-hit search-hit--product"[^>]*>(?:(?!<\/li>).)*?Pláštěnka Quercus Zeta/s, '</li>')
    expect(hit).toMatch(new RegExp(`^<li class="search-hit search-hit--product"[^>]*>${hidden('product-thumb search-hit__thumb', 64, 48).source}`))
    expect(hit).not.toContain('<img')

    const suggestions = await get(`/qf/cs/ramjet/fulltextAutocompleteResult?query=${encodeURIComponent('pláštěnka zeta')}`)
    const option = around(suggestions, new RegExp(`<a class="suggestions__option suggestions__option--product"[^>]*href="${PAGE.cs}"`), '</a>')
    expect(option).toMatch(hidden('product-thumb suggestions__thumb', 48, 36))
    expect(option).not.toContain('<img')
  })
})
