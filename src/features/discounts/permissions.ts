/** What the discount codes' administration checks (ADR 069); the discounts manifest grants them to shop managers. */
import type { Permission } from '../access/permissions.js'

export const READ_DISCOUNTS: Permission = { action: 'read', entity: 'discount' }
export const CREATE_DISCOUNTS: Permission = { action: 'create', entity: 'discount' }
export const UPDATE_DISCOUNTS: Permission = { action: 'update', entity: 'discount' }
