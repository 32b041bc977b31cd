/** The only file of the content feature that touches the ORM; plain objects out. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { faculties, menuItems, pageFaqs, pages, pageSections } from '../../db/schema.js'
import { isLive } from '../editorial/editorial.columns.js'
import type { Lang } from '../../i18n/index.js'
import type { PageRow, FacultyRow, MenuItemRow } from './content.types.js'

const pageColumns = {
  id: pages.id,
  translationKey: pages.translationKey,
  facultyId: pages.facultyId,
  parentId: pages.parentId,
  path: pages.path,
  title: pages.title,
  perex: pages.perex,
}

/** Visitors see live pages only (ADR 058), and none in the trash (ADR 063). */
const live = and(isLive(pages), isNull(pages.trashedAt))!

/** A menu item's columns (ADR 095). */
export const menuItemColumns = {
  id: menuItems.id,
  menu: menuItems.menu,
  parentId: menuItems.parentId,
  position: menuItems.position,
  labelCs: menuItems.labelCs,
  labelEn: menuItems.labelEn,
  pageKey: menuItems.pageKey,
  appPage: menuItems.appPage,
  url: menuItems.url,
}

export function contentRepository(db: Db) {
  const facultyColumns = (lang: Lang) => ({
    id: faculties.id,
    code: faculties.code,
    slug: lang === 'cs' ? faculties.slugCs : faculties.slugEn,
    name: lang === 'cs' ? faculties.nameCs : faculties.nameEn,
    perex: lang === 'cs' ? faculties.perexCs : faculties.perexEn,
    color: faculties.color,
    address: faculties.address,
    phone: faculties.phone,
    email: faculties.email,
  })

  return {
    /** University-wide pages marked for the menu: top level and their children. */
    async menuPages(lang: Lang): Promise<PageRow[]> {
      return db
        .select(pageColumns)
        .from(pages)
        .where(and(live, eq(pages.lang, lang), isNull(pages.facultyId), eq(pages.inMenu, true)))
        .orderBy(asc(pages.sort), asc(pages.id))
    },

    /** Both menus' items (ADR 095), each menu's top level first, siblings in their order. */
    async menuItems(): Promise<MenuItemRow[]> {
      const rows = await db
        .select(menuItemColumns)
        .from(menuItems)
        .orderBy(asc(menuItems.menu), sql`${menuItems.parentId} nulls first`, asc(menuItems.position), asc(menuItems.id))
      return rows as MenuItemRow[]
    },

    /** The live pages of `lang` with these translation keys: what menu items lead to. */
    async livePagesByKeys(lang: Lang, keys: string[]): Promise<{ translationKey: string; path: string; title: string }[]> {
      if (keys.length === 0) return []
      return db
        .select({ translationKey: pages.translationKey, path: pages.path, title: pages.title })
        .from(pages)
        .where(and(live, eq(pages.lang, lang), inArray(pages.translationKey, keys)))
    },

    async faculties(lang: Lang): Promise<FacultyRow[]> {
      return db.select(facultyColumns(lang)).from(faculties).orderBy(asc(faculties.sort), asc(faculties.id))
    },

    async facultyBySlug(lang: Lang, slug: string): Promise<FacultyRow | undefined> {
      const [row] = await db
        .select(facultyColumns(lang))
        .from(faculties)
        .where(eq(lang === 'cs' ? faculties.slugCs : faculties.slugEn, slug))
      return row
    },

    async facultyById(lang: Lang, id: number): Promise<FacultyRow | undefined> {
      const [row] = await db.select(facultyColumns(lang)).from(faculties).where(eq(faculties.id, id))
      return row
    },

    async pageByPath(lang: Lang, path: string): Promise<PageRow | undefined> {
      const [row] = await db
        .select(pageColumns)
        .from(pages)
        .where(and(live, eq(pages.lang, lang), eq(pages.path, path)))
      return row
    },

    async pagesByIds(ids: number[]): Promise<PageRow[]> {
      if (ids.length === 0) return []
      return db.select(pageColumns).from(pages).where(and(live, inArray(pages.id, ids)))
    },

    async translation(translationKey: string, lang: Lang): Promise<PageRow | undefined> {
      const [row] = await db
        .select(pageColumns)
        .from(pages)
        .where(and(live, eq(pages.translationKey, translationKey), eq(pages.lang, lang)))
      return row
    },

    async children(parentId: number): Promise<PageRow[]> {
      return db.select(pageColumns).from(pages).where(and(live, eq(pages.parentId, parentId))).orderBy(asc(pages.sort), asc(pages.id))
    },

    /** Top-level pages of a faculty site. */
    async facultyRootPages(lang: Lang, facultyId: number): Promise<PageRow[]> {
      return db
        .select(pageColumns)
        .from(pages)
        .where(and(live, eq(pages.lang, lang), eq(pages.facultyId, facultyId), isNull(pages.parentId)))
        .orderBy(asc(pages.sort), asc(pages.id))
    },

    /** Every page in both languages, for the sitemap: its address and translation pair. */
    async allPages(): Promise<{ translationKey: string; lang: Lang; path: string; updatedAt: Date }[]> {
      const rows = await db
        .select({ translationKey: pages.translationKey, lang: pages.lang, path: pages.path, updatedAt: pages.updatedAt })
        .from(pages)
        .where(live)
        .orderBy(asc(pages.id))
      return rows.map((r) => ({ ...r, lang: r.lang as Lang }))
    },

    /** Every faculty's slug in both languages. */
    async facultySlugs(): Promise<Record<Lang, string>[]> {
      return db.select({ cs: faculties.slugCs, en: faculties.slugEn }).from(faculties).orderBy(asc(faculties.sort), asc(faculties.id))
    },

    async sections(pageId: number) {
      return db
        .select({ anchor: pageSections.anchor, heading: pageSections.heading, body: pageSections.body, signLanguageVideos: pageSections.signLanguageVideos })
        .from(pageSections)
        .where(eq(pageSections.pageId, pageId))
        .orderBy(asc(pageSections.sort), asc(pageSections.id))
    },

    async faqs(pageId: number) {
      return db
        .select({ anchor: pageFaqs.anchor, question: pageFaqs.question, answer: pageFaqs.answer })
        .from(pageFaqs)
        .where(eq(pageFaqs.pageId, pageId))
        .orderBy(asc(pageFaqs.sort), asc(pageFaqs.id))
    },
  }
}

export type ContentRepository = ReturnType<typeof contentRepository>
