/** What the order administration checks (ADR 057); the checkout manifest grants them to roles. */
import type { Permission } from '../access/permissions.js'

export const READ_ORDERS: Permission = { action: 'read', entity: 'order' }
export const UPDATE_ORDERS: Permission = { action: 'update', entity: 'order' }
