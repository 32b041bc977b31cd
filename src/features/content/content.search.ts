/** The content feature's search sources (ADR 019): faculties in both languages, live pages with their sections and questions. */
import { and, asc, inArray, isNull } from 'drizzle-orm'
import { LANGS, type Lang } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import { faculties, pageFaqs, pageSections, pages } from '../../db/schema.js'
import { isLive } from '../editorial/editorial.columns.js'
import type { Db } from '../../db/client.js'
import { entry, joinText, select, type Loader, type SearchSource } from '../search/search-source.js'

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

const loadPages: Loader = async (db, selection) => {
  const { where, limit } = select(pages.id, selection)
  const q = db.select().from(pages).where(and(where, isLive(pages), isNull(pages.trashedAt))).orderBy(asc(pages.id))
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

export const contentSearch: readonly SearchSource[] = [
  { name: 'faculty', load: loadFaculties },
  { name: 'page', load: loadPages },
]
