import { defineFeature } from '../feature.js'
import { documentEditorial } from './documents.editorial.js'
import { documentsRepository } from './documents.repository.js'
import { documentsService } from './documents.service.js'
import { documentsRoutes } from './documents.routes.js'

declare module '../../server/services.js' {
  interface Services {
    documents: ReturnType<typeof documentsService>
  }
}

export const documentsFeature = defineFeature({
  name: 'documents',
  services: ({ db }) => ({ documents: documentsService(documentsRepository(db)) }),
  routes: [documentsRoutes],
  contentTables: ['documents'],
  editorial: [documentEditorial],
})
