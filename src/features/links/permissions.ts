/** What the broken links report checks (ADR 100); the links manifest grants it to editors and chief editors. */
import type { Permission } from '../access/permissions.js'

export const READ_LINK_REPORT: Permission = { action: 'read', entity: 'link_report' }
