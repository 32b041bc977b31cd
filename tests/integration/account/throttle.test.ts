/**
 * Login throttling (ADR 011) and bounded password hashing, through app.inject on the run's
 * database. Every test uses accounts and addresses of its own (`remoteAddress`), so the demo
 * account and 127.0.0.1, which other files log in with on a shared PostgreSQL, stay untouched.
 */
import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/db/client.js'
import { loginFailures, users } from '../../../src/db/schema.js'
import { hashPassword } from '../../../src/lib/password.js'
import { engine, testApp } from '../../support/app.js'
import { expectIn } from '../../support/html.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
  const passwordHash = await hashPassword(PASSWORD)
  const emails = ['thr-cs', 'thr-en', 'thr-addr', 'thr-nodes', 'thr-nodes-pg', 'thr-cap'].map((n) => `${n}@example.cz`)
  await app.db
    .insert(users)
    .values(emails.map((email) => ({ email, passwordHash, displayName: 'Throttle Test' })))
    .onConflictDoNothing()
})
afterAll(async () => {
  await app?.close()
})

/** The database's 503 page (a pool that could not give a connection in time), in either language. */
const UNAVAILABLE = /Služba je dočasně nedostupná|Service temporarily unavailable/
const PASSWORD = 'Správné-heslo-7'
const MESSAGES = {
  cs: (wait: string) => `Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to znovu za ${wait}.`,
  en: (wait: string) => `Too many failed login attempts. Try again in ${wait}.`,
}

let addresses = 0
/** A fresh address for each call, so address limits stay out of the way. */
const freshAddress = () => {
  const n = ++addresses
  return `10.77.${n >> 8}.${n & 255}`
}

/** Not postForm: each login comes from an address of its own (`remoteAddress`), which the throttle counts. */
const login = (email: string, password: string, { lang = 'cs', address = freshAddress(), target, on = app }: { lang?: string; address?: string; target?: string; on?: FastifyInstance } = {}) =>
  on.inject({
    method: 'POST',
    url: `/qf/${lang}/ramjet/performLogin`,
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(target ? { 'x-pu-target': target } : {}) },
    payload: new URLSearchParams({ email, password }).toString(),
  })

const hasSession = (res: Awaited<ReturnType<typeof login>>) => res.cookies.some((c) => c.name === 'qf_session')

const failures = async (key: string) =>
  (await app.db.select({ failures: loginFailures.failures }).from(loginFailures).where(eq(loginFailures.key, key)))[0]?.failures

/** Ends every block on a key now, as if its back-off time had passed. */
const liftBlock = (key: string) => app.db.execute(sql`update login_failures set blocked_until = now() - interval '1 second' where key = ${key}`)

describe(`login throttling per account (${engine})`, () => {
  it.each(['cs', 'en'] as const)('refuses the 6th try with 429 and a localized wait (%s), also the right password; after the back-off the right one works and clears the counter', async (lang) => {
    const email = `thr-${lang}@example.cz`
    for (let i = 1; i <= 5; i++) {
      const res = await login(email, `wrong-${i}`, { lang })
      expect(res.statusCode, `try ${i}`).toBe(422)
    }
    const sixth = await login(email, 'wrong-6', { lang })
    expect(sixth.statusCode).toBe(429)
    expect(sixth.headers['retry-after']).toBe('30')
    expectIn(sixth.body, MESSAGES[lang]('30 s'))
    expectIn(sixth.body, `value="${email}"`)
    expect(hasSession(sixth)).toBe(false)

    const right = await login(email, PASSWORD, { lang })
    expect(right.statusCode).toBe(429)
    expect(hasSession(right)).toBe(false)
    expect(await failures(`account:${email}`)).toBe(5)

    await liftBlock(`account:${email}`)
    const after = await login(email.toUpperCase(), PASSWORD, { lang })
    expect(after.statusCode).toBe(303)
    expect(hasSession(after)).toBe(true)
    expect(await failures(`account:${email}`)).toBeUndefined()
  })

  it('answers an unknown account exactly like a known one: counted the same, the same 429 message', async () => {
    const known = 'thr-cap@example.cz'
    const unknown = 'nobody-throttled@example.cz'
    const answers: string[] = []
    for (const email of [known, unknown]) {
      for (let i = 0; i < 5; i++) expect((await login(email, 'wrong')).statusCode).toBe(422)
      const res = await login(email, 'wrong')
      expect(res.statusCode).toBe(429)
      answers.push(res.body.replace(email, 'EMAIL').replace(/nonce="[^"]*"/g, ''))
    }
    expect(answers[1]).toBe(answers[0])
    expectIn(answers[0]!, MESSAGES.cs('30 s'))
    await liftBlock(`account:${known}`)
    expect((await login(known, PASSWORD)).statusCode).toBe(303)
  })

  it('re-renders the login form region alone, 429, on a partial request', async () => {
    const email = 'partial-throttled@example.cz'
    for (let i = 0; i < 5; i++) await login(email, 'wrong')
    const res = await login(email, 'wrong', { target: 'loginForm', lang: 'en' })
    expect(res.statusCode).toBe(429)
    expect(res.body.startsWith('<div id="loginForm"')).toBe(true)
    expectIn(res.body, MESSAGES.en('30 s'))
  })

  it('caps an account at 100 failures an hour: the 100th blocks it until the hour is over', async () => {
    const email = 'thr-cap@example.cz'
    await app.db.execute(sql`
      insert into login_failures (key, window_start, failures, blocked_until, expires_at)
      values (${`account:${email}`}, now() - interval '5 minutes', 99, null, now() + interval '55 minutes')
      on conflict (key) do update set window_start = excluded.window_start, failures = 99, blocked_until = null, expires_at = excluded.expires_at`)
    expect((await login(email, 'wrong-100')).statusCode).toBe(422)
    const res = await login(email, PASSWORD)
    expect(res.statusCode).toBe(429)
    expectIn(res.body, MESSAGES.cs('55 min'))
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(54 * 60)
  })
})

describe(`login throttling per address (${engine})`, () => {
  it('blocks an address that sprays 50 accounts, even for a right password; another address goes on', async () => {
    const sprayer = '198.51.100.7'
    const sprayed = await Promise.all(Array.from({ length: 50 }, (_, i) => login(`spray-${i}@example.cz`, 'wrong', { address: sprayer })))
    expect(sprayed.map((r) => r.statusCode)).toEqual(Array(50).fill(422))
    const blocked = await login('thr-addr@example.cz', PASSWORD, { address: sprayer, lang: 'en' })
    expect(blocked.statusCode).toBe(429)
    expectIn(blocked.body, MESSAGES.en('15 min'))
    const other = await login('thr-addr@example.cz', PASSWORD, { address: '198.51.100.8' })
    expect(other.statusCode).toBe(303)
  })
})

describe(`login throttling shared between nodes (${engine})`, () => {
  const acrossNodes = async (second: FastifyInstance, email: string) => {
    const nodes = [app, second]
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong', { on: nodes[i % 2] })).statusCode).toBe(422)
    expect((await login(email, PASSWORD, { on: app })).statusCode).toBe(429)
    expect((await login(email, PASSWORD, { on: second })).statusCode).toBe(429)
  }

  it('counts failures on two apps over one database together', async () => {
    const second = await testApp({ database: app.database })
    try {
      await acrossNodes(second, 'thr-nodes@example.cz')
    } finally {
      await second.close()
    }
  })

  it.skipIf(engine !== 'postgres')('counts failures on two apps with their own connections to one PostgreSQL together', async () => {
    const second = await testApp()
    try {
      await acrossNodes(second, 'thr-nodes-pg@example.cz')
    } finally {
      await second.close()
    }
  })
})

describe(`password hashing under a login burst (${engine})`, () => {
  /** Asks /healthz every 20 ms while `work` runs; returns the slowest answer in ms. */
  const slowestHealth = async (work: Promise<unknown>) => {
    let done = false
    let slowest = 0
    const probe = (async () => {
      while (!done) {
        const start = performance.now()
        const res = await app.inject({ url: '/healthz' })
        expect(res.statusCode).toBe(200)
        slowest = Math.max(slowest, performance.now() - start)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    await work.finally(() => (done = true))
    await probe
    return slowest
  }

  it('keeps /healthz fast during 50 concurrent logins, and no login answers 500', async () => {
    const burst = Promise.all(Array.from({ length: 50 }, (_, i) => login(`burst-${i}@example.cz`, 'wrong')))
    const slowest = await slowestHealth(burst)
    const statuses = (await burst).map((r) => r.statusCode)
    expect(statuses.filter((s) => s !== 422)).toEqual([])
    expect(slowest).toBeLessThan(500)
  })

  it('refuses logins beyond the hashing queue at once with a localized 503, never a 500', async () => {
    // On PostgreSQL a pool of its own, so the flood meets the hashing queue, not the 2 connections of a test app.
    const url = process.env.DATABASE_URL
    const database = url ? await openDatabase({ url, poolSize: 20 }) : app.database
    const flooded = url ? await testApp({ database }) : app
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(`flood-${i}@example.cz`, 'wrong', { lang: i % 2 ? 'en' : 'cs', on: flooded })),
    ).finally(async () => {
      if (flooded !== app) await flooded.close()
      if (database !== app.database) await database.close()
    })
    const statuses = new Set(answers.map((r) => r.statusCode))
    expect([...statuses].sort()).toEqual([422, 503])
    // The hashing queue refuses with its own 503. On a machine busy with other work a login may
    // also wait out the pool's connect time-out first: that is the database's 503, as localized.
    const busy = answers.filter((r) => r.statusCode === 503)
    const queue = busy.filter((r) => r.headers['retry-after'] === '5')
    expect(queue.length).toBeGreaterThan(0)
    for (const res of queue) expectIn(res.body, /Služba je právě přetížená\. Zkuste to prosím za chvíli znovu\.|The service is busy\. Please try again in a moment\./)
    for (const res of busy.filter((r) => r.headers['retry-after'] !== '5')) {
      expect(res.headers['retry-after']).toBe('30')
      expectIn(res.body, UNAVAILABLE)
    }
  })
})
