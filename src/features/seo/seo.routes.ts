/**
 * For search engines, feed readers and calendars: /robots.txt, /sitemap.xml (an index of
 * /sitemap-N.xml past `sitemapLimit` addresses), the news as RSS and the events as iCalendar
 * per language. Bodies are kept in the feed cache until content changes (ADR 007).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { translator, type Lang } from '../../i18n/index.js'
import { seoMessages } from '../../i18n/seo.js'
import { etagOf, matchesEtag } from '../../server/etag.js'
import { NotFoundError } from '../../server/errors.js'
import { eachLang, isSlug } from '../../server/localized.js'
import { originOf } from '../../server/origin.js'
import { paths, routes } from '../../ui/paths.js'
import type { RouteContext } from '../feature.js'
import type { NewsDetail } from '../news/news.types.js'
import { icalendar, type CalendarEvent } from './icalendar.js'
import { rssXml } from './rss.js'
import { SITEMAP_LIMIT, sitemapIndexXml, sitemapPart, sitemapPartCount, sitemapUrls, urlsetXml } from './sitemap.js'
import { sitemapEntries } from './sitemap-source.js'

/** Items in the RSS feed, newest first. */
const FEED_ITEMS = 50
/** The calendar holds events still to come and those of the past ninety days. */
const CALENDAR_DAYS_BACK = 90
const CALENDAR_EVENTS = 500
/** Browsers and feed readers may reuse an answer this long; it changes with content only. */
const MAX_AGE = 'public, max-age=300'

/** An event as the calendars carry it: its UID is the same in the feed and in its own file. */
function calendarEvent(lang: Lang, origin: string, e: NewsDetail, start: Date): CalendarEvent {
  return {
    uid: `event-${e.id}@${new URL(origin).hostname}`,
    start,
    end: e.eventEndsAt,
    summary: e.title,
    description: e.perex,
    location: e.eventLocation,
    url: new URL(paths.newsDetail(lang, e.slug), origin).href,
  }
}

export const seoRoutes: FastifyPluginAsync<RouteContext> = async (app, { feedCache: cache, sitemapLimit = SITEMAP_LIMIT, sitemapSources }) => {
  const { news } = app.services
  const originFor = (request: FastifyRequest) => originOf(request, app.config.PUBLIC_ORIGIN)

  /** Answers with the kept body of this origin and address, or builds and keeps it; 304 when the client has it. */
  async function serve(request: FastifyRequest, reply: FastifyReply, type: string, build: (origin: string) => Promise<string | null>, headers: Record<string, string> = {}) {
    const origin = originFor(request)
    const key = origin + request.url.replace(/\?.*$/, '')
    let entry = cache.get(key)
    if (!entry) {
      const generation = cache.generation
      const body = await build(origin)
      if (body === null) throw new NotFoundError()
      entry = { body, etag: etagOf(Buffer.from(body)) }
      cache.store(key, generation, entry)
    }
    reply.type(type).header('cache-control', MAX_AGE).header('etag', entry.etag).headers(headers)
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send()
    return reply.send(entry.body)
  }

  async function allUrls(origin: string) {
    return sitemapUrls(await sitemapEntries(app.services, sitemapSources), origin)
  }

  app.get(paths.robots(), (request, reply) =>
    serve(request, reply, 'text/plain; charset=utf-8', async (origin) =>
      // The partial-update endpoints and the login answer pages that are not pages of their own.
      ['User-agent: *', 'Disallow: /qf/cs/ramjet/', 'Disallow: /qf/en/ramjet/', '', `Sitemap: ${new URL(paths.sitemap(), origin).href}`, ''].join('\n'),
    ),
  )

  app.get(paths.sitemap(), (request, reply) =>
    serve(request, reply, 'application/xml; charset=utf-8', async (origin) => {
      const urls = await allUrls(origin)
      const parts = sitemapPartCount(urls.length, sitemapLimit)
      if (parts === 1) return urlsetXml(urls)
      return sitemapIndexXml(Array.from({ length: parts }, (_, i) => new URL(paths.sitemap(i + 1), origin).href))
    }),
  )

  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', (request, reply) =>
    serve(request, reply, 'application/xml; charset=utf-8', async (origin) => {
      const part = /^[1-9]\d{0,5}$/.test(request.params.part) ? Number(request.params.part) : 0
      const urls = await allUrls(origin)
      const parts = sitemapPartCount(urls.length, sitemapLimit)
      // Only an index names child sitemaps: a sitemap that fits one file has none.
      return part >= 1 && part <= parts && parts > 1 ? urlsetXml(sitemapPart(urls, part, sitemapLimit)) : null
    }),
  )

  eachLang((lang: Lang) => {
    const t = translator(seoMessages, lang)

    app.get(routes.newsFeed[lang], (request, reply) =>
      serve(request, reply, 'application/rss+xml; charset=utf-8', async (origin) => {
        const abs = (path: string) => new URL(path, origin).href
        const items = await news.latest(lang, { kind: 'news', limit: FEED_ITEMS })
        return rssXml({
          title: t('newsFeedTitle'),
          link: abs(paths.newsList(lang)),
          self: abs(paths.newsFeed(lang)),
          description: t('newsFeedDescription'),
          language: lang,
          items: items.map((i) => ({ title: i.title, link: abs(paths.newsDetail(lang, i.slug)), description: i.perex, pubDate: i.publishedAt })),
        })
      }),
    )

    app.get(routes.eventsCalendar[lang], (request, reply) =>
      serve(request, reply, 'text/calendar; charset=utf-8', async (origin) => {
        const now = new Date()
        const events = await news.calendar(lang, now, CALENDAR_DAYS_BACK, CALENDAR_EVENTS)
        return icalendar({
          name: t('eventsCalendarTitle'),
          description: t('eventsCalendarDescription'),
          prodId: `-//Quercus Fontana University//Events//${lang.toUpperCase()}`,
          stamp: now,
          events: events.flatMap((e) => (e.eventStartsAt ? [calendarEvent(lang, origin, e, e.eventStartsAt)] : [])),
        })
      }),
    )

    // One event as a file to download (RFC 5545, one VEVENT, the same UID as in the feed).
    app.get<{ Params: { file: string } }>(`${routes.events[lang]}/:file`, async (request, reply) => {
      const slug = /^(.+)\.ics$/.exec(request.params.file)?.[1]
      if (!slug || !isSlug(slug)) throw new NotFoundError()
      return serve(request, reply, 'text/calendar; charset=utf-8', async (origin) => {
        const event = await news.event(lang, slug)
        if (!event?.eventStartsAt) return null
        return icalendar({
          name: event.title,
          description: t('eventsCalendarDescription'),
          prodId: `-//Quercus Fontana University//Events//${lang.toUpperCase()}`,
          stamp: new Date(),
          events: [calendarEvent(lang, origin, event, event.eventStartsAt)],
        })
      }, { 'content-disposition': `attachment; filename="${slug}.ics"` })
    })
  })
}
