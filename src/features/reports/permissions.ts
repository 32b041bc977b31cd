/** What the reports check (ADR 078); the reports manifest grants it to shop managers. */
import type { Permission } from '../access/permissions.js'

export const READ_REPORTS: Permission = { action: 'read', entity: 'report' }
