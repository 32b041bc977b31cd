/**
 * The newsletter sign-up through app.inject, mail delivered by the outbox to a real SMTP server:
 * double opt-in (the link's page confirms with a button, once), the same answer for a subscribed
 * address (no enumeration), localized errors for bad input, live validation of the form.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engine, testApp } from '../../support/app.js'
import { postForm } from '../../support/client.js'
import { startSmtp, type TestSmtp } from '../../support/smtp.js'

let app: FastifyInstance
let smtp: TestSmtp
beforeAll(async () => {
  smtp = await startSmtp()
  app = await testApp({ env: { SMTP_URL: smtp.url } })
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
})

async function lastMailTo(to: string) {
  await app.outbox!.deliverDue()
  return smtp.mails.filter((m) => m.to.includes(to)).at(-1)
}

const confirmedAt = async (email: string) =>
  ((await app.db.execute(sql`select confirmed_at from newsletter_subscriptions where email = ${email}`)) as unknown as { rows: { confirmed_at: unknown }[] }).rows[0]?.confirmed_at ?? null

describe(`newsletter on ${engine}`, () => {
  it('double opt-in: the mailed link shows a button; confirming once subscribes', async () => {
    const email = `odber.${Date.now()}@example.cz`
    const res = await postForm(app, '/qf/cs/newsletter', { email: email.toUpperCase() })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(`Na adresu ${email} jsme poslali e-mail.`)
    const mail = (await lastMailTo(email))!
    expect(mail.subject).toBe('Potvrďte odběr novinek Univerzity QF')
    const link = /https?:\/\/[^\s]+(\/qf\/cs\/newsletter\/potvrzeni\?token=([A-Za-z0-9_-]{43}))/.exec(mail.text)!
    const page = await app.inject({ url: link[1]! })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Potvrdit odběr')
    // Following the link confirmed nothing.
    expect(await confirmedAt(email)).toBeNull()
    expect((await postForm(app, '/qf/cs/newsletter/potvrzeni', { token: link[2]! })).body).toContain('odběr novinek je potvrzený')
    expect(await confirmedAt(email)).not.toBeNull()
    // Once only.
    expect((await postForm(app, '/qf/cs/newsletter/potvrzeni', { token: link[2]! })).statusCode).toBe(410)

    // Subscribing again: the same answer; the owner is told they are subscribed already.
    const again = await postForm(app, '/qf/cs/newsletter', { email })
    expect(again.statusCode).toBe(200)
    expect(again.body).toContain(`Na adresu ${email} jsme poslali e-mail.`)
    expect((await lastMailTo(email))!.subject).toBe('Odběr novinek Univerzity QF')
  })

  it('bad input: localized 422, nothing stored; forged tokens are a 410', async () => {
    const before = ((await app.db.execute(sql`select count(*)::int as n from newsletter_subscriptions`)) as unknown as { rows: { n: number }[] }).rows[0]!.n
    const cases: [Record<string, string>, string][] = [
      [{}, 'Enter your email.'],
      [{ email: '<script>@x' }, 'Enter an email like name@example.com.'],
      [{ email: `${'a'.repeat(300)}@example.cz` }, 'Enter an email like name@example.com.'],
    ]
    for (const [fields, text] of cases) {
      const res = await postForm(app, '/qf/en/newsletter', fields)
      expect(res.statusCode).toBe(422)
      expect(res.body).toContain(text)
    }
    expect(((await app.db.execute(sql`select count(*)::int as n from newsletter_subscriptions`)) as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(before)
    for (const token of ['A'.repeat(43), "' or 1=1 --", '']) {
      expect((await app.inject({ url: `/qf/en/newsletter/confirm?token=${encodeURIComponent(token)}` })).statusCode).toBe(410)
      expect((await postForm(app, '/qf/en/newsletter/confirm', { token })).statusCode).toBe(410)
    }
  })

  it('the footer links to it, and live validation answers for its form', async () => {
    expect((await app.inject({ url: '/qf/cs/uvod' })).body).toContain('href="/qf/cs/newsletter"')
    const res = await postForm(app, '/validate/en/newsletter', { 'Live-Validation-Form': 'newsletterForm', 'Live-Validation-Requested-Widgets': 'email', email: 'x' })
    expect((res.json() as { data: { widgets: { messages: { text: string }[] }[] } }).data.widgets[0]!.messages[0]!.text).toBe('Enter an email like name@example.com.')
  })
})
