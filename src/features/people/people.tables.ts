/** The people feature's tables: departments and people. Re-exported by `db/schema.ts` (ADR 057). */
import { index, integer, primaryKey, pgTable, text } from 'drizzle-orm/pg-core'
import { faculties } from '../content/content.tables.js'
import { mediaImages } from '../media/media.tables.js'
import { draftStateColumns, draftStateIndexes } from '../editorial/editorial.columns.js'

/** Departments of a faculty; `facultyId` null for the rector's office and other university units. */
export const departments = pgTable('departments', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Stable and readable in addresses (`?department=fpv-2`): the filter's value. */
  key: text().notNull().unique(),
  facultyId: integer('faculty_id').references(() => faculties.id),
  nameCs: text('name_cs').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer().notNull().default(0),
})

/** The staff directory; edited in the administration with drafts and revisions (ADR 058, 079). */
export const people = pgTable(
  'people',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    facultyId: integer('faculty_id').references(() => faculties.id),
    departmentId: integer('department_id').references(() => departments.id),
    titlesBefore: text('titles_before').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    titlesAfter: text('titles_after').notNull(),
    roleCs: text('role_cs').notNull(),
    roleEn: text('role_en').notNull(),
    officeCs: text('office_cs').notNull(),
    officeEn: text('office_en').notNull(),
    email: text().notNull().unique(),
    phone: text().notNull(),
    /** Name without diacritics, lower case: what the name search compares with. */
    searchName: text('search_name').notNull(),
    portraitId: integer('portrait_id').references(() => mediaImages.id),
    /** The profile page's office hours and research interests ('' when the person has none). */
    officeHoursCs: text('office_hours_cs').notNull().default(''),
    officeHoursEn: text('office_hours_en').notNull().default(''),
    researchCs: text('research_cs').notNull().default(''),
    researchEn: text('research_en').notNull().default(''),
    /** Leadership first (rector, deans), then by department and name. */
    sort: integer().notNull().default(0),
    ...draftStateColumns(),
  },
  (t) => [
    index('people_faculty_idx').on(t.facultyId, t.sort),
    index('people_department_idx').on(t.departmentId),
    ...draftStateIndexes('people', t),
    // The administration's list, alphabetical, a page at a time: all people, or one faculty's (ADR 079).
    index('people_admin_name_idx').on(t.familyName, t.id),
    index('people_admin_faculty_name_idx').on(t.facultyId, t.familyName, t.id),
  ],
)
