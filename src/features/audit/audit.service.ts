/**
 * The audit log (ADR 060): `record` writes an entry in the caller's transaction (the editorial
 * acts, the changes of roles); `signIn` records a sign-in to the administration; `list` and
 * `exportRows` read it under a filter for the admin's pages and the CSV.
 */
import type { Db } from '../../db/client.js'
import { recordAudit, type AuditEntry } from './audit.record.js'
import type { AuditFilter, AuditRepository, AuditRow } from './audit.repository.js'

export function auditService(repo: AuditRepository) {
  return {
    record: (tx: Db, entry: AuditEntry): Promise<void> => recordAudit(tx, entry),
    /** After a successful sign-in: recorded when the account holds any role. */
    signIn: (userId: number, ip: string | null): Promise<boolean> => repo.signIn(userId, ip),
    list: (filter: AuditFilter, page: number): Promise<{ rows: AuditRow[]; total: number }> => repo.list(filter, page),
    exportRows: (filter: AuditFilter): AsyncGenerator<AuditRow> => repo.exportRows(filter),
  }
}

export type AuditService = ReturnType<typeof auditService>
