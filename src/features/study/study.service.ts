/** Rules of the programme catalogue: which filter names which programmes. No Fastify, no ORM. */
import type { Lang } from '../../i18n/index.js'
import type { FacultyRow } from '../content/content.repository.js'
import type { ProgrammeDetail, ProgrammeSummary, StudyRepository } from './study.repository.js'
import type { ProgrammeQuery } from './study.schema.js'

export interface CatalogueData {
  filter: ProgrammeQuery
  faculties: FacultyRow[]
  programmes: ProgrammeSummary[]
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
