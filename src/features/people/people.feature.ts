import { defineFeature } from '../feature.js'
import { paths } from '../../ui/paths.js'
import { bothLangs, fixedPages } from '../seo/sitemap-source.js'
import { peopleSearch } from './people.search.js'
import { peopleRepository } from './people.repository.js'
import { peopleService } from './people.service.js'
import { peopleRoutes } from './people.routes.js'

declare module '../../server/services.js' {
  interface Services {
    people: ReturnType<typeof peopleService>
  }
}

export const peopleFeature = defineFeature({
  name: 'people',
  services: ({ db }) => ({ people: peopleService(peopleRepository(db)) }),
  routes: [peopleRoutes],
  contentTables: ['departments', 'people'],
  search: peopleSearch,
  sitemap: [
    fixedPages((lang) => paths.people(lang)),
    // The slug is the same in both languages.
    async ({ people }) => (await people.allSlugs()).map((slug) => ({ paths: bothLangs((lang) => paths.person(lang, slug)) })),
  ],
})
