/**
 * Reads what the search index holds from the content tables: each source turns its rows into
 * index entries, one per language (pages, news and documents have one language per row; faculties,
 * people, programmes and products carry both). `ids` null reads a slice of all rows by id
 * (`after`, `limit`), for a full rebuild in bounded batches.
 */
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.js'
import { departments, documents, faculties, news, pageFaqs, pageSections, pages, people, productCategories, productImages, products, programmes } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import { LANGS } from '../../i18n/index.js'
import { fullName } from '../../lib/full-name.js'
import type { SearchScope } from '../../ui/paths.js'
import { readableText } from '../../shared/content-links.js'
import { paths } from '../../ui/paths.js'
import type { SearchKind } from './search.types.js'
import { isLive } from '../editorial/editorial.columns.js'

export const SOURCES = ['faculty', 'page', 'news', 'document', 'person', 'programme', 'product'] as const
export type Source = (typeof SOURCES)[number]

export interface IndexEntry {
  source: Source
  sourceId: number
  lang: Lang
  scope: SearchScope
  kind: SearchKind
  facultyId: number | null
  categoryId: number | null
  title: string
  body: string
  url: string
  date: Date | null
  priceCzk: number | null
  imageUrl: string | null
}

/** Bodies are cut here: a snippet and the ranking need the text, not a whole book. */
export const MAX_BODY_CHARS = 100_000

export type Selection = { ids: number[] } | { after: number; limit: number }

const select = (id: PgColumn, selection: Selection): { where: SQL | undefined; limit?: number } =>
  'ids' in selection ? { where: inArray(id, selection.ids.length ? selection.ids : [-1]) } : { where: gt(id, selection.after), limit: selection.limit }

/** The parts a reader sees, links written as `[label](address)` reduced to their labels. */
const joinText = (...parts: Array<string | null | undefined>) =>
  readableText(parts.filter(Boolean).join('\n\n')).slice(0, MAX_BODY_CHARS)

const entry = (e: Omit<IndexEntry, 'categoryId' | 'date' | 'priceCzk' | 'imageUrl'> & Partial<IndexEntry>): IndexEntry => ({
  categoryId: null,
  date: null,
  priceCzk: null,
  imageUrl: null,
  ...e,
})

type Loader = (db: Db, selection: Selection) => Promise<{ ids: number[]; entries: IndexEntry[] }>

const loadPages: Loader = async (db, selection) => {
  const { where, limit } = select(pages.id, selection)
  const q = db.select().from(pages).where(and(where, isLive(pages))).orderBy(asc(pages.id))
  const rows = await (limit ? q.limit(limit) : q)
  const ids = rows.map((r) => r.id)
  const sections = ids.length
    ? await db.select().from(pageSections).where(inArray(pageSections.pageId, ids)).orderBy(asc(pageSections.pageId), asc(pageSections.sort))
    : []
  // A page's questions and answers are part of what it says (the FAQ blocks).
  const faqs = ids.length ? await db.select().from(pageFaqs).where(inArray(pageFaqs.pageId, ids)).orderBy(asc(pageFaqs.pageId), asc(pageFaqs.sort)) : []
  const entries = rows.map((p) => {
    const own = sections.filter((s) => s.pageId === p.id)
    const questions = faqs.filter((f) => f.pageId === p.id)
    return entry({
      source: 'page', sourceId: p.id, lang: p.lang as Lang, scope: 'web', kind: 'page', facultyId: p.facultyId,
      title: p.title,
      body: joinText(p.perex, ...own.flatMap((s) => [s.heading, s.body]), ...questions.flatMap((f) => [f.question, f.answer])),
      url: paths.content(p.lang as Lang, p.path), date: p.updatedAt,
    })
  })
  return { ids, entries }
}

const loadNews: Loader = async (db, selection) => {
  const { where, limit } = select(news.id, selection)
  const q = db.select().from(news).where(and(where, isLive(news))).orderBy(asc(news.id))
  const rows = await (limit ? q.limit(limit) : q)
  const entries = rows.map((n) =>
    entry({
      source: 'news', sourceId: n.id, lang: n.lang as Lang, scope: 'web', kind: n.kind === 'event' ? 'event' : 'news', facultyId: n.facultyId,
      title: n.title, body: joinText(n.perex, n.eventLocation, n.body), url: paths.newsDetail(n.lang as Lang, n.slug), date: n.eventStartsAt ?? n.publishedAt,
    }),
  )
  return { ids: rows.map((r) => r.id), entries }
}

const loadDocuments: Loader = async (db, selection) => {
  const { where, limit } = select(documents.id, selection)
  const q = db
    .select({ id: documents.id, lang: documents.lang, facultyId: documents.facultyId, slug: documents.slug, title: documents.title, description: documents.description, text: documents.textContent, publishedAt: documents.publishedAt })
    .from(documents)
    .where(and(where, isLive(documents)))
    .orderBy(asc(documents.id))
  const rows = await (limit ? q.limit(limit) : q)
  const entries = rows.map((d) =>
    entry({
      source: 'document', sourceId: d.id, lang: d.lang as Lang, scope: 'documents', kind: 'document', facultyId: d.facultyId,
      title: d.title, body: joinText(d.description, d.text), url: paths.document(d.lang as Lang, d.slug), date: d.publishedAt,
    }),
  )
  return { ids: rows.map((r) => r.id), entries }
}

const loadFaculties: Loader = async (db, selection) => {
  const { where, limit } = select(faculties.id, selection)
  const q = db.select().from(faculties).where(where).orderBy(asc(faculties.id))
  const rows = await (limit ? q.limit(limit) : q)
  const entries = rows.flatMap((f) =>
    LANGS.map((lang) =>
      entry({
        source: 'faculty', sourceId: f.id, lang, scope: 'web', kind: 'faculty', facultyId: f.id,
        title: lang === 'cs' ? f.nameCs : f.nameEn, body: joinText(lang === 'cs' ? f.perexCs : f.perexEn, f.address),
        url: paths.faculty(lang, lang === 'cs' ? f.slugCs : f.slugEn),
      }),
    ),
  )
  return { ids: rows.map((r) => r.id), entries }
}

const loadPeople: Loader = async (db, selection) => {
  const { where, limit } = select(people.id, selection)
  const q = db.select({ person: people, department: departments }).from(people).leftJoin(departments, eq(departments.id, people.departmentId)).where(where).orderBy(asc(people.id))
  const rows = await (limit ? q.limit(limit) : q)
  const entries = rows.flatMap(({ person: p, department: d }) =>
    LANGS.map((lang) =>
      entry({
        source: 'person', sourceId: p.id, lang, scope: 'web', kind: 'person', facultyId: p.facultyId,
        title: fullName(p),
        body: joinText(lang === 'cs' ? p.roleCs : p.roleEn, d ? (lang === 'cs' ? d.nameCs : d.nameEn) : null, lang === 'cs' ? p.officeCs : p.officeEn, p.email),
        url: `${paths.people(lang, { q: `${p.givenName} ${p.familyName}` })}#person-${p.slug}`,
      }),
    ),
  )
  return { ids: rows.map((r) => r.person.id), entries }
}

const loadProgrammes: Loader = async (db, selection) => {
  const { where, limit } = select(programmes.id, selection)
  const q = db.select().from(programmes).where(where).orderBy(asc(programmes.id))
  const rows = await (limit ? q.limit(limit) : q)
  const entries = rows.flatMap((p) =>
    LANGS.map((lang) => {
      const cs = lang === 'cs'
      return entry({
        source: 'programme', sourceId: p.id, lang, scope: 'web', kind: 'programme', facultyId: p.facultyId,
        title: cs ? p.nameCs : p.nameEn,
        body: joinText(cs ? p.profileCs : p.profileEn, cs ? p.careerCs : p.careerEn, cs ? p.admissionCs : p.admissionEn, p.subjects.map((s) => s[lang]).join(', ')),
        url: paths.programme(lang, cs ? p.slugCs : p.slugEn),
      })
    }),
  )
  return { ids: rows.map((r) => r.id), entries }
}

const loadProducts: Loader = async (db, selection) => {
  const { where, limit } = select(products.id, selection)
  const q = db.select({ product: products, category: productCategories }).from(products).innerJoin(productCategories, eq(productCategories.id, products.categoryId)).where(where).orderBy(asc(products.id))
  const rows = await (limit ? q.limit(limit) : q)
  const ids = rows.map((r) => r.product.id)
  const images = ids.length
    ? await db.select({ id: productImages.id, productId: productImages.productId }).from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.sort), asc(productImages.id))
    : []
  const entries = rows.flatMap(({ product: p, category: c }) => {
    const image = images.find((i) => i.productId === p.id)
    return LANGS.map((lang) => {
      const cs = lang === 'cs'
      return entry({
        source: 'product', sourceId: p.id, lang, scope: 'eshop', kind: 'product', facultyId: null, categoryId: c.id,
        title: cs ? p.nameCs : p.nameEn,
        body: joinText(cs ? p.descriptionCs : p.descriptionEn, cs ? c.nameCs : c.nameEn, p.attributes.map((a) => `${a.label[lang]}: ${a.value[lang]}`).join('\n')),
        url: paths.product(lang, cs ? c.slugCs : c.slugEn, cs ? p.slugCs : p.slugEn),
        priceCzk: Math.round(p.priceMinor / 100), imageUrl: image ? paths.productImage(image.id, 'thumb') : null,
      })
    })
  })
  return { ids, entries }
}

export const loaders: Record<Source, Loader> = {
  faculty: loadFaculties,
  page: loadPages,
  news: loadNews,
  document: loadDocuments,
  person: loadPeople,
  programme: loadProgrammes,
  product: loadProducts,
}

/** Queue sources that stand for other rows: a category for its products, a department for its people. */
export async function expandDependents(db: Db, source: 'category' | 'department', ids: number[]): Promise<{ source: Source; ids: number[] }> {
  if (!ids.length) return { source: source === 'category' ? 'product' : 'person', ids: [] }
  if (source === 'category') {
    const rows = await db.select({ id: products.id }).from(products).where(inArray(products.categoryId, ids))
    return { source: 'product', ids: rows.map((r) => r.id) }
  }
  const rows = await db.select({ id: people.id }).from(people).where(and(inArray(people.departmentId, ids)))
  return { source: 'person', ids: rows.map((r) => r.id) }
}
