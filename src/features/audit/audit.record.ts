/**
 * The audit feature's one write for the others (ADR 060): an entry is written in the transaction
 * of the act it records, so it exists exactly when the act was committed. The actor's e-mail is
 * copied from the account (it stays when the account goes); an act of no account names its
 * source instead (`cli`, `scheduler`). A summary or address too long is cut, never refused: the
 * act matters more than its description.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { auditLog, MAX_AUDIT_IP, MAX_AUDIT_SUMMARY, type AuditAction } from './audit.tables.js'

export interface AuditEntry {
  /** The account that acted; null for a command-line tool or the scheduler. */
  userId: number | null
  /** Who acted when no account did: `cli`, `scheduler`. */
  actor?: string
  action: AuditAction
  entity?: string | null
  objectId?: number | null
  /** What was done to what, in a line: `news #12: Open day`, `admin (faculty:x) → someone@example.cz`. */
  summary?: string
  /** Where the request came from. */
  ip?: string | null
  at?: Date
}

/** `text` cut to `max` characters (code points, as PostgreSQL's char_length counts them). */
export const cut = (text: string, max: number) => {
  const chars = [...text]
  return chars.length <= max ? text : chars.slice(0, max).join('')
}

/** Writes one entry inside the caller's transaction (or on its own with the plain database). */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  const fallback = entry.actor ?? 'system'
  await tx.insert(auditLog).values({
    userId: entry.userId,
    actorEmail: entry.userId === null ? fallback : sql`coalesce((select email from users where id = ${entry.userId}), ${fallback})`,
    action: entry.action,
    entity: entry.entity ?? null,
    objectId: entry.objectId ?? null,
    summary: cut(entry.summary ?? '', MAX_AUDIT_SUMMARY),
    ip: entry.ip ? cut(entry.ip, MAX_AUDIT_IP) : null,
    ...(entry.at && { at: entry.at }),
  })
}
