import { alertsAdminMessages } from '../../i18n/alerts-admin.js'
import { paths } from '../../ui/paths.js'
import { defineFeature } from '../feature.js'
import { alertsAdminRoutes } from './admin/alerts-admin.routes.js'
import { alertsRepository } from './alerts.repository.js'
import { alertsService } from './alerts.service.js'
import { alertsRoutes } from './alerts.routes.js'
import { READ_ALERTS, UPDATE_ALERTS } from './permissions.js'

declare module '../../server/services.js' {
  interface Services {
    alerts: ReturnType<typeof alertsService>
    /** The chief editors' changes to alerts (ADR 065). */
    alertsAdmin: ReturnType<typeof alertsRepository>
  }
}

/**
 * The alert banner (spec 001 §3, §4; ADR 033) and its administration for chief editors (ADR 065).
 * `site_alerts` is content: a change drops every node's cached alerts (migration 0031).
 */
export const alertsFeature = defineFeature({
  name: 'alerts',
  services: ({ db }) => {
    const repo = alertsRepository(db)
    return { alerts: alertsService(repo), alertsAdmin: repo }
  },
  routes: [alertsRoutes],
  admin: {
    routes: [alertsAdminRoutes],
    nav: [{ label: alertsAdminMessages.title, href: (lang) => paths.adminAlerts(lang), permission: READ_ALERTS }],
  },
  grants: { chief_editor: [READ_ALERTS, UPDATE_ALERTS] },
  contentTables: ['site_alerts'],
  contentChanged: ({ alerts }) => alerts.forget(),
})
