/** The events pages (ADR 054): upcoming, the past events' archive and a month. Their calendar files are seo's. */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { cached } from '../../server/cached.js'
import { BadRequestError, NotFoundError } from '../../server/errors.js'
import { eachLang } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { PageQuery } from '../../ui/query.js'
import { eventsPageModel, monthEventsPageModel, pastEventsPageModel } from './events-pages.js'

const MonthQuery = z.object({ month: z.string().max(7).optional() })

export const eventsRoutes: FastifyPluginAsync = async (app) => {
  const { news } = app.services
  const pageOf = (raw: unknown) => {
    const query = PageQuery.safeParse(raw)
    if (!query.success) throw new BadRequestError('events page query')
    return query.data.page ?? 1
  }

  eachLang((lang) => {
    app.get(
      routes.events[lang],
      cached(async ({ query }) => eventsPageModel(lang, await news.upcomingPage(lang, pageOf(query))), { query: Object.keys(PageQuery.shape) }),
    )
    app.get(
      routes.eventsPast[lang],
      cached(async ({ query }) => pastEventsPageModel(lang, await news.pastPage(lang, pageOf(query))), { query: Object.keys(PageQuery.shape) }),
    )
    app.get(
      routes.eventsMonth[lang],
      cached(async ({ query: raw, address }) => {
        const query = MonthQuery.safeParse(raw)
        if (!query.success) throw new BadRequestError('events month query')
        const data = await news.month(lang, query.data.month)
        if (!data) throw new NotFoundError(address)
        return monthEventsPageModel(lang, data)
      }, { query: Object.keys(MonthQuery.shape) }),
    )
  })
}
