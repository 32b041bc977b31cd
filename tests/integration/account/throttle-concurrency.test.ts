/**
 * Login throttling under concurrent guesses (ADR 011, amended): a burst of wrong passwords fired
 * at once, on one node and on two nodes over one database, reaches password verification no more
 * often than the free allowance, and every guess of the burst is counted. Verifications are
 * counted at the verifier itself (the password module, wrapped), not inferred from timing.
 */
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '../../../src/db/client.js'
import { loginFailures, users } from '../../../src/db/schema.js'
import { hashPassword } from '../../../src/lib/password.js'
import { LOGIN_THROTTLE } from '../../../src/features/account/throttle.service.js'
import { engine, testApp } from '../../support/app.js'

vi.mock('../../../src/lib/password.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/lib/password.js')>()
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) }
})
const { verifyPassword } = await import('../../../src/lib/password.js')
const verifications = vi.mocked(verifyPassword)

const PASSWORD = 'Souběžné-heslo-9'
const FREE = LOGIN_THROTTLE.account.freeFailures
const PER_ADDRESS = LOGIN_THROTTLE.address.maxFailures
/** Fifty password checks, two at a time, on a machine busy with other work: a bound, not a measure. */
const BURST_TIME = 180_000

const url = process.env.DATABASE_URL
const pools: Database[] = []
/**
 * A node: on `shared`'s database, else (PostgreSQL) on a pool of its own, so a burst meets the
 * throttle and the hashing queue rather than the two connections of a test app.
 */
async function node(shared?: Database): Promise<FastifyInstance> {
  if (shared || !url) return testApp({ database: shared })
  const database = await openDatabase({ url, poolSize: 20 })
  pools.push(database)
  return testApp({ database })
}

let app: FastifyInstance
beforeAll(async () => {
  app = await node()
  const passwordHash = await hashPassword(PASSWORD)
  const emails = ['conc-one', 'conc-two', 'conc-pg'].map((n) => `${n}@example.cz`)
  await app.db.insert(users).values(emails.map((email) => ({ email, passwordHash, displayName: 'Concurrent Test' }))).onConflictDoNothing()
})
afterAll(async () => {
  await app?.close()
  await Promise.all(pools.map((database) => database.close()))
})

let addresses = 0
const freshAddress = () => {
  const n = ++addresses
  return `10.78.${n >> 8}.${n & 255}`
}

/** Not postForm: each login comes from an address of its own (`remoteAddress`), which the throttle counts. */
const login = (on: FastifyInstance, email: string, password: string, address = freshAddress()) =>
  on.inject({
    method: 'POST',
    url: '/qf/cs/ramjet/performLogin',
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  })

const failures = async (key: string) =>
  (await app.db.select({ failures: loginFailures.failures }).from(loginFailures).where(eq(loginFailures.key, key)))[0]?.failures

/** Fires `count` logins at once, spread over `nodes`, and counts the password verifications they cost. */
async function burst(nodes: FastifyInstance[], count: number, guess: (i: number) => [email: string, address?: string]) {
  verifications.mockClear()
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => login(nodes[i % nodes.length]!, ...withWrong(guess(i)))))
  const statuses = answers.map((r) => r.statusCode)
  expect(statuses.filter((s) => s !== 422 && s !== 429)).toEqual([])
  return { verified: verifications.mock.calls.length, wrong: statuses.filter((s) => s === 422).length, refused: statuses.filter((s) => s === 429).length, statuses }
}
const withWrong = ([email, address]: [string, string?]): [string, string, string?] => [email, 'wrong guess', address]

/** One account guessed from many addresses, then one address guessing many accounts, on `nodes`. */
function burstTests(label: string, nodesOf: () => Promise<FastifyInstance[]>, email: string, n: number) {
  it(`${label}: 40 concurrent wrong guesses at one account verify only the ${FREE} free ones; the rest are refused, and the right password waits out the back-off`, async () => {
    const nodes = await nodesOf()
    const result = await burst(nodes, 40, () => [email])
    expect(result.verified).toBe(FREE)
    expect(result.wrong).toBe(FREE)
    expect(result.refused).toBe(40 - FREE)
    expect(await failures(`account:${email}`)).toBe(FREE)
    // The back-off the fifth failure earns holds on every node, for the right password too.
    for (const node of nodes) expect((await login(node, email, PASSWORD)).statusCode).toBe(429)
  }, BURST_TIME)

  it(`${label}: one address guessing 60 accounts at once verifies only ${PER_ADDRESS} and counts all 60`, async () => {
    const nodes = await nodesOf()
    const address = `198.51.100.${90 + n}`
    const result = await burst(nodes, 60, (i) => [`spray-${n}-${i}@example.cz`, address])
    expect(result.verified).toBe(PER_ADDRESS)
    expect(result.wrong).toBe(PER_ADDRESS)
    expect(result.refused).toBe(60 - PER_ADDRESS)
    expect(await failures(`address:${address}`)).toBe(60)
  }, BURST_TIME)
}

describe(`concurrent guesses on one node (${engine})`, () => {
  burstTests('one node', async () => [app], 'conc-one@example.cz', 1)
})

describe(`concurrent guesses on two nodes over one database (${engine})`, () => {
  let second: FastifyInstance | undefined
  afterAll(async () => second?.close())
  burstTests('two nodes', async () => [app, (second ??= await node(app.database))], 'conc-two@example.cz', 2)
})

describe.skipIf(engine !== 'postgres')('concurrent guesses on two nodes with their own PostgreSQL connections', () => {
  let second: FastifyInstance | undefined
  afterAll(async () => second?.close())
  burstTests('two pools', async () => [app, (second ??= await node())], 'conc-pg@example.cz', 3)
})
