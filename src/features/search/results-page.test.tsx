import { describe, expect, it } from 'vitest'
import { renderRegions } from '../../server/render/page.js'
import { resultsPageModel, type ResultsPageData } from './results-page.js'
import type { SearchHit, SearchResults } from './search.types.js'

const hit = (n: number, extra: Partial<SearchHit> = {}): SearchHit => ({
  kind: 'page',
  title: `Hit <${n}>`,
  url: `/qf/cs/hit-${n}`,
  snippetHtml: `před <mark>slovo</mark> &lt;b&gt; za`,
  ...extra,
})

const results = (hits: SearchHit[], more: Partial<SearchResults> = {}): SearchResults => ({
  query: { lang: 'cs', scope: 'web', text: 'slovo', page: 2, pageSize: 10 },
  hits,
  total: 25,
  totalIsExact: true,
  counts: { web: 25, documents: 3, eshop: 0 },
  countsCapped: false,
  ...more,
})

const data = (more: Partial<ResultsPageData> = {}): ResultsPageData => ({
  scope: 'web',
  query: 'slovo <script>',
  facultyId: 2,
  faculties: [
    { id: 1, name: 'Fakulta A' },
    { id: 2, name: 'Fakulta B' },
  ],
  results: results([hit(1), hit(2, { kind: 'event', section: 'Fakulta B', date: '2026-03-01T10:00:00Z' })]),
  page: 2,
  pages: 3,
  ...more,
})

const region = (d: ResultsPageData, lang: 'cs' | 'en' = 'cs') => renderRegions({ lang }, resultsPageModel(lang, d), ['searchResults']).html.get('searchResults')!
const page = (d: ResultsPageData, lang: 'cs' | 'en' = 'cs') => renderRegions({ lang }, resultsPageModel(lang, d), ['pageContent']).html.get('pageContent')!

describe('search result page views', () => {
  it('is kept out of the index and says the other language’s address with the same search', () => {
    const model = resultsPageModel('cs', data())
    expect(model.robots).toBe('noindex')
    expect(model.alternate).toBe('/qf/en/ramjet/helpzone/search-content?frm.query=slovo+%3Cscript%3E&frm.facultyCategory=2&page=2')
    expect(model.title).toBe('Vyhledávání na webu: slovo <script> – strana 2')
  })

  it('renders the results region alone: the count heading, hits with title link, kind, section, date and the marked snippet', () => {
    const html = region(data())
    expect(html.startsWith('<div id="searchResults" data-container="searchResults" data-pu-target="searchResults"')).toBe(true)
    expect(html).not.toContain('<h1')
    expect(html).toContain('<h2 class="search-results__count">Nalezené výsledky: 25</h2>')
    expect(html).toContain('<ol class="search-hits" start="11">')
    expect(html).toContain('<a href="/qf/cs/hit-1">Hit &lt;1&gt;</a>')
    expect(html).toContain('<span class="search-hit__kind">Akce</span><span class="search-hit__section">Fakulta B</span>')
    expect(html).toContain('<time class="search-hit__date" dateTime="2026-03-01T10:00:00Z">1. března 2026</time>')
    expect(html).toContain('<p class="search-hit__snippet">před <mark>slovo</mark> &lt;b&gt; za</p>')
  })

  it('links every scope with its count, keeping the query (and the faculty where the scope has one), loading pages rather than swapping', () => {
    const html = region(data())
    expect(html).toContain('<nav class="search-scopes no-partial-update" aria-label="Výsledky podle oblasti">')
    expect(html).toContain('<a href="/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=slovo+%3Cscript%3E&amp;frm.facultyCategory=2" aria-current="page">Web <span class="search-scopes__count">(25)</span></a>')
    expect(html).toContain('<a href="/qf/cs/ramjet/helpzone/vyhledavani-souboru?frm.query=slovo+%3Cscript%3E&amp;frm.facultyCategory=2">Soubory a dokumenty <span class="search-scopes__count">(3)</span></a>')
    expect(html).toContain('<a href="/qf/cs/ramjet/vyhledavani-eshop?frm.query=slovo+%3Cscript%3E">E-shop <span class="search-scopes__count">(0)</span></a>')
  })

  it('says when counts are capped', () => {
    const html = region(data({ results: results([hit(1)], { total: 1000, totalIsExact: false, countsCapped: true, counts: { web: 1000, documents: 1000, eshop: 4 } }) }), 'en')
    expect(html).toContain('Results found: over 1,000')
    expect(html).toContain('(over 1,000)')
  })

  it('paginates within the same search', () => {
    const html = region(data())
    expect(html).toContain('href="/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=slovo+%3Cscript%3E&amp;frm.facultyCategory=2" rel="prev"')
    expect(html).toContain('href="/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=slovo+%3Cscript%3E&amp;frm.facultyCategory=2&amp;page=3" rel="next"')
  })

  it('shows the empty state with the did-you-mean link (a page load) and hints', () => {
    const html = region(data({ page: 1, pages: 0, results: results([], { total: 0, counts: { web: 0, documents: 0, eshop: 0 }, didYouMean: 'přihláška' }) }))
    expect(html).toContain('Pro „slovo &lt;script&gt;“ jsme nic nenašli.')
    expect(html).toContain('<p class="search-results__did-you-mean no-partial-update">Měli jste na mysli <a href="/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=p%C5%99ihl%C3%A1%C5%A1ka&amp;frm.facultyCategory=2">přihláška</a>?</p>')
    expect(html).toContain('Zkontrolujte pravopis')
    expect(html).not.toContain('class="pagination"')
  })

  it('asks for a query when none was given', () => {
    const html = region(data({ query: '', results: null, page: 1, pages: 0 }), 'en')
    expect(html).toContain('Type what you are looking for.')
    expect(html).not.toContain('search-scopes')
  })

  it('offers the faculty select only on web and document search, reloading the results alone on change', () => {
    const web = page(data())
    expect(web).toMatch(/<form class="search-form" data-pu-target="searchResults" [^>]*action="\/qf\/cs\/ramjet\/helpzone\/vyhledavani-obsah" method="get">/)
    expect(web).toMatch(/<select id="searchFaculty" class="select-box" data-component="Select" name="frm.facultyCategory" data-pu-event="change" data-pu-target="searchResults" data-pu-alter-history="push">.*<option value="2" selected="">Fakulta B<\/option>/)
    expect(web).toContain('value="slovo &lt;script&gt;"')
    expect(page(data({ scope: 'documents' }))).toContain('id="searchFaculty"')
    const eshop = page(data({ scope: 'eshop', facultyId: undefined }))
    expect(eshop).not.toContain('id="searchFaculty"')
    expect(eshop).toContain('data-autocomplete="eshop" data-suggest="/qf/cs/ramjet/fulltextAutocompleteResult"')
  })

  it('says which words were searched when typos were forgiven', () => {
    const html = region(data({ results: results([hit(1)], { correctedText: 'knihovna' }) }))
    expect(html).toContain('<p class="search-results__corrected">Zobrazujeme výsledky pro <strong>knihovna</strong></p>')
  })

  it('shows e-shop hits with their price', () => {
    const html = region(data({ scope: 'eshop', results: results([hit(1, { kind: 'product', priceCzk: 249, section: 'Hrnky' })]) }))
    expect(html).toMatch(/<span class="search-hit__price">249\s*Kč<\/span>/)
  })
})
