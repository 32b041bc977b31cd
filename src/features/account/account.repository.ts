/**
 * Users; with failed-login counters (throttle.repository.ts) and sessions (session.repository.ts),
 * the only files of the account feature that touch the ORM.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { users } from '../../db/schema.js'
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
  }
}

export type AccountRepository = ReturnType<typeof accountRepository>
