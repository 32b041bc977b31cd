/** Editors' alerts (migration 0015); the only alert code that touches the ORM. */
import { and, asc, eq, gt, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { siteAlerts } from '../../db/schema.js'
import type { SiteAlert } from './alerts.types.js'

export function alertsRepository(db: Db) {
  return {
    /** The alerts of `lang` valid at `at`, the one ending first first. */
    async validAt(lang: string, at: Date): Promise<SiteAlert[]> {
      return db
        .select({ alertId: siteAlerts.alertId, message: siteAlerts.message, validUntil: siteAlerts.validUntil })
        .from(siteAlerts)
        .where(and(eq(siteAlerts.lang, lang), lte(siteAlerts.validFrom, at), gt(siteAlerts.validUntil, at)))
        .orderBy(asc(siteAlerts.validUntil), asc(siteAlerts.alertId))
    },
  }
}

export type AlertsRepository = ReturnType<typeof alertsRepository>
