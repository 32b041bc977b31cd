/**
 * The category page's sort and filter (spec 001 §5, §7; ADR 037): the order of each sort, the
 * in-stock filter, the address carrying both through paging, "show more", the language switch and
 * a partial update of `productList`, and bad values falling back to the default without a 500.
 */
import { and, asc, count, desc, eq, gt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productCategories, products, productVariants } from '../../../src/db/schema.js'
import { PRODUCT_PAGE_SIZE as SIZE } from '../../../src/features/shop/shop.service.js'
import { requestHeaders } from '../../../src/shared/protocol.js'
import { engine, testApp } from '../../support/app.js'
import { langSwitch, relLink, unescape } from '../../support/html.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const tileLinks = (html: string) => [...html.matchAll(/<a class="product-tile__link" href="([^"]+)"/g)].map((m) => unescape(m[1]!))
const showMore = (html: string) => unescape(/<p class="product-list__more"><a href="([^"]+)"/.exec(html)?.[1] ?? '')
/** The option a native select of the form has selected. */
const selected = (html: string, id: string) => {
  const select = new RegExp(`<select id="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? ''
  return /<option value="([^"]*)" selected="">/.exec(select)?.[1]
}

const langs = [
  { lang: 'cs', other: 'en', home: '/qf/cs/eshop' },
  { lang: 'en', other: 'cs', home: '/qf/en/eshop' },
] as const

/** The seeded category with most products (it spans more than one page), with every product's sort keys. */
async function biggestCategory() {
  const [row] = await app.db
    .select({ id: productCategories.id, slugCs: productCategories.slugCs, slugEn: productCategories.slugEn, products: count(products.id) })
    .from(productCategories)
    .innerJoin(products, eq(products.categoryId, productCategories.id))
    .groupBy(productCategories.id)
    .orderBy(desc(count(products.id)), asc(productCategories.id))
    .limit(1)
  const items = await app.db
    .select({
      id: products.id,
      slugCs: products.slugCs,
      slugEn: products.slugEn,
      nameCs: products.nameCs,
      nameEn: products.nameEn,
      priceMinor: products.priceMinor,
      sort: products.sort,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(eq(products.categoryId, row!.id))
    .orderBy(asc(products.sort), asc(products.id))
  return { ...row!, slug: { cs: row!.slugCs, en: row!.slugEn }, items }
}

type Item = Awaited<ReturnType<typeof biggestCategory>>['items'][number]

describe(`category sort and filter on ${engine}`, () => {
  describe.each(langs)('$lang', ({ lang, other, home }) => {
    const slugOf = (p: Item) => (lang === 'cs' ? p.slugCs : p.slugEn)
    const nameOf = (p: Item) => (lang === 'cs' ? p.nameCs : p.nameEn)

    it('lists the category in each sort order, the form showing the choice; paging and "show more" keep it', async () => {
      const category = await biggestCategory()
      expect(category.products).toBeGreaterThan(SIZE)
      const url = `${home}/${category.slug[lang]}`
      const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true })
      const shopOrder = category.items
      const expected: Record<string, Item[]> = {
        '': shopOrder,
        'price-asc': [...shopOrder].sort((a, b) => a.priceMinor - b.priceMinor),
        'price-desc': [...shopOrder].sort((a, b) => b.priceMinor - a.priceMinor),
        name: [...shopOrder].sort((a, b) => collator.compare(nameOf(a), nameOf(b))),
        newest: [...shopOrder].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id),
      }
      for (const [sort, order] of Object.entries(expected)) {
        const address = sort ? `${url}?sort=${sort}` : url
        const res = await get(address)
        expect(res.statusCode, address).toBe(200)
        const links = order.map((p) => `${url}/${slugOf(p)}`)
        expect(tileLinks(res.body), address).toEqual(links.slice(0, SIZE))
        expect(selected(res.body, 'listingSort'), address).toBe(sort)
        expect(selected(res.body, 'listingAvailability'), address).toBe('')
        const query = sort ? `sort=${sort}&` : ''
        expect(relLink(res.body, 'next')).toBe(`${url}?${query}page=2`)
        expect(showMore(res.body)).toBe(`${url}?${query}page=2`)
        const second = await get(relLink(res.body, 'next'))
        expect(tileLinks(second.body), `${address} page 2`).toEqual(links.slice(SIZE, 2 * SIZE))
        expect(relLink(second.body, 'prev')).toBe(sort ? `${url}?sort=${sort}` : url)
      }
      // The empty value the form sends for "recommended" is the shop's own order.
      expect(tileLinks((await get(`${url}?sort=&availability=`)).body)).toEqual(tileLinks((await get(url)).body))
    })

    it('"in stock only" leaves out the products none of whose sizes is in stock, with the sort', async () => {
      const category = await biggestCategory()
      const url = `${home}/${category.slug[lang]}`
      const open = await app.db
        .selectDistinct({ id: productVariants.productId })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.categoryId, category.id), gt(productVariants.stock, 0)))
      const inStock = new Set(open.map((r) => r.id))
      const order = category.items.filter((p) => inStock.has(p.id)).sort((a, b) => b.priceMinor - a.priceMinor)
      const shown: string[] = []
      let address: string = `${url}?sort=price-desc&availability=in-stock`
      for (let page = 1; address; page++) {
        const res = await get(address)
        expect(res.statusCode).toBe(200)
        expect(selected(res.body, 'listingSort')).toBe('price-desc')
        expect(selected(res.body, 'listingAvailability')).toBe('in-stock')
        expect(res.body).not.toContain('product-tile--sold-out')
        shown.push(...tileLinks(res.body))
        address = relLink(res.body, 'next')
        if (address) expect(address).toBe(`${url}?sort=price-desc&availability=in-stock&page=${page + 1}`)
      }
      expect(shown).toEqual(order.map((p) => `${url}/${slugOf(p)}`))
    })

    it('keeps sort and filter through the language switch and a partial update of productList', async () => {
      const category = await biggestCategory()
      const url = `${home}/${category.slug[lang]}`
      const page = await get(`${url}?sort=name&availability=in-stock&page=2`)
      expect(langSwitch(page.body)).toBe(`/qf/${other}/eshop/${category.slug[other]}?sort=name&availability=in-stock&page=2`)
      const region = await get(`${url}?sort=name&availability=in-stock`, { [requestHeaders.target]: 'productList' })
      expect(region.statusCode).toBe(200)
      expect(tileLinks(region.body)).toEqual(tileLinks((await get(`${url}?sort=name&availability=in-stock`)).body))
      expect(region.body).not.toContain('<h1')
    })

    it('renders the form as a GET form of two labelled native selects with a button, named for the select widget', async () => {
      const category = await biggestCategory()
      const html = (await get(`${home}/${category.slug[lang]}`)).body
      const form = /<form class="filter-form listing-form"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? ''
      const tag = /^<form [^>]*>/.exec(form)?.[0] ?? ''
      for (const attribute of ['method="get"', `action="${home}/${category.slug[lang]}"`, 'data-pu-target="productList"', 'data-pu-alter-history="push"'])
        expect(tag).toContain(` ${attribute}`)
      expect(tag).toContain(lang === 'cs' ? 'aria-label="Řazení a filtr produktů"' : 'aria-label="Sort and filter products"')
      expect(form).toContain(`<label for="listingSort">${lang === 'cs' ? 'Řadit' : 'Sort by'}</label>`)
      expect(form).toContain(`<label for="listingAvailability">${lang === 'cs' ? 'Dostupnost' : 'Availability'}</label>`)
      expect(form).toMatch(/<select id="listingSort" class="select-box" data-component="Select" name="sort" data-pu-event="change" data-pu-target="productList" data-pu-alter-history="push">/)
      expect([...form.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])).toEqual(['', 'price-asc', 'price-desc', 'name', 'newest', '', 'in-stock'])
      expect(form).toMatch(/<button type="submit" class="button">/)
    })

    it('drops an unknown, repeated or hostile value with a redirect to the default, keeping what was valid; never a 500', async () => {
      const category = await biggestCategory()
      const url = `${home}/${category.slug[lang]}`
      const cases: [string, string][] = [
        ['sort=cheapest', url],
        ['sort=%3Cscript%3Ealert(1)%3C%2Fscript%3E', url],
        ['sort=__proto__&availability=in-stock', `${url}?availability=in-stock`],
        ['sort=name&sort=price-asc', url],
        ['sort=name&availability=everything&page=2', `${url}?sort=name&page=2`],
        ['availability=in-stock&availability=in-stock', url],
        [`sort=${'x'.repeat(5000)}`, url],
        ['sort=PRICE-ASC', url],
        ['sort=name&availability=%00', `${url}?sort=name`],
      ]
      for (const [query, location] of cases) {
        for (const headers of [{}, { [requestHeaders.target]: 'productList' }] as Record<string, string>[]) {
          const res = await get(`${url}?${query}`, headers)
          expect(res.statusCode, query).toBe(302)
          expect(res.headers.location, query).toBe(location)
          expect(res.body).not.toContain('<script>alert(1)')
        }
        expect((await get(location)).statusCode, location).toBe(200)
      }
      // A name that is not one of the two is no parameter of the page: ignored, like any other.
      expect((await get(`${url}?sort[]=name`)).statusCode).toBe(200)
      // The page parameters keep their own rule: a bad one is still the 400 page.
      expect((await get(`${url}?sort=name&page=abc`)).statusCode).toBe(400)
    })
  })
})
