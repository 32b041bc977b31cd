/** Home, faculty homes and the content page tree. */
import type { FastifyPluginAsync } from 'fastify'
import { cached } from '../../server/cached.js'
import { NotFoundError } from '../../server/errors.js'
import { eachLang, isSlug, parseSlugPath } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { contentPageModel } from './content-page.js'
import type { FacultyRow } from './content.types.js'
import { facultiesPageModel } from './faculties-page.js'
import { facultyPageModel } from './faculty-page.js'
import { homePageModel } from './home-page.js'
import { siteMapPageModel } from './site-map-page.js'
import { universityNumbers } from './university-numbers.js'
import { nextApplicationDeadline } from '../study/study.service.js'

/** A faculty's hero picture, by the key the seed gives it. */
const heroKey = (faculty: FacultyRow) => `hero/${faculty.code.toLowerCase()}`

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { content, media, news, people, study } = app.services

  eachLang((lang) => {
    app.get(
      routes.home[lang],
      cached(async () => {
        const [latest, events, faculties, programmes] = await Promise.all([
          news.latest(lang, { kind: 'news', limit: 6 }),
          news.upcoming(lang, { limit: 4 }),
          content.faculties(lang),
          app.services.study.allSlugs(),
        ])
        // The hero slider: the campus, then each faculty's picture (ADR 036).
        const pictures = await media.byKeys(lang, ['hero/uni', ...faculties.map((f) => heroKey(f))])
        const facultyHeroes = faculties.flatMap((faculty) => {
          const picture = pictures.get(heroKey(faculty))
          return picture ? [{ faculty, picture }] : []
        })
        const deadline = nextApplicationDeadline()
        return homePageModel(lang, {
          news: latest,
          events,
          faculties,
          hero: pictures.get('hero/uni') ?? null,
          facultyHeroes,
          numbers: universityNumbers({ faculties: faculties.length, programmes: programmes.length }),
          applicants: { applicationUrl: app.config.APPLICATION_URL, deadline: deadline.day, passesAt: deadline.passesAt },
        })
      }),
    )

    app.get(
      routes.faculties[lang],
      cached(async () => {
        const faculties = await content.faculties(lang)
        const [heroes, leaders] = await Promise.all([
          media.byKeys(lang, faculties.map((f) => heroKey(f))),
          Promise.all(faculties.map((f) => people.leadership(lang, f.id))),
        ])
        return facultiesPageModel(
          lang,
          faculties.map((faculty, i) => ({ faculty, hero: heroes.get(heroKey(faculty)) ?? null, dean: leaders[i]![0] ?? null })),
        )
      }),
    )

    app.get<{ Params: { slug: string } }>(
      `${routes.faculties[lang]}/:slug`,
      cached<{ Params: { slug: string } }>(async ({ params, address }) => {
        const data = isSlug(params.slug) ? await content.facultyHome(lang, params.slug) : null
        if (!data) throw new NotFoundError(address)
        // News only: events would list by publication while showing when they take place.
        const id = data.faculty.id
        const [facultyNews, programmes, leadership, heroes] = await Promise.all([
          news.latest(lang, { kind: 'news', limit: 6, facultyId: id }),
          study.ofFaculty(lang, id),
          people.leadership(lang, id),
          media.byKeys(lang, [heroKey(data.faculty)]),
        ])
        return facultyPageModel(lang, data, { news: facultyNews, programmes, leadership, hero: heroes.get(heroKey(data.faculty)) ?? null })
      }),
    )

    app.get(`/qf/${lang}`, async (_req, reply) => reply.redirect(routes.home[lang]))
    app.get(routes.siteMap[lang], cached(async () => siteMapPageModel(lang, await content.menus(lang))))

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
