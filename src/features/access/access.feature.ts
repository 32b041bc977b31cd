import { defineFeature } from '../feature.js'
import { accessRepository } from './access.repository.js'

declare module '../../server/services.js' {
  interface Services {
    /** Who holds which role where (review mail finds its reviewers here). */
    roleHolders: Pick<ReturnType<typeof accessRepository>, 'grantHolders' | 'person'>
  }
}

/**
 * Roles and permissions (ADR 057): its table `user_roles` (access.tables.ts), the check
 * (permissions.ts) and `npm run staff`. It grants nothing itself; the features grant their
 * permissions to roles in their own manifests.
 */
export const accessFeature = defineFeature({
  name: 'access',
  services: ({ db }) => {
    const repo = accessRepository(db)
    return { roleHolders: { grantHolders: repo.grantHolders, person: repo.person } }
  },
})
