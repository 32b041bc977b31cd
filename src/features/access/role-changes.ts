/**
 * Giving and taking roles (ADR 057, 060), the one way the accounts pages and `npm run staff` change
 * them: each change is one transaction that locks the account's row, changes `user_roles` (whose
 * trigger ends the account's sessions) and writes the audit entry — who (an account, or `cli`),
 * what (the role, its scope, the account's e-mail), when and from where.
 *
 * Someone must remain administrator of the whole site: taking the last unscoped `admin` grant is
 * refused. The site's admin grants are locked first, so two admins taking each other's role at
 * once take turns and the second is refused.
 */
import type { Db } from '../../db/client.js'
import { recordAudit } from '../audit/audit.record.js'
import type { AccessRepository } from './access.repository.js'

export interface RoleActor {
  /** The account acting; null for a command-line tool. */
  userId: number | null
  /** Who acts when no account does. */
  actor?: string
  ip?: string | null
}

export type GrantOutcome = 'granted' | 'unchanged' | 'not-found'
export type RevokeOutcome = 'revoked' | 'not-held' | 'last-admin' | 'not-found'

/** A change as the audit log names it: `editor (faculty:x) → someone@example.cz`. */
export const roleSummary = (role: string, scope: string, email: string) => `${role}${scope ? ` (${scope})` : ''} → ${email}`

export function roleChanges(db: Db, repo: AccessRepository) {
  return {
    async grant(actor: RoleActor, targetId: number, role: string, scope: string): Promise<GrantOutcome> {
      return db.transaction(async (tx) => {
        const target = await repo.lockAccount(tx, targetId)
        if (!target) return 'not-found'
        if (!(await repo.grantTo(tx, target.id, role, scope))) return 'unchanged'
        await recordAudit(tx, { userId: actor.userId, actor: actor.actor, action: 'role_grant', entity: 'account', objectId: target.id, summary: roleSummary(role, scope, target.email), ip: actor.ip })
        return 'granted'
      })
    },

    /** Takes `role` on `scope` (on every scope when undefined). */
    async revoke(actor: RoleActor, targetId: number, role: string, scope: string | undefined): Promise<RevokeOutcome> {
      return db.transaction(async (tx) => {
        const admins = role === 'admin' && (scope === undefined || scope === '') ? await repo.lockSiteAdmins(tx) : []
        const target = await repo.lockAccount(tx, targetId)
        if (!target) return 'not-found'
        if (admins.includes(target.id) && admins.length <= 1) return 'last-admin'
        const taken = await repo.revokeFrom(tx, target.id, role, scope)
        if (taken.length === 0) return 'not-held'
        for (const g of taken) await recordAudit(tx, { userId: actor.userId, actor: actor.actor, action: 'role_revoke', entity: 'account', objectId: target.id, summary: roleSummary(g.role, g.scope, target.email), ip: actor.ip })
        return 'revoked'
      })
    },
  }
}

export type RoleChanges = ReturnType<typeof roleChanges>
