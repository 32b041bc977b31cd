/** What the stock administration checks (ADR 068); the shop manifest grants them to shop managers. */
import type { Permission } from '../../access/permissions.js'

export const READ_STOCK: Permission = { action: 'read', entity: 'stock' }
export const UPDATE_STOCK: Permission = { action: 'update', entity: 'stock' }
