/**
 * The written pages of the university's page tree: every page a visitor reaches from the main
 * menu in two clicks (the sections, their children and the children of admissions, scholarships
 * and the library) has a text written for its title from the fact base and the academic
 * calendar, in both languages; so are each faculty site's pages (pages-faculty.ts and
 * pages-faculty-leaves.ts), the research projects (projects.ts) and the lifelong-learning courses
 * (courses.ts). Only the bulk leaves of a scale above 1 are drawn from word banks (ADR 017).
 */
import { academicCalendar, calendarAhead, type AcademicCalendar } from '../calendar.js'
import { FACULTIES } from '../faculties.js'
import { seedDay } from '../random.js'
import { bi, type Bi } from '../text.js'
import { aboutPages } from './pages-about.js'
import { facultySitePages } from './pages-faculty.js'
import { facultyLeafPages } from './pages-faculty-leaves.js'
import { COURSES, coursePage } from './courses.js'
import { PROJECTS, projectPage } from './projects.js'
import { buildPageTree } from '../page-tree.js'
import { paths } from '../../../ui/paths.js'
import { publicPages } from './pages-public.js'
import { internationalPages, researchPages } from './pages-research.js'
import { studyPages } from './pages-study.js'
import type { Subject } from './write.js'

export interface WrittenSection {
  heading: Bi
  body: Bi
}

export interface WrittenPage {
  /** Stems of what the page is about: its title holds the first, its text every one. */
  subject: Subject
  perex: Bi
  sections: WrittenSection[]
}

export interface PageContext {
  day: Date
  /** The academic year running on the seed day, or from July the one about to start (`calendarAhead`). */
  year: AcademicCalendar
  /** The admission round whose deadline is next (on or after the seed day). */
  round: AcademicCalendar
  programmes: { all: number; bachelor: number; master: number; doctoral: number; english: number }
}

export function pageContext(now: Date): PageContext {
  const day = seedDay(now)
  const year = calendarAhead(day)
  const round = year.applicationDeadline >= day ? year : academicCalendar(year.startYear + 1)
  const all = FACULTIES.flatMap((f) => f.programmes)
  return {
    day,
    year,
    round,
    programmes: {
      all: all.length,
      bachelor: all.filter((p) => p.degree === 'Bc.').length,
      master: all.filter((p) => p.degree === 'Mgr.').length,
      doctoral: all.filter((p) => p.degree === 'Ph.D.').length,
      english: all.filter((p) => p.english).length,
    },
  }
}

/** Every written page by its tree key (`uni/study/admissions`), as seeded on `now`. */
export function writtenPages(now: Date): Record<string, WrittenPage> {
  const c = pageContext(now)
  return {
    ...aboutPages(c), ...studyPages(c), ...researchPages(c), ...internationalPages(c), ...publicPages(c), ...facultySitePages(c),
    ...facultyLeafPages(c, link),
    ...Object.fromEntries(PROJECTS.map((p) => [p.key, projectPage(p, c)])),
    ...Object.fromEntries(COURSES.map((x) => [x.key, coursePage(x, c)])),
  }
}

let treePaths: Map<string, Bi> | null = null
/** A written page's address in both languages, by its tree key (the tree is the same at every scale). */
function link(key: string): Bi {
  treePaths ??= new Map(buildPageTree(1).map((p) => [p.key, p.path]))
  const path = treePaths.get(key)
  if (!path) throw new Error(`No page ${key}`)
  return bi(paths.content('cs', path.cs), paths.content('en', path.en))
}

let memo: { day: number; pages: Record<string, WrittenPage> } | null = null

/** The written page of a tree key, or null for a page whose text is drawn. */
export function writtenPage(key: string, now: Date): WrittenPage | null {
  const day = seedDay(now).getTime()
  if (memo?.day !== day) memo = { day, pages: writtenPages(now) }
  return memo.pages[key] ?? null
}
