/**
 * The contact form's tables (ADR 043).
 * Owned by this feature (ADR 057): other features reach these rows through its services;
 * `db/schema.ts` re-exports them for Drizzle and the migrations.
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from '../../db/columns.js'

/** Messages of the contact form (ADR 043), with their attachment. */
export const contactMessages = pgTable('contact_messages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  lang: text().notNull(),
  name: text().notNull(),
  email: text().notNull(),
  faculty: text().notNull(),
  topic: text().notNull(),
  message: text().notNull(),
  attachmentName: text('attachment_name'),
  attachmentType: text('attachment_type'),
  attachment: bytea(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** An attachment uploaded ahead of its contact form by the upload widget; `id` and `owner` are digests. */
export const contactUploads = pgTable('contact_uploads', {
  id: text().primaryKey(),
  owner: text().notNull(),
  name: text().notNull(),
  type: text().notNull(),
  bytes: bytea().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
