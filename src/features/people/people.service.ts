/** Rules of the staff directory: what a filter names, paging, a faculty's leadership. No Fastify, no ORM. */
import { fold } from '../../lib/fold.js'
import type { Lang } from '../../i18n/index.js'
import { clampPage } from '../../ui/query.js'
import type { FacultyRow } from '../content/content.types.js'
import type { PeopleRepository } from './people.repository.js'
import type { DepartmentRow, PeopleFilter, PersonRow, ProfileRow } from './people.types.js'
import { UNIVERSITY_UNITS, type PeopleQuery } from './people.schema.js'

export const PEOPLE_PAGE_SIZE = 24

export interface DirectoryData {
  query: PeopleQuery
  faculties: FacultyRow[]
  departments: DepartmentRow[]
  people: PersonRow[]
  total: number
  page: number
  pages: number
}

export function peopleService(repo: PeopleRepository) {
  return {
    /** One page of the people the query names; null when it names a faculty or department that does not exist. */
    async directory(lang: Lang, query: PeopleQuery, faculties: FacultyRow[]): Promise<DirectoryData | null> {
      const departments = await repo.departments(lang)
      const filter: PeopleFilter = {}
      if (query.faculty !== undefined) {
        const faculty = faculties.find((f) => f.code.toLowerCase() === query.faculty)
        if (!faculty && query.faculty !== UNIVERSITY_UNITS) return null
        filter.facultyId = faculty ? faculty.id : null
      }
      if (query.department !== undefined) {
        const department = departments.find((d) => d.key === query.department)
        if (!department) return null
        filter.departmentId = department.id
      }
      if (query.q !== undefined) filter.name = fold(query.q)
      const total = await repo.count(filter)
      const pages = Math.max(1, Math.ceil(total / PEOPLE_PAGE_SIZE))
      const page = clampPage(query.page ?? 1, pages)
      const people = await repo.search(lang, filter, { limit: PEOPLE_PAGE_SIZE, offset: (page - 1) * PEOPLE_PAGE_SIZE })
      return { query, faculties, departments, people, total, page, pages }
    },

    /** A person's profile by the slug of its address; null for a slug nobody has (a 404). */
    profile: (lang: Lang, slug: string): Promise<ProfileRow | null> => repo.profile(lang, slug),

    allSlugs: () => repo.allSlugs(),

    /** The dean first, then the faculty's other officers: the people of its dean's office (its first department). */
    async leadership(lang: Lang, facultyId: number): Promise<PersonRow[]> {
      const office = (await repo.departments(lang)).find((d) => d.facultyId === facultyId)
      return office ? repo.search(lang, { departmentId: office.id }, { limit: 3, offset: 0 }) : []
    },
  }
}

export type PeopleService = ReturnType<typeof peopleService>
