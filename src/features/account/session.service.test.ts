/**
 * Session lifetimes, rotation and sign out everywhere on the real SQL of both engines (a fresh
 * in-memory PGlite; a scratch PostgreSQL database when DATABASE_URL is set), with a clock the
 * test moves, and the per-node cache of lookups in front of it.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { scratchPostgres } from '../../../tests/support/scratch-database.js'
import { openDatabase, type Database } from '../../db/client.js'
import { sessions, users } from '../../db/schema.js'
import { SessionCache } from './session-cache.js'
import { sessionRepository, type SessionRepository } from './session.repository.js'
import { sessionService, type SessionPolicy } from './session.service.js'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const POLICY: SessionPolicy = { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR }

function suite(engine: string, open: () => Promise<{ database: Database; dispose(): Promise<void> }>) {
  describe(`sessions on ${engine}`, () => {
    let database: Database
    let dispose: () => Promise<void>
    let jana: number
    let petr: number
    beforeAll(async () => {
      ;({ database, dispose } = await open())
      await database.migrate()
      const ids = await database.db
        .insert(users)
        .values([
          { email: 'jana@example.cz', passwordHash: 'x', displayName: 'Jana' },
          { email: 'petr@example.cz', passwordHash: 'x', displayName: 'Petr' },
        ])
        .returning({ id: users.id })
      ;[jana, petr] = ids.map((r) => r.id) as [number, number]
    }, 60_000)
    afterAll(async () => {
      await dispose?.()
    })

    let clock: Date
    const now = () => clock
    const advance = (ms: number) => (clock = new Date(clock.getTime() + ms))
    beforeEach(async () => {
      clock = new Date('2026-11-23T10:00:00Z')
      await database.db.delete(sessions)
    })

    /** The real repository, counting the lookups that reach the database. */
    const counted = () => {
      const repo = sessionRepository(database.db)
      const counter = { finds: 0 }
      const find: SessionRepository['find'] = (id) => (counter.finds++, repo.find(id))
      return { repo: { ...repo, find }, counter }
    }
    const service = (cache?: SessionCache) => sessionService(sessionRepository(database.db), POLICY, { now, cache })
    const rowCount = async () => (await database.db.select({ id: sessions.id }).from(sessions)).length
    const lastSeen = async () => (await database.db.select({ at: sessions.lastSeenAt }).from(sessions))[0]?.at

    it('a session ends after 30 idle minutes and its row is deleted', async () => {
      const s = service()
      const { token } = await s.rotate(undefined, jana)
      advance(30 * MINUTE - SECOND)
      expect(await s.userOf(token)).toEqual({ id: jana, displayName: 'Jana', grants: [] })
      advance(30 * MINUTE - SECOND)
      expect(await s.userOf(token)).not.toBeNull()
      advance(30 * MINUTE)
      expect(await s.userOf(token)).toBeNull()
      expect(await rowCount()).toBe(0)
    })

    it('activity slides the idle time-out, but not past the absolute end 12 h after login', async () => {
      const s = service()
      const { token, expiresAt } = await s.rotate(undefined, jana)
      expect(expiresAt).toEqual(new Date('2026-11-23T22:00:00Z'))
      for (let i = 0; i < 12 * 3 - 1; i++) {
        advance(20 * MINUTE)
        expect(await s.userOf(token), `after ${(i + 1) * 20} min`).not.toBeNull()
      }
      advance(20 * MINUTE)
      expect(clock).toEqual(new Date('2026-11-23T22:00:00Z'))
      expect(await s.userOf(token)).toBeNull()
      expect(await rowCount()).toBe(0)
    })

    it('records activity at most once a minute', async () => {
      const s = service()
      const { token } = await s.rotate(undefined, jana)
      const started = clock
      for (const step of [10, 20, 29]) {
        advance(step * SECOND)
        await s.userOf(token)
        expect(await lastSeen()).toEqual(started)
      }
      advance(SECOND) // a minute after the login
      await s.userOf(token)
      expect(await lastSeen()).toEqual(clock)
    })

    it('rotation on login: the token carried before is worthless, the new one works', async () => {
      const s = service()
      const before = await s.rotate(undefined, jana)
      const after = await s.rotate(before.token, jana)
      expect(after.token).not.toBe(before.token)
      expect(await s.userOf(before.token)).toBeNull()
      expect(await s.userOf(after.token)).toEqual({ id: jana, displayName: 'Jana', grants: [] })
      expect(await rowCount()).toBe(1)
      // A malformed or unknown token carried in is simply not there to end.
      expect((await s.rotate('not a token', jana)).token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    })

    it('a new session clears away every ended one, looked up or not', async () => {
      const s = service()
      await s.rotate(undefined, petr)
      advance(10 * MINUTE)
      const busy = await s.rotate(undefined, jana)
      advance(25 * MINUTE) // Petr idle 35 min, Jana 25 min
      await s.rotate(undefined, jana)
      expect(await rowCount()).toBe(2)
      expect(await s.userOf(busy.token)).not.toBeNull()
    })

    it('sign out everywhere ends every session of the account and no other', async () => {
      const s = service()
      const phone = await s.rotate(undefined, jana)
      const laptop = await s.rotate(undefined, jana)
      const other = await s.rotate(undefined, petr)
      await s.endAll(jana)
      expect(await s.userOf(phone.token)).toBeNull()
      expect(await s.userOf(laptop.token)).toBeNull()
      expect(await s.userOf(other.token)).toEqual({ id: petr, displayName: 'Petr', grants: [] })
    })

    describe('with the per-node cache', () => {
      let listening = true
      const cache = () => new SessionCache({ maxAgeMs: 10 * SECOND, maxEntries: 100, fresh: () => listening })
      beforeEach(() => {
        listening = true
      })

      it('answers repeated lookups within the minute without the database, and still touches once a minute', async () => {
        const { repo, counter } = counted()
        const s = sessionService(repo, POLICY, { now, cache: cache() })
        const { token } = await s.rotate(undefined, jana)
        await s.userOf(token)
        for (let i = 0; i < 5; i++) {
          advance(SECOND)
          expect(await s.userOf(token)).toEqual({ id: jana, displayName: 'Jana', grants: [] })
        }
        expect(counter.finds).toBe(1)
        advance(10 * SECOND) // older than the entry's 10 s
        await s.userOf(token)
        expect(counter.finds).toBe(2)
        advance(50 * SECOND)
        await s.userOf(token)
        expect(await lastSeen()).toEqual(clock)
      })

      it('is not trusted while the feed of ended sessions is down', async () => {
        const { repo, counter } = counted()
        const s = sessionService(repo, POLICY, { now, cache: cache() })
        const { token } = await s.rotate(undefined, jana)
        await s.userOf(token)
        listening = false
        // Ended by another node while this one hears nothing: only the database knows.
        await database.db.delete(sessions)
        expect(await s.userOf(token)).toBeNull()
        expect(counter.finds).toBe(2)
      })

      it('an entry never outlives the session: idle and absolute ends are checked on every hit', async () => {
        const c = cache()
        const s = service(c)
        const { token } = await s.rotate(undefined, jana)
        advance(12 * HOUR - 5 * SECOND)
        // Keep the row alive in the database, as activity on another node would.
        await database.db.update(sessions).set({ lastSeenAt: clock })
        expect(await s.userOf(token)).not.toBeNull()
        advance(5 * SECOND)
        expect(await s.userOf(token)).toBeNull()
      })

      it('ends on this node at once on logout, rotation and sign out everywhere', async () => {
        const c = cache()
        const s = service(c)
        for (const end of [
          (token: string) => s.end(token),
          (token: string) => s.rotate(token, jana),
          () => s.endAll(jana),
        ]) {
          const { token } = await s.rotate(undefined, jana)
          expect(await s.userOf(token)).not.toBeNull()
          await end(token)
          expect(await s.userOf(token)).toBeNull()
        }
      })

      it('another node drops an ended session when the feed tells it', async () => {
        const c = cache()
        const feed = await database.watchEndedSessions((id) => c.drop(id))
        try {
          const here = service()
          const there = service(c)
          const { token } = await here.rotate(undefined, jana)
          expect(await there.userOf(token)).not.toBeNull()
          expect(c.size).toBe(1)
          await here.end(token)
          await until(() => c.size === 0)
          expect(await there.userOf(token)).toBeNull()
        } finally {
          await feed.close()
        }
      })
    })
  })
}

async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

suite('pglite', async () => {
  const database = await openDatabase({})
  return { database, dispose: () => database.close() }
})

const url = process.env.DATABASE_URL
describe.skipIf(!url)('postgres', () => {
  suite('postgres', () => scratchPostgres(url!, `qf_sessions_${process.pid}`))
})
