/**
 * The audit log's reads (ADR 060): a page of entries newest first under a filter, the count, and
 * the filtered entries in batches for the CSV export; and the sign-in entry, written only for an
 * account that holds a role. Writes of acts go through `audit.record.ts`.
 */
import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { auditLog, MAX_AUDIT_IP, MAX_AUDIT_SUMMARY, type AuditAction } from './audit.tables.js'
import { containing } from '../../db/like.js'

export const AUDIT_PAGE_SIZE = 25
/** Rows the export reads at a time, and the most it writes (the filter narrows a larger log). */
export const EXPORT_BATCH = 1000
export const MAX_EXPORT_ROWS = 100_000

export interface AuditFilter {
  /** Part of the actor's e-mail. */
  who?: string
  action?: AuditAction
  entity?: string
  /** From this moment on (inclusive). */
  from?: Date
  /** Before this moment (exclusive). */
  to?: Date
}

export interface AuditRow {
  id: number
  at: Date
  userId: number | null
  actorEmail: string
  action: AuditAction
  entity: string | null
  objectId: number | null
  summary: string
  ip: string | null
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.userId,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  entity: auditLog.entity,
  objectId: auditLog.objectId,
  summary: auditLog.summary,
  ip: auditLog.ip,
}

const whereOf = (f: AuditFilter): SQL | undefined =>
  and(
    f.who ? ilike(auditLog.actorEmail, containing(f.who)) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lt(auditLog.at, f.to) : undefined,
  )

export function auditRepository(db: Db) {
  return {
    async list(filter: AuditFilter, page: number): Promise<{ rows: AuditRow[]; total: number }> {
      const where = whereOf(filter)
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset((page - 1) * AUDIT_PAGE_SIZE),
        db.select({ n: count() }).from(auditLog).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /**
     * The filtered entries newest first, a batch at a time (keyset on the time as PostgreSQL
     * writes it, microseconds included, and the id), at most `MAX_EXPORT_ROWS`.
     */
    async *exportRows(filter: AuditFilter, batch = EXPORT_BATCH): AsyncGenerator<AuditRow> {
      let cursor: { at: string; id: number } | undefined
      let written = 0
      while (written < MAX_EXPORT_ROWS) {
        const rows = await db
          .select({ ...columns, atKey: sql<string>`${auditLog.at}::text` })
          .from(auditLog)
          .where(and(whereOf(filter), cursor ? sql`(${auditLog.at}, ${auditLog.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined))
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(Math.min(batch, MAX_EXPORT_ROWS - written))
        for (const { atKey: _key, ...row } of rows) yield row
        written += rows.length
        if (rows.length < batch) return
        const last = rows[rows.length - 1]!
        cursor = { at: last.atKey, id: last.id }
      }
    },

    /**
     * Records a sign-in of `userId` when the account holds a role (a customer's sign-in is not the
     * administration's business): the roles it held then are the summary. Whether it wrote.
     */
    async signIn(userId: number, ip: string | null): Promise<boolean> {
      const rows = await db.execute(sql`
        insert into audit_log (user_id, actor_email, action, entity, object_id, summary, ip)
        select u.id, u.email, 'sign_in', 'account', u.id,
               left((select string_agg(r.role || case when r.scope = '' then '' else ' (' || r.scope || ')' end, ', ' order by r.role, r.scope) from user_roles r where r.user_id = u.id), ${MAX_AUDIT_SUMMARY}),
               ${ip === null ? null : ip.slice(0, MAX_AUDIT_IP)}
        from users u
        where u.id = ${userId} and exists (select 1 from user_roles r where r.user_id = u.id)
        returning id`)
      const list = (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[])
      return list.length > 0
    },
  }
}

export type AuditRepository = ReturnType<typeof auditRepository>
