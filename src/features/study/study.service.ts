/** Rules of the programme catalogue: which filter names which programmes. No Fastify, no ORM. */
import { APPLICATION_DEADLINE } from '../../db/seed/facts.js'
import type { Lang } from '../../i18n/index.js'
import type { FacultyRow } from '../content/content.types.js'
import type { StudyRepository } from './study.repository.js'
import type { ProgrammeDetail, ProgrammeSummary } from './study.types.js'
import type { ProgrammeQuery } from './study.schema.js'

export interface CatalogueData {
  filter: ProgrammeQuery
  faculties: FacultyRow[]
  programmes: ProgrammeSummary[]
}

/**
 * The next application deadline on or after `now` (a Prague day; shown as that date), and the
 * moment it has passed, when a page that shows it must show the next one.
 */
export function nextApplicationDeadline(now = new Date()): { day: Date; passesAt: Date } {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now).split('-').map(Number) as [number, number, number]
  const { month, day } = APPLICATION_DEADLINE
  const year = m < month || (m === month && d <= day) ? y : y + 1
  // Noon UTC is the same date in Prague; the day is over by the next noon UTC at the latest.
  const at = Date.UTC(year, month - 1, day, 12)
  return { day: new Date(at), passesAt: new Date(at + 12 * 3_600_000) }
}

/** The application system's address for one programme: `programme` names it by its code. */
export function applicationUrl(base: string, programmeCode: string): string {
  const url = new URL(base)
  url.searchParams.set('programme', programmeCode)
  return url.href
}

export const facultyKey = (faculty: Pick<FacultyRow, 'code'>) => faculty.code.toLowerCase()

export function studyService(repo: StudyRepository) {
  return {
    /** The programmes the filter names; null when it names a faculty that does not exist. */
    async catalogue(lang: Lang, filter: ProgrammeQuery, faculties: FacultyRow[]): Promise<CatalogueData | null> {
      const faculty = filter.faculty === undefined ? undefined : faculties.find((f) => facultyKey(f) === filter.faculty)
      if (filter.faculty !== undefined && !faculty) return null
      const programmes = await repo.list(lang, { ...filter, facultyId: faculty?.id })
      return { filter, faculties, programmes }
    },

    /** A faculty's programmes, for its home page. */
    ofFaculty: (lang: Lang, facultyId: number) => repo.list(lang, { facultyId }),

    /** Every programme's slug in both languages (the sitemap). */
    allSlugs: () => repo.allSlugs(),

    programme: (lang: Lang, slug: string): Promise<ProgrammeDetail | undefined> => repo.bySlug(lang, slug),
  }
}

export type StudyService = ReturnType<typeof studyService>
