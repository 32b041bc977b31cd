/** What the catalogue's administration checks (ADR 067); the shop manifest grants them to the shop manager. */
import type { Permission } from '../../access/permissions.js'

export const READ_PRODUCTS: Permission = { action: 'read', entity: 'product' }
export const CREATE_PRODUCTS: Permission = { action: 'create', entity: 'product' }
export const UPDATE_PRODUCTS: Permission = { action: 'update', entity: 'product' }
