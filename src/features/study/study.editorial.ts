/**
 * Study programmes as the editorial primitives handle them (ADR 058, 085): the two addresses (the
 * Czech and the English slug) are the placement, set at creation and moved with a redirect;
 * everything the programme's page shows is content. The faculty is content too and decides the
 * scope of an editor (ADR 057): a faculty's editors edit that faculty's programmes.
 */
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import { faculties, people, programmes } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { DEFAULT_APPLICATION_URL } from '../../server/config.js'
import { isLive } from '../editorial/editorial.columns.js'
import { editorialEntity } from '../editorial/editorial.types.js'
import { id, line, paragraphs, slug } from '../editorial/fields.js'
import { programmePageModel } from './programme-page.js'
import { applicationUrl, nextApplicationDeadline } from './study.service.js'
import { DEGREES, FORMS, LANGUAGES, type ProgrammeDetail } from './study.types.js'

/** Lengths the form and the revision share. */
export const PROGRAMME_LIMITS = { code: 30, name: 200, text: 4000, subject: 200, subjects: 40, years: 8 } as const

/** An accreditation code: capitals, digits and dashes (`B0114A110001`). */
export const PROGRAMME_CODE = /^[A-Z0-9][A-Z0-9-]{1,29}$/

/** A programme added later is listed after the seeded ones of its faculty and degree. */
export const ADDED_PROGRAMME_SORT = 1_000_000

const placement = z.strictObject({ slugCs: slug, slugEn: slug })

const content = z.strictObject({
  code: z.string().regex(PROGRAMME_CODE),
  facultyId: id,
  nameCs: line(PROGRAMME_LIMITS.name),
  nameEn: line(PROGRAMME_LIMITS.name),
  degree: z.enum(DEGREES),
  forms: z
    .array(z.enum(FORMS))
    .min(1)
    .max(FORMS.length)
    .refine((f) => new Set(f).size === f.length, 'repeated form'),
  language: z.enum(LANGUAGES),
  years: z.number().int().min(1).max(PROGRAMME_LIMITS.years),
  profileCs: paragraphs(PROGRAMME_LIMITS.text).pipe(z.string().trim().min(1)),
  profileEn: paragraphs(PROGRAMME_LIMITS.text).pipe(z.string().trim().min(1)),
  careerCs: paragraphs(PROGRAMME_LIMITS.text),
  careerEn: paragraphs(PROGRAMME_LIMITS.text),
  admissionCs: paragraphs(PROGRAMME_LIMITS.text),
  admissionEn: paragraphs(PROGRAMME_LIMITS.text),
  subjects: z.array(z.strictObject({ cs: line(PROGRAMME_LIMITS.subject), en: line(PROGRAMME_LIMITS.subject) })).max(PROGRAMME_LIMITS.subjects),
  /** The guarantor from the directory; kept as it is (the form does not change it). */
  guarantorId: id.nullable(),
})

export type ProgrammeContent = z.infer<typeof content>

/** The row's columns from a revision. */
const columns = (c: ProgrammeContent) => ({
  code: c.code,
  facultyId: c.facultyId,
  nameCs: c.nameCs,
  nameEn: c.nameEn,
  degree: c.degree,
  forms: c.forms,
  language: c.language,
  years: c.years,
  profileCs: c.profileCs,
  profileEn: c.profileEn,
  careerCs: c.careerCs,
  careerEn: c.careerEn,
  admissionCs: c.admissionCs,
  admissionEn: c.admissionEn,
  subjects: c.subjects,
  guarantorId: c.guarantorId,
})

/** The programme's page as `c` would make it, in `lang` (the administration's preview shows either language). */
export async function programmePreview(db: Db, rowId: number, c: ProgrammeContent, lang: Lang, applicationBase: string): Promise<PageModel | undefined> {
  const [p] = await db.select({ slugCs: programmes.slugCs, slugEn: programmes.slugEn }).from(programmes).where(eq(programmes.id, rowId))
  const [f] = await db.select().from(faculties).where(eq(faculties.id, c.facultyId))
  if (!p || !f) return undefined
  const [g] = c.guarantorId
    ? await db
        .select({ titlesBefore: people.titlesBefore, givenName: people.givenName, familyName: people.familyName, titlesAfter: people.titlesAfter })
        .from(people)
        .where(and(eq(people.id, c.guarantorId), isLive(people)))
    : []
  const cs = lang === 'cs'
  const detail: ProgrammeDetail = {
    id: rowId,
    code: c.code,
    slug: cs ? p.slugCs : p.slugEn,
    otherSlug: cs ? p.slugEn : p.slugCs,
    name: cs ? c.nameCs : c.nameEn,
    degree: c.degree,
    forms: c.forms,
    language: c.language,
    years: c.years,
    faculty: { code: f.code, name: cs ? f.nameCs : f.nameEn, slug: cs ? f.slugCs : f.slugEn, color: f.color },
    profile: cs ? c.profileCs : c.profileEn,
    career: cs ? c.careerCs : c.careerEn,
    admission: cs ? c.admissionCs : c.admissionEn,
    subjects: c.subjects,
    guarantor: g ?? null,
    office: { address: f.address, phone: f.phone, email: f.email },
  }
  return programmePageModel(lang, detail, { href: applicationUrl(applicationBase, c.code), ...nextApplicationDeadline() })
}

/** The entity. A shared preview link's apply button names the default application system (the manifest has no config). */
export const programmeEditorial = editorialEntity({
  name: 'programme',
  table: 'programmes',
  placement,
  content,
  async insert(tx: Db, p, c) {
    const [row] = await tx
      .insert(programmes)
      .values({ ...p, ...columns(c), sort: ADDED_PROGRAMME_SORT, live: false })
      .returning({ id: programmes.id })
    return row!.id
  },
  async apply(tx: Db, rowId, c) {
    await tx.update(programmes).set(columns(c)).where(eq(programmes.id, rowId))
  },
  async target(db: Db, rowId) {
    const [row] = await db.select({ faculty: faculties.slugCs }).from(programmes).innerJoin(faculties, eq(faculties.id, programmes.facultyId)).where(eq(programmes.id, rowId))
    return row && { faculty: row.faculty }
  },
  adminHref: (lang, rowId) => paths.adminProgramme.item(lang, rowId),
  adminNewHref: (lang) => paths.adminProgramme.new(lang),
  // The public page with the draft's content; shared preview links show it in Czech (ADR 066).
  preview: async (db: Db, rowId, c) => {
    const model = await programmePreview(db, rowId, c, 'cs', DEFAULT_APPLICATION_URL)
    return model && { lang: 'cs' as const, model }
  },
  async snapshot(tx: Db, rowId) {
    const [p] = await tx.select().from(programmes).where(eq(programmes.id, rowId))
    if (!p) return undefined
    return {
      code: p.code,
      facultyId: p.facultyId,
      nameCs: p.nameCs,
      nameEn: p.nameEn,
      degree: p.degree as ProgrammeContent['degree'],
      forms: p.forms as ProgrammeContent['forms'],
      language: p.language as ProgrammeContent['language'],
      years: p.years,
      profileCs: p.profileCs,
      profileEn: p.profileEn,
      careerCs: p.careerCs,
      careerEn: p.careerEn,
      admissionCs: p.admissionCs,
      admissionEn: p.admissionEn,
      subjects: p.subjects,
      guarantorId: p.guarantorId,
    }
  },
})
