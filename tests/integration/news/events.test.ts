/**
 * The events pages (ADR 054) on the database of the run: upcoming in date order, the archive of
 * past events, a month, and each event's own calendar file (RFC 5545, the feed's UID).
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { news } from '../../../src/db/schema.js'
import { monthOf } from '../../../src/features/news/news.service.js'
import { engine, testApp } from '../../support/app.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string) => app.inject({ method: 'GET', url })
/** Each listed event's start and end (the datetime of its `<time>`s), in page order. */
const listed = (html: string) =>
  [...html.matchAll(/<p class="event-item__when">(.*?)<\/p>/g)].map((m) => [...m[1]!.matchAll(/datetime="([^"]+)"/gi)].map((t) => Date.parse(t[1]!)))
const titles = (html: string) => [...html.matchAll(/<h[23] class="event-item__title"><a href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]!)

async function events(lang: 'cs' | 'en') {
  return app.db
    .select({ id: news.id, slug: news.slug, title: news.title, startsAt: news.eventStartsAt, endsAt: news.eventEndsAt })
    .from(news)
    .where(and(eq(news.lang, lang), eq(news.kind, 'event'), isNotNull(news.eventStartsAt)))
}

describe(`events pages on ${engine}`, () => {
  it.each([
    ['cs', '/qf/cs/akce', '/qf/cs/akce/probehle'],
    ['en', '/qf/en/events', '/qf/en/events/past'],
  ] as const)('%s: upcoming events soonest first, none over; the archive latest first, all over', async (_lang, upcoming, past) => {
    const now = Date.now()
    const res = await get(upcoming)
    expect(res.statusCode).toBe(200)
    const coming = listed(res.body)
    expect(coming.length).toBeGreaterThan(0)
    for (const [start, end] of coming) expect(end ?? start!).toBeGreaterThanOrEqual(now - 60_000)
    expect(coming.map(([s]) => s)).toEqual(coming.map(([s]) => s).sort((a, b) => a! - b!))
    expect(res.body).toContain('class="event-item__where"')

    const archive = await get(past)
    expect(archive.statusCode).toBe(200)
    const over = listed(archive.body)
    expect(over.length).toBeGreaterThan(0)
    for (const [start, end] of over) expect(end ?? start!).toBeLessThan(now)
    expect(over.map(([s]) => s)).toEqual(over.map(([s]) => s).sort((a, b) => b! - a!))
  })

  it('a month lists the events under way in it, by day; its neighbours link; bad months are refused', async () => {
    const [event] = (await events('en')).sort((a, b) => a.startsAt!.getTime() - b.startsAt!.getTime()).filter((e) => e.startsAt! > new Date())
    const month = monthOf(event!.startsAt!)
    const res = await get(`/qf/en/events/month?month=${month}`)
    expect(res.statusCode).toBe(200)
    expect(titles(res.body)).toContain(event!.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;'))
    expect(res.body).toContain('<table class="events-month">')
    expect(res.body).toContain(`rel="prev"`)
    expect(res.body).toContain(`rel="next"`)
    // Without a month: this one.
    expect((await get('/qf/cs/akce/mesic')).body).toContain(`/qf/en/events/month`)
    for (const bad of ['2026-13', '2026-1', 'abc', '9999-01', '1900-01']) expect((await get(`/qf/en/events/month?month=${encodeURIComponent(bad)}`)).statusCode, bad).toBe(404)
    for (const bad of ['<script>alert(1)</script>', `2026-01' OR 1=1`, '__proto__']) expect((await get(`/qf/en/events/month?month=${encodeURIComponent(bad)}`)).statusCode, bad).toBe(400)
    expect((await get('/qf/en/events/month?month=2026-01&month=2026-02')).statusCode).toBe(400)
    expect((await get('/qf/cs/akce/probehle?page=abc')).statusCode).toBe(400)
  })

  it("each event downloads as one VEVENT with the feed's UID; news, unknown and hostile names are 404", async () => {
    const [event] = (await events('cs')).filter((e) => e.startsAt! > new Date())
    const res = await get(`/qf/cs/akce/${event!.slug}.ics`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${event!.slug}.ics"`)
    const physical = res.body.slice(0, -2).split('\r\n')
    expect(res.body.endsWith('\r\n')).toBe(true)
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
    const lines = physical.reduce<string[]>((all, line) => (line.startsWith(' ') ? [...all.slice(0, -1), all.at(-1)! + line.slice(1)] : [...all, line]), [])
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1)
    const uid = lines.find((l) => l.startsWith('UID:'))!
    expect(uid).toBe(`UID:event-${event!.id}@localhost`)
    const feed = (await get('/qf/cs/akce.ics')).body.replace(/\r\n /g, '')
    expect(feed).toContain(uid)
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe(`SUMMARY:${event!.title.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,')}`)

    const [item] = await app.db.select({ slug: news.slug }).from(news).where(and(eq(news.lang, 'cs'), eq(news.kind, 'news'))).limit(1)
    for (const path of [`/qf/cs/akce/${item!.slug}.ics`, '/qf/cs/akce/neni-takova-akce.ics', `/qf/cs/akce/${event!.slug}`, '/qf/cs/akce/%2e%2e%2fx.ics', '/qf/cs/akce/__proto__.ics']) {
      const answer = await get(path)
      expect(answer.statusCode, path).toBe(404)
      expect(answer.headers['content-disposition'], path).toBeUndefined()
    }
  })
})
