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

const throttle = (policy: ThrottlePolicy = LOGIN_THROTTLE) => loginThrottle(throttleRepository(database.db), now, policy)
const rows = async () => (await database.db.select({ key: loginFailures.key }).from(loginFailures).orderBy(loginFailures.key)).map((r) => r.key)

describe('login throttle rules', () => {
  it('back-off doubles from 30 s after the 5th failure and stops growing at 15 min', () => {
    const delays = [1, 4, 5, 6, 7, 8, 9, 10, 20].map((n) => accountDelayMs(LOGIN_THROTTLE.account, n) / SECOND)
    expect(delays).toEqual([0, 0, 30, 60, 120, 240, 480, 900, 900])
  })

  it('lets 5 failures through, then blocks the account for 30 s, then 60 s, and the block passes', async () => {
    const t = throttle()
    for (let i = 0; i < 4; i++) await t.failed('Jana@Example.cz', '10.0.0.1')
    expect(await t.blockedUntil('jana@example.cz', '10.0.0.1')).toBeNull()
    await t.failed('jana@example.cz', '10.0.0.1')
    expect(await t.blockedUntil(' JANA@example.cz ', '10.0.0.2')).toEqual(new Date('2026-11-23T10:00:30Z'))
    advance(30 * SECOND)
    expect(await t.blockedUntil('jana@example.cz', '10.0.0.1')).toBeNull()
    await t.failed('jana@example.cz', '10.0.0.1')
    expect(await t.blockedUntil('jana@example.cz', '10.0.0.1')).toEqual(new Date('2026-11-23T10:01:30Z'))
  })

  it('a success clears the account counter; another account is not touched', async () => {
    const t = throttle()
    for (let i = 0; i < 5; i++) await t.failed('a@example.cz', `10.0.1.${i}`)
    for (let i = 0; i < 4; i++) await t.failed('b@example.cz', `10.0.2.${i}`)
    expect(await t.blockedUntil('a@example.cz', '10.9.9.9')).not.toBeNull()
    expect(await t.blockedUntil('b@example.cz', '10.9.9.9')).toBeNull()
    await t.succeeded('A@example.cz')
    expect(await t.blockedUntil('a@example.cz', '10.9.9.9')).toBeNull()
    await t.failed('a@example.cz', '10.0.1.9')
    expect(await t.blockedUntil('a@example.cz', '10.9.9.9')).toBeNull()
  })

  it('starts a fresh window an hour after the first failure', async () => {
    const t = throttle()
    for (let i = 0; i < 4; i++) await t.failed('c@example.cz', `10.0.3.${i}`)
    advance(61 * MINUTE)
    await t.failed('c@example.cz', '10.0.3.9')
    expect(await t.blockedUntil('c@example.cz', '10.0.3.9')).toBeNull()
  })

  it('caps an account at 100 failures an hour: the 100th blocks until the hour is over', async () => {
    // A back-off of 1 s makes 100 failures reachable within the hour.
    const t = throttle({ ...LOGIN_THROTTLE, account: { ...LOGIN_THROTTLE.account, maxDelayMs: SECOND } })
    for (let i = 1; i < 100; i++) {
      await t.failed('d@example.cz', `10.1.${i}.1`)
      advance(SECOND)
    }
    expect(await t.blockedUntil('d@example.cz', '10.2.0.1')).toBeNull()
    await t.failed('d@example.cz', '10.1.100.1')
    expect(await t.blockedUntil('d@example.cz', '10.2.0.1')).toEqual(new Date('2026-11-23T11:00:00Z'))
    advance(58 * MINUTE) // 10:59:39
    expect(await t.blockedUntil('d@example.cz', '10.2.0.1')).toEqual(new Date('2026-11-23T11:00:00Z'))
    advance(MINUTE)
    expect(await t.blockedUntil('d@example.cz', '10.2.0.1')).toBeNull()
  })

  it('blocks an address after 50 failures on any accounts until its 15 minutes are over; other addresses go on', async () => {
    const t = throttle()
    for (let i = 0; i < 49; i++) {
      await t.failed(`user${i}@example.cz`, '10.3.0.1')
      advance(10 * SECOND)
    }
    expect(await t.blockedUntil('someone@example.cz', '10.3.0.1')).toBeNull()
    await t.failed('user49@example.cz', '10.3.0.1')
    expect(await t.blockedUntil('someone@example.cz', '10.3.0.1')).toEqual(new Date('2026-11-23T10:15:00Z'))
    expect(await t.blockedUntil('someone@example.cz', '10.3.0.2')).toBeNull()
    advance(7 * MINUTE)
    expect(await t.blockedUntil('someone@example.cz', '10.3.0.1')).toBeNull()
  })

  it('counts concurrent failures exactly', async () => {
    const t = throttle()
    await Promise.all(Array.from({ length: 20 }, (_, i) => t.failed('e@example.cz', `10.4.0.${i}`)))
    const [row] = await database.db.select({ failures: loginFailures.failures }).from(loginFailures).where(eq(loginFailures.key, accountKey('e@example.cz')))
    expect(row!.failures).toBe(20)
  })

  it('deletes rows whose window and block are over when new failures are recorded', async () => {
    const t = throttle()
    await t.failed('old@example.cz', '10.5.0.1')
    advance(61 * MINUTE)
    await t.failed('new@example.cz', '10.5.0.2')
    expect(await rows()).toEqual(['account:new@example.cz', 'address:10.5.0.2'])
  })
})
