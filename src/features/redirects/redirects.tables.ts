/**
 * The redirects feature's table (migration 0029, ADR 059): an old address of the site and where
 * it now leads, answered with a 301 when the old address would be a 404. Made when an item's
 * address changes (`auto`) or by a chief editor (`manual`). Paths only, never another host.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../../db/schema.js'

export const REDIRECT_SOURCES = ['auto', 'manual'] as const
export type RedirectSource = (typeof REDIRECT_SOURCES)[number]

/** A site path: `/qf/…`, printable, no spaces, at most 500 characters. */
export const SITE_PATH = /^\/qf\/[^\s?#\\]{1,495}$/

export const redirects = pgTable(
  'redirects',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fromPath: text('from_path').notNull().unique(),
    toPath: text('to_path').notNull(),
    source: text().$type<RedirectSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('redirects_to_idx').on(t.toPath),
    // PostgreSQL's regular expressions count at most 255 repetitions: the length is its own check.
    check('redirects_paths_ck', sql`${t.fromPath} ~ '^/qf/[^[:space:]?#\\\\]+$' and ${t.toPath} ~ '^/qf/[^[:space:]?#\\\\]+$' and ${t.fromPath} <> ${t.toPath}`),
    check('redirects_length_ck', sql`char_length(${t.fromPath}) <= 500 and char_length(${t.toPath}) <= 500`),
    check('redirects_source_ck', sql`${t.source} in ('auto', 'manual')`),
  ],
)
