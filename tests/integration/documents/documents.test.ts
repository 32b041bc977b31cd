/** The document library: listing, paging, PDF downloads and bad input, through app.inject. */
import { and, count, desc, eq, notInArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents } from '../../../src/db/schema.js'
import { engine, testApp } from '../../support/app.js'
import { currentPage, h1, langSwitch, relLink, unescape } from '../../support/html.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const downloads = (html: string) => [...html.matchAll(/<a href="([^"]+\.pdf)" type="application\/pdf"/g)].map((m) => unescape(m[1]!))

const lists = [
  { lang: 'cs', url: '/qf/cs/dokumenty', heading: 'Dokumenty', other: '/qf/en/documents' },
  { lang: 'en', url: '/qf/en/documents', heading: 'Documents', other: '/qf/cs/dokumenty' },
] as const

const newestFirst = [desc(documents.publishedAt), desc(documents.id)]

describe(`documents on ${engine}`, () => {
  describe.each(lists)('$lang listing', ({ lang, url, heading, other }) => {
    it('lists the newest 20 documents with size and a download link, and links the next page', async () => {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      const html = res.body
      expect(h1(html)).toBe(heading)
      const newest = await app.db
        .select({
          slug: documents.slug,
          title: documents.title,
          description: documents.description,
          byteSize: documents.byteSize,
          pageCount: documents.pageCount,
        })
        .from(documents)
        .where(eq(documents.lang, lang))
        .orderBy(...newestFirst)
        .limit(20)
      expect(newest).toHaveLength(20)
      expect(downloads(html)).toEqual(newest.map((d) => `${url}/${d.slug}.pdf`))
      expect(unescape(html)).toContain(`<h2 class="document__title">${newest[0]!.title}</h2>`)
      expect(unescape(html)).toContain(newest[0]!.description)
      // Seeded PDFs are tens of kB, so the size reads in whole kB without a thousands separator.
      const { byteSize, pageCount } = newest[0]!
      expect(byteSize).toBeLessThan(999 * 1024)
      const size = `${Math.max(1, Math.round(byteSize / 1024))} kB`
      expect(html).toContain(
        `<dd class="document__file">${lang === 'cs' ? `PDF, ${size}, počet stran: ${pageCount}` : `PDF, ${size}, ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}`}</dd>`,
      )
      if (lang === 'en') expect(html).not.toContain(', 1 pages')
      expect(relLink(html, 'next')).toBe(`${url}?page=2`)
      expect(relLink(html, 'prev')).toBe('')
      expect(langSwitch(html)).toBe(other)
    })

    it('shows other documents on page 2 and clamps a page past the end', async () => {
      const page1 = downloads((await get(url)).body)
      const res2 = await get(`${url}?page=2`)
      expect(res2.statusCode).toBe(200)
      expect(downloads(res2.body).length).toBeGreaterThan(0)
      expect(downloads(res2.body).filter((d) => page1.includes(d))).toEqual([])
      expect(relLink(res2.body, 'prev')).toBe(url)
      const [total] = await app.db.select({ n: count() }).from(documents).where(eq(documents.lang, lang))
      const last = Math.ceil(total!.n / 20)
      const clamped = await get(`${url}?page=123456`)
      expect(clamped.statusCode).toBe(200)
      expect(currentPage(clamped.body)).toBe(String(last))
      expect(relLink(clamped.body, 'next')).toBe('')
      expect(downloads(clamped.body)).toEqual(downloads((await get(`${url}?page=${last}`)).body))
    })

    it.each([
      ['page=-1'],
      ['page=abc'],
      ['page=1.5'],
      ['page=99999999'],
      [`page=${'2'.repeat(10_000)}`],
      ['page=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ])('answers ?%s with the 400 page', async (query) => {
      const res = await get(`${url}?${query}`)
      expect(res.statusCode).toBe(400)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).not.toContain('<script>alert(1)')
    })
  })

  describe.each(lists)('$lang download', ({ lang, url }) => {
    async function newest() {
      const [doc] = await app.db
        .select({ slug: documents.slug, fileName: documents.fileName, sha256: documents.sha256, byteSize: documents.byteSize })
        .from(documents)
        .where(eq(documents.lang, lang))
        .orderBy(...newestFirst)
        .limit(1)
      return doc!
    }

    it('serves the stored PDF inline under its file name with an ETag and nosniff', async () => {
      const doc = await newest()
      const res = await get(`${url}/${doc.slug}.pdf`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/pdf')
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(res.rawPayload.length).toBe(doc.byteSize)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['cache-control']).toBe('public, max-age=3600')
      const disposition = res.headers['content-disposition'] as string
      expect(disposition).toMatch(/^inline; filename="[A-Za-z0-9._-]+"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+,;=:@-]+$/)
      expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(doc.fileName)
      expect(res.headers.etag).toBe(`"${doc.sha256}"`)
      const again = await get(`${url}/${doc.slug}.pdf`, { 'if-none-match': `W/"x", "${doc.sha256}"` })
      expect(again.statusCode).toBe(304)
      expect(again.rawPayload.length).toBe(0)
    })

    it('does not serve a document of the other language under this one', async () => {
      const own = app.db.select({ slug: documents.slug }).from(documents).where(eq(documents.lang, lang))
      const [foreign] = await app.db
        .select({ slug: documents.slug })
        .from(documents)
        .where(and(eq(documents.lang, lang === 'cs' ? 'en' : 'cs'), notInArray(documents.slug, own)))
        .limit(1)
      expect((await get(`${url}/${foreign!.slug}.pdf`)).statusCode).toBe(404)
    })

    it.each([
      ['unknown slug', 'no-such-document.pdf'],
      ['missing extension', '{slug}'],
      ['other extension', '{slug}.txt'],
      ['NUL', '{slug}%00.pdf'],
      ['traversal', '..%2F..%2Fetc%2Fpasswd.pdf'],
      ['script', '%3Cscript%3Ealert(1)%3C%2Fscript%3E.pdf'],
      ['SQL', "x'%20OR%20'1'='1.pdf"],
      ['10,000 characters', `${'a'.repeat(10_000)}.pdf`],
    ])('answers a %s with the 404 page', async (_name, file) => {
      const res = await get(`${url}/${file.replace('{slug}', (await newest()).slug)}`)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).not.toContain('<script>alert(1)')
    })
  })
})
