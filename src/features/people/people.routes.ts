/** The staff directory with its name search and faculty and department filters. */
import type { FastifyPluginAsync } from 'fastify'
import { cached } from '../../server/cached.js'
import { BadRequestError } from '../../server/errors.js'
import { eachLang } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { directoryPageModel } from './directory-page.js'
import { PeopleQuery } from './people.schema.js'

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
  })
}
