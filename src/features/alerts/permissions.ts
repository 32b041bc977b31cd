/** What the alert banner's administration checks (ADR 065); the alerts manifest grants them to chief editors. */
import type { Permission } from '../access/permissions.js'

export const READ_ALERTS: Permission = { action: 'read', entity: 'alert' }
export const UPDATE_ALERTS: Permission = { action: 'update', entity: 'alert' }
