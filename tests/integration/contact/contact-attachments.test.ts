/**
 * The contact form's file as a real mail attachment (issue 13, ADR 043, migration 0017): sent
 * with the form itself (multipart, as a browser without JavaScript does) or ahead by the upload
 * widget, it is written to `outbox_attachments` with the mail and delivered by the outbox worker
 * to a real in-process SMTP server, where the MIME part has its name, type and bytes. Files that
 * are too big, of another type or too many are refused with a localized 422 and change nothing;
 * hostile names are cleaned.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engine, testApp } from '../../support/app.js'
import { startSmtp, type TestSmtp } from '../../support/smtp.js'

let app: FastifyInstance
let smtp: TestSmtp
const TO = 'prilohy@qf.example.cz'
beforeAll(async () => {
  smtp = await startSmtp()
  app = await testApp({ env: { SMTP_URL: smtp.url, CONTACT_MAIL_TO: TO, CONTACT_MIN_FILL_SECONDS: '0', FORM_SECRET: 'a-test-secret-of-sixteen+' } })
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
})

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256)), Buffer.from('\n%%EOF\n')])
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)])

async function stampOf(lang = 'cs') {
  const page = await app.inject({ url: lang === 'cs' ? '/qf/cs/kontakt' : '/qf/en/contact' })
  expect(page.body).toMatch(/enctype="multipart\/form-data"/i)
  return /name="startedAt" value="([^"]+)"/.exec(page.body)![1]!
}

interface FilePart {
  name: string
  type: string
  bytes: Buffer
  field?: string
}

/** A multipart body as a browser sends it (the platform's own FormData encoder). */
async function multipart(fields: Record<string, string>, files: FilePart[]) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const f of files) form.append(f.field ?? 'attachmentFile', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name)
  const req = new Request('http://localhost/', { method: 'POST', body: form })
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! }
}

/** Posts the form as multipart with its files (postForm sends url-encoded forms), with the visitor's upload cookie. */
async function post(fields: Record<string, string>, files: FilePart[], { url = '/qf/cs/kontakt', visitor }: { url?: string; visitor?: string } = {}) {
  const { payload, contentType } = await multipart(fields, files)
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, cookies: visitor ? { qf_lv: visitor } : {}, payload })
}

const valid = (stamp: string, more: Record<string, string> = {}) => ({
  name: 'Eva Testová',
  email: 'prilohy.test@example.cz',
  faculty: 'university',
  topic: 'study',
  message: 'Dobrý den, posílám přílohu.',
  attachment: '',
  website: '',
  startedAt: stamp,
  ...more,
})

const rows = async <T,>(query: ReturnType<typeof sql>) => ((await app.db.execute(query)) as unknown as { rows: T[] }).rows
/** This file's rows only: other files write to a shared PostgreSQL at the same time. */
const counts = async () =>
  (
    await rows<{ messages: number; mails: number; uploads: number }>(sql`select
      (select count(*)::int from contact_messages where email = 'prilohy.test@example.cz') as messages,
      (select count(*)::int from outbox where recipient = ${TO}) as mails,
      (select count(*)::int from contact_uploads where name like 'bad-%') as uploads`)
  )[0]!

async function delivered(marker: string) {
  await app.outbox!.deliverDue()
  const mail = smtp.mails.find((m) => m.text.includes(marker))
  expect(mail, marker).toBeDefined()
  return mail!
}

describe(`contact attachments on ${engine}`, () => {
  it('a file sent with the form (no JavaScript) arrives as a MIME attachment with its name, type and bytes', async () => {
    const marker = `Multipart ${Date.now()}`
    const res = await post(valid(await stampOf(), { message: `${marker}: přihláška v příloze.` }), [{ name: 'přihláška 2026.pdf', type: 'application/pdf', bytes: PDF }])
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Děkujeme, vaši zprávu jsme přijali.')
    // Written with the mail, in its transaction, until it is sent.
    const waiting = await rows<{ filename: string; content_type: string; size: number }>(
      sql`select a.filename, a.content_type, length(a.content)::int as size from outbox_attachments a join outbox o on o.id = a.outbox_id where o.body like ${'%' + marker + '%'}`,
    )
    expect(waiting).toEqual([{ filename: 'přihláška 2026.pdf', content_type: 'application/pdf', size: PDF.length }])
    const mail = await delivered(marker)
    expect(mail.to).toEqual([TO])
    expect(mail.text).toContain(`přihláška 2026.pdf (application/pdf, ${PDF.length} B)`)
    expect(mail.attachments).toHaveLength(1)
    const [file] = mail.attachments
    expect(file!.filename).toBe('přihláška 2026.pdf')
    expect(file!.contentType).toBe('application/pdf')
    expect(file!.disposition).toBe('attachment')
    expect(file!.content.equals(PDF)).toBe(true)
    // Sent: the outbox drops its copy; the message keeps its own.
    expect(await rows(sql`select 1 from outbox_attachments a join outbox o on o.id = a.outbox_id where o.body like ${'%' + marker + '%'}`)).toEqual([])
    const stored = await rows<{ attachment_name: string; attachment_type: string; size: number }>(
      sql`select attachment_name, attachment_type, length(attachment)::int as size from contact_messages where message like ${marker + '%'}`,
    )
    expect(stored).toEqual([{ attachment_name: 'přihláška 2026.pdf', attachment_type: 'application/pdf', size: PDF.length }])
  })

  it('the type is the content’s, not the browser’s word; no file chosen sends no attachment', async () => {
    const marker = `Sniffed ${Date.now()}`
    const res = await post(valid(await stampOf(), { message: `${marker}: obrázek.` }), [{ name: 'scan.pdf', type: 'application/octet-stream', bytes: PNG }])
    expect(res.statusCode).toBe(200)
    const mail = await delivered(marker)
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.equals(PNG)])).toEqual([['scan.pdf', 'image/png', true]])

    const none = `Nothing ${Date.now()}`
    // A browser sends an empty, nameless file part when no file was chosen.
    const empty = await post(valid(await stampOf(), { message: `${none}: bez přílohy.` }), [{ name: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) }])
    expect(empty.statusCode).toBe(200)
    const plain = await delivered(none)
    expect(plain.attachments).toEqual([])
    expect(plain.raw).not.toMatch(/multipart\/mixed/i)
  })

  it('an attachment sent ahead by the widget goes out as a real attachment too', async () => {
    const sent = await app.inject({ method: 'POST', url: '/qf/en/contact/attachment', headers: { 'content-type': 'image/png', 'x-file-name': encodeURIComponent('фото.png') }, payload: PNG })
    expect(sent.statusCode).toBe(200)
    const { token } = sent.json() as { token: string }
    const visitor = sent.cookies.find((c) => c.name === 'qf_lv')!.value
    const marker = `Ahead ${Date.now()}`
    // With JavaScript the widget takes the file out of the form: only its token travels.
    const res = await post(valid(await stampOf('en'), { message: `${marker}: a picture.`, attachment: token }), [], { url: '/qf/en/contact', visitor })
    expect(res.statusCode).toBe(200)
    const mail = await delivered(marker)
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.equals(PNG)])).toEqual([['фото.png', 'image/png', true]])
  })

  it('hostile names: no path, no CRLF header injection, no control characters, overlong cut with the extension kept', async () => {
    const cases: [string, (name: string) => void][] = [
      ['../../etc/passwd.pdf', (n) => expect(n).toBe('_.._etc_passwd.pdf')],
      ['..\\..\\windows\\win.ini.pdf', (n) => expect(n).toBe('_.._windows_win.ini.pdf')],
      ['a.pdf\r\nBcc: victim@example.org\r\nX: y', (n) => expect(n).toBe('a.pdf__Bcc_ victim@example.org__X_ y')],
      ['evil\u202Efdp.exe.pdf', (n) => expect(n).toBe('evil_fdp.exe.pdf')],
      ['...', (n) => expect(n).toBe('attachment')],
      [`${'ž'.repeat(300)}.pdf`, (n) => expect(n).toBe(`${'ž'.repeat(196)}.pdf`)],
      ['Cafe\u0301 😀.pdf', (n) => expect(n).toBe('Café 😀.pdf')],
    ]
    for (const [name, check] of cases) {
      // Exact names reach the server through the widget's header (a multipart encoder escapes CR, LF and quotes).
      const sent = await app.inject({ method: 'POST', url: '/qf/cs/kontakt/priloha', headers: { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent(name) }, payload: PDF })
      expect(sent.statusCode, name).toBe(200)
      check((sent.json() as { name: string }).name)
      const visitor = sent.cookies.find((c) => c.name === 'qf_lv')!.value
      const marker = `Name ${Date.now()} ${Math.random()}`
      const res = await post(valid(await stampOf(), { message: `${marker}: jméno souboru.`, attachment: (sent.json() as { token: string }).token }), [], { visitor })
      expect(res.statusCode, name).toBe(200)
      const mail = await delivered(marker)
      check(mail.attachments[0]!.filename)
      expect(mail.raw).not.toMatch(/^Bcc:/im)
      expect(mail.to).toEqual([TO])
      check((await rows<{ attachment_name: string }>(sql`select attachment_name from contact_messages where message like ${marker + '%'}`))[0]!.attachment_name)
    }
    // Sent with the form, a path is cut to its last part (and then cleaned).
    const marker = `Path ${Date.now()}`
    expect((await post(valid(await stampOf(), { message: `${marker}: cesta.` }), [{ name: '../../etc/passwd.pdf', type: 'application/pdf', bytes: PDF }])).statusCode).toBe(200)
    expect((await delivered(marker)).attachments.map((a) => a.filename)).toEqual(['passwd.pdf'])
  })

  it('too big, another type, two files: a localized 422 beside the file field, nothing stored or mailed', async () => {
    const before = await counts()
    const stamp = await stampOf('en')
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)])
    const cases: [FilePart[], string][] = [
      [[{ name: 'bad-big.pdf', type: 'application/pdf', bytes: big }], 'The attachment can be at most 2 MB.'],
      [[{ name: 'bad-x.exe', type: 'application/x-msdownload', bytes: Buffer.from('MZ\x90\x00') }], 'The attachment can only be a PDF, PNG or JPEG.'],
      [[{ name: 'bad-fake.pdf', type: 'application/pdf', bytes: Buffer.from('<html><script>alert(1)</script>') }], 'The attachment can only be a PDF, PNG or JPEG.'],
      [
        [
          { name: 'bad-a.pdf', type: 'application/pdf', bytes: PDF },
          { name: 'bad-b.pdf', type: 'application/pdf', bytes: PDF },
        ],
        'Only one file can be attached.',
      ],
    ]
    for (const [files, text] of cases) {
      const res = await post(valid(stamp, { message: 'A message with a bad file.' }), files, { url: '/qf/en/contact' })
      expect(res.statusCode, files[0]!.name).toBe(422)
      expect(res.body).toContain(`<p class="upload__status form__message--error" id="contactAttachmentFile-status" role="status">${text}</p>`)
      expect(res.body).toMatch(/<input type="file" id="contactAttachmentFile"[^>]*aria-invalid="true"[^>]*class="error"/)
      // What was typed is shown again.
      expect(res.body).toContain('A message with a bad file.')
    }
    const cs = await post(valid(await stampOf()), [{ name: 'bad-x.gif', type: 'image/gif', bytes: Buffer.from('GIF89a') }])
    expect(cs.statusCode).toBe(422)
    expect(cs.body).toContain('Přílohou může být jen PDF, PNG nebo JPEG.')
    expect(await counts()).toEqual(before)
  })

  it('a good file on a refused form is kept for the next try: the corrected form sends it', async () => {
    const res = await post(valid(await stampOf(), { message: 'krátká' }), [{ name: 'kept.pdf', type: 'application/pdf', bytes: PDF }])
    expect(res.statusCode).toBe(422)
    expect(res.body).toContain('Příloha kept.pdf je uložená a odešle se se zprávou; nemusíte ji vybírat znovu.')
    const token = /name="attachment" value="([A-Za-z0-9_-]{43})"/.exec(res.body)![1]!
    const visitor = res.cookies.find((c) => c.name === 'qf_lv')!.value
    const marker = `Kept ${Date.now()}`
    const again = await post(valid(await stampOf(), { message: `${marker}: opravená zpráva.`, attachment: token }), [{ name: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) }], { visitor })
    expect(again.statusCode).toBe(200)
    const mail = await delivered(marker)
    expect(mail.attachments.map((a) => [a.filename, a.content.equals(PDF)])).toEqual([['kept.pdf', true]])
  })

  it('a robot’s submission (honeypot filled) keeps no file and sends nothing', async () => {
    const before = await counts()
    const res = await post(valid(await stampOf(), { website: 'http://spam.example' }), [{ name: 'bad-robot.pdf', type: 'application/pdf', bytes: PDF }])
    expect(res.statusCode).toBe(422)
    expect(res.body).toContain('Formulář byl odeslán příliš rychle')
    expect(res.body).not.toContain('je uložená')
    expect(await counts()).toEqual(before)
  })

  it('a delivery that fails keeps the file for the retry', async () => {
    const marker = `Retry ${Date.now()}`
    smtp.failNext(1)
    expect((await post(valid(await stampOf(), { message: `${marker}: znovu.` }), [{ name: 'retry.pdf', type: 'application/pdf', bytes: PDF }])).statusCode).toBe(200)
    await app.outbox!.deliverDue()
    expect(smtp.mails.some((m) => m.text.includes(marker))).toBe(false)
    // A second back: the worker compares with its own clock's milliseconds, and now() (microseconds)
    // can lie later within the same millisecond, so the mail would not yet be due (CI met it once).
    await app.db.execute(sql`update outbox set next_attempt_at = now() - interval '1 second' where body like ${'%' + marker + '%'}`)
    const mail = await delivered(marker)
    expect(mail.attachments.map((a) => [a.filename, a.content.equals(PDF)])).toEqual([['retry.pdf', true]])
  })
})
