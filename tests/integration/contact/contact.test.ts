/**
 * The contact form through app.inject on the run's database, its mail delivered by the outbox
 * worker to a real in-process SMTP server: a message arrives at CONTACT_MAIL_TO with its
 * attachment named; bad input, the honeypot, a fast or forged stamp and another visitor's upload
 * change nothing.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engine, testApp } from '../../support/app.js'
import { postForm } from '../../support/client.js'
import { startSmtp, type TestSmtp } from '../../support/smtp.js'

let app: FastifyInstance
let smtp: TestSmtp
const TO = 'studium@qf.example.cz'
beforeAll(async () => {
  smtp = await startSmtp()
  app = await testApp({ env: { SMTP_URL: smtp.url, CONTACT_MAIL_TO: TO, CONTACT_MIN_FILL_SECONDS: '0', FORM_SECRET: 'a-test-secret-of-sixteen+' } })
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
})

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

async function stampOf(lang = 'cs') {
  const page = await app.inject({ url: lang === 'cs' ? '/qf/cs/kontakt' : '/qf/en/contact' })
  expect(page.statusCode).toBe(200)
  return /name="startedAt" value="([^"]+)"/.exec(page.body)![1]!
}

const upload = (bytes: Buffer, type: string, name: string, visitor?: string) =>
  app.inject({ method: 'POST', url: '/qf/cs/kontakt/priloha', headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name) }, cookies: visitor ? { qf_lv: visitor } : {}, payload: bytes })

const valid = (stamp: string, more: Record<string, string> = {}) => ({ name: 'Eva Testová', email: 'eva@example.cz', faculty: 'university', topic: 'study', message: 'Dobrý den, jak se přihlásit ke studiu?', website: '', startedAt: stamp, ...more })

/** This file's messages (its sender's address): other files write to a shared PostgreSQL at the same time. */
const count = async () => Number(((await app.db.execute(sql`select count(*)::int as n from contact_messages where email = 'eva@example.cz'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n)

async function mailWith(text: string) {
  await app.outbox!.deliverDue()
  return smtp.mails.find((m) => m.text.includes(text))
}

describe(`contact form on ${engine}`, () => {
  it('the page links from the footer and renders the form with its anti-spam fields', async () => {
    const home = await app.inject({ url: '/qf/en/home' })
    expect(home.body).toContain('href="/qf/en/contact"')
    const page = await app.inject({ url: '/qf/en/contact' })
    expect(page.body).toContain('data-live-validation="contactForm"')
    expect(page.body).toContain('name="website"')
    expect(page.body).toMatch(/name="startedAt" value="\d{13}\.[A-Za-z0-9_-]{43}"/)
  })

  it('a message with an uploaded attachment is stored and mailed to CONTACT_MAIL_TO through the outbox', async () => {
    const sent = await upload(PDF, 'application/pdf', 'přihláška.pdf')
    expect(sent.statusCode).toBe(200)
    const { token, name } = sent.json() as { token: string; name: string }
    expect(name).toBe('přihláška.pdf')
    const visitor = sent.cookies.find((c) => c.name === 'qf_lv')!.value
    const marker = `Zpráva ${Date.now()}`
    const res = await postForm(app, '/qf/cs/kontakt', valid(await stampOf(), { message: `${marker}: dobrý den, posílám přihlášku.`, attachment: token }), { qf_lv: visitor })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Děkujeme, vaši zprávu jsme přijali. Odpovíme na adresu eva@example.cz.')
    const mail = (await mailWith(marker))!
    expect(mail.to).toEqual([TO])
    expect(mail.subject).toBe('Kontaktní formulář: Studium')
    expect(mail.text).toContain('Eva Testová')
    expect(mail.text).toContain('přihláška.pdf (application/pdf')
    const rows = ((await app.db.execute(sql`select attachment_name, length(attachment) as size from contact_messages where message like ${marker + '%'}`)) as unknown as { rows: { attachment_name: string; size: number }[] }).rows
    expect(rows).toEqual([{ attachment_name: 'přihláška.pdf', size: PDF.length }])
    // The upload was taken: it cannot be attached twice.
    const again = await postForm(app, '/qf/cs/kontakt', valid(await stampOf(), { attachment: token }), { qf_lv: visitor })
    expect(again.statusCode).toBe(422)
    expect(again.body).toContain('Nahraná příloha už není k dispozici.')
  })

  it('bad input: localized messages, 422, nothing stored or mailed', async () => {
    const before = await count()
    const stamp = await stampOf('en')
    const cases: [Record<string, string>, string][] = [
      [{ email: 'nope' }, 'Enter an email like name@example.com.'],
      [{ name: '' }, 'Enter your name.'],
      [{ topic: '__proto__' }, 'Choose a topic from the list.'],
      [{ faculty: 'zzz' }, 'Choose a faculty from the list.'],
      [{ faculty: "x' or 1=1" }, 'Choose a faculty from the list.'],
      [{ message: 'short' }, 'The message is too short'],
      [{ message: 'x'.repeat(5001) }, 'The message can have at most 5,000 characters.'],
      [{ attachment: 'A'.repeat(43) }, 'The uploaded attachment is no longer available.'],
      [{ website: 'http://spam.example' }, 'The form was sent too quickly or from an old page.'],
      [{ startedAt: '1700000000000.forged' }, 'The form was sent too quickly or from an old page.'],
      [{ name: '<script>alert(1)</script>', email: 'nope' }, '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ]
    for (const [more, text] of cases) {
      const res = await postForm(app, '/qf/en/contact', valid(stamp, more), {})
      expect(res.statusCode, JSON.stringify(more)).toBe(422)
      expect(res.body).toContain(text)
      expect(res.body).not.toContain('<script>alert(1)</script>')
    }
    const json = await app.inject({ method: 'POST', url: '/qf/en/contact', headers: { 'content-type': 'application/json' }, payload: '{"name":"x"}' })
    expect(json.statusCode).toBe(422)
    expect(await count()).toBe(before)
  })

  it('a submission faster than the minimum fill time is refused', async () => {
    const slow = await testApp({ env: { CONTACT_MIN_FILL_SECONDS: '5', FORM_SECRET: 'a-test-secret-of-sixteen+' } })
    try {
      const page = await slow.inject({ url: '/qf/cs/kontakt' })
      const stamp = /name="startedAt" value="([^"]+)"/.exec(page.body)![1]!
      const res = await slow.inject({ method: 'POST', url: '/qf/cs/kontakt', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(valid(stamp)).toString() })
      expect(res.statusCode).toBe(422)
      expect(res.body).toContain('Formulář byl odeslán příliš rychle')
    } finally {
      await slow.close()
    }
  })

  it('uploads: type by content, size limit, another visitor’s token finds nothing', async () => {
    expect((await upload(Buffer.from('<html><script>'), 'application/pdf', 'x.pdf')).statusCode).toBe(422)
    const exe = await upload(Buffer.from('MZ\x90\x00'), 'application/x-msdownload', 'x.exe')
    expect(exe.statusCode).toBe(415)
    expect(exe.json()).toEqual({ error: 'Přílohou může být jen PDF, PNG nebo JPEG.' })
    const big = await upload(Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]), 'application/pdf', 'big.pdf')
    expect(big.statusCode).toBe(413)
    expect(big.json()).toEqual({ error: 'Příloha může mít nejvýše 2 MB.' })
    const mine = (await upload(PDF, 'application/pdf', '../../etc/passwd\u0000.pdf')).json() as { token: string; name: string }
    expect(mine.name).toBe('_.._etc_passwd_.pdf')
    const stranger = await postForm(app, '/qf/cs/kontakt', valid(await stampOf(), { attachment: mine.token }), { qf_lv: 'S'.repeat(43) })
    expect(stranger.statusCode).toBe(422)
    expect(stranger.body).toContain('Nahraná příloha už není k dispozici.')
  })

  it('live validation answers for the contact form, including the faculty check', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/validate/cs/kontakt',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ 'Live-Validation-Form': 'contactForm', 'Live-Validation-Requested-Widgets': 'faculty;topic;message', faculty: 'zzz', topic: '', message: 'krátká' }).toString(),
    })
    const widgets = (res.json() as { data: { widgets: { widgetInputName: string; messages: { text: string }[] }[] } }).data.widgets
    expect(widgets.map((w) => [w.widgetInputName, w.messages[0]?.text])).toEqual([
      ['faculty', 'Vyberte fakultu ze seznamu.'],
      ['topic', 'Vyberte téma ze seznamu.'],
      ['message', 'Zpráva je příliš krátká, napište prosím alespoň 10 znaků.'],
    ])
  })
})
