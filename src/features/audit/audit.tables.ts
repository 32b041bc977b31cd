/**
 * The audit feature's table (migration 0030, ADR 060): what was done in the administration, by
 * whom, when and from where. Rows are only ever added; the actor's e-mail is copied in, so an
 * entry still names its author after the account is deleted (its `user_id` turns null).
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../../db/schema.js'

/**
 * What an entry records: the editorial acts (create, change = a draft saved, publish, schedule,
 * unpublish, …), deleting and restoring (for the administrations that will delete), a sign-in to
 * the administration, and a role given or taken.
 */
export const AUDIT_ACTIONS = [
  'create',
  'change',
  'publish',
  'schedule',
  'unpublish',
  'schedule_unpublish',
  'unschedule',
  'submit',
  'return',
  'delete',
  'restore',
  'sign_in',
  'role_grant',
  'role_revoke',
  // Two-factor sign-in (ADR 064): enrolled, turned off, new recovery codes, a recovery code used, a wrong second step.
  'two_factor_enrol',
  'two_factor_disable',
  'two_factor_codes',
  'two_factor_recovery',
  'two_factor_failed',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The longest summary and address an entry keeps (longer ones are cut, never refused: the act matters more). */
export const MAX_AUDIT_SUMMARY = 500
export const MAX_AUDIT_IP = 64

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who acted as they were then: the account's e-mail, or `cli` / `scheduler` for acts of no account. */
    actorEmail: text('actor_email').notNull(),
    action: text().$type<AuditAction>().notNull(),
    /** What it was done to: `news`, `page`, `document`, `account`; null for a sign-in. */
    entity: text(),
    objectId: integer('object_id'),
    summary: text().notNull().default(''),
    ip: text(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_user_idx').on(t.userId, t.at),
    index('audit_log_object_idx').on(t.entity, t.objectId),
    check('audit_log_action_ck', sql`${t.action} in (${sql.raw(AUDIT_ACTIONS.map((a) => `'${a}'`).join(', '))})`),
    check('audit_log_summary_ck', sql`char_length(${t.summary}) <= ${sql.raw(String(MAX_AUDIT_SUMMARY))}`),
    check('audit_log_ip_ck', sql`${t.ip} is null or char_length(${t.ip}) <= ${sql.raw(String(MAX_AUDIT_IP))}`),
  ],
)
