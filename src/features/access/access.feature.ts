import { accountsAdminMessages } from '../../i18n/accounts-admin.js'
import { paths } from '../../ui/paths.js'
import { defineFeature } from '../feature.js'
import { accessRepository } from './access.repository.js'
import { accountsAdminRepository } from './admin/accounts-admin.repository.js'
import { accountsAdminRoutes, READ_ACCOUNT, UPDATE_ACCOUNT } from './admin/accounts-admin.routes.js'
import { roleChanges } from './role-changes.js'

declare module '../../server/services.js' {
  interface Services {
    /** Who holds which role where (review mail finds its reviewers here). */
    roleHolders: Pick<ReturnType<typeof accessRepository>, 'grantHolders' | 'person'>
    /** The admin's accounts pages: finding accounts with their roles, and changing roles (recorded in the audit log). */
    accountsAdmin: ReturnType<typeof accountsAdminRepository> & ReturnType<typeof roleChanges>
  }
}

/**
 * Roles and permissions (ADR 057): its table `user_roles` (access.tables.ts), the check
 * (permissions.ts), `npm run staff`, and the admin's accounts pages (ADR 060). It grants only its
 * own permissions (the accounts, to `admin`); the features grant theirs in their own manifests.
 */
export const accessFeature = defineFeature({
  name: 'access',
  services: ({ db }) => {
    const repo = accessRepository(db)
    return {
      roleHolders: { grantHolders: repo.grantHolders, person: repo.person },
      accountsAdmin: { ...accountsAdminRepository(db), ...roleChanges(db, repo) },
    }
  },
  admin: {
    routes: [accountsAdminRoutes],
    nav: [{ label: accountsAdminMessages.navLabel, href: (lang) => paths.adminAccounts(lang), permission: READ_ACCOUNT }],
  },
  // Accounts and roles are the whole site's: only an unscoped admin holds them.
  grants: { admin: [READ_ACCOUNT, UPDATE_ACCOUNT] },
})
