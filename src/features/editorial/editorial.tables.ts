/**
 * The editorial feature's tables (ADR 058): every saved version of an editable item, and the log
 * of what was done to it, by whom and when. An item is named by its entity (`page`, `news`,
 * `document`: the manifests' `editorial` entries) and its row id; the content is the entity's
 * JSON as its schema validated it.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../../db/schema.js'

const ENTITY = sql`'^[a-z][a-z_]{1,31}$'`

export const revisions = pgTable(
  'revisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    entity: text().notNull(),
    objectId: integer('object_id').notNull(),
    /** Null once the author's account is deleted; the revision stays. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    content: jsonb().notNull(),
    /** Set while this revision is scheduled to be published then. */
    approvedGoLiveAt: timestamp('approved_go_live_at', { withTimezone: true }),
  },
  (t) => [
    index('revisions_object_idx').on(t.entity, t.objectId, t.id),
    check('revisions_entity_ck', sql`${t.entity} ~ ${ENTITY}`),
  ],
)

/** What was done: drafted, published, scheduled, unpublished, by whom (null: the scheduler). */
export const EDITORIAL_ACTIONS = ['create', 'draft', 'publish', 'schedule', 'unpublish', 'schedule_unpublish', 'unschedule'] as const
export type EditorialAction = (typeof EDITORIAL_ACTIONS)[number]

export const editorialLog = pgTable(
  'editorial_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    entity: text().notNull(),
    objectId: integer('object_id').notNull(),
    action: text().$type<EditorialAction>().notNull(),
    revisionId: integer('revision_id').references(() => revisions.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** For a schedule: when. */
    due: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('editorial_log_object_idx').on(t.entity, t.objectId, t.id),
    check('editorial_log_action_ck', sql`${t.action} in (${sql.raw(EDITORIAL_ACTIONS.map((a) => `'${a}'`).join(', '))})`),
  ],
)
