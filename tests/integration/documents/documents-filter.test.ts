/**
 * The document list's filters by issuer and kind, full page and partial, in both languages;
 * bad values are a localized 400, never a 500.
 */
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents, faculties } from '../../../src/db/schema.js'
import { engine, testApp } from '../../support/app.js'
import { h1, langSwitch, relLink, unescape } from '../../support/html.js'

const lists = [
  { lang: 'cs', url: '/qf/cs/dokumenty', other: '/qf/en/documents', badRequest: 'Neplatný požadavek', count: /Nalezen[oy]? (\d+) dokument/ },
  { lang: 'en', url: '/qf/en/documents', other: '/qf/cs/dokumenty', badRequest: 'Bad request', count: /(\d+) documents? found/ },
] as const

const downloads = (html: string) => [...html.matchAll(/<a href="[^"]+\/([^/"]+)\.pdf" type="application\/pdf"/g)].map((m) => unescape(m[1]!))

let server: FastifyInstance
beforeAll(async () => {
  server = await testApp()
})
afterAll(async () => {
  await server?.close()
})
const app = () => server
const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers })
const facultyId = async (code: string) =>
  (await app().db.select({ id: faculties.id }).from(faculties).where(eq(faculties.code, code)))[0]!.id

describe.each(lists)(`document filters on ${engine}, $lang`, ({ lang, url, other, badRequest, count: countText }) => {
  const expectList = async (query: string, where: SQL | undefined) => {
    const res = await get(`${url}?${query}`)
    expect(res.statusCode).toBe(200)
    const [total] = await app().db.select({ n: count() }).from(documents).where(and(eq(documents.lang, lang), where))
    const newest = await app()
      .db.select({ slug: documents.slug })
      .from(documents)
      .where(and(eq(documents.lang, lang), where))
      .orderBy(desc(documents.publishedAt), desc(documents.id))
      .limit(20)
    expect(total!.n).toBeGreaterThan(0)
    expect(Number(countText.exec(unescape(res.body))?.[1])).toBe(total!.n)
    expect(downloads(res.body)).toEqual(newest.map((d) => d.slug))
    return res.body
  }

  it('filters by kind, shows each document’s type, and keeps the filter in paging and the language switch', async () => {
    // The written library has fewer regulations than a page: archived versions (as a larger scale seeds) make a second page.
    await app().db.execute(sql`
      insert into documents (lang, kind, faculty_id, slug, title, description, file_name, mime_type, byte_size, sha256, content, text_content, page_count, published_at)
      select d.lang, d.kind, d.faculty_id, d.slug || '-archiv-' || n, d.title || ' (' || n || ')', d.description, d.slug || '-archiv-' || n || '.pdf', d.mime_type, d.byte_size, d.sha256, d.content, d.text_content, d.page_count, d.published_at - make_interval(days => 365 * n)
      from documents d cross join generate_series(1, 2) n
      where d.kind = 'regulation' and d.lang = ${lang} and d.slug not like '%-archiv-%'`)
    const html = await expectList('kind=regulation', eq(documents.kind, 'regulation'))
    expect(html).toContain('<option value="regulation" selected="">')
    const kinds = [...html.matchAll(/<dd class="document__kind">([^<]+)<\/dd>/g)].map((m) => m[1])
    expect(new Set(kinds)).toEqual(new Set([lang === 'cs' ? 'Předpis' : 'Regulation']))
    expect(relLink(html, 'next')).toBe(`${url}?kind=regulation&page=2`)
    expect(langSwitch(html)).toBe(`${other}?kind=regulation`)
  })

  it('filters by faculty, by university-wide documents, and by both', async () => {
    const ff = await facultyId('FF')
    const html = await expectList('faculty=ff', eq(documents.facultyId, ff))
    const issuers = [...html.matchAll(/<dd class="document__faculty">([^<]+)<\/dd>/g)].map((m) => m[1])
    expect(new Set(issuers)).toEqual(new Set([lang === 'cs' ? 'Filozofická fakulta' : 'Faculty of Arts']))
    await expectList('faculty=university', isNull(documents.facultyId))
    await expectList('faculty=fie&kind=guide', and(eq(documents.facultyId, await facultyId('FIE')), eq(documents.kind, 'guide')))
  })

  it('reads empty values (the form’s “all”) as no filter, and ignores parameters it does not know', async () => {
    const all = await get(url)
    for (const query of ['faculty=&kind=', 'faculty[]=ff&sort=title']) {
      const res = await get(`${url}?${query}`)
      expect(res.statusCode).toBe(200)
      expect(downloads(res.body)).toEqual(downloads(all.body))
    }
  })

  it('answers a partial request with the filtered list alone', async () => {
    const res = await get(`${url}?kind=minutes`, { 'x-pu-target': 'documentList' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatch(/^<div id="documentList" data-container="documentList" data-pu-target="documentList"/)
    expect(res.body).not.toContain('document-filter')
    expect(res.headers['x-pu-url']).toBe(`${url}?kind=minutes`)
    const full = await get(`${url}?kind=minutes`)
    expect(full.body).toContain(res.body)
  })

  it.each([
    ['kind=nonsense'],
    ['kind=REPORT'],
    ['faculty=xyz'],
    ['faculty=FF'],
    ['faculty=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['kind=report&kind=guide'],
    [`faculty=${'a'.repeat(5000)}`],
  ])('answers ?%s with the localized 400 page', async (query) => {
    const res = await get(`${url}?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(h1(res.body)).toBe(badRequest)
    expect(res.body).not.toContain('<script>alert(1)')
  })
})
