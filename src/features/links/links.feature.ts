import { linksMessages } from '../../i18n/links.js'
import { paths } from '../../ui/paths.js'
import { defineFeature } from '../feature.js'
import { linksAdminRoutes } from './admin/links-admin.js'
import { linksService } from './links.service.js'
import { READ_LINK_REPORT } from './permissions.js'

declare module '../../server/services.js' {
  interface Services {
    /** The broken internal links report (ADR 100). */
    links: ReturnType<typeof linksService>
  }
}

/**
 * The broken internal links report (issue 25 "Addresses", ADR 100). Its tables index the links the
 * features' manifests give as `linkSources` (written by the editorial service with the item's
 * text, links/link-index.ts) and keep the verdicts on site paths, which the features' `sitemap`
 * sources, the redirects and the app's routes give; listed after the redirects it asks.
 */
export const linksFeature = defineFeature({
  name: 'links',
  services: ({ db, features, services }) => ({
    links: linksService(db, { sources: features.flatMap((f) => f.linkSources ?? []), sitemap: features.flatMap((f) => f.sitemap ?? []), redirects: services.redirects }),
  }),
  admin: {
    routes: [linksAdminRoutes],
    nav: [{ label: linksMessages.title, href: (lang) => paths.adminBrokenLinks(lang), permission: { ...READ_LINK_REPORT, somewhere: true } }],
  },
  // The kept sitemap and the verdicts' freshness go with every content change (the change feed; this node's admin posts, server/app.ts).
  contentChanged: ({ links }) => links.forget(),
  // Editors see the rows of items in their scope (the route filters them); chief editors all.
  grants: { editor: [READ_LINK_REPORT], chief_editor: [READ_LINK_REPORT] },
})
