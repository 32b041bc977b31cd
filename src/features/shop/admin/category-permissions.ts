/** What the category tree's and the size chart's administration checks (ADR 090); the shop manifest grants them to the shop manager. */
import type { Permission } from '../../access/permissions.js'

export const READ_CATEGORIES: Permission = { action: 'read', entity: 'product_category' }
export const CREATE_CATEGORIES: Permission = { action: 'create', entity: 'product_category' }
export const UPDATE_CATEGORIES: Permission = { action: 'update', entity: 'product_category' }
export const DELETE_CATEGORIES: Permission = { action: 'delete', entity: 'product_category' }
