/** The content feature's tables: the faculties and the page tree with its sections and FAQs. Re-exported by `db/schema.ts` (ADR 057). */
import { sql } from 'drizzle-orm'
import { boolean, check, foreignKey, index, integer, primaryKey, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core'
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

/** The menus an editor keeps (ADR 095). */
export const MENUS = ['main', 'footer'] as const
export type MenuName = (typeof MENUS)[number]
export const MAX_MENU_LABEL = 80
export const MAX_MENU_URL = 500

/**
 * An item of the header's main menu or of the footer's links (ADR 095). Its target is exactly one
 * of: a page by its translation key (both languages, through renames and moves), a named
 * application page (`menu-targets.ts`), an https address. Only the main menu nests, one level:
 * `top_id` is the item's own id while it has no parent, and a parent is referenced through it
 * with the menu, so a child can never be a parent, nor a parent sit in another menu.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    menu: text().notNull(),
    parentId: integer('parent_id'),
    /** Place among its siblings, 0…n-1 (unique per menu and parent, checked at commit). */
    position: integer().notNull(),
    /** '' takes the page's title or the application page's name in that language. */
    labelCs: text('label_cs').notNull().default(''),
    labelEn: text('label_en').notNull().default(''),
    pageKey: text('page_key'),
    appPage: text('app_page'),
    url: text(),
    topId: integer('top_id').generatedAlwaysAs(sql`case when parent_id is null then id end`),
  },
  (t) => [
    unique('menu_items_top_uq').on(t.topId, t.menu),
    unique('menu_items_position_uq').on(t.menu, t.parentId, t.position).nullsNotDistinct(),
    foreignKey({ name: 'menu_items_parent_fk', columns: [t.parentId, t.menu], foreignColumns: [t.topId, t.menu] }).onDelete('cascade'),
    check('menu_items_menu_ck', sql`${t.menu} in ('main', 'footer')`),
    check('menu_items_target_ck', sql`num_nonnulls(${t.pageKey}, ${t.appPage}, ${t.url}) = 1`),
    check('menu_items_nested_ck', sql`${t.parentId} is null or ${t.menu} = 'main'`),
    check('menu_items_not_own_parent_ck', sql`${t.parentId} <> ${t.id}`),
    check('menu_items_position_ck', sql`${t.position} >= 0`),
    check('menu_items_labels_ck', sql`char_length(${t.labelCs}) <= ${sql.raw(String(MAX_MENU_LABEL))} and char_length(${t.labelEn}) <= ${sql.raw(String(MAX_MENU_LABEL))}`),
    check('menu_items_url_ck', sql`${t.url} is null or (${t.url} ~ '^https://[^[:space:]]+$' and char_length(${t.url}) <= ${sql.raw(String(MAX_MENU_URL))} and ${t.labelCs} <> '' and ${t.labelEn} <> '')`),
    check('menu_items_app_ck', sql`${t.appPage} is null or ${t.appPage} ~ '^[a-z][a-zA-Z]{1,30}$'`),
    check('menu_items_page_ck', sql`${t.pageKey} is null or char_length(${t.pageKey}) between 1 and 200`),
  ],
)
