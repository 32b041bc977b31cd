/** The only file of the study feature that touches the ORM; plain objects out. */
import { and, arrayContains, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { faculties, people, programmes } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import { isLive } from '../editorial/editorial.columns.js'
import type { ProgrammeFilter, ProgrammeSummary, ProgrammeDetail } from './study.types.js'

const summaryColumns = (lang: Lang) => ({
  id: programmes.id,
  code: programmes.code,
  slug: lang === 'cs' ? programmes.slugCs : programmes.slugEn,
  name: lang === 'cs' ? programmes.nameCs : programmes.nameEn,
  degree: programmes.degree,
  forms: programmes.forms,
  language: programmes.language,
  years: programmes.years,
  faculty: {
    code: faculties.code,
    name: lang === 'cs' ? faculties.nameCs : faculties.nameEn,
    slug: lang === 'cs' ? faculties.slugCs : faculties.slugEn,
    color: faculties.color,
  },
})

/** Faculty by faculty, bachelor's before master's before doctoral, then the catalogue's order. */
const catalogueOrder = [
  asc(faculties.sort),
  asc(sql`array_position(array['bachelor', 'master', 'doctoral']::text[], ${programmes.degree})`),
  asc(programmes.sort),
]

export function studyRepository(db: Db) {
  return {
    /** Every live programme's slug in both languages, for the sitemap. */
    async allSlugs(): Promise<Record<Lang, string>[]> {
      const rows = await db.select({ cs: programmes.slugCs, en: programmes.slugEn }).from(programmes).where(isLive(programmes)).orderBy(asc(programmes.id))
      return rows
    },

    async list(lang: Lang, filter: ProgrammeFilter): Promise<ProgrammeSummary[]> {
      const where: (SQL | undefined)[] = [
        isLive(programmes),
        filter.facultyId === undefined ? undefined : eq(programmes.facultyId, filter.facultyId),
        filter.degree ? eq(programmes.degree, filter.degree) : undefined,
        filter.form ? arrayContains(programmes.forms, [filter.form]) : undefined,
        filter.language ? eq(programmes.language, filter.language) : undefined,
      ]
      const rows = await db
        .select(summaryColumns(lang))
        .from(programmes)
        .innerJoin(faculties, eq(faculties.id, programmes.facultyId))
        .where(and(...where))
        .orderBy(...catalogueOrder)
      return rows as ProgrammeSummary[]
    },

    async bySlug(lang: Lang, slug: string): Promise<ProgrammeDetail | undefined> {
      const [row] = await db
        .select({
          ...summaryColumns(lang),
          otherSlug: lang === 'cs' ? programmes.slugEn : programmes.slugCs,
          profile: lang === 'cs' ? programmes.profileCs : programmes.profileEn,
          career: lang === 'cs' ? programmes.careerCs : programmes.careerEn,
          admission: lang === 'cs' ? programmes.admissionCs : programmes.admissionEn,
          subjects: programmes.subjects,
          guarantor: {
            titlesBefore: people.titlesBefore,
            givenName: people.givenName,
            familyName: people.familyName,
            titlesAfter: people.titlesAfter,
          },
          office: { address: faculties.address, phone: faculties.phone, email: faculties.email },
        })
        .from(programmes)
        .innerJoin(faculties, eq(faculties.id, programmes.facultyId))
        .leftJoin(people, and(eq(people.id, programmes.guarantorId), isLive(people)))
        .where(and(eq(lang === 'cs' ? programmes.slugCs : programmes.slugEn, slug), isLive(programmes)))
      return row as ProgrammeDetail | undefined
    },
  }
}

export type StudyRepository = ReturnType<typeof studyRepository>
