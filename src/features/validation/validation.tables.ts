/**
 * Live validation's contexts (ADR 031).
 * Owned by this feature (ADR 057): other features reach these rows through its services;
 * `db/schema.ts` re-exports them for Drizzle and the migrations.
 */
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Live validation's contexts (migration 0014, ADR 031): `id` and `owner` are SHA-256 digests of
 * the browser's context id and of its `qf_lv` cookie; `busy_until` locks a call in progress
 * (error 02), `released` marks the form state given up after a submission (error 04).
 */
export const validationContexts = pgTable(
  'validation_contexts',
  {
    id: text().primaryKey(),
    owner: text().notNull(),
    formId: text('form_id').notNull(),
    pagePath: text('page_path').notNull(),
    userId: integer('user_id'),
    released: boolean().notNull().default(false),
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('validation_contexts_expires_idx').on(t.expiresAt), index('validation_contexts_owner_idx').on(t.owner, t.formId)],
)
