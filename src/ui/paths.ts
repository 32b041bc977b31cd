/**
 * Every public URL of the site, built in one place. Routes register these patterns and
 * views link with these builders, so a slug changes in one line.
 */
import type { Lang } from '../i18n/index.js'

type PerLang = Record<Lang, string>

/** Fixed, localized path prefixes (Czech and English slugs). */
export const routes = {
  home: { cs: '/qf/cs/uvod', en: '/qf/en/home' },
  newsList: { cs: '/qf/cs/aktuality', en: '/qf/en/news' },
  faculties: { cs: '/qf/cs/fakulty', en: '/qf/en/faculties' },
  eshop: { cs: '/qf/cs/eshop', en: '/qf/en/eshop' },
  login: { cs: '/qf/cs/prihlaseni', en: '/qf/en/login' },
  documents: { cs: '/qf/cs/dokumenty', en: '/qf/en/documents' },
  searchContent: { cs: '/qf/cs/ramjet/helpzone/vyhledavani-obsah', en: '/qf/en/ramjet/helpzone/search-content' },
  searchFiles: { cs: '/qf/cs/ramjet/helpzone/vyhledavani-souboru', en: '/qf/en/ramjet/helpzone/search-files' },
  searchEshop: { cs: '/qf/cs/ramjet/vyhledavani-eshop', en: '/qf/en/ramjet/search-eshop' },
  /** Where the header search form goes without JavaScript: redirects to the chosen scope's results. */
  search: { cs: '/qf/cs/ramjet/vyhledavani', en: '/qf/en/ramjet/search' },
} as const satisfies Record<string, PerLang>

const seg = encodeURIComponent

/** The header search's scopes (spec 000 §2.4), each with its results page (§2). */
export const SEARCH_SCOPES = ['web', 'documents', 'eshop'] as const
export type SearchScope = (typeof SEARCH_SCOPES)[number]
const searchResultsRoute = { web: routes.searchContent, documents: routes.searchFiles, eshop: routes.searchEshop } as const

/** What a search asks: the query and, for web search, a faculty category (spec 000 §7). */
export interface SearchParams {
  query: string
  category?: string
}

export const paths = {
  home: (lang: Lang) => routes.home[lang],
  newsList: (lang: Lang, page = 1) => routes.newsList[lang] + (page > 1 ? `?page=${page}` : ''),
  newsDetail: (lang: Lang, slug: string) => `${routes.newsList[lang]}/${seg(slug)}`,
  faculty: (lang: Lang, slug: string) => `${routes.faculties[lang]}/${seg(slug)}`,
  /** A content page by its full slug path (`studium/prijimaci-rizeni`). */
  content: (lang: Lang, path: string) => `/qf/${lang}/${path.split('/').map(seg).join('/')}`,
  eshop: (lang: Lang) => routes.eshop[lang],
  /** `pageSize`, a multiple of the listing's own, names a run of pages from `page` on. */
  category: (lang: Lang, slug: string, page = 1, pageSize?: number) => {
    const query = [page > 1 ? `page=${page}` : '', pageSize ? `pageSize=${pageSize}` : ''].filter(Boolean).join('&')
    return `${routes.eshop[lang]}/${seg(slug)}` + (query ? `?${query}` : '')
  },
  product: (lang: Lang, categorySlug: string, slug: string) => `${routes.eshop[lang]}/${seg(categorySlug)}/${seg(slug)}`,
  productImage: (imageId: number, variant: 'full' | 'thumb') => `/media/products/${imageId}/${variant}.webp`,
  documentList: (lang: Lang, page = 1) => routes.documents[lang] + (page > 1 ? `?page=${page}` : ''),
  document: (lang: Lang, slug: string) => `${routes.documents[lang]}/${seg(slug)}.pdf`,
  /** The login page; `returnTo` is where a successful login leads (the page the visitor was on). */
  login: (lang: Lang, returnTo?: string) => routes.login[lang] + (returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''),
  performLogin: (lang: Lang) => `/qf/${lang}/ramjet/performLogin`,
  performLogout: (lang: Lang) => `/qf/${lang}/ramjet/performLogout`,
  include: (lang: Lang) => `/qf/${lang}/ramjet/include`,
  searchContent: (lang: Lang) => routes.searchContent[lang],
  searchFiles: (lang: Lang) => routes.searchFiles[lang],
  searchEshop: (lang: Lang) => routes.searchEshop[lang],
  search: (lang: Lang) => routes.search[lang],
  /** A scope's results page, with the query when one is given. */
  searchResults: (lang: Lang, scope: SearchScope, params?: SearchParams) => {
    const query = new URLSearchParams()
    if (params) query.set('frm.query', params.query)
    if (params?.category) query.set('frm.facultyCategory', params.category)
    return searchResultsRoute[scope][lang] + (query.size ? `?${query}` : '')
  },
}
