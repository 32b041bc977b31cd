import { defineFeature } from '../feature.js'
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
})
