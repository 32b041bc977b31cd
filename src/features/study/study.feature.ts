import { defineFeature } from '../feature.js'
import { paths } from '../../ui/paths.js'
import { bothLangs, fixedPages } from '../seo/sitemap-source.js'
import { studySearch } from './study.search.js'
import { studyRepository } from './study.repository.js'
import { studyService } from './study.service.js'
import { studyRoutes } from './study.routes.js'

declare module '../../server/services.js' {
  interface Services {
    study: ReturnType<typeof studyService>
  }
}

export const studyFeature = defineFeature({
  name: 'study',
  services: ({ db }) => ({ study: studyService(studyRepository(db)) }),
  routes: [studyRoutes],
  contentTables: ['programmes'],
  search: studySearch,
  sitemap: [
    fixedPages((lang) => paths.programmes(lang)),
    async ({ study }) => (await study.allSlugs()).map((slugs) => ({ paths: bothLangs((lang) => paths.programme(lang, slugs[lang])) })),
  ],
})
