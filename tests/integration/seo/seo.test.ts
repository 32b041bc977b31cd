/**
 * robots.txt, the sitemap, the news feeds and the events calendars on the database of the run,
 * parsed by a real XML parser (Chromium's) and, for iCalendar, by the rules of RFC 5545.
 */
import { count, desc, eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents, faculties, news, pages, people, productCategories, products, programmes } from '../../../src/db/schema.js'
import { engine, testApp } from '../../support/app.js'
import { childText, childrenNamed, XmlParser, type XmlElement } from '../../support/xml.js'

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
const ORIGIN = 'https://www.qfu.example.cz'

let app: FastifyInstance
let xml: XmlParser
beforeAll(async () => {
  ;[app, xml] = await Promise.all([testApp({ env: { PUBLIC_ORIGIN: ORIGIN } }), XmlParser.start()])
})
afterAll(async () => {
  await Promise.all([app?.close(), xml?.close()])
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers })

interface Loc {
  loc: string
  alternates: Record<string, string>
}

/** The <url> entries of a urlset, with their hreflang alternates. */
function urlsOf(urlset: XmlElement): Loc[] {
  expect(urlset).toMatchObject({ ns: SITEMAP_NS, name: 'urlset' })
  return childrenNamed(urlset, 'url').map((u) => {
    const links = u.children.filter((c) => c.ns === XHTML_NS && c.name === 'link')
    for (const l of links) expect(l.attrs.rel).toBe('alternate')
    return { loc: childText(u, 'loc')!, alternates: Object.fromEntries(links.map((l) => [l.attrs.hreflang!, l.attrs.href!])) }
  })
}

async function rows(table: PgTable): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(table)
  return Number(row!.n)
}

describe(`robots.txt and the sitemap on ${engine}`, () => {
  it('robots.txt allows the pages and names the sitemap by its absolute address', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toMatch(/^User-agent: \*$/m)
    expect(res.body).not.toMatch(/^Disallow: \/$/m)
    expect(res.body).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap\\.xml$`, 'm'))
  })

  it('lists every public page in both languages with reciprocal hreflang alternates', async () => {
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/xml/)
    const urls = urlsOf(await xml.parse(res.body))
    const locs = new Set(urls.map((u) => u.loc))
    expect(locs.size, 'no address twice').toBe(urls.length)
    for (const u of urls) expect(u.loc.startsWith(`${ORIGIN}/`), u.loc).toBe(true)

    // What the database holds now: content pages and news per row, documents per row; faculties,
    // programmes, categories, products and people's profiles in both languages, and the ten
    // listing pages in both (home, news, e-shop, documents, faculties, programmes, people,
    // events to come, past events, the site map for people).
    const expected =
      (await rows(pages)) +
      (await rows(news)) +
      (await rows(documents)) +
      2 * ((await rows(faculties)) + (await rows(programmes)) + (await rows(productCategories)) + (await rows(products)) + (await rows(people))) +
      2 * 10
    expect(urls.length).toBe(expected)

    for (const path of ['/qf/cs/uvod', '/qf/en/home', '/qf/cs/aktuality', '/qf/en/news', '/qf/cs/eshop', '/qf/en/documents', '/qf/cs/fakulty', '/qf/en/study/programmes', '/qf/cs/lide', '/qf/cs/akce', '/qf/en/events/past', '/qf/cs/mapa-stranek']) expect(locs).toContain(ORIGIN + path)
    // Every alternate names the page itself and a page that names it back.
    const byLoc = new Map(urls.map((u) => [u.loc, u]))
    for (const u of urls) {
      const alternates = Object.values(u.alternates)
      if (alternates.length === 0) continue
      expect(Object.keys(u.alternates).sort()).toEqual(['cs', 'en'])
      expect(alternates).toContain(u.loc)
      for (const href of alternates) expect(byLoc.get(href)?.alternates, href).toEqual(u.alternates)
    }
  })

  it('names addresses that answer 200, one of each kind', async () => {
    const urls = urlsOf(await xml.parse((await get('/sitemap.xml')).body))
    const kinds = [/\/qf\/cs\/fakulty\/[^/]+$/, /\/qf\/en\/news\/[^/]+$/, /\/qf\/cs\/eshop\/[^/]+\/[^/]+$/, /\/qf\/en\/eshop\/[^/]+$/, /\/qf\/cs\/dokumenty\/[^/]+\.pdf$/, /\/qf\/en\/(?!news|eshop|faculties|documents|home)[a-z0-9-]+(\/[a-z0-9-]+)*$/]
    for (const kind of kinds) {
      const found = urls.find((u) => kind.test(u.loc))
      expect(found, String(kind)).toBeDefined()
      expect((await get(new URL(found!.loc).pathname)).statusCode, found!.loc).toBe(200)
    }
  })

  it('shows a page added to the database on the next request (the cached sitemap is dropped)', async () => {
    const before = await get('/sitemap.xml')
    const etag = String(before.headers.etag)
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304)
    const [item] = await app.db.select().from(news).where(eq(news.lang, 'en')).orderBy(desc(news.id)).limit(1)
    const { id: _id, ...copy } = item!
    await app.db.insert(news).values({ ...copy, slug: 'sitemap-freshness-check', translationKey: 'sitemap-freshness-check' })
    const deadline = Date.now() + 5000
    let body = before.body
    while (!body.includes('sitemap-freshness-check') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25))
      body = (await get('/sitemap.xml')).body
    }
    expect(body).toContain(`${ORIGIN}/qf/en/news/sitemap-freshness-check`)
    await app.db.delete(news).where(eq(news.slug, 'sitemap-freshness-check'))
  })

  it('uses the request origin when PUBLIC_ORIGIN is unset', async () => {
    const local = await testApp({ database: app.database })
    try {
      const res = await local.inject({ url: '/robots.txt', headers: { host: 'example.test:8080' } })
      expect(res.body).toContain('Sitemap: http://example.test:8080/sitemap.xml')
    } finally {
      await local.close()
    }
  })
})

describe(`a sitemap past its limit becomes an index on ${engine}`, () => {
  it('splits into child sitemaps that together list what the single file lists', async () => {
    const whole = urlsOf(await xml.parse((await get('/sitemap.xml')).body)).map((u) => u.loc)
    const limit = 100
    const split = await testApp({ database: app.database, sitemapLimit: limit, env: { PUBLIC_ORIGIN: ORIGIN } })
    try {
      const index = await xml.parse((await split.inject({ url: '/sitemap.xml' })).body)
      expect(index).toMatchObject({ ns: SITEMAP_NS, name: 'sitemapindex' })
      const children = childrenNamed(index, 'sitemap').map((s) => childText(s, 'loc')!)
      expect(children.length).toBe(Math.ceil(whole.length / limit))
      const listed: string[] = []
      for (const [i, loc] of children.entries()) {
        expect(loc).toBe(`${ORIGIN}/sitemap-${i + 1}.xml`)
        const part = await split.inject({ url: new URL(loc).pathname })
        expect(part.statusCode).toBe(200)
        const urls = urlsOf(await xml.parse(part.body))
        expect(urls.length).toBeLessThanOrEqual(limit)
        listed.push(...urls.map((u) => u.loc))
      }
      expect(listed.sort()).toEqual([...whole].sort())
      expect((await split.inject({ url: `/sitemap-${children.length + 1}.xml` })).statusCode).toBe(404)
      expect((await split.inject({ url: '/sitemap-0.xml' })).statusCode).toBe(404)
    } finally {
      await split.close()
    }
    // Unsplit, there are no child sitemaps.
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404)
  })
})

describe(`news feeds (RSS 2.0) on ${engine}`, () => {
  for (const [lang, feed, list] of [
    ['cs', '/qf/cs/aktuality.rss', '/qf/cs/aktuality'],
    ['en', '/qf/en/news.rss', '/qf/en/news'],
  ] as const) {
    it(`${feed}: the newest news of ${lang}, every item with title, link, guid, date and description`, async () => {
      const res = await get(feed)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/)
      const rss = await xml.parse(res.body)
      expect(rss).toMatchObject({ name: 'rss', attrs: { version: '2.0' } })
      const channel = childrenNamed(rss, 'channel')[0]!
      expect(childText(channel, 'link')).toBe(ORIGIN + list)
      expect(childText(channel, 'language')).toBe(lang)
      for (const required of ['title', 'description']) expect(childText(channel, required)).toBeTruthy()
      const self = channel.children.find((c) => c.ns === 'http://www.w3.org/2005/Atom' && c.name === 'link')
      expect(self?.attrs).toMatchObject({ rel: 'self', href: ORIGIN + feed })

      const items = childrenNamed(channel, 'item')
      const newest = await app.db.select({ slug: news.slug }).from(news).where(eq(news.lang, lang)).orderBy(desc(news.publishedAt), desc(news.id)).limit(200)
      expect(items.length).toBeGreaterThan(0)
      expect(items.length).toBeLessThanOrEqual(50)
      const dates: number[] = []
      for (const item of items) {
        const link = childText(item, 'link')!
        expect(link.startsWith(`${ORIGIN}${list}/`)).toBe(true)
        expect(childText(item, 'guid')).toBe(link)
        expect(childText(item, 'title')).toBeTruthy()
        expect(childText(item, 'description')).toBeTruthy()
        // RFC 822 date-time, as RSS 2.0 requires.
        const pubDate = childText(item, 'pubDate')!
        expect(pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/)
        dates.push(Date.parse(pubDate))
        expect(newest.map((n) => n.slug)).toContain(decodeURIComponent(link.slice(link.lastIndexOf('/') + 1)))
      }
      expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    })
  }

  it('every page links the feed of its language in its head', async () => {
    for (const [page, feed] of [
      ['/qf/cs/uvod', '/qf/cs/aktuality.rss'],
      ['/qf/en/eshop', '/qf/en/news.rss'],
    ]) {
      const html = (await get(page!)).body
      expect(html).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${ORIGIN}${feed!.replace('.', '\\.')}"/>`))
    }
  })
})

/** Content lines of an iCalendar object, unfolded (RFC 5545 §3.1), after checking the line rules. */
function contentLines(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true)
  const physical = ics.slice(0, -2).split('\r\n')
  for (const line of physical) {
    expect(line.includes('\n') || line.includes('\r'), 'bare line break').toBe(false)
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
  }
  const lines: string[] = []
  for (const line of physical) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1)
    else lines.push(line)
  }
  return lines
}

describe(`events calendars (iCalendar) on ${engine}`, () => {
  for (const [lang, path] of [
    ['cs', '/qf/cs/akce.ics'],
    ['en', '/qf/en/events.ics'],
  ] as const) {
    it(`${path}: a valid VCALENDAR of the coming events of ${lang}`, async () => {
      const res = await get(path)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/calendar/)
      const lines = contentLines(res.body)
      // name *(";" param) ":" value (§3.1); names are letters, digits and dashes.
      for (const line of lines) expect(line, line).toMatch(/^[A-Z][A-Z0-9-]*(;[^:]*)?:/)
      expect(lines[0]).toBe('BEGIN:VCALENDAR')
      expect(lines.at(-1)).toBe('END:VCALENDAR')
      expect(lines).toContain('VERSION:2.0')
      expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true)

      const events: Map<string, string>[] = []
      let current: Map<string, string> | null = null
      for (const line of lines) {
        if (line === 'BEGIN:VEVENT') current = new Map()
        else if (line === 'END:VEVENT') events.push(current!), (current = null)
        else if (current) current.set(line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1))
      }
      expect(current).toBeNull()
      const [row] = await app.db.select({ n: count() }).from(news).where(eq(news.lang, lang))
      expect(Number(row!.n)).toBeGreaterThan(0)
      expect(events.length).toBeGreaterThan(0)
      const utc = /^\d{8}T\d{6}Z$/
      const uids = new Set<string>()
      for (const e of events) {
        for (const required of ['UID', 'DTSTAMP', 'DTSTART', 'SUMMARY', 'URL']) expect(e.has(required), required).toBe(true)
        expect(e.get('DTSTAMP')).toMatch(utc)
        expect(e.get('DTSTART')).toMatch(utc)
        if (e.has('DTEND')) expect(e.get('DTEND')! > e.get('DTSTART')!).toBe(true)
        uids.add(e.get('UID')!)
        // TEXT values: no unescaped comma or semicolon (§3.3.11).
        for (const name of ['SUMMARY', 'DESCRIPTION', 'LOCATION']) if (e.has(name)) expect(e.get(name)!, name).not.toMatch(/(^|[^\\])[,;]/)
        expect(e.get('URL')!.startsWith(`${ORIGIN}/qf/${lang}/`)).toBe(true)
      }
      expect(uids.size, 'UIDs are unique').toBe(events.length)
    })
  }
})
