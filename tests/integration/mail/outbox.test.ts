/** The outbox worker against a real SMTP server: delivery, retries with back-off, giving up, one delivery per mail. */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/db/client.js'
import { smtpTransport } from '../../../src/features/mail/mail-transport.js'
import { enqueueMail } from '../../../src/features/mail/enqueue.js'
import { outboxRepository } from '../../../src/features/mail/outbox.repository.js'
import { OUTBOX_POLICY, OutboxWorker, retryDelayMs } from '../../../src/features/mail/outbox-worker.js'
import { engine, testDatabase } from '../../support/app.js'
import { startSmtp, type TestSmtp } from '../../support/smtp.js'

let database: Database
let smtp: TestSmtp
beforeAll(async () => {
  database = await testDatabase()
  smtp = await startSmtp()
})
afterAll(async () => {
  await database?.close()
  await smtp?.close()
})
beforeEach(async () => {
  await database.db.execute(sql`delete from outbox`)
  smtp.mails.length = 0
})

const row = async () =>
  ((await database.db.execute(sql`select attempts, next_attempt_at, sent_at, failed_at, last_error from outbox`)) as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!

describe(`outbox on ${engine}`, () => {
  it('delivers a queued mail once, in UTF-8, however many workers poll', async () => {
    await enqueueMail(database.db, { to: 'a@example.cz', subject: 'Příliš žluťoučký kůň', text: 'úpěl ďábelské ódy' })
    const workers = [1, 2].map(() => new OutboxWorker(outboxRepository(database.db), smtpTransport(smtp.url, 'QF <no-reply@qf.example.cz>')))
    const sent = await Promise.all(workers.map((w) => w.deliverDue()))
    expect(sent.reduce((a, b) => a + b)).toBe(1)
    expect(smtp.mails).toHaveLength(1)
    expect(smtp.mails[0]).toMatchObject({ to: ['a@example.cz'], subject: 'Příliš žluťoučký kůň' })
    expect(smtp.mails[0]!.text).toContain('úpěl ďábelské ódy')
    expect((await row()).sent_at).not.toBeNull()
    for (const w of workers) await w.stop()
  })

  it('retries a refused mail with a doubling delay and gives up after the last attempt', async () => {
    let clock = new Date('2026-11-24T10:00:00Z')
    const policy = { ...OUTBOX_POLICY, maxAttempts: 3 }
    const worker = new OutboxWorker(outboxRepository(database.db), smtpTransport(smtp.url, 'QF <no-reply@qf.example.cz>'), { policy, now: () => clock })
    await database.db.execute(sql`insert into outbox (recipient, subject, body, next_attempt_at) values ('b@example.cz', 'S', 'T', ${clock.toISOString()}::timestamptz)`)

    smtp.failNext(10)
    expect(await worker.deliverDue()).toBe(0)
    let r = await row()
    expect(r.attempts).toBe(1)
    expect(new Date(r.next_attempt_at as string).getTime() - clock.getTime()).toBe(retryDelayMs(policy, 1))
    expect(String(r.last_error)).toContain('451')
    // Not due yet: nothing is tried.
    expect(await worker.deliverDue()).toBe(0)
    expect((await row()).attempts).toBe(1)

    clock = new Date(clock.getTime() + retryDelayMs(policy, 1))
    await worker.deliverDue()
    r = await row()
    expect(r.attempts).toBe(2)
    expect(new Date(r.next_attempt_at as string).getTime() - clock.getTime()).toBe(retryDelayMs(policy, 2))

    clock = new Date(clock.getTime() + retryDelayMs(policy, 2))
    await worker.deliverDue()
    r = await row()
    expect(r.attempts).toBe(3)
    expect(r.failed_at).not.toBeNull()
    expect(smtp.mails).toHaveLength(0)
    await worker.stop()
  })

  it('delivers after a temporary failure', async () => {
    await enqueueMail(database.db, { to: 'c@example.cz', subject: 'S', text: 'T' })
    // The row is due from the database's now(); the worker's clock starts a little after it.
    let clock = new Date(Date.now() + 1000)
    const worker = new OutboxWorker(outboxRepository(database.db), smtpTransport(smtp.url, 'QF <no-reply@qf.example.cz>'), { now: () => clock })
    smtp.failNext(1)
    expect(await worker.deliverDue()).toBe(0)
    expect((await row()).attempts).toBe(1)
    clock = new Date(clock.getTime() + OUTBOX_POLICY.firstRetryMs + 1000)
    expect(await worker.deliverDue()).toBe(1)
    expect(smtp.mails.map((m) => m.to[0])).toEqual(['c@example.cz'])
    await worker.stop()
  })

  it('stop waits for the pass under way and for one queued behind it; none starts after it', async () => {
    await enqueueMail(database.db, { to: 'd@example.cz', subject: 'S', text: 'T' })
    const clock = new Date(Date.now() + 1000)
    const worker = new OutboxWorker(outboxRepository(database.db), smtpTransport(smtp.url, 'QF <no-reply@qf.example.cz>'), { now: () => clock })
    const first = worker.deliverDue()
    const queued = worker.deliverDue()
    await worker.stop()
    // Both passes ended before stop returned: the database may close now.
    const settled = await Promise.race([Promise.all([first, queued]).then(() => 'done'), new Promise((r) => setImmediate(() => r('pending')))])
    expect(settled).toBe('done')
    expect(await first).toBe(1)
    expect(await queued).toBe(0)
    await enqueueMail(database.db, { to: 'e@example.cz', subject: 'S', text: 'T' })
    expect(await worker.deliverDue()).toBe(0)
    expect(smtp.mails.map((m) => m.to[0])).toEqual(['d@example.cz'])
  })

  it('doubles the delay up to its bound', () => {
    expect([1, 2, 3, 10, 20].map((n) => retryDelayMs(OUTBOX_POLICY, n))).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000])
  })
})
