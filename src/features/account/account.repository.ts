/** Users, sessions and failed-login counters (throttle.repository.ts); the only files of the account feature that touches the ORM. */
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { sessions, users } from '../../db/schema.js'
import { throttleRepository } from './throttle.repository.js'

export function accountRepository(db: Db) {
  return {
    throttle: throttleRepository(db),

    async userByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, displayName: users.displayName, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      return row
    },

    async createSession(id: string, userId: number, expiresAt: Date) {
      await db.insert(sessions).values({ id, userId, expiresAt })
    },

    async sessionUser(id: string, now: Date) {
      const [row] = await db
        .select({ id: users.id, displayName: users.displayName })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
      return row
    },

    async deleteSession(id: string) {
      await db.delete(sessions).where(eq(sessions.id, id))
    },

    async deleteExpiredSessions(now: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now))
    },
  }
}

export type AccountRepository = ReturnType<typeof accountRepository>
