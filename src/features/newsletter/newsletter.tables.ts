/**
 * The newsletter's table.
 * Owned by this feature (ADR 057): other features reach these rows through its services;
 * `db/schema.ts` re-exports them for Drizzle and the migrations.
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Newsletter sign-ups, confirmed by a mailed link (double opt-in); the token is kept hashed. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  email: text().notNull().unique(),
  lang: text().notNull(),
  tokenHash: text('token_hash'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
