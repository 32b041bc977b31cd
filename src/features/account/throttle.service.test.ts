/** The throttle's rules on a fresh in-memory PGlite (its real SQL), with a clock the test moves. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { openDatabase, type Database } from '../../db/client.js'
import { loginFailures } from '../../db/schema.js'
import { throttleRepository } from './throttle.repository.js'
import { accountDelayMs, accountKey, LOGIN_THROTTLE, loginThrottle, type ThrottlePolicy } from './throttle.service.js'

let database: Database
beforeAll(async () => {
  database = await openDatabase({})
  await database.migrate()
})
afterAll(async () => {
  await database?.close()
})

let clock: Date
const now = () => clock
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms))
const SECOND = 1000
const MINUTE = 60 * SECOND

beforeEach(async () => {
  clock = new Date('2026-11-23T10:00:00Z')
  await database.db.delete(loginFailures)
})

const throttle = (policy: ThrottlePolicy = LOGIN_THROTTLE) => {
  const t = loginThrottle(throttleRepository(database.db), now, policy)
  return {
    ...t,
    /** A login attempt that gets to the password and fails. */
    async fail(email: string, address: string) {
      const r = await t.reserve(email, address)
      if (!('attempt' in r)) throw new Error(`${email} from ${address} was refused for ${r.retryAfterSeconds} s`)
      await t.failed(email, r.attempt)
    },
    /** When an attempt would be refused until, or null; an attempt let through is given back (as when hashing is busy). */
    async blockedUntil(email: string, address: string) {
      const r = await t.reserve(email, address)
      if ('retryAfterSeconds' in r) return new Date(clock.getTime() + r.retryAfterSeconds * 1000)
      await t.unchecked(email, address, r.attempt)
      return null
    },
  }
}
const failures = async (key: string) =>
  (await database.db.select({ failures: loginFailures.failures }).from(loginFailures).where(eq(loginFailures.key, key)))[0]?.failures
const rows = async () => (await database.db.select({ key: loginFailures.key }).from(loginFailures).orderBy(loginFailures.key)).map((r) => r.key)

describe('login throttle rules', () => {
  it('back-off doubles from 30 s after the 5th failure and stops growing at 15 min', () => {
    const delays = [1, 4, 5, 6, 7, 8, 9, 10, 20].map((n) => accountDelayMs(LOGIN_THROTTLE.account, n) / SECOND)
    expect(delays).toEqual([0, 0, 30, 60, 120, 240, 480, 900, 900])
  })

  it('lets 5 failures through, then blocks the account for 30 s, then 60 s, and the block passes', async () => {
    const t = throttle()
    for (let i = 0; i < 4; i++) await t.fail('Jana@Example.cz', '10.0.0.1')
    expect(await t.blockedUntil('jana@example.cz', '10.0.0.1')).toBeNull()
    await t.fail('jana@example.cz', '10.0.0.1')
    expect(await t.blockedUntil(' JANA@example.cz ', '10.0.0.2')).toEqual(new Date('2026-11-23T10:00:30Z'))
    advance(30 * SECOND)
    expect(await t.blockedUntil('jana@example.cz', '10.0.0.1')).toBeNull()
    await t.fail('jana@example.cz', '10.0.0.1')
    expect(await t.blockedUntil('jana@example.cz', '10.0.0.1')).toEqual(new Date('2026-11-23T10:01:30Z'))
  })

  it('a success clears the account counter; another account is not touched', async () => {
    const t = throttle()
    for (let i = 0; i < 5; i++) await t.fail('a@example.cz', `10.0.1.${i}`)
    for (let i = 0; i < 4; i++) await t.fail('b@example.cz', `10.0.2.${i}`)
    expect(await t.blockedUntil('a@example.cz', '10.9.9.9')).not.toBeNull()
    expect(await t.blockedUntil('b@example.cz', '10.9.9.9')).toBeNull()
    await t.succeeded('A@example.cz', '10.0.1.4')
    expect(await t.blockedUntil('a@example.cz', '10.9.9.9')).toBeNull()
    await t.fail('a@example.cz', '10.0.1.9')
    expect(await t.blockedUntil('a@example.cz', '10.9.9.9')).toBeNull()
  })

  it('starts a fresh window an hour after the first failure', async () => {
    const t = throttle()
    for (let i = 0; i < 4; i++) await t.fail('c@example.cz', `10.0.3.${i}`)
    advance(61 * MINUTE)
    await t.fail('c@example.cz', '10.0.3.9')
    expect(await t.blockedUntil('c@example.cz', '10.0.3.9')).toBeNull()
  })

  it('caps an account at 100 failures an hour: the 100th blocks until the hour is over', async () => {
    // A back-off of 1 s makes 100 failures reachable within the hour.
    const t = throttle({ ...LOGIN_THROTTLE, account: { ...LOGIN_THROTTLE.account, maxDelayMs: SECOND } })
    for (let i = 1; i < 100; i++) {
      await t.fail('d@example.cz', `10.1.${i}.1`)
      advance(SECOND)
    }
    expect(await t.blockedUntil('d@example.cz', '10.2.0.1')).toBeNull()
    await t.fail('d@example.cz', '10.1.100.1')
    expect(await t.blockedUntil('d@example.cz', '10.2.0.1')).toEqual(new Date('2026-11-23T11:00:00Z'))
    advance(58 * MINUTE) // 10:59:39
    expect(await t.blockedUntil('d@example.cz', '10.2.0.1')).toEqual(new Date('2026-11-23T11:00:00Z'))
    advance(MINUTE)
    expect(await t.blockedUntil('d@example.cz', '10.2.0.1')).toBeNull()
  })

  it('blocks an address after 50 failures on any accounts until its 15 minutes are over; other addresses go on', async () => {
    const t = throttle()
    for (let i = 0; i < 49; i++) {
      await t.fail(`user${i}@example.cz`, '10.3.0.1')
      advance(10 * SECOND)
    }
    expect(await t.blockedUntil('someone@example.cz', '10.3.0.1')).toBeNull()
    await t.fail('user49@example.cz', '10.3.0.1')
    expect(await t.blockedUntil('someone@example.cz', '10.3.0.1')).toEqual(new Date('2026-11-23T10:15:00Z'))
    expect(await t.blockedUntil('someone@example.cz', '10.3.0.2')).toBeNull()
    advance(7 * MINUTE)
    expect(await t.blockedUntil('someone@example.cz', '10.3.0.1')).toBeNull()
  })

  it('lets only the free attempts of a concurrent burst reach the password, and counts every one on the address', async () => {
    const t = throttle()
    const reservations = await Promise.all(Array.from({ length: 20 }, () => t.reserve('e@example.cz', '10.4.0.1')))
    expect(reservations.filter((r) => 'attempt' in r).map((r) => ('attempt' in r ? r.attempt : 0)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5])
    expect(reservations.filter((r) => 'retryAfterSeconds' in r)).toHaveLength(15)
    expect(await failures(accountKey('e@example.cz'))).toBe(5)
    expect(await failures('address:10.4.0.1')).toBe(20)
  })

  it('lets only 50 attempts of one address through at once, on any accounts', async () => {
    const t = throttle()
    const reservations = await Promise.all(Array.from({ length: 70 }, (_, i) => t.reserve(`burst${i}@example.cz`, '10.4.1.1')))
    expect(reservations.filter((r) => 'attempt' in r)).toHaveLength(50)
    expect(reservations.filter((r) => 'retryAfterSeconds' in r)).toEqual(Array(20).fill({ retryAfterSeconds: 15 * 60 }))
  })

  it('a right password is no guess from its address; an attempt never checked counts nowhere and lifts the block it booked', async () => {
    const t = throttle()
    for (let i = 0; i < 4; i++) await t.fail('f@example.cz', '10.4.2.1')
    const fifth = await t.reserve('f@example.cz', '10.4.2.1')
    expect(fifth).toEqual({ attempt: 5 })
    // Booked before the password is checked: a concurrent attempt is refused.
    expect(await t.reserve('f@example.cz', '10.4.2.2')).toEqual({ retryAfterSeconds: 30 })
    await t.unchecked('f@example.cz', '10.4.2.1', 5)
    expect(await failures(accountKey('f@example.cz'))).toBe(4)
    expect(await failures('address:10.4.2.1')).toBe(4)
    const right = await t.reserve('f@example.cz', '10.4.2.1')
    expect(right).toEqual({ attempt: 5 })
    await t.succeeded('f@example.cz', '10.4.2.1')
    expect(await failures(accountKey('f@example.cz'))).toBeUndefined()
    expect(await failures('address:10.4.2.1')).toBe(4)
  })

  it('runs the back-off from the failure, not from the reservation', async () => {
    const t = throttle()
    for (let i = 0; i < 4; i++) await t.fail('g@example.cz', '10.4.3.1')
    const fifth = await t.reserve('g@example.cz', '10.4.3.1')
    advance(2 * SECOND) // the password check took two seconds
    await t.failed('g@example.cz', 'attempt' in fifth ? fifth.attempt : 0)
    // Until 10:00:32, 30 s after the failure (the booking alone would end at 10:00:30).
    expect(await t.reserve('g@example.cz', '10.4.3.1')).toEqual({ retryAfterSeconds: 30 })
  })

  it('deletes rows whose window and block are over when new failures are recorded', async () => {
    const t = throttle()
    await t.fail('old@example.cz', '10.5.0.1')
    advance(61 * MINUTE)
    await t.fail('new@example.cz', '10.5.0.2')
    expect(await rows()).toEqual(['account:new@example.cz', 'address:10.5.0.2'])
  })
})
