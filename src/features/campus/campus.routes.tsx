/**
 * The campus map page (ADR 021): `/qf/cs/mapa-arealu` · `/qf/en/campus-map`, a document without
 * the site's frame, shown in the contacts page's iframe popup. Buildings: the rectorate (the
 * university's address) and every faculty with its study office's address, from the database.
 */
import type { FastifyPluginAsync } from 'fastify'
import { renderToStaticMarkup } from 'react-dom/server'
import { UNIVERSITY } from '../../db/seed/facts.js'
import { campusMessages } from '../../i18n/campus.js'
import { translate } from '../../i18n/index.js'
import { eachLang } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { CampusMapDocument, type Building } from './campus-map.js'

const RECTORATE_COLOR = '#1d5a3a'

export const campusRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app.services
  eachLang((lang) => {
    app.get(routes.campusMap[lang], async (_req, reply) => {
      const { street, postalCode, city } = UNIVERSITY.address
      const rectorate: Building = { code: 'R', name: translate(campusMessages, lang, 'rectorate'), address: `${street}, ${postalCode} ${city}`, color: RECTORATE_COLOR }
      const faculties = (await content.faculties(lang)).map((f): Building => ({ code: f.code, name: f.name, address: f.address, color: f.color }))
      const html = renderToStaticMarkup(<CampusMapDocument lang={lang} buildings={[rectorate, ...faculties]} />)
      return reply.type('text/html; charset=utf-8').send(`<!DOCTYPE html>${html}`)
    })
  })
}
