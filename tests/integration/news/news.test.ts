/** News and events: listing, filter, paging, detail, translations and bad input, through app.inject. */
import { and, asc, count, desc, eq, isNotNull, notInArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { news } from '../../../src/db/schema.js'
import { requestHeaders } from '../../../src/shared/protocol.js'
import { engine, testApp } from '../../support/app.js'
import { currentPage, h1, langSwitch, relLink, unescape } from '../../support/html.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string) => app.inject({ method: 'GET', url })
const itemLinks = (html: string) => [...html.matchAll(/<h2 class="news-item__title"><a href="([^"]+)">/g)].map((m) => m[1])

const lists = [
  { lang: 'cs', url: '/qf/cs/aktuality', heading: 'Aktuality', other: '/qf/en/news' },
  { lang: 'en', url: '/qf/en/news', heading: 'News', other: '/qf/cs/aktuality' },
] as const

async function newsCount(lang: 'cs' | 'en', kind?: 'news' | 'event') {
  const [row] = await app.db
    .select({ n: count() })
    .from(news)
    .where(and(eq(news.lang, lang), kind ? eq(news.kind, kind) : undefined))
  return row!.n
}

describe(`news on ${engine}`, () => {
  describe.each(lists)('$lang listing', ({ lang, url, heading, other }) => {
    it('renders the newest 20 items inside newsList inside pageContent, with a next link', async () => {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      const html = res.body
      expect(h1(html)).toBe(heading)
      expect(html.match(/<h1 /g)).toHaveLength(1)
      expect(html).toMatch(/<main id="pageContent"[^>]*>[\s\S]*<div id="newsList"[\s\S]*<\/main>/)
      const newest = await app.db
        .select({ slug: news.slug })
        .from(news)
        .where(eq(news.lang, lang))
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(20)
      expect(itemLinks(html)).toEqual(newest.map((n) => `${url}/${n.slug}`))
      // Pagination closes the list container, so a partial update of newsList replaces both.
      expect(html).toMatch(/<div id="newsList"[^>]*>(?:(?!<\/main>)[\s\S])*<nav class="pagination"[\s\S]*?<\/nav><\/div><\/main>/)
      expect(relLink(html, 'next')).toBe(`${url}?page=2`)
      expect(relLink(html, 'prev')).toBe('')
      expect(langSwitch(html)).toBe(other)
    })

    it('shows different items on page 2, with prev and next links', async () => {
      const first = itemLinks((await get(url)).body)
      const html = (await get(`${url}?page=2`)).body
      const second = itemLinks(html)
      expect(second).toHaveLength(20)
      expect(second.filter((l) => first.includes(l))).toEqual([])
      expect(relLink(html, 'prev')).toBe(url)
      expect(relLink(html, 'next')).toBe(`${url}?page=3`)
      expect(currentPage(html)).toBe('2')
      expect(langSwitch(html)).toBe(`${other}?page=2`)
    })

    it('answers a partial request for newsList with that region alone', async () => {
      const res = await app.inject({ method: 'GET', url: `${url}?page=2`, headers: { [requestHeaders.target]: 'newsList' } })
      expect(res.statusCode).toBe(200)
      expect(res.body.startsWith('<div id="newsList"')).toBe(true)
      expect(res.body).not.toContain('<h1')
      expect(itemLinks(res.body)).toEqual(itemLinks((await get(`${url}?page=2`)).body))
    })

    it('clamps a page past the end to the last page', async () => {
      const last = Math.ceil((await newsCount(lang)) / 20)
      const res = await get(`${url}?page=99999`)
      expect(res.statusCode).toBe(200)
      expect(currentPage(res.body)).toBe(String(last))
      expect(relLink(res.body, 'next')).toBe('')
      expect(itemLinks(res.body)).toEqual(itemLinks((await get(`${url}?page=${last}`)).body))
    })

    it('filters by kind and keeps the filter in the paging links', async () => {
      const html = (await get(`${url}?kind=event`)).body
      const items = html.match(/<li class="news-item news-item--\w+"/g)!
      expect(await newsCount(lang, 'event')).toBeGreaterThan(20)
      expect(items).toHaveLength(20)
      expect(items.every((i) => i.includes('news-item--event'))).toBe(true)
      expect(html).toMatch(new RegExp(`<a href="${url}\\?kind=event" aria-current="page">`))
      expect(relLink(html, 'next')).toBe(`${url}?page=2&kind=event`)
      const newsOnly = (await get(`${url}?kind=news`)).body.match(/<li class="news-item news-item--\w+"/g)!
      expect(newsOnly.every((i) => i.includes('news-item--news'))).toBe(true)
    })

    it.each([
      ['page=-1'],
      ['page=0'],
      ['page=abc'],
      ['page=1.5'],
      ['page=99999999'],
      ['page='],
      [`page=${'9'.repeat(10_000)}`],
      ['kind=article'],
      [`kind=${'x'.repeat(10_000)}`],
      ['kind=news&kind=event'],
      ['page=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
      ["kind='%20OR%201=1--"],
    ])('answers ?%s with the 400 page', async (query) => {
      const res = await get(`${url}?${query}`)
      expect(res.statusCode).toBe(400)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).not.toContain('<script>alert(1)')
      expect(res.body).toContain('id="mainContent"')
    })

    it('never echoes an unknown parameter unescaped', async () => {
      const res = await get(`${url}?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E`)
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain('<script>alert(1)')
    })
  })

  describe.each(lists)('$lang detail', ({ lang, url, other }) => {
    const otherLang = lang === 'cs' ? 'en' : 'cs'

    it('renders a translated news item with the language switch leading to its translation', async () => {
      const [item] = await app.db
        .select({ slug: news.slug, title: news.title, perex: news.perex, translationKey: news.translationKey })
        .from(news)
        .where(and(eq(news.lang, lang), eq(news.kind, 'news')))
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(1)
      const [translation] = await app.db
        .select({ slug: news.slug })
        .from(news)
        .where(and(eq(news.lang, otherLang), eq(news.translationKey, item!.translationKey)))
      const res = await get(`${url}/${item!.slug}`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(h1(res.body)).toBe(item!.title)
      expect(unescape(res.body)).toContain(item!.perex)
      expect(res.body).toMatch(new RegExp(`<nav class="breadcrumbs"[^>]*><ol>.*<a href="${url}">`))
      expect(langSwitch(res.body)).toBe(translation ? `${other}/${translation.slug}` : other)
      if (translation) {
        const back = await get(langSwitch(res.body))
        expect(back.statusCode).toBe(200)
        expect(langSwitch(back.body)).toBe(`${url}/${item!.slug}`)
      }
    })

    it('renders an event with its start date and location', async () => {
      const [event] = await app.db
        .select({ slug: news.slug, title: news.title, location: news.eventLocation, startsAt: news.eventStartsAt })
        .from(news)
        .where(and(eq(news.lang, lang), eq(news.kind, 'event'), isNotNull(news.eventStartsAt), isNotNull(news.eventLocation)))
        .orderBy(asc(news.id))
        .limit(1)
      const html = (await get(`${url}/${event!.slug}`)).body
      expect(h1(html)).toBe(event!.title)
      expect(html).toContain('class="event-block"')
      expect(html).toContain(`<time dateTime="${event!.startsAt!.toISOString()}">`)
      expect(unescape(html)).toContain(event!.location!)
    })

    it('does not serve an item of the other language under this one', async () => {
      const ownSlugs = app.db.select({ slug: news.slug }).from(news).where(eq(news.lang, lang))
      const [foreign] = await app.db
        .select({ slug: news.slug })
        .from(news)
        .where(and(eq(news.lang, otherLang), notInArray(news.slug, ownSlugs)))
        .limit(1)
      expect((await get(`${url}/${foreign!.slug}`)).statusCode).toBe(404)
    })

    it.each([
      ['unknown slug', 'no-such-news-item-at-all'],
      ['NUL byte', '%00'],
      ['NUL inside', 'abc%00def'],
      ['traversal', '..%2F..%2Fetc%2Fpasswd'],
      ['script', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
      ['SQL', "x'%20OR%20'1'='1"],
      ['upper case', 'ABC'],
      ['10,000 characters', 'a'.repeat(10_000)],
    ])('answers a %s slug with the 404 page', async (_name, slug) => {
      const res = await get(`${url}/${slug}`)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).not.toContain('<script>alert(1)')
    })
  })
})
