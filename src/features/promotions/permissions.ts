/** What the sales' administration checks (ADR 087); the promotions manifest grants them to shop managers. */
import type { Permission } from '../access/permissions.js'

export const READ_SALES: Permission = { action: 'read', entity: 'sale' }
export const CREATE_SALES: Permission = { action: 'create', entity: 'sale' }
export const UPDATE_SALES: Permission = { action: 'update', entity: 'sale' }
