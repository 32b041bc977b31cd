/** What the people administration checks (ADR 057, 079); the people manifest grants them to roles. */
import type { Permission } from '../access/permissions.js'

export const READ_PEOPLE: Permission = { action: 'read', entity: 'person' }
export const CREATE_PEOPLE: Permission = { action: 'create', entity: 'person' }
export const UPDATE_PEOPLE: Permission = { action: 'update', entity: 'person' }
export const REVIEW_PEOPLE: Permission = { action: 'review', entity: 'person' }
export const PUBLISH_PEOPLE: Permission = { action: 'publish', entity: 'person' }
