import { defineFeature } from '../feature.js'
import { paths } from '../../ui/paths.js'
import { bothLangs, fixedPages } from '../seo/sitemap-source.js'
import { studySearch } from './study.search.js'
import { studyRepository } from './study.repository.js'
import { studyService } from './study.service.js'
import { studyRoutes } from './study.routes.js'
import { programmesAdminMessages } from '../../i18n/programmes-admin.js'
import { programmeEditorial } from './study.editorial.js'
import { programmesAdminRepository } from './admin/programmes-admin.repository.js'
import { programmesAdminRoutes } from './admin/programmes-admin.routes.js'
import { CREATE_PROGRAMMES, PUBLISH_PROGRAMMES, READ_PROGRAMMES, REVIEW_PROGRAMMES, UPDATE_PROGRAMMES } from './permissions.js'

declare module '../../server/services.js' {
  interface Services {
    study: ReturnType<typeof studyService>
    /** What the programmes administration reads (writes go through `editorial`). */
    programmesAdmin: ReturnType<typeof programmesAdminRepository>
  }
}

export const studyFeature = defineFeature({
  name: 'study',
  services: ({ db }) => ({ study: studyService(studyRepository(db)), programmesAdmin: programmesAdminRepository(db) }),
  routes: [studyRoutes],
  admin: {
    routes: [programmesAdminRoutes],
    nav: [{ label: programmesAdminMessages.programmesTitle, href: (lang) => paths.adminProgrammes(lang), permission: { ...READ_PROGRAMMES, somewhere: true } }],
  },
  // As people (ADR 079, 085): editors write their faculty's programmes and submit; chief editors review and publish.
  grants: {
    editor: [READ_PROGRAMMES, CREATE_PROGRAMMES, UPDATE_PROGRAMMES],
    chief_editor: [READ_PROGRAMMES, CREATE_PROGRAMMES, UPDATE_PROGRAMMES, REVIEW_PROGRAMMES, PUBLISH_PROGRAMMES],
  },
  editorial: [programmeEditorial],
  contentTables: ['programmes'],
  search: studySearch,
  sitemap: [
    fixedPages((lang) => paths.programmes(lang)),
    async ({ study }) => (await study.allSlugs()).map((slugs) => ({ paths: bothLangs((lang) => paths.programme(lang, slugs[lang])) })),
  ],
})
