/** What the media library checks (ADR 057, 086); the media manifest grants them to roles. */
import type { RoutePermission } from '../access/permissions.js'

// `somewhere`: the library is shared by the whole site, so an editor of any scope holds it (ADR 086).
export const READ_MEDIA: RoutePermission = { action: 'read', entity: 'media', somewhere: true }
export const CREATE_MEDIA: RoutePermission = { action: 'create', entity: 'media', somewhere: true }
export const UPDATE_MEDIA: RoutePermission = { action: 'update', entity: 'media', somewhere: true }
export const DELETE_MEDIA: RoutePermission = { action: 'delete', entity: 'media', somewhere: true }
