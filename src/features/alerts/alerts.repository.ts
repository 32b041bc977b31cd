/** Editors' alerts (migration 0015); the only alert code that touches the ORM. */
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { siteAlerts } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import { recordAudit } from '../audit/audit.record.js'
import type { SiteAlert } from './alerts.types.js'

/** An alert as its administration shows it: one id, a text per language (either may be missing), one period. */
export interface AlertRecord {
  alertId: string
  messages: Record<Lang, string | null>
  validFrom: Date
  validUntil: Date
}

/** Who changes alerts, for the audit log (ADR 060). */
export interface AlertActor {
  userId: number
  ip?: string | null
}

/** The newest alerts the administration lists; older ones stay in the table, unlisted. */
export const ALERTS_LISTED = 100

const summaryOf = (a: AlertRecord) => `alert ${a.alertId}: ${a.messages.cs ?? a.messages.en ?? ''}`

/** Rows (one per language) folded into alerts, in the rows' order. */
function fold(rows: { alertId: string; lang: string; message: string; validFrom: Date; validUntil: Date }[]): AlertRecord[] {
  const byId = new Map<string, AlertRecord>()
  for (const r of rows) {
    const alert = byId.get(r.alertId) ?? { alertId: r.alertId, messages: { cs: null, en: null }, validFrom: r.validFrom, validUntil: r.validUntil }
    if (r.lang === 'cs' || r.lang === 'en') alert.messages[r.lang] = r.message
    byId.set(r.alertId, alert)
  }
  return [...byId.values()]
}

export function alertsRepository(db: Db) {
  const rowsOf = (tx: Db, alertId: string, lock = false) => {
    const query = tx.select().from(siteAlerts).where(eq(siteAlerts.alertId, alertId)).orderBy(asc(siteAlerts.lang))
    return lock ? query.for('update') : query
  }
  const insert = (tx: Db, a: AlertRecord) =>
    tx.insert(siteAlerts).values(
      (['cs', 'en'] as const).flatMap((lang) => {
        const message = a.messages[lang]
        return message ? [{ alertId: a.alertId, lang, message, validFrom: a.validFrom, validUntil: a.validUntil }] : []
      }),
    )

  return {
    /** The alerts of `lang` valid at `at`, the one ending first first. */
    async validAt(lang: string, at: Date): Promise<SiteAlert[]> {
      return db
        .select({ alertId: siteAlerts.alertId, message: siteAlerts.message, validUntil: siteAlerts.validUntil })
        .from(siteAlerts)
        .where(and(eq(siteAlerts.lang, lang), lte(siteAlerts.validFrom, at), gt(siteAlerts.validUntil, at)))
        .orderBy(asc(siteAlerts.validUntil), asc(siteAlerts.alertId))
    },

    /** The newest alerts (by their end), for the administration. */
    async list(): Promise<AlertRecord[]> {
      const newest = db
        .select({ alertId: siteAlerts.alertId, until: sql`max(${siteAlerts.validUntil})`.as('until') })
        .from(siteAlerts)
        .groupBy(siteAlerts.alertId)
        .orderBy(desc(sql`max(${siteAlerts.validUntil})`), asc(siteAlerts.alertId))
        .limit(ALERTS_LISTED)
        .as('newest')
      const rows = await db
        .select({ alertId: siteAlerts.alertId, lang: siteAlerts.lang, message: siteAlerts.message, validFrom: siteAlerts.validFrom, validUntil: siteAlerts.validUntil })
        .from(siteAlerts)
        .innerJoin(newest, eq(newest.alertId, siteAlerts.alertId))
        .orderBy(desc(newest.until), asc(siteAlerts.alertId), asc(siteAlerts.lang))
      return fold(rows)
    },

    async one(alertId: string): Promise<AlertRecord | undefined> {
      return fold(await rowsOf(db, alertId))[0]
    },

    /** Adds an alert; false when its id is taken. */
    async create(actor: AlertActor, alert: AlertRecord): Promise<boolean> {
      return db.transaction(async (tx) => {
        // The id is the primary key's first part: a second insert of it waits for this one, then finds it.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_alerts:${alert.alertId}`}))`)
        if ((await rowsOf(tx, alert.alertId)).length > 0) return false
        await insert(tx, alert)
        await recordAudit(tx, { userId: actor.userId, action: 'create', entity: 'alert', summary: summaryOf(alert), ip: actor.ip })
        return true
      })
    },

    /**
     * Replaces alert `alertId` with `alert` (texts and period; a new id when it should be shown
     * again to who closed it). False when the alert is gone, or the new id is taken.
     */
    async replace(actor: AlertActor, alertId: string, alert: AlertRecord): Promise<boolean> {
      return db.transaction(async (tx) => {
        if ((await rowsOf(tx, alertId, true)).length === 0) return false
        if (alert.alertId !== alertId && (await rowsOf(tx, alert.alertId)).length > 0) return false
        await tx.delete(siteAlerts).where(eq(siteAlerts.alertId, alertId))
        await insert(tx, alert)
        await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'alert', summary: alert.alertId === alertId ? summaryOf(alert) : `${summaryOf(alert)} (was ${alertId})`, ip: actor.ip })
        return true
      })
    },

    /**
     * Stops showing alert `alertId` at `at`: a running one ends then; one that has not begun is
     * deleted, since it was never shown. 'ended' when it had already ended, 'missing' when gone.
     */
    async end(actor: AlertActor, alertId: string, at: Date): Promise<'done' | 'ended' | 'missing'> {
      return db.transaction(async (tx) => {
        const [alert] = fold(await rowsOf(tx, alertId, true))
        if (!alert) return 'missing'
        if (alert.validUntil <= at) return 'ended'
        if (alert.validFrom >= at) await tx.delete(siteAlerts).where(eq(siteAlerts.alertId, alertId))
        else await tx.update(siteAlerts).set({ validUntil: at }).where(eq(siteAlerts.alertId, alertId))
        await recordAudit(tx, { userId: actor.userId, action: 'unpublish', entity: 'alert', summary: summaryOf(alert), ip: actor.ip })
        return 'done'
      })
    },

    /**
     * Writes alert `alert` in the caller's transaction `tx`, replacing the one of its id: another
     * feature's act shows its banner with it (a sale's, ADR 087), audited by that act.
     */
    async putIn(tx: Db, alert: AlertRecord): Promise<void> {
      await tx.delete(siteAlerts).where(eq(siteAlerts.alertId, alert.alertId))
      if (alert.messages.cs || alert.messages.en) await insert(tx, alert)
    },

    /** Deletes alert `alertId` in the caller's transaction `tx` (nothing when there is none). */
    async removeIn(tx: Db, alertId: string): Promise<void> {
      await tx.delete(siteAlerts).where(eq(siteAlerts.alertId, alertId))
    },

    /** Deletes alert `alertId`; false when it is gone. */
    async remove(actor: AlertActor, alertId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [alert] = fold(await rowsOf(tx, alertId, true))
        if (!alert) return false
        await tx.delete(siteAlerts).where(eq(siteAlerts.alertId, alertId))
        await recordAudit(tx, { userId: actor.userId, action: 'delete', entity: 'alert', summary: summaryOf(alert), ip: actor.ip })
        return true
      })
    },
  }
}

export type AlertsRepository = ReturnType<typeof alertsRepository>
