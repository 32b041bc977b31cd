/**
 * The search result pages and suggestion endpoints on the real engine and the seeded demo
 * content (spec 000 §2, §3, §5, §7, §9; issue 11 "Results pages", "Suggestions", "Bad input").
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestHeaders } from '../../../src/shared/protocol.js'
import { engine, testApp } from '../../support/app.js'
import { expectIn } from '../../support/html.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const q = (text: string) => encodeURIComponent(text)

const RESULTS = [
  ['cs', 'web', '/qf/cs/ramjet/helpzone/vyhledavani-obsah', 'fakulta', 'Vyhledávání na webu'],
  ['en', 'web', '/qf/en/ramjet/helpzone/search-content', 'faculty', 'Search the website'],
  ['cs', 'documents', '/qf/cs/ramjet/helpzone/vyhledavani-souboru', 'stipendijní', 'Vyhledávání v souborech a dokumentech'],
  ['en', 'documents', '/qf/en/ramjet/helpzone/search-files', 'scholarship', 'Search files and documents'],
  ['cs', 'eshop', '/qf/cs/ramjet/vyhledavani-eshop', 'hrnek', 'Vyhledávání v e-shopu'],
  ['en', 'eshop', '/qf/en/ramjet/search-eshop', 'mug', 'Search the e-shop'],
] as const

/** Each scope's endpoint and a prefix that finds something in Czech and in English. */
const SUGGEST = [
  ['web', 'fulltextMainContentUhkPointAutocompleteResult', { cs: 'fak', en: 'fac' }],
  ['documents', 'fulltextDocumentsUhkPointAutocompleteResult', { cs: 'stip', en: 'schol' }],
  ['eshop', 'fulltextAutocompleteResult', { cs: 'hrn', en: 'mug' }],
] as const

/** Options in a suggestion fragment's item list and category list. */
function lists(html: string): { items: number; categories: number; showAll: boolean } {
  const groups = html.split('role="group"').slice(1)
  const count = (part = '') => (part.match(/class="suggestions__option suggestions__option--(?!category)/g) ?? []).length
  const cats = (part = '') => (part.match(/suggestions__option--category/g) ?? []).length
  return {
    items: groups.reduce((n, g) => n + count(g), 0),
    categories: groups.reduce((n, g) => n + cats(g), 0),
    showAll: html.includes('suggestions__all'),
  }
}

describe(`search result pages on ${engine}`, () => {
  it.each(RESULTS)('%s %s: %s finds hits, counts every scope and stays out of the index', async (_lang, scope, path, text, heading) => {
    const res = await get(`${path}?frm.query=${q(text)}`)
    expect(res.statusCode).toBe(200)
    expectIn(res.body, '<meta name="robots" content="noindex"/>')
    expectIn(res.body, '<link rel="canonical"', false)
    expectIn(res.body, `<h1 id="mainContent" tabindex="-1">${heading}</h1>`)
    expectIn(res.body, /<div id="searchResults" data-container="searchResults" data-pu-target="searchResults"/)
    // A product hit has its photo before the title (ADR 056).
    expectIn(res.body, /<li class="search-hit search-hit--\w+"[^>]*>(<img class="product-thumb search-hit__thumb" [^>]+>)?<h3 class="search-hit__title"><a href="\/qf\//)
    expectIn(res.body, /<a [^>]*aria-current="page">[^<]+<span class="search-scopes__count">\((over |více než )?[\d\s,]+\)<\/span>/)
    expectIn(res.body, `data-autocomplete="${scope}"`)
    expect(res.headers['cache-control'] ?? '').not.toContain('public')
  })

  it('answers the results region alone to a partial request, byte for byte as in the page', async () => {
    const url = `/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=fakulta&page=2`
    const [page, part] = await Promise.all([get(url), get(url, { [requestHeaders.target]: 'searchResults' })])
    expect(part.statusCode).toBe(200)
    expect(part.body.startsWith('<div id="searchResults"')).toBe(true)
    expectIn(part.body, '<h1', false)
    expectIn(page.body, part.body)
    expectIn(part.body, '<span aria-current="page" class="pagination__current">2</span>')
  })

  it('filters web results by faculty and keeps the faculty in paging and scope links, not in the e-shop one', async () => {
    const faculties = await app.services.content.faculties('cs')
    const id = faculties[0]!.id
    const res = await get(`/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=fakulta&frm.facultyCategory=${id}`)
    expect(res.statusCode).toBe(200)
    expectIn(res.body, `<option value="${id}" selected="">`)
    expectIn(res.body, `/qf/cs/ramjet/helpzone/vyhledavani-souboru?frm.query=fakulta&amp;frm.facultyCategory=${id}"`)
    expectIn(res.body, '/qf/cs/ramjet/vyhledavani-eshop?frm.query=fakulta"')
  })

  it('asks for a query when none (or only spaces) is given, without searching', async () => {
    for (const query of ['', '%20%20%20']) {
      const res = await get(`/qf/en/ramjet/helpzone/search-content?frm.query=${query}`)
      expect(res.statusCode).toBe(200)
      expectIn(res.body, 'Type what you are looking for.')
    }
    expect((await get('/qf/cs/ramjet/vyhledavani-eshop')).statusCode).toBe(200)
  })

  it('shows the empty state with hints for text that finds nothing', async () => {
    const res = await get(`/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=${q('qqxzzv wwjjkk')}`)
    expect(res.statusCode).toBe(200)
    expectIn(res.body, 'jsme nic nenašli.')
    expectIn(res.body, 'Zkontrolujte pravopis')
  })

  it('shows the last page for a page past the end', async () => {
    const first = await get('/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=fakulta')
    const last = /<a href="[^"]*page=(\d+)">\d+<\/a><\/li><li><a [^>]*rel="next"/.exec(first.body)?.[1]
    const res = await get('/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=fakulta&page=99999')
    expect(res.statusCode).toBe(200)
    expectIn(res.body, `<span aria-current="page" class="pagination__current">${last}</span>`)
    expectIn(res.body, /search-hit__title/)
  })

  it.each([
    ['page=-1', 'page=-1&frm.query=fakulta'],
    ['page=abc', 'page=abc&frm.query=fakulta'],
    ['page=0', 'page=0&frm.query=fakulta'],
    ['an unknown faculty', 'frm.facultyCategory=999999&frm.query=fakulta'],
    ['a category that is no number', 'frm.facultyCategory=abc&frm.query=fakulta'],
    ['a prototype name as category', 'frm.facultyCategory=__proto__&frm.query=fakulta'],
    ['a repeated query', 'frm.query=a&frm.query=b'],
    ['2,000 characters', `frm.query=${'ž'.repeat(2000)}`],
  ])('answers %s with a localized 400 page', async (_, query) => {
    for (const [path, title] of [
      ['/qf/cs/ramjet/helpzone/vyhledavani-obsah', 'Neplatný požadavek'],
      ['/qf/en/ramjet/helpzone/search-files', 'Bad request'],
    ] as const) {
      const res = await get(`${path}?${query}`)
      expect(res.statusCode).toBe(400)
      expectIn(res.body, title)
    }
  })

  it.each(['&', '|', '!', ':', '*', '(', ')', "'", '"', '\\', '<->', 'a & b | !c', "fakulta:* & 'x'", '"fakulta', "'; DROP TABLE pages; --", '1 OR 1=1', '__proto__', 'constructor'])(
    'searches %j without an error on every scope, reflected escaped',
    async (text) => {
      for (const path of ['/qf/cs/ramjet/helpzone/vyhledavani-obsah', '/qf/cs/ramjet/helpzone/vyhledavani-souboru', '/qf/en/ramjet/search-eshop']) {
        const res = await get(`${path}?frm.query=${q(text)}`)
        expect(res.statusCode, path).toBe(200)
      }
    },
  )

  it('never reflects a script in the query unescaped: title, box, empty state, alternates', async () => {
    const payload = '<script>alert(1)</script>"><img src=x onerror=alert(2)>'
    for (const path of ['/qf/cs/ramjet/helpzone/vyhledavani-obsah', '/qf/en/ramjet/search-eshop']) {
      const res = await get(`${path}?frm.query=${q(payload)}`)
      expect(res.statusCode).toBe(200)
      expectIn(res.body, '<script>alert(1)', false)
      expectIn(res.body, '<img src=x', false)
      expectIn(res.body, '&lt;script&gt;alert(1)&lt;/script&gt;')
    }
  })
})

describe(`search suggestions on ${engine}`, () => {
  it.each(SUGGEST.flatMap(([scope, name, text]) => (['cs', 'en'] as const).map((lang) => [lang, scope, name, text[lang]] as const)))(
    '%s %s: a fragment with the item and category lists, in the path’s language, never stored',
    async (lang, _scope, name, text) => {
      const res = await get(`/qf/${lang}/ramjet/${name}?query=${q(text)}`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expectIn(res.body, /^<div class="suggestions no-partial-update" data-count="\d+">/)
      expectIn(res.body, `role="listbox" aria-label="${lang === 'cs' ? 'Návrhy' : 'Suggestions'}"`)
      expectIn(res.body, /role="option"[^>]*href="\/qf\//)
      const { items, categories } = lists(res.body)
      expect(items + categories).toBeGreaterThan(0)
      expect(items).toBeLessThanOrEqual(10)
      expect(categories).toBeLessThanOrEqual(10)
    },
  )

  it('appends Show all results exactly when a list has 10 entries (10 and fewer, on the real engine)', async () => {
    const seen = { full: 0, short: 0 }
    for (const [lang, name, text] of [
      ['cs', 'fulltextMainContentUhkPointAutocompleteResult', 'st'],
      ['en', 'fulltextMainContentUhkPointAutocompleteResult', 'stu'],
      ['cs', 'fulltextAutocompleteResult', 'tr'],
      ['cs', 'fulltextAutocompleteResult', 'hrnek'],
      ['cs', 'fulltextDocumentsUhkPointAutocompleteResult', 'stipendijní'],
      ['en', 'fulltextDocumentsUhkPointAutocompleteResult', 'annual'],
      ['cs', 'fulltextMainContentUhkPointAutocompleteResult', 'knihovna'],
    ] as const) {
      const res = await get(`/qf/${lang}/ramjet/${name}?query=${q(text)}`)
      expect(res.statusCode).toBe(200)
      if (!res.body) continue
      const { items, categories, showAll } = lists(res.body)
      const full = items === 10 || categories === 10
      expect(showAll, `${name} ${text}: ${items} items, ${categories} categories`).toBe(full)
      seen[full ? 'full' : 'short']++
      if (showAll) expectIn(res.body, lang === 'cs' ? '>Zobrazit všechny výsledky</a>' : '>Show all results</a>')
    }
    expect(seen.full).toBeGreaterThan(0)
    expect(seen.short).toBeGreaterThan(0)
  })

  it('sends the category to the engine: a faculty narrows web suggestions, an unknown one has none', async () => {
    const faculties = await app.services.content.faculties('cs')
    const url = '/qf/cs/ramjet/fulltextMainContentUhkPointAutocompleteResult?query=fak'
    const narrowed = await get(`${url}&category=${faculties[0]!.id}`)
    expect(narrowed.statusCode).toBe(200)
    const unknown = await get(`${url}&category=999999`)
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toBe('')
  })

  it.each(['', 'a', ' ', '%20%20x%20'])('answers %j (under 2 characters) with an empty fragment', async (text) => {
    const res = await get(`/qf/cs/ramjet/fulltextAutocompleteResult?query=${text}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it.each([
    ['no query parameter', ''],
    ['a repeated query', 'query=ab&query=cd'],
    ['2,000 characters', `query=${'a'.repeat(2000)}`],
    ['a category that is no number', 'query=ab&category=abc'],
    ['a prototype name as category', 'query=ab&category=__proto__'],
  ])('answers %s with a short localized 400', async (_, query) => {
    for (const [lang, message] of [
      ['cs', 'Neplatný dotaz pro našeptávač.'],
      ['en', 'Invalid suggestion request.'],
    ] as const) {
      const res = await get(`/qf/${lang}/ramjet/fulltextMainContentUhkPointAutocompleteResult?${query}`)
      expect(res.statusCode).toBe(400)
      expect(res.body).toBe(message)
      expect(res.headers['cache-control']).toBe('no-store')
    }
  })

  it.each(['&', '|', '!', ':*', '(', ')', "''", '""', '\\\\', '<->', "'; DROP TABLE pages; --", '<script>alert(1)</script>'])('suggests for %j without an error and nothing unescaped', async (text) => {
    for (const [, name] of SUGGEST) {
      const res = await get(`/qf/en/ramjet/${name}?query=${q(text)}`)
      expect(res.statusCode).toBe(200)
      expectIn(res.body, '<script>', false)
    }
  })
})

describe(`search forms on ${engine}`, () => {
  it('names the header form’s autocomplete and its box, and the e-shop preselects its own', async () => {
    const home = await get('/qf/cs/uvod')
    expectIn(home.body, 'data-autocomplete="web" data-suggest="/qf/cs/ramjet/fulltextMainContentUhkPointAutocompleteResult" data-suggest-box="headerSearchResults"')
    const eshop = await get('/qf/en/eshop')
    expectIn(eshop.body, 'data-autocomplete="eshop" data-suggest="/qf/en/ramjet/fulltextAutocompleteResult" data-suggest-box="headerSearchResults"')
  })

  it('gives the e-shop home and every faculty home a section search of their own', async () => {
    const eshop = await get('/qf/cs/eshop')
    expectIn(eshop.body, /<form class="section-search" [^>]*data-autocomplete="eshop" data-suggest="\/qf\/cs\/ramjet\/fulltextAutocompleteResult"[^>]*action="\/qf\/cs\/ramjet\/vyhledavani-eshop" method="get">/)
    const faculties = await app.services.content.faculties('en')
    for (const f of faculties) {
      const res = await get(`/qf/en/faculties/${f.slug}`)
      expect(res.statusCode).toBe(200)
      expectIn(res.body, /<form class="section-search" [^>]*data-autocomplete="web"[^>]*action="\/qf\/en\/ramjet\/helpzone\/search-content" method="get">/)
      expectIn(res.body, `<input type="hidden" name="frm.facultyCategory" value="${f.id}"/>`)
    }
  })
})
