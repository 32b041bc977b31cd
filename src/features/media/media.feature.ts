import { defineFeature } from '../feature.js'
import { mediaRepository } from './media.repository.js'
import { mediaService } from './media.service.js'
import { mediaRoutes } from './media.routes.js'

declare module '../../server/services.js' {
  interface Services {
    media: ReturnType<typeof mediaService>
  }
}

export const mediaFeature = defineFeature({
  name: 'media',
  services: ({ db }) => ({ media: mediaService(mediaRepository(db)) }),
  routes: [mediaRoutes],
  contentTables: ['media_images'],
})
