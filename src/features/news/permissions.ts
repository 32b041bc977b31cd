/** What the news administration checks (ADR 057, 059); the news manifest grants them to roles. */
import type { Permission } from '../access/permissions.js'

export const READ_NEWS: Permission = { action: 'read', entity: 'news' }
export const CREATE_NEWS: Permission = { action: 'create', entity: 'news' }
export const UPDATE_NEWS: Permission = { action: 'update', entity: 'news' }
export const REVIEW_NEWS: Permission = { action: 'review', entity: 'news' }
export const PUBLISH_NEWS: Permission = { action: 'publish', entity: 'news' }
