/** What the documents administration checks (ADR 057, 062); the documents manifest grants them to roles. */
import type { Permission } from '../access/permissions.js'

export const READ_DOCUMENTS: Permission = { action: 'read', entity: 'document' }
export const CREATE_DOCUMENTS: Permission = { action: 'create', entity: 'document' }
export const UPDATE_DOCUMENTS: Permission = { action: 'update', entity: 'document' }
export const REVIEW_DOCUMENTS: Permission = { action: 'review', entity: 'document' }
export const PUBLISH_DOCUMENTS: Permission = { action: 'publish', entity: 'document' }
