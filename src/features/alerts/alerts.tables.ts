/**
 * The editors' alerts (migration 0015, ADR 033).
 * Owned by this feature (ADR 057): other features reach these rows through its services;
 * `db/schema.ts` re-exports them for Drizzle and the migrations.
 */
import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Editors' alerts shown in the page frame during their validity period (migration 0015, ADR 033). */
export const siteAlerts = pgTable(
  'site_alerts',
  {
    alertId: text('alert_id').notNull(),
    lang: text().notNull(),
    message: text().notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'site_alerts_pk', columns: [t.alertId, t.lang] }),
    index('site_alerts_lang_until_idx').on(t.lang, t.validUntil),
    check('site_alerts_id_ck', sql`${t.alertId} ~ '^[a-z0-9][a-z0-9-]{0,63}$'`),
    check('site_alerts_lang_ck', sql`${t.lang} in ('cs', 'en')`),
    check('site_alerts_period_ck', sql`${t.validUntil} > ${t.validFrom}`),
  ],
)
