/**
 * Sessions (ADR 012). The cookie carries a random token; the database keeps only its SHA-256,
 * so a leaked table cannot be replayed as cookies. A session ends at the first of: its absolute
 * end (`absoluteMs` after the login), `idleMs` without a request, logout, sign out everywhere,
 * or a rotation (login, later privilege changes). Ended rows are deleted, not only ignored.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { SessionCache } from './session-cache.js'
import type { SessionRepository, SessionRow } from './session.repository.js'

export interface SessionPolicy {
  /** A session not used for this long has ended. */
  idleMs: number
  /** A session ends this long after it started, however busy. */
  absoluteMs: number
}

/**
 * Activity is written at most this often per session, so a page view is not a write; the idle
 * time-out therefore counts from up to a minute before the last request.
 */
export const TOUCH_INTERVAL_MS = 60_000

const TOKEN = /^[A-Za-z0-9_-]{43}$/

const wellFormed = (token: string | undefined): token is string => token !== undefined && TOKEN.test(token)
const digest = (token: string) => createHash('sha256').update(token).digest('base64url')

export interface SessionServiceOptions {
  now?: () => Date
  /** This node's cache of recent lookups; without it every lookup asks the database. */
  cache?: SessionCache
}

export function sessionService(repo: SessionRepository, policy: SessionPolicy, { now = () => new Date(), cache }: SessionServiceOptions = {}) {
  const live = (s: SessionRow, t: number) => s.expiresAt.getTime() > t && t - s.lastSeenAt.getTime() < policy.idleMs

  /** Deletes ended sessions and tells this node's cache at once (other nodes hear it from the feed). */
  const forget = async (id: string) => {
    await repo.delete(id)
    cache?.drop(id)
  }

  return {
    /**
     * Starts a session for `userId` and ends the one the visitor carried, if any: a token that
     * existed before a login (or, later, a password change) is worthless after it. Also clears
     * away every ended session of the site. Returns the new cookie token.
     */
    async rotate(previousToken: string | undefined, userId: number): Promise<{ token: string; expiresAt: Date }> {
      if (wellFormed(previousToken)) await forget(digest(previousToken))
      const t = now()
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(t.getTime() + policy.absoluteMs)
      await repo.create(digest(token), userId, t, expiresAt)
      await repo.deleteEnded(t, new Date(t.getTime() - policy.idleMs))
      return { token, expiresAt }
    },

    /** The signed-in user for a cookie token; malformed, unknown or ended tokens give null. */
    async userOf(token: string | undefined) {
      if (!wellFormed(token)) return null
      const id = digest(token)
      const t = now().getTime()
      const hit = cache?.get(id, t)
      if (hit && live(hit, t) && t - hit.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return hit.user
      const generation = cache?.generation ?? 0
      const row = await repo.find(id)
      if (!row) return null
      if (!live(row, t)) {
        await forget(id)
        return null
      }
      if (t - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await repo.touch(id, new Date(t), new Date(t - TOUCH_INTERVAL_MS))
        row.lastSeenAt = new Date(t)
      }
      cache?.store(id, generation, row, t)
      return row.user
    },

    /** Logout: ends the session of this token. */
    async end(token: string | undefined) {
      if (wellFormed(token)) await forget(digest(token))
    },

    /** Sign out everywhere: ends every session of the user, in every browser. */
    async endAll(userId: number) {
      for (const id of await repo.deleteOfUser(userId)) cache?.drop(id)
    },
  }
}

export type SessionService = ReturnType<typeof sessionService>
