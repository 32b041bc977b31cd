import { defineFeature } from '../feature.js'
import { consentRepository } from './consent.repository.js'
import { consentService } from './consent.service.js'
import { consentRoutes } from './consent.routes.js'

declare module '../../server/services.js' {
  interface Services {
    consent: ReturnType<typeof consentService>
  }
}

export const consentFeature = defineFeature({
  name: 'consent',
  services: ({ db }) => ({ consent: consentService(consentRepository(db)) }),
  routes: [consentRoutes],
})
