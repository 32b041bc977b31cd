/** Events that have ended are marked as past, in the list and on their page; those to come are not. */
import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { news } from '../../../src/db/schema.js'
import { NEWS_PAGE_SIZE } from '../../../src/features/news/news.service.js'
import { engine, testApp } from '../../support/app.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string) => app.inject({ method: 'GET', url })
const oneEvent = async (lang: 'cs' | 'en', past: boolean) => {
  const now = new Date()
  const [row] = await app.db
    .select({ slug: news.slug })
    .from(news)
    .where(and(eq(news.lang, lang), eq(news.kind, 'event'), past ? lt(news.eventEndsAt, now) : gt(news.eventStartsAt, now)))
    .orderBy(past ? desc(news.eventEndsAt) : asc(news.eventStartsAt))
    .limit(1)
  return row!.slug
}

describe(`past events on ${engine}`, () => {
  it.each([
    ['cs', '/qf/cs/aktuality', 'Proběhlo', 'Tato událost již proběhla.'],
    ['en', '/qf/en/news', 'Past event', 'This event has already taken place.'],
  ] as const)('%s: an ended event says so, one to come does not', async (lang, list, badge, sentence) => {
    const past = (await get(`${list}/${await oneEvent(lang, true)}`)).body
    expect(past).toContain(`<p class="event-block__over">${sentence}</p>`)
    const coming = (await get(`${list}/${await oneEvent(lang, false)}`)).body
    expect(coming).not.toContain('event-block__over')

    // The listing is by publication: recent announcements are of events to come, older ones of past events.
    // Every page of the listing, each event of this language once (a page past the end repeats the last).
    const [stored] = await app.db.select({ n: count() }).from(news).where(and(eq(news.lang, lang), eq(news.kind, 'event')))
    const events = Number(stored!.n)
    const items: string[] = []
    for (let page = 1; page <= Math.ceil(events / NEWS_PAGE_SIZE); page++) {
      const html = (await get(`${list}?kind=event&page=${page}`)).body
      items.push(...[...html.matchAll(/<li class="news-item news-item--event">([\s\S]*?)<\/li>/g)].map((m) => m[1]!))
    }
    expect(events).toBeGreaterThan(NEWS_PAGE_SIZE)
    expect(items.length).toBe(events)
    let marked = 0
    for (const item of items) {
      const starts = Date.parse(/<time dateTime="([^"]+)"/.exec(item)![1]!)
      const isMarked = item.includes(`<span class="badge badge--past">${badge}</span>`)
      // An event that starts later than now cannot be over; one that started over a week ago is.
      if (starts > Date.now()) expect(isMarked).toBe(false)
      if (starts < Date.now() - 7 * 86_400_000) expect(isMarked).toBe(true)
      if (isMarked) marked++
    }
    expect(marked).toBeGreaterThan(0)
    expect(marked).toBeLessThan(items.length)
  })
})
