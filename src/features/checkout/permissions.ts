/** What the order administration checks (ADR 057); the checkout manifest grants them to roles. */
import type { AccessControl, Grant, Permission } from '../access/permissions.js'

export const READ_ORDERS: Permission = { action: 'read', entity: 'order' }
export const UPDATE_ORDERS: Permission = { action: 'update', entity: 'order' }
/** Refunding money (ADR 082, 083): the shop manager's, not the `staff` role's, who moves orders only. */
export const CREATE_REFUNDS: Permission = { action: 'create', entity: 'refund' }
/** The withdrawals' queue and receiving their goods (ADR 083). */
export const READ_WITHDRAWALS: Permission = { action: 'read', entity: 'withdrawal' }
export const UPDATE_WITHDRAWALS: Permission = { action: 'update', entity: 'withdrawal' }

/** What the signed-in staff member may do on an order's page besides moving it (ADR 083). */
export function staffCan(access: AccessControl, user: { grants: readonly Grant[] } | null | undefined) {
  return {
    refund: access.can(user, CREATE_REFUNDS.action, CREATE_REFUNDS.entity),
    withdrawals: access.can(user, READ_WITHDRAWALS.action, READ_WITHDRAWALS.entity),
    receive: access.can(user, UPDATE_WITHDRAWALS.action, UPDATE_WITHDRAWALS.entity),
  }
}
