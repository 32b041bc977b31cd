/** The content feature's tables: the faculties and the page tree with its sections and FAQs. Re-exported by `db/schema.ts` (ADR 057). */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, primaryKey, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { langCheck } from '../../db/columns.js'
import { draftStateColumns, draftStateIndexes } from '../editorial/editorial.columns.js'

export const faculties = pgTable('faculties', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  slugCs: text('slug_cs').notNull().unique(),
  slugEn: text('slug_en').notNull().unique(),
  nameCs: text('name_cs').notNull(),
  nameEn: text('name_en').notNull(),
  perexCs: text('perex_cs').notNull(),
  perexEn: text('perex_en').notNull(),
  color: text().notNull(),
  /**
   * Contacts of the faculty's study office, as the fact base states them (seed/facts.ts). The
   * defaults only let the migration run on a database seeded before these columns existed.
   */
  address: text().notNull().default(''),
  phone: text().notNull().default(''),
  email: text().notNull().default(''),
  sort: integer().notNull().default(0),
})

/** A page of the content tree. `facultyId` null means the university-wide site. */
export const pages = pgTable(
  'pages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Same value for the Czech and English version of one page: the language switch follows it. */
    translationKey: text('translation_key').notNull(),
    lang: text().notNull(),
    facultyId: integer('faculty_id').references(() => faculties.id),
    parentId: integer('parent_id'),
    slug: text().notNull(),
    /** Full slug path below /qf/{lang}/, e.g. `studium/prijimaci-rizeni`. */
    path: text().notNull(),
    title: text().notNull(),
    perex: text().notNull(),
    /** Shown in the main menu (top level) and mega menu (second level). */
    inMenu: boolean('in_menu').notNull().default(false),
    sort: integer().notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * In the trash since then (ADR 063): off the site, search, sitemap and menus whatever `live`
     * says. `trashRootId` is the page whose deletion took this one along (itself for that page):
     * a subtree goes to the trash and comes back together.
     */
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    trashRootId: integer('trash_root_id'),
    ...draftStateColumns(),
  },
  (t) => [
    ...draftStateIndexes('pages', t),
    uniqueIndex('pages_lang_path_uq').on(t.lang, t.path),
    uniqueIndex('pages_translation_lang_uq').on(t.translationKey, t.lang),
    index('pages_parent_idx').on(t.parentId),
    langCheck('pages_lang_ck', t.lang),
    index('pages_trash_root_idx').on(t.trashRootId).where(sql`${t.trashRootId} is not null`),
    check('pages_trash_ck', sql`(${t.trashedAt} is null) = (${t.trashRootId} is null)`),
    check('pages_not_own_parent_ck', sql`${t.parentId} <> ${t.id}`),
  ],
)

/** Sections of a page; the secondary in-page navigation links to `#anchor`. */
export const pageSections = pgTable(
  'page_sections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    anchor: text().notNull(),
    heading: text().notNull(),
    /** Plain text; paragraphs separated by a blank line. Rendered as escaped <p> elements. */
    body: text().notNull(),
    /** Sign-language video codes of this section, comma-separated (spec 000 §3); '' for none. */
    signLanguageVideos: text('sign_language_videos').notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('page_sections_page_anchor_uq').on(t.pageId, t.anchor)],
)

/** Frequently asked questions of a page, shown as collapsible blocks below its sections. */
export const pageFaqs = pgTable(
  'page_faqs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** Stable within the page: the collapsible block's id, remembered in a cookie. */
    anchor: text().notNull(),
    question: text().notNull(),
    /** Plain text; paragraphs separated by a blank line, as section bodies. */
    answer: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('page_faqs_page_anchor_uq').on(t.pageId, t.anchor)],
)
