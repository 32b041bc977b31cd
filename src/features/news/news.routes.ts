/** The news and events listing and the detail of one item. */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { BadRequestError, NotFoundError } from '../../server/errors.js'
import { eachLang, isSlug } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { PageQuery } from '../../ui/query.js'
import { newsDetailPageModel } from './news-detail-page.js'
import { newsListPageModel } from './news-list-page.js'
import { newsRepository } from './news.repository.js'
import { newsService } from './news.service.js'

const NewsListQuery = PageQuery.extend({ kind: z.enum(['news', 'event']).optional() })

export const newsRoutes: FastifyPluginAsync = async (app) => {
  const news = newsService(newsRepository(app.db))

  eachLang((lang) => {
    app.get(routes.newsList[lang], async (req, reply) =>
      reply.cachedPage(async () => {
        const query = NewsListQuery.safeParse(req.query)
        if (!query.success) throw new BadRequestError('news list query')
        const data = await news.listPage(lang, query.data.page ?? 1, query.data.kind)
        return newsListPageModel(lang, data)
      }),
    )

    app.get<{ Params: { slug: string } }>(`${routes.newsList[lang]}/:slug`, async (req, reply) =>
      reply.cachedPage(async () => {
        const data = isSlug(req.params.slug) ? await news.detail(lang, req.params.slug) : null
        if (!data) throw new NotFoundError(req.url)
        return newsDetailPageModel(lang, data)
      }),
    )
  })
}
