/**
 * A product in a row beside its name (ADR 056): the cart's lines, the comparison's columns and
 * the e-shop's search results and suggestions show its first photo (`alt=""`, drawn at its
 * width and height) and its price, the price before a sale struck through; the shop home shows
 * its categories as tiles with a picture, the name the tile's one link. Server-rendered: no
 * script needed for any of it.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPrice } from '../../../src/i18n/index.js'
import { engine, testApp } from '../../support/app.js'
import { expectIn, unescape } from '../../support/html.js'
import { postForm, type Jar } from '../../support/client.js'

let app: FastifyInstance

interface Sale {
  id: number
  name: string
  price: number
  was: number
  image: number
  variant: number
}
let sale: Sale

const rowsOf = <T,>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[])

beforeAll(async () => {
  app = await testApp()
  const [row] = rowsOf<Record<string, unknown>>(
    await app.db.execute(
      sql.raw(`select p.id, p.name_cs as name, p.price_minor as price, p.compare_at_price_minor as was,
                 (select i.id from product_images i where i.product_id = p.id order by i.sort, i.id limit 1) as image,
                 (select v.id from product_variants v where v.product_id = p.id and v.stock > 0 order by v.sort, v.id limit 1) as variant
               from products p
               where p.compare_at_price_minor is not null
                 and exists (select 1 from product_images i where i.product_id = p.id)
                 and exists (select 1 from product_variants v where v.product_id = p.id and v.stock > 0)
               order by p.id limit 1`),
    ),
  )
  if (!row) throw new Error('the seed puts no product with a photo on sale')
  sale = { id: Number(row.id), name: String(row.name), price: Number(row.price), was: Number(row.was), image: Number(row.image), variant: Number(row.variant) }
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, jar: Jar = {}) => app.inject({ url, cookies: jar })

/** The row's photo: the product's first, `alt=""` beside the name, drawn at `width` (the thumbnails are 4:3). */
const thumb = (className: string, width = 64) =>
  new RegExp(`<img class="product-thumb ${className}" src="/media/products/${sale.image}/thumb\\.webp" alt="" width="${width}" height="${(width * 3) / 4}" loading="lazy" decoding="async"/>`)

/** The price with the one before the sale struck through (ADR 051). */
const salePrice = (lang: 'cs' | 'en') =>
  new RegExp(`${escape(formatPrice(lang, sale.price))}</strong> <del class="price__was"><span class="visually-hidden">(?:(?!</span>).)+</span>${escape(formatPrice(lang, sale.was))}</del>`)
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe(`a product in a row on ${engine}`, () => {
  it('the cart line shows the photo beside the name and the unit price with the price before the sale', async () => {
    const jar: Jar = {}
    expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(sale.variant), quantity: '1' }, jar)).statusCode).toBe(303)
    const res = await get('/qf/cs/eshop/kosik', jar)
    const line = new RegExp(`<tr class="cart-line" data-variant-id="${sale.variant}"[\\s\\S]*?</tr>`).exec(res.body)?.[0] ?? ''
    expect(line).toMatch(thumb('cart-line__thumb'))
    expect(unescape(line)).toContain(`>${sale.name}</a>`)
    expect(/<td class="cart-line__price">[\s\S]*?<\/td>/.exec(line)?.[0]).toMatch(salePrice('cs'))
    // The partial answer of a quantity change renders the same line (the region of the same view).
    const region = await app.inject({ url: '/qf/en/eshop/cart', cookies: jar, headers: { 'x-pu-target': 'cart' } })
    expect(region.body).toMatch(thumb('cart-line__thumb'))
    expect(region.body).toMatch(salePrice('en'))
  })

  it('the comparison shows each product’s photo over its name and the price row with the price before the sale', async () => {
    const jar: Jar = {}
    expect((await postForm(app, '/qf/cs/eshop/porovnani/pridat', { product: String(sale.id) }, jar)).statusCode).toBe(303)
    const res = await get('/qf/cs/eshop/porovnani', jar)
    const head = new RegExp(`<th scope="col" data-product-id="${sale.id}">[\\s\\S]*?</th>`).exec(res.body)?.[0] ?? ''
    expect(head).toMatch(new RegExp(`^<th scope="col" data-product-id="${sale.id}">${thumb('comparison__thumb').source}<a href=`))
    const price = /<tr data-row="price"[\s\S]*?<\/tr>/.exec(res.body)?.[0] ?? ''
    expect(price).toMatch(salePrice('cs'))
  })

  it('e-shop search results and suggestions show the photo and the price with the price before the sale', async () => {
    const query = encodeURIComponent(sale.name)
    const results = await get(`/qf/cs/ramjet/vyhledavani-eshop?frm.query=${query}`)
    const hit = new RegExp(`<li class="search-hit search-hit--product"[^>]*>(?:(?!</li>)[\\s\\S])*?${escape(sale.name.replace(/&/g, '&amp;'))}</a>[\\s\\S]*?</li>`).exec(results.body)?.[0] ?? ''
    expect(hit).toMatch(new RegExp(`^<li class="search-hit search-hit--product"[^>]*>${thumb('search-hit__thumb').source}<h3`))
    expect(hit).toMatch(salePrice('cs'))

    const words = sale.name.split(' ').slice(0, 2).join(' ')
    const suggestions = await get(`/qf/cs/ramjet/fulltextAutocompleteResult?query=${encodeURIComponent(words)}`)
    expect(suggestions.statusCode).toBe(200)
    const option = /<a class="suggestions__option suggestions__option--product"[^>]*>[\s\S]*?<\/a>/.exec(suggestions.body)?.[0] ?? ''
    expect(option).toMatch(/<img class="product-thumb suggestions__thumb" src="\/media\/products\/\d+\/thumb\.webp" alt="" width="48" height="36"/)
    expect(option).toMatch(/<strong class="price__current">/)
    const saleOption = new RegExp(`href="[^"]+">${thumb('suggestions__thumb', 48).source}<span class="suggestions__text">${escape(sale.name)}[\\s\\S]*?</a>`).exec(suggestions.body)?.[0]
    expect(saleOption).toMatch(salePrice('cs'))
  })

  it.each(['cs', 'en'] as const)('the %s shop home shows each category as a tile: its first product’s photo, the name its one link', async (lang) => {
    const res = await get(lang === 'cs' ? '/qf/cs/eshop' : '/qf/en/eshop')
    const categories = rowsOf<Record<string, unknown>>(
      await app.db.execute(
        sql.raw(`select c.slug_${lang} as slug,
                   (select i.id from product_images i join products p on p.id = i.product_id
                     where p.category_id = c.id order by p.sort, p.id, i.sort, i.id limit 1) as image
                 from product_categories c order by c.sort, c.id`),
      ),
    )
    const tiles = [...res.body.matchAll(/<li class="category-tile">([\s\S]*?)<\/li>/g)].map((m) => m[1]!)
    expect(tiles).toHaveLength(categories.length)
    categories.forEach((c, i) => {
      const tile = tiles[i]!
      expect(tile.match(/<a /g)).toHaveLength(1)
      expect(tile).toMatch(new RegExp(`<h3 class="category-tile__name"><a href="/qf/${lang}/eshop/${c.slug}">[^<]+</a></h3>`))
      if (c.image === null) expectIn(tile, '<svg class="photo-placeholder category-tile__image"')
      else expect(tile).toMatch(new RegExp(`^<img class="category-tile__image" src="/media/products/${Number(c.image)}/thumb\\.webp" alt="" width="\\d+" height="\\d+"`))
    })
  })
})
