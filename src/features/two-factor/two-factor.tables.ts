/**
 * The two-factor feature's tables (ADR 064): an account's TOTP secret, its recovery codes, and the
 * sign-ins waiting for their second step.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../../db/schema.js'

/**
 * One row per enrolled account. `secret` is sealed (AES-256-GCM, `sealed.ts`), never the base32
 * an app reads; `last_step` is the TOTP step of the last code accepted, so no code is taken twice
 * and none older than it.
 */
export const twoFactor = pgTable('two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text().notNull(),
  lastStep: integer('last_step').notNull(),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One-time recovery codes: their SHA-256 only; a used one keeps its row with `used_at`. */
export const twoFactorRecovery = pgTable(
  'two_factor_recovery',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_user_idx').on(t.userId)],
)

/**
 * A password accepted, the second step not yet taken: the id is the SHA-256 of the token in the
 * browser's cookie; the row goes when the step succeeds or expires.
 */
export const twoFactorPending = pgTable(
  'two_factor_pending',
  {
    id: text().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('two_factor_pending_expires_idx').on(t.expiresAt), check('two_factor_pending_return_ck', sql`char_length(${t.returnTo}) <= 2048`)],
)
