/** Home, faculty homes and the content page tree. */
import type { FastifyPluginAsync } from 'fastify'
import { cached } from '../../server/cached.js'
import { NotFoundError } from '../../server/errors.js'
import { eachLang, isSlug, parseSlugPath } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { contentPageModel } from './content-page.js'
import { facultyPageModel } from './faculty-page.js'
import { homePageModel } from './home-page.js'

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { content, news } = app.services

  eachLang((lang) => {
    app.get(
      routes.home[lang],
      cached(async () => {
        const [latest, events, faculties] = await Promise.all([
          news.latest(lang, { kind: 'news', limit: 6 }),
          news.upcoming(lang, { limit: 4 }),
          content.faculties(lang),
        ])
        return homePageModel(lang, { news: latest, events, faculties })
      }),
    )

    app.get<{ Params: { slug: string } }>(
      `${routes.faculties[lang]}/:slug`,
      cached<{ Params: { slug: string } }>(async ({ params, address }) => {
        const data = isSlug(params.slug) ? await content.facultyHome(lang, params.slug) : null
        if (!data) throw new NotFoundError(address)
        // News only: events would list by publication while showing when they take place.
        const facultyNews = await news.latest(lang, { kind: 'news', limit: 6, facultyId: data.faculty.id })
        return facultyPageModel(lang, data, facultyNews)
      }),
    )

    app.get(`/qf/${lang}`, async (_req, reply) => reply.redirect(routes.home[lang]))

    app.get<{ Params: { '*': string } }>(
      `/qf/${lang}/*`,
      cached<{ Params: { '*': string } }>(async ({ params, address }) => {
        const path = parseSlugPath(params['*'])
        const data = path ? await content.contentPage(lang, path) : null
        if (!data) throw new NotFoundError(address)
        return contentPageModel(lang, data)
      }),
    )
  })
}
