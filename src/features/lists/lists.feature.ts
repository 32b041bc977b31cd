import { defineFeature } from '../feature.js'
import { summaryDroppingListsRepository } from '../cart/header-summary.js'
import { listsRepository } from './lists.repository.js'
import { listsRoutes } from './lists.routes.js'
import { listsService } from './lists.service.js'

declare module '../../server/services.js' {
  interface Services {
    lists: ReturnType<typeof listsService>
  }
}

export const listsFeature = defineFeature({
  name: 'lists',
  // A change of a list drops the header's kept summary of its owner (ADR 049).
  services: ({ db, options, services }) => ({ lists: listsService(summaryDroppingListsRepository(listsRepository(db), options.forgetSummary), services.variants) }),
  routes: [listsRoutes],
})
