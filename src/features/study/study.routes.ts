/** The programme catalogue with its filters and a programme's page. */
import type { FastifyPluginAsync } from 'fastify'
import { cached } from '../../server/cached.js'
import { BadRequestError, NotFoundError } from '../../server/errors.js'
import { eachLang, isSlug } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { programmeListPageModel } from './programme-list-page.js'
import { programmePageModel } from './programme-page.js'
import { ProgrammeQuery } from './study.schema.js'
import { applicationUrl, nextApplicationDeadline } from './study.service.js'

export const studyRoutes: FastifyPluginAsync = async (app) => {
  const { content, study } = app.services

  eachLang((lang) => {
    app.get(
      routes.programmes[lang],
      cached(async ({ query: raw }) => {
        const query = ProgrammeQuery.safeParse(raw)
        if (!query.success) throw new BadRequestError('programme filter')
        const data = await study.catalogue(lang, query.data, await content.faculties(lang))
        if (!data) throw new BadRequestError('programme filter: no such faculty')
        return programmeListPageModel(lang, data)
      }, { query: Object.keys(ProgrammeQuery.shape) }),
    )

    app.get<{ Params: { slug: string } }>(
      `${routes.programmes[lang]}/:slug`,
      cached<{ Params: { slug: string } }>(async ({ params, address }) => {
        const programme = isSlug(params.slug) ? await study.programme(lang, params.slug) : undefined
        if (!programme) throw new NotFoundError(address)
        const deadline = nextApplicationDeadline()
        return programmePageModel(lang, programme, { href: applicationUrl(app.config.APPLICATION_URL, programme.code), ...deadline })
      }),
    )
  })
}
