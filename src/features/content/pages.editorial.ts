/**
 * Pages of the tree as the editorial primitives handle them (ADR 058). A revision holds what an
 * editor writes: title, perex, whether the page is in the menu, its sections and its questions.
 * Where the page sits (language, translation, faculty, parent, address) is its placement, set when
 * it is created; moving a page is a tree operation, not a revision.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import { faculties, pageFaqs, pageSections, pages } from '../../db/schema.js'
import { paths } from '../../ui/paths.js'
import { EditorialError, editorialEntity } from '../editorial/editorial.types.js'
import { anchor, id, line, paragraphs, slug } from '../editorial/fields.js'

const placement = z.strictObject({
  translationKey: z.string().regex(/^[a-z0-9][a-z0-9-/]{0,119}$/),
  lang: z.enum(['cs', 'en']),
  facultyId: id.nullable(),
  parentId: id.nullable(),
  slug,
})

const unique = <T>(items: T[], key: (t: T) => string) => new Set(items.map(key)).size === items.length

const content = z.strictObject({
  title: line(200),
  perex: paragraphs(1000),
  inMenu: z.boolean(),
  /**
   * The place among its siblings, which revisions held before ADR 063; it is now the tree's (moved
   * with the up and down buttons), so publishing an old revision never reorders the menu.
   */
  sort: z.number().int().min(0).max(100_000).optional(),
  sections: z
    .array(z.strictObject({ anchor, heading: line(200), body: paragraphs(50_000), signLanguageVideos: z.string().regex(/^([A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*)?$/) }))
    .max(50)
    .refine((s) => unique(s, (x) => x.anchor), 'anchors repeat'),
  faqs: z
    .array(z.strictObject({ anchor, question: line(300), answer: paragraphs(10_000) }))
    .max(100)
    .refine((f) => unique(f, (x) => x.anchor), 'anchors repeat'),
})

export type PageContent = z.infer<typeof content>

async function writeChildren(tx: Db, pageId: number, c: PageContent) {
  await tx.delete(pageSections).where(eq(pageSections.pageId, pageId))
  await tx.delete(pageFaqs).where(eq(pageFaqs.pageId, pageId))
  if (c.sections.length) await tx.insert(pageSections).values(c.sections.map((s, sort) => ({ ...s, pageId, sort })))
  if (c.faqs.length) await tx.insert(pageFaqs).values(c.faqs.map((f, sort) => ({ ...f, pageId, sort })))
}

export const pageEditorial = editorialEntity({
  name: 'page',
  table: 'pages',
  placement,
  content,
  async insert(tx: Db, p, c) {
    let path = p.slug
    if (p.parentId !== null) {
      const [parent] = await tx.select({ path: pages.path, lang: pages.lang, facultyId: pages.facultyId, trashedAt: pages.trashedAt }).from(pages).where(eq(pages.id, p.parentId)).for('update')
      // A page goes under a parent of its own language and site, never into the trash.
      if (!parent || parent.lang !== p.lang || parent.facultyId !== p.facultyId || parent.trashedAt) throw new EditorialError({ kind: 'invalid', issues: [{ code: 'custom', path: ['parentId'], message: 'no such parent in this language and site', input: p.parentId }] })
      path = `${parent.path}/${p.slug}`
    }
    const [row] = await tx
      .insert(pages)
      .values({ ...p, path, title: c.title, perex: c.perex, inMenu: c.inMenu, sort: await nextSort(tx, p), live: false })
      .returning({ id: pages.id })
    await writeChildren(tx, row!.id, c)
    return row!.id
  },
  async apply(tx: Db, pageId, c, { now }) {
    await tx.update(pages).set({ title: c.title, perex: c.perex, inMenu: c.inMenu, updatedAt: now }).where(eq(pages.id, pageId))
    await writeChildren(tx, pageId, c)
  },
  async snapshot(tx: Db, pageId) {
    const [p] = await tx.select().from(pages).where(eq(pages.id, pageId))
    if (!p) return undefined
    const sections = await tx
      .select({ anchor: pageSections.anchor, heading: pageSections.heading, body: pageSections.body, signLanguageVideos: pageSections.signLanguageVideos })
      .from(pageSections)
      .where(and(eq(pageSections.pageId, pageId)))
      .orderBy(asc(pageSections.sort), asc(pageSections.id))
    const faqs = await tx
      .select({ anchor: pageFaqs.anchor, question: pageFaqs.question, answer: pageFaqs.answer })
      .from(pageFaqs)
      .where(eq(pageFaqs.pageId, pageId))
      .orderBy(asc(pageFaqs.sort), asc(pageFaqs.id))
    return { title: p.title, perex: p.perex, inMenu: p.inMenu, sections, faqs }
  },
  /** Its faculty and its address below the language: the scopes `faculty:` and `section:` hold it (ADR 057, 063). */
  async target(db: Db, pageId) {
    const [row] = await db.select({ faculty: faculties.slugCs, path: pages.path }).from(pages).leftJoin(faculties, eq(faculties.id, pages.facultyId)).where(eq(pages.id, pageId))
    return row && (row.faculty ? { faculty: row.faculty, section: `/${row.path}` } : { section: `/${row.path}` })
  },
  adminHref: (lang, pageId) => paths.adminPage(lang, pageId),
  adminNewHref: (lang) => paths.adminPagesNew(lang),
})

/** A new page goes last among its siblings (the parent's row is locked, or the site's first page is). */
async function nextSort(tx: Db, p: { lang: string; facultyId: number | null; parentId: number | null }): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${pages.sort}) + 1, 0)::int` })
    .from(pages)
    .where(and(eq(pages.lang, p.lang), p.parentId === null ? isNull(pages.parentId) : eq(pages.parentId, p.parentId), p.facultyId === null ? isNull(pages.facultyId) : eq(pages.facultyId, p.facultyId)))
  return row?.next ?? 0
}
