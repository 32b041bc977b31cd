import { defineFeature } from '../feature.js'
import { compareRepository } from './compare.repository.js'
import { compareService } from './compare.service.js'
import { compareRoutes } from './compare.routes.js'

declare module '../../server/services.js' {
  interface Services {
    compare: ReturnType<typeof compareService>
  }
}

export const compareFeature = defineFeature({
  name: 'compare',
  services: ({ db }) => ({ compare: compareService(compareRepository(db)) }),
  routes: [compareRoutes],
})
