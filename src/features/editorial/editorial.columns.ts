/**
 * The draft state every editable content table carries (ADR 058), as Wagtail's DraftStateMixin
 * and RevisionMixin give a model: the row holds what visitors see while it is `live`; drafts are
 * revisions (editorial.tables.ts) until one is published into the row.
 *
 * Rows that existed before are live: the defaults keep every seeded page, item and document public.
 */
import { eq, sql } from 'drizzle-orm'
import { boolean, index, integer, timestamp, type PgColumn } from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** Spread into a content table's columns. */
export const draftStateColumns = () => ({
  /** Visitors, search, the sitemap and feeds see the row only while it is live. */
  live: boolean().notNull().default(true),
  /** A revision newer than the live one waits to be published. */
  hasUnpublishedChanges: boolean('has_unpublished_changes').notNull().default(false),
  firstPublishedAt: at('first_published_at'),
  lastPublishedAt: at('last_published_at'),
  /** A revision is approved to go live at this time (its `approved_go_live_at`); the scheduler publishes it. */
  goLiveAt: at('go_live_at'),
  /** The row stops being live at this time; the scheduler unpublishes it. */
  expireAt: at('expire_at'),
  liveRevisionId: integer('live_revision_id'),
  latestRevisionId: integer('latest_revision_id'),
})

/** What every public read of a content table adds to its filter. */
export const isLive = (table: { live: PgColumn }) => eq(table.live, true)

/** The scheduler's look-ups: only rows with a schedule are indexed. */
export const draftStateIndexes = (table: string, t: { goLiveAt: PgColumn; expireAt: PgColumn }) => [
  index(`${table}_go_live_idx`).on(t.goLiveAt).where(sql`${t.goLiveAt} is not null`),
  index(`${table}_expire_idx`).on(t.expireAt).where(sql`${t.expireAt} is not null`),
]
