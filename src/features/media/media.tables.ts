/** The media feature's tables: the university's pictures and their renditions (ADR 018, 086). Re-exported by `db/schema.ts` (ADR 057). */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { bytea } from '../../db/columns.js'
import { users } from '../account/account.tables.js'

/**
 * Pictures of the university side (campus and faculty heroes, news thumbnails, portraits, and
 * what editors upload to the media library), each stored in every width of `widths` in WebP and
 * AVIF (`media_variants`), so pages can offer a srcset and the browser picks the smallest file
 * that fills the slot (ADR 018). The cropping renditions (`renditions.ts`) are cut around the
 * focal point; `version` names the current file and focal point in every rendition's address
 * (ADR 086), so a change is a new address and no cache keeps the old crop.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** What the picture is of, stable across seeds: `hero/uni`, `hero/fpv`, `news/ff/3`, `portrait/fie`; an upload's is `library/…`. */
    key: text().notNull().unique(),
    /** Intrinsic size of the widest variant; every variant keeps this aspect ratio. */
    width: integer().notNull(),
    height: integer().notNull(),
    widths: integer().array().notNull(),
    /** Empty when the picture is decorative. */
    altCs: text('alt_cs').notNull(),
    altEn: text('alt_en').notNull(),
    /** Says nothing a text beside it does not: shown with `alt=""` (ADR 086). */
    decorative: boolean().notNull().default(false),
    /** The focal point in percent of the width and height (0–100): the cropping renditions keep it in view. */
    focalX: integer('focal_x').notNull().default(50),
    focalY: integer('focal_y').notNull().default(50),
    /** Grows with every new file or focal point: part of each rendition's address. */
    version: integer().notNull().default(1),
    /** The uploaded file's name as cleaned (null for the seed's pictures). */
    fileName: text('file_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('media_images_focal_ck', sql`${t.focalX} between 0 and 100 and ${t.focalY} between 0 and 100`),
    check('media_images_alt_ck', sql`${t.decorative} or (${t.altCs} <> '' and ${t.altEn} <> '')`),
    index('media_images_created_idx').on(t.createdAt, t.id),
  ],
)

export const mediaVariants = pgTable(
  'media_variants',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => mediaImages.id, { onDelete: 'cascade' }),
    /** `full` keeps the picture's aspect ratio; the others crop it (`renditions.ts`). */
    rendition: text().notNull().default('full'),
    /** The picture's version it was made from. */
    version: integer().notNull().default(1),
    format: text().notNull(),
    width: integer().notNull(),
    content: bytea().notNull(),
  },
  (t) => [
    uniqueIndex('media_variants_uq').on(t.imageId, t.version, t.rendition, t.format, t.width),
    check('media_variants_format_ck', sql`${t.format} in ('webp', 'avif')`),
    check('media_variants_rendition_ck', sql`${t.rendition} in ('full', 'thumb', 'square')`),
  ],
)

/**
 * The file every rendition of an uploaded picture is made from (ADR 086): the upload decoded,
 * turned upright and re-encoded without its metadata (no camera, no GPS position), at most
 * `MASTER_EDGE` pixels on its longer side. The seed's pictures have none until their focal point
 * first changes; then their widest stored variant becomes it.
 */
export const mediaOriginals = pgTable('media_originals', {
  imageId: integer('image_id')
    .primaryKey()
    .references(() => mediaImages.id, { onDelete: 'cascade' }),
  width: integer().notNull(),
  height: integer().notNull(),
  content: bytea().notNull(),
})
