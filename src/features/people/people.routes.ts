/** The staff directory with its name search and faculty and department filters. */
import type { FastifyPluginAsync } from 'fastify'
import { cached } from '../../server/cached.js'
import { BadRequestError, NotFoundError } from '../../server/errors.js'
import { eachLang, isSlug } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { directoryPageModel } from './directory-page.js'
import { PeopleQuery } from './people.schema.js'
import { personPageModel } from './person-page.js'

export const peopleRoutes: FastifyPluginAsync = async (app) => {
  const { content, people } = app.services

  eachLang((lang) => {
    app.get(
      routes.people[lang],
      cached(async ({ query: raw }) => {
        const query = PeopleQuery.safeParse(raw)
        if (!query.success) throw new BadRequestError('directory filter')
        const data = await people.directory(lang, query.data, await content.faculties(lang))
        if (!data) throw new BadRequestError('directory filter: no such faculty or department')
        return directoryPageModel(lang, data)
      }, { query: Object.keys(PeopleQuery.shape) }),
    )

    app.get<{ Params: { slug: string } }>(
      `${routes.people[lang]}/:slug`,
      cached<{ Params: { slug: string } }>(async ({ params, address }) => {
        const person = isSlug(params.slug) ? await people.profile(lang, params.slug) : null
        if (!person) throw new NotFoundError(address)
        return personPageModel(lang, person)
      }),
    )
  })
}
