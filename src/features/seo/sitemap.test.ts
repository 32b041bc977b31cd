import { describe, expect, it } from 'vitest'
import { sitemapIndexXml, sitemapPart, sitemapPartCount, sitemapUrls, urlsetXml } from './sitemap.js'

describe('sitemap', () => {
  it('gives each language version its own <url> naming every version, itself included', () => {
    const urls = sitemapUrls([{ paths: { cs: '/qf/cs/uvod', en: '/qf/en/home' } }, { paths: { cs: '/qf/cs/dokumenty/a.pdf' } }], 'https://x.test')
    expect(urls.map((u) => u.loc)).toEqual(['https://x.test/qf/cs/uvod', 'https://x.test/qf/en/home', 'https://x.test/qf/cs/dokumenty/a.pdf'])
    expect(urls[0]!.alternates).toEqual([
      { lang: 'cs', href: 'https://x.test/qf/cs/uvod' },
      { lang: 'en', href: 'https://x.test/qf/en/home' },
    ])
    expect(urls[1]!.alternates).toBe(urls[0]!.alternates)
    expect(urls[2]!.alternates).toEqual([])
  })

  it('splits at the limit: one file up to it, then an index of ceil(n / limit) parts', () => {
    expect(sitemapPartCount(0, 3)).toBe(1)
    expect(sitemapPartCount(3, 3)).toBe(1)
    expect(sitemapPartCount(4, 3)).toBe(2)
    expect(sitemapPart([1, 2, 3, 4, 5, 6, 7], 3, 3)).toEqual([7])
  })

  it('escapes addresses and dates them in W3C form', () => {
    const xml = urlsetXml([{ loc: 'https://x.test/a?b=1&c=2', lastmod: new Date('2026-11-24T06:00:00.500Z'), alternates: [] }])
    expect(xml).toContain('<loc>https://x.test/a?b=1&amp;c=2</loc><lastmod>2026-11-24T06:00:00Z</lastmod>')
    expect(sitemapIndexXml(['https://x.test/sitemap-1.xml'])).toContain('<sitemap><loc>https://x.test/sitemap-1.xml</loc></sitemap>')
  })
})
