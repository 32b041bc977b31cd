/** The per-node cache of session lookups (ADR 012): what it keeps, and what makes it forget. */
import { describe, expect, it } from 'vitest'
import { SessionCache } from './session-cache.js'

const row = (id: number) => ({ user: { id, displayName: `U${id}`, grants: [] }, lastSeenAt: new Date(0), expiresAt: new Date(1e12) })

describe('session cache', () => {
  const make = (fresh = () => true, maxEntries = 10) => new SessionCache({ maxAgeMs: 10_000, maxEntries, fresh })

  it('keeps an entry for at most its maximum age', () => {
    const c = make()
    c.store('a', c.generation, row(1), 1000)
    expect(c.get('a', 10_999)?.user.id).toBe(1)
    expect(c.get('a', 11_000)).toBeUndefined()
    expect(c.size).toBe(0)
  })

  it('reads and stores nothing while the feed is down', () => {
    let listening = true
    const c = make(() => listening)
    c.store('a', c.generation, row(1), 0)
    listening = false
    expect(c.get('a', 1)).toBeUndefined()
    c.store('b', c.generation, row(2), 1)
    listening = true
    expect(c.get('b', 2)).toBeUndefined()
  })

  it('does not store a lookup that a drop overtook', () => {
    const c = make()
    const generation = c.generation
    c.drop('a') // the session ended while its lookup was under way
    c.store('a', generation, row(1), 0)
    expect(c.get('a', 1)).toBeUndefined()
  })

  it('drops one session by id, or all on a gap in the feed', () => {
    const c = make()
    for (const id of ['a', 'b', 'c']) c.store(id, c.generation, row(1), 0)
    c.drop('b')
    expect([c.get('a', 1), c.get('b', 1)].map((r) => r !== undefined)).toEqual([true, false])
    c.drop(null)
    expect(c.size).toBe(0)
    c.store('a', c.generation, row(1), 0)
    c.drop('') // TRUNCATE sessions
    expect(c.size).toBe(0)
  })

  it('holds at most maxEntries, the oldest going first', () => {
    const c = make(() => true, 2)
    for (const id of ['a', 'b', 'c']) c.store(id, c.generation, row(1), 0)
    expect(c.size).toBe(2)
    expect(c.get('a', 1)).toBeUndefined()
    expect(c.get('c', 1)).toBeDefined()
  })
})
