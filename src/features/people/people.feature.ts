import { defineFeature } from '../feature.js'
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
})
