import { redirectsMessages } from '../../i18n/redirects.js'
import { paths } from '../../ui/paths.js'
import { defineFeature } from '../feature.js'
import { redirectsAdminRoutes } from './admin/redirects-admin.js'
import { READ_REDIRECTS, UPDATE_REDIRECTS } from './permissions.js'
import { redirectsRepository } from './redirects.repository.js'
import { redirectsService } from './redirects.service.js'

declare module '../../server/services.js' {
  interface Services {
    /** Addresses that moved: looked up where a page would be a 404 (server/plugins/errors.ts). */
    redirects: ReturnType<typeof redirectsService>
  }
}

/**
 * Addresses that moved (ADR 059): its table `redirects`, the 301 where an old address would be a
 * 404, the redirects an address change makes (`moved`, called by the content features in their
 * own transaction) and the chief editors' page to manage them by hand.
 */
export const redirectsFeature = defineFeature({
  name: 'redirects',
  services: ({ db }) => ({ redirects: redirectsService(db, redirectsRepository(db)) }),
  admin: {
    routes: [redirectsAdminRoutes],
    nav: [{ label: redirectsMessages.title, href: (lang) => paths.adminRedirects(lang), permission: READ_REDIRECTS }],
  },
  grants: { chief_editor: [READ_REDIRECTS, UPDATE_REDIRECTS] },
})
