import { defineFeature } from '../feature.js'
import { newsletterRepository } from './newsletter.repository.js'
import { newsletterLiveForm, newsletterRoutes } from './newsletter.routes.js'
import { newsletterService } from './newsletter.service.js'

declare module '../../server/services.js' {
  interface Services {
    newsletter: ReturnType<typeof newsletterService>
  }
}

export const newsletterFeature = defineFeature({
  name: 'newsletter',
  services: ({ db, options }) => ({ newsletter: newsletterService({ repo: newsletterRepository(db), mailWritten: options.mailWritten }) }),
  routes: [newsletterRoutes],
  liveForms: () => [newsletterLiveForm],
})
