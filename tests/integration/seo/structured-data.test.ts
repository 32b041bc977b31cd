/**
 * The head of every page type: one canonical link without `pu`, internal or unknown parameters,
 * absolute hreflang alternates, a description, Open Graph and Twitter cards, and JSON-LD that
 * parses and carries what Google's structured-data documentation requires of its type.
 */
import { and, asc, desc, eq, gt, isNotNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faculties, news, pages, productCategories, products } from '../../../src/db/schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { unescape } from '../../support/html.js'

const ORIGIN = 'https://www.qfu.example.cz'

/**
 * What we check of each schema.org type, from Google Search Central's structured-data pages
 * (required properties, and the recommended ones we promise), and the values schema.org allows
 * for its enumerations.
 */
const REQUIREMENTS: Record<string, { source: string; required: string[] }> = {
  // https://developers.google.com/search/docs/appearance/structured-data/organization (all recommended; none
  // required). Every mention names and links it; the home page's states logo and address too (checked there).
  CollegeOrUniversity: { source: 'organization', required: ['name', 'url'] },
  // https://developers.google.com/search/docs/appearance/structured-data/article (recommended: headline, image, dates, author)
  NewsArticle: { source: 'article', required: ['headline', 'image', 'datePublished', 'dateModified', 'author'] },
  // https://developers.google.com/search/docs/appearance/structured-data/event (required: name, startDate, location)
  Event: { source: 'event', required: ['name', 'startDate', 'location', 'image', 'description', 'eventStatus', 'organizer'] },
  // https://developers.google.com/search/docs/appearance/structured-data/merchant-listing (required: name, image, offers)
  Product: { source: 'merchant-listing', required: ['name', 'image', 'offers', 'description', 'sku'] },
  // https://developers.google.com/search/docs/appearance/structured-data/merchant-listing#offer-details (required: price, priceCurrency)
  Offer: { source: 'merchant-listing', required: ['price', 'priceCurrency', 'availability'] },
  // https://developers.google.com/search/docs/appearance/structured-data/breadcrumb (required: itemListElement; ListItem: name, position, item but for the last)
  BreadcrumbList: { source: 'breadcrumb', required: ['itemListElement'] },
  ListItem: { source: 'breadcrumb', required: ['name', 'position'] },
  // https://developers.google.com/search/docs/appearance/structured-data/event#location (Place: name, address)
  Place: { source: 'event', required: ['name', 'address'] },
  PostalAddress: { source: 'organization', required: ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'] },
}
/** https://schema.org/ItemAvailability and https://schema.org/EventStatusType members we may use. */
const AVAILABILITY = ['https://schema.org/InStock', 'https://schema.org/OutOfStock']
const EVENT_STATUS = ['https://schema.org/EventScheduled', 'https://schema.org/EventCancelled', 'https://schema.org/EventPostponed', 'https://schema.org/EventRescheduled', 'https://schema.org/EventMovedOnline']
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

type Ld = Record<string, unknown> & { '@type': string }

/** Every JSON-LD block of a page, parsed. */
const jsonLdOf = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Ld)

/** Checks an object and the typed objects inside it against REQUIREMENTS; every address in it must be absolute. */
function checkLd(value: unknown, path = '$'): void {
  if (Array.isArray(value)) return value.forEach((v, i) => checkLd(v, `${path}[${i}]`))
  if (!value || typeof value !== 'object') return
  const obj = value as Record<string, unknown>
  const type = obj['@type']
  if (typeof type === 'string') {
    const rule = REQUIREMENTS[type]
    if (rule) for (const property of rule.required) expect(obj[property], `${path} (${type}) needs ${property} (Google: ${rule.source})`).toBeDefined()
  }
  for (const [key, v] of Object.entries(obj)) {
    if (['url', 'item', 'image', 'logo', '@id', 'mainEntityOfPage'].includes(key)) {
      for (const address of [v].flat()) expect(String(address), `${path}.${key}`).toMatch(new RegExp(`^${ORIGIN}/`))
    }
    checkLd(v, `${path}.${key}`)
  }
}

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp({ env: { PUBLIC_ORIGIN: ORIGIN } })
})
afterAll(async () => {
  await app?.close()
})

const page = async (url: string) => {
  const res = await app.inject({ url })
  expect(res.statusCode, url).toBe(200)
  return res.body
}
const attr = (html: string, re: RegExp) => unescape(re.exec(html)?.[1] ?? '')

/** One address of each page type, found in the database of the run. */
async function pageTypes(): Promise<Record<string, string>> {
  const [faculty] = await app.db.select({ slug: faculties.slugEn }).from(faculties).limit(1)
  const [content] = await app.db.select({ path: pages.path }).from(pages).where(eq(pages.lang, 'cs')).orderBy(asc(pages.id)).limit(1)
  const [article] = await app.db.select({ slug: news.slug }).from(news).where(and(eq(news.lang, 'en'), eq(news.kind, 'news'))).orderBy(desc(news.publishedAt)).limit(1)
  const [event] = await app.db.select({ slug: news.slug }).from(news).where(and(eq(news.lang, 'cs'), eq(news.kind, 'event'), isNotNull(news.eventStartsAt))).limit(1)
  const [product] = await app.db
    .select({ slug: products.slugEn, category: productCategories.slugEn })
    .from(products)
    .innerJoin(productCategories, eq(products.categoryId, productCategories.id))
    .where(gt(products.stock, 0))
    .limit(1)
  return {
    home: paths.home('cs'),
    faculty: paths.faculty('en', faculty!.slug),
    content: paths.content('cs', content!.path),
    newsList: paths.newsList('en'),
    news: paths.newsDetail('en', article!.slug),
    event: paths.newsDetail('cs', event!.slug),
    category: paths.category('en', product!.category),
    product: paths.product('en', product!.category, product!.slug),
    documents: paths.documentList('cs'),
  }
}

describe(`the head of every page type on ${engine}`, () => {
  it('has one canonical link, absolute alternates, a description and sharing cards', async () => {
    for (const [type, url] of Object.entries(await pageTypes())) {
      const html = await page(`${url}?utm_source=x&pu=${encodeURIComponent('{"target":"pageContent"}')}`)
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head.match(/<link rel="canonical"/g), type).toHaveLength(1)
      expect(attr(head, /<link rel="canonical" href="([^"]+)"/), type).toBe(ORIGIN + url)
      const hreflang = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)]
      expect(hreflang.length, type).toBeGreaterThan(0)
      for (const [, lang, href] of hreflang) {
        expect(['cs', 'en'], type).toContain(lang)
        expect(href, type).toMatch(new RegExp(`^${ORIGIN}/qf/${lang}/`))
      }
      expect(attr(head, /<meta name="description" content="([^"]+)"/).length, type).toBeGreaterThan(20)
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) expect(head, `${type} ${property}`).toContain(`property="${property}"`)
      expect(attr(head, /<meta property="og:url" content="([^"]+)"/), type).toBe(ORIGIN + url)
      expect(attr(head, /<meta name="twitter:card" content="([^"]+)"/), type).toBe('summary_large_image')
      // The image exists: it is served from the address the card names.
      const image = new URL(attr(head, /<meta property="og:image" content="([^"]+)"/))
      expect(image.origin, type).toBe(ORIGIN)
      const res = await app.inject({ url: image.pathname })
      expect(res.statusCode, `${type} ${image.pathname}`).toBe(200)
      expect(res.headers['content-type'], type).toMatch(/^image\//)
      for (const ld of jsonLdOf(html)) checkLd(ld)
    }
  })

  it('keeps the parameters a page reads in its canonical address, and drops the rest', async () => {
    const html = await page('/qf/cs/aktuality?page=2&kind=event&fbclid=abc')
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/qf/cs/aktuality?page=2&kind=event`)
  })

  it('states the university with each faculty as a department on the home page', async () => {
    const ld = jsonLdOf(await page('/qf/en/home'))
    const university = ld.find((d) => d['@type'] === 'CollegeOrUniversity')!
    for (const property of ['logo', 'address', 'telephone', 'email']) expect(university[property], property).toBeDefined()
    const all = await app.db.select({ slug: faculties.slugEn }).from(faculties)
    const departments = university.department as Ld[]
    expect(departments.map((d) => d.url).sort()).toEqual(all.map((f) => `${ORIGIN}${paths.faculty('en', f.slug)}`).sort())
    for (const d of departments) expect(d['@type']).toBe('CollegeOrUniversity')
  })

  it('states a news item as a NewsArticle and an event as an Event with ISO dates', async () => {
    const types = await pageTypes()
    const article = jsonLdOf(await page(types.news!)).find((d) => d['@type'] === 'NewsArticle')!
    expect(article.datePublished).toMatch(ISO_DATE_TIME)
    const event = jsonLdOf(await page(types.event!)).find((d) => d['@type'] === 'Event')!
    expect(event.startDate).toMatch(ISO_DATE_TIME)
    expect(EVENT_STATUS).toContain(event.eventStatus)
  })

  it('states a product with one offer: the price in CZK including VAT and whether it is in stock', async () => {
    const rows = await app.db.select({ slug: products.slugCs, category: productCategories.slugCs, priceMinor: products.priceMinor, stock: products.stock }).from(products).innerJoin(productCategories, eq(products.categoryId, productCategories.id)).limit(3)
    for (const row of rows) {
      const product = jsonLdOf(await page(paths.product('cs', row.category, row.slug))).find((d) => d['@type'] === 'Product')!
      const offer = product.offers as Ld
      expect(offer['@type']).toBe('Offer')
      expect(offer.priceCurrency).toBe('CZK')
      expect(offer.price).toBe((row.priceMinor / 100).toFixed(2))
      expect(AVAILABILITY).toContain(offer.availability)
      expect(offer.availability).toBe(row.stock > 0 ? AVAILABILITY[0] : AVAILABILITY[1])
      // The product's own photo is what sharing shows.
      expect((product.image as string[])[0]).toMatch(/\/media\/products\/\d+\/full\.webp$/)
    }
  })

  it('states the breadcrumbs shown, in order, the home page first', async () => {
    const types = await pageTypes()
    const crumbs = jsonLdOf(await page(types.product!)).find((d) => d['@type'] === 'BreadcrumbList')!
    const items = crumbs.itemListElement as Ld[]
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1))
    expect(items[0]!.item).toBe(`${ORIGIN}/qf/en/home`)
    expect(items.at(-1)!.item).toBe(ORIGIN + types.product)
    expect(items.length).toBe(4)
  })

  it('names the login page without the address it returns to', async () => {
    const html = await page(`/qf/en/login?returnTo=${encodeURIComponent('/qf/en/news')}`)
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/qf/en/login`)
  })

  it('keeps error pages out of the index, without a canonical address', async () => {
    const res = await app.inject({ url: '/qf/en/news/no-such-item' })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('rel="canonical"')
    expect(res.body).toContain('<meta name="robots" content="noindex"/>')
  })
})
