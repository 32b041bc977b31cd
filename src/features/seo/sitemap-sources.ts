/**
 * Where the sitemap's pages come from: each source asks a feature's service for what exists
 * in the database now. A new kind of public page adds its source here.
 */
import { LANGS, type Lang } from '../../i18n/index.js'
import type { Services } from '../../server/services.js'
import { paths } from '../../ui/paths.js'
import type { SitemapEntry } from './sitemap.js'

type Source = (services: Services) => Promise<SitemapEntry[]>

const bothLangs = (path: (lang: Lang) => string): Partial<Record<Lang, string>> => Object.fromEntries(LANGS.map((lang) => [lang, path(lang)]))

/** Rows of one language each, paired by their translation key into one entry per page. */
function pairs<R extends { translationKey: string; lang: Lang }>(rows: R[], path: (row: R) => string, lastmod: (row: R) => Date): SitemapEntry[] {
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

/** The listing pages every language has. */
const sections: Source = async () =>
  [
    paths.home,
    (lang: Lang) => paths.newsList(lang),
    paths.eshop,
    (lang: Lang) => paths.documentList(lang),
    paths.faculties,
    (lang: Lang) => paths.programmes(lang),
    (lang: Lang) => paths.people(lang),
    paths.events,
    (lang: Lang) => paths.eventsPast(lang),
    paths.siteMap,
  ].map((path) => ({ paths: bothLangs(path) }))

const contentPages: Source = async ({ content }) => pairs(await content.allPages(), (p) => paths.content(p.lang, p.path), (p) => p.updatedAt)

const facultyHomes: Source = async ({ content }) =>
  (await content.facultySlugs()).map((slugs) => ({ paths: bothLangs((lang) => paths.faculty(lang, slugs[lang])) }))

const studyProgrammes: Source = async ({ study }) =>
  (await study.allSlugs()).map((slugs) => ({ paths: bothLangs((lang) => paths.programme(lang, slugs[lang])) }))

const newsAndEvents: Source = async ({ news }) => pairs(await news.allItems(), (n) => paths.newsDetail(n.lang, n.slug), (n) => n.publishedAt)

/** Every person's profile; the slug is the same in both languages. */
const peopleProfiles: Source = async ({ people }) => (await people.allSlugs()).map((slug) => ({ paths: bothLangs((lang) => paths.person(lang, slug)) }))

/** Documents exist in one language each. */
const documentFiles: Source = async ({ documents }) =>
  (await documents.all()).map((d) => ({ paths: { [d.lang]: paths.document(d.lang, d.slug) }, lastmod: d.publishedAt }))

const shopCatalogue: Source = async ({ shop }) => {
  const { categories, products } = await shop.catalogue()
  const categoryOf = new Map(categories.map((c) => [c.id, c.slugs]))
  return [
    ...categories.map((c) => ({ paths: bothLangs((lang) => paths.category(lang, c.slugs[lang])) })),
    ...products.flatMap((p) => {
      const category = categoryOf.get(p.categoryId)
      return category ? [{ paths: bothLangs((lang) => paths.product(lang, category[lang], p.slugs[lang])) }] : []
    }),
  ]
}

export const SITEMAP_SOURCES: readonly Source[] = [sections, facultyHomes, studyProgrammes, contentPages, newsAndEvents, documentFiles, shopCatalogue, peopleProfiles]

/** Every public page, as the database holds them now. */
export async function sitemapEntries(services: Services): Promise<SitemapEntry[]> {
  return (await Promise.all(SITEMAP_SOURCES.map((source) => source(services)))).flat()
}
