/** The public directory's reads, live people only (the administration reads through `admin/`); plain objects out. */
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { departments, faculties, mediaImages, people } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import { pictureColumns } from '../media/media.columns.js'
import type { DepartmentRow, PersonRow, ProfileRow, PeopleFilter } from './people.types.js'
import { containing } from '../../db/like.js'
import { isLive } from '../editorial/editorial.columns.js'

const personColumns = (lang: Lang) => ({
  id: people.id,
  slug: people.slug,
  titlesBefore: people.titlesBefore,
  givenName: people.givenName,
  familyName: people.familyName,
  titlesAfter: people.titlesAfter,
  role: lang === 'cs' ? people.roleCs : people.roleEn,
  office: lang === 'cs' ? people.officeCs : people.officeEn,
  email: people.email,
  phone: people.phone,
  department: lang === 'cs' ? departments.nameCs : departments.nameEn,
  faculty: lang === 'cs' ? faculties.nameCs : faculties.nameEn,
  portrait: pictureColumns(lang),
})

function where(filter: PeopleFilter): SQL | undefined {
  return and(
    isLive(people),
    filter.facultyId === undefined ? undefined : filter.facultyId === null ? isNull(people.facultyId) : eq(people.facultyId, filter.facultyId),
    filter.departmentId === undefined ? undefined : eq(people.departmentId, filter.departmentId),
    filter.name ? sql`${people.searchName} like ${containing(filter.name)} escape '\\'` : undefined,
  )
}

export function peopleRepository(db: Db) {
  const select = (lang: Lang) =>
    db
      .select(personColumns(lang))
      .from(people)
      .innerJoin(departments, eq(departments.id, people.departmentId))
      .leftJoin(faculties, eq(faculties.id, people.facultyId))
      .leftJoin(mediaImages, eq(mediaImages.id, people.portraitId))

  return {
    async departments(lang: Lang): Promise<DepartmentRow[]> {
      return db
        .select({ id: departments.id, key: departments.key, facultyId: departments.facultyId, name: lang === 'cs' ? departments.nameCs : departments.nameEn })
        .from(departments)
        .orderBy(asc(departments.facultyId), asc(departments.sort))
    },

    /** Leadership first (the people's `sort`), then by name within a rank. */
    async search(lang: Lang, filter: PeopleFilter, page: { limit: number; offset: number }): Promise<PersonRow[]> {
      const rows = await select(lang)
        .where(where(filter))
        .orderBy(asc(people.sort), asc(people.familyName), asc(people.id))
        .limit(page.limit)
        .offset(page.offset)
      return rows as PersonRow[]
    },

    async profile(lang: Lang, slug: string): Promise<ProfileRow | null> {
      const [row] = await db
        .select({
          ...personColumns(lang),
          officeHours: lang === 'cs' ? people.officeHoursCs : people.officeHoursEn,
          research: lang === 'cs' ? people.researchCs : people.researchEn,
          departmentKey: departments.key,
        })
        .from(people)
        .innerJoin(departments, eq(departments.id, people.departmentId))
        .leftJoin(faculties, eq(faculties.id, people.facultyId))
        .leftJoin(mediaImages, eq(mediaImages.id, people.portraitId))
        .where(and(eq(people.slug, slug), isLive(people)))
      return (row as ProfileRow | undefined) ?? null
    },

    /** Every profile's slug, for the sitemap. */
    async allSlugs(): Promise<string[]> {
      return (await db.select({ slug: people.slug }).from(people).where(isLive(people)).orderBy(asc(people.sort), asc(people.id))).map((r) => r.slug)
    },

    async count(filter: PeopleFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(people).where(where(filter))
      return row?.n ?? 0
    },
  }
}

export type PeopleRepository = ReturnType<typeof peopleRepository>
