/**
 * What a feature gives the sitemap (ADR 015, 057): its manifest's `sitemap` lists sources, each
 * asking the feature's service for the public pages that exist now. The sitemap lists them in the
 * features' order.
 */
import { LANGS, type Lang } from '../../i18n/index.js'
import type { Services } from '../../server/services.js'
import type { SitemapEntry } from './sitemap.js'

export type SitemapSource = (services: Services) => Promise<SitemapEntry[]>

/** A page every language has, at `path(lang)`. */
export const bothLangs = (path: (lang: Lang) => string): Partial<Record<Lang, string>> => Object.fromEntries(LANGS.map((lang) => [lang, path(lang)]))

/** Pages every language has, at fixed addresses (a feature's listing pages). */
export const fixedPages =
  (...pages: Array<(lang: Lang) => string>): SitemapSource =>
  async () =>
    pages.map((path) => ({ paths: bothLangs(path) }))

/** Rows of one language each, paired by their translation key into one entry per page. */
export function pairs<R extends { translationKey: string; lang: Lang }>(rows: R[], path: (row: R) => string, lastmod: (row: R) => Date): SitemapEntry[] {
  const byKey = new Map<string, SitemapEntry>()
  for (const row of rows) {
    const entry = byKey.get(row.translationKey) ?? { paths: {} }
    entry.paths[row.lang] = path(row)
    const date = lastmod(row)
    if (!entry.lastmod || date > entry.lastmod) entry.lastmod = date
    byKey.set(row.translationKey, entry)
  }
  return [...byKey.values()]
}

/** Every public page, as the database holds them now, from every feature's sources. */
export async function sitemapEntries(services: Services, sources: readonly SitemapSource[]): Promise<SitemapEntry[]> {
  return (await Promise.all(sources.map((source) => source(services)))).flat()
}
