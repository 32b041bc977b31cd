/** The news and events listing and the detail of one item. */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { cached } from '../../server/cached.js'
import { BadRequestError, NotFoundError } from '../../server/errors.js'
import { eachLang, isSlug } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { PageQuery } from '../../ui/query.js'
import { newsDetailPageModel } from './news-detail-page.js'
import { newsListPageModel } from './news-list-page.js'

const NewsListQuery = PageQuery.extend({ kind: z.enum(['news', 'event']).optional() })

export const newsRoutes: FastifyPluginAsync = async (app) => {
  const { news } = app.services

  eachLang((lang) => {
    app.get(
      routes.newsList[lang],
      cached(async ({ query: raw }) => {
        const query = NewsListQuery.safeParse(raw)
        if (!query.success) throw new BadRequestError('news list query')
        const data = await news.listPage(lang, query.data.page ?? 1, query.data.kind)
        return newsListPageModel(lang, data)
      }, { query: Object.keys(NewsListQuery.shape) }),
    )

    app.get<{ Params: { slug: string } }>(
      `${routes.newsList[lang]}/:slug`,
      cached<{ Params: { slug: string } }>(async ({ params, address }) => {
        const data = isSlug(params.slug) ? await news.detail(lang, params.slug) : null
        if (!data) throw new NotFoundError(address)
        return newsDetailPageModel(lang, data)
      }),
    )
  })
}
