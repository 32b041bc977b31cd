/** The e-shop catalogue and product photos: pages, gallery markup, paging, translations, bad input. */
import { asc, count, desc, eq, gt, ne } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productCategories, productImages, products } from '../../../src/db/schema.js'
import { PRODUCT_PAGE_SIZE as SIZE } from '../../../src/features/shop/shop.service.js'
import { formatPrice } from '../../../src/i18n/index.js'
import { requestHeaders, responseHeaders } from '../../../src/shared/protocol.js'
import { engine, testApp } from '../../support/app.js'
import { currentPage, h1, langSwitch, relLink, unescape } from '../../support/html.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
/** The value of the preselected header search scope. */
const checkedScope = (html: string) =>
  [...html.matchAll(/<input [^>]*name="searchScope"[^>]*>/g)]
    .map((m) => m[0])
    .find((input) => input.includes(' checked=""'))
    ?.match(/value="(\w+)"/)?.[1]
const tileLinks = (html: string) => [...html.matchAll(/<a class="product-tile__link" href="([^"]+)"/g)].map((m) => unescape(m[1]!))
/** The pagination fragment on the tiles: loaded pages, page size, page number. */
const fragmentOf = (html: string) =>
  /<ul class="product-tiles" data-pu-loaded-pages="(\d+)" data-pu-page-size="(\d+)" data-pu-page-number="(\d+)" data-pu-page-size-param="pageSize" data-pu-page-number-param="page" data-pu-loaded-pages-param="loadedPages"[^>]*>/
    .exec(html)
    ?.slice(1, 4)
    .map(Number)
/** The current price as `Price` shows it (ADR 051): on a sale it is preceded by hidden "sale price" words. */
const currentPrice = (lang: 'cs' | 'en', minor: number) =>
  `(?:<span class="visually-hidden">(?:[^<]|<!-- -->)+</span>)?<strong class="price__current">${formatPrice(lang, minor).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</strong>`
/** Where "show more" leads, '' when there is no such link. */
const showMore = (html: string) => unescape(/<p class="product-list__more"><a href="([^"]+)" data-pu-append="\.product-tiles"/.exec(html)?.[1] ?? '')

const langs = [
  { lang: 'cs', other: 'en', home: '/qf/cs/eshop', heading: 'Univerzitní e-shop' },
  { lang: 'en', other: 'cs', home: '/qf/en/eshop', heading: 'University e-shop' },
] as const
const slugOf = { cs: products.slugCs, en: products.slugEn }
const categorySlugOf = { cs: productCategories.slugCs, en: productCategories.slugEn }

/** A seeded category by its number of products: the fewest, or the most (the one spanning most pages). */
async function categoryBySize(order: 'fewest' | 'most') {
  const [row] = await app.db
    .select({
      id: productCategories.id,
      slugCs: productCategories.slugCs,
      slugEn: productCategories.slugEn,
      nameCs: productCategories.nameCs,
      nameEn: productCategories.nameEn,
      products: count(products.id),
    })
    .from(productCategories)
    .innerJoin(products, eq(products.categoryId, productCategories.id))
    .groupBy(productCategories.id)
    .orderBy(order === 'fewest' ? asc(count(products.id)) : desc(count(products.id)), asc(productCategories.id))
    .limit(1)
  return { ...row!, slug: { cs: row!.slugCs, en: row!.slugEn }, name: { cs: row!.nameCs, en: row!.nameEn } }
}

/** A product with at least two photos, an attribute table and stock, with its category's slugs. */
async function sampleProduct() {
  const [row] = await app.db
    .select({
      id: products.id,
      slugCs: products.slugCs,
      slugEn: products.slugEn,
      nameCs: products.nameCs,
      nameEn: products.nameEn,
      priceMinor: products.priceMinor,
      vatRate: products.vatRate,
      stock: products.stock,
      attributes: products.attributes,
      catCs: productCategories.slugCs,
      catEn: productCategories.slugEn,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(gt(products.stock, 0))
    .orderBy(asc(products.id))
    .limit(1)
  const images = await app.db
    .select({ id: productImages.id, width: productImages.width, height: productImages.height })
    .from(productImages)
    .where(eq(productImages.productId, row!.id))
    .orderBy(asc(productImages.sort), asc(productImages.id))
  return {
    ...row!,
    slug: { cs: row!.slugCs, en: row!.slugEn },
    name: { cs: row!.nameCs, en: row!.nameEn },
    category: { cs: row!.catCs, en: row!.catEn },
    images,
  }
}

describe(`e-shop on ${engine}`, () => {
  describe.each(langs)('$lang pages', ({ lang, other, home, heading }) => {
    it('renders the shop home with every category, its product count and featured products', async () => {
      const res = await get(home)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(h1(res.body)).toBe(heading)
      // An e-shop page preselects the e-shop search scope.
      expect(res.body).toContain('<body class="section-eshop"')
      expect(checkedScope(res.body)).toBe('eshop')
      expect(langSwitch(res.body)).toBe(`/qf/${other}/eshop`)
      const categories = await app.db
        .select({ slug: categorySlugOf[lang], n: count(products.id) })
        .from(productCategories)
        .leftJoin(products, eq(products.categoryId, productCategories.id))
        .groupBy(productCategories.id)
      expect(categories.length).toBeGreaterThanOrEqual(8)
      for (const c of categories) {
        expect(res.body).toMatch(new RegExp(`<a href="${home}/${c.slug}">[^<]+</a></h3><p class="category-tile__count">${c.n} [^<]+</p>`))
      }
      const featured = tileLinks(res.body)
      expect(featured.length).toBeGreaterThan(0)
      for (const link of featured) expect((await get(link)).statusCode).toBe(200)
    })

    it('renders a category: its first page of tiles with lazy thumbnails inside productList and a translated switch', async () => {
      const category = await categoryBySize('fewest')
      const url = `${home}/${category.slug[lang]}`
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      const html = res.body
      expect(h1(html)).toBe(category.name[lang])
      expect(checkedScope(html)).toBe('eshop')
      expect(html).toMatch(/<main id="pageContent"[^>]*>(?:(?!<\/main>)[\s\S])*<div id="productList"[\s\S]*<\/nav><\/div><\/main>/)
      const listed = await app.db
        .select({ slug: slugOf[lang], priceMinor: products.priceMinor })
        .from(products)
        .where(eq(products.categoryId, category.id))
        .orderBy(asc(products.sort), asc(products.id))
      const first = listed.slice(0, SIZE)
      expect(tileLinks(html)).toEqual(first.map((p) => `${url}/${p.slug}`))
      expect(html).toMatch(new RegExp(`<p class="product-tile__price"><span class="price[^"]*">${currentPrice(lang, listed[0]!.priceMinor)}`))
      const imgs = html.match(/<img class="product-tile__image"[^>]*>/g)!
      expect(imgs).toHaveLength(first.length)
      for (const img of imgs) {
        expect(img).toMatch(/ src="\/media\/products\/\d+\/thumb\.webp" alt="[^"]+" width="\d+" height="\d+" loading="lazy"/)
      }
      expect(langSwitch(html)).toBe(`/qf/${other}/eshop/${category.slug[other]}`)
    })

    it('pages through a category: a page of tiles, next and prev links and "show more" inside productList, clamping', async () => {
      const paging = await categoryBySize('most')
      const pages = Math.ceil(paging.products / SIZE)
      expect(pages).toBeGreaterThanOrEqual(3)
      const url = `${home}/${paging.slug[lang]}`
      const res1 = await get(url)
      expect(res1.statusCode).toBe(200)
      expect(h1(res1.body)).toBe(paging.name[lang])
      const page1 = tileLinks(res1.body)
      expect(page1).toHaveLength(SIZE)
      for (const link of page1) expect(link.startsWith(`${url}/`)).toBe(true)
      expect(res1.body).toMatch(/<div id="productList"[^>]*>(?:(?!<\/main>)[\s\S])*<nav class="pagination"[\s\S]*?<\/nav><\/div><\/main>/)
      expect(relLink(res1.body, 'next')).toBe(`${url}?page=2`)
      expect(relLink(res1.body, 'prev')).toBe('')
      expect(showMore(res1.body)).toBe(`${url}?page=2`)
      expect(fragmentOf(res1.body)).toEqual([1, SIZE, 1])

      const res2 = await get(`${url}?page=2`)
      expect(res2.statusCode).toBe(200)
      const page2 = tileLinks(res2.body)
      expect(page2).toHaveLength(SIZE)
      expect(page2.filter((l) => page1.includes(l))).toEqual([])
      expect(relLink(res2.body, 'prev')).toBe(url)
      expect(relLink(res2.body, 'next')).toBe(`${url}?page=3`)
      expect(showMore(res2.body)).toBe(`${url}?page=3`)
      expect(currentPage(res2.body)).toBe('2')
      expect(fragmentOf(res2.body)).toEqual([1, SIZE, 2])
      expect(langSwitch(res2.body)).toBe(`/qf/${other}/eshop/${paging.slug[other]}?page=2`)

      const last = await get(`${url}?page=${pages}`)
      expect(tileLinks(last.body)).toHaveLength(paging.products - (pages - 1) * SIZE)
      expect(relLink(last.body, 'next')).toBe('')
      expect(showMore(last.body)).toBe('')

      const clamped = await get(`${url}?page=500000`)
      expect(clamped.statusCode).toBe(200)
      expect(currentPage(clamped.body)).toBe(String(pages))
      expect(tileLinks(clamped.body)).toEqual(tileLinks(last.body))

      // List paging fetches the next page's productList region alone and appends its tiles.
      const partial = await get(`${url}?page=2`, { [requestHeaders.target]: 'productList' })
      expect(partial.statusCode).toBe(200)
      expect(partial.body.startsWith('<div id="productList" data-container="productList" data-pu-target="productList" data-pu-remember-pagination="true"')).toBe(true)
      expect(partial.body).not.toContain('<h1')
      expect(tileLinks(partial.body)).toEqual(page2)
    })

    it('answers the refresh of a pagination fragment with every loaded page in one list', async () => {
      const paging = await categoryBySize('most')
      const pages = Math.ceil(paging.products / SIZE)
      const url = `${home}/${paging.slug[lang]}`
      const each = await Promise.all(Array.from({ length: pages }, (_, i) => get(`${url}?page=${i + 1}`).then((r) => tileLinks(r.body))))

      // Three pages loaded, the last one 3: page size × 3, from page 1 (what the runtime sends).
      const all = await get(`${url}?page=1&pageSize=${SIZE * 3}`, { [requestHeaders.target]: 'productList' })
      expect(all.statusCode).toBe(200)
      expect(tileLinks(all.body)).toEqual(each.slice(0, 3).flat())
      expect(new Set(tileLinks(all.body)).size).toBe(tileLinks(all.body).length)
      expect(fragmentOf(all.body)).toEqual([3, SIZE, 3])
      expect(currentPage(all.body)).toBe('3')

      // The same run as a full page: a reload of the address list paging leaves behind.
      const full = await get(`${url}?page=2&pageSize=${SIZE * 2}`)
      expect(full.statusCode).toBe(200)
      expect(tileLinks(full.body)).toEqual(each.slice(1, 3).flat())
      expect(fragmentOf(full.body)).toEqual([2, SIZE, 3])
      expect(full.body).toMatch(lang === 'cs' ? /<title>[^<]* – strany 2–3 \|/ : /<title>[^<]* – pages 2–3 \|/)
      expect(langSwitch(full.body)).toBe(`/qf/${other}/eshop/${paging.slug[other]}?page=2&pageSize=${SIZE * 2}`)

      // loadedPages says the same; a run past the end stops at the last page.
      expect(tileLinks((await get(`${url}?page=2&loadedPages=2`)).body)).toEqual(each.slice(1, 3).flat())
      const past = await get(`${url}?page=${pages}&pageSize=${SIZE * 10}`)
      expect(tileLinks(past.body)).toEqual(each[pages - 1])
      expect(fragmentOf(past.body)).toEqual([1, SIZE, pages])
    })

    it('marks a sold-out product on its tile and its detail page', async () => {
      const [soldOut] = await app.db
        .select({ id: products.id, categoryId: products.categoryId, slug: slugOf[lang], catSlug: categorySlugOf[lang] })
        .from(products)
        .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
        .where(eq(products.stock, 0))
        .limit(1)
      expect(soldOut).toBeDefined()
      const siblings = await app.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.categoryId, soldOut!.categoryId))
        .orderBy(asc(products.sort), asc(products.id))
      // The page of the category listing that holds the sold-out product.
      const page = Math.floor(siblings.findIndex((p) => p.id === soldOut!.id) / SIZE) + 1
      const html = (await get(`${home}/${soldOut!.catSlug}?page=${page}`)).body
      const tile = new RegExp(`<li class="product-tile product-tile--sold-out" data-availability="soldOut"[^>]*><a class="product-tile__link" href="${home}/${soldOut!.catSlug}/${soldOut!.slug}"[\\s\\S]*?</li>`).exec(html)
      expect(tile?.[0]).toContain('product-tile__availability--soldOut')
      expect(tile?.[0]).not.toContain('class="add-to-cart')
      const detail = (await get(`${home}/${soldOut!.catSlug}/${soldOut!.slug}`)).body
      expect(detail).toContain('product__stock--sold-out')
    })

    it('renders a product: price with VAT, stock, attributes, gallery, breadcrumbs and translated switch', async () => {
      const p = await sampleProduct()
      const url = `${home}/${p.category[lang]}/${p.slug[lang]}`
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      const html = res.body
      expect(h1(html)).toBe(p.name[lang])
      expect(html).toContain('<body class="section-eshop"')
      expect(html).toMatch(new RegExp(currentPrice(lang, p.priceMinor)))
      expect(html).toContain(lang === 'cs' ? `včetně DPH ${p.vatRate} %` : `incl. ${p.vatRate}% VAT`)
      expect(html).toContain('class="product__stock"')
      expect(html).toMatch(new RegExp(`<nav class="breadcrumbs"[^>]*><ol>.*<a href="${home}">.*<a href="${home}/${p.category[lang]}">`))
      expect(p.attributes.length).toBeGreaterThan(0)
      for (const a of p.attributes) {
        expect(unescape(html)).toContain(`<th scope="row">${a.label[lang]}</th><td>${a.value[lang]}</td>`)
      }
      expect(langSwitch(html)).toBe(`/qf/${other}/eshop/${p.category[other]}/${p.slug[other]}`)
      expect((await get(langSwitch(html))).statusCode).toBe(200)

      expect(p.images.length).toBeGreaterThanOrEqual(2)
      // The product layout (ADR 051): the first photo large (its full image), the others as thumbnails, no visible captions.
      const gallery = new RegExp(`<div class="gallery gallery--product" id="gallery-product-${p.id}" data-gallery="product-${p.id}"[\\s\\S]*?</div>`).exec(html)
      expect(gallery).not.toBeNull()
      expect(gallery![0]).not.toContain('<figcaption')
      const items = [...gallery![0].matchAll(/<figure[^>]*><a href="([^"]+)"[^>]*data-size="(\d+x\d+)"[^>]*><img src="([^"]+)" alt="[^"]+"[^>]*><\/a><\/figure>/g)]
      expect(items.map((m) => [m[1], m[2], m[3]])).toEqual(
        p.images.map((i, n) => [`/media/products/${i.id}/full.webp`, `${i.width}x${i.height}`, `/media/products/${i.id}/${n === 0 ? 'full' : 'thumb'}.webp`]),
      )
    })

    it('redirects a product asked for under another category to its canonical URL', async () => {
      const p = await sampleProduct()
      const [wrong] = await app.db
        .select({ slug: categorySlugOf[lang] })
        .from(productCategories)
        .where(ne(categorySlugOf[lang], p.category[lang]))
        .limit(1)
      const res = await get(`${home}/${wrong!.slug}/${p.slug[lang]}`)
      expect(res.statusCode).toBe(301)
      expect(res.headers.location).toBe(`${home}/${p.category[lang]}/${p.slug[lang]}`)
    })

    it('does not serve the other language slugs under this language', async () => {
      const p = await sampleProduct()
      expect((await get(`${home}/${p.category[other]}/${p.slug[other]}`)).statusCode).toBe(404)
    })

    it.each([
      ['page=-1'],
      ['page=abc'],
      ['page=1.5'],
      ['page=99999999'],
      [`page=${'1'.repeat(10_000)}`],
      ['page=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
      ["page=1'%20OR%20'1'='1"],
      ['pageSize=-12'],
      ['pageSize=0'],
      ['pageSize=abc'],
      ['pageSize=1e2'],
      ['pageSize=99999999'],
      [`pageSize=${'1'.repeat(10_000)}`],
      [`pageSize=${SIZE + 1}`],
      [`pageSize=${SIZE / 2}`],
      [`pageSize=${SIZE * 11}`],
      [`page=1&pageSize=${SIZE}&pageSize=${SIZE * 2}`],
      ['loadedPages=0'],
      ['loadedPages=-1'],
      ['loadedPages=11'],
      ['loadedPages=x'],
      [`pageSize=${SIZE * 2}&loadedPages=3`],
    ])('answers a category with ?%s with the 400 page', async (query) => {
      const category = await categoryBySize('fewest')
      const res = await get(`${home}/${category.slug[lang]}?${query}`)
      expect(res.statusCode).toBe(400)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).not.toContain('<script>alert(1)')
      expect(res.body).toContain(lang === 'cs' ? 'lang="cs"' : 'lang="en"')
      // A refresh with the same parameters gets the error region, flagged for the runtime.
      const partial = await get(`${home}/${category.slug[lang]}?${query}`, { [requestHeaders.target]: 'productList' })
      expect(partial.statusCode).toBe(400)
      expect(partial.headers[responseHeaders.error]).toBe('1')
    })

    it.each([
      ['unknown category', 'no-such-category'],
      ['unknown product', '{cat}/no-such-product'],
      ['NUL category', '%00'],
      ['NUL product', '{cat}/%00'],
      ['traversal', '{cat}/..%2F..%2Fetc%2Fpasswd'],
      ['script', '{cat}/%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
      ['SQL', "x'%20OR%20'1'='1"],
      ['10,000 characters', 'a'.repeat(10_000)],
    ])('answers a %s with the 404 page', async (_name, rest) => {
      const category = await categoryBySize('fewest')
      const res = await get(`${home}/${rest.replace('{cat}', category.slug[lang])}`)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).not.toContain('<script>alert(1)')
    })
  })

  describe('product photos', () => {
    async function anyImage() {
      const [image] = await app.db.select({ id: productImages.id }).from(productImages).orderBy(asc(productImages.id)).limit(1)
      return image!.id
    }

    it.each(['full', 'thumb'] as const)('serves the %s WebP bytes with a year of immutable caching and an ETag', async (variant) => {
      const id = await anyImage()
      const res = await get(`/media/products/${id}/${variant}.webp`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const body = res.rawPayload
      expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF')
      expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP')
      const etag = res.headers.etag as string
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/)
      const again = await get(`/media/products/${id}/${variant}.webp`, { 'if-none-match': etag })
      expect(again.statusCode).toBe(304)
      expect(again.rawPayload.length).toBe(0)
    })

    it('serves different bytes for the full image and the thumbnail', async () => {
      const id = await anyImage()
      const full = (await get(`/media/products/${id}/full.webp`)).rawPayload
      const thumb = (await get(`/media/products/${id}/thumb.webp`)).rawPayload
      expect(full.length).toBeGreaterThan(thumb.length)
    })

    it.each([
      ['unknown id', '2000000000/full.webp'],
      ['id beyond integer range', '99999999999/full.webp'],
      ['non-numeric id', 'abc/full.webp'],
      ['negative id', '-1/full.webp'],
      ['exponent id', '1e3/full.webp'],
      ['zero id', '0/full.webp'],
      ['bad variant', '{id}/big.webp'],
      ['other format', '{id}/full.png'],
      ['NUL', '{id}/%00'],
      ['SQL id', "1%20OR%201=1/full.webp"],
    ])('answers %s with 404', async (_name, rest) => {
      const res = await get(`/media/products/${rest.replace('{id}', String(await anyImage()))}`)
      expect(res.statusCode).toBe(404)
    })
  })
})

