import { AccessControl } from '../access/permissions.js'
import { defineFeature } from '../feature.js'
import { editorialRepository } from './editorial.repository.js'
import { editorialService, type EditorialOptions } from './editorial.service.js'
import type { EditorialAction } from './editorial.tables.js'
import type { AuditAction } from '../audit/audit.tables.js'
import { reviewMail } from './review-mail.js'
import { previewLinksService, type PreviewLinksService } from './preview-links.js'
import { sharedPreviewRoutes } from './shared-preview.routes.js'
import { dashboardRoutes, OPEN_DASHBOARD, READ_DASHBOARD } from './admin/dashboard.js'
import { phonePreviewRoutes } from './admin/preview-frame.js'
import { editorialMessages } from '../../i18n/editorial.js'
import { autosavesService, type AutosavesService } from './autosaves.js'
import { autosaveRoutes } from './admin/autosave.routes.js'
import { paths } from '../../ui/paths.js'
import { writeLinks } from '../links/link-index.js'

/** The audit log's name for each editorial act: a saved draft is a change. */
const AUDIT_ACTION_OF: Record<EditorialAction, AuditAction> = {
  create: 'create',
  draft: 'change',
  publish: 'publish',
  schedule: 'schedule',
  unpublish: 'unpublish',
  schedule_unpublish: 'schedule_unpublish',
  unschedule: 'unschedule',
  submit: 'submit',
  return: 'return',
}

declare module '../../server/services.js' {
  interface Services {
    editorial: ReturnType<typeof editorialService>
    /** Links that show a draft to a reviewer without an account (ADR 066). */
    previewLinks: PreviewLinksService
    /** What editors typed and have not saved (ADR 094). */
    autosaves: AutosavesService
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
    const repo = editorialRepository(db)
    const { audit } = services
    // Every act into the audit log, in the act's transaction (ADR 060): `news #12: Title` when the revision has one.
    const onAct: EditorialOptions['onAct'] = async (tx, act) => {
      const title = act.revisionId !== null ? await repo.revisionTitle(tx, act.revisionId) : null
      await audit.record(tx, {
        userId: act.userId,
        actor: 'scheduler',
        action: AUDIT_ACTION_OF[act.action],
        entity: act.entity,
        objectId: act.objectId,
        summary: `${act.entity} #${act.objectId}${title ? `: ${title}` : ''}`,
        ip: act.ip,
        at: act.at,
      })
    }
    // The index of an item's links is written with its text, in the same transaction (ADR 100).
    const linkSources = features.flatMap((f) => f.linkSources ?? [])
    const onWritten: EditorialOptions['onWritten'] = (tx, entity, id) => writeLinks(tx, linkSources, entity, [id])
    return { editorial: editorialService(db, repo, entities, { onReview, reviewed: options.mailWritten, onAct, onWritten }), previewLinks: previewLinksService(db), autosaves: autosavesService(db) }
  },
  routes: [sharedPreviewRoutes],
  admin: {
    routes: [dashboardRoutes, phonePreviewRoutes, autosaveRoutes],
    nav: [],
    home: { label: editorialMessages.adminTitle, href: (lang) => paths.adminHome(lang), permission: OPEN_DASHBOARD },
  },
  // Every role of the administration starts at the dashboard.
  grants: { staff: [READ_DASHBOARD], shop_manager: [READ_DASHBOARD], editor: [READ_DASHBOARD], chief_editor: [READ_DASHBOARD], admin: [READ_DASHBOARD] },
})
