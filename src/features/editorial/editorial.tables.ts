/**
 * The editorial feature's tables (ADR 058): every saved version of an editable item, and the log
 * of what was done to it, by whom and when. An item is named by its entity (`page`, `news`,
 * `document`: the manifests' `editorial` entries) and its row id; the content is the entity's
 * JSON as its schema validated it.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
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
export const EDITORIAL_ACTIONS = ['create', 'draft', 'publish', 'schedule', 'unpublish', 'schedule_unpublish', 'unschedule', 'submit', 'return'] as const
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

/** Where a request for review stands: waiting, published by a reviewer, returned with a comment, or replaced by a newer one. */
export const REVIEW_STATUSES = ['pending', 'approved', 'returned', 'withdrawn'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** The longest comment a reviewer writes when returning an item. */
export const MAX_REVIEW_COMMENT = 2000

/**
 * Moderation (ADR 059): an editor submits a revision for review; a chief editor publishes it
 * (approved) or returns it with a comment. At most one request per item waits (the partial
 * unique index), so two submissions at once cannot both queue.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    entity: text().notNull(),
    objectId: integer('object_id').notNull(),
    revisionId: integer('revision_id')
      .notNull()
      .references(() => revisions.id, { onDelete: 'cascade' }),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    status: text().$type<ReviewStatus>().notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text(),
  },
  (t) => [
    uniqueIndex('review_requests_pending_uq').on(t.entity, t.objectId).where(sql`${t.status} = 'pending'`),
    index('review_requests_status_idx').on(t.status, t.submittedAt),
    check('review_requests_status_ck', sql`${t.status} in (${sql.raw(REVIEW_STATUSES.map((s) => `'${s}'`).join(', '))})`),
    check('review_requests_comment_ck', sql`${t.comment} is null or char_length(${t.comment}) <= ${sql.raw(String(MAX_REVIEW_COMMENT))}`),
  ],
)

/**
 * Who has an item open (ADR 059): the edit page marks it when it opens and on every save, and
 * tells the next person who opens it within a few minutes. A hint, never a lock: the stale-save
 * refusal is what keeps work from being overwritten.
 */
export const editPresence = pgTable(
  'edit_presence',
  {
    entity: text().notNull(),
    objectId: integer('object_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'edit_presence_pk', columns: [t.entity, t.objectId, t.userId] })],
)

/**
 * Links that show an item's draft to someone without an account (ADR 066): only the token's
 * SHA-256 is kept, so the table never holds a working link; each expires, and may be revoked.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    entity: text().notNull(),
    objectId: integer('object_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('preview_links_token_uq').on(t.tokenHash),
    index('preview_links_item_idx').on(t.entity, t.objectId),
    check('preview_links_token_ck', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('preview_links_period_ck', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
)

/** The limits of an autosave's fields (ADR 094), checked by `autosave-fields.ts` and again by the table. */
export const AUTOSAVE_LIMITS = { fields: 500, name: 100, value: 100_000, bytes: 512 * 1024 } as const

/**
 * What an editor typed and has not saved (ADR 094): one row per account, kind and item (`key` is
 * the item's id, or `new` for a form not yet created), upserted every few seconds by the
 * administration's script. It never touches the item, its revisions or the published version; the
 * editor's next save of that item deletes it (in the save's transaction), and so does "Zahodit".
 */
export const editorialAutosaves = pgTable(
  'editorial_autosaves',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entity: text().notNull(),
    key: text().notNull(),
    /** The revision the form was opened on: a restored form posts it, so a stale save is refused as usual. */
    base: integer(),
    fields: jsonb().$type<Record<string, string | string[]>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'editorial_autosaves_pk', columns: [t.userId, t.entity, t.key] }),
    check('editorial_autosaves_entity_ck', sql`${t.entity} ~ ${ENTITY}`),
    check('editorial_autosaves_key_ck', sql`${t.key} ~ '^(new|[1-9][0-9]{0,8})$'`),
    check('editorial_autosaves_fields_ck', sql`jsonb_typeof(${t.fields}) = 'object' and octet_length(${t.fields}::text) <= ${sql.raw(String(AUTOSAVE_LIMITS.bytes * 2))}`),
  ],
)

/**
 * Which create form made which item (ADR 094): a create form carries a random key, kept in its
 * autosave and restored with it, and the create writes `(user, entity, key)` here in its
 * transaction. A second post of the same form (a double click, a second tab that restored the same
 * autosave) finds the row and is sent to the item made by the first, so one form makes one item.
 */
export const editorialCreations = pgTable(
  'editorial_creations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entity: text().notNull(),
    createKey: text('create_key').notNull(),
    /** Null only inside the create's transaction: the key is claimed before the item is made. */
    objectId: integer('object_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'editorial_creations_pk', columns: [t.userId, t.entity, t.createKey] }),
    index('editorial_creations_created_idx').on(t.createdAt),
    check('editorial_creations_entity_ck', sql`${t.entity} ~ ${ENTITY}`),
    check('editorial_creations_key_ck', sql`${t.createKey} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`),
  ],
)
