import { defineFeature } from '../feature.js'
import { headerSearchResultsPart } from './search-results.js'
import { searchRepository } from './search.repository.js'
import { searchService, timedSearch } from './search.service.js'
import { searchRoutes } from './search.routes.js'

declare module '../../server/services.js' {
  interface Services {
    search: ReturnType<typeof searchService>
  }
}

export const searchFeature = defineFeature({
  name: 'search',
  services: ({ db, options }) => ({ search: timedSearch(searchService(searchRepository(db)), options.metrics, options.spans) }),
  routes: [searchRoutes],
  frame: () => [headerSearchResultsPart],
})
