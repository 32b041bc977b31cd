/**
 * The proofs of consent (migration 0008, ADR 024).
 * Owned by this feature (ADR 057): other features reach these rows through its services;
 * `db/schema.ts` re-exports them for Drizzle and the migrations.
 */
import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Proof of cookie consent (ADR 024): one row per decision. `consent_id` is a random id kept in the
 * visitor's `qfConsentProof` cookie, never tied to an account, an address or a browser
 * fingerprint; the levels (pipe format), the recipients' toggles, the cookie policy's revision
 * and the time are all that is kept.
 */
export const consentProofs = pgTable(
  'consent_proofs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    consentId: uuid('consent_id').notNull(),
    levels: text().notNull(),
    recipients: text().notNull().default(''),
    revision: text().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_proofs_consent_idx').on(t.consentId, t.decidedAt)],
)
