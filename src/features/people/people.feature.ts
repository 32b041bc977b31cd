import { defineFeature } from '../feature.js'
import { paths } from '../../ui/paths.js'
import { peopleAdminMessages } from '../../i18n/people-admin.js'
import { bothLangs, fixedPages } from '../seo/sitemap-source.js'
import { peopleSearch } from './people.search.js'
import { personEditorial } from './people.editorial.js'
import { peopleRepository } from './people.repository.js'
import { peopleService } from './people.service.js'
import { peopleRoutes } from './people.routes.js'
import { peopleAdminRepository } from './admin/people-admin.repository.js'
import { peopleAdminRoutes } from './admin/people-admin.routes.js'
import { CREATE_PEOPLE, PUBLISH_PEOPLE, READ_PEOPLE, REVIEW_PEOPLE, UPDATE_PEOPLE } from './permissions.js'
import { peopleMediaUses } from './people.media-uses.js'

declare module '../../server/services.js' {
  interface Services {
    people: ReturnType<typeof peopleService>
    /** What the people administration reads (writes go through `editorial`). */
    peopleAdmin: ReturnType<typeof peopleAdminRepository>
  }
}

export const peopleFeature = defineFeature({
  name: 'people',
  services: ({ db }) => ({ people: peopleService(peopleRepository(db)), peopleAdmin: peopleAdminRepository(db) }),
  routes: [peopleRoutes],
  admin: {
    routes: [peopleAdminRoutes],
    nav: [{ label: peopleAdminMessages.peopleTitle, href: (lang) => paths.adminPeople(lang), permission: { ...READ_PEOPLE, somewhere: true } }],
  },
  // As news (ADR 059): editors write the people of their faculty and submit; chief editors review and publish.
  grants: {
    editor: [READ_PEOPLE, CREATE_PEOPLE, UPDATE_PEOPLE],
    chief_editor: [READ_PEOPLE, CREATE_PEOPLE, UPDATE_PEOPLE, REVIEW_PEOPLE, PUBLISH_PEOPLE],
  },
  contentTables: ['departments', 'people'],
  editorial: [personEditorial],
  search: peopleSearch,
  sitemap: [
    fixedPages((lang) => paths.people(lang)),
    // The slug is the same in both languages.
    async ({ people }) => (await people.allSlugs()).map((slug) => ({ paths: bothLangs((lang) => paths.person(lang, slug)) })),
  ],
  mediaUses: [peopleMediaUses],
})
