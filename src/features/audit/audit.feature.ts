import { auditMessages } from '../../i18n/audit.js'
import { paths } from '../../ui/paths.js'
import { defineFeature } from '../feature.js'
import { auditAdminRoutes, READ_AUDIT } from './admin/audit-admin.routes.js'
import { auditRepository } from './audit.repository.js'
import { auditService } from './audit.service.js'

declare module '../../server/services.js' {
  interface Services {
    /** The administration's audit log: `record` in the caller's transaction, sign-ins, the admin's reads. */
    audit: ReturnType<typeof auditService>
  }
}

/**
 * The audit log (ADR 060): its table `audit_log` (audit.tables.ts, migration 0030), the write the
 * other features call in their transactions (`audit.record.ts`; editorial acts through
 * editorial's `onAct`, sign-ins from the account's login, role changes from the accounts pages
 * and `npm run staff`), and the admin's page and CSV. Listed before the editorial feature, whose
 * service records through it.
 */
export const auditFeature = defineFeature({
  name: 'audit',
  services: ({ db }) => ({ audit: auditService(auditRepository(db)) }),
  admin: {
    routes: [auditAdminRoutes],
    nav: [{ label: auditMessages.navLabel, href: (lang) => paths.adminAudit(lang), permission: READ_AUDIT }],
  },
  grants: { admin: [READ_AUDIT] },
})
