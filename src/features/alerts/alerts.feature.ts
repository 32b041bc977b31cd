import { defineFeature } from '../feature.js'
import { alertsRepository } from './alerts.repository.js'
import { alertsService } from './alerts.service.js'
import { alertsRoutes } from './alerts.routes.js'

declare module '../../server/services.js' {
  interface Services {
    alerts: ReturnType<typeof alertsService>
  }
}

export const alertsFeature = defineFeature({
  name: 'alerts',
  services: ({ db }) => ({ alerts: alertsService(alertsRepository(db)) }),
  routes: [alertsRoutes],
})
