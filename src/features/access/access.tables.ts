/**
 * The access feature's table (migration 0026, ADR 057): who holds which role where. What a role
 * may do is not stored: the features' manifests grant it (`grants`), so it is code, reviewed and
 * tested like code.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../../db/schema.js'

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    /** '' for the whole site, else `faculty:<slug>` or `section:<page path>` (src/features/access/permissions.ts). */
    scope: text().notNull().default(''),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_roles_pk', columns: [t.userId, t.role, t.scope] }),
    index('user_roles_role_idx').on(t.role, t.userId),
    check('user_roles_role_ck', sql`${t.role} ~ '^[a-z][a-z_]{1,31}$'`),
    check('user_roles_scope_ck', sql`${t.scope} = '' OR ${t.scope} ~ '^(faculty:[a-z0-9-]{1,80}|section:/\\S{0,255})$'`),
  ],
)
