/**
 * What the admin's accounts pages read (ADR 060): accounts found by part of their e-mail or name,
 * a page at a time, each with its roles and scopes; one account with its grants. Roles change
 * through `role-changes.ts`, never here.
 */
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { users } from '../../../db/schema.js'
import { containing } from '../../../db/like.js'

export const ACCOUNTS_PAGE_SIZE = 25

export interface AccountGrant {
  role: string
  scope: string
  grantedAt: Date
}

export interface AccountRow {
  id: number
  email: string
  displayName: string
  createdAt: Date
  grants: AccountGrant[]
}

const grantsOf = sql<Array<{ role: string; scope: string; grantedAt: string }>>`coalesce((select json_agg(json_build_object('role', r.role, 'scope', r.scope, 'grantedAt', r.granted_at) order by r.role, r.scope) from user_roles r where r.user_id = ${users.id}), '[]'::json)`

const columns = { id: users.id, email: users.email, displayName: users.displayName, createdAt: users.createdAt, grants: grantsOf }

const rowOf = (r: { id: number; email: string; displayName: string; createdAt: Date; grants: Array<{ role: string; scope: string; grantedAt: string }> | string }): AccountRow => ({
  ...r,
  // PGlite and node-postgres both parse json; a driver that does not gives the text.
  grants: (typeof r.grants === 'string' ? (JSON.parse(r.grants) as Array<{ role: string; scope: string; grantedAt: string }>) : r.grants).map((g) => ({ role: g.role, scope: g.scope, grantedAt: new Date(g.grantedAt) })),
})

export function accountsAdminRepository(db: Db) {
  return {
    async search(q: string, page: number): Promise<{ rows: AccountRow[]; total: number }> {
      const where = q ? or(ilike(users.email, containing(q)), ilike(users.displayName, containing(q))) : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(users)
          .where(where)
          .orderBy(asc(sql`lower(${users.email})`), asc(users.id))
          .limit(ACCOUNTS_PAGE_SIZE)
          .offset((page - 1) * ACCOUNTS_PAGE_SIZE),
        db.select({ n: count() }).from(users).where(where),
      ])
      return { rows: rows.map(rowOf), total: total?.n ?? 0 }
    },

    async account(id: number): Promise<AccountRow | undefined> {
      const [row] = await db.select(columns).from(users).where(eq(users.id, id))
      return row && rowOf(row)
    },
  }
}

export type AccountsAdminRepository = ReturnType<typeof accountsAdminRepository>
