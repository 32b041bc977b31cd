/** Who holds which role where (`user_roles`, ADR 057); the only code that writes that table. */
import { and, asc, eq, sql } from 'drizzle-orm'
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
