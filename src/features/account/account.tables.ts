/** The account feature's tables: accounts, their single-use links, addresses, sessions and failed logins. Re-exported by `db/schema.ts` (ADR 057). */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, primaryKey, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    /** scrypt: `scrypt$N$r$p$salt$hash`, both base64url. */
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
)

/**
 * Single-use links sent by e-mail (ADR 025): confirming a registration (`register`: the account
 * to create waits in `payload` until confirmed) and resetting a password (`reset`). The id is the
 * token's SHA-256; the token itself exists only in the e-mail.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text().primaryKey(),
    purpose: text().$type<'register' | 'reset'>().notNull(),
    email: text().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb().$type<{ displayName?: string; passwordHash?: string; lang?: string }>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_expires_idx').on(t.expiresAt),
    index('account_tokens_user_idx').on(t.userId),
    check('account_tokens_purpose_ck', sql`${t.purpose} IN ('register', 'reset')`),
  ],
)

/** A signed-in user's delivery addresses (profile; checkout offers them). */
export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    street: text().notNull(),
    city: text().notNull(),
    postalCode: text('postal_code').notNull(),
    phone: text().notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
)

/**
 * Server-side sessions; the cookie carries a random token, the table its SHA-256 (ADR 012).
 * `expires_at` is the absolute end; `last_seen_at` the last activity, written at most once a
 * minute, from which the idle time-out counts. Every deleted row is announced on the
 * `session_ended` channel (migration 0003), so other nodes drop it from their session caches.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_last_seen_idx').on(t.lastSeenAt), index('sessions_user_idx').on(t.userId)],
)

/**
 * Failed logins per key (`account:<e-mail>`, `address:<ip>`), shared by every node (ADR 011).
 * `expires_at` is when the row no longer matters (window over, block lifted); such rows are
 * deleted as new failures are recorded.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text().primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer().notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_expires_idx').on(t.expiresAt)],
)
