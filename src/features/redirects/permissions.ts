/** What the redirects administration checks (ADR 059); the redirects manifest grants them. */
import type { Permission } from '../access/permissions.js'

export const READ_REDIRECTS: Permission = { action: 'read', entity: 'redirect' }
export const UPDATE_REDIRECTS: Permission = { action: 'update', entity: 'redirect' }
