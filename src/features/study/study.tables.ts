/** The study feature's table: the study programmes. Re-exported by `db/schema.ts` (ADR 057). */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, primaryKey, pgTable, text } from 'drizzle-orm/pg-core'
import { faculties } from '../content/content.tables.js'
import { people } from '../people/people.tables.js'
import { draftStateColumns, draftStateIndexes } from '../editorial/editorial.columns.js'

/** Accredited study programmes, one row per programme and language of instruction. */
export interface BiText {
  cs: string
  en: string
}

export const programmes = pgTable(
  'programmes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull().unique(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculties.id),
    slugCs: text('slug_cs').notNull().unique(),
    slugEn: text('slug_en').notNull().unique(),
    nameCs: text('name_cs').notNull(),
    nameEn: text('name_en').notNull(),
    degree: text().notNull(),
    /** `full-time` and/or `combined`. */
    forms: text().array().notNull(),
    /** Language of instruction. */
    language: text().notNull(),
    years: integer().notNull(),
    profileCs: text('profile_cs').notNull(),
    profileEn: text('profile_en').notNull(),
    careerCs: text('career_cs').notNull(),
    careerEn: text('career_en').notNull(),
    admissionCs: text('admission_cs').notNull(),
    admissionEn: text('admission_en').notNull(),
    subjects: jsonb().$type<BiText[]>().notNull(),
    guarantorId: integer('guarantor_id').references(() => people.id),
    sort: integer().notNull().default(0),
    /** Drafts, revisions and publishing (ADR 058, 085): seeded programmes stay live. */
    ...draftStateColumns(),
  },
  (t) => [
    index('programmes_faculty_idx').on(t.facultyId, t.sort),
    /** The administration's list: by name, one faculty's or everyone's. */
    index('programmes_admin_name_idx').on(t.nameCs, t.id),
    index('programmes_admin_faculty_name_idx').on(t.facultyId, t.nameCs, t.id),
    ...draftStateIndexes('programmes', t),
    check('programmes_degree_ck', sql`${t.degree} in ('bachelor', 'master', 'doctoral')`),
    check('programmes_language_ck', sql`${t.language} in ('cs', 'en')`),
  ],
)
