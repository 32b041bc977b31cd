/** Rules of the content site: menus, page trees, translations. No Fastify, no ORM. */
import { DEFAULT_VIDEO_HOST } from '../../shared/sign-language.js'
import { otherLang, type Lang } from '../../i18n/index.js'
import { parseVideoCodes } from '../../shared/sign-language.js'
import type { ContentRepository } from './content.repository.js'
import type { FacultyRow, MenuItemRow, PageRow } from './content.types.js'

export interface ContentPageData {
  page: PageRow
  /** `signLanguageVideos`: the section's well-formed video codes (spec 000 §3). */
  sections: { anchor: string; heading: string; body: string; signLanguageVideos: string[] }[]
  /** Frequently asked questions, shown as collapsible blocks. */
  faqs: { anchor: string; question: string; answer: string }[]
  /** Where sign-language videos play: the embed address a code is appended to. */
  videoHost: string
  children: PageRow[]
  /** The pages above this one, the top first. */
  ancestors: PageRow[]
  faculty: FacultyRow | null
  /** The path of the same page in the other language; null when it is not translated. */
  translationPath: string | null
}

export interface FacultyHomeData {
  faculty: FacultyRow
  pages: PageRow[]
  /** The faculty's slug in the other language. */
  translationSlug: string
}

/** A top-level menu page with the pages under it. */
export interface MenuNode {
  page: PageRow
  children: PageRow[]
}

export interface Menus {
  menu: MenuNode[]
  faculties: FacultyRow[]
}

/** Deepest page tree we walk up for breadcrumbs; guards against a cycle in bad data. */
const MAX_DEPTH = 12

export interface ContentOptions {
  /** The video host's embed address (`SIGN_LANGUAGE_VIDEO_HOST`), ending with `/`. */
  videoHost: string
}

export { DEFAULT_VIDEO_HOST }

export function contentService(repo: ContentRepository, { videoHost }: ContentOptions = { videoHost: DEFAULT_VIDEO_HOST }) {
  return {
    async menus(lang: Lang): Promise<Menus> {
      const [menuPages, faculties] = await Promise.all([repo.menuPages(lang), repo.faculties(lang)])
      return { menu: menuTree(menuPages), faculties }
    },

    faculties: (lang: Lang) => repo.faculties(lang),

    /** The header's and footer's items (ADR 095) with the live pages of `lang` they lead to, by translation key. */
    async menuItems(lang: Lang): Promise<{ items: MenuItemRow[]; pages: Map<string, { path: string; title: string }> }> {
      const items = await repo.menuItems()
      const keys = [...new Set(items.flatMap((i) => (i.pageKey === null ? [] : [i.pageKey])))]
      const pages = await repo.livePagesByKeys(lang, keys)
      return { items, pages: new Map(pages.map((p) => [p.translationKey, p])) }
    },

    /** Every content page and faculty home, both languages (the sitemap). */
    allPages: () => repo.allPages(),
    facultySlugs: () => repo.facultySlugs(),

    async contentPage(lang: Lang, path: string): Promise<ContentPageData | null> {
      const page = await repo.pageByPath(lang, path)
      if (!page) return null
      const [sections, faqs, children, ancestors, translation, faculty] = await Promise.all([
        repo.sections(page.id),
        repo.faqs(page.id),
        repo.children(page.id),
        ancestorsOf(repo, page),
        repo.translation(page.translationKey, otherLang(lang)),
        page.facultyId === null ? null : repo.facultyById(lang, page.facultyId),
      ])
      return {
        page,
        sections: sections.map((s) => ({ ...s, signLanguageVideos: parseVideoCodes(s.signLanguageVideos) })),
        faqs,
        videoHost,
        children,
        ancestors,
        faculty: faculty ?? null,
        translationPath: translation?.path ?? null,
      }
    },

    async facultyHome(lang: Lang, slug: string): Promise<FacultyHomeData | null> {
      const faculty = await repo.facultyBySlug(lang, slug)
      if (!faculty) return null
      const [pages, other] = await Promise.all([
        repo.facultyRootPages(lang, faculty.id),
        repo.facultyById(otherLang(lang), faculty.id),
      ])
      return { faculty, pages, translationSlug: other!.slug }
    },
  }
}

export type ContentService = ReturnType<typeof contentService>

/** The menu is two levels deep: the top-level pages and their children, in the rows' order. */
function menuTree(rows: PageRow[]): MenuNode[] {
  return rows
    .filter((r) => r.parentId === null)
    .map((page) => ({ page, children: rows.filter((r) => r.parentId === page.id) }))
}

async function ancestorsOf(repo: ContentRepository, page: PageRow): Promise<PageRow[]> {
  const out: PageRow[] = []
  let parentId = page.parentId
  while (parentId !== null && out.length < MAX_DEPTH) {
    const [parent] = await repo.pagesByIds([parentId])
    if (!parent) break
    out.unshift(parent)
    parentId = parent.parentId
  }
  return out
}
