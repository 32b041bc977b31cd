/**
 * The links feature's tables (ADR 100): every internal link an item's text holds, written in the
 * transaction that writes the item's text (the editorial service's create, draft and publish),
 * and the verdicts on the site paths those links name. The broken links report joins them with
 * what exists now, so a page of the report is a few indexed queries however large the site.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One link of an item's text, in reading order (`place`): to an item (`target_kind`, `target_id`,
 * resolved against the items when the report is read) or a site path (`href` as typed, `path` as
 * it is checked: without query, fragment and trailing slash). No foreign keys: the holder is any
 * feature's row (`source` names its editorial entity) and a link may name an item that is gone,
 * which is what the report is for.
 */
export const itemLinks = pgTable(
  'item_links',
  {
    source: text().notNull(),
    holderId: integer('holder_id').notNull(),
    place: integer().notNull(),
    /** The link's text as a reader sees it ('' for a block that lists documents). */
    text: text().notNull(),
    targetKind: text('target_kind'),
    targetId: integer('target_id'),
    href: text(),
    path: text(),
    /**
     * Why the link is broken now, null while it is not: set by the database's triggers (migration
     * `links_index`) when the row is written, when its target item is inserted, deleted or changes
     * `live` or `trashed_at`, and when its path's verdict changes; a path not yet checked is not broken.
     */
    reason: text(),
  },
  (t) => [
    primaryKey({ name: 'item_links_pk', columns: [t.source, t.holderId, t.place] }),
    index('item_links_target_idx').on(t.targetKind, t.targetId),
    index('item_links_path_idx').on(t.path),
    // A page of the report: the broken links, newest holder first, in reading order.
    index('item_links_broken_idx').on(t.source, t.holderId.desc(), t.place).where(sql`${t.reason} is not null`),
    check('item_links_source_ck', sql`${t.source} ~ '^[a-z][a-z_]{1,31}$'`),
    check('item_links_reason_ck', sql`${t.reason} in ('deleted', 'unpublished', 'nowhere')`),
    check('item_links_target_ck', sql`(${t.targetKind} in ('news', 'page', 'document') and ${t.targetId} is not null and ${t.href} is null and ${t.path} is null) or (${t.targetKind} is null and ${t.targetId} is null and ${t.href} is not null and ${t.path} is not null)`),
  ],
)

/**
 * Whether a site path leads somewhere (the sitemap, the app's routes, the redirects: ADR 100),
 * as last checked. A path is checked when a link first names it and again, all of them at once,
 * after content or redirects changed (in the background); the report reads the verdicts, never
 * the sitemap.
 */
export const linkPaths = pgTable(
  'link_paths',
  {
    path: text().primaryKey(),
    /** Null until checked: written so by `writeLinks` when a link first names the path. */
    leads: boolean(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('link_paths_unchecked_idx').on(t.path).where(sql`${t.leads} is null`)],
)
