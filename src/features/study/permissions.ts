/** What the programmes administration checks (ADR 057, 085); the study manifest grants them to roles. */
import type { Permission } from '../access/permissions.js'

export const READ_PROGRAMMES: Permission = { action: 'read', entity: 'programme' }
export const CREATE_PROGRAMMES: Permission = { action: 'create', entity: 'programme' }
export const UPDATE_PROGRAMMES: Permission = { action: 'update', entity: 'programme' }
export const REVIEW_PROGRAMMES: Permission = { action: 'review', entity: 'programme' }
export const PUBLISH_PROGRAMMES: Permission = { action: 'publish', entity: 'programme' }
