/**
 * schema.org objects for the JSON-LD a page's head states (Google Search: structured data).
 * Views put them in their page model's `structuredData`; the head makes the site paths in them
 * absolute (`absolutize`), because a content region never knows the origin it is served from.
 * What each type must carry is checked by tests/integration/seo/structured-data.test.ts.
 */
import { UNIVERSITY } from '../db/seed/facts.js'
import { common } from '../i18n/common.js'
import { translate, type Lang } from '../i18n/index.js'
import type { Crumb } from './breadcrumbs.js'
import type { JsonLd } from './page-model.js'
import { paths } from './paths.js'

const CONTEXT = 'https://schema.org'

/** The university's postal address, from the one fact base the pages draw from. */
const postalAddress = (): JsonLd => ({
  '@type': 'PostalAddress',
  streetAddress: UNIVERSITY.address.street,
  postalCode: UNIVERSITY.address.postalCode,
  addressLocality: UNIVERSITY.address.city,
  addressCountry: 'CZ',
})

/** The university as an organization, referred to by the other objects. */
function university(lang: Lang): JsonLd {
  return {
    '@type': 'CollegeOrUniversity',
    '@id': `${paths.home(lang)}#university`,
    name: translate(common, lang, 'siteName'),
    url: paths.home(lang),
    logo: '/favicon.svg',
    foundingDate: String(UNIVERSITY.founded),
    telephone: UNIVERSITY.phone,
    email: UNIVERSITY.email,
    address: postalAddress(),
  }
}

/** Home: the university with each faculty as a department. */
export function universityLd(lang: Lang, faculties: { name: string; slug: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    ...university(lang),
    department: faculties.map((f) => ({ '@type': 'CollegeOrUniversity', name: f.name, url: paths.faculty(lang, f.slug) })),
  }
}

/** A faculty home: the faculty, part of the university. */
export function facultyLd(lang: Lang, faculty: { name: string; slug: string; perex: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'CollegeOrUniversity',
    name: faculty.name,
    description: faculty.perex,
    url: paths.faculty(lang, faculty.slug),
    address: postalAddress(),
    parentOrganization: university(lang),
  }
}

export interface NewsLdInput {
  kind: 'news' | 'event'
  slug: string
  title: string
  perex: string
  publishedAt: Date
  eventStartsAt: Date | null
  eventEndsAt: Date | null
  eventLocation: string | null
}

/** A news item as a NewsArticle, an event (with its dates) as an Event. */
export function newsLd(lang: Lang, item: NewsLdInput): JsonLd {
  const url = paths.newsDetail(lang, item.slug)
  if (item.kind === 'event' && item.eventStartsAt) {
    return {
      '@context': CONTEXT,
      '@type': 'Event',
      name: item.title,
      description: item.perex,
      url,
      startDate: item.eventStartsAt.toISOString(),
      ...(item.eventEndsAt ? { endDate: item.eventEndsAt.toISOString() } : {}),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: item.eventLocation ?? translate(common, lang, 'siteName'),
        address: postalAddress(),
      },
      organizer: { '@type': 'CollegeOrUniversity', name: translate(common, lang, 'siteName'), url: paths.home(lang) },
    }
  }
  const publisher = university(lang)
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.perex,
    url,
    mainEntityOfPage: url,
    datePublished: item.publishedAt.toISOString(),
    dateModified: item.publishedAt.toISOString(),
    inLanguage: lang,
    author: { '@type': 'CollegeOrUniversity', name: publisher.name, url: publisher.url },
    publisher,
  }
}

export interface ProductLdInput {
  name: string
  description: string
  sku: string
  priceMinor: number
  stock: number
  url: string
  images: string[]
  category: string
}

/** A product with its one offer: the price in CZK including VAT, and whether it is in stock. */
export function productLd(lang: Lang, product: ProductLdInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    category: product.category,
    image: product.images,
    brand: { '@type': 'Brand', name: translate(common, lang, 'siteName') },
    offers: {
      '@type': 'Offer',
      url: product.url,
      // Prices are kept in haléře, VAT included (spec 001): schema.org wants a decimal number.
      price: (product.priceMinor / 100).toFixed(2),
      priceCurrency: 'CZK',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  }
}

/** The breadcrumbs as shown (the home page first, the current page last, without a link of its own). */
export function breadcrumbLd(crumbs: Crumb[], current: { label: string; href: string }): JsonLd {
  const items = [...crumbs, current]
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: c.href })),
  }
}

/** Properties whose values are addresses: a site path there becomes absolute. */
const URL_KEYS = new Set(['@id', 'url', 'item', 'image', 'logo', 'mainEntityOfPage'])

/** A copy of `value` with every site path under an address property prefixed with `origin`. */
export function absolutize<T>(value: T, origin: string, key = ''): T {
  if (typeof value === 'string') return (URL_KEYS.has(key) && value.startsWith('/') ? origin + value : value) as T
  if (Array.isArray(value)) return value.map((v) => absolutize(v, origin, key)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolutize(v, origin, k)])) as T
  }
  return value
}

/** JSON for a `<script type="application/ld+json">`: nothing in it can end the element. */
export const jsonLdText = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c')
