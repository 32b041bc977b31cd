import { defineFeature } from '../feature.js'

/**
 * Roles and permissions (ADR 057): its table `user_roles` (access.tables.ts), the check
 * (permissions.ts) and `npm run staff`. It grants nothing itself; the features grant their
 * permissions to roles in their own manifests.
 */
export const accessFeature = defineFeature({
  name: 'access',
})
