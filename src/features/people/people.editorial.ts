/**
 * People as the editorial primitives handle them (ADR 058, 079): the address (slug) is the
 * placement, set at creation and moved with a redirect; everything the profile page shows is
 * content. The faculty follows the department: a person belongs where their department does, so
 * the faculty scope of an editor (ADR 057) is the department's faculty.
 */
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import { departments, faculties, mediaImages, people } from '../../db/schema.js'
import { fold } from '../../lib/fold.js'
import type { Lang } from '../../i18n/index.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { pictureColumns } from '../media/media.columns.js'
import { editorialEntity } from '../editorial/editorial.types.js'
import { id, line, paragraphs, slug } from '../editorial/fields.js'
import { personPageModel } from './person-page.js'
import type { ProfileRow } from './people.types.js'

/** Lengths the form and the revision share. */
export const PERSON_LIMITS = { titles: 60, name: 100, role: 200, office: 100, email: 200, phone: 40, officeHours: 500, research: 2000 } as const

/** Seeded people carry their rank (rector, deans first); a person added later is listed by name after them. */
export const ADDED_PERSON_SORT = 1_000_000

const placement = z.strictObject({ slug })

/** One line that may be empty (titles, office hours). */
const optionalLine = (max: number) => z.string().trim().max(max).refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'control characters')

const content = z.strictObject({
  titlesBefore: optionalLine(PERSON_LIMITS.titles),
  givenName: line(PERSON_LIMITS.name),
  familyName: line(PERSON_LIMITS.name),
  titlesAfter: optionalLine(PERSON_LIMITS.titles),
  roleCs: line(PERSON_LIMITS.role),
  roleEn: line(PERSON_LIMITS.role),
  departmentId: id,
  officeCs: line(PERSON_LIMITS.office),
  officeEn: line(PERSON_LIMITS.office),
  email: z.email().max(PERSON_LIMITS.email),
  phone: line(PERSON_LIMITS.phone),
  officeHoursCs: optionalLine(PERSON_LIMITS.officeHours),
  officeHoursEn: optionalLine(PERSON_LIMITS.officeHours),
  researchCs: paragraphs(PERSON_LIMITS.research),
  researchEn: paragraphs(PERSON_LIMITS.research),
  /** The portrait from the media library, chosen through the form's media picker (ADR 096). */
  portraitId: id.nullable(),
})

export type PersonContent = z.infer<typeof content>

/** The row's columns from a revision; the faculty is the department's. */
const columns = (c: PersonContent) => ({
  titlesBefore: c.titlesBefore,
  givenName: c.givenName,
  familyName: c.familyName,
  titlesAfter: c.titlesAfter,
  roleCs: c.roleCs,
  roleEn: c.roleEn,
  departmentId: c.departmentId,
  facultyId: sql<number | null>`(select ${departments.facultyId} from ${departments} where ${departments.id} = ${c.departmentId})`,
  officeCs: c.officeCs,
  officeEn: c.officeEn,
  email: c.email,
  phone: c.phone,
  searchName: fold(`${c.givenName} ${c.familyName}`),
  officeHoursCs: c.officeHoursCs,
  officeHoursEn: c.officeHoursEn,
  researchCs: c.researchCs,
  researchEn: c.researchEn,
  portraitId: c.portraitId,
})

/** The profile page as `c` would make it, in `lang` (the administration's preview shows either language). */
export async function personPreview(db: Db, rowId: number, c: PersonContent, lang: Lang): Promise<PageModel | undefined> {
  const [p] = await db.select({ slug: people.slug }).from(people).where(eq(people.id, rowId))
  if (!p) return undefined
  const [d] = await db
    .select({ key: departments.key, department: lang === 'cs' ? departments.nameCs : departments.nameEn, faculty: lang === 'cs' ? faculties.nameCs : faculties.nameEn, portrait: pictureColumns(lang) })
    .from(departments)
    .leftJoin(faculties, eq(faculties.id, departments.facultyId))
    .leftJoin(mediaImages, eq(mediaImages.id, c.portraitId ?? -1))
    .where(eq(departments.id, c.departmentId))
  if (!d) return undefined
  const profile: ProfileRow = {
    id: rowId,
    slug: p.slug,
    titlesBefore: c.titlesBefore,
    givenName: c.givenName,
    familyName: c.familyName,
    titlesAfter: c.titlesAfter,
    role: lang === 'cs' ? c.roleCs : c.roleEn,
    office: lang === 'cs' ? c.officeCs : c.officeEn,
    email: c.email,
    phone: c.phone,
    department: d.department,
    faculty: d.faculty,
    portrait: d.portrait?.id ? (d.portrait as ProfileRow['portrait']) : null,
    officeHours: lang === 'cs' ? c.officeHoursCs : c.officeHoursEn,
    research: lang === 'cs' ? c.researchCs : c.researchEn,
    departmentKey: d.key,
  }
  return personPageModel(lang, profile)
}

export const personEditorial = editorialEntity({
  name: 'person',
  table: 'people',
  placement,
  content,
  async insert(tx: Db, p, c) {
    const [row] = await tx
      .insert(people)
      .values({ ...p, ...columns(c), sort: ADDED_PERSON_SORT, live: false })
      .returning({ id: people.id })
    return row!.id
  },
  async apply(tx: Db, rowId, c) {
    await tx.update(people).set(columns(c)).where(eq(people.id, rowId))
  },
  async target(db: Db, rowId) {
    const [row] = await db.select({ faculty: faculties.slugCs }).from(people).leftJoin(faculties, eq(faculties.id, people.facultyId)).where(eq(people.id, rowId))
    return row && (row.faculty ? { faculty: row.faculty } : {})
  },
  adminHref: (lang, rowId) => paths.adminPerson(lang, rowId),
  adminNewHref: (lang) => paths.adminPeopleNew(lang),
  // The public profile with the draft's content; shared preview links show it in Czech (ADR 066).
  preview: async (db: Db, rowId, c) => {
    const model = await personPreview(db, rowId, c, 'cs')
    return model && { lang: 'cs' as const, model }
  },
  async snapshot(tx: Db, rowId) {
    const [p] = await tx.select().from(people).where(eq(people.id, rowId))
    if (!p || p.departmentId === null) return undefined
    return {
      titlesBefore: p.titlesBefore,
      givenName: p.givenName,
      familyName: p.familyName,
      titlesAfter: p.titlesAfter,
      roleCs: p.roleCs,
      roleEn: p.roleEn,
      departmentId: p.departmentId,
      officeCs: p.officeCs,
      officeEn: p.officeEn,
      email: p.email,
      phone: p.phone,
      officeHoursCs: p.officeHoursCs,
      officeHoursEn: p.officeHoursEn,
      researchCs: p.researchCs,
      researchEn: p.researchEn,
      portraitId: p.portraitId,
    }
  },
})
