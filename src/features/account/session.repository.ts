/** The `sessions` rows (ADR 012); the only session code that touches the ORM. */
import { and, eq, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { sessions, userRoles, users } from '../../db/schema.js'
import type { Grant } from '../access/permissions.js'

export interface SessionRow {
  /** `grants`: the roles the account holds (ADR 057); a change of them ends its sessions. */
  user: { id: number; displayName: string; grants: Grant[] }
  lastSeenAt: Date
  expiresAt: Date
}

/** The user's roles as one JSON array, read with the session in the same statement. */
const grantsOf = sql<Grant[]>`coalesce((select json_agg(json_build_object('role', ${userRoles.role}, 'scope', ${userRoles.scope}) order by ${userRoles.role}, ${userRoles.scope}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '[]'::json)`

export function sessionRepository(db: Db) {
  return {
    async create(id: string, userId: number, now: Date, expiresAt: Date) {
      await db.insert(sessions).values({ id, userId, createdAt: now, lastSeenAt: now, expiresAt })
    },

    /** The session and its user, ended or not: the caller decides (and deletes an ended one). */
    async find(id: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select({ userId: users.id, displayName: users.displayName, grants: grantsOf, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id))
      return row && { user: { id: row.userId, displayName: row.displayName, grants: row.grants }, lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt }
    },

    /** Records activity; a no-op when another request (on any node) recorded it since `before`. */
    async touch(id: string, now: Date, before: Date) {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.id, id), lte(sessions.lastSeenAt, before)))
    },

    async delete(id: string) {
      await db.delete(sessions).where(eq(sessions.id, id))
    },

    /** Ends every session of a user; returns the ids ended. */
    async deleteOfUser(userId: number): Promise<string[]> {
      const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })
      return rows.map((r) => r.id)
    },

    /** Deletes sessions past their absolute end, or idle since `idleSince`. */
    async deleteEnded(now: Date, idleSince: Date) {
      await db.delete(sessions).where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)))
    },
  }
}

export type SessionRepository = ReturnType<typeof sessionRepository>
