/** Rules of the content site: menus, page trees, translations. No Fastify, no ORM. */
import { otherLang, type Lang } from '../../i18n/index.js'
import type { ChromeData, MenuItem } from '../../ui/chrome.js'
import type { Crumb } from '../../ui/breadcrumbs.js'
import { paths } from '../../ui/paths.js'
import type { ContentRepository, FacultyRow, PageRow } from './content.repository.js'

export interface ContentPageData {
  page: PageRow
  sections: { anchor: string; heading: string; body: string }[]
  children: PageRow[]
  trail: Crumb[]
  faculty: FacultyRow | null
  alternate: string | null
}

export interface FacultyHomeData {
  faculty: FacultyRow
  pages: PageRow[]
  alternate: string
}

/** Deepest page tree we walk up for breadcrumbs; guards against a cycle in bad data. */
const MAX_DEPTH = 12

export function contentService(repo: ContentRepository) {
  return {
    async chrome(lang: Lang): Promise<ChromeData> {
      const [menuPages, faculties] = await Promise.all([repo.menuPages(lang), repo.faculties(lang)])
      return {
        menu: buildMenu(lang, menuPages),
        faculties: faculties.map((f) => ({ id: f.id, name: f.name, href: paths.faculty(lang, f.slug) })),
      }
    },

    faculties: (lang: Lang) => repo.faculties(lang),

    async contentPage(lang: Lang, path: string): Promise<ContentPageData | null> {
      const page = await repo.pageByPath(lang, path)
      if (!page) return null
      const [sections, children, ancestors, translation, faculty] = await Promise.all([
        repo.sections(page.id),
        repo.children(page.id),
        ancestorsOf(repo, page),
        repo.translation(page.translationKey, otherLang(lang)),
        page.facultyId === null ? null : repo.facultyById(lang, page.facultyId),
      ])
      const trail: Crumb[] = []
      if (faculty) trail.push({ label: faculty.name, href: paths.faculty(lang, faculty.slug) })
      trail.push(...ancestors.map((a) => ({ label: a.title, href: paths.content(lang, a.path) })))
      return {
        page,
        sections,
        children,
        trail,
        faculty: faculty ?? null,
        alternate: translation ? paths.content(otherLang(lang), translation.path) : null,
      }
    },

    async facultyHome(lang: Lang, slug: string): Promise<FacultyHomeData | null> {
      const faculty = await repo.facultyBySlug(lang, slug)
      if (!faculty) return null
      const [pages, other] = await Promise.all([
        repo.facultyRootPages(lang, faculty.id),
        repo.facultyById(otherLang(lang), faculty.id),
      ])
      return { faculty, pages, alternate: paths.faculty(otherLang(lang), other!.slug) }
    },
  }
}

export type ContentService = ReturnType<typeof contentService>

export function buildMenu(lang: Lang, rows: PageRow[]): MenuItem[] {
  const top = rows.filter((r) => r.parentId === null)
  return top.map((t) => ({
    title: t.title,
    href: paths.content(lang, t.path),
    children: rows.filter((r) => r.parentId === t.id).map((c) => ({ title: c.title, href: paths.content(lang, c.path) })),
  }))
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
