/** The news feature's tables: news items and events, and their photo galleries (migration 0015, ADR 032). Re-exported by `db/schema.ts` (ADR 057). */
import { sql } from 'drizzle-orm'
import { type AnyPgColumn, check, index, integer, jsonb, primaryKey, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { langCheck } from '../../db/columns.js'
import { draftStateColumns, draftStateIndexes } from '../editorial/editorial.columns.js'
import { faculties } from '../content/content.tables.js'
import { mediaImages } from '../media/media.tables.js'
import type { Block } from '../editorial/blocks/blocks.js'

export const news = pgTable(
  'news',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    translationKey: text('translation_key').notNull(),
    lang: text().notNull(),
    kind: text().notNull(),
    facultyId: integer('faculty_id').references(() => faculties.id),
    slug: text().notNull(),
    title: text().notNull(),
    perex: text().notNull(),
    /** The body as plain text, derived from `blocks` when it is written: search, feeds and snippets read it (ADR 093). */
    body: text().notNull(),
    /** The published body as blocks (ADR 093), validated by the entity's content schema. */
    blocks: jsonb().$type<Block[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    eventStartsAt: timestamp('event_starts_at', { withTimezone: true }),
    eventEndsAt: timestamp('event_ends_at', { withTimezone: true }),
    eventLocation: text('event_location'),
    /** Thumbnail shown in lists (media_images). */
    imageId: integer('image_id').references((): AnyPgColumn => mediaImages.id),
    ...draftStateColumns(),
  },
  (t) => [
    ...draftStateIndexes('news', t),
    uniqueIndex('news_lang_slug_uq').on(t.lang, t.slug),
    uniqueIndex('news_translation_lang_uq').on(t.translationKey, t.lang),
    index('news_lang_published_idx').on(t.lang, t.publishedAt),
    langCheck('news_lang_ck', t.lang),
    check('news_kind_ck', sql`${t.kind} in ('news', 'event')`),
  ],
)

/** Photo galleries of news items: university pictures in order under a key (migration 0015, ADR 032). */
export const galleryImages = pgTable(
  'gallery_images',
  {
    galleryKey: text('gallery_key').notNull(),
    position: integer().notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => mediaImages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'gallery_images_pk', columns: [t.galleryKey, t.position] })],
)
