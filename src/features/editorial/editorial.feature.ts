import { AccessControl } from '../access/permissions.js'
import { defineFeature } from '../feature.js'
import { editorialRepository } from './editorial.repository.js'
import { editorialService } from './editorial.service.js'
import { reviewMail } from './review-mail.js'
import { dashboardRoutes, OPEN_DASHBOARD, READ_DASHBOARD } from './admin/dashboard.js'
import { editorialMessages } from '../../i18n/editorial.js'
import { paths } from '../../ui/paths.js'

declare module '../../server/services.js' {
  interface Services {
    editorial: ReturnType<typeof editorialService>
  }
}

/**
 * Drafts, revisions and publishing at a time for every kind of content the manifests list under
 * `editorial` (ADR 058). Its tables are revisions and the log; the draft state lives in each
 * content table (`draftStateColumns`).
 */
export const editorialFeature = defineFeature({
  name: 'editorial',
  services: ({ db, features, services, options }) => {
    const entities = features.flatMap((f) => f.editorial ?? [])
    const onReview = reviewMail(new AccessControl(features), services.roleHolders, new Map(entities.map((e) => [e.name, e])))
    return { editorial: editorialService(db, editorialRepository(db), entities, { onReview, reviewed: options.mailWritten }) }
  },
  admin: {
    routes: [dashboardRoutes],
    nav: [],
    home: { label: editorialMessages.adminTitle, href: (lang) => paths.adminHome(lang), permission: OPEN_DASHBOARD },
  },
  // Every role of the administration starts at the dashboard.
  grants: { staff: [READ_DASHBOARD], editor: [READ_DASHBOARD], chief_editor: [READ_DASHBOARD], admin: [READ_DASHBOARD] },
})
