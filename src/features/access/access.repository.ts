/** Who holds which role where (`user_roles`, ADR 057); the only code that writes that table. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { userRoles, users } from '../../db/schema.js'

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase())

export function accessRepository(db: Db) {
  return {
    /**
     * Gives the account with this e-mail `role` on `scope` ('' for the whole site); false when
     * there is no such account. A new grant ends the account's sessions (migration 0026's trigger).
     */
    async grant(email: string, role: string, scope = ''): Promise<boolean> {
      const [user] = await db.select({ id: users.id }).from(users).where(byEmail(email))
      if (!user) return false
      await db.insert(userRoles).values({ userId: user.id, role, scope }).onConflictDoNothing()
      return true
    },

    /** Takes `role` (on `scope`, or everywhere when it is undefined) from the account; false when there is no such account. */
    async revoke(email: string, role: string, scope?: string): Promise<boolean> {
      const [user] = await db.select({ id: users.id }).from(users).where(byEmail(email))
      if (!user) return false
      const which = [eq(userRoles.userId, user.id), eq(userRoles.role, role)]
      if (scope !== undefined) which.push(eq(userRoles.scope, scope))
      await db.delete(userRoles).where(and(...which))
      return true
    },

    /** Who holds any of `roles`, with each grant's scope (inside the caller's transaction when given). */
    async grantHolders(roles: readonly string[], tx: Db = db): Promise<Array<{ userId: number; email: string; displayName: string; role: string; scope: string }>> {
      if (roles.length === 0) return []
      return tx
        .select({ userId: users.id, email: users.email, displayName: users.displayName, role: userRoles.role, scope: userRoles.scope })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(inArray(userRoles.role, [...roles]))
        .orderBy(asc(users.email))
    },

    /** An account's e-mail and name, for mail about what they did. */
    async person(userId: number, tx: Db = db): Promise<{ email: string; displayName: string } | undefined> {
      const [row] = await tx.select({ email: users.email, displayName: users.displayName }).from(users).where(eq(users.id, userId))
      return row
    },

    /** An account's id and e-mail by its e-mail (any case). */
    async accountByEmail(email: string, tx: Db = db): Promise<{ id: number; email: string } | undefined> {
      const [row] = await tx.select({ id: users.id, email: users.email }).from(users).where(byEmail(email))
      return row
    },

    /** An account's id and e-mail, its row locked until the transaction ends (two changes of its roles take turns). */
    async lockAccount(tx: Db, userId: number): Promise<{ id: number; email: string } | undefined> {
      const [row] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).for('update')
      return row
    },

    /** Gives `role` on `scope` to the account; whether it was new (a grant held already changes nothing). */
    async grantTo(tx: Db, userId: number, role: string, scope: string): Promise<boolean> {
      const rows = await tx.insert(userRoles).values({ userId, role, scope }).onConflictDoNothing().returning({ role: userRoles.role })
      return rows.length > 0
    },

    /** Takes `role` from the account on `scope` (every scope when undefined); the grants taken. */
    async revokeFrom(tx: Db, userId: number, role: string, scope?: string): Promise<Array<{ role: string; scope: string }>> {
      const which = [eq(userRoles.userId, userId), eq(userRoles.role, role)]
      if (scope !== undefined) which.push(eq(userRoles.scope, scope))
      return tx.delete(userRoles).where(and(...which)).returning({ role: userRoles.role, scope: userRoles.scope })
    },

    /** The accounts administering the whole site (`admin` on ''), their grants locked until the transaction ends. */
    async lockSiteAdmins(tx: Db): Promise<number[]> {
      const rows = await tx
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(and(eq(userRoles.role, 'admin'), eq(userRoles.scope, '')))
        .for('update')
      return rows.map((r) => r.userId)
    },

    /** The e-mails of the accounts holding `role` anywhere. */
    async holders(role: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ email: users.email })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(eq(userRoles.role, role))
        .orderBy(asc(users.email))
      return rows.map((r) => r.email)
    },
  }
}

export type AccessRepository = ReturnType<typeof accessRepository>
