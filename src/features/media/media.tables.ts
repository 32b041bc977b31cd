/** The media feature's tables: the university's pictures and their renditions (ADR 018). Re-exported by `db/schema.ts` (ADR 057). */
import { sql } from 'drizzle-orm'
import { check, integer, primaryKey, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { bytea } from '../../db/columns.js'

/**
 * Pictures of the university side (campus and faculty heroes, news thumbnails, portraits),
 * each stored in every width of `widths` in WebP and AVIF (`media_variants`), so pages can
 * offer a srcset and the browser picks the smallest file that fills the slot (ADR 018).
 */
export const mediaImages = pgTable('media_images', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** What the picture is of, stable across seeds: `hero/uni`, `hero/fpv`, `news/ff/3`, `portrait/fie`. */
  key: text().notNull().unique(),
  /** Intrinsic size of the widest variant; every variant keeps this aspect ratio. */
  width: integer().notNull(),
  height: integer().notNull(),
  widths: integer().array().notNull(),
  altCs: text('alt_cs').notNull(),
  altEn: text('alt_en').notNull(),
})

export const mediaVariants = pgTable(
  'media_variants',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => mediaImages.id, { onDelete: 'cascade' }),
    format: text().notNull(),
    width: integer().notNull(),
    content: bytea().notNull(),
  },
  (t) => [
    uniqueIndex('media_variants_uq').on(t.imageId, t.format, t.width),
    check('media_variants_format_ck', sql`${t.format} in ('webp', 'avif')`),
  ],
)
