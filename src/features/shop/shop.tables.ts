/** The shop feature's tables: the catalogue (categories, products, their variants and photos). Re-exported by `db/schema.ts` (ADR 057). */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, primaryKey, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { bytea } from '../../db/columns.js'
import { users } from '../../db/schema.js'

/**
 * The shop's categories, a tree (migration 0051, ADR 090): `parent_id` null at the top, `sort`
 * orders siblings. No cycles: the administration moves a category under a new parent only in a
 * transaction holding the table's lock, after walking the new parent's ancestors.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => productCategories.id),
    slugCs: text('slug_cs').notNull().unique(),
    slugEn: text('slug_en').notNull().unique(),
    nameCs: text('name_cs').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionCs: text('description_cs').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** The search result's description of the category page; empty: the description stands for it (ADR 090). */
    metaDescriptionCs: text('meta_description_cs').notNull().default(''),
    metaDescriptionEn: text('meta_description_en').notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [index('product_categories_parent_idx').on(t.parentId, t.sort), check('product_categories_parent_ck', sql`${t.parentId} <> ${t.id}`)],
)

/** The fits the size chart has a table for (ADR 021, ADR 090). */
export const FITS = ['unisex', 'women', 'kids'] as const
export type Fit = (typeof FITS)[number]

/**
 * The size chart (migration 0051, ADR 090): per fit, a row per size with its measurements in
 * centimetres; kids' sizes also name the body height they suit. Edited by the shop manager.
 */
export const sizeChartRows = pgTable(
  'size_chart_rows',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fit: text().$type<Fit>().notNull(),
    sort: integer().notNull(),
    size: text().notNull(),
    heightFrom: integer('height_from'),
    heightTo: integer('height_to'),
    chest: integer().notNull(),
    length: integer().notNull(),
  },
  (t) => [
    uniqueIndex('size_chart_rows_fit_size_key').on(t.fit, t.size),
    index('size_chart_rows_fit_idx').on(t.fit, t.sort),
    check('size_chart_rows_fit_ck', sql`${t.fit} in ('unisex', 'women', 'kids')`),
    check('size_chart_rows_size_ck', sql`char_length(${t.size}) between 1 and 10`),
    check('size_chart_rows_measures_ck', sql`${t.chest} between 1 and 300 and ${t.length} between 1 and 300`),
    check('size_chart_rows_height_ck', sql`(${t.heightFrom} is null and ${t.heightTo} is null) or (${t.heightFrom} between 1 and 250 and ${t.heightTo} between ${t.heightFrom} and 250)`),
  ],
)

export interface ProductAttribute {
  key: string
  label: { cs: string; en: string }
  value: { cs: string; en: string }
}

/** `scheduled`: hidden until `publish_at`, when every node's scheduler publishes it once (ADR 088). */
export const PRODUCT_STATUSES = ['published', 'hidden', 'scheduled'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    sku: text().notNull().unique(),
    slugCs: text('slug_cs').notNull().unique(),
    slugEn: text('slug_en').notNull().unique(),
    nameCs: text('name_cs').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionCs: text('description_cs').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** Price including VAT in haléře (1/100 CZK). */
    priceMinor: integer('price_minor').notNull(),
    vatRate: integer('vat_rate').notNull(),
    stock: integer().notNull(),
    /** The price before a running sale, shown struck through; null when not on sale (migration 0024, ADR 051). */
    compareAtPriceMinor: integer('compare_at_price_minor'),
    /** Attributes shown in the comparison table. */
    attributes: jsonb().$type<ProductAttribute[]>().notNull().default([]),
    sort: integer().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden products are out of the listings, the product pages, search and the sitemap (ADR 067); the shop manager adds them hidden. */
    status: text().$type<ProductStatus>().notNull().default('published'),
    /** The search result's description of the product page; empty: the description's first line (ADR 067). */
    metaDescriptionCs: text('meta_description_cs').notNull().default(''),
    metaDescriptionEn: text('meta_description_en').notNull().default(''),
    /** When a `scheduled` product is published; set exactly while it is scheduled (ADR 088). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.sort),
    check('products_status_ck', sql`${t.status} in ('published', 'hidden', 'scheduled')`),
    check('products_publish_at_ck', sql`(${t.status} = 'scheduled') = (${t.publishAt} IS NOT NULL)`),
    index('products_publish_at_idx').on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
    check('products_price_ck', sql`${t.priceMinor} >= 0`),
    check('products_stock_ck', sql`${t.stock} >= 0`),
    check('products_compare_at_price_ck', sql`${t.compareAtPriceMinor} IS NULL OR ${t.compareAtPriceMinor} > ${t.priceMinor}`),
  ],
)

/**
 * What is sold: a product in one size and colour, with its own stock (migration 0010, ADR 026).
 * A product without sizes or colours has one variant. `products.stock` is kept the total of its
 * variants by a trigger; checkout decrements a variant with `stock = stock - n WHERE stock >= n`.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text().notNull().unique(),
    /** The barcode, GTIN-13 or EAN-8 with a valid check digit (checked by the catalogue's form, ADR 067); unique when set. */
    ean: text(),
    size: text(),
    colourCs: text('colour_cs'),
    colourEn: text('colour_en'),
    stock: integer().notNull(),
    sort: integer().notNull().default(0),
    /** At or below this stock the variant is in the shop manager's low-stock report (ADR 068). */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(3),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.sort),
    check('product_variants_stock_ck', sql`${t.stock} >= 0`),
    check('product_variants_low_stock_threshold_ck', sql`${t.lowStockThreshold} >= 0`),
    uniqueIndex('product_variants_ean_key').on(t.ean),
    /** One variant per size and colour of a product, whatever their case (ADR 088). */
    uniqueIndex('product_variants_size_colour_key').on(t.productId, sql`lower(coalesce(${t.size}, ''))`, sql`lower(coalesce(${t.colourCs}, ''))`),
    check('product_variants_ean_ck', sql`${t.ean} ~ '^([0-9]{8}|[0-9]{13})$'`),
  ],
)

/** Product photos, stored in the database so every node serves the same bytes. */
export const productImages = pgTable(
  'product_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
    width: integer().notNull(),
    height: integer().notNull(),
    mimeType: text('mime_type').notNull(),
    content: bytea().notNull(),
    thumbWidth: integer('thumb_width').notNull(),
    thumbHeight: integer('thumb_height').notNull(),
    thumbContent: bytea('thumb_content').notNull(),
    altCs: text('alt_cs').notNull(),
    altEn: text('alt_en').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sort)],
)

/**
 * Why stock changed by hand (ADR 068): goods received, goods damaged, a count that found a
 * difference; or goods a customer returned (a withdrawal's or a refund's, ADR 083).
 */
export const STOCK_REASONS = ['received', 'damaged', 'count', 'returned'] as const
export type StockReason = (typeof STOCK_REASONS)[number]
export const MAX_STOCK_NOTE = 500

/**
 * The history of a variant's stock changed by hand (ADR 068): each row a relative change, written
 * in the transaction of its `stock = stock + delta`, with the stock that change left.
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    reason: text().$type<StockReason>().notNull(),
    note: text().notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    stockAfter: integer('stock_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_adjustments_variant_idx').on(t.variantId, t.id),
    check('stock_adjustments_delta_ck', sql`${t.delta} <> 0`),
    check('stock_adjustments_reason_ck', sql`${t.reason} in (${sql.raw(STOCK_REASONS.map((r) => `'${r}'`).join(', '))})`),
    check('stock_adjustments_note_ck', sql`char_length(${t.note}) <= ${sql.raw(String(MAX_STOCK_NOTE))}`),
    check('stock_adjustments_stock_after_ck', sql`${t.stockAfter} >= 0`),
  ],
)

/**
 * A catalogue CSV between its dry run and its application (ADR 077): the file as uploaded, by
 * whom, its SHA-256. Applying reads the file from here, never from the browser, so the apply
 * form carries only this row's id and the digest of the changes the dry run showed.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: text().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when applied: an import is applied once. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('catalogue_imports_created_idx').on(t.createdAt)],
)

/**
 * Shoppers waiting for a sold-out variant (ADR 081): one row per variant and address whatever its
 * case, so asking twice is one request. Mailed in the shopper's language, in the transaction of the
 * change that takes the variant's stock above zero, then `notified_at` is set; rows are kept only
 * as long as ADR 081 says.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    lang: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('back_in_stock_requests_variant_email_key').on(t.variantId, sql`lower(${t.email})`),
    index('back_in_stock_requests_email_idx').on(sql`lower(${t.email})`),
    check('back_in_stock_requests_lang_ck', sql`${t.lang} in ('cs', 'en')`),
    check('back_in_stock_requests_email_ck', sql`char_length(${t.email}) <= 254`),
  ],
)
