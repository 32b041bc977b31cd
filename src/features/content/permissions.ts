/** What the page tree's administration checks (ADR 057, 063); the content manifest grants them to roles. */
import type { Permission, Target } from '../access/permissions.js'

export const READ_PAGE: Permission = { action: 'read', entity: 'page' }
export const CREATE_PAGE: Permission = { action: 'create', entity: 'page' }
export const UPDATE_PAGE: Permission = { action: 'update', entity: 'page' }
export const DELETE_PAGE: Permission = { action: 'delete', entity: 'page' }
export const REVIEW_PAGE: Permission = { action: 'review', entity: 'page' }
export const PUBLISH_PAGE: Permission = { action: 'publish', entity: 'page' }
/** A faculty's identity: its introduction and its study office's contacts (ADR 092). */
export const READ_FACULTY: Permission = { action: 'read', entity: 'faculty' }
export const UPDATE_FACULTY: Permission = { action: 'update', entity: 'faculty' }
/** The header's main menu and the footer's links (ADR 095): chief editors only. */
export const READ_MENU: Permission = { action: 'read', entity: 'menu' }
export const UPDATE_MENU: Permission = { action: 'update', entity: 'menu' }

/** A page's faculty and its address below the language as `section:` scopes name it (`/studium/...`, ADR 057, 063). */
export const pageTarget = (row: { path: string }, facultySlug: string | null): Target => (facultySlug ? { faculty: facultySlug, section: `/${row.path}` } : { section: `/${row.path}` })
