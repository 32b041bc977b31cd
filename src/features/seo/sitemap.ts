/**
 * The sitemap (sitemaps.org protocol 0.9) with Google's hreflang extension: one <url> per
 * page and language, each naming every language version of the page (itself included) in
 * `xhtml:link` alternates. Past `limit` addresses it becomes a sitemap index with numbered
 * child sitemaps; the protocol allows 50,000 addresses per file.
 */
import type { Lang } from '../../i18n/index.js'
import { xmlEscape } from './xml.js'

/** The protocol's most addresses per sitemap file. */
export const SITEMAP_LIMIT = 50_000

/** One page in the languages it exists in, by its site paths. */
export interface SitemapEntry {
  paths: Partial<Record<Lang, string>>
  lastmod?: Date
}

export interface SitemapUrl {
  loc: string
  lastmod?: Date
  /** Every language version of the page, this one included; empty for a page in one language only. */
  alternates: { lang: Lang; href: string }[]
}

/** The entries as absolute addresses, one per language version. */
export function sitemapUrls(entries: SitemapEntry[], origin: string): SitemapUrl[] {
  const abs = (path: string) => new URL(path, origin).href
  return entries.flatMap(({ paths, lastmod }) => {
    const versions = (Object.entries(paths) as [Lang, string][]).map(([lang, path]) => ({ lang, href: abs(path) }))
    const alternates = versions.length > 1 ? versions : []
    return versions.map(({ href }) => ({ loc: href, lastmod, alternates }))
  })
}

/** How many files the addresses take: one sitemap, or an index and this many children. */
export const sitemapPartCount = (urls: number, limit: number) => Math.max(1, Math.ceil(urls / limit))

/** The addresses of child sitemap `part` (1-based). */
export const sitemapPart = <T>(urls: T[], part: number, limit: number): T[] => urls.slice((part - 1) * limit, part * limit)

const W3C_DATE = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z')

export function urlsetXml(urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const lastmod = u.lastmod ? `<lastmod>${W3C_DATE(u.lastmod)}</lastmod>` : ''
      const links = u.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.lang}" href="${xmlEscape(a.href)}"/>`).join('')
      return `<url><loc>${xmlEscape(u.loc)}</loc>${lastmod}${links}</url>`
    })
    .join('\n')
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${body}\n</urlset>\n`
  )
}

export function sitemapIndexXml(locs: string[]): string {
  const body = locs.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`
}
