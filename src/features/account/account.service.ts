/**
 * Signing in and out. The session cookie carries a random token; the database keeps only its
 * SHA-256, so a leaked table cannot be replayed as cookies.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { AccountRepository } from './account.repository.js'
import { hashPassword, verifyPassword } from '../../lib/password.js'

export const SESSION_COOKIE = 'qf_session'
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000

const TOKEN = /^[A-Za-z0-9_-]{43}$/

const digest = (token: string) => createHash('sha256').update(token).digest('base64url')

/** Verifying against a fixed hash when the user is unknown keeps both paths equally slow. */
const decoyHash = hashPassword('decoy password that never matches')

export function accountService(repo: AccountRepository, now: () => Date = () => new Date()) {
  return {
    /** The user for these credentials, or null. */
    async authenticate(email: string, password: string) {
      const user = await repo.userByEmail(email)
      const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash))
      return user && ok ? { id: user.id, displayName: user.displayName } : null
    },

    /** Starts a session and returns the cookie token. */
    async startSession(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(now().getTime() + SESSION_TTL_MS)
      await repo.createSession(digest(token), userId, expiresAt)
      return { token, expiresAt }
    },

    /** The signed-in user for a cookie value; malformed or expired tokens give null. */
    async userOfToken(token: string | undefined) {
      if (!token || !TOKEN.test(token)) return null
      return (await repo.sessionUser(digest(token), now())) ?? null
    },

    async endSession(token: string | undefined) {
      if (token && TOKEN.test(token)) await repo.deleteSession(digest(token))
    },
  }
}

export type AccountService = ReturnType<typeof accountService>
