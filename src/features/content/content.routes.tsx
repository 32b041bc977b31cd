/** Home, faculty homes and the content page tree. */
import type { FastifyPluginAsync } from 'fastify'
import { NotFoundError } from '../../server/errors.js'
import { eachLang, isSlug, parseSlugPath } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { newsRepository } from '../news/news.repository.js'
import { contentPageModel } from './content-page.js'
import { contentRepository } from './content.repository.js'
import { contentService } from './content.service.js'
import { facultyPageModel } from './faculty-page.js'
import { homePageModel } from './home-page.js'

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const content = contentService(contentRepository(app.db))
  const news = newsRepository(app.db)

  eachLang((lang) => {
    app.get(routes.home[lang], async (_req, reply) =>
      reply.cachedPage(async () => {
        const [latest, events, faculties] = await Promise.all([
          news.latest(lang, { kind: 'news', limit: 6 }),
          news.latest(lang, { kind: 'event', limit: 4 }),
          content.faculties(lang),
        ])
        return homePageModel(lang, { news: latest, events, faculties })
      }),
    )

    app.get<{ Params: { slug: string } }>(`${routes.faculties[lang]}/:slug`, async (req, reply) =>
      reply.cachedPage(async () => {
        const data = isSlug(req.params.slug) ? await content.facultyHome(lang, req.params.slug) : null
        if (!data) throw new NotFoundError(req.url)
        const facultyNews = await news.latest(lang, { limit: 6, facultyId: data.faculty.id })
        return facultyPageModel(lang, data, facultyNews)
      }),
    )

    app.get(`/qf/${lang}`, async (_req, reply) => reply.redirect(routes.home[lang]))
    app.get(`/qf/${lang}/`, async (_req, reply) => reply.redirect(routes.home[lang]))

    app.get<{ Params: { '*': string } }>(`/qf/${lang}/*`, async (req, reply) =>
      reply.cachedPage(async () => {
        const path = parseSlugPath(req.params['*'])
        const data = path ? await content.contentPage(lang, path) : null
        if (!data) throw new NotFoundError(req.url)
        return contentPageModel(lang, data)
      }),
    )
  })
}
